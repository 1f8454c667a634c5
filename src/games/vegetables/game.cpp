// The VEGEtables 2.0 game module: its name, players, options and bound on decisions, and how it deals
// a new game or reads a snapshot (snapshot_read.cpp) for the engine contract's Game.
#include "games/vegetables/state.h"

namespace vb::vegetables {

namespace {

class VegetablesGame final : public Game {
 public:
  std::string_view id() const override { return "vegetables"; }
  std::string_view name() const override { return "VEGEtables 2.0"; }
  std::string_view summary() const override {
    return "Four players grow sixteen crop lines in steps of four with jollies, silos and wells; the first "
           "out of cards closes the hand.";
  }
  int minPlayers() const override { return kSeats; }
  int maxPlayers() const override { return kSeats; }
  std::vector<OptionSpec> options() const override {
    return {
        {"hands", {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}, "4", "the hands in the match"},
        {"start",
         {"black-one", "rotate"},
         "black-one",
         "who starts a hand: the holder of V1, or (rotate) one seat clockwise from the last hand's starter"}};
  }
  int maxDecisions(int) const override {
    // Per hand: at most 80 cards and jollies go on the board, 32 cards are drawn, 8 jollies collected
    // and 16 cards discarded; every other turn is quiet, and four quiet turns in a row end the hand, so
    // there are at most 4 x 137 turns, each with one more decision (pass or penalty). Ten hands at most.
    return 10 * (136 + 4 * 137);
  }

 protected:
  std::unique_ptr<State> deal(const Setup& setup) const override {
    const int n = static_cast<int>(setup.names.size());
    if (n != kSeats) throw InputError("players: VEGEtables 2.0 is for 4 players, not " + std::to_string(n));
    int hands = 4;
    Start start = Start::kBlackOne;
    if (!setup.options.empty()) {
      const Options options = resolveOptions(setup.options);
      hands = std::stoi(options.at("hands"));
      start = readStart(options.at("start"));
    }
    auto state = std::make_unique<VegetablesState>(*this);
    state->start(setup, hands, start);
    return state;
  }
  std::unique_ptr<State> readSnapshot(const Json& json) const override { return readState(*this, json); }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<VegetablesGame>(); }

}  // namespace vb::vegetables
