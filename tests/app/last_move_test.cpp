// The last move stays visible (README.md#the-app): after a move, what it changed on the table in
// the seat's sight glows and stays outlined until the next move; a move under the mouse in the move
// log outlines what it changed. The outlines come from the seat's own sight, so they are the same
// whatever the cards it cannot see are (a property over re-dealt hidden cards).
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "board_view.h"
#include "move_log.h"
#include "turn_review.h"
#include "veggiebox/core/random.h"

namespace vb::app::test::last_move_test {

namespace {

QList<QRect> sorted(std::vector<QRect> rects) {
  QList<QRect> list(rects.begin(), rects.end());
  std::sort(list.begin(), list.end(), [](const QRect& a, const QRect& b) {
    return std::make_tuple(a.top(), a.left(), a.width(), a.height()) <
           std::make_tuple(b.top(), b.left(), b.width(), b.height());
  });
  return list;
}

// A real table showing `after` to `seat` as the move from `state`: the rects it outlines.
std::vector<QRect> outlined(const vb::State& state, const vb::State& after, int seat) {
  std::unique_ptr<BoardView> board(makeBoard(state.game().id(), nullptr));
  board->resize(1024, 600);
  board->showState(after, seat, false, false, &state);
  return board->lastMoveRects();
}

// The table after the first `n` moves of the line on the table, replayed from its start.
std::unique_ptr<vb::State> tableAfter(const GameController& game, std::size_t n) {
  std::unique_ptr<vb::State> state = game.timeline().start().clone();
  for (std::size_t i = 0; i < n; ++i) state->apply(game.timeline().entries()[i].action);
  return state;
}

// What the window's table outlines now is move `n` of its line: what differs between `seat`'s sight
// of the table after `n - 1` moves and after `n` (replayed here), the outline's rects drawn from
// those two; none when n is 0 or the move changed nothing in that sight.
void expectOutlineOfMove(const GameController& game, const BoardView& board, std::size_t n, int seat) {
  if (n == 0) {
    QVERIFY(!board.showsLastMove());
    return;
  }
  const vb::Json before = tableAfter(game, n - 1)->observation(seat);
  const vb::Json after = tableAfter(game, n)->observation(seat);
  if (before == after) {
    QVERIFY(!board.showsLastMove());
    return;
  }
  QVERIFY(board.showsLastMove());
  QVERIFY(board.lastMoveSights()->first == before);
  QVERIFY(board.lastMoveSights()->second == after);
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

  // Each step of "Moves since your turn" outlines the move it names, stepping forward or back:
  // never what differs from the table shown before it (docs/architecture.md#who-is-at-the-screen).
  void eachReviewedStepOutlinesItsOwnMove_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::newRow("veggies") << "veggies" << 3;
    QTest::newRow("garden") << "garden" << 3;
    QTest::newRow("vegetables") << "vegetables" << 4;
  }
  void eachReviewedStepOutlinesItsOwnMove() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    GameWindow window(GameController::newGame(peopleSetup(game.toUtf8().constData(), seats, 7)));
    window.setRemembersGeometry(false);
    window.resize(1280, 800);
    window.show();
    GameController* c = window.controller();
    auto* board = window.findChild<BoardView*>(QStringLiteral("board"));
    // Everyone plays until seat 0 has had its turn and is to decide again.
    bool left = false;
    for (int step = 0; step < 200 && !(left && c->state().currentPlayer() == 0); ++step) {
      left = left || c->state().currentPlayer() != 0;
      c->lowerCurtain();
      c->choose(c->state().legalActions().front());
    }
    c->lowerCurtain();
    QCOMPARE(c->state().currentPlayer(), 0);
    expectOutlineOfMove(*c, *board, c->timeline().cursor(), 0);
    TurnReview* review = window.turnReview();
    review->start(*c);
    QVERIFY(review->active());
    const std::size_t first = TurnReview::movesSince(*c, 0).first;
    QVERIFY(review->count() >= 2);
    QSet<QString> outlines;
    for (int delta : {+1, -1}) {
      for (;;) {
        expectOutlineOfMove(*c, *board, first + review->position(), 0);
        QStringList rects;
        for (const QRect& r : sorted(board->lastMoveRects()))
          rects << QStringLiteral("%1,%2,%3,%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
        outlines << rects.join(QLatin1Char(' '));
        if (delta > 0 ? review->position() == review->count() : review->position() == 0) break;
        review->step(delta);
      }
    }
    QVERIFY2(outlines.size() >= 2, "the steps outline different moves");
  }

  // A new deal outlines nothing; a game opened from a save, and a branch switched to, outline the
  // last move of their line, as if it had just been played.
  void aNewDealOutlinesNothingAndAnOpenedLineItsLastMove() {
    GameSetup setup = peopleSetup("garden", 2, 3);
    auto window = std::make_unique<GameWindow>(GameController::newGame(setup));
    window->setRemembersGeometry(false);
    window->resize(1280, 800);
    window->show();
    auto* board = window->findChild<BoardView*>(QStringLiteral("board"));
    QVERIFY(!board->showsLastMove());
    GameController* c = window->controller();
    for (int step = 0; step < 5; ++step) {
      c->lowerCurtain();
      c->choose(c->state().legalActions().back());
    }
    c->lowerCurtain();
    const int seat = c->state().currentPlayer();
    expectOutlineOfMove(*c, *board, c->timeline().cursor(), seat);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("five.veggiebox"));
    c->saveAs(path);
    GameWindow opened(GameController::open(path));
    opened.setRemembersGeometry(false);
    opened.resize(1280, 800);
    opened.show();
    opened.controller()->lowerCurtain();
    auto* openedBoard = opened.findChild<BoardView*>(QStringLiteral("board"));
    expectOutlineOfMove(*opened.controller(), *openedBoard, 5, seat);

    // A branch from move 2 (teaching mode branches across the others' moves), then back to the
    // main line: each outlines its own last move.
    c->setTeaching(true);
    c->startBranch(0, 2);
    c->setTeaching(false);
    QCOMPARE(c->timeline().branch(), std::size_t{1});
    c->lowerCurtain();
    expectOutlineOfMove(*c, *board, 2, c->boardSeat());
    c->switchBranch(0);
    c->lowerCurtain();
    expectOutlineOfMove(*c, *board, 5, c->boardSeat());
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
}  // namespace vb::app::test::last_move_test

VEGGIEBOX_APP_TEST(last_move, vb::app::test::last_move_test::LastMoveTest)
#include "last_move_test.moc"
