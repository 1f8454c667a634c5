// Computer players play on their own, at the pace set in Preferences, and the final score sheet
// comes up by itself at the end.
#include <QLabel>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "score_sheet_dialog.h"

namespace vb::app::test::bots_test {

class BotsTest : public AppTest {
  Q_OBJECT

 private slots:
  void botsPlayAWholeGameAndTheScoresComeUp() {
    Table t(veggiesSetup({{"Ana", "greedy"}, {"Bo", "random"}, {"Cy", "greedy"}}));
    QVERIFY(!t.game->curtainUp());
    QTRY_VERIFY_WITH_TIMEOUT(t.game->state().isOver(), 20000);
    for (const FakeBoard::Shown& shown : t.board->shown) {
      QCOMPARE(shown.seat, -1);  // nobody sits at a table of bots
      QVERIFY(!shown.canAct);
    }
    auto* sheet = t.window->findChild<ScoreSheetDialog*>();
    QVERIFY(sheet != nullptr);
    QVERIFY(sheet->isVisible());
    QVERIFY(sheet->windowTitle().contains(QStringLiteral("Final")));
    const vb::ScoreSheet scores = t.game->state().scoreSheet();
    QVERIFY(sheet->verdict().contains(t.game->seatName(scores.winners.front())));
    QCOMPARE(sheet->findChild<QLabel*>(QStringLiteral("total-0"))->text(),
             QString::number(scores.players[0].total));
    QVERIFY(!GameController::hasAutosave());  // a finished t.game is not offered to Continue
  }

  // The bots' decisions come from the game's seed: the same setup plays the same game.
  void theSameSeedPlaysTheSameGame() {
    const GameSetup setup = veggiesSetup({{"Ana", "greedy"}, {"Bo", "random"}}, 42);
    std::vector<std::string> played[2];
    for (auto& actions : played) {
      FakeBoard* board = nullptr;
      auto window = windowFor(setup, &board);
      QTRY_VERIFY_WITH_TIMEOUT(window->controller()->state().isOver(), 20000);
      for (const auto& entry : window->controller()->timeline().entries()) actions.push_back(entry.text);
    }
    QCOMPARE(played[0], played[1]);
  }

  void botsWaitTheirPace() {
    Preferences slow = Preferences::load();
    slow.botDelayMs = 300;
    slow.save();
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo", "greedy"}}), &board);
    GameController* game = window->controller();
    board->choose(firstLegal(*game));
    QCOMPARE(game->timeline().cursor(), std::size_t{1});
    QVERIFY(game->botThinking());
    QTest::qWait(100);
    QCOMPARE(game->timeline().cursor(), std::size_t{1});
    QTRY_COMPARE_WITH_TIMEOUT(game->timeline().cursor(), std::size_t{2}, 3000);
  }
};
}  // namespace vb::app::test::bots_test

VEGGIEBOX_APP_TEST(bots, vb::app::test::bots_test::BotsTest)
#include "bots_test.moc"
