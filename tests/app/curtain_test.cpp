// Hot-seat: between two people's turns the table shows nothing private until the next player
// dismisses the curtain.
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStatusBar>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "curtain.h"
#include "message_area.h"
#include "move_log.h"
#include "seat_panel.h"

namespace vb::app::test::curtain_test {

class CurtainTest : public AppTest {
  Q_OBJECT

 private slots:
  void twoPeopleStartBehindTheCurtain() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    QVERIFY(t.game->curtainUp());
    QVERIFY(t.window->curtain()->isVisible());
    QCOMPARE(t.window->curtain()->name(), QStringLiteral("Ana"));
    QCOMPARE(t.board->last().seat, -1);
    QVERIFY(!t.board->last().canAct);

    passCurtain(t.window->curtain());
    QVERIFY(!t.game->curtainUp());
    QVERIFY(!t.window->curtain()->isVisible());
    QCOMPARE(t.board->last().seat, 0);
    QVERIFY(t.board->last().canAct);
  }

  // Nothing aimed at the previous screen lowers the curtain (turn_flow.h): a click anywhere but on
  // its button, Space or Enter within the moment after it rose, a held key, a press of its button
  // that began too early. Then a deliberate Space does.
  void onlyADeliberateActLowersIt() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    passCurtain(t.window->curtain());
    t.board->choose(firstLegal(*t.game));
    QVERIFY(t.game->curtainUp());
    QWidget* curtain = t.window->curtain();
    auto* button = curtain->findChild<QPushButton*>(QStringLiteral("curtain-reveal"));
    QTest::mouseClick(curtain, Qt::LeftButton, {}, QPoint(10, 10));
    QTest::keyClick(curtain, Qt::Key_Space);
    QTest::keyClick(curtain, Qt::Key_Return);
    QTest::keyClick(curtain, Qt::Key_Enter);
    QTest::mousePress(button, Qt::LeftButton);  // too early: the release later does nothing
    letTurnTimePass(TurnFlow::kCurtainSeenMs + 30);
    QTest::mouseRelease(button, Qt::LeftButton);
    QTest::mouseClick(curtain, Qt::LeftButton, {}, QPoint(10, 10));
    QKeyEvent held(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), true);
    QApplication::sendEvent(curtain, &held);
    QVERIFY(t.game->curtainUp());
    QCOMPARE(t.board->last().seat, -1);
    QTest::keyClick(curtain, Qt::Key_Space);
    QVERIFY(!t.game->curtainUp());
    QCOMPARE(t.board->last().seat, 1);
  }

  // The table's instruction to the person deciding leaves the message area when a computer's turn
  // comes: it would tell the person to act while nothing can be done.
  void theInstructionFollowsTheComputersTurn() {
    GameSetup setup = peopleSetup("garden", 2, 4);
    setup.seats[1] = {"Bot", false, "greedy"};
    auto window = realWindow(setup, QSize(1280, 800));
    GameController& c = *window->controller();
    c.setBotDelay(60000);  // the computer stays to move
    QVERIFY(!c.curtainUp());
    const MessageArea& area = *window->messageArea();
    QStringList said;
    while (c.state().currentPlayer() == 0) {
      said << area.instruction();
      c.choose(c.state().legalActions().front());
    }
    QVERIFY(!said.first().isEmpty());
    QVERIFY(c.botThinking());
    QVERIFY2(area.instruction().isEmpty(), qPrintable(area.instruction()));
    QCOMPARE(area.page(), MessageArea::Page::Status);
    QVERIFY(area.statusLine()->words().startsWith(QStringLiteral("Bot (computer)")));
  }

  // The moves made under the curtain were added to a hidden log: once the curtain is passed, the
  // log shows the newest of them.
  void theLogShowsTheNewestMoveAfterTheCurtain() {
    Table t(peopleSetup("garden", 2, 5));
    t.window->resize(1024, 640);
    for (int move = 0; move < 60 && !t.game->state().isOver(); ++move) {
      t.game->lowerCurtain();
      t.board->choose(firstLegal(*t.game));
      QCoreApplication::processEvents();
      if (move >= 20 && t.game->curtainUp()) break;
    }
    QVERIFY(t.game->curtainUp());
    passCurtain(t.window->curtain());
    QScrollBar* bar = t.window->moveLog()->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0);
    QTRY_COMPARE(bar->value(), bar->maximum());
  }

  // After Ana's decision the board is given seat -1 at once, and keeps it until Bo dismisses.
  void theNextHandStaysHiddenUntilDismissed() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    passCurtain(t.window->curtain(), Qt::Key_Return);
    QCOMPARE(t.game->state().currentPlayer(), 0);

    const std::size_t before = t.board->shown.size();
    t.board->choose(firstLegal(*t.game));
    QCOMPARE(t.game->state().currentPlayer(), 1);
    QVERIFY(t.board->shown.size() > before);
    for (std::size_t i = before; i < t.board->shown.size(); ++i) {
      QCOMPARE(t.board->shown[i].seat, -1);
      QVERIFY(!t.board->shown[i].canAct);
    }
    QVERIFY(t.game->curtainUp());
    QCOMPARE(t.window->curtain()->name(), QStringLiteral("Bo"));

    // Anything that repaints meanwhile (the score sheet, teaching off) still shows nobody's hand.
    t.window->showScoreSheet();
    QCOMPARE(t.board->last().seat, -1);

    clickCurtainButton(t.window->curtain());
    QCOMPARE(t.board->last().seat, 1);
    QVERIFY(t.board->last().canAct);
  }

  // Under the curtain, an action from the table is refused: only the seat at the screen decides.
  void nothingIsPlayedWhileTheCurtainIsUp() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    t.board->choose(firstLegal(*t.game));
    QCOMPARE(t.game->timeline().cursor(), std::size_t{0});
    QVERIFY(!t.board->refusals.isEmpty());
  }

  void loadingRaisesTheCurtain() {
    Table t(veggiesSetup({{"Ana"}, {"Bo", "greedy"}}));
    QVERIFY(!t.game->curtainUp());  // one person among bots: nobody to hide from
    t.board->choose(firstLegal(*t.game));
    QTRY_COMPARE(t.game->state().currentPlayer(), 0);

    const QString path = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                             .filePath(QStringLiteral("curtain-load.json"));
    QDir().mkpath(QFileInfo(path).absolutePath());
    t.game->saveAs(path);
    QVERIFY(t.window->openFile(path));
    QVERIFY(t.window->controller()->curtainUp());
    QCOMPARE(t.board->last().seat, -1);
    passCurtain(t.window->curtain());
    QCOMPARE(t.board->last().seat, 0);
  }

  // A lone person keeps their view while the bots play: the curtain never comes.
  void aLonePersonAmongBotsSeesNoCurtain() {
    Table t(veggiesSetup({{"Ana"}, {"Bo", "random"}, {"Cy", "greedy"}}));
    QCOMPARE(t.board->last().seat, 0);
    t.board->choose(firstLegal(*t.game));
    QTRY_COMPARE(t.game->state().currentPlayer(), 0);
    QVERIFY(!t.game->curtainUp());
    for (const FakeBoard::Shown& shown : t.board->shown) QCOMPARE(shown.seat, 0);
  }

  void teachingModeOpensTheHandsAndDropsTheCurtain() {
    Preferences teaching;
    teaching.botDelayMs = 0;
    teaching.teaching = true;
    teaching.save();
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}}), &board);
    GameController* game = window->controller();
    QVERIFY(!game->curtainUp());
    QVERIFY(board->last().handsOpen);
    board->choose(firstLegal(*game));
    QVERIFY(!game->curtainUp());
    QCOMPARE(board->last().seat, 1);
    QVERIFY(board->last().handsOpen);
  }

  // The hint Ana was given (her best moves, her cards) is gone from the message area as soon as the
  // curtain comes down for Bo, and the status bar below the curtain holds nothing of hers.
  void theCurtainClearsTheHint() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    passCurtain(t.window->curtain());
    auto* hint = t.window->findChild<QPushButton*>(QStringLiteral("hint"));
    QTest::mouseClick(hint, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!t.game->hints().empty(), 60000);  // the hard search, under ASan too
    QTRY_VERIFY(t.window->messageArea()->instruction().startsWith(QStringLiteral("Hint: ")));

    t.board->choose(t.game->hints().front().action);
    QVERIFY(t.window->curtain()->isVisible());
    QCOMPARE(t.window->curtain()->name(), QStringLiteral("Bo"));
    QCOMPARE(t.window->messageArea()->instruction(), QString());
    QCOMPARE(t.window->statusBar()->currentMessage(), QString());
  }

  void theSeatPanelMarksWhoIsNext() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}, {"Cy"}}), &board);
    window->show();
    QCOMPARE(window->seatPanel()->markedSeat(), 0);
    passCurtain(window->curtain());
    board->choose(firstLegal(*window->controller()));
    QCOMPARE(window->seatPanel()->markedSeat(), 1);
  }
};
}  // namespace vb::app::test::curtain_test

VEGGIEBOX_APP_TEST(curtain, vb::app::test::curtain_test::CurtainTest)
#include "curtain_test.moc"
