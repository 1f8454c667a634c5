// A Veggies scenario as the sandbox edits it (docs/sandbox.md#veggies): where each named card lies,
// what is still in the box, and the edits a person makes by dragging cards about. The model is the
// scenario JSON itself (docs/scenarios.md#veggies); every edit writes straight into it and keeps
// the fields it does not touch. It never judges soundness: the engine does that.
#pragma once

#include <QPoint>
#include <QString>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggies/veggies_sight.h"

namespace vb::app::veggies {

// A place a card can lie in the editor.
struct CardPlace {
  enum class Kind { Box, Stall, Hand, Drawn, Market, Deck };
  Kind kind = Kind::Box;
  int seat = -1;  // Stall, Hand, Drawn
  int index = 0;  // Drawn: 0 or 1; Market: the slot; Deck: the position, top 0

  bool operator==(const CardPlace&) const = default;
};

// A card slot's content: a card, no card (null), or left to the deal (the field is not given).
inline constexpr int kDealt = -2;

class EditedTable {
 public:
  void set(const vb::Json& scenario);
  const vb::Json& json() const { return j_; }
  const CardFaces& faces() const { return faces_; }

  int players() const;
  QString name(int seat) const;
  // The cards no field names, by id: the palette.
  std::vector<int> box() const;
  std::vector<int> deck() const;
  // A hand: a card id, kNoCard (null) or kDealt.
  int hand(int seat) const;
  // Setup only: the two drawn cards (ids, kNoCard or kDealt).
  std::vector<int> drawn(int seat) const;
  // A market slot 0..2: a card id, kNoCard (empty) or kDealt.
  int market(int slot) const;
  // A stall as painted: its visible spaces and their origin; cards bottom first (none when the
  // scenario leaves them to the deal, see cardsDealt).
  SeenPlayer stall(int seat) const;
  std::vector<int> stallCards(int seat) const;
  bool cardsDealt(int seat) const;
  char announced(int seat) const;
  // The id lying at `place`, or kNoCard.
  int cardAt(const CardPlace& place) const;
  // Whether the top card of this stall can be lifted: the editor laid it and knows what it covered.
  bool canLiftTop(int seat) const;

  // Moves card `id` from `from` to `to`; on a stall it lies turned `quarterTurns` with its
  // top-left cell at `topLeft`. A card already in a single-card place returns to the box.
  // Returns what happened in a player's words, or empty when nothing could move (with `why`).
  QString move(int id, const CardPlace& from, const CardPlace& to, int quarterTurns, QPoint topLeft,
               QString* why);
  // Context-menu edits.
  QString setDealt(const CardPlace& place);  // a hand, drawn pair or trailing market slot
  QString setNone(const CardPlace& place);   // a hand or market slot with no card
  QString clearStall(int seat);
  QString announce(int seat, char code);  // 0: not announced
  QString setCurrent(int seat);           // -1: worked out from the stalls
  QString setFirst(int seat);
  QString setPlayers(int count);
  QString clearAll();

  QString where(const CardPlace& place) const;

 private:
  vb::Json& player(int seat);
  const vb::Json& player(int seat) const;
  vb::Json& marketSlot(int slot);
  void take(int id, const CardPlace& from);
  void put(int id, const CardPlace& to, int quarterTurns, QPoint topLeft);
  void placeOnStall(int seat, int id, int quarterTurns, QPoint topLeft);
  void liftTop(int seat);
  void stallChanged();
  std::string stallKey(int seat) const;

  vb::Json j_ = vb::Json::object();
  CardFaces faces_;
  // What each stall the editor changed looked like before: the stall after a placement (with its
  // seat) to the stall before it, so the top card can be lifted again, after undo and redo too.
  std::map<std::string, vb::Json> before_;
};

}  // namespace vb::app::veggies
