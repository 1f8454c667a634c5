// How an ActionId packs one decision (docs/architecture.md#actions-ids-and-texts): the kind of action
// in the bits from `shift` up and its payload below. Each game's actions.h lays out its kinds and
// payloads with these; the ids are for the engine and the bots, never a file format.
#pragma once

#include "veggiebox/core/game.h"

namespace vb::common {

// Garden and VEGEtables keep the kind above 8 payload bits; Veggies needs 40 for a placement.
inline constexpr int kDefaultKindShift = 8;

template <class Kind>
constexpr ActionId packAction(Kind kind, ActionId payload, int shift = kDefaultKindShift) {
  return (ActionId{kind} << shift) | payload;
}

// The kind bits of an id: any value, which need not be one of the game's kinds (each game's
// canonical() says whether the id is an action at all).
template <class Kind>
constexpr Kind kindOf(ActionId id, int shift = kDefaultKindShift) {
  return static_cast<Kind>(id >> shift);
}

constexpr ActionId payloadOf(ActionId id, int shift = kDefaultKindShift) {
  return id & ((ActionId{1} << shift) - 1);
}

}  // namespace vb::common
