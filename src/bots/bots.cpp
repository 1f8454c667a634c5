#include <algorithm>

#include "veggiebox/bots/bot.h"
#include "veggiebox/core/quote.h"

namespace vb {

namespace {

class RandomBot final : public Bot {
 public:
  std::string_view name() const override { return "random"; }
  ActionId choose(const State& state, Rng& rng) override {
    const auto legal = state.legalActions();
    return legal[rng.below(legal.size())];
  }
};

// Looks one decision ahead at its own provisional score; it never reads another seat's secrets
// because a seat's own score after its own decision depends only on what that seat can see.
class GreedyBot final : public Bot {
 public:
  std::string_view name() const override { return "greedy"; }
  ActionId choose(const State& state, Rng& rng) override {
    const int me = state.currentPlayer();
    const auto legal = state.legalActions();
    int best = 0;
    std::vector<ActionId> bestActions;
    for (ActionId a : legal) {
      auto next = state.clone();
      next->apply(a);
      const int score = next->scoreSheet().players[static_cast<std::size_t>(me)].total;
      if (bestActions.empty() || score > best) {
        best = score;
        bestActions.assign(1, a);
      } else if (score == best) {
        bestActions.push_back(a);
      }
    }
    return bestActions[rng.below(bestActions.size())];
  }
};

}  // namespace

std::vector<std::string> botNames() { return {"random", "greedy"}; }

std::unique_ptr<Bot> makeBot(std::string_view name) {
  if (name == "random") return std::make_unique<RandomBot>();
  if (name == "greedy") return std::make_unique<GreedyBot>();
  throw InputError("bot " + quote(name) + ": no such bot (random, greedy)");
}

}  // namespace vb
