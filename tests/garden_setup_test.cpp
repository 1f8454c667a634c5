// Veggie Garden's setup (docs/rules/garden.md#setup) and its options, checked on new games; the
// rules of play are in garden_rules_test.cpp.
#include <algorithm>
#include <map>

#include "support.h"
#include "veggiebox/games/garden.h"

namespace garden_setup_test {

namespace {

using vb::Json;

// --- setup ----------------------------------------------------------------------------------------

TEST(GardenSetup, DealsTheGardenFenceMoleHandsAndHarvest) {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    auto s = vbtest::newGame("garden", 2 + static_cast<int>(seed % 3), seed);
    ASSERT_TRUE(s->checkInvariants().empty()) << s->checkInvariants().front();
    const Json j = s->toJson();
    ASSERT_EQ(j["crops"].size(), 5u);
    const bool carrots = std::find(j["crops"].begin(), j["crops"].end(), "carrot") != j["crops"].end();
    const bool peas = std::find(j["crops"].begin(), j["crops"].end(), "peas") != j["crops"].end();
    std::map<int, int> tokens;
    for (const char* side : {"top", "bottom", "left", "right"})
      for (int v : j["fence"][side]) ++tokens[v];
    EXPECT_EQ(tokens[0], carrots ? 1 : 0) << "the bunny comes with the carrots";
    EXPECT_EQ(tokens[1] + tokens[2] + tokens[3], carrots ? 11 : 12);
    for (int v = 1; v <= 3; ++v) EXPECT_GE(tokens[v], carrots ? 3 : 4);
    EXPECT_EQ(j["mole"].is_null(), !peas) << "the mole comes with the peas";
    if (peas) {
      EXPECT_TRUE(vb::garden::isCompost(vb::garden::cellOf(j["mole"][0], j["mole"][1])));
    }
    for (const auto& p : j["players"]) EXPECT_EQ(p["hand"].size(), 2u);
    EXPECT_EQ(j["harvest"].size(), 4u);
    EXPECT_FALSE(j["harvest"][0] == j["harvest"][1] && j["harvest"][1] == j["harvest"][2] &&
                 j["harvest"][2] == j["harvest"][3]);
    EXPECT_EQ(j["phase"], "take");
    EXPECT_EQ(j["current"], 0);
  }
}

TEST(GardenSetup, OptionsNameTheRemovedCropAndTheFirstSeat) {
  auto noCarrots = vbtest::newGame("garden", 3, 8, {{"removed", "carrot"}, {"first", "2"}});
  const Json j = noCarrots->toJson();
  EXPECT_EQ(j["crops"], Json({"cabbage", "peas", "pepper", "potato", "tomato"}));
  EXPECT_EQ(j["options"], Json({{"removed", "carrot"}, {"first", "2"}}));
  EXPECT_EQ(noCarrots->currentPlayer(), 2);
  std::map<int, int> tokens;
  for (const char* side : {"top", "bottom", "left", "right"})
    for (int v : j["fence"][side]) ++tokens[v];
  EXPECT_EQ(tokens, (std::map<int, int>{{1, 4}, {2, 4}, {3, 4}}));
  auto noPeas = vbtest::newGame("garden", 2, 8, {{"removed", "peas"}});
  EXPECT_TRUE(noPeas->toJson()["mole"].is_null());
  EXPECT_NE(vbtest::inputError([] {
              vbtest::newGame("garden", 2, 1, {{"first", "3"}});
            }).find("first"),
            std::string::npos);
  EXPECT_NE(vbtest::inputError([] {
              vbtest::newGame("garden", 2, 1, {{"removed", "leek"}});
            }).find("removed"),
            std::string::npos);
}

TEST(GardenSetup, TheDeckHoldsTheRest) {
  auto s = vbtest::newGame("garden", 4, 5);
  const Json j = s->toJson();
  // 70 cards: 16 in the garden, 8 in hands, 4 in the harvest; the rest in the deck or discarded.
  EXPECT_EQ(j["deck"].size() + j["discard"].size(), 70u - 16 - 8 - 4);
}

}  // namespace
}  // namespace garden_setup_test
