// The app in Italian and Spanish (docs/translating.md): what a window shows is translated, the
// check that finds English left behind (visible_text.h) does find it, a language chosen while a
// window is open is spoken at once, and F1 opens the rules page in the app's language.
#include <QComboBox>
#include <QFile>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "game_controller.h"
#include "game_window.h"
#include "home_window.h"
#include "language.h"
#include "move_log.h"
#include "new_game_dialog.h"
#include "preferences_dialog.h"
#include "rules_window.h"
#include "score_sheet_dialog.h"
#include "veggiebox/games/registry.h"
#include "visible_text.h"

namespace vb::app::test::language_test {

namespace {

// The catalogues checked: every one ({}), the app's, the tables' and the engine's, since every
// window shows words of each (a game window's move log is the engine's).
const QStringList kCatalogues{};

const QString kSourceDir = QStringLiteral(VEGGIEBOX_SOURCE_DIR);

// Qt posts LanguageChange to each window: let it arrive.
void settle() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
}

void speak(const QString& language) {
  applyLanguage(language);
  settle();
}

QString leftInEnglish(const QWidget* window) {
  return untranslated(window, kSourceDir, kCatalogues).join('\n');
}

// One person (seat 0, who starts) and computer players, so that no curtain hides the table.
GameSetup setupFor(const QString& gameId) {
  GameSetup setup;
  setup.gameId = gameId.toStdString();
  setup.seed = 31;
  const vb::Game* game = vb::findGame(setup.gameId);
  if (gameId != QStringLiteral("vegetables")) setup.options = {{"first", "0"}};
  if (gameId == QStringLiteral("vegetables")) setup.options = {{"hands", "1"}};
  const char* const names[] = {"Ana", "Bo", "Cai", "Dee"};
  for (int seat = 0; seat < game->minPlayers(); ++seat)
    setup.seats.push_back(vb::Seat{names[seat], seat == 0, seat == 0 ? "" : "random"});
  return setup;
}

std::unique_ptr<GameWindow> gameWindow(const QString& gameId) {
  auto window = std::make_unique<GameWindow>(GameController::newGame(setupFor(gameId)), makeBoard);
  window->setRemembersGeometry(false);
  window->resize(GameWindow::defaultSize());
  window->show();
  settle();
  return window;
}

void addLanguages() {
  QTest::addColumn<QString>("language");
  QTest::newRow("it") << QStringLiteral("it");
  QTest::newRow("es") << QStringLiteral("es");
}

}  // namespace

class LanguageTest : public AppTest {
  Q_OBJECT

 private slots:
  void cleanup() { speak(QStringLiteral("en")); }

  // In English the home window's words are the catalogues' sources, so the check must see them.
  void theCheckSeesEnglish() {
    applyLanguage(QStringLiteral("en"));
    HomeWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(!untranslated(&window, kSourceDir).isEmpty());
    QVERIFY(!untranslated(&window, kSourceDir, kCatalogues).isEmpty());
  }

  void theHomeWindowSpeaks_data() { addLanguages(); }
  void theHomeWindowSpeaks() {
    QFETCH(QString, language);
    speak(language);
    HomeWindow window;
    window.resize(1280, 800);
    window.show();
    settle();
    QVERIFY2(leftInEnglish(&window).isEmpty(), qPrintable(leftInEnglish(&window)));
  }

  // Each game's window, its score sheet, its rules and the new-game dialog, in each language.
  void eachGameSpeaks_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("gameId");
    for (const char* language : {"it", "es"})
      for (const char* game : {"veggies", "garden", "vegetables"})
        QTest::newRow(qPrintable(QStringLiteral("%1-%2").arg(QLatin1String(language), QLatin1String(game))))
            << QString::fromLatin1(language) << QString::fromLatin1(game);
  }
  void eachGameSpeaks() {
    QFETCH(QString, language);
    QFETCH(QString, gameId);
    speak(language);
    const std::unique_ptr<GameWindow> window = gameWindow(gameId);
    QVERIFY2(leftInEnglish(window.get()).isEmpty(), qPrintable(leftInEnglish(window.get())));
    ScoreSheetDialog* sheet = window->showScoreSheet();
    settle();
    QVERIFY2(leftInEnglish(sheet).isEmpty(), qPrintable(leftInEnglish(sheet)));
    RulesWindow* rules = window->showRules();
    QVERIFY(rules != nullptr);
    QVERIFY2(leftInEnglish(rules).isEmpty(), qPrintable(leftInEnglish(rules)));
    NewGameDialog dialog(*vb::findGame(gameId.toStdString()));
    dialog.show();
    QVERIFY2(leftInEnglish(&dialog).isEmpty(), qPrintable(leftInEnglish(&dialog)));
  }

  void thePreferencesSpeak_data() { addLanguages(); }
  void thePreferencesSpeak() {
    QFETCH(QString, language);
    speak(language);
    PreferencesDialog dialog(Preferences::load());
    dialog.show();
    QVERIFY2(leftInEnglish(&dialog).isEmpty(), qPrintable(leftInEnglish(&dialog)));
  }

  // No restart: an open game window's menus, side panel and turn line follow the new language,
  // and come back to English.
  void anOpenGameWindowFollowsTheLanguage() {
    speak(QStringLiteral("en"));
    const std::unique_ptr<GameWindow> window = gameWindow(QStringLiteral("veggies"));
    const QMenu* firstMenu = window->menuBar()->actions().first()->menu();
    QCOMPARE(firstMenu->title(), QStringLiteral("&Game"));
    QVERIFY(!leftInEnglish(window.get()).isEmpty());
    // The move log asks the engine for each move's words again (the timeline keeps them as played).
    GameController* game = window->controller();
    game->choose(firstLegal(*game));
    settle();
    QVERIFY(!window->moveLog()->lines().isEmpty());
    QCOMPARE(window->moveLog()->lines().first(),
             QString::fromStdString(game->timeline().entries().front().description));

    speak(QStringLiteral("it"));
    QCOMPARE(firstMenu->title(), QCoreApplication::translate("vb::app::GameWindow", "&Game"));
    QVERIFY(firstMenu->title() != QStringLiteral("&Game"));
    QVERIFY2(leftInEnglish(window.get()).isEmpty(), qPrintable(leftInEnglish(window.get())));
    bool headingFound = false;
    for (const QLabel* label : window->findChildren<QLabel*>())
      headingFound |= label->text() == QCoreApplication::translate("vb::app::GameWindow", "Players");
    QVERIFY(headingFound);
    QCOMPARE(window->moveLog()->lines(), game->moveWords(0, game->timeline().branches().front().cursor));

    speak(QStringLiteral("en"));
    QCOMPARE(firstMenu->title(), QStringLiteral("&Game"));
  }

  // --lang wins over the preference, which wins over the system's language; the preference is kept.
  void theLanguageIsChosenInOrder() {
    QCOMPARE(chooseLanguage(QStringLiteral("es"), QStringLiteral("it")), QStringLiteral("es"));
    QCOMPARE(chooseLanguage(QString(), QStringLiteral("it")), QStringLiteral("it"));
    QCOMPARE(chooseLanguage(QString(), QString()), systemLanguage());
    Preferences preferences = Preferences::load();
    QCOMPARE(preferences.language, QString());  // the system's, until chosen
    preferences.language = QStringLiteral("es");
    preferences.save();
    QCOMPARE(Preferences::load().language, QStringLiteral("es"));
  }

  // Preferences › Language applies at once (the dialog itself retranslates); Cancel takes it back.
  void thePreferencesApplyTheLanguageAtOnce() {
    speak(QStringLiteral("en"));
    {
      PreferencesDialog dialog(Preferences::load());
      dialog.show();
      QComboBox* choice = dialog.languageChoice();
      QCOMPARE(choice->count(), 4);
      QCOMPARE(choice->itemText(choice->findData(QStringLiteral("es"))), QStringLiteral("Español"));
      QVERIFY(choice->itemText(0).contains(languageName(systemLanguage())));
      choice->setCurrentIndex(choice->findData(QStringLiteral("es")));
      settle();
      QCOMPARE(currentLanguage(), QStringLiteral("es"));
      QCOMPARE(dialog.windowTitle(), QStringLiteral("Preferencias"));
      QCOMPARE(dialog.preferences().language, QStringLiteral("es"));
      dialog.reject();
      settle();
      QCOMPARE(currentLanguage(), QStringLiteral("en"));
      QCOMPARE(dialog.windowTitle(), QStringLiteral("Preferences"));
    }
    PreferencesDialog dialog(Preferences::load());
    dialog.languageChoice()->setCurrentIndex(dialog.languageChoice()->findData(QStringLiteral("it")));
    dialog.accept();
    dialog.preferences().save();
    QCOMPARE(currentLanguage(), QStringLiteral("it"));
    QCOMPARE(Preferences::load().language, QStringLiteral("it"));
  }

  // A translated page names each heading's English anchor at its end: the heading shows without it,
  // the anchor finds it, and the page follows the language.
  void theRulesPageFollowsTheLanguage() {
    QTemporaryDir dir;
    const auto write = [&dir](const char* name, const char* text) {
      QFile file(dir.filePath(QString::fromLatin1(name)));
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write(text);
    };
    write("tiny.md", "# Tiny\n\n## The harvest\n\nTake a card.\n");
    write("tiny.it.md", "# Piccolo {#tiny}\n\n## Il raccolto {#the-harvest}\n\nPrendi una carta.\n");
    const QString english = dir.filePath(QStringLiteral("tiny.md"));
    const QString italian = dir.filePath(QStringLiteral("tiny.it.md"));
    QCOMPARE(RulesWindow::pageIn(english, QStringLiteral("es")), english);  // no Spanish page: English

    speak(QStringLiteral("it"));
    RulesWindow rules(QStringLiteral("Tiny"), english);
    rules.show();
    QCOMPARE(rules.resource(), english);
    QCOMPARE(rules.shownResource(), italian);
    QVERIFY(!rules.page()->toPlainText().contains(QStringLiteral("{#")));
    QVERIFY(rules.page()->toPlainText().contains(QStringLiteral("Prendi una carta.")));
    QVERIFY(rules.showAnchor(QStringLiteral("the-harvest")));
    QCOMPARE(rules.page()->textCursor().block().text(), QStringLiteral("Il raccolto"));
    QVERIFY(!rules.showAnchor(QStringLiteral("il-raccolto")));

    speak(QStringLiteral("en"));
    QCOMPARE(rules.shownResource(), english);
    QVERIFY(rules.showAnchor(QStringLiteral("the-harvest")));
    QCOMPARE(rules.page()->textCursor().block().text(), QStringLiteral("The harvest"));
  }

  // F1 in a game window opens the game's page in the app's language (the English one while the
  // language has none).
  void f1OpensThePageInTheAppsLanguage() {
    speak(QStringLiteral("it"));
    const std::unique_ptr<GameWindow> window = gameWindow(QStringLiteral("garden"));
    QAction* f1 = nullptr;
    for (QAction* action : window->findChildren<QAction*>())
      if (action->shortcut() == QKeySequence(QKeySequence::HelpContents)) f1 = action;
    QVERIFY(f1 != nullptr);
    f1->trigger();
    auto* rules = window->findChild<RulesWindow*>();
    QVERIFY(rules != nullptr);
    QCOMPARE(rules->shownResource(),
             RulesWindow::pageIn(QStringLiteral(":/rules/garden.md"), QStringLiteral("it")));
    if (QFile::exists(QStringLiteral(":/rules/garden.it.md")))
      QCOMPARE(rules->shownResource(), QStringLiteral(":/rules/garden.it.md"));
    QCOMPARE(rules->windowTitle(), QStringLiteral("Veggie Garden — Regole"));
  }
};
}  // namespace vb::app::test::language_test

VEGGIEBOX_APP_TEST(language, vb::app::test::language_test::LanguageTest)
#include "language_test.moc"
