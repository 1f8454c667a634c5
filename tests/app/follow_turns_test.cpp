// Following the other players' turns (README.md#the-app): the person at the screen steps back and
// forth over the moves made since their last decision (← →, Esc to return), seeing each table as
// their own seat saw it, and "Skip to my turn" lets the computers play on without their pause.
#include <QPushButton>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "turn_review.h"

namespace vb::app::test::follow_turns_test {

namespace {

// The table after the first `n` moves of the game on the table.
vb::Json tableAfter(const GameController& game, std::size_t n) {
  std::unique_ptr<vb::State> state = game.timeline().start().clone();
  for (std::size_t i = 0; i < n; ++i) state->apply(game.timeline().entries()[i].action);
  return state->toJson();
}

void setDelay(int ms) {
  Preferences p = Preferences::load();
  p.botDelayMs = ms;
  p.save();
}

}  // namespace

class FollowTurnsTest : public AppTest {
  Q_OBJECT

 private slots:
  void stepThroughTheMovesSinceYourTurn() {
    // Ana against two computers that play at once: after her move both have played.
    Table t(veggiesSetup({{"Ana"}, {"Bo", "random"}, {"Cy", "random"}}));
    t.board->choose(firstLegal(*t.game));
    QTRY_COMPARE_WITH_TIMEOUT(t.game->state().currentPlayer(), 0, 5000);
    const std::size_t now = t.game->timeline().cursor();
    QCOMPARE(now, std::size_t{3});
    QVERIFY(TurnReview::available(*t.game));
    auto* open = t.window->findChild<QPushButton*>(QStringLiteral("review-turns"));
    QVERIFY(open->isVisible());

    QTest::mouseClick(open, Qt::LeftButton);
    TurnReview* review = t.window->turnReview();
    QVERIFY(review->active());
    QVERIFY(review->isVisible());
    QCOMPARE(review->count(), std::size_t{2});
    QCOMPARE(review->position(), std::size_t{1});  // Bo's move
    QCOMPARE(review->state()->toJson(), tableAfter(*t.game, 2));
    // Shown to Ana's eyes, and the table takes no decision meanwhile.
    QCOMPARE(t.board->last().seat, 0);
    QVERIFY(!t.board->last().canAct);
    QVERIFY(!t.board->last().handsOpen);

    t.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(t.window.get()));
    QTest::keyClick(t.window.get(), Qt::Key_Left);
    QCOMPARE(review->position(), std::size_t{0});  // the table as Ana left it
    QCOMPARE(review->state()->toJson(), tableAfter(*t.game, 1));
    QTest::keyClick(t.window.get(), Qt::Key_Left);  // nothing before that
    QCOMPARE(review->position(), std::size_t{0});
    QTest::keyClick(t.window.get(), Qt::Key_Right);
    QTest::keyClick(t.window.get(), Qt::Key_Right);
    QCOMPARE(review->position(), std::size_t{2});  // Cy's move: the table as it is now
    QCOMPARE(review->state()->toJson(), t.game->state().toJson());
    QTest::keyClick(t.window.get(), Qt::Key_Right);  // past the last move: back to the game
    QVERIFY(!review->active());
    QVERIFY(!review->isVisible());
    QVERIFY(t.board->last().canAct);
    QCOMPARE(t.game->timeline().cursor(), now);  // looking back changed nothing

    // Alt+← opens it again; Esc closes it.
    QTest::keyClick(t.window.get(), Qt::Key_Left, Qt::AltModifier);
    QVERIFY(review->active());
    QTest::keyClick(t.window.get(), Qt::Key_Escape);
    QVERIFY(!review->active());
    QVERIFY(t.board->last().canAct);
  }

  // A Garden turn takes several decisions: halfway through her own turn Ana still looks back over
  // Bo's whole turn, not over her own decisions.
  void aTurnOfSeveralDecisions() {
    GameSetup setup;
    setup.gameId = "garden";
    setup.seed = 3;
    setup.seats = {vb::Seat{"Ana", true, ""}, vb::Seat{"Bo", false, "random"}};
    Table t(setup);
    t.game->lowerCurtain();
    while (t.game->state().currentPlayer() == 0) t.board->choose(firstLegal(*t.game));
    const std::size_t bo = t.game->timeline().cursor();
    QTRY_COMPARE_WITH_TIMEOUT(t.game->state().currentPlayer(), 0, 5000);
    const std::size_t ana = t.game->timeline().cursor();
    QVERIFY2(ana - bo >= 2, "Bo's turn took more than one decision");
    t.board->choose(firstLegal(*t.game));  // Ana's turn has begun
    QCOMPARE(t.game->state().currentPlayer(), 0);
    TurnReview* review = t.window->turnReview();
    review->start(*t.game);
    QVERIFY(review->active());
    QCOMPARE(review->count(), ana - bo);
    QCOMPARE(review->position(), std::size_t{1});
    QCOMPARE(review->state()->toJson(), tableAfter(*t.game, bo + 1));
    while (review->position() < review->count()) review->step(+1);
    QCOMPARE(review->state()->toJson(), tableAfter(*t.game, ana));
  }

  void aNewMoveEndsTheLookBack() {
    Table t(veggiesSetup({{"Ana"}, {"Bo", "random"}}));
    t.board->choose(firstLegal(*t.game));
    QTRY_COMPARE_WITH_TIMEOUT(t.game->state().currentPlayer(), 0, 5000);
    TurnReview* review = t.window->turnReview();
    review->start(*t.game);
    QVERIFY(review->active());
    t.game->lowerCurtain();
    t.board->choose(firstLegal(*t.game));
    QVERIFY(!review->active());
  }

  void nothingToLookBackOverBeforeAnyoneElseMoved() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    QVERIFY(!TurnReview::available(*t.game));  // nobody has moved
    t.window->turnReview()->start(*t.game);
    QVERIFY(!t.window->turnReview()->active());
    QVERIFY(!t.window->findChild<QPushButton*>(QStringLiteral("review-turns"))->isVisible());
  }

  void underTheCurtainNothingIsShown() {
    // Two people: after Ana's move the curtain waits for Bo; nobody may look back until Bo is alone.
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    t.game->lowerCurtain();
    t.board->choose(firstLegal(*t.game));
    QVERIFY(t.game->curtainUp());
    QVERIFY(!TurnReview::available(*t.game));
    t.game->lowerCurtain();
    QVERIFY(TurnReview::available(*t.game));
    t.window->turnReview()->start(*t.game);
    QCOMPARE(t.board->last().seat, 1);  // Bo's eyes, never Ana's
  }

  void skipToMyTurn() {
    setDelay(Preferences::kMaxBotDelayMs);  // two seconds a move
    Table t(veggiesSetup({{"Ana"}, {"Bo", "random"}, {"Cy", "random"}}));
    t.board->choose(firstLegal(*t.game));
    QVERIFY(t.game->botThinking());
    QVERIFY(t.game->canSkip());
    auto* skip = t.window->findChild<QPushButton*>(QStringLiteral("skip-to-my-turn"));
    QTRY_VERIFY(skip->isVisible());
    QTest::mouseClick(skip, Qt::LeftButton);
    QVERIFY(t.game->skipping());
    // Both computers move well before one pause of two seconds is over.
    QTRY_COMPARE_WITH_TIMEOUT(t.game->state().currentPlayer(), 0, 1500);
    QCOMPARE(t.game->timeline().cursor(), std::size_t{3});
    QVERIFY(!t.game->skipping());  // the pause is back for the next round
    QVERIFY(!skip->isVisible());
    t.board->choose(firstLegal(*t.game));
    QTest::qWait(300);
    QCOMPARE(t.game->timeline().cursor(), std::size_t{4});  // Bo waits again
  }
};
}  // namespace vb::app::test::follow_turns_test

VEGGIEBOX_APP_TEST(follow_turns, vb::app::test::follow_turns_test::FollowTurnsTest)
#include "follow_turns_test.moc"
