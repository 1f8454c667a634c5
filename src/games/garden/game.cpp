// The Veggie Garden game module: its description, its options, and dealing a new game. Snapshots
// and scenarios are read in snapshot.cpp.
#include "games/garden/state.h"

namespace vb::garden {

namespace {

class GardenGame final : public Game {
 public:
  std::string_view id() const override { return "garden"; }
  std::string_view name() const override { return "Veggie Garden"; }
  std::string_view summary() const override {
    return "A 4\u00d74 garden of crops: fence posts set each crop's value; take harvest cards and use their "
           "powers.";
  }
  int minPlayers() const override { return 2; }
  int maxPlayers() const override { return 4; }
  std::vector<OptionSpec> options() const override {
    return {{"removed",
             {"random", "carrot", "cabbage", "peas", "pepper", "potato", "tomato"},
             "random",
             "the crop left out of the game, or random"},
            {"first", {"0", "1", "2", "3", "random"}, "0", "the seat that starts, or random"}};
  }
  int maxDecisions(int players) const override {
    // Six power turns of at most three decisions (take, mole, swap), then one last take, per player.
    return players * (kPowerTurns * 3 + 1);
  }

 protected:
  std::unique_ptr<State> deal(const Setup& setup) const override {
    const int n = static_cast<int>(setup.names.size());
    if (n < 2 || n > 4)
      throw InputError("players: Veggie Garden is for 2 to 4 players, not " + std::to_string(n));
    std::uint8_t removed = kRandomOption, first = 0;  // the defaults, without building option strings
    if (!setup.options.empty()) {
      const Options options = resolveOptions(setup.options);
      removed = readOption(options, "removed", true);
      first = readOption(options, "first", false);
    }
    auto state = std::make_unique<GardenState>(*this);
    state->deal(setup, removed, first);
    return state;
  }
  std::unique_ptr<State> readSnapshot(const Json& json) const override { return readState(*this, json); }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<GardenGame>(); }

}  // namespace vb::garden
