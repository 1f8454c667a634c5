// The Veggies game module: its id, players, options and decision bound, and how it makes states
// (a new deal in rules.cpp, a snapshot or scenario in snapshot.cpp).
#include <memory>

#include "games/veggies/state.h"

namespace vb::veggies {

namespace {

class VeggiesGame final : public Game {
 public:
  std::string_view id() const override { return "veggies"; }
  std::string_view name() const override { return "Veggies"; }
  std::string_view summary() const override {
    return "Build a market stall of produce cards and gather the largest groups.";
  }
  int minPlayers() const override { return 2; }
  int maxPlayers() const override { return 4; }
  std::vector<OptionSpec> options() const override {
    return {
        {"scoring",
         {"largest-group", "all-spaces"},
         "largest-group",
         "largest-group: largest group x groups (published); all-spaces: all spaces x groups (literal seed)"},
        {"first", {"random", "0", "1", "2", "3"}, "random", "the seat that starts, or random"}};
  }
  int maxDecisions(int players) const override {
    // A start, at most 8 placements and one announcement per player.
    return players * (1 + kStallCards + 1);
  }

 protected:
  std::unique_ptr<State> deal(const Setup& setup) const override {
    auto state = std::make_unique<VeggiesState>(*this);
    state->deal(setup);
    return state;
  }
  std::unique_ptr<State> readSnapshot(const Json& json) const override { return readState(*this, json); }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<VeggiesGame>(); }

}  // namespace vb::veggies
