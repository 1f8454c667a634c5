// What one seat may see of a Veggie Garden state, read from State::observation(seat) (or the whole
// snapshot when hands are open). The table paints from this and nothing else.
#pragma once

#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb::app::garden {

struct GardenSight {
  struct Player {
    QString name;
    int handSize = 0;
    std::optional<std::array<int, 6>> hand;  // counts per crop, when this seat may see them
    std::optional<int> points;               // the engine's score of that hand, when this seat may know it
  };
  QString phase;  // take, power, last-round, over
  int current = -1;
  std::vector<int> crops;  // the five in play
  std::array<int, 16> garden{};
  std::array<int, 12> fence{};
  int mole = -1;
  std::vector<int> harvest;  // one a slot (4, or a variant's harvest_size); 6: empty
  int powerCrop = -1;
  int powerSlot = -1;
  bool peasSwapStep = false;
  int deckSize = 0;
  int discardSize = 0;
  std::array<int, 6> values{};  // each crop's value now, as the engine says (0 for a crop out of play)
  std::vector<Player> players;

  static GardenSight read(const vb::State& state, int seat, bool handsOpen);
};

// The names the table shows, in the forms the action texts use (docs/rules/garden.md).
QString cropTitle(int crop);  // "Carrot"
QString cellText(int cell);   // "1,3": row, column
QString postText(int post);   // "T2", as the rules name the posts
// An engine sentence as the table shows it: without the typed example for the command line
// ("... another post ('bunny t2')"), starting with a capital and ending in a full stop.
QString playersWords(const std::string& sentence);

}  // namespace vb::app::garden
