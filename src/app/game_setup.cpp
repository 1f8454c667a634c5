#include "game_setup.h"

#include <QRandomGenerator>

#include "game_controller.h"

namespace vb::app {

std::uint64_t freshSeed() { return QRandomGenerator::global()->bounded(1000000000U); }

GameSetup sameGameNewDeal(const GameController& game, std::uint64_t seed) {
  GameSetup setup;
  setup.gameId = std::string(game.game().id());
  setup.seats = game.seats();
  for (int seat = 0; seat < static_cast<int>(game.seats().size()); ++seat)
    setup.colours.append(game.seatColour(seat));
  setup.seed = seed;
  // The options as the game was started with them (its save keeps them, docs/saves.md).
  const vb::Json save = game.saveJson();
  if (save.contains("options"))
    for (const auto& [key, value] : save["options"].items()) setup.options[key] = value.get<std::string>();
  setup.variant = game.variant();
  return setup;
}

}  // namespace vb::app
