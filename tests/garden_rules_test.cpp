// Veggie Garden rules, one test per rule, restriction and refusal (docs/rules/garden.md), each from a
// small scenario.
#include <algorithm>
#include <functional>
#include <map>

#include "support.h"
#include "veggiebox/games/garden.h"

namespace garden_rules_test {

namespace {

using vb::Json;

// Ana (seat 0) to take a card. Potatoes are out; the bunny is at t3, the mole at 1,1.
//            t0 1     t1 2     t2 3     t3 B
//   0      carrot   cabbage  peas     pepper
//   1 l1 2 tomato   peas*    carrot   cabbage  r1 1
//   2 l2 3 pepper   tomato   cabbage  peas     r2 2
//   3      peas     pepper   tomato   carrot
//            b0 3     b1 2     b2 1     b3 1
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

Json base() { return Json::parse(kBase); }

std::unique_ptr<vb::State> load(const Json& j) { return vbtest::scenario(j.dump()); }

std::unique_ptr<vb::State> withHarvest(std::initializer_list<const char*> harvest) {
  Json j = base();
  j["harvest"] = Json::array();
  for (const char* c : harvest) j["harvest"].push_back(c == nullptr ? Json(nullptr) : Json(c));
  return load(j);
}

std::string at(const vb::State& s, int r, int c) { return s.toJson()["garden"][r][c].get<std::string>(); }
std::vector<std::string> row(const vb::State& s, int r) {
  return s.toJson()["garden"][r].get<std::vector<std::string>>();
}
std::vector<int> posts(const vb::State& s, const char* side) {
  return s.toJson()["fence"][side].get<std::vector<int>>();
}
std::map<std::string, int> hand(const vb::State& s, int seat) {
  std::map<std::string, int> out;
  const Json j = s.toJson();  // kept alive while its hand is read
  for (const auto& c : j["players"][seat]["hand"]) ++out[c.get<std::string>()];
  return out;
}

using vbtest::applyAll;
using vbtest::expectRefused;
using vbtest::isLegal;

// --- taking a card -----------------------------------------------------------------------------------

TEST(GardenTake, TheCardIsHeldAsideWhileItsPowerIsUsed) {
  auto s = load(base());
  const vb::Outcome o = s->applyText("take 0");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_FALSE(o.revealed);
  const Json j = s->toJson();
  EXPECT_EQ(j["phase"], "power");
  EXPECT_EQ(j["power"], Json({{"crop", "cabbage"}, {"slot", 0}}));
  EXPECT_TRUE(j["harvest"][0].is_null());
  EXPECT_EQ(j["players"][0]["hand"].size(), 4u) << "not in the hand until the power is used";
  EXPECT_EQ(s->currentPlayer(), 0);
}

TEST(GardenTake, AfterThePowerTheCardGoesToTheHandAndTheHarvestRefills) {
  auto s = load(base());
  ASSERT_TRUE(s->applyText("take 0"));
  const vb::Outcome o = s->applyText("shift row 0 left");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_TRUE(o.revealed) << "the refill shows a card from the deck";
  const Json j = s->toJson();
  EXPECT_EQ(hand(*s, 0)["cabbage"], 1);
  EXPECT_EQ(j["harvest"][0], "tomato") << "the deck's top card";
  EXPECT_EQ(j["deck"][0], "carrot");
  EXPECT_EQ(j["phase"], "take");
  EXPECT_EQ(s->currentPlayer(), 1);
}

TEST(GardenTake, WrongDecisionsAreRefused) {
  auto s = load(base());
  expectRefused(*s, "shift row 0 left", "take a harvest card");
  ASSERT_TRUE(s->applyText("take 0"));
  expectRefused(*s, "take 1", "uses the cabbage just taken");
  auto gap = withHarvest({"cabbage", nullptr, "peas", "pepper"});
  expectRefused(*gap, "take 1", "harvest slot 1 is empty");
}

// --- cabbage -------------------------------------------------------------------------------------

TEST(GardenCabbage, RowsShiftLeftAndRightWrappingRound) {
  auto s = load(base());
  applyAll(*s, {"take 0", "shift row 0 left"});
  EXPECT_EQ(row(*s, 0), (std::vector<std::string>{"cabbage", "peas", "pepper", "carrot"}));
  s = load(base());
  applyAll(*s, {"take 0", "shift row 3 right"});
  EXPECT_EQ(row(*s, 3), (std::vector<std::string>{"carrot", "peas", "pepper", "tomato"}));
}

TEST(GardenCabbage, ColumnsShiftUpAndDownWrappingRound) {
  auto s = load(base());
  applyAll(*s, {"take 0", "shift column 2 up"});
  EXPECT_EQ(at(*s, 0, 2), "carrot");
  EXPECT_EQ(at(*s, 1, 2), "cabbage");
  EXPECT_EQ(at(*s, 2, 2), "tomato");
  EXPECT_EQ(at(*s, 3, 2), "peas");
  s = load(base());
  applyAll(*s, {"take 0", "shift column 3 down"});
  EXPECT_EQ(at(*s, 0, 3), "carrot");
  EXPECT_EQ(at(*s, 1, 3), "pepper");
}

TEST(GardenCabbage, PostLinesShiftWithTheirTokensAndTheBunny) {
  auto s = load(base());
  applyAll(*s, {"take 0", "shift top right"});
  EXPECT_EQ(posts(*s, "top"), (std::vector<int>{0, 1, 2, 3})) << "the bunny wraps from t3 to t0";
  s = load(base());
  applyAll(*s, {"take 0", "shift bottom left"});
  EXPECT_EQ(posts(*s, "bottom"), (std::vector<int>{2, 1, 1, 3}));
  s = load(base());
  applyAll(*s, {"take 0", "swap side left"});
  EXPECT_EQ(posts(*s, "left"), (std::vector<int>{3, 2})) << "a side of two posts: they swap";
  s = load(base());
  applyAll(*s, {"take 0", "swap side right"});
  EXPECT_EQ(posts(*s, "right"), (std::vector<int>{2, 1}));
}

TEST(GardenCabbage, TheMolesRowAndColumnCannotShift) {
  auto s = load(base());
  ASSERT_TRUE(s->applyText("take 0"));
  expectRefused(*s, "shift row 1 left", "the mole's row cannot shift");
  expectRefused(*s, "shift row 1 right", "the mole's row cannot shift");
  expectRefused(*s, "shift column 1 up", "the mole's column cannot shift");
  expectRefused(*s, "shift column 1 down", "the mole's column cannot shift");
  // 3 rows and 3 columns both ways, two post lines both ways, two sides.
  EXPECT_EQ(s->legalActions().size(), 18u);
  EXPECT_FALSE(isLegal(*s, "shift row 1 left"));
  EXPECT_TRUE(isLegal(*s, "shift row 2 left"));
}

TEST(GardenCabbage, WithoutPeasEveryLineShifts) {
  Json j = base();
  j["crops"] = {"carrot", "cabbage", "potato", "pepper", "tomato"};
  j["garden"][0][2] = "potato";
  j["garden"][1][1] = "potato";
  j["garden"][2][3] = "potato";
  j["garden"][3][0] = "potato";
  j["harvest"][2] = "potato";
  j["deck"][2] = "potato";
  j["players"][0]["hand"][1] = "potato";
  j["players"][1]["hand"][2] = "potato";
  j["mole"] = nullptr;
  auto s = load(j);
  ASSERT_TRUE(s->applyText("take 0"));
  EXPECT_EQ(s->legalActions().size(), 22u);
}

// --- carrot --------------------------------------------------------------------------------------

TEST(GardenCarrot, SwapsTheBunnyWithAnyOtherPost) {
  auto s = load(base());
  ASSERT_TRUE(s->applyText("take 1"));
  EXPECT_EQ(s->legalActions().size(), 11u);
  expectRefused(*s, "bunny t3", "the bunny is already at t3");
  expectRefused(*s, "swap posts t0 t1", "uses the carrot just taken");
  ASSERT_TRUE(s->applyText("bunny l2"));
  EXPECT_EQ(posts(*s, "top"), (std::vector<int>{1, 2, 3, 3}));
  EXPECT_EQ(posts(*s, "left"), (std::vector<int>{2, 0}));
  EXPECT_EQ(hand(*s, 0)["carrot"], 2);
}

// --- peas ----------------------------------------------------------------------------------------

TEST(GardenPeas, TheMoleMovesToAnotherCompostCardFirst) {
  auto s = load(base());
  ASSERT_TRUE(s->applyText("take 2"));
  EXPECT_EQ(s->legalActionTexts(), (std::vector<std::string>{"mole 1,2", "mole 2,1", "mole 2,2"}));
  expectRefused(*s, "mole 1,1", "a different compost card");
  expectRefused(*s, "mole 0,1", "only to a compost card");
  expectRefused(*s, "swap 0,0 2,2", "first move the mole");
  const vb::Outcome o = s->applyText("mole 1,2");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_FALSE(o.revealed);
  const Json j = s->toJson();
  EXPECT_EQ(j["mole"], Json({1, 2}));
  EXPECT_EQ(j["power"], Json({{"crop", "peas"}, {"slot", 2}, {"step", "swap"}}));
  EXPECT_EQ(s->currentPlayer(), 0);
}

TEST(GardenPeas, ThenTwoCardsFacingEachOtherAcrossTheMoleSwap) {
  auto s = load(base());
  applyAll(*s, {"take 2", "mole 1,2"});
  // Vertical, horizontal and both diagonals through 1,2.
  EXPECT_EQ(s->legalActionTexts(),
            (std::vector<std::string>{"swap 0,1 2,3", "swap 0,2 2,2", "swap 0,3 2,1", "swap 1,1 1,3"}));
  expectRefused(*s, "swap 0,0 2,2", "facing each other across the mole");
  expectRefused(*s, "swap 1,1 1,2", "facing each other across the mole");
  // The seed's example: the bottom-left card swaps with the top-right one.
  ASSERT_TRUE(s->applyText("swap 0,3 2,1"));
  EXPECT_EQ(at(*s, 0, 3), "tomato");
  EXPECT_EQ(at(*s, 2, 1), "pepper");
  EXPECT_EQ(hand(*s, 0)["peas"], 2);
  EXPECT_EQ(s->toJson()["phase"], "take");
}

TEST(GardenPeas, TheSwapFollowsTheMoleAndNothingElse) {
  auto s = load(base());
  applyAll(*s, {"take 2", "mole 2,2"});
  expectRefused(*s, "mole 1,2", "finishes the peas");
  expectRefused(*s, "swap posts t0 t1", "finishes the peas");
  expectRefused(*s, "swap 1,1 2,2", "facing each other across the mole");
}

TEST(GardenActions, IdsNoEncoderMakesAreRefused) {
  auto s = load(base());
  const Json before = s->toJson();
  for (vb::ActionId bad :
       {vb::ActionId{0}, vb::ActionId{-5}, vb::ActionId{(1 << 8) | 4}, vb::ActionId{(2 << 8) | 21},
        vb::ActionId{(5 << 8) | 0x21}, vb::ActionId{(6 << 8) | 0x0C}, vb::ActionId{(7 << 8) | 6},
        vb::ActionId{99} << 8}) {
    const vb::Outcome o = s->apply(bad);
    EXPECT_FALSE(o.ok) << bad;
    EXPECT_EQ(o.reason, "not an action of Veggie Garden") << bad;
  }
  EXPECT_EQ(s->toJson(), before);
}

// --- pepper --------------------------------------------------------------------------------------

TEST(GardenPepper, SwapsTwoTouchingCardsOrthogonallyOrDiagonally) {
  auto s = load(base());
  applyAll(*s, {"take 3", "swap 0,2 0,3"});
  EXPECT_EQ(row(*s, 0), (std::vector<std::string>{"carrot", "cabbage", "pepper", "peas"}));
  s = load(base());
  applyAll(*s, {"take 3", "swap 2,3 3,2"});  // diagonal neighbours
  EXPECT_EQ(at(*s, 2, 3), "tomato");
  EXPECT_EQ(at(*s, 3, 2), "peas");
  s = load(base());
  ASSERT_TRUE(s->applyText("take 3"));
  expectRefused(*s, "swap 0,0 0,2", "touch");
  expectRefused(*s, "swap 0,0 1,1", "the mole's card cannot move");
  // 42 touching pairs minus the 8 that hold the mole's card; 8 pairs of posts minus t2 t3 (the bunny).
  EXPECT_EQ(s->legalActions().size(), 34u + 7u);
}

TEST(GardenPepper, SwapsNeighbouringPostsButNeverTheBunny) {
  auto s = load(base());
  applyAll(*s, {"take 3", "swap posts b0 b1"});
  EXPECT_EQ(posts(*s, "bottom"), (std::vector<int>{2, 3, 1, 1}));
  s = load(base());
  applyAll(*s, {"take 3", "swap posts l1 l2"});
  EXPECT_EQ(posts(*s, "left"), (std::vector<int>{3, 2}));
  s = load(base());
  ASSERT_TRUE(s->applyText("take 3"));
  expectRefused(*s, "swap posts t2 t3", "pepper never moves the bunny");
  expectRefused(*s, "swap posts t0 t2", "neighbouring posts on one side");
  expectRefused(*s, "swap posts t3 r1", "pepper never moves the bunny");
  expectRefused(*s, "swap posts l2 b0", "neighbouring posts on one side");
  expectRefused(*s, "swap posts r2 b3", "neighbouring posts on one side");
  expectRefused(*s, "bunny t0", "uses the pepper just taken");
}

// --- potato --------------------------------------------------------------------------------------

// Tomatoes are out here; Ana holds carrot, peas, pepper and cabbage.
Json potatoScenario() {
  Json j = base();
  j["crops"] = {"carrot", "cabbage", "peas", "pepper", "potato"};
  for (auto [r, c] : {std::pair{1, 0}, {2, 1}, {3, 2}}) j["garden"][r][c] = "potato";
  j["harvest"] = {"potato", "carrot", "peas", "pepper"};
  j["deck"][0] = "potato";
  j["players"][0]["hand"] = {"carrot", "peas", "pepper", "cabbage"};
  j["players"][1]["hand"][3] = "potato";
  return j;
}

TEST(GardenPotato, SwapsAGardenCardWithAHandCard) {
  auto s = load(potatoScenario());
  ASSERT_TRUE(s->applyText("take 0"));
  // 15 cells (not the mole's) times the 4 crops in the hand.
  EXPECT_EQ(s->legalActions().size(), 60u);
  const vb::Outcome o = s->applyText("potato 0,3 carrot");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_TRUE(o.revealed) << "a hidden hand card is now in the garden";
  EXPECT_EQ(at(*s, 0, 3), "carrot");
  EXPECT_EQ(hand(*s, 0),
            (std::map<std::string, int>{{"cabbage", 1}, {"peas", 1}, {"pepper", 2}, {"potato", 1}}));
}

TEST(GardenPotato, RestrictionsAndRefusals) {
  auto s = load(potatoScenario());
  ASSERT_TRUE(s->applyText("take 0"));
  expectRefused(*s, "potato 1,1 carrot", "the mole's card cannot move");
  expectRefused(*s, "potato 0,3 potato", "not in the hand yet");
  Json j = potatoScenario();
  j["players"][0]["hand"] = {"carrot", "carrot", "peas"};
  auto t = load(j);
  ASSERT_TRUE(t->applyText("take 0"));
  expectRefused(*t, "potato 0,3 pepper", "Ana holds no pepper card");
}

TEST(GardenPotato, WithAnEmptyHandThePowerIsSkipped) {
  Json j = potatoScenario();
  j["players"][0]["hand"] = Json::array();
  auto s = load(j);
  EXPECT_NE(s->describeAction(s->parseAction("take 0")).find("skipped"), std::string::npos)
      << s->describeAction(s->parseAction("take 0"));
  const vb::Outcome o = s->applyText("take 0");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_TRUE(o.revealed) << "the harvest refilled at once";
  EXPECT_EQ(hand(*s, 0), (std::map<std::string, int>{{"potato", 1}}));
  EXPECT_EQ(s->toJson()["phase"], "take");
  EXPECT_EQ(s->currentPlayer(), 1);
}

// --- tomato --------------------------------------------------------------------------------------

TEST(GardenTomato, DiscardsAGardenCardAndPlantsAnotherHarvestCard) {
  auto s = withHarvest({"tomato", "carrot", "peas", "pepper"});
  ASSERT_TRUE(s->applyText("take 0"));
  EXPECT_EQ(s->legalActions().size(), 15u * 3u);
  const vb::Outcome o = s->applyText("tomato 0,3 with 2");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_TRUE(o.revealed);
  const Json j = s->toJson();
  EXPECT_EQ(at(*s, 0, 3), "peas");
  EXPECT_EQ(j["discard"], Json({"pepper"}));
  // Both empty slots refill from the deck's top, in slot order.
  EXPECT_EQ(j["harvest"], Json({"tomato", "carrot", "carrot", "pepper"}));
  EXPECT_EQ(hand(*s, 0)["tomato"], 2);
}

TEST(GardenTomato, RestrictionsAndRefusals) {
  auto s = withHarvest({"tomato", "carrot", nullptr, "pepper"});
  ASSERT_TRUE(s->applyText("take 0"));
  expectRefused(*s, "tomato 1,1 with 1", "the mole's card cannot be discarded");
  expectRefused(*s, "tomato 0,0 with 0", "held the tomato just taken");
  expectRefused(*s, "tomato 0,0 with 2", "harvest slot 2 is empty");
  expectRefused(*s, "potato 0,0 carrot", "uses the tomato just taken");
}

TEST(GardenTomato, WithNoOtherHarvestCardThePowerIsSkipped) {
  auto s = withHarvest({nullptr, nullptr, "tomato", nullptr});
  const vb::ActionId take = s->parseAction("take 2");
  EXPECT_NE(s->describeAction(take).find("no other harvest card"), std::string::npos)
      << s->describeAction(take);
  EXPECT_NE(s->describeAction(take).find("skipped"), std::string::npos);
  ASSERT_TRUE(s->apply(take));
  EXPECT_EQ(hand(*s, 0)["tomato"], 2);
  EXPECT_EQ(s->toJson()["harvest"], Json({"tomato", "carrot", "peas", "cabbage"}));
  EXPECT_EQ(s->currentPlayer(), 1);
}

// --- the last round ----------------------------------------------------------------------------------

Json lastRound() {
  Json j = base();
  j["players"][0]["hand"] = {"carrot", "carrot", "peas", "peas", "pepper", "pepper", "tomato", "tomato"};
  j["players"][1]["hand"] = {"cabbage", "cabbage", "cabbage", "peas", "peas", "tomato", "tomato", "carrot"};
  return j;
}

TEST(GardenLastRound, EachPlayerTakesOneCardWithNoPowerAndNoRefill) {
  auto s = load(lastRound());
  EXPECT_EQ(s->toJson()["phase"], "last-round");
  EXPECT_EQ(s->currentPlayer(), 0);
  expectRefused(*s, "shift row 0 left", "the last round");
  const vb::Outcome o = s->applyText("take 0");  // a cabbage: no power now
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_FALSE(o.revealed);
  Json j = s->toJson();
  EXPECT_TRUE(j["harvest"][0].is_null()) << "no refill";
  EXPECT_EQ(j["deck"].size(), base()["deck"].size() + 70 - 16 - 16 - 4 - 4) << "nothing drawn";
  EXPECT_EQ(s->currentPlayer(), 1);
  expectRefused(*s, "take 0", "harvest slot 0 is empty");
  const vb::Outcome last = s->applyText("take 2");
  ASSERT_TRUE(last.ok) << last.reason;
  EXPECT_TRUE(last.revealed) << "the end shows every hand";
  EXPECT_TRUE(s->isOver());
  EXPECT_EQ(s->currentPlayer(), -1);
  EXPECT_TRUE(s->legalActions().empty());
  EXPECT_EQ(s->toJson()["phase"], "over");
  EXPECT_TRUE(s->scoreSheet().final);
  expectRefused(*s, "take 1", "the game is over");
}

TEST(GardenLastRound, FollowsTheSixPowerTurns) {
  // A whole game: six power turns each, then one take each; final hands of 9.
  auto s = vbtest::newGame("garden", 3, 11);
  vb::Rng rng(2);
  int takes = 0, lastTakes = 0;
  while (!s->isOver()) {
    const auto legal = s->legalActions();
    const vb::ActionId a = legal[rng.below(legal.size())];
    if (s->actionText(a).rfind("take", 0) == 0) {
      ++takes;
      if (s->toJson()["phase"] == "last-round") ++lastTakes;
    }
    ASSERT_TRUE(s->apply(a));
  }
  EXPECT_EQ(takes, 3 * 7);
  EXPECT_EQ(lastTakes, 3);
  const Json end = s->toJson();
  for (const auto& p : end["players"]) EXPECT_EQ(p["hand"].size(), 9u);
}

// --- the harvest ---------------------------------------------------------------------------------

// Four peas in the harvest went to the discard pile and the harvest was dealt again: now `harvest`,
// with `top` next on the deck.
void expectFourPeasRedealt(const vb::State& s, const Json& harvest, const char* top) {
  const Json out = s.toJson();
  EXPECT_EQ(out["harvest"], harvest);
  EXPECT_EQ(out["discard"], Json({"peas", "peas", "peas", "peas"}));
  EXPECT_EQ(out["deck"][0], top);
}

TEST(GardenHarvest, FourOfAKindAtSetupIsDiscardedAndRedealt) {
  Json j = base();
  j.erase("harvest");
  j["deck"] = {"peas", "peas", "peas", "peas", "carrot", "cabbage", "tomato", "pepper", "carrot"};
  expectFourPeasRedealt(*load(j), {"carrot", "cabbage", "tomato", "pepper"}, "carrot");
}

TEST(GardenHarvest, FourOfAKindAtARefillIsDiscardedAndRedealt) {
  Json j = base();
  j["harvest"] = {"peas", "peas", "peas", "cabbage"};
  j["deck"] = {"peas", "tomato", "carrot", "cabbage", "pepper", "tomato"};
  auto s = load(j);
  const vb::Outcome o = s->applyText("take 3");
  ASSERT_TRUE(o.ok);
  ASSERT_TRUE(s->applyText("shift top left"));
  expectFourPeasRedealt(*s, {"tomato", "carrot", "cabbage", "pepper"}, "tomato");
}

TEST(GardenHarvest, AScenarioHarvestOfFourOfAKindIsRefused) {
  Json j = base();
  j["harvest"] = {"peas", "peas", "peas", "peas"};
  EXPECT_NE(vbtest::inputError([&] { load(j); }).find("harvest: four peas cards"), std::string::npos);
}

TEST(GardenHarvest, WhenTheDeckRunsOutTheDiscardsAreShuffledIntoANewDeck) {
  Json j = base();
  j["deck"] = Json::array();
  j["discard"] = "rest";
  auto s = load(j);
  const std::size_t discards = s->toJson()["discard"].size();
  ASSERT_GT(discards, 20u);
  ASSERT_TRUE(s->applyText("take 0"));
  const vb::Outcome o = s->applyText("shift row 0 left");
  ASSERT_TRUE(o.ok);
  EXPECT_TRUE(o.revealed);
  const Json out = s->toJson();
  EXPECT_TRUE(out["discard"].empty());
  EXPECT_EQ(out["deck"].size(), discards - 1);
  EXPECT_FALSE(out["harvest"][0].is_null());
  EXPECT_TRUE(s->checkInvariants().empty());
}

// --- scoring ---------------------------------------------------------------------------------------

TEST(GardenScoring, ValuesComeFromThePostsBesideEdgeCards) {
  auto s = load(base());
  // carrot: t0 1 + b3 1; cabbage: t1 2 + r1 1; peas: t2 3 + b0 3 + r2 2; pepper: the bunny 0 + b1 2
  // + l2 3; tomato: l1 2 + b2 1. Compost cards score nothing.
  const vb::ScoreSheet sheet = s->scoreSheet();
  const auto& ana = sheet.players[0];
  ASSERT_EQ(ana.lines.size(), 6u);
  EXPECT_EQ(ana.lines[0], (vb::ScoreLine{"Carrot: 1 card \u00d7 2", 2}));
  EXPECT_EQ(ana.lines[1], (vb::ScoreLine{"Cabbage: 0 cards \u00d7 3", 0}));
  EXPECT_EQ(ana.lines[2], (vb::ScoreLine{"Peas: 1 card \u00d7 8", 8}));
  EXPECT_EQ(ana.lines[3], (vb::ScoreLine{"Pepper: 1 card \u00d7 5", 5}));
  EXPECT_EQ(ana.lines[4], (vb::ScoreLine{"Tomato: 1 card \u00d7 3", 3}));
  EXPECT_EQ(ana.lines[5], (vb::ScoreLine{"All five crops: missing cabbage", 0}));
  EXPECT_EQ(ana.total, 18);
  EXPECT_FALSE(sheet.final);
}

TEST(GardenScoring, EqualTotalsShareTheWin) {
  Json j = base();
  j["players"][1]["hand"] = j["players"][0]["hand"];
  const vb::ScoreSheet sheet = load(j)->scoreSheet();
  EXPECT_EQ(sheet.winners, (std::vector<int>{0, 1}));
}

// --- scenarios ---------------------------------------------------------------------------------------

TEST(GardenScenario, InconsistentScenariosAreRefusedWithTheField) {
  auto refusal = [](const std::function<void(Json&)>& edit) {
    Json j = base();
    edit(j);
    return vbtest::inputError([&] { load(j); });
  };
  auto has = [](const std::string& message, const std::string& fragment) {
    EXPECT_NE(message.find(fragment), std::string::npos) << message;
  };
  has(refusal([](Json& j) { j["fence"]["top"][3] = 3; }), "fence: carrots are in play, so exactly one post");
  has(refusal([](Json& j) { j["fence"]["top"] = {1, 2, 3}; }), "fence.top: must list 4 posts");
  has(refusal([](Json& j) { j["fence"]["left"] = {2, 3, 1}; }), "fence.left: must list 2 posts");
  has(refusal([](Json& j) { j["fence"]["top"] = {3, 3, 3, 0}; }), "fence: 5 posts show 3");
  has(refusal([](Json& j) { j["fence"]["top"][0] = 4; }), "fence.top[0]: a post's token is 1, 2 or 3");
  has(refusal([](Json& j) { j["fence"]["middle"] = Json::array(); }), "fence.middle: not a field");
  has(refusal([](Json& j) { j["mole"] = {0, 1}; }), "mole: 0,1 is not a compost card");
  has(refusal([](Json& j) { j["mole"] = nullptr; }), "mole: peas are in play");
  has(refusal([](Json& j) { j["garden"][0][0] = "potato"; }), "garden[0][0]: potato is not in play");
  // Only the crops of this game are offered: potato is out of it.
  has(refusal([](Json& j) { j["garden"][0][0] = "leek"; }),
      "garden[0][0]: must be a crop in play (carrot, cabbage, peas, pepper, tomato), not \"leek\"");
  has(refusal([](Json& j) { j["garden"][0][0] = nullptr; }),
      "garden[0][0]: must be a crop in play (carrot, cabbage, peas, pepper, tomato), not null");
  has(refusal([](Json& j) { j["garden"][2] = {"peas", "peas"}; }), "garden[2]: must be a row of 4 crops");
  has(refusal([](Json& j) { j["deck"] = Json(std::vector<std::string>(12, "peas")); }),
      "a 15th peas card; there are only 14");
  has(refusal([](Json& j) {
        j["crops"] = {"carrot", "cabbage", "peas", "pepper"};
      }),
      "crops: must list the 5");
  has(refusal([](Json& j) { j["colour"] = "green"; }), "colour: not a field of a Veggie Garden state");
  has(refusal([](Json& j) { j["players"][0]["stall"] = 1; }), "players[0].stall: not a field of a player");
  has(refusal([](Json& j) { j["players"][0]["hand"] = Json(std::vector<std::string>(10, "carrot")); }),
      "players[0].hand: at most 9 cards");
  has(refusal([](Json& j) {
        j["power"] = {{"crop", "peas"}, {"slot", 2}};
      }),
      "power.slot: harvest slot 2 must be empty");
  has(refusal([](Json& j) { j["phase"] = "over"; }), "phase: 'over' does not fit");
  has(refusal([](Json& j) {
        j["options"] = {{"removed", "peas"}};
      }),
      "crops: lists peas, but option removed=peas");
  has(refusal([](Json& j) { j["current"] = 5; }), "current: must be a seat number");
}

// Every `from` card of a scenario (garden, harvest, deck, hands) becomes a `to` card.
void replaceCrop(Json& j, const std::string& from, const std::string& to) {
  auto replaceIn = [&](Json& cards) {
    for (auto& c : cards)
      if (c == from) c = to;
  };
  for (auto& row : j["garden"]) replaceIn(row);
  for (const char* key : {"harvest", "deck"})
    if (j.contains(key)) replaceIn(j[key]);
  for (auto& p : j["players"])
    if (p.contains("hand")) replaceIn(p["hand"]);
}

TEST(GardenScenario, ABunnyNeedsCarrotsAndTheMoleNeedsPeas) {
  Json j = base();
  j["crops"] = {"potato", "cabbage", "peas", "pepper", "tomato"};
  replaceCrop(j, "carrot", "potato");
  EXPECT_NE(vbtest::inputError([&] { load(j); }).find("fence: a bunny (0), but carrots are not in play"),
            std::string::npos);
  j["fence"]["top"][3] = 3;  // four 1s, four 2s and four 3s now
  EXPECT_NO_THROW(load(j));
  Json k = potatoScenario();
  k["crops"] = {"carrot", "cabbage", "tomato", "pepper", "potato"};
  replaceCrop(k, "peas", "tomato");
  EXPECT_NE(vbtest::inputError([&] { load(k); }).find("mole: the mole is in the game only with the peas"),
            std::string::npos);
  k["mole"] = nullptr;
  EXPECT_NO_THROW(load(k));
}

TEST(GardenScenario, TheMoleMayStandOnAnyCropOfTheCompost) {
  Json j = base();
  j["mole"] = {2, 2};  // a cabbage: after a peas power the mole stands on whatever is there
  auto s = load(j);
  EXPECT_EQ(s->toJson()["mole"], Json({2, 2}));
}

TEST(GardenScenario, LeftOutFieldsTakeNaturalDefaults) {
  auto s = vbtest::scenario(R"({"game":"garden","seed":4,"options":{"removed":"tomato"},
    "players":[{"name":"Ana"},{"name":"Bo"}]})");
  const Json j = s->toJson();
  EXPECT_EQ(j["crops"], Json({"carrot", "cabbage", "peas", "pepper", "potato"}));
  EXPECT_FALSE(j["mole"].is_null());
  EXPECT_EQ(j["players"][0]["hand"].size(), 2u);
  EXPECT_EQ(j["phase"], "take");
  EXPECT_TRUE(s->checkInvariants().empty());
  EXPECT_EQ(j["deck"].size() + j["discard"].size(), 70u - 16 - 4 - 4);
}

TEST(GardenScenario, APowerInProgressReadsBack) {
  Json j = base();
  j["harvest"][2] = nullptr;
  j["power"] = {{"crop", "peas"}, {"slot", 2}, {"step", "swap"}};
  auto s = load(j);
  EXPECT_EQ(s->legalActions().size(), 4u);
  EXPECT_TRUE(vb::stateFromJson(s->toJson())->equals(*s));
  j["power"] = {{"crop", "tomato"}, {"slot", 2}};
  j["harvest"] = {nullptr, nullptr, nullptr, nullptr};
  EXPECT_NE(vbtest::inputError([&] { load(j); }).find("power: tomato has no legal use"), std::string::npos);
}

// --- hidden information, actions --------------------------------------------------------------------

TEST(GardenObservation, HidesOtherHandsAndTheDeck) {
  auto s = load(base());
  const Json o = s->observation(1);
  EXPECT_EQ(o["players"][0]["hand"], "hidden");
  EXPECT_EQ(o["players"][0]["hand_size"], 4);
  EXPECT_EQ(o["players"][1]["hand"], Json({"cabbage", "cabbage", "peas", "tomato"}));
  EXPECT_FALSE(o.contains("deck"));
  EXPECT_FALSE(o.contains("rng"));
  EXPECT_FALSE(o.contains("seed"));
  EXPECT_GT(o["deck_size"].get<int>(), 0);
  EXPECT_EQ(o["harvest"], s->toJson()["harvest"]);
  const std::string picture = s->render(1);
  EXPECT_NE(picture.find("cabbage x2"), std::string::npos) << picture;
  EXPECT_NE(picture.find("Ana (seat 0): 4 cards (hidden)"), std::string::npos) << picture;
}

TEST(GardenActions, TextsAreReadInEveryForm) {
  auto s = load(base());
  for (const char* text : {"take 3", "shift row 2 right", "shift column 0 up", "shift top left",
                           "shift bottom right", "swap side right", "bunny l1", "mole 2,2", "swap 0,0 1,1",
                           "swap posts r1 r2", "potato 3,3 carrot", "tomato 0,1 with 3"}) {
    const vb::ActionId a = s->parseAction(text);
    EXPECT_EQ(s->actionText(a), text);
    EXPECT_EQ(s->parseActionJson(s->actionJson(a)), a) << text;
  }
  // A swap may name its cells or posts in either order.
  EXPECT_EQ(s->parseAction("swap 2,2 0,1"), s->parseAction("swap 0,1 2,2"));
  EXPECT_EQ(s->parseAction("swap posts t2 t1"), s->parseAction("swap posts t1 t2"));
  for (const char* bad : {"", "take 4", "shift row 1 up", "shift column 4 up", "swap 0,0 0,0", "bunny x9",
                          "mole 4,4", "potato 1,1 leek", "tomato 1,1 2", "dig"}) {
    const vb::Outcome o = s->applyText(bad);
    EXPECT_FALSE(o.ok) << bad;
    EXPECT_NE(o.reason.find(std::string("'") + bad + "'"), std::string::npos) << o.reason;
  }
}

TEST(GardenActions, DescriptionsNameThePower) {
  auto s = load(base());
  EXPECT_EQ(s->describeAction(s->parseAction("take 2")), "Ana takes the peas from harvest slot 2");
  ASSERT_TRUE(s->applyText("take 2"));
  EXPECT_EQ(s->describeAction(s->parseAction("mole 2,1")), "Ana (peas) moves the mole to 2,1");
  ASSERT_TRUE(s->applyText("mole 2,1"));
  EXPECT_EQ(s->describeAction(s->parseAction("swap 1,0 3,2")),
            "Ana (peas) swaps the tomato at 1,0 with the tomato at 3,2");
}

}  // namespace
}  // namespace garden_rules_test
