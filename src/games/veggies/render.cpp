// The Veggies table as text: the phase, the deck, the market and every stall, as one seat sees it
// (docs/rules/veggies.md#hidden-information).
#include <sstream>

#include "games/veggies/actions.h"
#include "games/veggies/state.h"
#include "veggiebox/core/text.h"

namespace vb::veggies {

// Who still announces, in turn order from the first player, and what: a tie is the player's choice
// among the tied kinds, a single largest kind is announced without one
// (docs/rules/veggies.md#scoring). Stalls are public, so every seat may read this.
std::string VeggiesState::announcingText() const {
  std::ostringstream out;
  out << "\n" << tx("Still to announce, in turn order:");
  const int n = numPlayers();
  for (int k = 0; k < n; ++k) {
    const Player& p = players_[(first_ + k) % n];
    const StallAnalysis a = analyse(p.stall);
    const std::vector<Symbol> types = largestTypes(a);
    if (p.announced != kEmpty || types.empty()) continue;
    std::vector<std::string> kinds;
    kinds.reserve(types.size());
    for (Symbol s : types) kinds.push_back(symbolWord(s));
    out << "\n  " << ((first_ + k) % n == current_ ? tx("{1} (now)", p.name) : p.name) << ": ";
    const int size = a.produce[types.front()].largest;
    if (types.size() == 1)
      out << tx("{1}, the one kind of the largest group ({2} spaces), without a choice", kinds.front(), size);
    else
      out << tx("a tie for the largest group ({1} spaces each): {2}", size, listOr(kinds));
  }
  return out.str();
}

std::string VeggiesState::render(int seat) const {
  std::ostringstream out;
  out << "Veggies - ";
  switch (phase_) {
    case Phase::kStart:
      out << tx("setup, {1} chooses a starting card", players_[current_].name);
      break;
    case Phase::kPlay:
      out << tx("{1} to place a card", players_[current_].name);
      break;
    case Phase::kAnnounce:
      out << tx("{1} to announce a produce type", players_[current_].name);
      break;
    case Phase::kOver:
      out << tx("game over");
      break;
  }
  if (phase_ == Phase::kAnnounce) out << announcingText();
  out << "\n" << tx("Deck: {1} cards", deck_.size()) << "\n" << tx("Market:");
  for (int i = 0; i < rules_.marketSize; ++i) {
    out << "  [" << i << "] ";
    if (market_[i]) {
      out << "#" << market_[i] << " " << cardPicture(cardOf(market_[i]), 0);
    } else {
      out << tx("(empty)");
    }
  }
  out << "\n";
  for (int i = 0; i < numPlayers(); ++i) {
    const Player& p = players_[i];
    const bool sees = i == seat;
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ")
        << txn(p.stall.cardCount(), "{1} (seat {2}): {3} card in stall", "{1} (seat {2}): {3} cards in stall",
               p.name, i, p.stall.cardCount());
    const auto shown = [this](int id) { return "#" + std::to_string(id) + " " + cardPicture(cardOf(id), 0); };
    if (p.hand) out << "; " << (sees ? tx("hand: {1}", shown(p.hand)) : tx("hand: hidden"));
    if (p.drawn[0])
      out << "; "
          << (sees ? tx("drew: {1} and {2}", shown(p.drawn[0]), shown(p.drawn[1]))
                   : tx("drew: 2 hidden cards"));
    if (p.announced) out << "; " << tx("announced {1}", symbolWord(p.announced));
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
