// The text picture of a Veggie Garden state (render): the turn, the crop values, the garden inside
// its fence, the harvest, the deck and the discards, and the hands as `seat` may see them.
#include <algorithm>
#include <sstream>

#include "games/garden/state.h"

namespace vb::garden {

std::string GardenState::render(int seat) const {
  std::ostringstream out;
  out << "Veggie Garden - ";
  const int pending = pendingCrop();
  switch (phase_) {
    case Phase::kTake:
      out << who() << " to take a harvest card";
      break;
    case Phase::kLastRound:
      out << "last round, " << who() << " to take a harvest card (no power)";
      break;
    case Phase::kOver:
      out << "game over";
      break;
    case Phase::kPeasMole:
      out << who() << " has taken peas from harvest slot " << int{pendingSlot_} << ": move the mole";
      break;
    case Phase::kPeasSwap:
      out << who() << " has taken peas from harvest slot " << int{pendingSlot_} << ": swap across the mole";
      break;
    case Phase::kCabbage:
    case Phase::kCarrot:
    case Phase::kPepper:
    case Phase::kPotato:
    case Phase::kTomato:
      out << who() << " has taken " << cropText(pending) << " from harvest slot " << int{pendingSlot_}
          << ": use its power";
      break;
  }
  const auto values = cropValues();
  out << "\nCrop values:";
  const char* sep = " ";
  for (int c = 0; c < kCrops; ++c)
    if (inPlay(c)) {
      out << sep << cropName(c) << " " << values[c];
      sep = ", ";
    }
  out << " (" << cropName(removed_) << " not in play)\n\n";

  // The fence around the garden; [..] marks the compost, * the mole, B the bunny.
  auto token = [&](int post) {
    return fence_[post] == kBunny ? std::string("B") : std::to_string(fence_[post]);
  };
  auto pad = [](std::string s, std::size_t width) {
    s.resize(std::max(width, s.size()), ' ');
    return s;
  };
  out << "          ";
  for (int c = 0; c < kSide; ++c) out << pad("t" + std::to_string(c), 11);
  out << "\n          ";
  for (int c = 0; c < kSide; ++c) out << pad(" " + token(c), 11);
  out << "\n";
  for (int r = 0; r < kSide; ++r) {
    const bool side = r == 1 || r == 2;
    out << (side ? "l" + std::to_string(r) + " " + token(8 + r - 1) : std::string("    ")) << "  " << r
        << "   ";
    for (int c = 0; c < kSide; ++c) {
      const int cell = cellOf(r, c);
      std::string name(cropName(garden_[cell]));
      if (isCompost(cell)) name.insert(0, "[").append("]");
      if (cell == mole_) name += "*";
      out << pad(name, 11);
    }
    if (side) out << token(10 + r - 1) << " r" << r;
    out << "\n";
  }
  out << "          ";
  for (int c = 0; c < kSide; ++c) out << pad(" " + token(4 + c), 11);
  out << "\n          ";
  for (int c = 0; c < kSide; ++c) out << pad("b" + std::to_string(c), 11);
  // Each harvest card with its power, so that a player need not know the powers by heart
  // (docs/rules/garden.md#the-powers).
  out << "\n\nHarvest:";
  for (int s = 0; s < rules_.harvestSize; ++s)
    out << "\n  [" << s << "] "
        << (phase_ == Phase::kOver && harvest_[s] != kNoCard ? cropText(harvest_[s]) : harvestNote(s));
  out << "\nDeck: " << int{deckSize_} << " cards; discards:";
  const Json discards = cropList(discard_);
  if (discards.empty()) out << " none";
  for (const auto& c : discards) out << " " << c.get<std::string>();
  out << "\n";
  for (int i = 0; i < players_; ++i) {
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ") << names_[i] << " (seat " << i << "): ";
    if (handSizes_[i] == 0) {
      out << "no cards";
      continue;
    }
    out << int{handSizes_[i]} << (handSizes_[i] == 1 ? " card" : " cards");
    if (i == seat || phase_ == Phase::kOver) {  // every hand is shown at the end
      out << ":";
      for (int c = 0; c < kCrops; ++c)
        if (hands_[i][c]) out << " " << cropName(c) << " x" << int{hands_[i][c]};
    } else {
      out << " (hidden)";
    }
  }
  out << "\n";
  if (phase_ == Phase::kOver) out << scoreSheet().finalScoresText();
  return out.str();
}

}  // namespace vb::garden
