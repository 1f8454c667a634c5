// Hot-seat play on the tables of Veggie Garden (two people) and Vegetables (four people, one
// hand), in the real game window with the real table: the curtain comes up exactly when the
// deciding person changes, names them and leaves the table with nothing private on it; and the
// score sheet, opened by its button mid-game and shown by itself at the end, has the engine's
// totals and winners.
#include <QApplication>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QtTest>
#include <algorithm>
#include <memory>

#include "app_test_program.h"
#include "app_test_support.h"
#include "curtain.h"
#include "garden/garden_board.h"
#include "score_sheet_dialog.h"
#include "vegetables/vegetables_board.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/registry.h"
#include "veggies/veggies_board.h"

namespace vb::app::test::other_tables_test {

using namespace vb::app;
using namespace vb::app::test;

namespace {

constexpr std::uint64_t kSeed = 31;

GameSetup setupFor(const QString& gameId) {
  GameSetup setup;
  setup.gameId = gameId.toStdString();
  setup.seed = kSeed;
  const char* const names[] = {"Ana", "Bo", "Cai", "Dee"};
  const int people = gameId == QStringLiteral("garden") ? 2 : 4;
  if (gameId == QStringLiteral("garden")) setup.options = {{"first", "0"}};
  if (gameId == QStringLiteral("vegetables")) setup.options = {{"hands", "1"}};
  for (int seat = 0; seat < people; ++seat) setup.seats.push_back(vb::Seat{names[seat], true, ""});
  return setup;
}

void settle() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
}

// A game in the real window, on the table makeBoard makes for it.
struct RealTable {
  std::unique_ptr<GameWindow> window;
  GameController* controller = nullptr;
};

// The game of the current data row ("gameId") in the real window; null, with the test failed, when
// it could not be opened.
std::unique_ptr<RealTable> startRow() {
  QFETCH(QString, gameId);
  auto table = std::make_unique<RealTable>();
  table->window = std::make_unique<GameWindow>(GameController::newGame(setupFor(gameId)), makeBoard);
  table->window->setRemembersGeometry(false);
  table->window->resize(GameWindow::defaultSize());
  table->window->show();
  if (!QTest::qWaitForWindowExposed(table->window.get())) {
    QTest::qFail("the game window is not shown", __FILE__, __LINE__);
    return nullptr;
  }
  table->controller = table->window->controller();
  if (table->window->board() == nullptr) {
    QTest::qFail(qPrintable(QStringLiteral("no table for %1").arg(gameId)), __FILE__, __LINE__);
    return nullptr;
  }
  settle();
  return table;
}

}  // namespace

class OtherTablesTest : public QObject {
  Q_OBJECT

 private:
  // The table holds nothing private and offers nothing to click: it was shown with seat -1.
  static bool tableShowsNoSecrets(const RealTable& table, QString* why) {
    const BoardView* board = table.window->board();
    if (const auto* garden = qobject_cast<const garden::GardenBoard*>(board)) {
      for (const auto& player : garden->sight().players)
        if (player.hand) return *why = QStringLiteral("a garden hand is visible"), false;
      if (!garden->legalTargets().empty()) return *why = QStringLiteral("the garden offers targets"), false;
      return true;
    }
    if (const auto* vegetables = qobject_cast<const vegetables::VegetablesBoard*>(board)) {
      for (const auto& player : vegetables->sight().players)
        if (player.handKnown || !player.hand.empty())
          return *why = QStringLiteral("a vegetables hand is visible"), false;
      if (!vegetables->legalSpots().isEmpty()) return *why = QStringLiteral("the table offers spots"), false;
      return true;
    }
    *why = QStringLiteral("the table is neither the garden's nor the vegetables'");
    return false;
  }

  // The curtain is up for the current player with the table shown to nobody; then it is clicked
  // away and the table is theirs.
  void checkAndDismissCurtain(RealTable& table) {
    GameController& c = *table.controller;
    const int next = c.state().currentPlayer();
    QVERIFY(c.curtainUp());
    QCOMPARE(c.curtainSeat(), next);
    QVERIFY(table.window->curtain()->isVisible());
    QCOMPARE(table.window->curtain()->name(), c.seatName(next));
    QVERIFY(!table.window->board()->isVisible());
    QCOMPARE(c.boardSeat(), -1);
    QVERIFY(!c.boardCanAct());
    QString why;
    QVERIFY2(tableShowsNoSecrets(table, &why), qPrintable(why));

    clickCurtainButton(table.window->curtain());
    QVERIFY(!c.curtainUp());
    settle();
    QVERIFY(!table.window->curtain()->isVisible());
    QVERIFY(table.window->board()->isVisible());
    QCOMPARE(c.boardSeat(), next);
    QVERIFY(c.boardCanAct());
    // And now the table does show private things (the player's own hand), so the check above
    // could have failed.
    QVERIFY(!tableShowsNoSecrets(table, &why));
  }

  // The score sheet shows the engine's sheet for the seat the board is shown to, scoreSheet(seat),
  // and nothing more: every label the dialog holds is one this per-seat sheet gives (a hidden player
  // shows a hand size and a dash, never lines or points), and the verdict names exactly the engine's
  // winners. Mid-game in Veggie Garden that sheet hides something, so the whole sheet would fail.
  static void checkScoreSheet(const RealTable& table, ScoreSheetDialog* dialog) {
    const GameController& c = *table.controller;
    QVERIFY(!c.teaching());
    const vb::ScoreSheet sheet = c.state().scoreSheet(c.boardSeat());
    if (c.game().id() == "garden" && !sheet.final) QVERIFY(sheet != c.state().scoreSheet());
    QVERIFY(dialog != nullptr);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->windowTitle(),
             sheet.final ? QStringLiteral("Final scores") : QStringLiteral("Score sheet (provisional)"));
    QCOMPARE(sheet.players.size(), c.seats().size());
    QStringList expected = {sheet.final ? QStringLiteral("Final scores") : QStringLiteral("Scores so far"),
                            dialog->verdict()};
    for (int seat = 0; seat < static_cast<int>(sheet.players.size()); ++seat) {
      const vb::PlayerScore& player = sheet.players[static_cast<std::size_t>(seat)];
      const bool won = std::find(sheet.winners.begin(), sheet.winners.end(), seat) != sheet.winners.end();
      expected << c.seatName(seat) + (won && sheet.final ? QStringLiteral("  ★ winner") : QString());
      auto* total = dialog->findChild<QLabel*>(QStringLiteral("total-%1").arg(seat));
      QVERIFY2(total != nullptr, qPrintable(QStringLiteral("no total for seat %1").arg(seat)));
      auto* hand = dialog->findChild<QLabel*>(QStringLiteral("hand-%1").arg(seat));
      if (player.hidden) {
        QVERIFY(player.lines.empty());
        QCOMPARE(total->text(), QStringLiteral("–"));
        QVERIFY2(hand != nullptr, qPrintable(QStringLiteral("no hand size for seat %1").arg(seat)));
        QCOMPARE(hand->text(), player.handSize == 1
                                   ? QStringLiteral("1 card in hand")
                                   : QStringLiteral("%1 cards in hand").arg(player.handSize));
        expected << hand->text();
      } else {
        QVERIFY(hand == nullptr);
        QCOMPARE(total->text(), QLocale().toString(player.total));
      }
      for (const vb::ScoreLine& line : player.lines)
        expected << QString::fromStdString(line.label) << QLocale().toString(line.points);
      expected << QStringLiteral("Total") << total->text();
    }
    QStringList shown;
    for (const QLabel* label : dialog->findChildren<QLabel*>())
      if (!label->text().isEmpty()) shown << label->text();
    expected.sort();
    shown.sort();
    QCOMPARE(shown, expected);
    for (int seat = 0; seat < static_cast<int>(sheet.players.size()); ++seat) {
      const bool won = std::find(sheet.winners.begin(), sheet.winners.end(), seat) != sheet.winners.end();
      QCOMPARE(dialog->verdict().contains(c.seatName(seat)), won);
    }
    if (sheet.final) QVERIFY(!sheet.winners.empty());
  }

 private slots:
  void init() { prepareApp(); }

  // Every registered game has its own table; an unknown id has none.
  void makeBoardGivesEachGameItsTable() {
    const auto madeFor = [](const char* id) { return std::unique_ptr<BoardView>(makeBoard(id, nullptr)); };
    QVERIFY(qobject_cast<vb::app::veggies::VeggiesBoard*>(madeFor("veggies").get()) != nullptr);
    QVERIFY(qobject_cast<vb::app::garden::GardenBoard*>(madeFor("garden").get()) != nullptr);
    QVERIFY(qobject_cast<vb::app::vegetables::VegetablesBoard*>(madeFor("vegetables").get()) != nullptr);
    QVERIFY(madeFor("chess") == nullptr);
  }

  void theCurtainHidesHands_data() {
    QTest::addColumn<QString>("gameId");
    QTest::newRow("garden") << QStringLiteral("garden");
    QTest::newRow("vegetables") << QStringLiteral("vegetables");
  }

  // Eight hand-overs between people: after each decision, a curtain exactly when the deciding
  // person changed.
  void theCurtainHidesHands() {
    QFETCH(QString, gameId);
    const std::unique_ptr<RealTable> opened = startRow();
    if (!opened) return;
    RealTable& table = *opened;
    GameController& c = *table.controller;
    QCOMPARE(c.humanCount(), gameId == QStringLiteral("garden") ? 2 : 4);

    checkAndDismissCurtain(table);  // nobody was at the screen yet
    if (QTest::currentTestFailed()) return;
    // Seeded random decisions: the first legal action may keep one seat busy for a long while.
    vb::Rng random(kSeed);
    int curtains = 0;
    int decisions = 0;
    int sameSeat = 0;
    while (curtains < 8) {
      QVERIFY2(decisions < 400, "the turn never passes");
      const int decider = c.state().currentPlayer();
      QVERIFY(!c.curtainUp());
      QCOMPARE(c.boardSeat(), decider);
      const std::vector<vb::ActionId> legal = c.state().legalActions();
      QVERIFY(!legal.empty());
      const std::size_t played = c.timeline().cursor();
      c.choose(legal[random.below(legal.size())]);
      QCOMPARE(c.timeline().cursor(), played + 1);
      ++decisions;
      settle();
      QVERIFY(!c.state().isOver());
      if (c.state().currentPlayer() != decider) {
        checkAndDismissCurtain(table);
        if (QTest::currentTestFailed()) return;
        ++curtains;
      } else {
        // The same person decides again: no curtain, and the table is still theirs.
        QVERIFY(!c.curtainUp());
        QVERIFY(!table.window->curtain()->isVisible());
        QVERIFY(table.window->board()->isVisible());
        QCOMPARE(c.boardSeat(), decider);
        QVERIFY(c.boardCanAct());
        ++sameSeat;
      }
    }
    qInfo("%s: %d decisions, %d curtains, %d decisions by the same seat again", qPrintable(gameId), decisions,
          curtains, sameSeat);
  }

  void theScoreSheetMatchesTheEngine_data() { theCurtainHidesHands_data(); }

  // Mid-game through the Score sheet button, then to the end by seeded random choices.
  void theScoreSheetMatchesTheEngine() {
    const std::unique_ptr<RealTable> opened = startRow();
    if (!opened) return;
    vb::Rng random(kSeed);
    QFETCH(QString, gameId);
    RealTable& table = *opened;
    GameController& c = *table.controller;

    auto playOne = [&] {
      if (c.curtainUp()) {
        clickCurtainButton(table.window->curtain());
        QVERIFY(!c.curtainUp());
      }
      const std::vector<vb::ActionId> legal = c.state().legalActions();
      QVERIFY(!legal.empty());
      const std::size_t played = c.timeline().cursor();
      c.choose(legal[random.below(legal.size())]);
      QCOMPARE(c.timeline().cursor(), played + 1);
    };

    for (int decision = 0; decision < 6; ++decision) {
      playOne();
      if (QTest::currentTestFailed()) return;
    }
    settle();
    QVERIFY(!c.state().isOver());
    auto* button = table.window->findChild<QPushButton*>(QStringLiteral("score-sheet-button"));
    QVERIFY(button != nullptr);
    QTest::mouseClick(button, Qt::LeftButton);
    auto* dialog = table.window->findChild<ScoreSheetDialog*>(QStringLiteral("score-sheet"));
    checkScoreSheet(table, dialog);
    if (QTest::currentTestFailed()) return;
    QVERIFY(!c.state().scoreSheet(c.boardSeat()).final);
    // While open it follows the moves.
    for (int decision = 0; decision < 6 && !c.state().isOver(); ++decision) {
      playOne();
      if (QTest::currentTestFailed()) return;
      settle();
      QCOMPARE(table.window->findChild<ScoreSheetDialog*>(QStringLiteral("score-sheet")), dialog);
      checkScoreSheet(table, dialog);
      if (QTest::currentTestFailed()) return;
    }
    dialog->close();  // deletes itself
    settle();

    int decisions = 12;
    while (!c.state().isOver()) {
      QVERIFY2(decisions < 3000, "the game does not end");
      playOne();
      if (QTest::currentTestFailed()) return;
      ++decisions;
    }
    settle();

    // The final sheet came up by itself.
    const vb::ScoreSheet sheet = c.state().scoreSheet();
    QVERIFY(sheet.final);
    dialog = table.window->findChild<ScoreSheetDialog*>(QStringLiteral("score-sheet"));
    checkScoreSheet(table, dialog);
    if (QTest::currentTestFailed()) return;
    QVERIFY(!c.curtainUp());
    QString totals;
    for (const vb::PlayerScore& player : sheet.players) totals += QStringLiteral(" %1").arg(player.total);
    QString winners;
    for (const int winner : sheet.winners) winners += QStringLiteral(" %1").arg(c.seatName(winner));
    qInfo("%s: %d decisions; totals%s; won by%s", qPrintable(gameId), decisions, qPrintable(totals),
          qPrintable(winners));
  }
};
}  // namespace vb::app::test::other_tables_test

VEGGIEBOX_APP_TEST(other_tables, vb::app::test::other_tables_test::OtherTablesTest)
#include "other_tables_test.moc"
