// The text picture of a Veggie Garden state (render): the turn, the crop values, the garden inside
// its fence, the harvest, the deck and the discards, and the hands as `seat` may see them. Its words
// are the reader's language; the post names (t0, l1) and the grid's marks are the action texts'.
#include <algorithm>
#include <sstream>

#include "games/garden/state.h"
#include "veggiebox/core/text.h"

namespace vb::garden {

namespace {

// The letters of a UTF-8 word ("guisantes" 9, "colture" 7): its width in the picture.
std::size_t letters(const std::string& word) {
  return static_cast<std::size_t>(std::count_if(
      word.begin(), word.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; }));
}

}  // namespace

std::string GardenState::render(int seat) const {
  std::ostringstream out;
  out << "Veggie Garden - ";
  const int pending = pendingCrop();
  const int slot = pendingSlot_;
  switch (phase_) {
    case Phase::kTake:
      out << tx("{1} to take a harvest card", who());
      break;
    case Phase::kLastRound:
      out << tx("last round, {1} to take a harvest card (no power)", who());
      break;
    case Phase::kOver:
      out << txc("Veggie Garden", "game over");
      break;
    case Phase::kPeasMole:
      out << tx("{1} has taken peas from harvest slot {2}: move the mole", who(), slot);
      break;
    case Phase::kPeasSwap:
      out << tx("{1} has taken peas from harvest slot {2}: swap across the mole", who(), slot);
      break;
    case Phase::kCabbage:
    case Phase::kCarrot:
    case Phase::kPepper:
    case Phase::kPotato:
    case Phase::kTomato:
      // TRANSLATORS: {2} is a crop without article.
      out << tx("{1} has taken {2} from harvest slot {3}: use its power", who(), cropWord(pending), slot);
      break;
  }
  const auto values = cropValues();
  std::string valueText;
  for (int c = 0; c < kCrops; ++c)
    if (inPlay(c))
      valueText += (valueText.empty() ? "" : ", ") + cropWord(c) + " " + std::to_string(values[c]);
  // TRANSLATORS: {1} lists each crop's value ("carrot 3, cabbage 5"); {2} is the crop not in play.
  out << "\n" << tx("Crop values: {1} ({2} not in play)", valueText, cropWord(removed_)) << "\n\n";

  // The fence around the garden; [..] marks the compost, * the mole, B the bunny.
  auto token = [&](int post) {
    return fence_[post] == kBunny ? std::string("B") : std::to_string(fence_[post]);
  };
  auto pad = [](std::string s, std::size_t width) {
    s.resize(std::max(width, s.size()), ' ');
    return s;
  };
  // A column holds the longest crop word with its compost brackets and the mole's star, and a space:
  // 11 in English; longer words widen every column alike.
  std::size_t width = 11;
  for (int c = 0; c < kCrops; ++c) width = std::max(width, letters(cropWord(c)) + 4);
  out << "          ";
  for (int c = 0; c < kSide; ++c) out << pad("t" + std::to_string(c), width);
  out << "\n          ";
  for (int c = 0; c < kSide; ++c) out << pad(" " + token(c), width);
  out << "\n";
  for (int r = 0; r < kSide; ++r) {
    const bool side = r == 1 || r == 2;
    out << (side ? "l" + std::to_string(r) + " " + token(8 + r - 1) : std::string("    ")) << "  " << r
        << "   ";
    for (int c = 0; c < kSide; ++c) {
      const int cell = cellOf(r, c);
      std::string name = cropWord(garden_[cell]);
      if (isCompost(cell)) name.insert(0, "[").append("]");
      if (cell == mole_) name += "*";
      out << pad(name, width + name.size() - letters(name));
    }
    if (side) out << token(10 + r - 1) << " r" << r;
    out << "\n";
  }
  out << "          ";
  for (int c = 0; c < kSide; ++c) out << pad(" " + token(4 + c), width);
  out << "\n          ";
  for (int c = 0; c < kSide; ++c) out << pad("b" + std::to_string(c), width);
  // Each harvest card with its power, so that a player need not know the powers by heart
  // (docs/rules/garden.md#the-powers).
  out << "\n\n" << tx("Harvest:");
  for (int s = 0; s < rules_.harvestSize; ++s)
    out << "\n  [" << s << "] "
        << (phase_ == Phase::kOver && harvest_[s] != kNoCard ? cropWord(harvest_[s]) : harvestNote(s));
  std::string discards;
  for (int c = 0; c < kCrops; ++c)
    for (int k = 0; k < discard_[c]; ++k) discards += " " + cropWord(c);
  // TRANSLATORS: {2} is the discarded cards, each after a space (" carrot carrot peas"), or " none".
  out << "\n"
      << tx("Deck: {1} cards; discards:{2}", int{deckSize_},
            discards.empty() ? " " + txc("Veggie Garden", "none") : discards)
      << "\n";
  for (int i = 0; i < players_; ++i) {
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ") << tx("{1} (seat {2}): ", names_[i], i);
    if (handSizes_[i] == 0) {
      out << txc("Veggie Garden", "no cards");
      continue;
    }
    const int size = handSizes_[i];
    if (i == seat || phase_ == Phase::kOver) {  // every hand is shown at the end
      std::string cards;
      for (int c = 0; c < kCrops; ++c)
        if (hands_[i][c]) cards += " " + cropWord(c) + " x" + std::to_string(hands_[i][c]);
      // TRANSLATORS: {2} is the hand, each crop after a space: " carrot x2 peas x1".
      out << txn(size, "{1} card:{2}", "{1} cards:{2}", size, cards);
    } else {
      out << txn(size, "{1} card (hidden)", "{1} cards (hidden)", size);
    }
  }
  out << "\n";
  if (phase_ == Phase::kOver) out << scoreSheet().finalScoresText();
  return out.str();
}

}  // namespace vb::garden
