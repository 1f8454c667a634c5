// Undo follows the secrets: a decision that showed a hidden card (a draw) is not taken back in
// normal play, and is in teaching mode; the move log follows the timeline's cursor.
#include <QPushButton>
#include <QtTest>

#include "app_test_support.h"
#include "move_log.h"

using namespace vb::app;
using namespace vb::app::test;

class UndoTest : public QObject {
  Q_OBJECT

 private slots:
  void init() { prepareApp(); }

  void undoStopsAtADraw() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}}), &board);
    window->show();
    GameController* game = window->controller();
    // Play until the last decision showed a hidden card (Veggies: every placement draws one).
    for (int step = 0; step < 6; ++step) {
      game->lowerCurtain();
      board->choose(firstLegal(*game));
      if (game->timeline().entries().back().revealed) break;
    }
    const vb::Timeline::Entry& last = game->timeline().entries().back();
    QVERIFY2(last.revealed, "a Veggies decision that reveals a card");
    const std::size_t cursor = game->timeline().cursor();

    QVERIFY(!game->canUndo());
    QVERIFY(!window->findChild<QPushButton*>(QStringLiteral("undo"))->isEnabled());
    game->undo();
    QCOMPARE(game->timeline().cursor(), cursor);

    window->setTeaching(true);
    QVERIFY(game->canUndo());
    QVERIFY(window->findChild<QPushButton*>(QStringLiteral("undo"))->isEnabled());
    game->undo();
    QCOMPARE(game->timeline().cursor(), cursor - 1);
    QVERIFY(game->canRedo());
  }

  void theMoveLogFollowsUndoAndRedo() {
    Preferences teaching;
    teaching.teaching = true;
    teaching.save();
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}}), &board);
    window->show();
    GameController* game = window->controller();
    for (int step = 0; step < 4; ++step) board->choose(firstLegal(*game));
    QCOMPARE(window->moveLog()->lines().size(), 4);
    QCOMPARE(window->moveLog()->lines().last(),
             QString::fromStdString(game->timeline().entries()[3].description));

    const vb::Json before = game->state().toJson();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keySequence(window.get(), QKeySequence::Undo);
    QCOMPARE(game->timeline().cursor(), std::size_t{3});
    QCOMPARE(window->moveLog()->lines().size(), 3);
    QTest::keySequence(window.get(), QKeySequence::Redo);
    QCOMPARE(window->moveLog()->lines().size(), 4);
    QCOMPARE(game->state().toJson(), before);
  }

  // Undo in teaching mode goes back past the bots to the person's own decision, and the bots do
  // not play again straight away; redo replays the bots' stored decisions.
  void undoSkipsBackOverTheBots() {
    Preferences teaching;
    teaching.teaching = true;
    teaching.save();
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo", "greedy"}}), &board);
    window->show();
    GameController* game = window->controller();
    board->choose(firstLegal(*game));
    QTRY_COMPARE(game->timeline().cursor(), std::size_t{2});
    QTRY_COMPARE(game->state().currentPlayer(), 0);

    game->undo();
    QCOMPARE(game->timeline().cursor(), std::size_t{0});
    QCOMPARE(game->state().currentPlayer(), 0);
    game->redo();
    QCOMPARE(game->timeline().cursor(), std::size_t{2});
  }
};

QTEST_MAIN(UndoTest)
#include "undo_test.moc"
