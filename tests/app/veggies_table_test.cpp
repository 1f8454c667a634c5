// The Veggies table, driven like a player would: clicks, turns, keys. Every action it emits is
// checked against the engine, and its pictures against what the seat may see.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QWheelEvent>
#include <QtTest>
#include <algorithm>
#include <memory>

#include "table_test_support.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/veggies.h"
#include "veggies/card_row_view.h"
#include "veggies/end_views.h"
#include "veggies/veggies_board.h"
#include "veggies/veggies_sight.h"

using vb::app::test::pressKeys;
using vb::app::test::scenario;
using vb::app::veggies::AnnouncementView;
using vb::app::veggies::CardRowView;
using vb::app::veggies::Source;
using vb::app::veggies::VeggiesBoard;

namespace {

std::unique_ptr<vb::State> scenarioFile(const QString& name) {
  QFile file(QStringLiteral(VEGGIEBOX_TEST_DATA "/veggies/") + name);
  if (!file.open(QIODevice::ReadOnly)) return nullptr;
  return scenario(file.readAll().toStdString());
}

// The forced-deck scenario of docs/scenarios.md: Ana's stall is card 1 (CS/CC/CS), she holds card 9,
// the market shows cards 7 and 18 and an empty slot.
const char* const kForcedDeck = R"({"game":"veggies","seed":7,"market":[7,18,null],"deck":[35,14],
  "players":[{"name":"Ana","hand":9,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},
             {"name":"Bo","hand":null,"stall":{"rows":["BM","BG","RB"],"cards":[2]}}]})";

// A board on the screen (offscreen), showing `state` to `seat`.
struct Table : vb::app::test::ShownBoard<VeggiesBoard> {
  QSignalSpy hints{&board, &BoardView::hint};

  Table(const vb::State& state, int seat, bool canAct, QSize size = {1100, 760}) : ShownBoard(size) {
    board.showState(state, seat, canAct, false);
  }
  QString lastActionText(const vb::State& state) const { return lastText(state); }
  QString lastHint() const { return hints.isEmpty() ? QString() : hints.last().at(0).toString(); }
  void clickStall(int x, int y, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(board.ownStall(), button, {}, board.pointForCell(x, y));
  }
  void clickHand(int slot = 0) {
    QTest::mouseClick(board.handRow(), Qt::LeftButton, {}, board.handRow()->pointForSlot(slot));
  }
  void clickMarket(int marketSlot) {
    // The market row starts with the deck.
    QTest::mouseClick(board.marketRow(), Qt::LeftButton, {}, board.marketRow()->pointForSlot(marketSlot + 1));
  }
  void wheel(int delta) {
    const QPointF at = board.ownStall()->rect().center();
    QWheelEvent event(at, board.ownStall()->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(board.ownStall(), &event);
  }
};

bool isLegal(const vb::State& state, const QString& text) {
  for (const std::string& t : state.legalActionTexts())
    if (QString::fromStdString(t) == text) return true;
  return false;
}

}  // namespace

class VeggiesTableTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { vb::registerBuiltinGames(); }

  void clickingALegalPlaceEmitsThatPlacement() {
    auto state = scenario(kForcedDeck);
    Table t(*state, 0, true);
    t.clickHand();
    QVERIFY(t.board.pickedSource() == Source::Hand);
    t.clickStall(2, 0);
    QCOMPARE(t.actions.size(), 1);
    QCOMPARE(t.lastActionText(*state), QStringLiteral("place hand r0 at 2,0"));
    QVERIFY(state->clone()->apply(t.actions.last().at(0).value<vb::ActionId>()).ok);

    // Covering the stall is a placement too.
    t.clickStall(1, 1);
    QCOMPARE(t.lastActionText(*state), QStringLiteral("place hand r0 at 1,1"));
    QVERIFY(isLegal(*state, t.lastActionText(*state)));
  }

  void rightClickRAndTheWheelTurnTheCard() {
    auto state = scenario(kForcedDeck);
    Table t(*state, 0, true);
    t.clickMarket(0);
    QVERIFY(t.board.pickedSource() == Source::Market0);
    QCOMPARE(t.board.quarterTurns(), 0);
    t.clickStall(0, 0, Qt::RightButton);
    QCOMPARE(t.board.quarterTurns(), 1);
    QTest::keyClick(&t.board, Qt::Key_R);
    QCOMPARE(t.board.quarterTurns(), 2);
    t.wheel(-120);  // down: clockwise
    QCOMPARE(t.board.quarterTurns(), 3);
    t.wheel(120);  // up: back anticlockwise
    QCOMPARE(t.board.quarterTurns(), 2);
    QTest::keyClick(&t.board, Qt::Key_R, Qt::ShiftModifier);
    QCOMPARE(t.board.quarterTurns(), 1);
    QCOMPARE(t.actions.size(), 0);  // turning decides nothing

    // Sideways (3 wide, 2 tall) to the right of the stall.
    t.clickStall(2, 1);
    QCOMPARE(t.lastActionText(*state), QStringLiteral("place market 0 r90 at 2,1"));
    QVERIFY(isLegal(*state, t.lastActionText(*state)));
  }

  // Card 14 looks the same turned halfway; the engine offers it only as r0 and r90.
  void aCardThatLooksTheSameTurnedHalfwayTurnsBetweenTwoWays() {
    auto state = scenario(R"({"game":"veggies","players":[
      {"name":"Ana","hand":14,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},
      {"name":"Bo","stall":{"rows":["BM","BG","RB"],"cards":[2]}}]})");
    Table t(*state, 0, true);
    t.clickHand();
    QTest::keyClick(&t.board, Qt::Key_R);
    QCOMPARE(t.board.quarterTurns(), 1);
    QTest::keyClick(&t.board, Qt::Key_R);
    QCOMPARE(t.board.quarterTurns(), 0);
  }

  void anIllegalPlaceEmitsAnActionTheEngineRefuses() {
    auto state = scenario(kForcedDeck);
    Table t(*state, 0, true);
    t.clickHand();
    // Upright at 2,3 the card meets the stall only at a corner.
    QTest::mouseMove(t.board.ownStall(), t.board.pointForCell(2, 3));
    t.clickStall(2, 3);
    QCOMPARE(t.lastActionText(*state), QStringLiteral("place hand r0 at 2,3"));
    const vb::Outcome outcome = state->clone()->apply(t.actions.last().at(0).value<vb::ActionId>());
    QVERIFY(!outcome.ok);
    QVERIFY(QString::fromStdString(outcome.reason).contains(QStringLiteral("corner")));
    // Hovering there already put the engine's reason in the status bar.
    bool explained = false;
    for (const QList<QVariant>& h : t.hints)
      explained |= h.at(0).toString().contains(QStringLiteral("corner"));
    QVERIFY(explained);
    t.board.showRefusal(QString::fromStdString(outcome.reason));  // marks the spot; no new action
    QCOMPARE(t.actions.size(), 1);

    // Far from the stall.
    t.clickStall(6, 0);
    QCOMPARE(t.lastActionText(*state), QStringLiteral("place hand r0 at 6,0"));
    QVERIFY(!state->clone()->apply(t.actions.last().at(0).value<vb::ActionId>()).ok);
  }

  void aClickWithoutAPickedCardDecidesNothing() {
    auto state = scenario(kForcedDeck);
    Table t(*state, 0, true);
    t.clickStall(2, 0);
    QCOMPARE(t.actions.size(), 0);
    // Bo has no hand card; watching, Ana cannot pick hers either.
    Table watching(*state, 0, false);
    watching.clickHand();
    QVERIFY(watching.board.pickedSource() == std::nullopt);
  }

  // A variant's own deck (docs/variants.md#veggies) is what the table draws: with every mouse turned
  // into a crate, no card face shows a mouse, where the published faces of the same cards do.
  void aVariantDeckIsDrawnFromTheState() {
    const vb::Game& veggies = *vb::findGame("veggies");
    vb::Setup setup;
    setup.names = {"Ana", "Bo"};
    setup.variant = vb::readVariantFile(veggies, VEGGIEBOX_TEST_DATA "/variants/no-mice.json");
    bool aPublishedMouseWasShown = false;
    for (std::uint64_t seed = 1; seed <= 20 && !aPublishedMouseWasShown; ++seed) {
      setup.seed = seed;
      std::unique_ptr<vb::State> state = veggies.newGame(setup);
      Table t(*state, 0, false);
      std::vector<vb::app::veggies::CardSlot> shown = t.board.handRow()->cardSlots();
      for (const auto& slot : t.board.marketRow()->cardSlots()) shown.push_back(slot);
      for (const auto& slot : shown) {
        if (slot.kind != vb::app::veggies::CardSlot::Kind::Face) continue;
        const std::vector<std::string> published = vb::veggies::cardRows(vb::veggies::card(slot.cardId), 0);
        QCOMPARE(slot.face.size(), published.size());
        for (std::size_t row = 0; row < published.size(); ++row) {
          QVERIFY2(slot.face[row].find('R') == std::string::npos, "a mouse drawn from a deck without mice");
          std::string crated = published[row];
          std::replace(crated.begin(), crated.end(), 'R', 'X');
          QCOMPARE(slot.face[row], crated);
          aPublishedMouseWasShown = aPublishedMouseWasShown || published[row].find('R') != std::string::npos;
        }
      }
    }
    QVERIFY(aPublishedMouseWasShown);
  }

  void theSetupOffersTheTwoDrawnCards() {
    auto state = scenario(
        R"({"game":"veggies","first":1,"players":[{"name":"Ana","drawn":[3,4]},{"name":"Bo","drawn":[5,6]}]})");
    Table t(*state, 1, true);
    const auto& drawn = t.board.handRow()->cardSlots();
    QCOMPARE(static_cast<int>(drawn.size()), 2);
    QCOMPARE(drawn[0].cardId, 5);
    QCOMPARE(drawn[1].cardId, 6);
    t.clickHand(1);
    QCOMPARE(t.lastActionText(*state), QStringLiteral("start 6"));
    // Keyboard: Tab shows the first, Tab again the second, Enter chooses.
    pressKeys(&t.board, {Qt::Key_Tab, Qt::Key_Tab, Qt::Key_Return});
    QCOMPARE(t.actions.size(), 2);
    QCOMPARE(t.lastActionText(*state), QStringLiteral("start 6"));
  }

  void theAnnouncementOffersExactlyTheTiedTypes() {
    auto worked = scenarioFile(QStringLiteral("worked-example.json"));
    QVERIFY(worked);
    vb::Json json = worked->toJson();
    json["players"][1]["announced"] = nullptr;  // Bo's bananas and grapes tie at 4
    json.erase("phase");
    json.erase("current");
    auto state = vb::stateFromJson(json);
    QCOMPARE(state->currentPlayer(), 1);
    Table t(*state, 1, true);
    QVERIFY(t.board.announcement()->isVisible());
    QCOMPARE(t.board.announcement()->types(), (std::vector<char>{'B', 'G'}));
    QTest::mouseClick(t.board.announcement(), Qt::LeftButton, {}, t.board.announcement()->pointForType(1));
    QCOMPARE(t.lastActionText(*state), QStringLiteral("announce G"));
    pressKeys(&t.board, {Qt::Key_Tab, Qt::Key_Return});
    QCOMPARE(t.lastActionText(*state), QStringLiteral("announce B"));

    // Ana, watching, is offered nothing.
    Table watching(*state, 0, false);
    QVERIFY(watching.board.announcement()->types().empty());
  }

  // Two states that differ only in Bo's hidden hand look the same to Ana, and differ to Bo.
  void theTableNeverShowsAnotherSeatsHand() {
    const std::string a = R"({"game":"veggies","seed":3,"market":[7,18,20],
      "players":[{"name":"Ana","hand":9,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},
                 {"name":"Bo","hand":)";
    const std::string b = R"(,"stall":{"rows":["BM","BG","RB"],"cards":[2]}}]})";
    auto first = scenario(a + "5" + b);
    auto second = scenario(a + "33" + b);
    const QSize size(1000, 700);
    QCOMPARE(renderTable(*first, 0, size), renderTable(*second, 0, size));
    QCOMPARE(renderTable(*first, -1, size), renderTable(*second, -1, size));
    QVERIFY(renderTable(*first, 1, size) != renderTable(*second, 1, size));
    // Teaching mode opens every hand.
    auto openTable = [&](const vb::State& state) {
      VeggiesBoard board;
      board.resize(size);
      board.show();
      board.showState(state, 0, false, true);
      return board.grab().toImage();
    };
    QVERIFY(openTable(*first) != openTable(*second));

    // The same at setup, for the two drawn cards.
    auto setupA = scenario(R"({"game":"veggies","market":[7,18,20],"players":[{"name":"Ana","drawn":[3,4]},
                                {"name":"Bo","drawn":[5,6]}]})");
    auto setupB = scenario(R"({"game":"veggies","market":[7,18,20],"players":[{"name":"Ana","drawn":[3,4]},
                                {"name":"Bo","drawn":[11,12]}]})");
    QCOMPARE(renderTable(*setupA, 0, size), renderTable(*setupB, 0, size));
    QVERIFY(renderTable(*setupA, 1, size) != renderTable(*setupB, 1, size));
  }

  void arrowKeysMoveTheGhostBetweenLegalPlaces() {
    auto state = scenario(kForcedDeck);
    Table t(*state, 0, true);
    QTest::keyClick(&t.board, Qt::Key_Tab);  // picks the hand card and shows it beside the stall
    QVERIFY(t.board.pickedSource() == Source::Hand);
    QVERIFY(t.board.ghostAt().has_value());
    const QPoint start = *t.board.ghostAt();
    QTest::keyClick(&t.board, Qt::Key_Down);
    QVERIFY(t.board.ghostAt()->y() > start.y());
    pressKeys(&t.board, {Qt::Key_R, Qt::Key_Left, Qt::Key_Return});
    QCOMPARE(t.actions.size(), 1);
    QVERIFY(t.lastActionText(*state).contains(QStringLiteral(" r90 ")));
    QVERIFY(isLegal(*state, t.lastActionText(*state)));
    // Tab again: the next card, market 0; Escape drops it.
    QTest::keyClick(&t.board, Qt::Key_Tab);
    QVERIFY(t.board.pickedSource() == Source::Market0);
    QTest::keyClick(&t.board, Qt::Key_Escape);
    QVERIFY(t.board.pickedSource() == std::nullopt);
  }

  // Two people at one keyboard play a whole game with Tab and Enter alone.
  void tabAndEnterPlayAWholeGame() {
    vb::Setup setup;
    setup.names = {"Ana", "Bo"};
    setup.seed = 7;
    auto state = vb::findGame("veggies")->newGame(setup);
    VeggiesBoard board;
    board.resize(1000, 700);
    board.show();
    QSignalSpy actions(&board, &BoardView::actionChosen);
    int decisions = 0;
    while (!state->isOver()) {
      QVERIFY(++decisions < 100);
      board.showState(*state, state->currentPlayer(), true, false);
      const int before = actions.size();
      pressKeys(&board, {Qt::Key_Tab, Qt::Key_Return});
      QCOMPARE(actions.size(), before + 1);
      const vb::Outcome outcome = state->apply(actions.last().at(0).value<vb::ActionId>());
      QVERIFY2(outcome.ok, outcome.reason.c_str());
    }
    QVERIFY(decisions >= 2 + 2 * 7);  // two starts and seven cards each, at least
  }

  void theLargestGroupsAreTheEngines() {
    auto state = scenario(kForcedDeck);
    const vb::Json seen = state->observation(0);
    for (const bool open : {false, true}) {
      const auto sight = vb::app::veggies::TableSight::read(*state, 0, open);
      for (std::size_t i = 0; i < sight.players.size(); ++i) {
        const vb::Json& largest = seen["players"][i]["largest"];
        QCOMPARE(sight.players[i].largestSize, largest["size"].get<int>());
        std::string types;
        for (const vb::Json& t : largest["types"]) types += t.get<std::string>();
        QCOMPARE(sight.players[i].largestTypes, types);
      }
    }
  }

  void largestGroupsAreOutlinedOnRequest() {
    auto state = scenarioFile(QStringLiteral("worked-example.json"));
    Table t(*state, 0, false);
    const QImage plain = t.board.grab().toImage();
    QTest::keyClick(&t.board, Qt::Key_G);
    QVERIFY(t.board.groupsOutlined());
    QVERIFY(t.board.ownStall()->groupsOutlined());
    QVERIFY(t.board.grab().toImage() != plain);
    QTest::keyClick(&t.board, Qt::Key_G);
    QVERIFY(!t.board.groupsOutlined());
  }

  // Pictures for the eye: a mid-game table of three with a card picked and its ghost beside the
  // stall, the setup, two players with open hands, a table of four, a tied announcement and the
  // end of the worked example.
  // Written to $VEGGIEBOX_TABLE_PICTURES when set (docs/img holds two of them).
  void picturesOfTheTable() {
    const QString folder = qEnvironmentVariable("VEGGIEBOX_TABLE_PICTURES");
    auto keep = [&](const QImage& image, const char* name) {
      QVERIFY(!image.isNull());
      if (!folder.isEmpty()) QVERIFY(image.save(QDir(folder).filePath(QLatin1String(name))));
    };
    const QSize size(1280, 820);
    auto botGame = [](std::vector<std::string> names, std::uint64_t seed, int decisions) {
      vb::Setup setup;
      setup.names = std::move(names);
      setup.seed = seed;
      auto state = vb::findGame("veggies")->newGame(setup);
      auto bot = vb::makeBot("greedy");
      vb::Rng rng(seed);
      for (int i = 0; i < decisions; ++i) state->apply(bot->choose(*state, rng));
      return state;
    };

    auto middle = botGame({"Ana", "Bo", "Cai"}, 2026, 3 + 3 * 4 + 1);
    Table t(*middle, middle->currentPlayer(), true, size);
    pressKeys(&t.board, {Qt::Key_Tab, Qt::Key_Tab, Qt::Key_R});
    QVERIFY(t.board.ghostAt().has_value());
    QCOMPARE(t.board.otherStalls().size(), std::size_t{2});
    keep(t.board.grab().toImage(), "veggies-table.png");

    auto setup = botGame({"Ana", "Bo", "Cai"}, 11, 1);
    Table s(*setup, setup->currentPlayer(), true, size);
    QTest::keyClick(&s.board, Qt::Key_Tab);
    keep(s.board.grab().toImage(), "veggies-setup.png");

    auto two = botGame({"Ana", "Bo"}, 9, 2 + 2 * 3);
    VeggiesBoard open;
    open.resize(size);
    open.show();
    open.showState(*two, two->currentPlayer(), true, true);
    keep(open.grab().toImage(), "veggies-open.png");

    auto four = botGame({"Ana", "Bo", "Cai", "Dee"}, 4, 4 + 4 * 6 + 2);
    keep(renderTable(*four, four->currentPlayer(), size), "veggies-four.png");

    auto worked = scenarioFile(QStringLiteral("worked-example.json"));
    vb::Json json = worked->toJson();
    json["players"][1]["announced"] = nullptr;
    json.erase("phase");
    json.erase("current");
    auto tie = vb::stateFromJson(json);
    Table a(*tie, 1, true, size);
    QTest::keyClick(&a.board, Qt::Key_Tab);
    keep(a.board.grab().toImage(), "veggies-announce.png");

    keep(renderTable(*worked, 0, size, {.outlineGroups = true}), "veggies-end.png");
  }
};

QTEST_MAIN(VeggiesTableTest)
#include "veggies_table_test.moc"
