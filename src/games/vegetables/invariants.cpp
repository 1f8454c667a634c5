// VEGEtables 2.0's invariants: what no position reached in play can break (card conservation, the
// board's rows, the phase's preconditions). The tests check them after every step, and
// Game::fromJson refuses a snapshot or scenario that breaks one.
#include <algorithm>
#include <bit>

#include "games/vegetables/state.h"

namespace vb::vegetables {

std::vector<std::string> VegetablesState::checkInvariants() const {
  std::vector<std::string> problems;
  // Card conservation: every numbered card in exactly one place; a burnt card off the board.
  std::array<int, kCards> count{};
  for (int l = 0; l < kLines; ++l) {
    if (stage_[l] > kStages) problems.push_back("line " + lineName(l) + " holds more than 5 cards");
    if (jolly_[l] >> std::min<int>(stage_[l], kStages - 1))
      problems.push_back("a jolly above the top of line " + lineName(l));
    for (int s = 0; s < kStages; ++s) {
      const int card = cardAt(l, s);
      if (s < stage_[l] && !(jolly_[l] >> s & 1)) ++count[card];
      if (discards_[l] >> s & 1) ++count[card];
    }
  }
  int jollies = discardedJollies_;
  for (int l = 0; l < kLines; ++l) jollies += std::popcount(static_cast<unsigned>(jolly_[l]));
  for (int i = 0; i < kSeats; ++i) {
    const Seat& p = seats_[i];
    int hand = 0;
    for (int l = 0; l < kLines; ++l) {
      if (p.hand[l] & 1) problems.push_back(names_[i] + " holds the terrain " + lineName(l) + " in the hand");
      for (int s = 0; s < kStages; ++s)
        if (p.hand[l] >> s & 1) ++count[cardAt(l, s)], ++hand;
      if (p.terrains >> l & 1) ++count[cardAt(l, 0)];
    }
    if (hand != p.handCount) problems.push_back(names_[i] + "'s hand count is out of step with the hand");
    if (std::popcount(static_cast<unsigned>(p.terrains)) != p.terrainCount)
      problems.push_back(names_[i] + "'s terrain count is out of step with the terrains");
    if (p.uncollected > kJolliesPerSeat)
      problems.push_back(names_[i] + " has more than 2 uncollected jollies");
    jollies += p.uncollected + p.held;
  }
  for (const auto& silo : silos_)
    for (int k = 0; k < silo.size; ++k) ++count[silo.cards[k]];
  for (const auto& well : wells_)
    for (int k = 0; k < well.size; ++k) ++count[well.cards[k]];
  for (int card = 0; card < kCards; ++card)
    if (count[card] != 1)
      problems.push_back(cardName(card) + " is in " + std::to_string(count[card]) + " places");
  if (jollies != kJollies) problems.push_back(std::to_string(jollies) + " jollies instead of 8");
  // The rows: one per colour on the board, given in order.
  for (int c = 0; c < kColours; ++c) {
    const bool onBoard = stage_[c * 4] || stage_[c * 4 + 1] || stage_[c * 4 + 2] || stage_[c * 4 + 3];
    const bool hasRow = std::find(rows_.begin(), rows_.end(), c) != rows_.end();
    if (onBoard != hasRow)
      problems.push_back(std::string(colourName(c)) + " has a row exactly when it is on the board");
  }
  for (int r = 1; r < kColours; ++r)
    if (rows_[r] != kNone && rows_[r - 1] == kNone) problems.push_back("a gap in the board's rows");
  if ((phase_ == Phase::kChain) != (chain_ != kNone && phase_ != Phase::kSilo))
    problems.push_back("a jolly chain is open exactly in the chain phase (or its silo draw)");
  if (chain_ != kNone && (stage_[chain_] == 0 || !(jolly_[chain_] >> (stage_[chain_] - 1) & 1)))
    problems.push_back("the open chain's line does not end with a jolly");
  // What the phase tells every seat about the hand of the seat whose turn it is (resample.cpp keeps it).
  if (chain_ != kNone && !(seats_[turn_].hand[chain_] & closingMask()))
    problems.push_back(names_[turn_] + " holds no card that could close the open chain");
  if (phase_ == Phase::kTurn && !played_ && !canFulfil(turn_))
    problems.push_back(names_[turn_] + " cannot fulfil the turn, so the phase is the penalty");
  if (phase_ == Phase::kPenalty && (played_ || canFulfil(turn_)))
    problems.push_back(names_[turn_] + " can fulfil the turn, so there is no penalty");
  if (phase_ != Phase::kOver) {
    // Only the silo draw after a last terrain comes between a seat's last card and the end of a hand.
    for (int i = 0; i < kSeats; ++i)
      if (seats_[i].cards() == 0 && !(phase_ == Phase::kSilo && i == turn_))
        problems.push_back(names_[i] + " has no cards but the hand goes on");
    if (legalActions().empty()) problems.push_back("no legal action while the game runs");
  }
  return problems;
}

}  // namespace vb::vegetables
