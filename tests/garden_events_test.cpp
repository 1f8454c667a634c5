// Veggie Garden's own counts for the lab (docs/events.md#veggie-garden): each power's uses, skips
// and the points its users gained, from small scenarios with known numbers.
#include "support.h"

namespace garden_events_test {

namespace {

using vb::Json;
using vbtest::countsOf;

// Ana (seat 0) to take a card. Potatoes are out; the bunny is at t3, the mole at 1,1.
//            t0 1     t1 2     t2 3     t3 B
//   0      carrot   cabbage  peas     pepper
//   1 l1 2 tomato   peas*    carrot   cabbage  r1 1
//   2 l2 3 pepper   tomato   cabbage  peas     r2 2
//   3      peas     pepper   tomato   carrot
//            b0 3     b1 2     b2 1     b3 1
// The crops are worth carrot 2, cabbage 3, peas 8, pepper 5, tomato 3. Ana holds carrot, peas,
// pepper and tomato (no cabbage: no bonus); Bo holds two cabbages, peas and tomato (no carrot).
const char* const kBase = R"({"game":"garden","seed":3,
  "crops":["carrot","cabbage","peas","pepper","tomato"],
  "garden":[["carrot","cabbage","peas","pepper"],["tomato","peas","carrot","cabbage"],
            ["pepper","tomato","cabbage","peas"],["peas","pepper","tomato","carrot"]],
  "fence":{"top":[1,2,3,0],"bottom":[3,2,1,1],"left":[2,3],"right":[1,2]},
  "mole":[1,1],
  "harvest":["cabbage","carrot","peas","pepper"],
  "deck":["tomato","carrot","peas","cabbage"],
  "players":[{"name":"Ana","hand":["carrot","peas","pepper","tomato"]},
             {"name":"Bo","hand":["cabbage","cabbage","peas","tomato"]}]})";

std::unique_ptr<vb::State> load(const Json& j) { return vbtest::scenario(j.dump()); }

// The carrot's gain is Ana's points with the carrot in hand after the bunny moved, minus before:
// before, 2 carrots x 2 + peas 8 + pepper 5 + tomato 3 = 20.
TEST(GardenEvents, APowerUsedCountsItsUsersGain) {
  struct Case {
    const char* move;
    int gain;  // the fence after it, and Ana's points with the carrot
  };
  for (const Case& c : {Case{"bunny t1", 2},     // t1 0, t3 2: pepper 7 -> 4 + 8 + 7 + 3 = 22
                        Case{"bunny t0", -1},    // t0 0, t3 1: carrot 1, pepper 6 -> 2 + 8 + 6 + 3 = 19
                        Case{"bunny b2", 0}}) {  // b2 0, t3 1: pepper 6, tomato 2 -> 4 + 8 + 6 + 2 = 20
    SCOPED_TRACE(c.move);
    auto s = load(Json::parse(kBase));
    ASSERT_TRUE(s->applyText("take 1"));
    EXPECT_EQ(s->events(), countsOf(*s, {})) << "a power under way is not counted yet";
    ASSERT_TRUE(s->applyText(c.move));
    EXPECT_EQ(s->events(), countsOf(*s, {{"/powers/carrot/used", 1}, {"/powers/carrot/points", c.gain}}));
  }
}

// Each use counts for its own user: Bo's pepper after Ana's carrot. After "bunny t1" Bo's hand with
// the pepper scores cabbage 2 x 1 + peas 8 + tomato 3 + pepper 7 = 20; swapping the carrot at 0,0
// with the cabbage at 0,1 puts the cabbage under t0 (1): cabbage 2 -> 2 x 2 + 8 + 3 + 7 = 22.
TEST(GardenEvents, EachUseCountsForItsOwnUser) {
  auto s = load(Json::parse(kBase));
  vbtest::applyAll(*s, {"take 1", "bunny t1", "take 3", "swap 0,0 0,1"});
  EXPECT_EQ(s->events(), countsOf(*s, {{"/powers/carrot/used", 1},
                                       {"/powers/carrot/points", 2},
                                       {"/powers/pepper/used", 1},
                                       {"/powers/pepper/points", 2}}));
  EXPECT_EQ(s->scoreSheet().players[1].total, 22);
}

// A skip: a power with no legal use (a tomato with no other harvest card) or switched off by the
// variant; the card goes to the hand at once, and nothing is gained.
TEST(GardenEvents, APowerWithNoUseOrSwitchedOffIsSkipped) {
  Json j = Json::parse(kBase);
  j["harvest"] = {nullptr, nullptr, nullptr, "tomato"};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("take 3"));
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(s->events(), countsOf(*s, {{"/powers/tomato/skipped", 1}}));

  j = Json::parse(kBase);
  j["variant"] = {{"name", "no cabbage"}, {"rules", {{"power_cabbage", false}}}};
  s = load(j);
  ASSERT_TRUE(s->applyText("take 0"));
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(s->events(), countsOf(*s, {{"/powers/cabbage/skipped", 1}}));
}

// The counts are no part of the state's value: a clone keeps them, a state read back from its
// snapshot or resampled starts from zero, and both still equal the original.
TEST(GardenEvents, CountsAreNotPartOfTheState) {
  auto s = load(Json::parse(kBase));
  vbtest::applyAll(*s, {"take 1", "bunny t1"});
  EXPECT_EQ(s->clone()->events(), s->events());
  const auto reread = s->game().fromJson(s->toJson());
  EXPECT_TRUE(reread->equals(*s));
  EXPECT_EQ(reread->events(), countsOf(*s, {}));
  EXPECT_EQ(s->toJson().dump().find("used"), std::string::npos);
  vb::Rng rng(5);
  EXPECT_EQ(s->resample(1, rng)->events(), countsOf(*s, {}));
}

// Every power turn counts once, as used or skipped; the last round has no power and counts nothing.
TEST(GardenEvents, EveryPowerTurnCountsOnceAndTheLastRoundNever) {
  for (int players = 2; players <= 4; ++players) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      auto s = vbtest::newGame("garden", players, seed);
      vb::Rng rng(seed);
      while (!s->isOver()) {
        const auto legal = s->legalActions();
        ASSERT_TRUE(s->apply(legal[rng.below(legal.size())]).ok);
      }
      int turns = 0;
      const Json events = s->events();  // kept alive while its items are walked
      for (const auto& [crop, counts] : events.at("powers").items())
        turns += counts.at("used").get<int>() + counts.at("skipped").get<int>();
      EXPECT_EQ(turns, players * 6) << "seed " << seed;
    }
  }
}

}  // namespace
}  // namespace garden_events_test
