// The VEGEtables 2.0 game module: its name, players, options and bound on decisions. A new game is
// dealt in rules.cpp; snapshots are read in snapshot_read.cpp.
#include "games/common/game_base.h"
#include "games/vegetables/state.h"

namespace vb::vegetables {

namespace {

class VegetablesGame final : public common::GameModule<VegetablesState> {
 public:
  VegetablesGame()
      : GameModule(
            {"vegetables",
             "VEGEtables 2.0",
             "Four players grow sixteen crop lines in steps of four with jollies, silos and wells; the "
             "first out of cards closes the hand.",
             kSeats,
             kSeats,
             {{"hands", {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}, "4", "the hands in the match"},
              {"start",
               {"black-one", "rotate"},
               "black-one",
               "who starts a hand: the holder of V1, or (rotate) one seat clockwise from the last hand's "
               "starter"}}},
            readState) {}

  int maxDecisions(int) const override {
    // Per hand: at most 80 cards and jollies go on the board, 32 cards are drawn, 8 jollies collected
    // and 16 cards discarded; every other turn is quiet, and four quiet turns in a row end the hand, so
    // there are at most 4 x 137 turns, each with one more decision (pass or penalty). Ten hands at most.
    return 10 * (136 + 4 * 137);
  }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<VegetablesGame>(); }

}  // namespace vb::vegetables
