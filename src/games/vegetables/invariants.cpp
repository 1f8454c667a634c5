// VEGEtables 2.0's invariants: what no position reached in play can break (card conservation, the
// board's rows, the phase's preconditions). The tests check them after every step, and
// Game::fromJson refuses a snapshot or scenario that breaks one. The sandbox shows the problems, so they
// are sentences in the reader's language (docs/architecture.md#languages).
#include <algorithm>
#include <bit>

#include "games/vegetables/state.h"
#include "veggiebox/core/text.h"

namespace vb::vegetables {

std::vector<std::string> VegetablesState::checkInvariants() const {
  std::vector<std::string> problems;
  // Card conservation: every numbered card in exactly one place; a burnt card off the board.
  std::array<int, kCards> count{};
  for (int l = 0; l < kLines; ++l) {
    if (stage_[l] > kStages) problems.push_back(tx("line {1} holds more than 5 cards", lineName(l)));
    if (jolly_[l] >> std::min<int>(stage_[l], kStages - 1))
      problems.push_back(tx("a jolly above the top of line {1}", lineName(l)));
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
      if (p.hand[l] & 1)
        problems.push_back(tx("{1} holds the terrain {2} in the hand", names_[i], lineName(l)));
      for (int s = 0; s < kStages; ++s)
        if (p.hand[l] >> s & 1) ++count[cardAt(l, s)], ++hand;
      if (p.terrains >> l & 1) ++count[cardAt(l, 0)];
    }
    if (hand != p.handCount)
      problems.push_back(tx("{1}'s hand count is out of step with the hand", names_[i]));
    if (std::popcount(static_cast<unsigned>(p.terrains)) != p.terrainCount)
      problems.push_back(tx("{1}'s terrain count is out of step with the terrains", names_[i]));
    if (p.uncollected > kJolliesPerSeat)
      problems.push_back(tx("{1} has more than 2 uncollected jollies", names_[i]));
    jollies += p.uncollected + p.held;
  }
  for (const auto& silo : silos_)
    for (int k = 0; k < silo.size; ++k) ++count[silo.cards[k]];
  for (const auto& well : wells_)
    for (int k = 0; k < well.size; ++k) ++count[well.cards[k]];
  for (int card = 0; card < kCards; ++card)
    if (count[card] != 1) problems.push_back(tx("{1} is in {2} places", cardName(card), count[card]));
  if (jollies != kJollies) problems.push_back(tx("{1} jollies instead of 8", jollies));
  // The rows: one per colour on the board, given in order.
  for (int c = 0; c < kColours; ++c) {
    const bool onBoard = stage_[c * 4] || stage_[c * 4 + 1] || stage_[c * 4 + 2] || stage_[c * 4 + 3];
    const bool hasRow = std::find(rows_.begin(), rows_.end(), c) != rows_.end();
    if (onBoard != hasRow)
      problems.push_back(tx("{1} has a row exactly when it is on the board", tx(colourName(c))));
  }
  for (int r = 1; r < kColours; ++r)
    if (rows_[r] != kNone && rows_[r - 1] == kNone) problems.push_back(tx("a gap in the board's rows"));
  if ((phase_ == Phase::kChain) != (chain_ != kNone && phase_ != Phase::kSilo))
    problems.push_back(tx("a jolly chain is open exactly in the chain phase (or its silo draw)"));
  if (chain_ != kNone && (stage_[chain_] == 0 || !(jolly_[chain_] >> (stage_[chain_] - 1) & 1)))
    problems.push_back(tx("the open chain's line does not end with a jolly"));
  // What the phase tells every seat about the hand of the seat whose turn it is (resample.cpp keeps it).
  if (chain_ != kNone && !(seats_[turn_].hand[chain_] & closingMask()))
    problems.push_back(tx("{1} holds no card that could close the open chain", names_[turn_]));
  if (phase_ == Phase::kTurn && !played_ && !canFulfil(turn_))
    problems.push_back(tx("{1} cannot fulfil the turn, so the phase is the penalty", names_[turn_]));
  if (phase_ == Phase::kPenalty && (played_ || canFulfil(turn_)))
    problems.push_back(tx("{1} can fulfil the turn, so there is no penalty", names_[turn_]));
  if (phase_ != Phase::kOver) {
    // Only the silo draw after a last terrain comes between a seat's last card and the end of a hand.
    for (int i = 0; i < kSeats; ++i)
      if (seats_[i].cards() == 0 && !(phase_ == Phase::kSilo && i == turn_))
        problems.push_back(tx("{1} has no cards but the hand goes on", names_[i]));
    if (legalActions().empty()) problems.push_back(tx("no legal action while the game runs"));
  }
  return problems;
}

}  // namespace vb::vegetables
