// What-if branches, driven as a person would (docs/sandbox.md#what-if-branches): "Try another
// move here" in the move log's context menu, a click on a branch's name in the log, Compare
// branches; each branch is restored exactly, kept in the save, and normal play never branches
// across a revealed card.
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "app_test_support.h"
#include "branch_compare_dialog.h"
#include "move_log.h"

namespace vb::app::test::branches_test {

namespace {

// The index in the log of the line that reads `words`; fails the test when there is none.
int lineOf(const MoveLog& log, const QString& words) {
  const int line = static_cast<int>(log.lines().indexOf(words));
  [&] { QVERIFY2(line >= 0, qPrintable(words + " is not in the log: " + log.lines().join(" | "))); }();
  return line;
}

// The context menu of a line of the log, as a right click opens it.
std::unique_ptr<QMenu> menuOn(MoveLog& log, int line) {
  return std::unique_ptr<QMenu>(log.menuAt(log.lineRect(line).center()));
}

void clickLine(MoveLog& log, int line) {
  QTest::mouseClick(log.viewport(), Qt::LeftButton, {}, log.lineRect(line).center());
}

QString moveWords(const GameController& game, std::size_t branch, std::size_t index) {
  return QString::fromStdString(game.timeline().branches()[branch].line[index].description);
}

// The total a column of the comparison shows for a seat.
QString totalShown(const BranchCompareDialog& dialog, std::size_t branch, int seat) {
  auto* column = dialog.findChild<QWidget*>(QStringLiteral("branch-sheet-%1").arg(branch));
  if (column == nullptr) return QStringLiteral("(no column)");
  auto* total = column->findChild<QLabel*>(QStringLiteral("total-%1").arg(seat));
  return total == nullptr ? QStringLiteral("(no total)") : total->text();
}

BranchCompareDialog* compareByButton(GameWindow& window) {
  auto* button = window.findChild<QPushButton*>(QStringLiteral("compare-branches-button"));
  if (button == nullptr || !button->isVisible()) return nullptr;
  QTest::mouseClick(button, Qt::LeftButton);
  return window.findChild<BranchCompareDialog*>();
}

void teachingFromTheStart() {
  Preferences teaching;
  teaching.teaching = true;
  teaching.save();
}

}  // namespace

class BranchesTest : public AppTest {
  Q_OBJECT

 private slots:
  void aBranchIsTriedSwitchedComparedAndSaved() {
    teachingFromTheStart();
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    vb::Json afterTwo;
    for (int step = 0; step < 4; ++step) {
      if (step == 2) afterTwo = t.game->state().toJson();
      t.board->choose(firstLegal(*t.game));
    }
    const vb::Json mainEnd = t.game->state().toJson();
    MoveLog& log = *t.window->moveLog();
    auto* compare = t.window->findChild<QPushButton*>(QStringLiteral("compare-branches-button"));
    QVERIFY(compare != nullptr && !compare->isVisible());  // one line: nothing to compare

    // Right-click move 3, "Try another move here".
    std::unique_ptr<QMenu> menu = menuOn(log, lineOf(log, moveWords(*t.game, 0, 2)));
    QVERIFY(menu != nullptr);
    auto* tryAnother = menu->findChild<QAction*>(QStringLiteral("try-another-move"));
    QVERIFY(tryAnother != nullptr && tryAnother->isEnabled());
    tryAnother->trigger();
    QCOMPARE(t.game->timeline().branches().size(), std::size_t{2});
    QCOMPARE(t.game->timeline().branch(), std::size_t{1});
    QCOMPARE(t.game->timeline().cursor(), std::size_t{2});
    QCOMPARE(t.game->state().toJson(), afterTwo);

    // Another move in place of move 3, and one more.
    const std::string replaced = t.game->timeline().branches()[0].line[2].text;
    vb::ActionId other = 0;
    for (vb::ActionId a : t.game->state().legalActions())
      if (t.game->state().actionText(a) != replaced) other = a;
    t.board->choose(other);
    t.board->choose(firstLegal(*t.game));
    const vb::Json branchEnd = t.game->state().toJson();
    QVERIFY(branchEnd != mainEnd);
    QVERIFY(log.lines().contains(QStringLiteral("Branch 1, in place of move 3 (on the table)")));
    QCOMPARE(logTextMismatch(log), QString());
    QVERIFY(compare->isVisible());

    // Click the main line's name: it is on the table exactly as it was; and back again.
    clickLine(log, lineOf(log, QStringLiteral("Main line")));
    QCOMPARE(t.game->timeline().branch(), std::size_t{0});
    QCOMPARE(t.game->state().toJson(), mainEnd);
    QCOMPARE(t.game->timeline().cursor(), std::size_t{4});
    QVERIFY(log.lines().contains(QStringLiteral("Main line (on the table)")));
    QCOMPARE(logTextMismatch(log), QString());
    clickLine(log, lineOf(log, QStringLiteral("Branch 1, in place of move 3")));
    QCOMPARE(t.game->timeline().branch(), std::size_t{1});
    QCOMPARE(t.game->state().toJson(), branchEnd);
    QCOMPARE(logTextMismatch(log), QString());

    // Compare branches: both sheets, side by side, as the engine scores each line.
    BranchCompareDialog* dialog = compareByButton(*t.window);
    QVERIFY(dialog != nullptr && dialog->isVisible());
    for (std::size_t branch = 0; branch < 2; ++branch)
      for (int seat = 0; seat < 2; ++seat)
        QCOMPARE(totalShown(*dialog, branch, seat),
                 QLocale().toString(t.game->branchScoreSheet(branch).players[seat].total));

    // Saved and reopened, the branches are all there, the same one on the table.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("branches.json"));
    QVERIFY(t.window->saveTo(path));
    std::unique_ptr<GameController> back = GameController::open(path);
    QCOMPARE(back->timeline().branches().size(), std::size_t{2});
    QCOMPARE(back->timeline().branch(), std::size_t{1});
    QCOMPARE(back->state().toJson(), branchEnd);
    QCOMPARE(back->timeline().stateOf(0)->toJson(), mainEnd);
    QCOMPARE(back->timeline().branches()[1].name, std::string("Branch 1"));
  }

  void normalPlayNeverBranchesAcrossARevealedCard() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    for (int step = 0; step < 3; ++step) {
      t.game->lowerCurtain();
      t.board->choose(firstLegal(*t.game));
    }
    t.game->lowerCurtain();
    MoveLog& log = *t.window->moveLog();
    std::unique_ptr<QMenu> menu = menuOn(log, lineOf(log, moveWords(*t.game, 0, 1)));
    QVERIFY(menu != nullptr);
    auto* tryAnother = menu->findChild<QAction*>(QStringLiteral("try-another-move"));
    QVERIFY(tryAnother != nullptr && !tryAnother->isEnabled());
    auto* why = menu->findChild<QAction*>(QStringLiteral("why-not"));
    QVERIFY(why != nullptr);
    QCOMPARE(why->text(),
             QStringLiteral("Not here: move 3 showed a card: only teaching mode branches before it"));
    tryAnother->trigger();  // a disabled action does nothing
    t.game->startBranch(0, 1);
    QCOMPARE(t.game->timeline().branches().size(), std::size_t{1});
  }

  // Switching in a hot-seat game is as after an undo: the curtain goes up for another person, and a
  // raised curtain is never lowered by a switch.
  void switchingKeepsTheCurtainRules() {
    teachingFromTheStart();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("branches.json"));
    {
      Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
      for (int step = 0; step < 4; ++step) t.board->choose(firstLegal(*t.game));
      t.game->startBranch(0, 3);
      QVERIFY(t.window->saveTo(path));
    }
    Preferences normal;
    normal.teaching = false;
    normal.save();
    FakeBoard* board = nullptr;
    GameWindow window(GameController::open(path), fakeBoards(&board));
    window.setRemembersGeometry(false);
    window.show();
    GameController& game = *window.controller();
    QVERIFY(!game.teaching());
    QVERIFY(game.curtainUp());  // after opening, nobody is at the screen
    game.lowerCurtain();
    const int atScreen = game.state().currentPlayer();
    MoveLog& log = *window.moveLog();
    clickLine(log, lineOf(log, QStringLiteral("Main line")));
    QCOMPARE(game.timeline().branch(), std::size_t{0});
    // The other person is to move on the main line: up goes the curtain, as after an undo.
    QVERIFY(game.state().currentPlayer() != atScreen);
    QVERIFY(game.curtainUp());
    QCOMPARE(game.boardSeat(), -1);
    // A switch under the curtain lowers nothing, even back to the line of the person who left.
    game.switchBranch(1);
    QCOMPARE(game.timeline().branch(), std::size_t{1});
    QCOMPARE(game.state().currentPlayer(), atScreen);
    QVERIFY(game.curtainUp());
  }

  // The example: a VEGEtables penalty, penalty A played, a branch tries penalty C in its
  // place, and the comparison shows A's 50 points paid on one side only
  // (docs/rules/vegetables.md#the-penalty).
  void twoPenaltyChoicesCompared() {
    teachingFromTheStart();
    FakeBoard* board = nullptr;
    GameWindow window(
        GameController::open(QStringLiteral(VEGGIEBOX_TEST_DATA "/vegetables/branch-penalty.json")),
        fakeBoards(&board));
    window.setRemembersGeometry(false);
    window.show();
    GameController& game = *window.controller();
    QVERIFY(game.teaching());
    QCOMPARE(QString::fromStdString(game.state().toJson()["phase"].get<std::string>()),
             QStringLiteral("penalty"));
    board->choose(game.state().parseAction("penalty A"));

    MoveLog& log = *window.moveLog();
    std::unique_ptr<QMenu> menu = menuOn(log, lineOf(log, moveWords(game, 0, 0)));
    QVERIFY(menu != nullptr);
    menu->findChild<QAction*>(QStringLiteral("try-another-move"))->trigger();
    QCOMPARE(game.timeline().branch(), std::size_t{1});
    board->choose(game.state().parseAction("penalty C"));

    BranchCompareDialog* dialog = compareByButton(window);
    QVERIFY(dialog != nullptr);
    QCOMPARE(totalShown(*dialog, 0, 0), QLocale().toString(-50));
    QCOMPARE(totalShown(*dialog, 1, 0), QLocale().toString(0));
    const std::vector<vb::ScoreLine> penaltyA = game.branchScoreSheet(0).players[0].lines;
    QCOMPARE(penaltyA.size(), std::size_t{1});
    QCOMPARE(QString::fromStdString(penaltyA[0].label),
             QStringLiteral("Hand 1: penalty A (refill chosen freely)"));
    QVERIFY(game.branchScoreSheet(1).players[0].lines.empty());
  }
};
}  // namespace vb::app::test::branches_test

VEGGIEBOX_APP_TEST(branches, vb::app::test::branches_test::BranchesTest)
#include "branches_test.moc"
