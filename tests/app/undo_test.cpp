// Undo follows the secrets: a decision that showed a hidden card (a draw) is not taken back in
// normal play, and is in teaching mode; the move log follows the timeline's cursor.
#include <QPushButton>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "move_log.h"

namespace vb::app::test {

class UndoTest : public AppTest {
  Q_OBJECT

 private slots:
  void undoStopsAtADraw() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    // Play until the last decision showed a hidden card (Veggies: every placement draws one).
    for (int step = 0; step < 6; ++step) {
      t.game->lowerCurtain();
      t.board->choose(firstLegal(*t.game));
      if (t.game->timeline().entries().back().revealed) break;
    }
    const vb::Timeline::Entry& last = t.game->timeline().entries().back();
    QVERIFY2(last.revealed, "a Veggies decision that reveals a card");
    const std::size_t cursor = t.game->timeline().cursor();

    QVERIFY(!t.game->canUndo());
    QVERIFY(!t.window->findChild<QPushButton*>(QStringLiteral("undo"))->isEnabled());
    t.game->undo();
    QCOMPARE(t.game->timeline().cursor(), cursor);

    answerConfirm(true);  // two people: switching it on asks first
    t.window->setTeaching(true);
    QVERIFY(t.game->teaching());
    QVERIFY(t.game->canUndo());
    QVERIFY(t.window->findChild<QPushButton*>(QStringLiteral("undo"))->isEnabled());
    t.game->undo();
    QCOMPARE(t.game->timeline().cursor(), cursor - 1);
    QVERIFY(t.game->canRedo());
  }

  void theMoveLogFollowsUndoAndRedo() {
    Preferences teaching;
    teaching.teaching = true;
    teaching.save();
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    for (int step = 0; step < 4; ++step) t.board->choose(firstLegal(*t.game));
    // Teaching mode was on from the start, and the log says so first (README.md, Teaching mode).
    QCOMPARE(t.window->moveLog()->lines().size(), 5);
    QCOMPARE(t.window->moveLog()->lines().first(), QStringLiteral("teaching mode on"));
    QCOMPARE(t.window->moveLog()->lines().last(),
             QString::fromStdString(t.game->timeline().entries()[3].description));

    const vb::Json before = t.game->state().toJson();
    t.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(t.window.get()));
    QTest::keySequence(t.window.get(), QKeySequence::Undo);
    QCOMPARE(t.game->timeline().cursor(), std::size_t{3});
    QCOMPARE(t.window->moveLog()->lines().size(), 4);
    QTest::keySequence(t.window.get(), QKeySequence::Redo);
    QCOMPARE(t.window->moveLog()->lines().size(), 5);
    QCOMPARE(t.game->state().toJson(), before);
  }

  // Undo in teaching mode goes back past the bots to the person's own decision, and the bots do
  // not play again straight away; redo replays the bots' stored decisions.
  void undoSkipsBackOverTheBots() {
    Preferences teaching;
    teaching.teaching = true;
    teaching.save();
    Table t(veggiesSetup({{"Ana"}, {"Bo", "greedy"}}));
    t.board->choose(firstLegal(*t.game));
    QTRY_COMPARE(t.game->timeline().cursor(), std::size_t{2});
    QTRY_COMPARE(t.game->state().currentPlayer(), 0);

    t.game->undo();
    QCOMPARE(t.game->timeline().cursor(), std::size_t{0});
    QCOMPARE(t.game->state().currentPlayer(), 0);
    t.game->redo();
    QCOMPARE(t.game->timeline().cursor(), std::size_t{2});
  }
};

}  // namespace vb::app::test

VEGGIEBOX_APP_TEST(undo, vb::app::test::UndoTest)
#include "undo_test.moc"
