// The decisions open to the seat at the screen, read from the engine's legal list: which drawn
// card may start the stall, where each card may go turned each way, which types may be announced.
// The table highlights and offers exactly these; it never works out legality itself.
#pragma once

#include <QPoint>
#include <array>
#include <map>
#include <utility>

#include "board_view.h"
#include "veggiebox/core/game.h"

namespace vb::app::veggies {

// Where a placed card comes from: the hand, or market slot 0, 1 or 2 (the engine's numbering).
enum class Source { Hand = 0, Market0, Market1, Market2 };
inline constexpr int kSources = 4;
inline int sourceIndex(Source s) { return static_cast<int>(s); }

struct Choices {
  using Cell = std::pair<int, int>;  // x, y: a card's top-left cell after turning

  std::map<int, ActionId> start;      // drawn card id -> "start CARD"
  std::map<char, ActionId> announce;  // produce code -> "announce T"
  // [source][quarter turns]: every legal top-left cell -> "place ... rR at X,Y".
  std::array<std::array<std::map<Cell, ActionId>, 4>, kSources> place;

  bool canPlaceFrom(Source s) const;
  bool canPlace(Source s, int quarterTurns) const;
  const ActionId* placement(Source s, int quarterTurns, QPoint at) const;

  // The choices among `legal`, the legal actions of `state`.
  static Choices read(const vb::State& state, const LegalIndex& legal);
};

}  // namespace vb::app::veggies
