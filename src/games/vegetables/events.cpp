// VEGEtables 2.0's own counts for the playtesting lab (docs/events.md#vegetables-20): how hands end,
// the penalties, the jollies, the wells and the lines completed, over the whole match.
#include "games/vegetables/state.h"

namespace vb::vegetables {

Json VegetablesState::events() const {
  const VegetablesEvents& c = counts_;
  return {{"hands", c.hands},
          {"closing_bonuses", c.closings},
          {"closing_points", c.closingPoints},
          {"quiet_ends", c.quietEnds},
          {"penalties",
           {{"A", c.penalties[0]},
            {"A_free", c.freePenalties[0]},
            {"B", c.penalties[1]},
            {"B_free", c.freePenalties[1]},
            {"C", c.penalties[2]},
            {"jolly_instead", c.jollyInstead}}},
          {"jollies",
           {{"chains", c.chains},
            {"played", c.jolliesPlayed},
            {"collected", c.jolliesCollected},
            {"discarded", c.jolliesDiscarded}}},
          {"burnt_discards", c.burntDiscards},
          {"wells", {{"visits", c.wellVisits}, {"draws", c.wellDraws}, {"penalty_cards", c.penaltyCards}}},
          {"lines_completed", c.lines},
          {"colours_completed", c.colours}};
}

}  // namespace vb::vegetables
