// The last move stays visible (README.md#the-app): after a move, what it changed on the table in
// the seat's sight glows and stays outlined until the next move; a move under the mouse in the move
// log outlines what it changed. The outlines come from the seat's own sight, so they are the same
// whatever the cards it cannot see are (a property over re-dealt hidden cards).
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "board_view.h"
#include "move_log.h"
#include "veggiebox/core/random.h"

namespace vb::app::test {

namespace {

// A real table showing `state` to `seat`, then `after` (the same move played): the rects it outlines.
std::vector<QRect> outlined(const vb::State& state, const vb::State& after, int seat) {
  std::unique_ptr<BoardView> board(makeBoard(state.game().id(), nullptr));
  board->resize(1024, 600);
  board->showState(state, seat, false, false);
  board->showState(after, seat, false, false);
  return board->lastMoveRects();
}

QList<QRect> sorted(std::vector<QRect> rects) {
  QList<QRect> list(rects.begin(), rects.end());
  std::sort(list.begin(), list.end(), [](const QRect& a, const QRect& b) {
    return std::make_tuple(a.top(), a.left(), a.width(), a.height()) <
           std::make_tuple(b.top(), b.left(), b.width(), b.height());
  });
  return list;
}

}  // namespace

class LastMoveTest : public AppTest {
  Q_OBJECT

 private slots:
  void aMoveIsOutlinedUntilTheNext_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::newRow("veggies") << "veggies" << 2;
    QTest::newRow("garden") << "garden" << 2;
    QTest::newRow("vegetables") << "vegetables" << 4;
  }
  void aMoveIsOutlinedUntilTheNext() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    GameWindow window(GameController::newGame(peopleSetup(game.toUtf8().constData(), seats, 5)));
    window.setRemembersGeometry(false);
    window.resize(1280, 800);
    window.show();
    GameController* c = window.controller();
    auto* board = window.findChild<BoardView*>(QStringLiteral("board"));
    QVERIFY(!board->showsLastMove());
    for (int step = 0; step < 3; ++step) {
      c->lowerCurtain();
      emit board->actionChosen(c->state().legalActions().front());
      QVERIFY(board->showsLastMove());
      QVERIFY2(!board->lastMoveRects().empty(), "the move's cards are outlined");
      for (const QRect& r : board->lastMoveRects()) QVERIFY(board->rect().intersects(r));
    }
    // The curtain going down shows the same state again: the outline stays.
    const QList<QRect> before = sorted(board->lastMoveRects());
    c->lowerCurtain();
    QCOMPARE(sorted(board->lastMoveRects()), before);
  }

  // What a seat is shown of a move does not depend on the cards it cannot see.
  // Veggies is left out: each of its moves refills the market from the deck, which the watching seat
  // then sees, so two deals never show a move alike (its outline, like every table's, is computed
  // from the seat's sight alone: BoardView::changedRects takes only observations).
  void theOutlineIgnoresHiddenCards_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::newRow("garden") << "garden" << 2;
    QTest::newRow("vegetables") << "vegetables" << 4;
  }
  void theOutlineIgnoresHiddenCards() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    std::unique_ptr<GameController> c =
        GameController::newGame(peopleSetup(game.toUtf8().constData(), seats, 9));
    vb::Rng rng(4);
    int compared = 0;
    for (int step = 0; step < 12 && !c->state().isOver(); ++step) {
      const vb::State& now = c->state();
      const int seat = (now.currentPlayer() + 1) % now.numPlayers();  // someone watching
      std::unique_ptr<vb::State> other = now.resample(seat, rng);
      const vb::ActionId action = now.legalActions().front();
      std::unique_ptr<vb::State> a = now.clone(), b = other->clone();
      // When the move shows the same to the seat in both deals (a refill may show a different
      // card, which the seat then sees), the outlines are the same.
      if (a->apply(action) && b->apply(action) && a->observation(seat) == b->observation(seat)) {
        QCOMPARE(sorted(outlined(now, *a, seat)), sorted(outlined(*other, *b, seat)));
        ++compared;
      }
      c->lowerCurtain();
      c->choose(action);
    }
    QVERIFY(compared > 0);
  }

  void theMoveUnderTheMouseInTheLog() {
    GameWindow window(GameController::newGame(peopleSetup("garden", 2, 5)));
    window.setRemembersGeometry(false);
    window.resize(1280, 800);
    window.show();
    GameController* c = window.controller();
    auto* board = window.findChild<BoardView*>(QStringLiteral("board"));
    for (int step = 0; step < 4; ++step) {
      c->lowerCurtain();
      emit board->actionChosen(c->state().legalActions().front());
    }
    c->lowerCurtain();
    QVERIFY(board->moveMarkRects().empty());
    MoveLog* log = window.moveLog();
    QTRY_VERIFY(log->lineRect(0).isValid());
    QMouseEvent move(QEvent::MouseMove, QPointF(log->lineRect(0).center()),
                     log->viewport()->mapToGlobal(QPointF(log->lineRect(0).center())), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(log->viewport(), &move);
    QTRY_VERIFY(!board->moveMarkRects().empty());
    // Off the moves: the marks go.
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(log, &leave);
    QVERIFY(board->moveMarkRects().empty());
  }
};

}  // namespace vb::app::test

VEGGIEBOX_APP_TEST(last_move, vb::app::test::LastMoveTest)
#include "last_move_test.moc"
