// The final scores offer Play again (the same seats, rules and options on a new deal) and New game…
// (the new game dialog on this game) beside Close; a provisional sheet offers neither.
#include <QComboBox>
#include <QPushButton>
#include <QTimer>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "new_game_dialog.h"
#include "score_sheet_dialog.h"

namespace vb::app::test::play_again_test {

namespace {

QList<QColor> coloursOf(const GameController& game) {
  QList<QColor> colours;
  for (int seat = 0; seat < static_cast<int>(game.seats().size()); ++seat) colours << game.seatColour(seat);
  return colours;
}

// A finished game of three people: the worked scoring example of docs/rules/veggies.md.
std::unique_ptr<GameWindow> finishedGame(FakeBoard** board) {
  auto window = std::make_unique<GameWindow>(
      GameController::open(QStringLiteral(VEGGIEBOX_TEST_DATA "/veggies/worked-example.json")),
      fakeBoards(board));
  window->setRemembersGeometry(false);
  window->show();
  return window;
}

}  // namespace

class PlayAgainTest : public AppTest {
  Q_OBJECT

  FakeBoard* board_ = nullptr;

 private slots:
  void playAgainDealsTheSameSeatsANewGame() {
    auto window = finishedGame(&board_);
    const GameController& before = *window->controller();
    QVERIFY(before.state().isOver());
    const std::vector<vb::Seat> seats = before.seats();
    const QList<QColor> colours = coloursOf(before);
    const std::uint64_t seed = before.seed();
    const vb::Json options = before.saveJson()["options"];

    ScoreSheetDialog* sheet = window->showScoreSheet();
    auto* again = sheet->findChild<QPushButton*>(QStringLiteral("play-again"));
    QVERIFY(again != nullptr);
    QVERIFY(again->isVisible());
    QCOMPARE(again->text(), QStringLiteral("Play again"));
    QTest::mouseClick(again, Qt::LeftButton);

    const GameController& after = *window->controller();
    QVERIFY(!after.state().isOver());
    QCOMPARE(after.timeline().cursor(), std::size_t{0});
    QCOMPARE(after.game().id(), std::string_view("veggies"));
    QCOMPARE(after.seats(), seats);
    QCOMPARE(coloursOf(after), colours);
    QVERIFY(after.seed() != seed);  // one chance in a billion of a false alarm
    QCOMPARE(after.saveJson()["options"], options);
    QVERIFY(after.variant().empty());
    QTRY_VERIFY(window->findChild<ScoreSheetDialog*>() == nullptr);  // the sheet went with its game
  }

  // Computer players stay computer players, and a variant and the options stay as chosen.
  void playAgainKeepsTheRulesTheOptionsAndTheComputerPlayers() {
    GameSetup setup = veggiesSetup({{"Ana"}, {"Bo", "greedy"}, {"Cy", "ismcts:easy"}}, 99);
    setup.options["scoring"] = "all-spaces";
    setup.colours = {QColor(Qt::red), QColor(Qt::blue), QColor(Qt::darkGreen)};
    std::unique_ptr<GameController> game = GameController::newGame(setup);
    setup.variant = game->game().readVariant(
        vb::Json::parse(R"({"name": "hungry mice", "rules": {"mouse_points": -5}})"));
    game = GameController::newGame(setup);

    const GameSetup again = sameGameNewDeal(*game, 4321);
    QCOMPARE(again.gameId, setup.gameId);
    QCOMPARE(again.seats, setup.seats);
    QCOMPARE(again.colours, setup.colours);
    QCOMPARE(again.seed, std::uint64_t{4321});
    QCOMPARE(again.options.at("scoring"), std::string("all-spaces"));
    QCOMPARE(again.options.at("first"), std::string("0"));
    QCOMPARE(again.variant.name, std::string("hungry mice"));
    QCOMPARE(again.variant.rules.at("mouse_points").get<int>(), -5);
    QCOMPARE(GameController::newGame(again)->variantTitle(), QStringLiteral("hungry mice"));
  }

  void newGameOpensTheDialogOnThisGame() {
    auto window = finishedGame(&board_);
    ScoreSheetDialog* sheet = window->showScoreSheet();
    auto* newGame = sheet->findChild<QPushButton*>(QStringLiteral("new-game"));
    QVERIFY(newGame != nullptr);
    QVERIFY(newGame->isVisible());
    QString offered;
    int games = 0;
    QTimer::singleShot(0, this, [&] {
      auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
      if (dialog == nullptr) return;
      offered = QString::fromUtf8(dialog->game().id().data(), qsizetype(dialog->game().id().size()));
      games = dialog->findChild<QComboBox*>(QStringLiteral("game"))->count();
      dialog->reject();
    });
    QTest::mouseClick(newGame, Qt::LeftButton);
    QCOMPARE(offered, QStringLiteral("veggies"));
    QCOMPARE(games, 3);
    QVERIFY(window->controller()->state().isOver());  // cancelled: the game on the table stays
  }

  // Enter as the final sheet comes up closes it; the finished game stays on the table.
  void enterClosesTheFinalSheet() {
    auto window = finishedGame(&board_);
    const std::uint64_t seed = window->controller()->seed();
    ScoreSheetDialog* sheet = window->showScoreSheet();
    QVERIFY(QTest::qWaitForWindowActive(sheet));
    QTest::keyClick(sheet, Qt::Key_Return);
    QTRY_VERIFY(window->findChild<ScoreSheetDialog*>() == nullptr);
    QVERIFY(window->controller()->state().isOver());
    QCOMPARE(window->controller()->seed(), seed);
  }

  void aProvisionalSheetOffersNeither() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    ScoreSheetDialog* sheet = t.window->showScoreSheet();
    QVERIFY(!sheet->findChild<QPushButton*>(QStringLiteral("play-again"))->isVisible());
    QVERIFY(!sheet->findChild<QPushButton*>(QStringLiteral("new-game"))->isVisible());
  }
};
}  // namespace vb::app::test::play_again_test

VEGGIEBOX_APP_TEST(play_again, vb::app::test::play_again_test::PlayAgainTest)
#include "play_again_test.moc"
