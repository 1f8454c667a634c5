// Variants (docs/variants.md): reading and refusing them, each rule changing exactly what it says,
// and a variant travelling through snapshots, scenarios and saves.
#include <algorithm>

#include "support.h"
#include "veggiebox/play/timeline.h"

namespace variants_test {

namespace {

const vb::Game& game(const std::string& id) { return *vb::findGame(id); }

vb::Variant variant(const std::string& id, const std::string& json) {
  return game(id).readVariant(vb::Json::parse(json));
}

std::unique_ptr<vb::State> newGame(const std::string& id, int players, std::uint64_t seed,
                                   const vb::Variant& v, vb::Options options = {}) {
  vb::Setup setup;
  for (int i = 0; i < players; ++i) setup.names.push_back("P" + std::to_string(i + 1));
  setup.seed = seed;
  setup.options = std::move(options);
  setup.variant = v;
  return game(id).newGame(setup);
}

// Plays the first legal action until the game ends (or `stop` says so); the number of decisions.
template <class Stop>
int playOut(vb::State& state, vb::Rng& rng, Stop stop) {
  int steps = 0;
  while (!state.isOver()) {
    const auto legal = state.legalActions();
    const vb::ActionId a = legal[rng.below(legal.size())];
    if (stop(state, a)) break;
    EXPECT_TRUE(state.apply(a).ok);
    ++steps;
  }
  return steps;
}
int playOut(vb::State& state, vb::Rng& rng) {
  return playOut(state, rng, [](const vb::State&, vb::ActionId) { return false; });
}

bool hasLine(const vb::PlayerScore& p, const std::string& prefix) {
  return std::any_of(p.lines.begin(), p.lines.end(),
                     [&](const vb::ScoreLine& l) { return l.label.rfind(prefix, 0) == 0; });
}

// --- reading and refusing -------------------------------------------------------------------

TEST(Variants, EveryGameDeclaresItsRulesWithDefaults) {
  for (const char* id : {"veggies", "garden", "vegetables"}) {
    const auto rules = game(id).rules();
    EXPECT_GE(rules.size(), 4u) << id;
    for (const auto& spec : rules) {
      EXPECT_FALSE(spec.help.empty()) << spec.key;
      EXPECT_EQ(spec.rule.rfind("docs/rules/", 0), 0u) << spec.key;
      // Its default is a value the variant reader accepts (a deck's default, null, is the published deck).
      if (spec.type != vb::RuleSpec::Type::kDeck) {
        EXPECT_NO_THROW(game(id).readVariant(vb::Json{{"rules", {{spec.key, spec.defaultValue}}}}))
            << spec.key;
      }
    }
  }
}

TEST(Variants, ReadsNameAndRules) {
  const vb::Variant v =
      variant("garden", R"({"game":"garden","name":"big bonus","rules":{"all_crops_bonus":100}})");
  EXPECT_EQ(v.name, "big bonus");
  EXPECT_EQ(v.rules, (vb::Json{{"all_crops_bonus", 100}}));
  EXPECT_EQ(game("garden").resolveRules(v).at("all_crops_bonus"), 100);
  EXPECT_EQ(game("garden").resolveRules(v).at("starting_hand"), 2);
  EXPECT_TRUE(variant("garden", "{}").empty());
}

TEST(Variants, RefusalsNameTheField) {
  auto refusal = [](const std::string& id, const std::string& json) {
    return vbtest::inputError([&] { variant(id, json); });
  };
  EXPECT_EQ(refusal("garden", R"({"rules":{"all_crops_bonus":"x"}})"),
            "rules.all_crops_bonus: expected a whole number, not \"x\"");
  EXPECT_EQ(refusal("garden", R"({"rules":{"all_crops_bonus":2.5}})"),
            "rules.all_crops_bonus: expected a whole number, not the number 2.5");
  EXPECT_EQ(refusal("garden", R"({"rules":{"all_crops_bonus":4294967297}})"),
            "rules.all_crops_bonus: must be from 0 to 1000, not 4294967297");
  EXPECT_EQ(refusal("veggies", R"({"rules":{"stall_cards":12}})"),
            "rules.stall_cards: must be from 2 to 8, not 12");
  EXPECT_EQ(refusal("garden", R"({"rules":{"power_peas":0}})"),
            "rules.power_peas: expected true or false, not 0");
  EXPECT_EQ(refusal("garden", R"({"rules":{"harvest":3}})")
                .rfind("rules.harvest: Veggie Garden has no such rule (it has: all_crops_bonus, ", 0),
            0u);
  EXPECT_EQ(refusal("garden", R"({"game":"veggies"})"),
            "game: this is a variant of 'veggies', not of garden");
  EXPECT_EQ(refusal("garden", R"({"name":3})"), "name: expected a string, not 3");
  EXPECT_EQ(refusal("garden", R"({"rules":[]})"), "rules: expected an object of rules, not an empty array");
  EXPECT_EQ(refusal("garden", R"({"rule":{}})"), "rule: not a field of a variant");
  EXPECT_EQ(refusal("garden", "[1]").rfind("a variant must be a JSON object", 0), 0u);
}

TEST(Variants, AnImpossibleVariantIsRefusedWhenDealt) {
  const vb::Variant few = variant("garden", R"({"rules":{"cards_per_crop":8}})");
  EXPECT_EQ(
      vbtest::inputError([&] { newGame("garden", 4, 1, few); }),
      "rules.cards_per_crop: 40 cards are too few for 4 players, who need 56 (16 in the garden, 4 in the "
      "harvest, 9 in each final hand)");
  // Two players need only 38.
  auto state = newGame("garden", 2, 1, few);
  vb::Rng rng(1);
  playOut(*state, rng);
  EXPECT_TRUE(state->isOver());
}

// --- each rule changes exactly what it says ---------------------------------------------------

TEST(Variants, GardenWithoutTheBonusHasNoBonusLine) {
  const vb::Variant none = variant("garden", R"({"name":"no bonus","rules":{"all_crops_bonus":0}})");
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto plain = newGame("garden", 3, seed, {});
    auto varied = newGame("garden", 3, seed, none);
    vb::Rng a(seed), b(seed);
    playOut(*plain, a);
    playOut(*varied, b);
    const auto withBonus = plain->scoreSheet(), without = varied->scoreSheet();
    for (std::size_t i = 0; i < without.players.size(); ++i) {
      EXPECT_TRUE(hasLine(withBonus.players[i], "All five crops"));
      EXPECT_FALSE(hasLine(without.players[i], "All five crops"));
      // Every other line is the one the published rules give: same deal, same play.
      auto lines = withBonus.players[i].lines;
      lines.pop_back();
      ASSERT_EQ(lines.size(), without.players[i].lines.size());
      for (std::size_t k = 0; k < lines.size(); ++k)
        EXPECT_EQ(lines[k].label, without.players[i].lines[k].label);
    }
  }
}

TEST(Variants, GardenPowersSwitchedOffAreSkipped) {
  const vb::Variant off = variant(
      "garden",
      R"({"rules":{"power_carrot":false,"power_cabbage":false,"power_peas":false,"power_pepper":false,"power_potato":false,"power_tomato":false}})");
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto state = newGame("garden", 2 + static_cast<int>(seed % 3), seed, off);
    vb::Rng rng(seed);
    // No power is ever in progress: every decision takes a harvest card, and each player takes 7.
    const int steps = playOut(*state, rng, [](const vb::State& s, vb::ActionId a) {
      EXPECT_EQ(s.actionText(a).rfind("take ", 0), 0u) << s.actionText(a);
      EXPECT_TRUE(s.toJson().at("power").is_null());
      return false;
    });
    EXPECT_EQ(steps, state->numPlayers() * 7);
  }
  // One power off: the carrot card is still taken, its power skipped.
  const vb::Variant noCarrot = variant("garden", R"({"rules":{"power_carrot":false}})");
  auto state = newGame("garden", 2, 3, noCarrot, {{"removed", "tomato"}});
  vb::Rng rng(3);
  playOut(*state, rng, [](const vb::State& s, vb::ActionId) {
    EXPECT_NE(s.toJson().at("power"), (vb::Json{{"crop", "carrot"}, {"slot", 0}}));
    const vb::Json power = s.toJson().at("power");
    EXPECT_TRUE(power.is_null() || power.at("crop") != "carrot");
    return false;
  });
}

TEST(Variants, GardenStartingHandAndCardsPerCrop) {
  const vb::Variant v = variant("garden", R"({"rules":{"starting_hand":5,"cards_per_crop":12}})");
  auto state = newGame("garden", 2, 9, v, {{"removed", "tomato"}});
  const vb::Json j = state->toJson();
  for (const auto& p : j.at("players")) EXPECT_EQ(p.at("hand").size(), 5u);
  EXPECT_EQ(j.at("deck").size(), 5u * 12 - 16 - 4 - 2 * 5);
  vb::Rng rng(9);
  playOut(*state, rng);
  const vb::Json end = state->toJson();  // kept: a range-for over a temporary's member dangles
  for (const auto& p : end.at("players")) EXPECT_EQ(p.at("hand").size(), 9u);
}

// The fence's tokens, as the snapshot lists them post by post (t0-t3, b0-b3, l1 l2, r1 r2).
std::vector<int> fenceOf(const vb::Json& j) {
  std::vector<int> out;
  for (const char* side : {"top", "bottom", "left", "right"})
    for (const auto& v : j.at("fence").at(side)) out.push_back(v.get<int>());
  return out;
}

// The same deal with other token values: only the tokens change, each post keeping its place in the
// shuffle, and the bunny its post.
TEST(Variants, GardenFenceTokensChangeOnlyTheTokens) {
  const vb::Variant fives = variant("garden", R"({"rules":{"fence_tokens":[5,5,5,5,5,5,5,5,5,5,5,5]}})");
  const vb::Variant mixed = variant("garden", R"({"rules":{"fence_tokens":[1,2,3,4,5,6,7,8,9,9,9,9]}})");
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    vb::Json plain = newGame("garden", 3, seed, {})->toJson();
    vb::Json five = newGame("garden", 3, seed, fives)->toJson();
    const std::vector<int> published = fenceOf(plain), all5 = fenceOf(five);
    for (std::size_t p = 0; p < published.size(); ++p) EXPECT_EQ(all5[p], published[p] == 0 ? 0 : 5);
    plain.erase("fence");
    five.erase("fence");
    five.erase("variant");
    EXPECT_EQ(five, plain) << "everything but the fence is dealt as in the published game";

    std::vector<int> tokens = fenceOf(newGame("garden", 3, seed, mixed, {{"removed", "tomato"}})->toJson());
    std::sort(tokens.begin(), tokens.end());
    EXPECT_EQ(tokens.front(), 0) << "the bunny replaces one token";
    tokens.erase(tokens.begin());
    std::vector<int> all = {1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9};
    EXPECT_TRUE(std::includes(all.begin(), all.end(), tokens.begin(), tokens.end()));
  }
  // Without carrots there is no bunny: all twelve tokens lie on the posts.
  std::vector<int> tokens = fenceOf(newGame("garden", 2, 4, mixed, {{"removed", "carrot"}})->toJson());
  std::sort(tokens.begin(), tokens.end());
  EXPECT_EQ(tokens, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9}));
}

// A crop's value is the sum of the tokens beside it, whatever they are (docs/rules/garden.md#scoring).
TEST(Variants, GardenFenceTokensScore) {
  auto s = vbtest::scenario(R"({"game":"garden","seed":3,
    "variant":{"name":"sevens","rules":{"fence_tokens":[7,7,7,7,7,7,7,7,7,7,7,9]}},
    "crops":["carrot","cabbage","peas","pepper","tomato"],
    "garden":[["carrot","cabbage","peas","pepper"],["tomato","peas","carrot","cabbage"],
              ["pepper","tomato","cabbage","peas"],["peas","pepper","tomato","carrot"]],
    "fence":{"top":[7,7,9,0],"bottom":[7,7,7,7],"left":[7,7],"right":[7,7]},
    "players":[{"name":"Ana","hand":["carrot","carrot"]},{"name":"Bo","hand":["peas"]}]})");
  const vb::ScoreSheet sheet = s->scoreSheet();
  // Carrot: t0 7 + b3 7; peas: t2 9 + b0 7 + r2 7.
  EXPECT_EQ(sheet.players[0].lines.front().label, "Carrot: 2 cards \u00d7 14");
  EXPECT_EQ(sheet.players[1].total, 23);
  vbtest::applyAll(*s, {"take 0"});  // whatever the harvest, the game goes on with these tokens
}

TEST(Variants, GardenFenceTokenRefusals) {
  auto refusal = [](const std::string& json) { return vbtest::inputError([&] { variant("garden", json); }); };
  EXPECT_EQ(refusal(R"({"rules":{"fence_tokens":[1,1,1,0,2,2,2,2,3,3,3,3]}})"),
            "rules.fence_tokens[3]: must be from 1 to 9, not 0");
  EXPECT_EQ(refusal(R"({"rules":{"fence_tokens":[1,1,1,1,2,2,2,2,3,3,3,10]}})"),
            "rules.fence_tokens[11]: must be from 1 to 9, not 10");
  EXPECT_NE(refusal(R"({"rules":{"fence_tokens":[1,1,1,1,2,2,2,2,3,3,3]}})")
                .find("rules.fence_tokens: expected a list of 12 whole numbers"),
            std::string::npos);
  EXPECT_NE(
      refusal(R"({"rules":{"fence_tokens":[1,1,1,1,2,2,2,2,3,3,3,"3"]}})").find("rules.fence_tokens[11]: "),
      std::string::npos);
  // A scenario's fence under the variant holds the variant's tokens.
  const char* head = R"({"game":"garden","variant":{"rules":{"fence_tokens":[4,4,4,4,4,4,4,4,4,4,6,6]}},
    "options":{"removed":"tomato"},"players":[{},{}],)";
  EXPECT_EQ(vbtest::inputError([&] {
              vbtest::scenario(std::string(head) +
                               R"("fence":{"top":[3,4,4,0],"bottom":[4,4,4,4],"left":[4,6],"right":[4,4]}})");
            }),
            "fence.top[0]: a post's token is 4 or 6, or 0 for the bunny");
  EXPECT_EQ(vbtest::inputError([&] {
              vbtest::scenario(std::string(head) +
                               R"("fence":{"top":[6,4,4,0],"bottom":[4,4,4,4],"left":[4,6],"right":[6,4]}})");
            }),
            "fence: 3 posts show 6; the tokens are ten 4s and two 6s");
}

// The harvest's size: the deal shows that many cards, every take and tomato offers their slots, and
// the action texts of the published harvest stay as they were.
TEST(Variants, GardenHarvestSize) {
  for (int size : {2, 3, 6, 8}) {
    SCOPED_TRACE("harvest of " + std::to_string(size));
    const vb::Variant v = variant("garden", R"({"rules":{"harvest_size":)" + std::to_string(size) + "}}");
    auto state = newGame("garden", 2, 7, v, {{"removed", "potato"}});
    const vb::Json j = state->toJson();
    ASSERT_EQ(j.at("harvest").size(), static_cast<std::size_t>(size));
    for (const auto& card : j.at("harvest")) EXPECT_TRUE(card.is_string());
    EXPECT_EQ(j.at("deck").size(), 70u - 16 - static_cast<std::size_t>(size) - 2 * 2);
    std::vector<std::string> takes;
    for (int s = 0; s < size; ++s) takes.push_back("take " + std::to_string(s));
    EXPECT_EQ(state->legalActionTexts(), takes);
    if (size < 8) {
      vbtest::expectRefused(
          *state, "take " + std::to_string(size),
          "'take " + std::to_string(size) + "': the harvest slots are 0 to " + std::to_string(size - 1));
      // The JSON form is read against the harvest too.
      const vb::Json take = {{"type", "take"}, {"slot", size}};
      EXPECT_NE(vbtest::inputError([&] { state->parseActionJson(take); }).find("the harvest slots are 0 to "),
                std::string::npos);
    }
    // Played to the end, with every tomato offering each other harvest slot.
    vb::Rng rng(7);
    playOut(*state, rng, [&](const vb::State& s, vb::ActionId) {
      const vb::Json now = s.toJson();
      EXPECT_EQ(now.at("harvest").size(), static_cast<std::size_t>(size));
      for (const auto& text : s.legalActionTexts())
        if (text.rfind("tomato ", 0) == 0) {
          EXPECT_LT(text.back() - '0', size) << text;
        }
      return false;
    });
    const vb::Json end = state->toJson();
    for (const auto& p : end.at("players")) EXPECT_EQ(p.at("hand").size(), 9u);
  }
  // The published harvest keeps its texts: a tomato's action reads and writes as before.
  auto plain = vbtest::scenario(R"({"game":"garden","options":{"removed":"potato"},"players":[{},{}],
    "harvest":["tomato","carrot","peas","pepper"],"mole":[1,1]})");
  ASSERT_TRUE(plain->applyText("take 0"));
  EXPECT_EQ(plain->actionText(plain->parseAction("tomato 0,0 with 3")), "tomato 0,0 with 3");
  EXPECT_TRUE(vbtest::isLegal(*plain, "tomato 3,3 with 1"));
}

// A harvest of one crop is redealt whatever its size (the four-of-a-kind rule), and a scenario may
// not show one.
TEST(Variants, GardenHarvestOfOneCropIsRedealt) {
  const vb::Variant two = variant("garden", R"({"rules":{"harvest_size":2}})");
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto state = newGame("garden", 2, seed, two);
    vb::Rng rng(seed);
    playOut(*state, rng, [](const vb::State& s, vb::ActionId) {
      const vb::Json h = s.toJson().at("harvest");
      if (s.toJson().at("phase") == "take" && h[0].is_string()) {
        EXPECT_NE(h[0], h[1]) << "a harvest of two of one crop is discarded and redealt";
      }
      return false;
    });
  }
  EXPECT_EQ(
      vbtest::inputError([] {
        vbtest::scenario(R"({"game":"garden","variant":{"rules":{"harvest_size":3}},"players":[{},{}],
                "options":{"removed":"potato"},"harvest":["peas","peas","peas"]})");
      }),
      "harvest: 3 peas cards: the four-of-a-kind rule discards them (leave out \"harvest\" to deal it)");
  EXPECT_NE(vbtest::inputError([] {
              vbtest::scenario(R"({"game":"garden","variant":{"rules":{"harvest_size":3}},"players":[{},{}],
                "harvest":["peas","carrot","peas","cabbage"]})");
            }).find("harvest: must list the 3 harvest slots"),
            std::string::npos);
}

TEST(Variants, GardenHarvestTooSmallForThePlayers) {
  const vb::Variant two = variant("garden", R"({"rules":{"harvest_size":2}})");
  EXPECT_EQ(vbtest::inputError([&] { newGame("garden", 3, 1, two); }),
            "rules.harvest_size: a harvest of 2 cards is too small for 3 players: the last round takes one "
            "card each, with no refill");
  auto state = newGame("garden", 2, 1, two);
  vb::Rng rng(1);
  playOut(*state, rng);
  EXPECT_TRUE(state->isOver());
  EXPECT_EQ(vbtest::inputError([] { variant("garden", R"({"rules":{"harvest_size":9}})"); }),
            "rules.harvest_size: must be from 2 to 8, not 9");
  // The cards a game needs count the harvest: 8 slots with 11 cards a crop are too many for 4 players.
  const vb::Variant big = variant("garden", R"({"rules":{"harvest_size":8,"cards_per_crop":11}})");
  EXPECT_EQ(vbtest::inputError([&] { newGame("garden", 4, 1, big); }),
            "rules.cards_per_crop: 55 cards are too few for 4 players, who need 60 (16 in the garden, 8 in "
            "the harvest, 9 in each final hand)");
}

TEST(Variants, VeggiesStallCardsAndMarketSize) {
  const vb::Variant v = variant("veggies", R"({"rules":{"stall_cards":4,"market_size":1}})");
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto state = newGame("veggies", 3, seed, v);
    vb::Rng rng(seed);
    EXPECT_EQ(state->toJson().at("market").size(), 1u);
    playOut(*state, rng, [](const vb::State& s, vb::ActionId a) {
      const std::string text = s.actionText(a);
      EXPECT_EQ(text.find("market 1"), std::string::npos) << text;
      EXPECT_EQ(text.find("market 2"), std::string::npos) << text;
      return false;
    });
    const vb::Json end = state->toJson();  // kept: a range-for over a temporary's member dangles
    for (const auto& p : end.at("players")) EXPECT_EQ(p.at("stall").at("cards").size(), 4u);
  }
}

TEST(Variants, VeggiesMiceAndCrates) {
  const vb::Variant v = variant("veggies", R"({"rules":{"mouse_points":0,"crate_points":3}})");
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    auto plain = newGame("veggies", 2, seed, {});
    auto varied = newGame("veggies", 2, seed, v);
    vb::Rng a(seed), b(seed);
    playOut(*plain, a);
    playOut(*varied, b);
    const auto p = plain->scoreSheet(), q = varied->scoreSheet();
    for (std::size_t i = 0; i < q.players.size(); ++i) {
      EXPECT_FALSE(hasLine(p.players[i], "Crates"));
      ASSERT_TRUE(hasLine(q.players[i], "Crates"));
      const auto& lines = q.players[i].lines;
      const auto mice = std::find_if(lines.begin(), lines.end(),
                                     [](const auto& l) { return l.label.rfind("Mice", 0) == 0; });
      ASSERT_NE(mice, lines.end());
      EXPECT_EQ(mice->points, 0);
      // The total is the published total without the mice, with 3 a crate.
      const auto& crates = lines.back();
      EXPECT_EQ(crates.points % 3, 0);
      const auto& pl = p.players[i].lines;
      const auto pm =
          std::find_if(pl.begin(), pl.end(), [](const auto& l) { return l.label.rfind("Mice", 0) == 0; });
      EXPECT_EQ(q.players[i].total, p.players[i].total - pm->points + crates.points);
    }
  }
}

TEST(Variants, VeggiesDeckFileWithoutMice) {
  // tests/data/variants/no-mice.json names its deck file relative to itself.
  const vb::Variant v = vb::readVariantFile(game("veggies"), vbtest::dataPath("variants/no-mice.json"));
  ASSERT_EQ(v.rules.at("deck").size(), 40u);   // read in, so that states and saves carry it
  EXPECT_EQ(v.rules.at("deck")[3], "XSGGXG");  // card 4, RSGGXG, with its mouse a crate
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    auto state = newGame("veggies", 2 + static_cast<int>(seed % 3), seed, v);
    vb::Rng rng(seed);
    playOut(*state, rng);
    for (const auto& p : state->scoreSheet().players)
      for (const auto& line : p.lines)
        if (line.label.rfind("Mice", 0) == 0) {
          EXPECT_EQ(line.label.rfind("Mice: 0 ", 0), 0u) << line.label;
        }
    const vb::Json end = state->toJson();  // kept: a range-for over a temporary's member dangles
    for (const auto& p : end.at("players"))
      for (const auto& row : p.at("stall").at("rows"))
        EXPECT_EQ(row.get<std::string>().find('R'), std::string::npos);
    // The snapshot carries the deck: it reads back to the same game.
    EXPECT_TRUE(game("veggies").fromJson(state->toJson())->equals(*state));
  }
  // A deck of the wrong size or with an unknown code is refused naming the card.
  vb::Json bad = v.rules.at("deck");
  bad[7] = "SSSSSQ";
  EXPECT_EQ(vbtest::inputError([&] {
              game("veggies").readVariant(vb::Json{{"rules", {{"deck", bad}}}});
            }),
            "rules.deck[7]: expected a card of 6 codes from SBGMCXR, not \"SSSSSQ\"");
}

TEST(Variants, VegetablesPenaltyAValue) {
  const vb::Variant v = variant("vegetables", R"({"rules":{"penalty_a":-7}})");
  // Plays one-hand games choosing penalty A whenever it is offered, until one scores it; every
  // penalty line is then worth -7.
  int penalties = 0;
  for (std::uint64_t seed = 1; seed <= 40 && penalties == 0; ++seed) {
    auto state = newGame("vegetables", 4, seed, v, {{"hands", "1"}});
    vb::Rng rng(seed);
    while (!state->isOver()) {
      const auto legal = state->legalActions();
      vb::ActionId pick = legal[rng.below(legal.size())];
      for (vb::ActionId a : legal)
        if (state->actionText(a) == "penalty A") pick = a;
      ASSERT_TRUE(state->apply(pick).ok);
    }
    for (const auto& p : state->scoreSheet().players)
      for (const auto& line : p.lines)
        if (line.label.find("penalty A") != std::string::npos) {
          ++penalties;
          EXPECT_EQ(line.points, -7) << line.label;
        }
  }
  EXPECT_GT(penalties, 0) << "no penalty A was scored in 40 games";
}

// --- travelling -------------------------------------------------------------------------------

TEST(Variants, SnapshotsAndObservationsCarryTheVariant) {
  const vb::Variant v = variant("garden", R"({"name":"big bonus","rules":{"all_crops_bonus":100}})");
  auto state = newGame("garden", 2, 4, v);
  const vb::Json j = state->toJson();
  EXPECT_EQ(j.at("variant"), (vb::Json{{"name", "big bonus"}, {"rules", {{"all_crops_bonus", 100}}}}));
  EXPECT_EQ(state->observation(0).at("variant"), j.at("variant"));
  EXPECT_EQ(state->observation(-1).at("variant"), j.at("variant"));
  auto back = game("garden").fromJson(j);
  EXPECT_TRUE(back->equals(*state));
  // The published rules write no variant, and a state of another variant is not equal.
  EXPECT_FALSE(newGame("garden", 2, 4, {})->toJson().contains("variant"));
  EXPECT_FALSE(newGame("garden", 2, 4, {})->equals(*state));
}

TEST(Variants, EveryGameRoundTripsMidGame) {
  const std::pair<const char*, const char*> cases[] = {
      {"veggies", R"({"name":"v","rules":{"stall_cards":5,"market_size":2,"mouse_points":-3}})"},
      {"garden", R"({"name":"g","rules":{"starting_hand":4,"power_peas":false,"cards_per_crop":13}})"},
      {"vegetables", R"({"name":"e","rules":{"refill_to":4,"line_points":3,"penalty_a":-20}})"},
  };
  for (const auto& [id, json] : cases) {
    const vb::Variant v = variant(id, json);
    auto state = newGame(id, 4, 21, v);
    vb::Rng rng(21);
    int steps = 0;
    playOut(*state, rng, [&](const vb::State&, vb::ActionId) { return ++steps > 25; });
    auto back = game(id).fromJson(state->toJson());
    EXPECT_TRUE(back->equals(*state)) << id;
    EXPECT_EQ(back->legalActions(), state->legalActions()) << id;
  }
}

TEST(Variants, ScenariosReadTheirVariant) {
  auto state = vbtest::scenario(
      R"({"game":"veggies","variant":{"name":"small","rules":{"market_size":2}},"players":[{"name":"Ana"},{"name":"Bo"}]})");
  EXPECT_EQ(state->toJson().at("market").size(), 2u);
  EXPECT_EQ(state->toJson().at("variant").at("name"), "small");
  EXPECT_EQ(
      vbtest::inputError([] {
        vbtest::scenario(R"({"game":"veggies","variant":{"rules":{"market_size":4}},"players":[{},{}]})");
      }),
      "variant.rules.market_size: must be from 1 to 3, not 4");
  EXPECT_EQ(vbtest::inputError([] {
              vbtest::scenario(R"({"game":"garden","variant":3,"players":[{},{}]})");
            }).rfind("variant: a variant must be a JSON object", 0),
            0u);
  // A scenario listing more market cards than the variant's market has is refused.
  EXPECT_EQ(
      vbtest::inputError([] {
        vbtest::scenario(
            R"({"game":"veggies","variant":{"rules":{"market_size":1}},"market":[1,2],"players":[{},{}]})");
      }).rfind("market: must be an array of up to 1 card ids", 0),
      0u);
}

TEST(Variants, SavesReplayUnderTheirVariant) {
  const vb::Variant v =
      variant("garden", R"({"name":"no bonus","rules":{"all_crops_bonus":0,"starting_hand":3}})");
  auto state = newGame("garden", 3, 8, v);
  vb::Save save;
  save.game = "garden";
  save.seed = 8;
  save.variant = v;
  for (int i = 0; i < 3; ++i) save.seats.push_back({"P" + std::to_string(i + 1), true, ""});
  vb::Rng rng(8);
  while (!state->isOver()) {
    const auto legal = state->legalActions();
    const vb::ActionId a = legal[rng.below(legal.size())];
    save.actions.push_back(state->actionText(a));
    ASSERT_TRUE(state->apply(a).ok);
  }
  save.cursor = save.actions.size();
  const vb::Json json = save.toJson(*state);
  EXPECT_EQ(json.at("variant").at("name"), "no bonus");
  const vb::LoadedSave loaded = vb::loadSave(json);
  EXPECT_EQ(loaded.save.variant, v);
  EXPECT_TRUE(loaded.state->equals(*state));
  // Without its variant the same actions do not replay to the same game.
  vb::Json stripped = json;
  stripped.erase("variant");
  EXPECT_FALSE(vbtest::inputError([&] { vb::loadSave(stripped); }).empty());
  // A bad variant in a save is named.
  vb::Json bad = json;
  bad["variant"]["rules"]["starting_hand"] = 9;
  EXPECT_EQ(vbtest::inputError([&] { vb::loadSave(bad); }),
            "variant.rules.starting_hand: must be from 2 to 7, not 9");
}

TEST(Variants, TimelineSavesKeepTheVariant) {
  const vb::Variant v = variant("veggies", R"({"name":"four","rules":{"stall_cards":4}})");
  vb::Timeline timeline(newGame("veggies", 2, 5, v));
  vb::Rng rng(5);
  for (int i = 0; i < 4; ++i) {
    const auto legal = timeline.current().legalActions();
    ASSERT_TRUE(timeline.playText(timeline.current().actionText(legal[rng.below(legal.size())])).ok);
  }
  const vb::Save save = timeline.toSave({{"P1", true, ""}, {"P2", true, ""}}, 5, {}, false);
  EXPECT_EQ(save.variant, v);
  const vb::LoadedSave loaded = vb::loadSave(save.toJson(timeline.current()));
  EXPECT_TRUE(loaded.state->equals(timeline.current()));
}

}  // namespace
}  // namespace variants_test
