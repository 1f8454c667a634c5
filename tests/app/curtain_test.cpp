// Hot-seat: between two people's turns the table shows nothing private until the next player
// dismisses the curtain.
#include <QSignalSpy>
#include <QStackedWidget>
#include <QtTest>

#include "app_test_support.h"
#include "curtain.h"
#include "seat_panel.h"

using namespace vb::app;
using namespace vb::app::test;

class CurtainTest : public QObject {
  Q_OBJECT

 private slots:
  void init() { prepareApp(); }

  void twoPeopleStartBehindTheCurtain() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}}), &board);
    window->show();
    GameController* game = window->controller();
    QVERIFY(game->curtainUp());
    QVERIFY(window->curtain()->isVisible());
    QCOMPARE(window->curtain()->name(), QStringLiteral("Ana"));
    QCOMPARE(board->last().seat, -1);
    QVERIFY(!board->last().canAct);

    QTest::keyClick(window->curtain(), Qt::Key_Space);
    QVERIFY(!game->curtainUp());
    QVERIFY(!window->curtain()->isVisible());
    QCOMPARE(board->last().seat, 0);
    QVERIFY(board->last().canAct);
  }

  // After Ana's decision the board is given seat -1 at once, and keeps it until Bo dismisses.
  void theNextHandStaysHiddenUntilDismissed() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}}), &board);
    window->show();
    GameController* game = window->controller();
    QTest::keyClick(window->curtain(), Qt::Key_Return);
    QCOMPARE(game->state().currentPlayer(), 0);

    const std::size_t before = board->shown.size();
    board->choose(firstLegal(*game));
    QCOMPARE(game->state().currentPlayer(), 1);
    QVERIFY(board->shown.size() > before);
    for (std::size_t i = before; i < board->shown.size(); ++i) {
      QCOMPARE(board->shown[i].seat, -1);
      QVERIFY(!board->shown[i].canAct);
    }
    QVERIFY(game->curtainUp());
    QCOMPARE(window->curtain()->name(), QStringLiteral("Bo"));

    // Anything that repaints meanwhile (the score sheet, teaching off) still shows nobody's hand.
    window->showScoreSheet();
    QCOMPARE(board->last().seat, -1);

    QTest::mouseClick(window->curtain(), Qt::LeftButton);
    QCOMPARE(board->last().seat, 1);
    QVERIFY(board->last().canAct);
  }

  // Under the curtain, an action from the table is refused: only the seat at the screen decides.
  void nothingIsPlayedWhileTheCurtainIsUp() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}}), &board);
    window->show();
    GameController* game = window->controller();
    board->choose(firstLegal(*game));
    QCOMPARE(game->timeline().cursor(), std::size_t{0});
    QVERIFY(!board->refusals.isEmpty());
  }

  void loadingRaisesTheCurtain() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo", "greedy"}}), &board);
    window->show();
    GameController* game = window->controller();
    QVERIFY(!game->curtainUp());  // one person among bots: nobody to hide from
    board->choose(firstLegal(*game));
    QTRY_COMPARE(game->state().currentPlayer(), 0);

    const QString path = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                             .filePath(QStringLiteral("curtain-load.json"));
    QDir().mkpath(QFileInfo(path).absolutePath());
    game->saveAs(path);
    QVERIFY(window->openFile(path));
    QVERIFY(window->controller()->curtainUp());
    QCOMPARE(board->last().seat, -1);
    QTest::keyClick(window->curtain(), Qt::Key_Space);
    QCOMPARE(board->last().seat, 0);
  }

  // A lone person keeps their view while the bots play: the curtain never comes.
  void aLonePersonAmongBotsSeesNoCurtain() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo", "random"}, {"Cy", "greedy"}}), &board);
    window->show();
    GameController* game = window->controller();
    QCOMPARE(board->last().seat, 0);
    board->choose(firstLegal(*game));
    QTRY_COMPARE(game->state().currentPlayer(), 0);
    QVERIFY(!game->curtainUp());
    for (const FakeBoard::Shown& shown : board->shown) QCOMPARE(shown.seat, 0);
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

  void theSeatPanelMarksWhoIsNext() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}, {"Cy"}}), &board);
    window->show();
    QCOMPARE(window->seatPanel()->markedSeat(), 0);
    QTest::keyClick(window->curtain(), Qt::Key_Space);
    board->choose(firstLegal(*window->controller()));
    QCOMPARE(window->seatPanel()->markedSeat(), 1);
  }
};

QTEST_MAIN(CurtainTest)
#include "curtain_test.moc"
