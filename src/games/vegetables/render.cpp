// VEGEtables 2.0's text picture (render): the board, the silos and wells, the burnt cards and discards,
// and every seat, as `seat` may see them.
#include <algorithm>
#include <sstream>

#include "games/vegetables/actions.h"
#include "games/vegetables/state.h"
#include "veggiebox/core/text.h"

namespace vb::vegetables {

namespace {

std::string cards(int n) { return txn(n, "{1} card", "{1} cards", n); }

// A hand's size: with jollies in it, first the one count the well counts, then its parts
// (docs/rules/vegetables.md#a-turn: collected jollies count for the well).
std::string handCountText(const Seat& p) {
  // An empty hand is said in words, as the terrains beside it are, never "0 cards" (the closer's hand
  // at the end of every hand).
  if (p.held == 0 && p.handCount == 0) return txc("a hand with no card", "(empty)");
  if (p.held == 0) return cards(p.handCount);
  return txn(p.held, "{1} = {2} + {3} jolly", "{1} = {2} + {3} jollies", p.handSize(), cards(p.handCount),
             int{p.held});
}

}  // namespace

// The penalty's choices open now, as the legal actions give them (docs/rules/vegetables.md#the-penalty):
// A and B only when there is something to refill, free when the wells hold fewer than 7 cards.
std::string VegetablesState::penaltyChoices() const {
  std::string letters;
  bool collect = false;
  for (const ActionId action : legalActions()) {
    const Decoded d = decode(action);
    if (d.kind == kPenaltyKind) letters += kOptionLetters[d.a];
    collect = collect || d.kind == kCollectKind;
  }
  const Seat& me = seats_[turn_];
  std::string out;
  if (letters == "C")
    out = me.handSize() >= rules_.refillTo
              ? tx("penalty C (the hand holds {1}: nothing to refill)", cards(me.handSize()))
              : tx("penalty C (the wells are empty: nothing to refill)");
  else if (wellCards() < kFreePenaltyBelow)
    out = tx("penalty A, B or C (the wells hold {1}: A and B take them all, at no cost)", cards(wellCards()));
  else
    out = tx("penalty A, B or C");
  // TRANSLATORS: {1} is the penalty's choices ("penalty A, B or C").
  return collect ? tx("{1}, or collect a jolly instead", out) : out;
}

std::string VegetablesState::render(int seat) const {
  std::ostringstream out;
  std::string now;
  switch (phase_) {
    case Phase::kTurn:
      now = played_ ? tx("{1} to play (has played this turn: may pass)", who()) : tx("{1} to play", who());
      break;
    case Phase::kSilo:
      now = tx("{1} to draw from a silo", who());
      break;
    case Phase::kChain:
      now = tx("{1} continues the jolly chain on the {2} line", who(), lineName(chain_));
      break;
    case Phase::kWell:
      now = tx("{1} is at the well, hand {2} of {3}", who(), seats_[turn_].handSize(), rules_.refillTo);
      break;
    case Phase::kPenalty:
      now = tx("{1} cannot fulfil the turn: {2}", who(), penaltyChoices());
      break;
    case Phase::kPenaltyDraw:
      now = txn(need_, "penalty A: {1} draws {2} more from the wells",
                "penalty A: {1} draws {2} more from the wells", who(), int{need_});
      break;
    case Phase::kPenaltyPick:
      now = tx("penalty B: {1} picks for {2} ({3} more)", who(), names_[turn_], int{need_});
      break;
    case Phase::kOver:
      now = tx("match over");
      break;
  }
  out << tx("VEGEtables 2.0 - hand {1} of {2} - {3}", int{handNumber_}, int{hands_}, now);
  out << "\n\n" << tx("Board (a row per colour, a column per terrain number; J: a jolly stands in):") << "\n";
  out << "         1             2             3             4\n";
  for (int r = 0; r < kColours; ++r) {
    if (rows_[r] == kNone) {
      out << "  -\n";
      continue;
    }
    const int c = rows_[r];
    out << "  " << colourLetter(c) << "   ";
    for (int t = 0; t < 4; ++t) {
      const int l = c * 4 + t;
      std::string cell = stage_[l] == 0 ? "." : cardName(cardAt(l, stage_[l] - 1));
      if (stage_[l] > 0 && (jolly_[l] >> (stage_[l] - 1) & 1)) cell.insert(0, "J(").append(")");
      if (stage_[l] == kStages) cell = txc("a complete line on the board", "{1} done", cell);
      cell.resize(std::max<std::size_t>(14, cell.size()), ' ');
      out << cell;
    }
    out << "\n";
  }
  auto pile = [&](const Json& cards) {
    std::string s;
    for (const auto& c : cards) {
      s += ' ';
      s += c.get_ref<const std::string&>();
    }
    return s.empty() ? txc("a pile with no card", " (empty)") : s;
  };
  out << "\n" << tx("Silos (first free card first):");
  for (int s = 0; s < kSilos; ++s) out << "\n  " << tx("silo {1}:{2}", s, pile(pileJson(silos_[s])));
  out << "\n" << tx("Wells (first free card first):");
  for (int w = 0; w < kWells; ++w) out << "\n  " << tx("well {1}:{2}", w, pile(pileJson(wells_[w])));
  std::array<std::uint8_t, kLines> burnt = jolly_;
  out << "\n"
      << tx("Burnt:{1}", pile(cardList(burnt))) << "\n"
      << txn(discardedJollies_, "Discards:{1} + {2} jolly", "Discards:{1} + {2} jollies",
             pile(cardList(discards_)), int{discardedJollies_})
      << "\n";
  const ScoreSheet sheet = scoreSheet();
  for (int i = 0; i < kSeats; ++i) {
    const Seat& p = seats_[i];
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ")
        << tx("{1} (seat {2}), score {3}: terrains{4}; hand {5}", names_[i], i, sheet.players[i].total,
              pile(terrainList(p.terrains)), handCountText(p));
    // The hand's cards, or their backs; an empty hand has none to list, reveal or count.
    if (p.handCount > 0) {
      if (i == seat || p.revealed)
        out << (p.revealed ? tx(" (revealed):{1}", pile(cardList(p.hand))) : ":" + pile(cardList(p.hand)));
      else
        out << tx(" (hidden: {1} white, {2} green)", p.backCount(Back::kWhite), p.backCount(Back::kGreen));
    }
    out << tx("; jollies: {1} in hand, {2} uncollected", int{p.held}, int{p.uncollected});
  }
  out << "\n";
  if (phase_ == Phase::kOver) out << sheet.finalScoresText();
  return out.str();
}

}  // namespace vb::vegetables
