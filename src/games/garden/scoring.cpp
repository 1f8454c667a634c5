// Veggie Garden scoring (docs/rules/garden.md#scoring): a crop's value is the sum of the tokens of
// the posts beside edge cards of that crop (the bunny is worth 0, the compost is never scored); a
// player scores cards x value for every crop in hand, plus 10 for a hand holding all five crops in
// play. The score is right at any moment: it is the current hand at the current values. A variant
// may change the bonus; at 0 the sheet has no bonus line (docs/variants.md#veggie-garden).
#include "games/garden/state.h"
#include "veggiebox/core/text.h"

namespace vb::garden {

std::array<int, kCrops> GardenState::cropValues() const {
  std::array<int, kCrops> values{};
  for (int post = 0; post < kPosts; ++post) values[garden_[kScoredCell[post]]] += fence_[post];
  return values;
}

int GardenState::handPoints(const Counts& hand, const std::array<int, kCrops>& values) const {
  int points = 0;
  bool allCrops = true;
  for (int c = 0; c < kCrops; ++c) {
    if (!inPlay(c)) continue;
    points += hand[c] * values[c];
    allCrops = allCrops && hand[c] > 0;
  }
  return allCrops ? points + rules_.allCropsBonus : points;
}

namespace {

// A score-sheet line starts with a capital. Every crop's word in the catalogues starts with an ASCII
// letter (docs/translating.md#words), so the first byte is the letter.
std::string capitalized(std::string word) {
  if (!word.empty() && word[0] >= 'a' && word[0] <= 'z') word[0] = static_cast<char>(word[0] - 'a' + 'A');
  return word;
}

}  // namespace

ScoreSheet GardenState::scoreSheet() const {
  const auto values = cropValues();
  ScoreSheet sheet;
  sheet.final = phase_ == Phase::kOver;
  for (int i = 0; i < players_; ++i) {
    PlayerScore ps;
    ps.name = names_[i];
    std::string missing;
    int missingCrops = 0;
    for (int c = 0; c < kCrops; ++c) {
      if (!inPlay(c)) continue;
      const int cards = hands_[i][c];
      // TRANSLATORS: a score-sheet line: the crop, its cards in hand and its value ("Carrot: 2 cards × 3").
      ps.lines.push_back({txn(cards, "{1}: {2} card \u00d7 {3}", "{1}: {2} cards \u00d7 {3}",
                              capitalized(cropWord(c)), cards, values[c]),
                          cards * values[c]});
      ps.total += cards * values[c];
      if (cards == 0) {
        missing += (missing.empty() ? "" : ", ") + cropWord(c);
        ++missingCrops;
      }
    }
    if (rules_.allCropsBonus == 0) {
      // No bonus in this variant: no line for it.
    } else if (missing.empty()) {
      ps.lines.push_back({tx("All five crops"), rules_.allCropsBonus});
      ps.total += rules_.allCropsBonus;
    } else {
      // TRANSLATORS: {1} lists the crops the hand lacks ("carrot, peas"); the count is theirs.
      ps.lines.push_back(
          {txn(missingCrops, "All five crops: missing {1}", "All five crops: missing {1}", missing), 0});
    }
    sheet.players.push_back(ps);
  }
  sheet.decideWinners();
  return sheet;
}

// A hand is hidden from the other seats until the end, and so are the points it scores: a seat sees
// its own lines and, of every other player, the hand size only (docs/rules/garden.md#hidden-information).
ScoreSheet GardenState::scoreSheet(int seat) const {
  ScoreSheet sheet = scoreSheet();
  if (phase_ == Phase::kOver) return sheet;
  for (int i = 0; i < players_; ++i)
    if (i != seat) sheet.hidePoints(i, handSizes_[i]);
  return sheet;
}

}  // namespace vb::garden
