// A computer player thinks on a worker thread: the window keeps answering, Undo, another game or
// closing the window stop the search cleanly, and the Hint marks the hard bot's best actions for
// the person to move and says so in the move log. (That a hint reads only what that person may see
// is the engine's promise, tested in tests/bots_ismcts_test.cpp.)
#include <QPushButton>
#include <QtTest>
#include <algorithm>
#include <chrono>

#include "app_test.h"
#include "app_test_program.h"
#include "move_log.h"

namespace vb::app::test::thinking_test {

namespace {

// A bot that searches for long enough to be caught thinking (the hard level takes up to a second
// a decision; this budget is several times that on any machine).
constexpr const char* kSlowBot = "ismcts:iterations=1000000";

}  // namespace

class ThinkingTest : public AppTest {
  Q_OBJECT

 private slots:
  void theWindowAnswersWhileABotThinks() {
    Table t(veggiesSetup({{"Ana"}, {"Bo", kSlowBot}}));
    t.board->choose(firstLegal(*t.game));
    QTRY_VERIFY_WITH_TIMEOUT(t.game->searching(), 2000);
    // The event loop keeps running: timers fire while the bot searches.
    bool fired = false;
    QTimer::singleShot(20, t.window.get(), [&] { fired = true; });
    QTRY_VERIFY_WITH_TIMEOUT(fired, 1000);
    QVERIFY(t.game->searching());
    QCOMPARE(t.game->timeline().cursor(), std::size_t{1});
  }

  void undoStopsTheSearch() {
    Preferences teaching;  // undo past a draw needs teaching mode in Veggies
    teaching.teaching = true;
    teaching.save();
    Table t(veggiesSetup({{"Ana"}, {"Bo", kSlowBot}}));
    t.board->choose(firstLegal(*t.game));
    QTRY_VERIFY_WITH_TIMEOUT(t.game->searching(), 2000);
    const auto before = std::chrono::steady_clock::now();
    t.game->undo();
    const auto waited = std::chrono::steady_clock::now() - before;
    QVERIFY(!t.game->searching());
    QCOMPARE(t.game->timeline().cursor(), std::size_t{0});
    QVERIFY2(waited < std::chrono::seconds(2), "the search stopped when asked, not at its budget");
    // The search's answer never lands: the position stays where Undo left it.
    QTest::qWait(100);
    QCOMPARE(t.game->timeline().cursor(), std::size_t{0});
  }

  void closingTheWindowStopsTheSearch() {
    auto t = std::make_unique<Table>(veggiesSetup({{"Ana"}, {"Bo", kSlowBot}}));
    t->board->choose(firstLegal(*t->game));
    QTRY_VERIFY_WITH_TIMEOUT(t->game->searching(), 2000);
    t.reset();         // the window, the controller, its bots and the searched state go
    QTest::qWait(50);  // a report already queued must not reach anything gone
  }

  void theHintMarksTheBestActionsAndIsLogged() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    auto* button = t.window->findChild<QPushButton*>(QStringLiteral("hint"));
    QVERIFY(button != nullptr);
    QVERIFY2(!button->isEnabled(), "no hint under the curtain: nobody is at the screen yet");
    t.game->lowerCurtain();
    QVERIFY(button->isEnabled());
    t.window->askHint();
    QVERIFY(t.game->hinting());
    QTRY_VERIFY_WITH_TIMEOUT(!t.game->hints().empty(), 60000);  // the hard search, under ASan too
    QVERIFY(t.game->hints().size() <= 3);
    const std::vector<vb::ActionId> legal = t.game->state().legalActions();
    int previous = -1;
    for (const vb::HintMove& hint : t.game->hints()) {
      QVERIFY(std::find(legal.begin(), legal.end(), hint.action) != legal.end());
      QVERIFY(hint.winRate >= 0 && hint.winRate <= 1);
      QVERIFY(hint.visits > 0);
      QVERIFY2(previous < 0 || hint.visits <= previous, "best (most searched) first");
      previous = hint.visits;
    }
    QCOMPARE(t.board->hints().size(), t.game->hints().size());
    QVERIFY(t.window->moveLog()->lines().contains(QStringLiteral("hint used by Ana")));
    // The next move clears the marks.
    t.board->choose(t.game->hints().front().action);
    QVERIFY(t.game->hints().empty());
    QVERIFY(t.board->hints().empty());
  }
};
}  // namespace vb::app::test::thinking_test

VEGGIEBOX_APP_TEST(thinking, vb::app::test::thinking_test::ThinkingTest)
#include "thinking_test.moc"
