// The lab window and the guided first games in Italian and Spanish (docs/translating.md): what
// they show is translated, their numbers follow the language, and a change of language while they
// are open shows them again in the new language.
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>
#include <memory>

#include "app_test.h"
#include "app_test_program.h"
#include "game_controller.h"
#include "game_window.h"
#include "lab/lab_config.h"
#include "lab/lab_numbers.h"
#include "lab/lab_window.h"
#include "lab/variant_form.h"
#include "language.h"
#include "learn/guide.h"
#include "learn/guide_panel.h"
#include "learn/lessons.h"
#include "lesson_window.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "visible_text.h"

namespace vb::app::test::lab_learn_language_test {

namespace {

void settle() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
}

// The texts `root` shows in English that any catalogue translates: the lab's and the guide's
// (translations/lab_learn_*.ts), the lessons' sentences (po/lessons), and the engine's and the
// tables' words they show.
QStringList ownUntranslated(const QWidget* root) {
  return untranslated(root, QStringLiteral(VEGGIEBOX_SOURCE_DIR));
}

LabConfig tinyGarden() {
  LabConfig config;
  config.game = "garden";
  config.bots = {"random", "greedy"};
  config.games = 6;
  config.seed = 2;
  return config;
}

// A lesson in a game window, as the home window opens one.
struct Lesson : LessonWindow {
  explicit Lesson(const char* game) : LessonWindow(game) {}
};

QString translated(const std::string& english) { return QString::fromStdString(vb::tx(english)); }

}  // namespace

class LabLearnLanguageTest : public AppTest {
  Q_OBJECT

 private slots:
  void cleanup() { applyLanguage(QStringLiteral("en")); }

  void theLabIsTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("it") << QStringLiteral("it");
    QTest::newRow("es") << QStringLiteral("es");
  }
  // The lab before and after a run: its form, its results, its charts' titles.
  void theLabIsTranslated() {
    QFETCH(QString, language);
    applyLanguage(language);
    LabWindow lab;
    lab.resize(1280, 800);
    lab.setConfig(tinyGarden());
    lab.show();
    settle();
    QStringList left = ownUntranslated(&lab);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
    QSignalSpy finished(&lab, &LabWindow::runFinished);
    QVERIFY(lab.run());
    QVERIFY(finished.wait(10000));
    settle();
    left = ownUntranslated(&lab);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
    // The players' numbers with the language's decimal comma.
    const QString wins = lab.playersTable()->item(0, kWins)->text();
    QVERIFY2(wins.contains(QLatin1Char(',')) && !wins.contains(QLatin1Char('.')), qPrintable(wins));
  }

  // Every rule of every game has a name in the catalogue, not its key in words ("Power carrot").
  void everyRuleHasAName() {
    applyLanguage(QStringLiteral("it"));
    for (const vb::Game* game : vb::allGames()) {
      VariantForm form;
      form.setGame(*game);
      for (const vb::RuleSpec& spec : game->rules()) {
        QLabel* label =
            form.findChild<QLabel*>(QStringLiteral("rule-label-%1").arg(QString::fromStdString(spec.key)));
        QVERIFY2(label != nullptr, spec.key.c_str());
        QString words =
            QString::fromStdString(spec.key).replace(QLatin1Char('_'), QLatin1Char(' ')) + QLatin1Char(':');
        QVERIFY2(label->text().compare(words, Qt::CaseInsensitive) != 0, qPrintable(label->text()));
      }
    }
  }

  // A language chosen while the lab shows a run's results: every text follows at once.
  void theLabFollowsAChangeOfLanguage() {
    applyLanguage(QStringLiteral("en"));
    LabWindow lab;
    lab.resize(1280, 800);
    lab.setConfig(tinyGarden());
    lab.show();
    QSignalSpy finished(&lab, &LabWindow::runFinished);
    QVERIFY(lab.run());
    QVERIFY(finished.wait(10000));
    const QString english = lab.windowTitle();
    QVERIFY(!ownUntranslated(&lab).isEmpty());  // in English the check sees this part's words
    applyLanguage(QStringLiteral("it"));
    settle();
    QVERIFY(lab.windowTitle() != english);
    const QStringList left = ownUntranslated(&lab);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
    QVERIFY(lab.playersTable()->item(0, kWins)->text().contains(QLatin1Char(',')));
  }

  void aGuideStepIsTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("game");
    for (const char* language : {"it", "es"})
      for (const char* game : {"garden", "vegetables", "veggies"})
        QTest::addRow("%s-%s", language, game) << QString::fromLatin1(language) << QString::fromLatin1(game);
  }
  void aGuideStepIsTranslated() {
    QFETCH(QString, language);
    QFETCH(QString, game);
    applyLanguage(language);
    Lesson l(game.toLatin1().constData());
    const std::string say = l.guide->lesson().steps[0].say;
    QCOMPARE(l.panel().sentence()->text(), translated(say));
    QVERIFY(l.panel().sentence()->text() != QString::fromStdString(say));
    const QStringList left = ownUntranslated(&l.panel());
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
  }

  // The Veggies lesson plays under a variant named in its file ("first lesson"): the side panel and
  // the title name it in the reader's language, and follow a change of language.
  void aLessonsVariantIsNamedInTheLanguage() {
    applyLanguage(QStringLiteral("en"));
    Lesson l("veggies");
    auto* variant = l.window->findChild<QLabel*>(QStringLiteral("variant"));
    QVERIFY(variant != nullptr);
    QVERIFY(variant->text().contains(QStringLiteral("first lesson")));
    for (const char* language : {"it", "es"}) {
      applyLanguage(QString::fromLatin1(language));
      settle();
      const QString name = translated("first lesson");
      QVERIFY(name != QStringLiteral("first lesson"));
      QCOMPARE(l.window->controller()->variantTitle(), name);
      QVERIFY2(variant->text().contains(name), qPrintable(variant->text()));
      QVERIFY(!variant->text().contains(QStringLiteral("first lesson")));
    }
  }

  // A language chosen while the guide shows a step: the step, its answer and the buttons follow.
  void theGuideFollowsAChangeOfLanguage() {
    applyLanguage(QStringLiteral("en"));
    Lesson l("veggies");
    const vb::LessonStep& first = l.guide->lesson().steps[0];
    QCOMPARE(l.panel().sentence()->text(), QString::fromStdString(first.say));
    // A move at a page to read: the guide answers "Not yet".
    const vb::State& state = l.guide->game()->state();
    const std::vector<vb::ActionId> moves = state.legalActions();
    if (!moves.empty()) QVERIFY(!l.guide->allows(moves.front()));
    const QString englishAnswer = l.panel().feedback()->text();
    const QString englishNext = l.panel().nextButton()->text();
    QVERIFY(!ownUntranslated(&l.panel()).isEmpty());
    for (const char* language : {"it", "es"}) {
      applyLanguage(QString::fromLatin1(language));
      settle();
      QCOMPARE(l.panel().sentence()->text(), translated(first.say));
      QVERIFY(l.panel().sentence()->text() != QString::fromStdString(first.say));
      QVERIFY(l.panel().nextButton()->text() != englishNext);
      if (!moves.empty()) QVERIFY(l.panel().feedback()->text() != englishAnswer);
      const QStringList left = ownUntranslated(&l.panel());
      QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
    }
  }
};
}  // namespace vb::app::test::lab_learn_language_test

VEGGIEBOX_APP_TEST(lab_learn_language, vb::app::test::lab_learn_language_test::LabLearnLanguageTest)
#include "lab_learn_language_test.moc"
