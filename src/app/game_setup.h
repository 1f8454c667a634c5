// How a new game starts, as the new game dialog asks it.
#pragma once

#include <QColor>
#include <QList>
#include <cstdint>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/core/save.h"

namespace vb::app {

struct GameSetup {
  std::string gameId;
  std::vector<vb::Seat> seats;  // one per seat: its name, and human or which bot
  QList<QColor> colours;        // one per seat
  std::uint64_t seed = 0;
  vb::Options options;  // every option the game declares
  vb::Variant variant;  // the rules' variant (docs/variants.md); empty: the published rules
};

}  // namespace vb::app
