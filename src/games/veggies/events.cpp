// Veggies' own counts for the playtesting lab (docs/events.md#veggies): the cards placed, the
// announcements, and what the stalls show when the game ends.
#include <algorithm>

#include "games/veggies/state.h"

namespace vb::veggies {

// The game has just ended: every stall is complete and every announcement made.
void VeggiesState::countEnd() {
  for (const Player& p : players_) {
    const StallAnalysis a = analyse(p.stall);
    events_.mice += a.mice;
    events_.crates += a.crates;
    for (int s = kStrawberry; s <= kCarrot; ++s)
      events_.largest[s] = std::max(events_.largest[s], std::int32_t{a.produce[s].largest});
    if (p.announced != kEmpty) ++events_.announced[p.announced];
  }
}

Json VeggiesState::events() const {
  Json largest = Json::object(), announced = Json::object();
  for (int s = kStrawberry; s <= kCarrot; ++s) {
    const std::string name = symbolName(static_cast<Symbol>(s));
    largest[name] = events_.largest[s];
    announced[name] = events_.announced[s];
  }
  return {{"placed", {{"from_hand", events_.fromHand}, {"from_market", events_.fromMarket}}},
          {"announcements_chosen", events_.chosen},
          {"mice", events_.mice},
          {"crates", events_.crates},
          {"largest_group", std::move(largest)},
          {"announced", std::move(announced)}};
}

}  // namespace vb::veggies
