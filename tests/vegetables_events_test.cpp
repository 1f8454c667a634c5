// VEGEtables 2.0's own counts for the lab (docs/events.md#vegetables-20): penalties, jollies, wells
// and how hands end, from the small tables of the rules tests.
#include "support.h"
#include "vegetables_support.h"

namespace vegetables_events_test {

namespace {

using vb::Json;
using vbtest::applyAll;
using vbtest::countsOf;
using vbtest::vegetables::base;
using vbtest::vegetables::load;

// Bo (seat 1) cannot fulfil the turn: the penalty (as in the rules tests).
Json stuck(int uncollected) {
  Json j = base();
  j["players"][1]["hand"] = Json::array({"G9", "V7"});
  j["players"][1]["terrains"] = Json::array();
  j["players"][1]["jollies"] = {{"uncollected", uncollected}, {"held", 0}};
  j["players"][3]["terrains"] = Json::array({"Y2", "G1"});
  j["wells"] = {{"G14", "G15", "G16", "G17"}, {"Y14", "Y15", "Y16"}};
  j["current"] = 1;
  return j;
}

TEST(VegetablesEvents, AJollyChainCountsOnceWithItsJollies) {
  Json j = base();
  j["players"][0]["hand"] = {"R17"};
  j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 2}};
  auto s = load(j);
  applyAll(*s, {"jolly R9", "jolly R13"});
  EXPECT_EQ(s->events(), countsOf(*s, {{"/jollies/played", 2}})) << "a chain counts when it closes";
  applyAll(*s, {"play R17"});
  EXPECT_EQ(s->events(),
            countsOf(*s, {{"/jollies/played", 2}, {"/jollies/chains", 1}, {"/lines_completed", 1}}));
}

TEST(VegetablesEvents, WellVisitsAndDraws) {
  Json j = base();
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
  auto s = load(j);
  applyAll(*s, {"play R9", "well 1", "well 0", "well 1"});
  EXPECT_EQ(s->events(), countsOf(*s, {{"/wells/visits", 1}, {"/wells/draws", 3}}));
}

TEST(VegetablesEvents, PenaltyAPaidAndItsCards) {
  auto s = load(stuck(0));
  applyAll(*s, {"penalty A", "well 1", "well 1", "well 1", "well 0"});
  EXPECT_EQ(s->events(), countsOf(*s, {{"/penalties/A", 1}, {"/wells/penalty_cards", 4}}));
}

TEST(VegetablesEvents, PenaltyBPicksAndFreePenalties) {
  auto s = load(stuck(0));
  applyAll(*s, {"penalty B", "pick well 0", "pick well 1", "pick well 1", "pick well 0"});
  EXPECT_EQ(s->events(), countsOf(*s, {{"/penalties/B", 1}, {"/wells/penalty_cards", 4}}));
  // With fewer than 7 cards in the wells, A and B take them all at no cost.
  for (const char* option : {"A", "B"}) {
    Json j = stuck(0);
    j["wells"] = {{"G14", "G15"}, {"Y14", "Y15", "Y16", "Y17"}};
    s = load(j);
    ASSERT_TRUE(s->applyText(std::string("penalty ") + option));
    EXPECT_EQ(s->events(), countsOf(*s, {{(std::string("/penalties/") + option).c_str(), 1},
                                         {(std::string("/penalties/") + option + "_free").c_str(), 1},
                                         {"/wells/penalty_cards", 6}}));
  }
}

TEST(VegetablesEvents, AJollyCollectedInsteadOfThePenalty) {
  auto s = load(stuck(2));
  applyAll(*s, {"collect jolly", "discard jolly"});
  EXPECT_EQ(
      s->events(),
      countsOf(*s, {{"/penalties/jolly_instead", 1}, {"/jollies/collected", 1}, {"/jollies/discarded", 1}}));
}

TEST(VegetablesEvents, AHandClosedAndItsBonus) {
  Json j = base();
  j["options"] = {{"hands", "1"}};
  j["board"] = {{"R1", "R5"}, {"R2", "R18"}, {"V4", "V20"}};
  j["players"][0]["hand"] = {"R9"};
  j["players"][0]["terrains"] = Json::array();
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R9"));
  ASSERT_TRUE(s->isOver());
  EXPECT_EQ(s->events(), countsOf(*s, {{"/hands", 1}, {"/closing_bonuses", 1}, {"/closing_points", 140}}));
}

TEST(VegetablesEvents, AQuietEndAfterFourPenaltiesC) {
  auto s = vbtest::scenario(R"({"game":"vegetables","options":{"hands":"1"},"board":{"R1":"R5"},
    "players":[{"name":"Ana","hand":["R13"],"terrains":[],"jollies":{"uncollected":0}},
               {"name":"Bo","hand":["G9"],"terrains":[],"jollies":{"uncollected":0}},
               {"name":"Cai","hand":["V7"],"terrains":[],"jollies":{"uncollected":0}},
               {"name":"Dee","hand":["Y10"],"terrains":[],"jollies":{"uncollected":0}}],
    "silos":[[],[],[],[]],"wells":[[],[]],"discards":"rest","current":0})");
  applyAll(*s, {"penalty C", "penalty C", "penalty C", "penalty C"});
  ASSERT_TRUE(s->isOver());
  EXPECT_EQ(s->events(), countsOf(*s, {{"/hands", 1}, {"/quiet_ends", 1}, {"/penalties/C", 4}}));
}

// A burnt card discarded, and a colour completed with the line.
TEST(VegetablesEvents, BurntDiscardsAndColours) {
  Json j = base();
  j["board"] = {{"R1", "R13"}, {"R2", "R18"}, {"R3", "R19"}, {"R4", "R20"}};
  j["players"][0]["hand"] = Json::array({"R17", "Y6"});
  j["players"][0]["terrains"] = {"Y1"};
  j["silos"][0] = {"G13"};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R17"));
  EXPECT_EQ(s->events(), countsOf(*s, {{"/lines_completed", 1}, {"/colours_completed", 1}}));

  j = base();
  j["players"][0]["hand"] = Json::array({"R13"});
  j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 1}};
  j["players"][1]["hand"] = Json::array({"R9", "G5"});
  s = load(j);
  applyAll(*s, {"jolly R9", "play R13", "pass", "discard R9"});
  EXPECT_EQ(s->events(),
            countsOf(*s, {{"/jollies/played", 1}, {"/jollies/chains", 1}, {"/burnt_discards", 1}}));
}

// A match counts every hand: the hands played are the option's.
TEST(VegetablesEvents, EveryHandOfAMatchIsCounted) {
  auto s = vbtest::newGame("vegetables", 4, 9, {{"hands", "3"}});
  vb::Rng rng(9);
  while (!s->isOver()) {
    const auto legal = s->legalActions();
    ASSERT_TRUE(s->apply(legal[rng.below(legal.size())]).ok);
  }
  const Json e = s->events();
  EXPECT_EQ(e["hands"], 3);
  EXPECT_EQ(e["closing_bonuses"].get<int>() + e["quiet_ends"].get<int>(), 3);
  int closing = 0;
  const Json snapshot = s->toJson();  // kept alive while its players are walked
  for (const auto& p : snapshot["players"])
    for (const auto& line : p["score"])
      if (line["event"] == "closing") closing += line["points"].get<int>();
  EXPECT_EQ(e["closing_points"], closing);
}

}  // namespace
}  // namespace vegetables_events_test
