// The Veggies table as text: the phase, the deck, the market and every stall, as one seat sees it
// (docs/rules/veggies.md#hidden-information).
#include <sstream>

#include "games/veggies/actions.h"
#include "games/veggies/state.h"

namespace vb::veggies {

// Who still announces, in turn order from the first player, and what: a tie is the player's choice
// among the tied kinds, a single largest kind is announced without one
// (docs/rules/veggies.md#scoring). Stalls are public, so every seat may read this.
std::string VeggiesState::announcingText() const {
  std::ostringstream out;
  out << "\nStill to announce, in turn order:";
  const int n = numPlayers();
  for (int k = 0; k < n; ++k) {
    const Player& p = players_[(first_ + k) % n];
    const StallAnalysis a = analyse(p.stall);
    const std::vector<Symbol> types = largestTypes(a);
    if (p.announced != kEmpty || types.empty()) continue;
    std::ostringstream kinds;
    for (std::size_t i = 0; i < types.size(); ++i)
      kinds << (i == 0 ? "" : i + 1 == types.size() ? " or " : ", ") << symbolName(types[i]);
    out << "\n  " << p.name << ((first_ + k) % n == current_ ? " (now)" : "") << ": ";
    const int size = a.produce[types.front()].largest;
    if (types.size() == 1)
      out << kinds.str() << ", the one kind of the largest group (" << size << " spaces), without a choice";
    else
      out << "a tie for the largest group (" << size << " spaces each): " << kinds.str();
  }
  return out.str();
}

std::string VeggiesState::render(int seat) const {
  std::ostringstream out;
  out << "Veggies - ";
  switch (phase_) {
    case Phase::kStart:
      out << "setup, " << players_[current_].name << " chooses a starting card";
      break;
    case Phase::kPlay:
      out << players_[current_].name << " to place a card";
      break;
    case Phase::kAnnounce:
      out << players_[current_].name << " to announce a produce type";
      break;
    case Phase::kOver:
      out << "game over";
      break;
  }
  if (phase_ == Phase::kAnnounce) out << announcingText();
  out << "\nDeck: " << deck_.size() << " cards\nMarket:";
  for (int i = 0; i < rules_.marketSize; ++i) {
    out << "  [" << i << "] ";
    if (market_[i]) {
      out << "#" << market_[i] << " " << cardPicture(cardOf(market_[i]), 0);
    } else {
      out << "(empty)";
    }
  }
  out << "\n";
  for (int i = 0; i < numPlayers(); ++i) {
    const Player& p = players_[i];
    const bool sees = i == seat;
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ") << p.name << " (seat " << i
        << "): " << p.stall.cardCount() << " card" << (p.stall.cardCount() == 1 ? "" : "s") << " in stall";
    if (p.hand)
      out << "; hand: "
          << (sees ? "#" + std::to_string(p.hand) + " " + cardPicture(cardOf(p.hand), 0) : "hidden");
    if (p.drawn[0]) {
      out << "; drew: ";
      if (sees) {
        out << "#" << p.drawn[0] << " " << cardPicture(cardOf(p.drawn[0]), 0) << " and #" << p.drawn[1] << " "
            << cardPicture(cardOf(p.drawn[1]), 0);
      } else {
        out << "2 hidden cards";
      }
    }
    if (p.announced) out << "; announced " << symbolName(p.announced);
    out << "\n";
    const Rect b = p.stall.bounds();
    if (b.w == 0) continue;
    out << "      ";
    for (int x = b.x; x < b.x + b.w; ++x) out << (x < 0 || x > 9 ? "" : " ") << x << (x < -9 ? "" : " ");
    out << "\n";
    for (int y = b.y; y < b.y + b.h; ++y) {
      out << (y < 0 || y > 9 ? "  " : "   ") << y << "  ";
      for (int x = b.x; x < b.x + b.w; ++x) out << " " << symbolCode(p.stall.at(x, y)) << " ";
      out << "\n";
    }
  }
  if (phase_ == Phase::kOver) out << scoreSheet().finalScoresText();
  return out.str();
}

}  // namespace vb::veggies
