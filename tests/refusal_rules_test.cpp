// Every refusal names its rule (docs/architecture.md#refusals-carry-their-rule): the anchors a game
// lists are headings of its rules page, random play gets an anchor for every refused action and none
// for a legal one, and each kind of refusal points at its own rule.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "rules_docs.h"
#include "support.h"
#include "vegetables_support.h"
#include "veggiebox/games/registry.h"

namespace refusal_rules_test {

namespace {

using vb::Json;
using vbtest::scenario;

const char* const kGames[] = {"veggies", "garden", "vegetables"};

const vb::Game& gameOf(const std::string& id) { return *vb::findGame(id); }

TEST(RefusalRules, SlugsAreGitHubsAnchors) {
  EXPECT_EQ(vbtest::headingSlug("Jollies: the Tractor"), "jollies-the-tractor");
  EXPECT_EQ(vbtest::headingSlug("Peas: move the mole, then swap across it"),
            "peas-move-the-mole-then-swap-across-it");
  EXPECT_EQ(vbtest::headingSlug("F.A.Q."), "faq");
  EXPECT_EQ(vbtest::headingSlug("Variant: all spaces"), "variant-all-spaces");
  EXPECT_EQ(vbtest::headingSlugs("# A\n```\n# not a heading\n```\n## B c\n#tag\n"),
            (std::vector<std::string>{"a", "b-c"}));
}

// In every language: a translated heading names the English one's anchor, `{#the-penalty}`, so a
// Rule link opens the same paragraph whatever the app speaks (docs/translating.md#words).
TEST(RefusalRules, EveryAnchorIsAHeadingOfTheGamesPage) {
  for (const char* id : kGames) {
    const auto rules = gameOf(id).refusalRules();
    EXPECT_FALSE(rules.empty()) << id;
    EXPECT_EQ(std::set<std::string>(rules.begin(), rules.end()).size(), rules.size()) << id << ": twice";
    for (const vbtest::RulesPage& page : vbtest::rulesPages(id)) {
      const auto anchors = vbtest::pageAnchors(page.text);
      for (const auto& rule : rules)
        EXPECT_NE(std::find(anchors.begin(), anchors.end(), rule), anchors.end())
            << id << ": no heading of its " << page.language.code << " rules page has the anchor " << rule;
    }
  }
}

// --- random play -------------------------------------------------------------------------------------

// The refusal of `action` and its rule agree: both empty, or a reason and one of the game's anchors.
// Returns whether it was refused.
bool checkRule(const vb::State& s, vb::ActionId action, const std::vector<std::string>& rules) {
  const std::string why = s.refusal(action), rule = s.refusalRule(action);
  EXPECT_EQ(why.empty(), rule.empty()) << s.game().id() << ": '" << why << "' under '" << rule << "'";
  if (!rule.empty()) {
    EXPECT_NE(std::find(rules.begin(), rules.end(), rule), rules.end())
        << s.game().id() << ": " << rule << " is not one of refusalRules() (" << why << ")";
  }
  return !why.empty();
}

// Plays `s` out at random. At every decision each legal action has no rule, and candidates that are
// refused each have one: actions read from texts that were legal earlier in the game (other phases,
// seats and places), and ids next to legal ones.
int playChecking(vb::State& s, std::uint64_t seed) {
  const auto rules = s.game().refusalRules();
  vb::Rng rng(seed);
  std::vector<std::string> pool;  // texts legal at some point of this game
  int refused = 0;
  while (!s.isOver()) {
    const auto legal = s.legalActions();
    for (vb::ActionId a : legal) EXPECT_FALSE(checkRule(s, a, rules)) << s.actionText(a);
    std::vector<vb::ActionId> candidates;
    for (int k = 0; k < 30 && !pool.empty(); ++k) {
      try {
        candidates.push_back(s.parseAction(pool[rng.below(pool.size())]));
      } catch (const vb::InputError&) {
        // a text this state cannot read at all (a variant's harvest): no action to ask about
      }
    }
    for (int k = 0; k < 10; ++k)
      candidates.push_back(legal[rng.below(legal.size())] + static_cast<vb::ActionId>(rng.below(5)) - 2);
    for (vb::ActionId a : candidates)
      if (!std::binary_search(legal.begin(), legal.end(), a) && checkRule(s, a, rules)) ++refused;
    for (int k = 0; k < 8; ++k) pool.push_back(s.actionText(legal[rng.below(legal.size())]));
    EXPECT_TRUE(s.apply(legal[rng.below(legal.size())]).ok);
  }
  return refused;
}

TEST(RefusalRules, RandomPlayNamesARuleForEveryRefusalAndNoneForALegalAction) {
  for (const char* id : kGames) {
    const vb::Game& game = gameOf(id);
    for (int players = game.minPlayers(); players <= game.maxPlayers(); ++players)
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        auto s = vbtest::newGame(id, players, seed);
        EXPECT_GT(playChecking(*s, seed), 20) << id << " " << players << " players, seed " << seed;
      }
  }
}

TEST(RefusalRules, RandomPlayUnderAVariant) {
  // A harvest of 3 and a smaller Veggies market change which slots exist (docs/variants.md).
  const std::map<std::string, Json> variants = {
      {"veggies", {{"name", "small market"}, {"rules", {{"market_size", 2}}}}},
      {"garden", {{"name", "small harvest"}, {"rules", {{"harvest_size", 3}}}}},
  };
  for (const auto& [id, json] : variants) {
    const vb::Game& game = gameOf(id);
    vb::Setup setup{{"A", "B", "C"}, 5, {}, game.readVariant(json)};
    auto s = game.newGame(setup);
    EXPECT_GT(playChecking(*s, 5), 20) << id;
  }
}

// --- one scenario per kind of refusal -------------------------------------------------------------------

// A state, the action refused there (as text, or as an id no text gives) and the anchor of its rule.
struct Case {
  std::string game;
  std::string name;
  std::function<std::unique_ptr<vb::State>()> make;
  std::string action;  // empty: `raw`
  std::string rule;
  vb::ActionId raw = -1;
};

// A scenario with `before` applied.
std::function<std::unique_ptr<vb::State>()> at(std::string json, std::vector<std::string> before = {}) {
  return [json = std::move(json), before = std::move(before)] {
    auto s = scenario(json);
    for (const auto& a : before) EXPECT_TRUE(s->applyText(a).ok) << a;
    return s;
  };
}

const char* const kVeggiesSetup =
    R"({"game":"veggies","players":[{"name":"Ana","drawn":[3,4]},{"name":"Bo","drawn":[5,6]}]})";
const char* const kVeggiesColumn = R"({"game":"veggies","players":[
  {"name":"Ana","hand":5,"stall":{"rows":["SS","SS","SS"],"cards":[30]}},{"name":"Bo","stall":{"rows":["BB"]}}]})";
const char* const kVeggiesTie = R"({"game":"veggies","players":[
  {"name":"Ana","stall":{"rows":["SSS","BBB"],"cards":[1,2,3,4,5,6,7,8]}},
  {"name":"Bo","stall":{"rows":["GG","R."],"cards":[9,10,11,12,13,14,15,16]}}]})";

std::vector<Case> veggiesCases() {
  return {
      {"veggies", "a placement during the setup", at(kVeggiesSetup), "place hand r0 at 0,0", "setup"},
      {"veggies", "a start card not drawn", at(kVeggiesSetup), "start 7", "setup"},
      {"veggies", "a start during the turns", at(kVeggiesColumn), "start 5", "a-turn"},
      {"veggies", "no hand card",
       at(R"({"game":"veggies","players":[{"name":"Ana","hand":null,"stall":{"rows":["SS","SS","SS"]}},
          {"name":"Bo","stall":{"rows":["BB"]}}]})"),
       "place hand r0 at 2,0", "a-turn"},
      {"veggies", "a turn that looks the same",
       at(R"({"game":"veggies","players":[{"name":"Ana","hand":14,"stall":{"rows":["SS","SS","SS"]}},
          {"name":"Bo","stall":{"rows":["BB"]}}]})"),
       "place hand r180 at 0,0", "coordinates"},
      {"veggies", "a corner only", at(kVeggiesColumn), "place hand r0 at 2,3",
       "legal-and-illegal-placements"},
      {"veggies", "not touching", at(kVeggiesColumn), "place hand r90 at 3,0",
       "legal-and-illegal-placements"},
      {"veggies", "a type not largest", at(kVeggiesTie), "announce G", "scoring"},
      {"veggies", "a placement while announcing", at(kVeggiesTie), "place hand r0 at 0,0", "scoring"},
      {"veggies", "the game is over", at(kVeggiesTie, {"announce B"}), "announce S", "the-end-of-the-game"},
      {"veggies", "no action", at(kVeggiesColumn), "", "how-actions-are-written"},
  };
}

// Ana to move, the mole at 1,1, the bunny at t3; the harvest is cabbage, carrot, peas, pepper.
// The garden of docs/rules/garden.md#the-powers (tests/data/garden/powers.json).
const std::string& gardenBase() {
  static const std::string text = vbtest::readFile(vbtest::dataPath("garden/powers.json"));
  return text;
}

// The garden changed by `edit`, as JSON text.
std::string garden(const std::function<void(Json&)>& edit) {
  Json j = Json::parse(gardenBase());
  edit(j);
  return j.dump();
}

std::string gardenHands(int cards) {
  return garden([cards](Json& j) {
    const Json crops = {"carrot", "peas", "pepper", "tomato", "cabbage"};
    for (auto& p : j["players"]) {
      p["hand"] = Json::array();
      for (int k = 0; k < cards; ++k) p["hand"].push_back(crops[static_cast<std::size_t>(k % 5)]);
    }
  });
}

std::vector<Case> gardenCases() {
  // The same garden with potatoes in play instead of tomatoes, and a potato in the harvest.
  std::string text = gardenBase();
  for (std::size_t at = text.find("tomato"); at != std::string::npos; at = text.find("tomato"))
    text.replace(at, 6, "potato");
  Json potatoes = Json::parse(text);
  potatoes["harvest"][3] = "potato";
  const std::string potato = potatoes.dump();
  return {
      {"garden", "a power before taking", at(gardenBase()), "bunny t1", "a-turn"},
      {"garden", "an empty harvest slot", at(garden([](Json& j) { j["harvest"][1] = nullptr; })), "take 1",
       "a-turn"},
      {"garden", "the mole's row", at(gardenBase(), {"take 0"}), "shift row 1 left", "cabbage-shift-a-line"},
      {"garden", "the bunny where it is", at(gardenBase(), {"take 1"}), "bunny t3", "carrot-move-the-bunny"},
      {"garden", "the mole off the compost", at(gardenBase(), {"take 2"}), "mole 0,0",
       "peas-move-the-mole-then-swap-across-it"},
      {"garden", "a peas swap not across the mole", at(gardenBase(), {"take 2", "mole 2,2"}), "swap 0,0 0,1",
       "peas-move-the-mole-then-swap-across-it"},
      {"garden", "pepper on cards that do not touch", at(gardenBase(), {"take 3"}), "swap 0,0 0,2",
       "pepper-swap-two-neighbours"},
      {"garden", "a potato for a crop not in hand", at(potato, {"take 3"}), "potato 0,0 cabbage",
       "potato-swap-with-your-hand"},
      {"garden", "a tomato from its own slot",
       at(garden([](Json& j) { j["harvest"][0] = "tomato"; }), {"take 0"}), "tomato 0,0 with 0",
       "tomato-replant-from-the-harvest"},
      {"garden", "a power in the last round", at(gardenHands(8)), "bunny t1", "the-last-round"},
      {"garden", "the game is over", at(gardenHands(9)), "take 0", "the-last-round"},
      {"garden", "no action", at(gardenBase()), "", "how-actions-are-written"},
  };
}

std::string vegetables(const std::function<void(Json&)>& edit) {
  Json j = vbtest::vegetables::base();
  edit(j);
  return j.dump();
}

// Bo (seat 1) to move with nothing to play: the penalty.
std::string stuck() {
  return vegetables([](Json& j) {
    j["players"][1]["hand"] = Json::array({"G9", "V7"});
    j["players"][1]["terrains"] = Json::array();
    j["players"][1]["jollies"] = {{"uncollected", 0}, {"held", 0}};
    j["players"][3]["terrains"] = Json::array({"Y2", "G1"});
    j["current"] = 1;
  });
}

std::vector<Case> vegetablesCases() {
  const std::string base = vbtest::vegetables::kBase;
  const std::string oneHand = vegetables([](Json& j) {
    j["options"] = {{"hands", "1"}};
    j["players"][0]["hand"] = {"R9"};
    j["players"][0]["terrains"] = Json::array();
  });
  // Ana holds R9, R13 and a jolly: `jolly R9` opens a chain and burns her own R9.
  const std::string chain = vegetables([](Json& j) {
    j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 1}};
  });
  return {
      {"vegetables", "a card after a gap", at(base), "play R13", "the-board"},
      {"vegetables", "a card not held", at(base), "play G5", "a-turn"},
      {"vegetables", "a terrain not in front", at(base), "terrain G1", "a-turn"},
      {"vegetables", "a silo with no terrain", at(base), "silo 0", "a-turn"},
      {"vegetables", "not the silo after a terrain", at(base, {"terrain R2"}), "play R9", "a-turn"},
      {"vegetables", "a pass before a play", at(base), "pass", "ending-a-turn"},
      {"vegetables", "the well before a play", at(base), "well 0", "ending-a-turn"},
      {"vegetables", "no jolly in hand", at(base), "jolly R9", "jollies-the-tractor"},
      {"vegetables", "outside an open chain", at(chain, {"jolly R9"}), "pass", "jollies-the-tractor"},
      {"vegetables", "a discard of a card not burnt", at(base), "discard R9", "burnt-cards"},
      {"vegetables", "a play of a burnt card", at(chain, {"jolly R9"}), "play R9", "burnt-cards"},
      {"vegetables", "a penalty with a move", at(base), "penalty A", "the-penalty"},
      {"vegetables", "a play in the penalty", at(stuck()), "pass", "the-penalty"},
      {"vegetables", "the match is over", at(oneHand, {"play R9"}), "pass", "scores"},
      {"vegetables", "no action", at(base), "", "how-actions-are-written"},
  };
}

std::vector<Case> allCases() {
  std::vector<Case> all = veggiesCases();
  for (auto more : {gardenCases(), vegetablesCases()}) all.insert(all.end(), more.begin(), more.end());
  return all;
}

TEST(RefusalRules, EachKindOfRefusalNamesItsOwnRule) {
  for (const Case& c : allCases()) {
    auto s = c.make();
    ASSERT_EQ(s->game().id(), c.game) << c.name;
    const vb::ActionId action = c.action.empty() ? c.raw : s->parseAction(c.action);
    EXPECT_NE(s->refusal(action), "") << c.game << ", " << c.name << ": " << c.action << " is legal";
    EXPECT_EQ(s->refusalRule(action), c.rule) << c.game << ", " << c.name << ": " << s->refusal(action);
  }
}

TEST(RefusalRules, TheScenariosNameEveryAnchorOfEveryGame) {
  std::map<std::string, std::set<std::string>> named;
  for (const Case& c : allCases()) named[c.game].insert(c.rule);
  for (const char* id : kGames)
    for (const auto& rule : gameOf(id).refusalRules())
      EXPECT_TRUE(named[id].count(rule)) << id << ": no scenario is refused under " << rule;
}

}  // namespace
}  // namespace refusal_rules_test
