// The Veggies action ids: how a decision is packed into an ActionId and read back. The text and
// JSON forms are in actions.cpp; the forms a person types are listed in games/veggies.h and
// docs/rules/veggies.md#how-actions-are-written.
#pragma once

#include <string>

#include "games/common/action_id.h"
#include "games/veggies/stall.h"
#include "veggiebox/core/game.h"

namespace vb::veggies {

// ActionId layout (see veggies.h for the text forms): the kind in bits 40+, then per kind
//   start:    the card id
//   place:    source (0 hand, 1..3 market 0..2) << 32 | quarter turns << 28 | (y+2048) << 12 | (x+2048)
//   announce: the produce symbol
enum Kind : ActionId { kStartKind = 1, kPlaceKind = 2, kAnnounceKind = 3 };
inline constexpr int kKindShift = 40;
inline constexpr int kCoordBias = 2048;

inline ActionId startAction(int cardId) { return common::packAction(kStartKind, cardId, kKindShift); }
inline ActionId announceAction(Symbol s) { return common::packAction(kAnnounceKind, s, kKindShift); }
inline ActionId placeAction(int source, int quarterTurns, int x, int y) {
  return common::packAction(kPlaceKind,
                            (ActionId{source} << 32) | (ActionId{quarterTurns} << 28) |
                                (ActionId{y + kCoordBias} << 12) | ActionId{x + kCoordBias},
                            kKindShift);
}
// The source and turn bits of a placement, to add to a placeAction(0, 0, x, y).
inline ActionId placeSourceAndTurn(int source, int quarterTurns) {
  return (ActionId{source} << 32) | (ActionId{quarterTurns} << 28);
}

struct Decoded {
  Kind kind{};                                     // any value of the top bits, not only the three kinds
  int card = 0;                                    // start
  Symbol produce{};                                // announce
  int source = 0, quarterTurns = 0, x = 0, y = 0;  // place
};

Decoded decode(ActionId a);

// Only the ids the encoders make are actions; anything else (stray bits) is not.
bool canonical(ActionId a, const Decoded& d);

inline bool validCard(int id) { return id >= 1 && id <= kDeckSize; }

// A card turned 180 looks the same as upright when its six spaces read the same backwards.
bool sameWhenTurnedHalfway(const Card& c);

// The card's rows turned `quarterTurns` x 90 degrees, joined by '/': "SB/CC/XR".
std::string cardPicture(const Card& c, int quarterTurns);

}  // namespace vb::veggies
