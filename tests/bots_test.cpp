// Bots work for every game through the contract alone.
#include <atomic>
#include <set>

#include "support.h"
#include "veggiebox/bots/bot.h"

namespace bots_test {

namespace {

TEST(Bots, EveryBotFinishesEveryGameWithLegalActions) {
  for (const vb::Game* game : vb::allGames()) {
    for (const auto& name : vb::botNames()) {
      auto bot = vb::makeBot(name);
      // The search levels run one iteration a decision here: their budgets are for play, not tests.
      const std::atomic<bool> stop{true};
      bot->setStop(&stop);
      auto state = vbtest::newGame(std::string(game->id()), game->minPlayers(), 5);
      vb::Rng rng(1);
      int steps = 0;
      while (!state->isOver()) {
        const vb::Outcome o = state->apply(bot->choose(*state, rng));
        ASSERT_TRUE(o.ok) << name << ": " << o.reason;
        ASSERT_LE(++steps, game->maxDecisions(game->minPlayers()));
      }
    }
  }
}

TEST(Bots, GreedyTakesTheBestImmediateScore) {
  // Ana's hand card 7 (BB / BG / GB) laid beside her bananas makes the biggest banana group; no
  // other placement scores as much for her.
  auto state = vbtest::scenario(R"({"game":"veggies","market":[2,3,4],"players":[
    {"name":"Ana","hand":7,"stall":{"rows":["BB","BB","BB"]}},{"name":"Bo","stall":{"rows":["SS"]}}]})");
  auto greedy = vb::makeBot("greedy");
  int best = -1000;
  for (vb::ActionId a : state->legalActions()) {
    auto next = state->clone();
    next->apply(a);
    best = std::max(best, next->scoreSheet().players[0].total);
  }
  vb::Rng rng(3);
  for (int trial = 0; trial < 5; ++trial) {
    auto next = state->clone();
    next->apply(greedy->choose(*state, rng));
    EXPECT_EQ(next->scoreSheet().players[0].total, best);
  }
}

TEST(Bots, TiesAreBrokenByTheSeededGenerator) {
  auto state = vbtest::scenario(R"({"game":"veggies","players":[
    {"name":"Ana","hand":7,"stall":{"rows":["BB","BB","BB"]}},{"name":"Bo","stall":{"rows":["SS"]}}]})");
  auto greedy = vb::makeBot("greedy");
  std::set<vb::ActionId> chosen;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    vb::Rng a(seed), b(seed);
    const vb::ActionId first = greedy->choose(*state, a);
    EXPECT_EQ(first, greedy->choose(*state, b));  // one seed, one choice
    chosen.insert(first);
  }
  EXPECT_GT(chosen.size(), 1u);  // several placements tie, and different seeds pick different ones
}

TEST(Bots, UnknownBotIsRefused) {
  EXPECT_NE(vbtest::inputError([] { vb::makeBot("clever"); }).find("clever"), std::string::npos);
}

}  // namespace
}  // namespace bots_test
