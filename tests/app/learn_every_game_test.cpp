// The guided first game of every game (docs/learn.md), not only Veggies' (learn_test.cpp plays that
// one by clicks): at each move the learner is to make, at the smallest window the app is looked at
// in and at the largest, the guide lights a spot on the table that lies wholly inside it, with the
// arrow at it; Next stays at one place through the whole lesson, so that click after click hits it;
// the lesson ends with its `end` and "Play a real game", which starts the same game with the same
// people under the published rules.
#include <QLabel>
#include <QPushButton>
#include <QtTest>
#include <memory>
#include <optional>

#include "app_test.h"
#include "app_test_program.h"
#include "board_view.h"
#include "game_controller.h"
#include "game_window.h"
#include "language.h"
#include "learn/spotlight.h"
#include "lesson_window.h"

namespace vb::app::test::learn_every_game_test {

using namespace vb::app;
using namespace vb::app::test;

namespace {

void settle() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
}

// The lesson of `game` at `size`, and its steps.
struct Lesson : LessonWindow {
  Lesson(const std::string& game, QSize size) : LessonWindow(game, size) {}
  const std::vector<vb::LessonStep>& steps() const { return guide->lesson().steps; }
};

const char* const kGames[] = {"veggies", "garden", "vegetables"};

}  // namespace

class LearnEveryGameTest : public AppTest {
  Q_OBJECT

 private slots:
  void everyMoveOfEveryLessonHasItsSpotOnTheTable_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QSize>("size");
    for (const char* game : kGames)
      for (const QSize size : {QSize(1024, 640), QSize(1600, 1000)})
        QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3").arg(game).arg(size.width()).arg(size.height())))
            << QString::fromLatin1(game) << size;
  }

  void everyMoveOfEveryLessonHasItsSpotOnTheTable() {
    QFETCH(QString, game);
    QFETCH(QSize, size);
    Lesson l(game.toStdString(), size);
    GuidePanel& panel = *l.window->guidePanel();
    int moves = 0;
    for (std::size_t i = 0; i < l.steps().size(); ++i) {
      const vb::LessonStep& step = l.steps()[i];
      if (step.kind != vb::LessonStep::Kind::kDo && step.kind != vb::LessonStep::Kind::kTry) continue;
      l.guide->playTo(i);
      settle();
      const QString where = QStringLiteral("step %1 '%2'").arg(i).arg(QString::fromStdString(step.action));
      QVERIFY2(l.guide->stepIndex() == i, qPrintable(where));
      QVERIFY2(l.guide->pointAt().has_value(), qPrintable(where));
      const std::optional<QRect> spot = l.window->spotlight()->spot();
      if (spot) {
        QVERIFY2(l.window->spotlight()->isVisible(), qPrintable(where));
        QVERIFY2(!spot->isEmpty() && l.window->board()->rect().contains(*spot),
                 qPrintable(where + QStringLiteral(": the spot lies outside the table")));
      }
      if (step.kind == vb::LessonStep::Kind::kDo) {
        QVERIFY2(spot.has_value(), qPrintable(where + QStringLiteral(": no spot to click")));
        QVERIFY2(!panel.nextButton()->isVisible(), qPrintable(where));
        ++moves;
        if (game == QStringLiteral("veggies")) continue;  // learn_test.cpp clicks its moves
        // Clicking where the arrow points, click after click, makes the move (two clicks at most);
        // the other seats' moves after it follow at once.
        const std::size_t played = l.window->controller()->timeline().cursor();
        for (int click = 0; click < 2 && l.window->controller()->timeline().cursor() == played; ++click) {
          const std::optional<QRect> next = l.window->spotlight()->spot();
          QVERIFY2(next.has_value(),
                   qPrintable(where + QStringLiteral(": no spot for click %1").arg(click + 1)));
          QTest::mouseClick(l.window->board(), Qt::LeftButton, {}, next->center());
          settle();
        }
        QVERIFY2(l.window->controller()->timeline().cursor() > played, qPrintable(where + ": not made"));
        QCOMPARE(QString::fromStdString(l.window->controller()->timeline().entries()[played].text),
                 QString::fromStdString(step.action));
        continue;
      }
      // A `try`: the button makes the attempt for the learner whether or not the table can.
      QVERIFY2(panel.nextButton()->isVisible(), qPrintable(where));
      QCOMPARE(panel.nextButton()->text(), QStringLiteral("Show me"));
      if (spot && game != QStringLiteral("veggies")) {
        // The table takes the refused move where the arrow points: one click for these lessons
        // (Veggies' takes three, which learn_test.cpp makes).
        const std::unique_ptr<vb::State> before = l.window->controller()->state().clone();
        QTest::mouseClick(l.window->board(), Qt::LeftButton, {}, spot->center());
        settle();
        QCOMPARE(l.window->controller()->state().toJson(), before->toJson());
      } else {
        QTest::mouseClick(panel.nextButton(), Qt::LeftButton);
        settle();
      }
      QCOMPARE(panel.feedback()->text(), QString::fromStdString(step.then));
      QCOMPARE(panel.nextButton()->text(), QStringLiteral("Next"));
      QCOMPARE(l.guide->stepIndex(), i);
    }
    QVERIFY(moves > 0);
  }

  void cleanup() { applyLanguage(QStringLiteral("en")); }

  // Through every step of every lesson, Next (and Show me) lies at the same place in the window
  // whenever it shows, whatever the sentence above it, the answer to a move, or its own words; at
  // the smallest and the largest window, in English and in Spanish, whose words run longest.
  void nextStaysPutThroughTheLesson_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const char* game : kGames)
      for (const QSize size : {QSize(1024, 640), QSize(1600, 1000)})
        for (const char* language : {"en", "es"})
          QTest::addRow("%s %dx%d %s", game, size.width(), size.height(), language)
              << QString::fromLatin1(game) << size << QString::fromLatin1(language);
  }
  void nextStaysPutThroughTheLesson() {
    QFETCH(QString, game);
    QFETCH(QSize, size);
    QFETCH(QString, language);
    applyLanguage(language);
    Lesson l(game.toStdString(), size);
    QPushButton* next = l.panel().nextButton();
    std::optional<QRect> place;
    int seen = 0;
    const auto expectInPlace = [&](const QString& when) {
      settle();
      if (!next->isVisible()) return;
      const QRect at(next->mapTo(l.window.get(), QPoint(0, 0)), next->size());
      if (!place) place = at;
      QVERIFY2(at == *place, qPrintable(when + QStringLiteral(": Next moved from %1,%2 %3x%4 to %5,%6 %7x%8")
                                                   .arg(place->x())
                                                   .arg(place->y())
                                                   .arg(place->width())
                                                   .arg(place->height())
                                                   .arg(at.x())
                                                   .arg(at.y())
                                                   .arg(at.width())
                                                   .arg(at.height())));
      // A click at that place reaches the button, not something drawn over it.
      QVERIFY2(l.window->childAt(at.center()) == next, qPrintable(when));
      ++seen;
    };
    while (!l.guide->finished()) {
      const std::size_t i = l.guide->stepIndex();
      const QString where = QStringLiteral("step %1").arg(i);
      expectInPlace(where);
      switch (l.steps()[i].kind) {
        case vb::LessonStep::Kind::kSay:
          // A move on the table while the page is to be read is answered under the sentence
          // (whichever move: the page asks for none).
          l.guide->allows(vb::ActionId{});
          expectInPlace(where + QStringLiteral(", answered"));
          QTest::mouseClick(next, Qt::LeftButton);
          break;
        case vb::LessonStep::Kind::kTry:
          QTest::mouseClick(next, Qt::LeftButton);  // Show me: the attempt, and its answer
          expectInPlace(where + QStringLiteral(", tried"));
          QTest::mouseClick(next, Qt::LeftButton);
          break;
        default:
          l.guide->playTo(i + 1);
          break;
      }
      if (QTest::currentTestFailed()) return;
      settle();
      QVERIFY2(l.guide->stepIndex() > i || l.guide->finished(),
               qPrintable(where + QStringLiteral(": stuck")));
    }
    QVERIFY(seen > 10);
  }

  void everyLessonEndsWithARealGameOfTheSamePeople() {
    for (const char* game : kGames) {
      Lesson l(game, QSize(1280, 800));
      l.guide->playTo(l.steps().size());
      settle();
      QVERIFY2(l.guide->finished(), game);
      GuidePanel& panel = *l.window->guidePanel();
      QVERIFY2(panel.realGameButton()->isVisible(), game);
      const std::vector<QString> names = [&] {
        std::vector<QString> out;
        for (std::size_t s = 0; s < l.window->controller()->seats().size(); ++s)
          out.push_back(l.window->controller()->seatName(static_cast<int>(s)));
        return out;
      }();
      const auto learner = static_cast<std::size_t>(l.guide->lesson().learner);
      QTest::mouseClick(panel.realGameButton(), Qt::LeftButton);
      settle();
      GameController& real = *l.window->controller();
      QVERIFY2(!real.guided(), game);
      QCOMPARE(std::string(real.game().id()), std::string(game));
      QVERIFY2(!real.state().isOver(), game);
      QVERIFY2(real.variant().empty(), game);
      QCOMPARE(real.seats().size(), names.size());
      for (std::size_t s = 0; s < names.size(); ++s) {
        QCOMPARE(real.seatName(static_cast<int>(s)), names[s]);
        QCOMPARE(real.seats()[s].human, s == learner);
      }
    }
  }
};
}  // namespace vb::app::test::learn_every_game_test

VEGGIEBOX_APP_TEST(learn_every_game, vb::app::test::learn_every_game_test::LearnEveryGameTest)
#include "learn_every_game_test.moc"
