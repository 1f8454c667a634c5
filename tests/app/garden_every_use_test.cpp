// The Veggie Garden table's every-use view (the sandbox): a first click on a harvest card outlines
// every target of every legal use of its power, a second takes it; during a power every use stays
// outlined; hovering a target gives the engine's reason; nothing hidden is read.
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>
#include <set>

#include "app_test_program.h"
#include "app_test_support.h"
#include "garden/garden_board.h"
#include "garden/garden_layout.h"
#include "table_test_support.h"
#include "veggiebox/games/garden.h"

namespace vb::app::test::garden_every_use_test {

using vb::app::garden::GardenBoard;
using vb::app::garden::Target;
using vb::app::test::scenario;
using K = Target::Kind;

namespace {

std::string position(const std::string& harvest, const std::string& power) {
  return R"({"game":"garden","seed":5,"crops":["carrot","cabbage","peas","pepper","tomato"],
    "garden":[["carrot","cabbage","peas","pepper"],["tomato","peas","carrot","cabbage"],
              ["pepper","tomato","cabbage","peas"],["peas","pepper","tomato","carrot"]],
    "fence":{"top":[1,2,3,0],"bottom":[3,2,1,1],"left":[2,3],"right":[1,2]},"mole":[1,1],"harvest":)" +
         harvest + R"(,"power":)" + power +
         R"(,"players":[{"name":"Ana","hand":["carrot","peas"]},{"name":"Bo","hand":["cabbage","pepper"]}]})";
}

struct Table : vb::app::test::ShownBoard<GardenBoard> {
  Table() : ShownBoard({1100, 760}) { board.setEveryUse(true); }
  void click(Target t) { QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointFor(t)); }
};

// Every target of every legal action of `state`.
std::set<std::pair<int, int>> targetsOf(const vb::State& state) {
  std::set<std::pair<int, int>> out;
  for (const vb::ActionId id : state.legalActions())
    for (const Target& t : GardenBoard::picksFor(state.actionJson(id)))
      out.insert({static_cast<int>(t.kind), t.index});
  return out;
}

std::set<std::pair<int, int>> asSet(const std::vector<Target>& targets) {
  std::set<std::pair<int, int>> out;
  for (const Target& t : targets) out.insert({static_cast<int>(t.kind), t.index});
  return out;
}

}  // namespace

class GardenEveryUseTest : public QObject {
  Q_OBJECT

 private slots:

  void aFirstClickShowsEveryUseASecondTakes() {
    auto state = scenario(position(R"(["tomato","peas","pepper","cabbage"])", "null"));
    Table t;
    t.board.showState(*state, 0, true, false);
    for (int slot = 0; slot < 4; ++slot) {
      t.click({K::Harvest, slot});
      QCOMPARE(t.actions.count(), 0);  // nothing taken yet
      QCOMPARE(t.board.previewSlot(), std::optional<int>(slot));
      auto taken = state->clone();
      QVERIFY(taken->applyText("take " + std::to_string(slot)).ok);
      QCOMPARE(t.board.everyUseCount(), static_cast<int>(taken->legalActions().size()));
      QCOMPARE(asSet(t.board.everyUseTargets()), targetsOf(*taken));
      QVERIFY2(t.board.prompt().contains(QStringLiteral("%1 legal uses").arg(taken->legalActions().size())),
               qPrintable(t.board.prompt()));
    }
    t.click({K::Harvest, 2});  // the pepper, shown for a screenshot
    if (const QByteArray dir = qgetenv("VEGGIEBOX_EDITOR_SHOTS"); !dir.isEmpty())
      t.board.grab().save(QStringLiteral("%1/garden-every-use.png").arg(QString::fromLocal8Bit(dir)));
    // The pepper: a second click takes it.
    t.click({K::Harvest, 2});
    QCOMPARE(t.actions.count(), 1);
    QCOMPARE(t.lastText(*state), QStringLiteral("take 2"));
  }

  void hoverGivesTheEnginesReason() {
    auto state = scenario(position(R"(["tomato","peas","pepper","cabbage"])", "null"));
    Table t;
    t.board.showState(*state, 0, true, false);
    t.click({K::Harvest, 1});  // peas: the mole moves to another compost card
    auto taken = state->clone();
    QVERIFY(taken->applyText("take 1").ok);
    QCOMPARE(t.board.everyUseReason({K::Cell, 0}),
             QString::fromStdString(taken->refusal(taken->parseAction("mole 0,0"))));
    QVERIFY(!t.board.everyUseReason({K::Cell, 0}).isEmpty());
    QCOMPARE(t.board.everyUseReason({K::Cell, vb::garden::cellOf(2, 2)}),
             QStringLiteral("1 use of the peas power reaches this."));
    QCOMPARE(t.board.everyUseReason({K::Post, 0}),
             QStringLiteral("No use of the peas power reaches this post."));
    // Hovering says it in the status line too.
    QSignalSpy hints(&t.board, &GardenBoard::hint);
    QTest::mouseMove(&t.board, t.board.pointFor({K::Cell, 0}));
    QVERIFY(!hints.isEmpty());
    QCOMPARE(hints.last().at(0).toString(), t.board.everyUseReason({K::Cell, 0}));
  }

  void duringAPowerEveryUseStaysOutlined() {
    auto state = scenario(position(R"(["tomato",null,"pepper","cabbage"])", R"({"crop":"pepper","slot":1})"));
    Table t;
    t.board.showState(*state, 0, true, false);
    QCOMPARE(t.board.everyUseCount(), static_cast<int>(state->legalActions().size()));
    QCOMPARE(asSet(t.board.everyUseTargets()), targetsOf(*state));
    // With a first card chosen, a refused second one gets the engine's reason for that swap.
    t.click({K::Cell, 0});
    QCOMPARE(t.board.everyUseReason({K::Cell, vb::garden::cellOf(3, 3)}),
             QString::fromStdString(state->refusal(state->parseAction("swap 0,0 3,3"))));
  }

  void aPowerWithNoUseReadsNothingHidden() {
    // A tomato with no other harvest card has no use: taking it refills the slot from the deck at
    // once, so the preview must not look at that copy.
    auto state = scenario(position(R"(["tomato",null,null,null])", "null"));
    Table t;
    t.board.showState(*state, 0, true, false);
    t.click({K::Harvest, 0});
    QCOMPARE(t.actions.count(), 0);
    QCOMPARE(t.board.everyUseCount(), 0);
    QVERIFY(t.board.everyUseTargets().empty());
    QVERIFY2(t.board.prompt().contains(QStringLiteral("no legal use")), qPrintable(t.board.prompt()));
    QVERIFY(t.board.everyUseReason({K::Cell, 0}).isEmpty());
  }

  void offInOrdinaryPlay() {
    auto state = scenario(position(R"(["tomato","peas","pepper","cabbage"])", "null"));
    Table t;
    t.board.setEveryUse(false);
    t.board.showState(*state, 0, true, false);
    t.click({K::Harvest, 1});
    QCOMPARE(t.actions.count(), 1);  // the first click takes
    QVERIFY(t.board.everyUseTargets().empty());
  }
};
}  // namespace vb::app::test::garden_every_use_test

VEGGIEBOX_APP_TEST(garden_every_use, vb::app::test::garden_every_use_test::GardenEveryUseTest)
#include "garden_every_use_test.moc"
