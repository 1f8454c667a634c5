// Bots choose an action for the current player through the engine contract alone (docs/bots.md).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/core/random.h"

namespace vb {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view name() const = 0;
  // An action from state.legalActions() for state.currentPlayer(); the state is not over.
  virtual ActionId choose(const State& state, Rng& rng) = 0;
  // Another thread may set *stop; a running choose() then returns a legal action within ~20 ms
  // (the best it has found so far). Null, the default: never stopped. The flag must outlive the bot's
  // use of it. Bots that answer at once ignore it.
  virtual void setStop(const std::atomic<bool>* stop) { (void)stop; }
};

// The bots, by name:
//   "random": a uniform legal action.
//   "greedy": the action with the best change in its own provisional score, ties broken by rng.
//   "ismcts:easy", "ismcts:medium", "ismcts:hard": information-set Monte Carlo tree search with a
//     fixed budget of iterations each (so one seed gives one game on every machine).
//   "ismcts:iterations=N" (and further ":KEY=VALUE" settings, docs/bots.md): any budget.
// Throws InputError with a one-line message for an unknown name or a bad setting.
std::unique_ptr<Bot> makeBot(std::string_view name);
// The names a menu offers: random, greedy, ismcts:easy, ismcts:medium, ismcts:hard.
std::vector<std::string> botNames();
// Whether makeBot(name) would make a bot (the parametrised names included).
bool isBotName(std::string_view name);
// The players' words for a bot, for menus: "Random", "Greedy", "Easy", "Normal", "Hard",
// "Custom (500 iterations)"; a name that is not a bot comes back as it is.
std::string botLabel(std::string_view name);

// One suggestion of hintMoves.
struct HintMove {
  ActionId action;
  // How often the seat to move won after this action in the search's playouts, in [0, 1] (a win
  // shared by k seats counts 1/k): the mean share of the win, not the margin-weighed result the
  // search ranks by (docs/bots.md#hints).
  double winRate;
  int visits;  // how many search iterations went through it
};

// The hard bot's best `count` actions for the seat to move, found only from what that seat may see
// (every iteration searches a resample of `state` for state.currentPlayer()), best first. The same
// state, count and seed give the same answer. Another thread may set *stop: the search then ends
// within ~20 ms and the answer is what it found so far. Empty when the game is over.
std::vector<HintMove> hintMoves(const State& state, int count, std::uint64_t seed,
                                const std::atomic<bool>* stop = nullptr);

}  // namespace vb
