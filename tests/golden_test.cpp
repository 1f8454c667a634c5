// Golden playthroughs (Ludii's stored trials): a seed, its actions and the number of legal actions
// at every step, replayed on every run, so a change that alters play is seen.
// To write a new one: VEGGIEBOX_WRITE_GOLDEN=1 build/tests/veggiebox-tests --gtest_filter='Golden*'
#include <cstdlib>
#include <fstream>

#include "support.h"

namespace golden_test {

namespace {

struct GoldenCase {
  std::string file, game;
  int players;
  std::uint64_t seed;
};

std::vector<GoldenCase> goldenCases() {
  return {{"veggies/golden-2p-seed7.json", "veggies", 2, 7},
          {"veggies/golden-4p-seed2026.json", "veggies", 4, 2026},
          {"garden/golden-2p-seed7.json", "garden", 2, 7},
          {"garden/golden-4p-seed2026.json", "garden", 4, 2026},
          {"vegetables/golden-4p-seed7.json", "vegetables", 4, 7},
          {"vegetables/golden-4p-seed2026.json", "vegetables", 4, 2026}};
}

vb::Json play(const GoldenCase& c) {
  auto state = vbtest::newGame(c.game, c.players, c.seed);
  vb::Rng rng(c.seed);
  vb::Json steps = vb::Json::array();
  while (!state->isOver()) {
    const auto legal = state->legalActions();
    const vb::ActionId a = legal[rng.below(legal.size())];
    steps.push_back({{"legal", legal.size()}, {"action", state->actionText(a)}});
    state->apply(a);
  }
  vb::Json totals = vb::Json::array();
  for (const auto& p : state->scoreSheet().players) totals.push_back(p.total);
  return {{"game", c.game}, {"players", c.players}, {"seed", c.seed}, {"steps", steps}, {"totals", totals}};
}

TEST(Golden, PlaythroughsReplayExactly) {
  for (const auto& c : goldenCases()) {
    SCOPED_TRACE(c.file);
    const std::string path = vbtest::dataPath(c.file);
    if (std::getenv("VEGGIEBOX_WRITE_GOLDEN")) {
      std::ofstream(path) << play(c).dump(1) << "\n";
      continue;
    }
    const vb::Json golden = vb::Json::parse(vb::readTextFile(path));
    // Replay the stored actions: each must be legal, with the stored number of alternatives.
    auto state = vbtest::newGame(c.game, c.players, c.seed);
    for (std::size_t i = 0; i < golden["steps"].size(); ++i) {
      const auto& step = golden["steps"][i];
      ASSERT_EQ(state->legalActions().size(), step["legal"].get<std::size_t>()) << "step " << i;
      const vb::Outcome o = state->applyText(step["action"].get<std::string>());
      ASSERT_TRUE(o.ok) << "step " << i << ": " << o.reason;
    }
    ASSERT_TRUE(state->isOver());
    vb::Json totals = vb::Json::array();
    for (const auto& p : state->scoreSheet().players) totals.push_back(p.total);
    EXPECT_EQ(totals, golden["totals"]);
    // And the same seed still chooses the same actions: the deal and the generator are unchanged.
    EXPECT_EQ(play(c), golden);
  }
}

}  // namespace
}  // namespace golden_test
