// VEGEtables 2.0's action ids: how an ActionId packs a kind and a payload, and the helpers that make
// and read them. The text, JSON and sentence forms are in actions.cpp; the text forms are listed in
// veggiebox/games/vegetables.h and docs/rules/vegetables.md#how-actions-are-written.
#pragma once

#include "games/common/action_id.h"
#include "veggiebox/games/vegetables.h"

namespace vb::vegetables {

// ActionId layout (see vegetables.h for the text forms): the kind in bits 8+, the payload in bits 0-7
// (common::packAction):
// a card (0-79) for terrain, play, jolly and discard; a silo (0-3); a well (0-1); a penalty option
// (0 A, 1 B, 2 C); 0 for the rest.
enum Kind : ActionId {
  kTerrainKind = 1,
  kPlayKind,
  kJollyKind,
  kCollectKind,
  kDiscardJollyKind,
  kDiscardKind,
  kPassKind,
  kSiloKind,
  kWellKind,
  kPenaltyKind,
  kPickKind,
};

constexpr ActionId make(Kind k, int payload) { return common::packAction(k, payload); }

struct Decoded {
  Kind kind{};  // any value an id holds, which need not be one of the kinds (see canonical)
  int a = 0;
};

inline Decoded decode(ActionId id) {
  if (id < 0) return {};
  return {common::kindOf<Kind>(id), static_cast<int>(common::payloadOf(id))};
}

// Only the ids the encoders make from fields in range are actions; anything else is not.
bool canonical(const Decoded& d);

inline constexpr char kOptionLetters[3] = {'A', 'B', 'C'};

}  // namespace vb::vegetables
