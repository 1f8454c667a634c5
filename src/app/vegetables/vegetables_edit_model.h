// The sandbox's VEGEtables 2.0 position as the scenario JSON itself (docs/scenarios.md#vegetables-20):
// where each card lies, and the edits the position editor makes to it. An edit changes only the
// fields it is about and keeps everything else (options, seed, rng, names, scores) as it was. It
// never judges soundness: the engine does (Game::fromJson), and the editor shows its reason.
#pragma once

#include <QString>
#include <array>
#include <optional>

#include "vegetables/vegetables_sight.h"
#include "veggiebox/core/game.h"

namespace vb::app::vegetables {

// A place a card can lie in a scenario. `Box` is no place: the card is not named, so the engine
// deals it into a field left out, or into the discards with "discards": "rest".
struct Place {
  enum Kind { Box, Hand, Terrains, Board, Silo, Well, Discards };
  Kind kind = Box;
  int index = 0;  // the seat, the line, the silo or the well
  int at = -1;    // in a pile: the position, first free card 0; -1 the bottom
};

// Each card's place (the board counts the cards under each line's top, except the burnt ones).
std::array<Place, 80> placesOf(const vb::Json& scenario);
// The place in words ("Ana's hand", "the R3 line", "silo 2", "the box").
QString placeText(const vb::Json& scenario, const Place& place);

// `card` moved to `to` (removed from where it lay first). On the board the card becomes its line's
// top and the cards beneath it come onto the board too; `card` must belong to that line (else
// nullopt). Dropping into a field the scenario leaves to the deal makes that field explicit.
std::optional<vb::Json> withCardAt(const vb::Json& scenario, int card, const Place& to);
// The line `line` with a jolly standing in for `card` (burnt) or not.
vb::Json withBurnt(const vb::Json& scenario, int card, bool burnt);
// The line `line` emptied: its cards (and its jollies) back to the box.
vb::Json withLineCleared(const vb::Json& scenario, int line);
// Seat `seat`'s jollies beside it (uncollected) and in hand (held).
vb::Json withJollies(const vb::Json& scenario, int seat, int uncollected, int held);
// Every card back in the box: the board, hands, terrains, silos and wells empty, and the cards
// left in the box going to the discards ("discards": "rest").
vb::Json cleared(const vb::Json& scenario);
// A player object (padded to four players), for the fields the editor sets directly.
vb::Json& playerAt(vb::Json& scenario, int seat);
QString seatName(const vb::Json& scenario, int seat);
// Cards in the box (named nowhere).
int boxCount(const vb::Json& scenario);

// What the editor paints: the scenario read like a snapshot with every hand open. A place the
// scenario leaves to the deal stays empty, and `dealt` says so.
struct EditSight {
  Sight sight;
  std::array<bool, 4> handDealt{};
  std::array<bool, 4> terrainsDealt{};
  bool silosDealt = false;
  bool wellsDealt = false;
  bool discardsRest = false;
  std::array<Place, 80> places{};  // placesOf(scenario)
};
EditSight editSight(const vb::Json& scenario);

}  // namespace vb::app::vegetables
