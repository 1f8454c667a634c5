// How a new game starts, as the new game dialog asks it, or as Play again repeats the last one.
#pragma once

#include <QColor>
#include <QList>
#include <cstdint>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/play/save.h"

namespace vb::app {

struct GameSetup {
  std::string gameId;
  std::vector<vb::Seat> seats;  // one per seat: its name, and human or which bot
  QList<QColor> colours;        // one per seat
  std::uint64_t seed = 0;
  vb::Options options;  // every option the game declares
  vb::Variant variant;  // the rules' variant (docs/variants.md); empty: the published rules
};

class GameController;

// A new random seed, short enough to read out and type in (any 64-bit number is accepted).
std::uint64_t freshSeed();
// The game on `game`'s table again: the same game, seats, colours, options and rules, dealt from
// `seed`.
GameSetup sameGameNewDeal(const GameController& game, std::uint64_t seed);

}  // namespace vb::app
