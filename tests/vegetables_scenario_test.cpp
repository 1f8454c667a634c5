// VEGEtables 2.0 scenarios (docs/scenarios.md): card conservation is checked, and the fields left out
// are dealt from the cards nobody named.
#include <functional>

#include "support.h"
#include "vegetables_support.h"

namespace vegetables_scenario_test {

namespace {

using vb::Json;
using vbtest::vegetables::base;
using vbtest::vegetables::load;

TEST(VegetablesScenario, CardConservationIsChecked) {
  auto error = [](const std::function<void(Json&)>& edit) {
    Json j = base();
    edit(j);
    return vbtest::inputError([&] { load(j); });
  };
  EXPECT_EQ(error([](Json& j) { j["players"][1]["hand"][0] = "R9"; }),
            "players[1].hand[0]: R9 is also in players[0].hand[0]");
  EXPECT_EQ(error([](Json& j) { j["players"][1]["hand"][0] = "R5"; }),
            "players[1].hand[0]: R5 is also in board.R1");
  EXPECT_NE(error([](Json& j) { j.erase("discards"); }).find("R3: no place holds it"), std::string::npos);
  EXPECT_NE(error([](Json& j) { j["players"][0]["hand"][0] = "R3"; }).find("R3 is a terrain"),
            std::string::npos);
  EXPECT_NE(error([](Json& j) { j["silos"][2] = {"Y3"}; }).find("silos[2][0]: Y3 is a terrain"),
            std::string::npos);
  EXPECT_EQ(error([](Json& j) { j["burnt"] = {"R5"}; }),
            "players: 9 jollies are uncollected, held or on the board; the game has 8");
  EXPECT_EQ(error([](Json& j) { j["discarded_jollies"] = 1; }),
            "discarded_jollies: the jollies add up to 9 (uncollected, held, on the board and discarded); the "
            "game has 8");
  EXPECT_EQ(error([](Json& j) { j["board"]["R1"] = "R6"; }),
            "board.R1: must be a card of the R1 line (R1, R5, R9, R13, R17), not \"R6\"");
}

TEST(VegetablesScenario, LeftOutFieldsAreDealtFromTheUnnamedCards) {
  auto s = vbtest::scenario(
      R"({"game":"vegetables","seed":9,"players":[{"name":"Ana","hand":["R5","R9"]},{},{},{}]})");
  ASSERT_TRUE(s->checkInvariants().empty()) << s->checkInvariants().front();
  const Json j = s->toJson();
  EXPECT_EQ(j["players"][0]["hand"], Json({"R5", "R9"}));
  EXPECT_EQ(j["players"][1]["hand"].size(), 8u);
  EXPECT_EQ(j["players"][2]["terrains"].size(), 4u);
  int silo = 0;
  for (const auto& pile : j["silos"]) silo += static_cast<int>(pile.size());
  EXPECT_EQ(silo, 16);
  EXPECT_EQ(j["wells"][0].size() + j["wells"][1].size(), 16u + 6u)
      << "the 6 white cards nobody holds go to the wells";
  EXPECT_EQ(j["discards"], Json::array());
}

}  // namespace
}  // namespace vegetables_scenario_test
