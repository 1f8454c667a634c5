// VEGEtables 2.0 rules, one test per rule, F.A.Q. answer and refusal (docs/rules/vegetables.md), each from
// a small scenario.
#include <algorithm>
#include <functional>
#include <set>

#include "support.h"
#include "vegetables_support.h"
#include "veggiebox/games/vegetables.h"

namespace vegetables_rules_test {

namespace {

using vb::Json;

using vbtest::vegetables::base;
using vbtest::vegetables::load;

using vbtest::applyAll;
using vbtest::expectRefused;
using vbtest::isLegal;

std::vector<std::string> texts(std::initializer_list<const char*> list) { return {list.begin(), list.end()}; }

Json hand(const vb::State& s, int seat) { return s.toJson()["players"][seat]["hand"]; }
Json player(const vb::State& s, int seat) { return s.toJson()["players"][seat]; }
std::vector<vb::ScoreLine> lines(const vb::State& s, int seat) { return s.scoreSheet().players[seat].lines; }

// --- the deal ---------------------------------------------------------------------------------

TEST(VegetablesSetup, DealsTerrainsHandsJolliesSilosAndWells) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto s = vbtest::newGame("vegetables", 4, seed);
    ASSERT_TRUE(s->checkInvariants().empty()) << s->checkInvariants().front();
    const Json j = s->toJson();
    int blackOne = -1;
    for (int i = 0; i < 4; ++i) {
      const Json& p = j["players"][i];
      ASSERT_EQ(p["terrains"].size(), 4u);
      ASSERT_EQ(p["hand"].size(), 8u);
      for (const auto& c : p["hand"]) {
        const int v = vb::vegetables::valueOf(vb::vegetables::cardFromName(c.get<std::string>()));
        EXPECT_TRUE(v >= 5 && v <= 12) << "white cards only: " << c;
      }
      for (const auto& c : p["terrains"]) {
        EXPECT_TRUE(vb::vegetables::isTerrain(vb::vegetables::cardFromName(c.get<std::string>())));
        if (c == "V1") blackOne = i;
      }
      EXPECT_EQ(p["jollies"], Json({{"uncollected", 2}, {"held", 0}}));
      EXPECT_EQ(p["revealed"], false);
    }
    for (const auto& silo : j["silos"]) {
      ASSERT_EQ(silo.size(), 4u);
      for (const auto& c : silo)
        EXPECT_GE(vb::vegetables::valueOf(vb::vegetables::cardFromName(c.get<std::string>())), 13);
    }
    EXPECT_EQ(j["wells"][0].size(), 8u);
    EXPECT_EQ(j["wells"][1].size(), 8u);
    EXPECT_TRUE(j["board"].empty());
    EXPECT_TRUE(j["rows"].empty());
    EXPECT_EQ(j["discarded_jollies"], 0);
    EXPECT_EQ(j["hand_number"], 1);
    EXPECT_EQ(j["phase"], "turn");
    EXPECT_EQ(s->currentPlayer(), blackOne) << "the holder of V1 starts";
    EXPECT_EQ(j["starter"], blackOne);
  }
}

TEST(VegetablesSetup, FourSeatsAndTheOptions) {
  EXPECT_NE(vbtest::inputError([] { vbtest::newGame("vegetables", 3, 1); }).find("4 players"),
            std::string::npos);
  auto s = vbtest::newGame("vegetables", 4, 1, {{"hands", "2"}, {"start", "rotate"}});
  EXPECT_EQ(s->toJson()["options"], Json({{"hands", "2"}, {"start", "rotate"}}));
  EXPECT_NE(vbtest::inputError([] {
              vbtest::newGame("vegetables", 4, 1, {{"hands", "0"}});
            }).find("hands"),
            std::string::npos);
}

// --- the board ----------------------------------------------------------------------------------

TEST(VegetablesBoard, LinesGrowByExactlyFour) {
  auto s = load(base());
  EXPECT_EQ(s->legalActionTexts(), texts({"terrain R2", "terrain Y1", "play R9", "collect jolly"}));
  expectRefused(*s, "play R13", "R13 needs R9 on its line; the line shows R5");
  expectRefused(*s, "play Y6", "Y6 needs Y2 on its line; the Y2 line is empty");
  expectRefused(*s, "play G5", "Ana does not hold G5");
  const vb::Outcome o = s->applyText("play R9");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_TRUE(o.revealed) << "a card from a hidden hand is shown";
  EXPECT_EQ(s->toJson()["board"]["R1"], "R9");
  ASSERT_TRUE(s->applyText("play R13"));
  EXPECT_EQ(s->toJson()["board"]["R1"], "R13");
}

TEST(VegetablesBoard, ARowPerColourInTheOrderOfItsFirstTerrain) {
  auto s = load(base());
  applyAll(*s, {"terrain Y1", "silo 1"});
  EXPECT_EQ(s->toJson()["rows"], Json({"R", "Y"}));
  applyAll(*s, {"terrain R2", "silo 0"});
  EXPECT_EQ(s->toJson()["rows"], Json({"R", "Y"})) << "red already has its row";
  EXPECT_EQ(s->toJson()["board"], Json({{"R1", "R5"}, {"R2", "R2"}, {"Y1", "Y1"}}));
}

TEST(VegetablesBoard, TerrainsComeOnlyFromInFrontOfTheirPlayer) {
  auto s = load(base());
  expectRefused(*s, "terrain G1", "Ana does not have the terrain G1 in front of them");
  expectRefused(*s, "play R2", "R2 is a terrain: 'terrain R2'");
  expectRefused(*s, "terrain R9", "R9 is not a terrain");
}

// --- silos ----------------------------------------------------------------------------------------

TEST(VegetablesSilos, ATerrainDrawsTheFirstFreeCardOfASiloOfThePlayersChoice) {
  auto s = load(base());
  const vb::Outcome t = s->applyText("terrain R2");
  ASSERT_TRUE(t.ok);
  EXPECT_FALSE(t.revealed) << "terrains lie face up";
  EXPECT_EQ(s->toJson()["phase"], "silo");
  EXPECT_EQ(s->legalActionTexts(), texts({"silo 0", "silo 1", "silo 3"}));
  expectRefused(*s, "silo 2", "silo 2 is empty");
  expectRefused(*s, "play R9", "draws from a silo first");
  const vb::Outcome d = s->applyText("silo 0");
  ASSERT_TRUE(d.ok);
  EXPECT_FALSE(d.revealed) << "the silos lie face up";
  EXPECT_EQ(hand(*s, 0), Json({"R9", "R13", "Y6", "G13"}));
  EXPECT_EQ(s->toJson()["silos"][0], Json({"V18"}));
  EXPECT_EQ(s->toJson()["phase"], "turn");
  EXPECT_TRUE(isLegal(*s, "pass"));
}

TEST(VegetablesSilos, NoDrawWhenTheSilosAreEmpty) {
  Json j = base();
  j["silos"] = {Json::array(), Json::array(), Json::array(), Json::array()};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("terrain R2"));
  EXPECT_EQ(s->toJson()["phase"], "turn");
  EXPECT_EQ(s->currentPlayer(), 0);
  expectRefused(*s, "silo 0", "a silo draw comes only after a terrain");
}

// --- jollies --------------------------------------------------------------------------------------

TEST(VegetablesJolly, CollectingIsADecisionAndTheSecondScores) {
  Json j = base();
  j["players"][1]["jollies"] = {{"uncollected", 0}, {"held", 0}};
  j["players"][2]["jollies"] = {{"uncollected", 0}, {"held", 1}};
  auto s = load(j);
  EXPECT_EQ(s->toJson()["discarded_jollies"], 3);
  ASSERT_TRUE(s->applyText("collect jolly"));
  EXPECT_EQ(player(*s, 0)["jollies"], Json({{"uncollected", 1}, {"held", 1}}));
  EXPECT_TRUE(lines(*s, 0).empty()) << "the first jolly scores nothing";
  EXPECT_EQ(s->describeAction(s->parseAction("collect jolly")), "Ana collects a jolly (the second: +20)");
  ASSERT_TRUE(s->applyText("collect jolly"));
  EXPECT_EQ(lines(*s, 0),
            (std::vector<vb::ScoreLine>{{"Hand 1: second jolly collected (2 players had both before)", 20}}));
  expectRefused(*s, "collect jolly", "Ana has already collected both jollies");
  EXPECT_EQ(s->currentPlayer(), 0) << "collecting does not fulfil the turn";
  expectRefused(*s, "pass", "must play at least one card before passing");
}

TEST(VegetablesJolly, TheFirstToCollectBothScoresNothingAndTheFourthThirty) {
  Json j = base();
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("collect jolly"));
  EXPECT_EQ(lines(*s, 0),
            (std::vector<vb::ScoreLine>{{"Hand 1: second jolly collected (0 players had both before)", 0}}));
  for (int seat = 1; seat < 3; ++seat) j["players"][seat]["jollies"] = {{"uncollected", 0}, {"held", 0}};
  j["players"][3]["jollies"] = {{"uncollected", 0}, {"held", 0}};
  s = load(j);
  ASSERT_TRUE(s->applyText("collect jolly"));
  EXPECT_EQ(s->scoreSheet().players[0].total, 30);
}

TEST(VegetablesJolly, AChainIsJolliesThenTheRealCardAtOnce) {
  Json j = base();
  j["players"][0]["hand"] = Json::array({"R13", "Y6"});
  j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 2}};
  auto s = load(j);
  EXPECT_TRUE(isLegal(*s, "jolly R9"));
  const vb::Outcome o = s->applyText("jolly R9");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_EQ(s->toJson()["phase"], "chain");
  EXPECT_EQ(s->toJson()["chain"], "R1");
  // While the chain is open only its continuation is legal: here the real card (no R17 for a second jolly).
  EXPECT_EQ(s->legalActionTexts(), texts({"play R13"}));
  expectRefused(*s, "pass", "a jolly chain is open on the R1 line");
  expectRefused(*s, "discard jolly", "a jolly chain is open on the R1 line");
  // Ana holds a second jolly but no later card to close the chain with it: only the real card is offered.
  expectRefused(*s, "terrain Y1", "it goes on at once with the real card ('play R13')");
  EXPECT_EQ(s->refusal(s->parseAction("terrain Y1")).find("jolly ("), std::string::npos)
      << s->refusal(s->parseAction("terrain Y1"));
  ASSERT_TRUE(s->applyText("play R13"));
  const Json after = s->toJson();
  EXPECT_EQ(after["board"]["R1"], "R13");
  EXPECT_EQ(after["burnt"], Json({"R9"}));
  EXPECT_TRUE(after["chain"].is_null());
  EXPECT_EQ(after["phase"], "turn");
  EXPECT_EQ(player(*s, 0)["jollies"]["held"], 1);
  EXPECT_TRUE(isLegal(*s, "pass"));
}

// Inside an open chain the refusal offers another jolly only to a seat that still holds one, and
// (AChainIsJolliesThenTheRealCardAtOnce) only when a later card can close the chain after it.
TEST(VegetablesJolly, AChainsRefusalOffersAnotherJollyOnlyToItsHolder) {
  Json j = base();
  j["players"][0]["hand"] = Json::array({"R13", "Y6"});
  j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 1}};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("jolly R9"));
  EXPECT_EQ(player(*s, 0)["jollies"]["held"], 0);
  expectRefused(*s, "terrain Y1", "it goes on at once with the real card ('play R13')");
  EXPECT_EQ(s->refusal(s->parseAction("terrain Y1")).find("jolly ("), std::string::npos)
      << s->refusal(s->parseAction("terrain Y1"));
}

// The refusal inside a chain names each way on exactly when it is legal: the real card, another
// jolly, or both (docs/rules/vegetables.md#jollies-the-tractor).
TEST(VegetablesJolly, AChainsRefusalNamesExactlyTheLegalWaysOn) {
  struct Case {
    Json hand;
    int held;
  };
  for (const Case& c :
       {Case{{"R13", "Y6"}, 2}, Case{{"R13", "Y6"}, 1}, Case{{"R17"}, 2}, Case{{"R13", "R17"}, 2}}) {
    SCOPED_TRACE(c.hand.dump() + " and " + std::to_string(c.held) + " jollies");
    Json j = base();
    j["players"][0]["hand"] = c.hand;
    j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", c.held}};
    auto s = load(j);
    ASSERT_TRUE(s->applyText("jolly R9"));
    const std::vector<std::string> legal = s->legalActionTexts();
    const std::string why = s->refusal(s->parseAction("terrain Y1"));
    ASSERT_FALSE(why.empty());
    for (const std::string way : {"play R13", "jolly R13"}) {
      const bool offered = why.find("('" + way + "')") != std::string::npos;
      EXPECT_EQ(offered, std::find(legal.begin(), legal.end(), way) != legal.end()) << way << ": " << why;
    }
  }
}

TEST(VegetablesJolly, SeveralJolliesInARow) {
  Json j = base();
  j["players"][0]["hand"] = {"R17"};
  j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 2}};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("jolly R9"));
  EXPECT_EQ(s->legalActionTexts(), texts({"jolly R13"}));
  // Ana does not hold R13: the refusal offers only the way on she has.
  expectRefused(*s, "terrain Y1",
                "a jolly chain is open on the R1 line: it goes on at once with another jolly ('jolly R13')");
  ASSERT_TRUE(s->applyText("jolly R13"));
  EXPECT_EQ(s->legalActionTexts(), texts({"play R17"}));
  ASSERT_TRUE(s->applyText("play R17"));
  EXPECT_EQ(s->toJson()["burnt"], Json({"R9", "R13"}));
  EXPECT_EQ(lines(*s, 0), (std::vector<vb::ScoreLine>{{"Hand 1: R1 line closed (R17)", 10}}));
}

TEST(VegetablesJolly, NeverWithoutTheRealCardNorForA17To20) {
  Json j = base();
  j["players"][0]["hand"] = Json::array({"R17", "Y6"});
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
  auto s = load(j);
  EXPECT_FALSE(isLegal(*s, "jolly R9")) << "R17 would need two jollies";
  expectRefused(
      *s, "jolly R9",
      "a jolly for R9 must be followed at once by the real card that comes after it: Ana holds no later "
      "card of the R1 line to close the chain with 1 jolly");
  expectRefused(*s, "jolly R13", "the R1 line's next card is R9");
  expectRefused(*s, "jolly R17", "a jolly stands in only for cards of 16 or less, never for R17");
  expectRefused(*s, "jolly G2", "Ana holds no later card of the G2 line");
  j["board"]["R1"] = "R9";
  s = load(j);
  EXPECT_TRUE(isLegal(*s, "jolly R13")) << "R13 is 16 or less, and R17 follows";
  j["players"][0]["jollies"] = {{"uncollected", 2}, {"held", 0}};
  s = load(j);
  expectRefused(*s, "jolly R13", "Ana holds no jolly (collect one first: 'collect jolly')");
}

// F.A.Q.: "I played a jolly in place of the red 3 (a terrain): must I take a card from the silos? Yes."
TEST(VegetablesFaq, AJollyForRed3DrawsFromASilo) {
  Json j = base();
  j["players"][0]["hand"] = Json::array({"R7", "Y6"});
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
  j["players"][1]["terrains"] = Json::array({"G1", "R3"});
  auto s = load(j);
  ASSERT_TRUE(s->applyText("jolly R3"));
  EXPECT_EQ(s->toJson()["phase"], "silo");
  EXPECT_EQ(s->legalActionTexts(), texts({"silo 0", "silo 1", "silo 3"}));
  ASSERT_TRUE(s->applyText("silo 3"));
  EXPECT_EQ(hand(*s, 0), Json({"R7", "Y6", "V13"}));
  EXPECT_EQ(s->legalActionTexts(), texts({"play R7"})) << "the chain goes on after the draw";
  ASSERT_TRUE(s->applyText("play R7"));
  EXPECT_EQ(s->toJson()["board"]["R3"], "R7");
  EXPECT_EQ(s->toJson()["burnt"], Json({"R3"}));
  EXPECT_EQ(s->toJson()["rows"], Json({"R"}));
}

// F.A.Q.: "I hold the red 3 the jolly replaced. May I discard it and pass without playing? Yes."
TEST(VegetablesFaq, TheHolderOfTheBurntR3MayDiscardItAndPass) {
  Json j = base();
  j["board"]["R3"] = "R7";
  j["burnt"] = {"R3"};
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 0}};
  j["players"][1]["terrains"] = Json::array({"G1", "R3"});
  j["players"][1]["hand"] = {"V7"};
  j["current"] = 1;
  auto s = load(j);
  EXPECT_TRUE(isLegal(*s, "discard R3"));
  expectRefused(*s, "terrain R3", "R3 is burnt: a jolly stands in for it on the board");
  expectRefused(*s, "discard G1",
                "only a burnt card (one a jolly stands in for) may be discarded, and G1 is not burnt");
  const vb::Outcome o = s->applyText("discard R3");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_FALSE(o.revealed) << "terrains were face up already";
  EXPECT_EQ(s->currentPlayer(), 2) << "the discard alone fulfils the turn";
  EXPECT_EQ(player(*s, 1)["terrains"], Json({"G1"}));
  const Json discards = s->toJson()["discards"];
  EXPECT_NE(std::find(discards.begin(), discards.end(), "R3"), discards.end());
}

TEST(VegetablesJolly, ABurntCardInTheHandMayBeDiscardedToo) {
  Json j = base();
  j["board"]["R1"] = "R9";
  j["burnt"] = {"R5"};
  j["players"][0]["hand"] = Json::array({"R13", "Y6"});
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 0}};
  j["players"][2]["hand"] = {"R5", "Y10", "V6"};
  j["current"] = 2;
  auto s = load(j);
  expectRefused(*s, "play R5", "R5 is burnt: a jolly stands in its place on the R1 line");
  const vb::Outcome o = s->applyText("discard R5");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_TRUE(o.revealed) << "the card leaves a hidden hand";
  EXPECT_EQ(s->currentPlayer(), 3);
}

TEST(VegetablesJolly, DiscardingAJollyFulfilsTheTurn) {
  Json j = base();
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("discard jolly"));
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(s->toJson()["discarded_jollies"], 1);
  expectRefused(*s, "discard jolly", "Bo holds no jolly (collect one first: 'collect jolly')");
}

// --- the end of a turn ------------------------------------------------------------------------------

TEST(VegetablesTurn, PassOnlyAfterAPlay) {
  auto s = load(base());
  expectRefused(*s, "pass",
                "Ana must play at least one card before passing (or discard a jolly or a burnt card)");
  ASSERT_TRUE(s->applyText("play R9"));
  ASSERT_TRUE(s->applyText("pass"));
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(s->toJson()["played"], false);
}

TEST(VegetablesWell, AfterAPlayWithFewerThanSixCardsCardByCardUpToSix) {
  Json j = base();
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
  auto s = load(j);
  expectRefused(*s, "well 0", "Ana may go to the well only after playing at least one card this turn");
  ASSERT_TRUE(s->applyText("play R9"));
  // R13, Y6 and a jolly: 3 cards, so 3 more.
  EXPECT_TRUE(isLegal(*s, "well 0"));
  const vb::Outcome o = s->applyText("well 1");
  ASSERT_TRUE(o.ok);
  EXPECT_FALSE(o.revealed) << "the wells lie face up";
  EXPECT_EQ(s->toJson()["phase"], "well");
  EXPECT_EQ(s->legalActionTexts(), texts({"well 0", "well 1"}));
  expectRefused(*s, "pass", "Ana is going to the well");
  applyAll(*s, {"well 0", "well 1"});
  EXPECT_EQ(hand(*s, 0), Json({"R13", "Y6", "Y14", "Y15", "G14"}));
  EXPECT_EQ(s->currentPlayer(), 1) << "the well passes the turn";
  EXPECT_EQ(s->toJson()["wells"], Json({{"G15", "G16"}, Json::array()}));
}

TEST(VegetablesWell, NotWithSixCardsOrMore) {
  Json j = base();
  j["players"][0]["hand"] = {"R9", "R13", "Y6", "Y7", "G6", "G7", "V8"};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R9"));
  expectRefused(*s, "well 0", "Ana holds 6 cards (jollies included): the well is for a hand of fewer than 6");
}

TEST(VegetablesWell, StopsWhenTheWellsAreEmpty) {
  Json j = base();
  j["players"][0]["hand"] = {"R9"};
  j["wells"] = {{"G14"}, Json::array()};
  auto s = load(j);
  applyAll(*s, {"play R9", "well 0"});
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(hand(*s, 0), Json({"G14"}));
}

// F.A.Q.: "I played every card in my hand but still have two terrains: may I go to the well and take
// six cards of my choice? Yes, and you don't pay 50: you are not in penalty."
TEST(VegetablesFaq, OutOfHandCardsWithTwoTerrainsGoesToTheWellFreely) {
  Json j = base();
  j["players"][0]["hand"] = {"R9"};
  j["wells"] = {{"G14", "G15", "G16", "G17"}, {"Y14", "Y15", "Y16"}};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R9"));
  EXPECT_FALSE(s->isOver()) << "two terrains: the hand is not closed";
  applyAll(*s, {"well 1", "well 1", "well 0", "well 1", "well 0", "well 0"});
  EXPECT_EQ(hand(*s, 0), Json({"Y14", "Y15", "Y16", "G14", "G15", "G16"}));
  EXPECT_EQ(s->scoreSheet().players[0].total, 0);
  EXPECT_EQ(s->currentPlayer(), 1);
}

// --- the penalty --------------------------------------------------------------------------------------

// Bo (seat 1) to move with G9 and V7 and nothing to play: no terrain, no jolly, no burnt card.
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

TEST(VegetablesPenalty, TheEngineDetectsItAndTheHandIsShownAtOnce) {
  auto s = load(base());
  Json j = stuck(0);
  j["current"] = 0;
  s = load(j);
  ASSERT_TRUE(s->applyText("play R9"));
  const vb::Outcome o = s->applyText("pass");
  ASSERT_TRUE(o.ok);
  EXPECT_TRUE(o.revealed) << "Bo's hand is shown";
  EXPECT_EQ(s->toJson()["phase"], "penalty");
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(s->legalActionTexts(), texts({"penalty A", "penalty B", "penalty C"}));
  EXPECT_EQ(s->observation(0)["players"][1]["hand"], Json({"G9", "V7"}));
  EXPECT_EQ(s->observation(3)["players"][1]["revealed"], true);
  expectRefused(*s, "play G9",
                "Bo cannot fulfil the turn (no terrain or card to play, no jolly in hand, no burnt card)");
  expectRefused(*s, "collect jolly", "Bo has no uncollected jolly");
}

// F.A.Q.: "No playable card, but jollies still to collect: must I use one? If it is in your hand, yes.
// If you have not collected it, you do not have it, and you are not obliged."
TEST(VegetablesFaq, UncollectedJolliesDoNotOblige) {
  auto s = load(stuck(2));
  EXPECT_EQ(s->toJson()["phase"], "penalty");
  EXPECT_EQ(s->legalActionTexts(), texts({"collect jolly", "penalty A", "penalty B", "penalty C"}));
  EXPECT_EQ(s->observation(0)["players"][1]["hand"], "hidden") << "not shown before Bo decides";
  ASSERT_TRUE(s->applyText("penalty C"));
  EXPECT_EQ(s->currentPlayer(), 2);
}

TEST(VegetablesPenalty, CollectingAJollyInstead) {
  auto s = load(stuck(2));
  const vb::Outcome o = s->applyText("collect jolly");
  ASSERT_TRUE(o.ok);
  EXPECT_FALSE(o.revealed);
  EXPECT_EQ(s->toJson()["phase"], "turn");
  EXPECT_EQ(player(*s, 1)["revealed"], false);
  // With a jolly in hand Bo may now also stand it in for V3, since V7 follows.
  EXPECT_EQ(s->legalActionTexts(), texts({"jolly V3", "collect jolly", "discard jolly"}));
  ASSERT_TRUE(s->applyText("discard jolly"));
  EXPECT_EQ(s->currentPlayer(), 2);
}

// F.A.Q.: "So may I lay my cards on the table? You MUST." And they stay face up for the rest of the hand.
TEST(VegetablesFaq, ThePenalisedHandMustBeShownAndStaysShown) {
  auto s = load(stuck(1));
  EXPECT_EQ(s->observation(2)["players"][1]["hand"], "hidden");
  const vb::Outcome o = s->applyText("penalty C");
  ASSERT_TRUE(o.ok);
  EXPECT_TRUE(o.revealed);
  for (int seat = 0; seat < 4; ++seat)
    EXPECT_EQ(s->observation(seat)["players"][1]["hand"], Json({"G9", "V7"}));
  applyAll(*s, {"terrain V2", "silo 0", "pass", "terrain Y2", "silo 1", "pass", "play R9", "pass"});
  EXPECT_EQ(s->observation(2)["players"][1]["hand"], Json({"G9", "V7"})) << "for the rest of the hand";
  EXPECT_NE(s->render(0).find("(revealed): G9 V7"), std::string::npos);
}

// F.A.Q.: "Must I also go to the well? No: going to the well is ALWAYS the player's choice."
TEST(VegetablesFaq, TheWellIsNotObligatoryInPenalty) {
  auto s = load(stuck(0));
  ASSERT_TRUE(s->applyText("penalty C"));
  EXPECT_EQ(hand(*s, 1), Json({"G9", "V7"}));
  EXPECT_EQ(s->toJson()["wells"][0].size(), 4u);
  EXPECT_EQ(s->scoreSheet().players[1].total, 0);
  EXPECT_EQ(s->toJson()["quiet"], 1) << "no card played or drawn";
}

TEST(VegetablesPenalty, OptionARefillsToSixChoosingFreelyForFifty) {
  auto s = load(stuck(0));
  ASSERT_TRUE(s->applyText("penalty A"));
  EXPECT_EQ(s->toJson()["phase"], "penalty-draw");
  EXPECT_EQ(s->toJson()["penalty"], Json({{"option", "A"}, {"cards", 4}}));
  EXPECT_EQ(lines(*s, 1), (std::vector<vb::ScoreLine>{{"Hand 1: penalty A (refill chosen freely)", -50}}));
  EXPECT_EQ(s->currentPlayer(), 1);
  applyAll(*s, {"well 1", "well 1", "well 1"});
  EXPECT_EQ(s->currentPlayer(), 1);
  expectRefused(*s, "pass", "penalty A: Bo refills the hand to 6 from the wells");
  ASSERT_TRUE(s->applyText("well 0"));
  EXPECT_EQ(hand(*s, 1), Json({"Y14", "Y15", "Y16", "G9", "G14", "V7"}));
  EXPECT_EQ(s->currentPlayer(), 2) << "then the turn passes";
  EXPECT_EQ(s->toJson()["quiet"], 0);
}

TEST(VegetablesPenalty, OptionBTheOpponentsPickTwoEachInTurnOrder) {
  Json j = stuck(0);
  j["players"][1]["hand"] = {"G9"};
  j["wells"] = {{"G14", "G15", "G16", "G17"}, {"Y14", "Y15", "Y16", "Y17"}};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("penalty B"));
  EXPECT_EQ(s->toJson()["phase"], "penalty-pick");
  EXPECT_EQ(s->toJson()["penalty"], Json({{"option", "B"}, {"cards", 5}, {"picks_left", 2}}));
  std::vector<int> pickers;
  for (const char* pick : {"pick well 0", "pick well 1", "pick well 1", "pick well 0", "pick well 0"}) {
    pickers.push_back(s->currentPlayer());
    EXPECT_EQ(s->toJson()["turn"], 1);
    const vb::Outcome o = s->applyText(pick);
    ASSERT_TRUE(o.ok) << pick << ": " << o.reason;
  }
  EXPECT_EQ(pickers, (std::vector<int>{2, 2, 3, 3, 0}));
  EXPECT_EQ(hand(*s, 1), Json({"Y14", "Y15", "G9", "G14", "G15", "G16"}));
  EXPECT_EQ(s->scoreSheet().players[1].total, 0) << "B costs nothing";
  EXPECT_EQ(s->currentPlayer(), 2);
  EXPECT_EQ(s->toJson()["turn"], 2);
}

TEST(VegetablesPenalty, OptionBPicksAreTheOpponentsDecisions) {
  auto s = load(stuck(0));
  ASSERT_TRUE(s->applyText("penalty B"));
  expectRefused(*s, "well 0",
                "penalty B: Cai picks a card from the wells for Bo ('pick well 0' or 'pick well 1')");
  EXPECT_EQ(s->observation(2)["players"][1]["hand"], Json({"G9", "V7"}));
}

// F.A.Q.: "Two cards are left in one well and four in the other: must I pay 50? Of course not: the
// cards you could choose are the ones the opponents would give you."
TEST(VegetablesFaq, WellsHolding2And4CostNothing) {
  for (const char* option : {"penalty A", "penalty B"}) {
    Json j = stuck(0);
    j["wells"] = {{"G14", "G15"}, {"Y14", "Y15", "Y16", "Y17"}};
    auto s = load(j);
    ASSERT_TRUE(s->applyText(option));
    EXPECT_EQ(s->scoreSheet().players[1].total, 0) << option;
    EXPECT_TRUE(lines(*s, 1).empty()) << option;
    EXPECT_EQ(hand(*s, 1), Json({"Y14", "Y15", "Y16", "Y17", "G9", "G14", "G15", "V7"})) << "all of them";
    EXPECT_EQ(s->toJson()["wells"], Json({Json::array(), Json::array()}));
    EXPECT_EQ(s->currentPlayer(), 2);
  }
}

TEST(VegetablesPenalty, NothingToRefillLeavesOnlyC) {
  Json j = stuck(0);
  j["players"][1]["hand"] = {"G9", "G18", "G19", "V7", "V15", "V19"};
  auto s = load(j);
  EXPECT_EQ(s->legalActionTexts(), texts({"penalty C"}));
  expectRefused(*s, "penalty A", "Bo holds 6 cards: there is nothing to refill, so only 'penalty C'");
  j = stuck(0);
  j["wells"] = {Json::array(), Json::array()};
  s = load(j);
  EXPECT_EQ(s->legalActionTexts(), texts({"penalty C"}));
}

// A refused move in the penalty names the options actually open (docs/rules/vegetables.md#the-penalty).
TEST(VegetablesPenalty, ARefusalNamesOnlyTheOpenPenalties) {
  auto s = load(stuck(0));
  expectRefused(*s, "pass", "the penalty, 'penalty A', 'penalty B' or 'penalty C'");
  Json full = stuck(0);
  full["players"][1]["hand"] = {"G9", "G18", "G19", "V7", "V15", "V19"};
  Json dry = stuck(1);
  dry["wells"] = {Json::array(), Json::array()};
  for (const Json& j : {full, dry}) {
    s = load(j);
    expectRefused(*s, "pass", "the penalty, 'penalty C' (there is nothing to refill)");
    EXPECT_EQ(s->refusal(s->parseAction("pass")).find("penalty A"), std::string::npos);
  }
  expectRefused(*s, "pass", "(there is nothing to refill), or 'collect jolly' instead");
}

// --- the end of a hand and of the match ---------------------------------------------------------------

TEST(VegetablesEnd, TheFirstOutOfCardsClosesWithTenPerLineNotCompleted) {
  Json j = base();
  j["options"] = {{"hands", "1"}};
  j["board"] = {{"R1", "R5"}, {"R2", "R18"}, {"V4", "V20"}};
  j["players"][0]["hand"] = {"R9"};
  j["players"][0]["terrains"] = Json::array();
  j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 2}};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R9"));
  ASSERT_TRUE(s->isOver()) << "jollies in hand do not count";
  const vb::ScoreSheet sheet = s->scoreSheet();
  EXPECT_TRUE(sheet.final);
  EXPECT_EQ(sheet.players[0].lines,
            (std::vector<vb::ScoreLine>{{"Hand 1: closed the hand (14 lines not completed)", 140}}));
  EXPECT_EQ(sheet.winners, std::vector<int>{0});
  EXPECT_EQ(s->currentPlayer(), -1);
  EXPECT_TRUE(s->legalActions().empty());
}

TEST(VegetablesEnd, TerrainsCountForTheEnd) {
  Json j = base();
  j["options"] = {{"hands", "1"}};
  j["players"][0]["hand"] = {"R9"};
  j["players"][0]["terrains"] = {"Y1"};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R9"));
  EXPECT_FALSE(s->isOver());
  // The last terrain draws from a silo first: the draw is part of playing it.
  ASSERT_TRUE(s->applyText("terrain Y1"));
  EXPECT_EQ(s->toJson()["phase"], "silo");
  ASSERT_TRUE(s->applyText("silo 1"));
  EXPECT_FALSE(s->isOver());
  EXPECT_EQ(hand(*s, 0), Json({"Y13"}));
  // With the silos empty, the last terrain closes the hand.
  j["silos"] = {Json::array(), Json::array(), Json::array(), Json::array()};
  s = load(j);
  applyAll(*s, {"play R9", "terrain Y1"});
  EXPECT_TRUE(s->isOver());
}

TEST(VegetablesEnd, AFullRoundWithNoPlayNoDrawEndsTheHandWithNoBonus) {
  // Nobody can play, nobody holds or may collect a jolly, and the wells are empty.
  auto s = vbtest::scenario(R"({"game":"vegetables","options":{"hands":"1"},"board":{"R1":"R5"},
    "players":[{"name":"Ana","hand":["R13"],"terrains":[],"jollies":{"uncollected":0}},
               {"name":"Bo","hand":["G9"],"terrains":[],"jollies":{"uncollected":0}},
               {"name":"Cai","hand":["V7"],"terrains":[],"jollies":{"uncollected":0}},
               {"name":"Dee","hand":["Y10"],"terrains":[],"jollies":{"uncollected":0}}],
    "silos":[[],[],[],[]],"wells":[[],[]],"discards":"rest","current":0})");
  for (int seat = 0; seat < 4; ++seat) {
    ASSERT_FALSE(s->isOver());
    EXPECT_EQ(s->currentPlayer(), seat);
    EXPECT_EQ(s->legalActionTexts(), texts({"penalty C"}));
    ASSERT_TRUE(s->applyText("penalty C"));
  }
  EXPECT_TRUE(s->isOver());
  for (const auto& p : s->scoreSheet().players) EXPECT_TRUE(p.lines.empty());
}

TEST(VegetablesScore, ALineClosedScoresTenAndAColourCompletedThirtyMore) {
  Json j = base();
  j["board"] = {{"R1", "R13"}, {"R2", "R18"}, {"R3", "R19"}, {"R4", "R20"}};
  j["players"][0]["hand"] = Json::array({"R17", "Y6"});
  j["players"][0]["terrains"] = {"Y1"};
  j["silos"][0] = {"G13"};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R17"));
  EXPECT_EQ(lines(*s, 0), (std::vector<vb::ScoreLine>{{"Hand 1: R1 line closed (R17)", 10},
                                                      {"Hand 1: red completed (all four R lines)", 30}}));
  EXPECT_EQ(s->toJson()["players"][0]["score"][1],
            Json({{"hand", 1}, {"event", "colour"}, {"colour", "R"}, {"points", 30}}));
}

TEST(VegetablesMatch, HandsFollowWithANewDealAndRunningTotals) {
  Json j = base();
  j["options"] = {{"hands", "2"}, {"start", "rotate"}};
  j["players"][0]["hand"] = {"R9"};
  j["players"][0]["terrains"] = Json::array();
  j["players"][0]["score"] = 25;
  auto s = load(j);
  const vb::Outcome o = s->applyText("play R9");
  ASSERT_TRUE(o.ok);
  EXPECT_TRUE(o.revealed) << "a new deal";
  ASSERT_FALSE(s->isOver());
  const Json next = s->toJson();
  EXPECT_EQ(next["hand_number"], 2);
  EXPECT_EQ(next["starter"], 1) << "rotate: one seat clockwise from Ana";
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_TRUE(next["board"].empty());
  for (const auto& p : next["players"]) {
    EXPECT_EQ(p["hand"].size(), 8u);
    EXPECT_EQ(p["terrains"].size(), 4u);
    EXPECT_EQ(p["revealed"], false);
  }
  EXPECT_TRUE(s->checkInvariants().empty());
  EXPECT_EQ(s->scoreSheet().players[0].total, 25 + 160);
  EXPECT_EQ(lines(*s, 0).front(), (vb::ScoreLine{"Earlier: points carried in", 25}));
  // Play the second hand out at random: the match ends, with every line of hand 2 labelled so.
  vb::Rng rng(4);
  while (!s->isOver()) {
    const auto legal = s->legalActions();
    ASSERT_TRUE(s->apply(legal[rng.below(legal.size())]));
  }
  const vb::ScoreSheet sheet = s->scoreSheet();
  EXPECT_TRUE(sheet.final);
  for (const auto& p : sheet.players)
    for (std::size_t k = 0; k < p.lines.size(); ++k) {
      if (p.name != "Ana" || k >= 2) {
        EXPECT_EQ(p.lines[k].label.rfind("Hand 2: ", 0), 0u) << p.lines[k].label;
      }
    }
}

TEST(VegetablesMatch, BlackOneStartsEveryHandByDefault) {
  auto s = vbtest::newGame("vegetables", 4, 11, {{"hands", "3"}});
  vb::Rng rng(2);
  int hand = 1;
  while (!s->isOver()) {
    const Json j = s->toJson();
    if (j["hand_number"] != hand || (hand == 1 && j["board"].empty())) {
      hand = j["hand_number"];
      const Json& starter = j["players"][j["starter"].get<int>()];
      EXPECT_NE(std::find(starter["terrains"].begin(), starter["terrains"].end(), "V1"),
                starter["terrains"].end());
    }
    const auto legal = s->legalActions();
    s->apply(legal[rng.below(legal.size())]);
  }
  EXPECT_EQ(hand, 3);
}

}  // namespace
}  // namespace vegetables_rules_test
