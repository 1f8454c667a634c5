// The Veggies table's every-use view (docs/sandbox.md#veggies): with it on, picking a card shows
// every placement the engine allows, every turn, with their number; hovering a place with none
// gives the engine's reason on the pointer and in the status bar.
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>
#include <set>
#include <utility>

#include "app_test.h"
#include "app_test_program.h"
#include "table_test_support.h"
#include "veggies/card_row_view.h"
#include "veggies/stall_view.h"
#include "veggies/veggies_board.h"

namespace vb::app::test::veggies_every_use_test {

using vb::app::test::scenario;
using vb::app::veggies::VeggiesBoard;

namespace {

// The forced-deck scenario of docs/scenarios.md: Ana holds card 9 beside her one-card stall.
const char* const kForcedDeck = R"({"game":"veggies","seed":7,"market":[7,18,null],"deck":[35,14],
  "players":[{"name":"Ana","hand":9,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},
             {"name":"Bo","hand":null,"stall":{"rows":["BM","BG","RB"],"cards":[2]}}]})";

struct Table : vb::app::test::ShownBoard<VeggiesBoard> {
  QSignalSpy hints{&board, &BoardView::hint};
  Table(const vb::State& state, bool everyUse) : ShownBoard({1100, 760}) {
    board.setEveryUse(everyUse);
    board.showState(state, 0, true, false);
  }
  void clickHand() {
    QTest::mouseClick(board.handRow(), Qt::LeftButton, {}, board.handRow()->pointForSlot(0));
  }
  QString lastHint() const { return hints.isEmpty() ? QString() : hints.last().at(0).toString(); }
};

// Every "place hand" action the engine offers, as top-left cell and quarter turns.
std::set<std::pair<std::pair<int, int>, int>> legalHandPlacements(const vb::State& state) {
  std::set<std::pair<std::pair<int, int>, int>> out;
  for (const vb::ActionId a : state.legalActions()) {
    const vb::Json j = state.actionJson(a);
    if (j.value("type", std::string()) != "place" || j.value("source", std::string()) != "hand") continue;
    out.insert({{j["at"][0].get<int>(), j["at"][1].get<int>()}, j["rotation"].get<int>() / 90});
  }
  return out;
}

}  // namespace

class VeggiesEveryUseTest : public vb::app::test::AppTest {
  Q_OBJECT

 private slots:
  void everyLegalPlacementIsShownAtOnce() {
    auto state = scenario(kForcedDeck);
    Table t(*state, true);
    t.clickHand();
    const auto& placing = t.board.ownStall()->placing();
    QVERIFY(placing.has_value());
    std::set<std::pair<std::pair<int, int>, int>> shown;
    for (const auto& [at, turns] : placing->everyUse) shown.insert({{at.x(), at.y()}, turns});
    const auto legal = legalHandPlacements(*state);
    QVERIFY(legal.size() > 8);
    QCOMPARE(shown, legal);
    QCOMPARE(placing->everyUse.size(), legal.size());
    if (const QByteArray dir = qgetenv("VEGGIEBOX_EDITOR_SHOTS"); !dir.isEmpty())
      t.board.grab().save(QString::fromUtf8(dir) + QStringLiteral("/veggies-every-use.png"));
    QCOMPARE(t.lastHint(),
             QStringLiteral("Card 9 has %1 legal placements, every turn counted: each is outlined.")
                 .arg(legal.size()));
  }

  void theViewOffShowsOnlyTheCurrentTurnAndPaintsLess() {
    auto state = scenario(kForcedDeck);
    Table off(*state, false);
    off.clickHand();
    QVERIFY(off.board.ownStall()->placing()->everyUse.empty());
    const QImage plain = off.board.ownStall()->grab().toImage();
    off.board.setEveryUse(true);
    QVERIFY(!off.board.ownStall()->placing()->everyUse.empty());
    QVERIFY(off.board.ownStall()->grab().toImage() != plain);
    off.board.setEveryUse(false);
    QVERIFY(off.board.ownStall()->placing()->everyUse.empty());
  }

  void aPlaceWithNoLegalPlacementExplainsWhyOnThePointer() {
    auto state = scenario(kForcedDeck);
    Table t(*state, true);
    t.clickHand();
    // Upright at 2,3 the card meets the stall only at a corner.
    QTest::mouseMove(t.board.ownStall(), t.board.pointForCell(2, 3));
    const std::string reason = state->refusal(state->parseAction("place hand r0 at 2,3"));
    QVERIFY(QString::fromStdString(reason).contains(QStringLiteral("corner")));
    const QString expected = QStringLiteral("Not here: ") + QString::fromStdString(reason);
    QCOMPARE(t.lastHint(), expected);
    QCOMPARE(t.board.ownStall()->toolTip(), expected);
    // On a legal place the tooltip goes.
    const auto legal = legalHandPlacements(*state);
    const auto upright =
        std::find_if(legal.begin(), legal.end(), [](const auto& p) { return p.second == 0; });
    QVERIFY(upright != legal.end());
    QTest::mouseMove(t.board.ownStall(), t.board.pointForCell(upright->first.first, upright->first.second));
    QVERIFY(t.board.ownStall()->toolTip().isEmpty());
  }
};
}  // namespace vb::app::test::veggies_every_use_test

VEGGIEBOX_APP_TEST(veggies_every_use, vb::app::test::veggies_every_use_test::VeggiesEveryUseTest)
#include "veggies_every_use_test.moc"
