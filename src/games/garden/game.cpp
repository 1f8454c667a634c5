// The Veggie Garden game module: its description, its options and its bound on decisions. A new game
// is dealt in rules.cpp; snapshots and scenarios are read in snapshot.cpp.
#include "games/common/game_base.h"
#include "games/garden/state.h"

namespace vb::garden {

namespace {

class GardenGame final : public common::GameModule<GardenState> {
 public:
  GardenGame()
      : GameModule(
            {"garden",
             "Veggie Garden",
             "A 4\u00d74 garden of crops: fence posts set each crop's value; take harvest cards and use "
             "their powers.",
             2,
             4,
             {{"removed",
               {"random", "carrot", "cabbage", "peas", "pepper", "potato", "tomato"},
               "random",
               "the crop left out of the game, or random"},
              {"first", {"0", "1", "2", "3", "random"}, "0", "the seat that starts, or random"}}},
            readState) {}

  int maxDecisions(int players) const override {
    // Six power turns of at most three decisions (take, mole, swap), then one last take, per player.
    return players * (kPowerTurns * 3 + 1);
  }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<GardenGame>(); }

}  // namespace vb::garden
