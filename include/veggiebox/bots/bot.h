// Bots choose an action for the current player through the engine contract alone.
#pragma once

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
};

// "random": a uniform legal action.
// "greedy": the action with the best change in its own provisional score, ties broken by rng.
// Throws InputError for an unknown name.
std::unique_ptr<Bot> makeBot(std::string_view name);
std::vector<std::string> botNames();

}  // namespace vb
