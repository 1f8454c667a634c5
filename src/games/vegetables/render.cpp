// VEGEtables 2.0's text picture (render): the board, the silos and wells, the burnt cards and discards,
// and every seat, as `seat` may see them.
#include <algorithm>
#include <sstream>

#include "games/vegetables/actions.h"
#include "games/vegetables/state.h"

namespace vb::vegetables {

namespace {

std::string cards(int n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }

// A hand's size: with jollies in it, first the one count the well counts, then its parts
// (docs/rules/vegetables.md#a-turn: collected jollies count for the well).
std::string handCountText(const Seat& p) {
  if (p.held == 0) return cards(p.handCount);
  return std::to_string(p.handSize()) + " = " + cards(p.handCount) + " + " + std::to_string(p.held) +
         (p.held == 1 ? " jolly" : " jollies");
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
  std::string out = letters == "C" ? "penalty C" : "penalty A, B or C";
  const Seat& me = seats_[turn_];
  if (letters == "C")
    out += me.handSize() >= rules_.refillTo
               ? " (the hand holds " + cards(me.handSize()) + ": nothing to refill)"
               : std::string(" (the wells are empty: nothing to refill)");
  else if (wellCards() < kFreePenaltyBelow)
    out += " (the wells hold " + cards(wellCards()) + ": A and B take them all, at no cost)";
  return out + (collect ? ", or collect a jolly instead" : "");
}

std::string VegetablesState::render(int seat) const {
  std::ostringstream out;
  out << "VEGEtables 2.0 - hand " << int{handNumber_} << " of " << int{hands_} << " - ";
  switch (phase_) {
    case Phase::kTurn:
      out << who() << " to play" << (played_ ? " (has played this turn: may pass)" : "");
      break;
    case Phase::kSilo:
      out << who() << " to draw from a silo";
      break;
    case Phase::kChain:
      out << who() << " continues the jolly chain on the " << lineName(chain_) << " line";
      break;
    case Phase::kWell:
      out << who() << " is at the well, hand " << seats_[turn_].handSize() << " of " << rules_.refillTo;
      break;
    case Phase::kPenalty:
      out << who() << " cannot fulfil the turn: " << penaltyChoices();
      break;
    case Phase::kPenaltyDraw:
      out << "penalty A: " << who() << " draws " << int{need_} << " more from the wells";
      break;
    case Phase::kPenaltyPick:
      out << "penalty B: " << who() << " picks for " << names_[turn_] << " (" << int{need_} << " more)";
      break;
    case Phase::kOver:
      out << "match over";
      break;
  }
  out << "\n\nBoard (a row per colour, a column per terrain number; J: a jolly stands in):\n";
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
      if (stage_[l] == kStages) cell += " done";
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
    return s.empty() ? std::string(" (empty)") : s;
  };
  out << "\nSilos (first free card first):";
  for (int s = 0; s < kSilos; ++s) out << "\n  silo " << s << ":" << pile(pileJson(silos_[s]));
  out << "\nWells (first free card first):";
  for (int w = 0; w < kWells; ++w) out << "\n  well " << w << ":" << pile(pileJson(wells_[w]));
  std::array<std::uint8_t, kLines> burnt = jolly_;
  out << "\nBurnt:" << pile(cardList(burnt)) << "\nDiscards:" << pile(cardList(discards_)) << " + "
      << int{discardedJollies_} << " jollies\n";
  const ScoreSheet sheet = scoreSheet();
  for (int i = 0; i < kSeats; ++i) {
    const Seat& p = seats_[i];
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ") << names_[i] << " (seat " << i
        << "), score " << sheet.players[i].total << ": terrains" << pile(terrainList(p.terrains)) << "; hand "
        << handCountText(p);
    if (i == seat || p.revealed)
      out << (p.revealed ? " (revealed):" : ":") << pile(cardList(p.hand));
    else
      out << " (hidden: " << p.backCount(Back::kWhite) << " white, " << p.backCount(Back::kGreen)
          << " green)";
    out << "; jollies: " << int{p.held} << " in hand, " << int{p.uncollected} << " uncollected";
  }
  out << "\n";
  if (phase_ == Phase::kOver) out << sheet.finalScoresText();
  return out.str();
}

}  // namespace vb::vegetables
