// The Veggies table, driven like a player would: clicks, turns, keys. Every action it emits is
// checked against the engine, and its pictures against what the seat may see.
#include <QDir>
#include <QFile>
#include <QPainter>
#include <QSignalSpy>
#include <QToolTip>
#include <QWheelEvent>
#include <QtTest>
#include <algorithm>
#include <memory>

#include "app_test_program.h"
#include "table_test_support.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/random.h"
#include "veggiebox/core/score_sheet.h"
#include "veggiebox/games/veggies.h"
#include "veggies/card_row_view.h"
#include "veggies/end_views.h"
#include "veggies/stall_view.h"
#include "veggies/veggies_board.h"
#include "veggies/veggies_painter.h"
#include "veggies/veggies_sight.h"

namespace vb::app::test::veggies_table_test {

using vb::app::test::pressKeys;
using vb::app::test::scenario;
using vb::app::veggies::AnnouncementView;
using vb::app::veggies::CardRowView;
using vb::app::veggies::HeaderPart;
using vb::app::veggies::Source;
using vb::app::veggies::StallView;
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

// Four players, Ana at the screen to play; Bartholomew's long name, his hidden hand and his first
// seat crowd the narrowest header.
const char* const kFourAtTheTable = R"({"game":"veggies","first":1,"market":[7,18,20],"players":[
  {"name":"Ana","hand":9,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},
  {"name":"Bartholomew Longname-Fairweather","hand":5,"stall":{"rows":["BM","BG","RB"],"cards":[2]}},
  {"name":"Cy","hand":33,"stall":{"rows":["SS","GG","MM"],"cards":[3]}},
  {"name":"Dee","hand":12,"stall":{"rows":["XS","BB","GR"],"cards":[4]}}]})";

const HeaderPart* partOf(const StallView* view, HeaderPart::Kind kind) {
  for (const HeaderPart& part : view->headerParts())
    if (part.kind == kind) return &part;
  return nullptr;
}

// Every tooltip the table's parts give, at every tenth pixel, in order: what a person could read
// by hovering anywhere.
QStringList everyTooltip(const VeggiesBoard& board) {
  QStringList tips;
  auto sweep = [&](const QWidget* w, auto tipAt) {
    for (int y = 0; y < w->height(); y += 10)
      for (int x = 0; x < w->width(); x += 10)
        if (const QString tip = tipAt(QPointF(x, y)); !tip.isEmpty()) tips << tip;
  };
  for (const CardRowView* row : {board.handRow(), board.marketRow()})
    sweep(row, [row](QPointF at) { return row->toolTipAt(at); });
  sweep(board.ownStall(), [&](QPointF at) { return board.ownStall()->toolTipAt(at); });
  for (const StallView* other : board.otherStalls())
    sweep(other, [other](QPointF at) { return other->toolTipAt(at); });
  return tips;
}

bool isLegal(const vb::State& state, const QString& text) {
  for (const std::string& t : state.legalActionTexts())
    if (QString::fromStdString(t) == text) return true;
  return false;
}

}  // namespace

class VeggiesTableTest : public QObject {
  Q_OBJECT

 private slots:

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

  // A narrow table (issue 18): each other stall's header keeps the hand and the cards laid, the long
  // name elided first, nothing overlapping and nothing outside the stall.
  void aNarrowHeaderKeepsTheHandAndTheCardsLaid() {
    auto state = scenario(kFourAtTheTable);
    for (const QSize size : {QSize(640, 480), QSize(740, 600), QSize(900, 700), QSize(1300, 900)}) {
      Table t(*state, 0, true, size);
      QCOMPARE(t.board.otherStalls().size(), std::size_t{3});
      for (const StallView* other : t.board.otherStalls()) {
        const HeaderPart* hand = partOf(other, HeaderPart::Kind::Hand);
        const HeaderPart* cards = partOf(other, HeaderPart::Kind::Cards);
        QVERIFY2(hand && cards, qPrintable(QStringLiteral("%1 wide").arg(other->width())));
        QCOMPARE(cards->text, QStringLiteral("1/8 cards"));
        const std::vector<HeaderPart>& parts = other->headerParts();
        for (std::size_t i = 0; i < parts.size(); ++i) {
          QVERIFY(QRectF(other->rect()).contains(parts[i].rect));
          for (std::size_t j = i + 1; j < parts.size(); ++j)
            QVERIFY(!parts[i].rect.intersects(parts[j].rect));
        }
      }
      const StallView* bartholomew = t.board.otherStalls().front();
      QVERIFY(partOf(bartholomew, HeaderPart::Kind::FirstToken));
      const QString name = partOf(bartholomew, HeaderPart::Kind::Name)->text;
      QVERIFY2(name.endsWith(QStringLiteral("…")) && name.size() >= 4, qPrintable(name));
      // The whole name is one hover away.
      QCOMPARE(bartholomew->toolTipAt(partOf(bartholomew, HeaderPart::Kind::Name)->rect.center()),
               QStringLiteral("Bartholomew Longname-Fairweather's stall"));
    }
    // With room, one line and nothing shortened.
    Table wide(*state, 0, true, QSize(2400, 1000));
    const StallView* cy = wide.board.otherStalls()[1];
    QCOMPARE(partOf(cy, HeaderPart::Kind::Name)->text, QStringLiteral("Cy"));
    QCOMPARE(partOf(cy, HeaderPart::Kind::Score)->rect.center().y(),
             partOf(cy, HeaderPart::Kind::Name)->rect.center().y());
  }

  // A card back paints nothing outside its card: the header text beside it stays clean.
  void aCardBackStaysInsideItsCard() {
    QImage image(60, 80, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    const QRectF card(20, 20, 16, 24);
    {
      QPainter p(&image);
      vb::app::veggies::CardPainter(p).back(card, false);
    }
    bool inside = false;
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x) {
        const bool drawn = qAlpha(image.pixel(x, y)) != 0;
        if (!card.adjusted(-1, -1, 1, 1).contains(QPointF(x + 0.5, y + 0.5)))
          QVERIFY2(!drawn, qPrintable(QStringLiteral("painted at %1,%2").arg(x).arg(y)));
        inside = inside || drawn;
      }
    QVERIFY(inside);
  }

  // Every icon and pile says what it is (issue 18): the market's cards, the deck, the hand, the
  // first-player token, another seat's hand, the cards laid, the score, a space of a stall.
  void everyIconAndPileHasATooltip() {
    auto state = scenario(kFourAtTheTable);
    Table t(*state, 0, true);
    const CardRowView* market = t.board.marketRow();
    QCOMPARE(market->toolTipAt(market->pointForSlot(0)), QStringLiteral("The deck: 29 cards, face down."));
    QCOMPARE(market->toolTipAt(market->pointForSlot(1)),
             QStringLiteral("Card 7, in the market: click it to pick it up."));
    QCOMPARE(t.board.handRow()->toolTipAt(t.board.handRow()->pointForSlot(0)),
             QStringLiteral("Card 9, in the hand: click it to pick it up."));
    const StallView* bartholomew = t.board.otherStalls().front();
    auto tipOf = [](const StallView* v, HeaderPart::Kind kind) {
      return v->toolTipAt(partOf(v, kind)->rect.center());
    };
    QCOMPARE(
        tipOf(bartholomew, HeaderPart::Kind::FirstToken),
        QStringLiteral("First player: Bartholomew Longname-Fairweather started. Turns and announcements go "
                       "round from Bartholomew Longname-Fairweather."));
    QCOMPARE(tipOf(bartholomew, HeaderPart::Kind::Hand),
             QStringLiteral("Bartholomew Longname-Fairweather's hand: 1 card, face down."));
    QCOMPARE(tipOf(bartholomew, HeaderPart::Kind::Cards),
             QStringLiteral(
                 "Bartholomew Longname-Fairweather has laid 1 of 8 cards; a covered card still counts."));
    QVERIFY(tipOf(bartholomew, HeaderPart::Kind::Score)
                .startsWith(QStringLiteral("Bartholomew Longname-Fairweather's score so far: ")));
    QCOMPARE(tipOf(t.board.ownStall(), HeaderPart::Kind::Name), QStringLiteral("Ana's stall"));
    // Ana's stall: CS / CC / CS at 0,0. The carrots at 0,0, 0,1, 1,1 and 0,2 are one group of 4.
    const StallView* own = t.board.ownStall();
    QCOMPARE(own->toolTipAt(own->pointForCell(QPointF(0.5, 0.5))),
             QStringLiteral("Carrot at 0,0: a group of 4 spaces."));
    QCOMPARE(own->toolTipAt(own->pointForCell(QPointF(1.5, 0.5))),
             QStringLiteral("Strawberry at 1,0: a group of 1 space."));
    // Bo's stall has a mouse at 0,2.
    const StallView* dee = t.board.otherStalls()[2];
    QCOMPARE(dee->toolTipAt(dee->pointForCell(QPointF(0.5, 0.5))),
             QStringLiteral("Crate at 0,0: worth nothing."));
    QCOMPARE(dee->toolTipAt(dee->pointForCell(QPointF(1.5, 2.5))),
             QStringLiteral("Mouse at 1,2: costs points at the end."));

    // A real hover shows it.
    QHelpEvent help(QEvent::ToolTip, market->pointForSlot(0), market->mapToGlobal(market->pointForSlot(0)));
    QApplication::sendEvent(t.board.marketRow(), &help);
    QTRY_COMPARE(QToolTip::text(), QStringLiteral("The deck: 29 cards, face down."));
    QToolTip::hideText();

    // At the setup, another seat's two drawn cards: whose and how many.
    auto setup = scenario(R"({"game":"veggies","market":[7,18,20],"players":[{"name":"Ana","drawn":[3,4]},
                                {"name":"Bo","drawn":[5,6]}]})");
    Table s(*setup, 0, true);
    QCOMPARE(
        tipOf(s.board.otherStalls().front(), HeaderPart::Kind::Hand),
        QStringLiteral("Bo's two drawn cards, face down: one starts the stall, the other stays in hand."));
    QCOMPARE(s.board.handRow()->toolTipAt(s.board.handRow()->pointForSlot(1)),
             QStringLiteral("Card 4: click it to start your stall with it; you keep the other."));
  }

  // The end: a score box's tooltip holds the whole sheet, whatever the box had room for; an
  // announcement tile names its produce.
  void theScoresAndTheAnnouncementHaveTooltips() {
    auto worked = scenarioFile(QStringLiteral("worked-example.json"));
    Table t(*worked, 0, false, QSize(740, 600));
    const auto* scores = t.board.findChild<vb::app::veggies::ScoreView*>(QStringLiteral("scores"));
    QVERIFY(scores && scores->isVisible());
    const vb::ScoreSheet sheet = worked->scoreSheet();
    const QString ana = scores->toolTipAt(QPointF(20, scores->height() / 2.0));
    QVERIFY2(ana.startsWith(QStringLiteral("★ Ana wins: 14\n")), qPrintable(ana));
    for (const vb::ScoreLine& line : sheet.players[0].lines)
      QVERIFY2(
          ana.contains(QStringLiteral("%1: %2").arg(QString::fromStdString(line.label)).arg(line.points)),
          line.label.c_str());
    QVERIFY(ana.endsWith(QStringLiteral("announced strawberries")));

    vb::Json json = worked->toJson();
    json["players"][1]["announced"] = nullptr;
    json.erase("phase");
    json.erase("current");
    auto tie = vb::stateFromJson(json);
    Table a(*tie, 1, true);
    const AnnouncementView* view = a.board.announcement();
    QCOMPARE(view->toolTipAt(view->pointForType(1)),
             QStringLiteral("Announce grapes: every player scores them."));
  }

  // Property: whatever the deal hides from a seat, every tooltip it can read is the same. Two deals
  // differ only in the other seats' hands and in the deck's order.
  void tooltipsNeverTellAHiddenCard() {
    const std::string head = R"({"game":"veggies","market":[7,18,20],"players":[
      {"name":"Ana","hand":9,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},
      {"name":"Bo","hand":)";
    const std::string middle = R"(,"stall":{"rows":["BM","BG","RB"],"cards":[2]}},{"name":"Cy","hand":)";
    const std::string tail = R"(,"stall":{"rows":["SS","GG","MM"],"cards":[3]}}]})";
    const std::vector<std::pair<int, int>> deals = {{5, 33}, {33, 5}, {11, 40}, {21, 26}};
    std::vector<std::unique_ptr<vb::State>> states;
    for (const auto& [bo, cy] : deals)
      states.push_back(scenario(head + std::to_string(bo) + middle + std::to_string(cy) + tail));
    for (const bool canAct : {true, false}) {
      Table first(*states.front(), 0, canAct);
      const QStringList seen = everyTooltip(first.board);
      QVERIFY(seen.size() > 20);
      for (std::size_t k = 1; k < states.size(); ++k) {
        Table other(*states[k], 0, canAct);
        QCOMPARE(everyTooltip(other.board), seen);
      }
    }
    // Bo sees his own card: his tooltips differ between the deals.
    Table boFirst(*states[0], 1, false), boSecond(*states[1], 1, false);
    QVERIFY(everyTooltip(boFirst.board) != everyTooltip(boSecond.board));
  }

  // Every click answers (issue 18): a click on something that cannot be used now says why in the
  // status bar, in a player's words or the engine's reason.
  void aClickOnWhatCannotBeUsedSaysWhy() {
    auto state = scenario(kForcedDeck);  // Ana to play; market slot 2 is empty
    Table t(*state, 0, true);
    QTest::mouseClick(t.board.marketRow(), Qt::LeftButton, {}, t.board.marketRow()->pointForSlot(0));
    QVERIFY(t.lastHint().startsWith(QStringLiteral("The deck: 35 cards, face down. Nobody takes from it")));
    t.clickMarket(2);
    QCOMPARE(t.lastHint(), QStringLiteral("Not that card: market slot 2 is empty"));
    QTest::mouseClick(t.board.otherStalls().front(), Qt::LeftButton, {},
                      t.board.otherStalls().front()->rect().center());
    QCOMPARE(t.lastHint(), QStringLiteral("That is Bo's stall: each player lays cards only in their own."));
    t.clickStall(2, 0);
    QCOMPARE(t.lastHint(), QStringLiteral("First pick a card: your hand card or one from the market (Tab)."));
    QCOMPARE(t.actions.size(), 0);

    // Bo, watching Ana's turn.
    Table bo(*state, 1, false);
    bo.clickMarket(0);
    QCOMPARE(bo.lastHint(), QStringLiteral("Ana decides now: wait for your turn."));
    bo.clickStall(0, 0);
    QCOMPARE(bo.lastHint(), QStringLiteral("Ana decides now: wait for your turn."));
    QTest::mouseClick(bo.board.handRow(), Qt::LeftButton, {}, QPoint(20, bo.board.handRow()->height() / 2));
    QCOMPARE(bo.lastHint(), QStringLiteral("Ana decides now: wait for your turn."));
    QCOMPARE(bo.actions.size(), 0);

    // Ana with no hand card: the engine's reason.
    auto noHand = scenario(R"({"game":"veggies","market":[7,18,20],"players":[
      {"name":"Ana","hand":null,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},
      {"name":"Bo","hand":5,"stall":{"rows":["BM","BG","RB"],"cards":[2]}}]})");
    Table empty(*noHand, 0, true);
    QTest::mouseClick(empty.board.handRow(), Qt::LeftButton, {},
                      QPoint(20, empty.board.handRow()->height() / 2));
    QCOMPARE(empty.lastHint(), QStringLiteral("Not that card: Ana has no hand card"));

    // The setup: only the two drawn cards.
    auto setup = scenario(R"({"game":"veggies","market":[7,18,20],"players":[{"name":"Ana","drawn":[3,4]},
                                {"name":"Bo","drawn":[5,6]}]})");
    Table s(*setup, 0, true);
    s.clickMarket(1);
    QCOMPARE(s.lastHint(),
             QStringLiteral("First choose the card that starts your stall: one of your two cards."));
    QCOMPARE(s.actions.size(), 0);

    // The end.
    auto over = scenarioFile(QStringLiteral("worked-example.json"));
    Table end(*over, 0, false);
    end.clickStall(0, 0);
    QCOMPARE(end.lastHint(), QStringLiteral("The game is over: the score sheet shows who won."));
  }

  // The refused spot's mark goes when the mouse leaves the stall (issue 18).
  void theRefusedMarkGoesWhenTheMouseLeaves() {
    auto state = scenario(kForcedDeck);
    Table t(*state, 0, true);
    t.clickHand();
    QTest::mouseMove(t.board.ownStall(), t.board.pointForCell(6, 0));
    t.clickStall(6, 0);
    t.board.showRefusal(QStringLiteral("refused"));
    QVERIFY(t.board.ownStall()->placing()->refused.has_value());
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(t.board.ownStall(), &leave);
    QVERIFY(t.board.ownStall()->placing().has_value());  // the card stays picked
    QVERIFY(!t.board.ownStall()->placing()->refused.has_value());
    QVERIFY(!t.board.ghostAt().has_value());
  }

  // Pictures for the eye: a mid-game table of three with a card picked and its ghost beside the
  // stall, the setup, two players with open hands, a table of four, a tied announcement and the
  // end of the worked example.
  // Written to $VEGGIEBOX_TABLE_PICTURES when set (docs/img holds two of them);
  void picturesOfTheTable() {
    const QString folder = qEnvironmentVariable("VEGGIEBOX_TABLE_PICTURES");
    auto keep = [&](const QImage& image, const char* name) {
      QVERIFY(!image.isNull());
      if (!folder.isEmpty()) QVERIFY(image.save(QDir(folder).filePath(QLatin1String(name))));
    };
    // $VEGGIEBOX_TABLE_PICTURES_SIZE (e.g. 1024x560) draws them at another size.
    QSize size(1280, 820);
    if (const QStringList wh = qEnvironmentVariable("VEGGIEBOX_TABLE_PICTURES_SIZE").split(QLatin1Char('x'));
        wh.size() == 2)
      size = QSize(wh[0].toInt(), wh[1].toInt());
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
}  // namespace vb::app::test::veggies_table_test

VEGGIEBOX_APP_TEST(veggies_table, vb::app::test::veggies_table_test::VeggiesTableTest)
#include "veggies_table_test.moc"
