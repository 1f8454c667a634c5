// The Veggies game module: its id, players, options and decision bound, and how it makes states
// (a new deal in rules.cpp, a snapshot or scenario in snapshot.cpp).
#include <memory>

#include "games/common/game_base.h"
#include "games/veggies/state.h"

namespace vb::veggies {

namespace {

class VeggiesGame final : public common::GameModule<VeggiesState> {
 public:
  VeggiesGame()
      : GameModule({"veggies",
                    "Veggies",
                    "Build a market stall of produce cards and gather the largest groups.",
                    2,
                    4,
                    {{"scoring",
                      {"largest-group", "all-spaces"},
                      "largest-group",
                      "largest-group: largest group x groups (published); all-spaces: all spaces x groups "
                      "(literal seed)"},
                     {"first", {"random", "0", "1", "2", "3"}, "random", "the seat that starts, or random"}}},
                   readState) {}

  int maxDecisions(int players) const override {
    // A start, at most 8 placements and one announcement per player.
    return players * (1 + kStallCards + 1);
  }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<VeggiesGame>(); }

}  // namespace vb::veggies
