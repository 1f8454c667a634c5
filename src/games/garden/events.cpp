// Veggie Garden's own counts for the playtesting lab (docs/events.md#veggie-garden): each crop's
// power, how often it was used or skipped, and the points its users gained from it.
#include "games/garden/state.h"

namespace vb::garden {

// A power turn begins: the card is taken and its power is used (the phase is now the power's) or
// skipped (no legal use, or switched off by the variant: docs/variants.md#veggie-garden). The last
// round has no power and never comes here.
void GardenState::powerTaken(int crop, bool used) {
  if (!used) {
    ++events_.skipped[crop];
    return;
  }
  events_.inPower = true;
  events_.before = pointsWithPending(crop);
}

// The power has been resolved and the card is in the hand: the gain is the user's points now minus
// before the power's first action, the card counted in the hand both times.
void GardenState::powerResolved(int crop) {
  if (!events_.inPower) return;  // a skipped power, or one under way when a snapshot was read
  events_.inPower = false;
  ++events_.used[crop];
  events_.points[crop] += pointsWithPending(-1) - events_.before;
}

// crop -1: the card is already in the hand.
int GardenState::pointsWithPending(int crop) const {
  Counts hand = hands_[current_];
  if (crop >= 0) ++hand[crop];
  return handPoints(hand, cropValues());
}

Json GardenState::events() const {
  Json powers = Json::object();
  for (int c = 0; c < kCrops; ++c)
    powers[std::string(cropName(c))] = {
        {"used", events_.used[c]}, {"skipped", events_.skipped[c]}, {"points", events_.points[c]}};
  return {{"powers", std::move(powers)}};
}

}  // namespace vb::garden
