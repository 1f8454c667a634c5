// A Veggie Garden position as the sandbox edits it: a scenario (docs/scenarios.md#veggie-garden) and
// the changes a person makes to it, one place at a time. It never checks soundness (the engine does,
// through Game::fromJson); it only moves cards, tokens and the mole between places and keeps every
// field it does not touch as it was. A card the scenario does not name is "in the box".
#pragma once

#include <QCoreApplication>
#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "garden/garden_sight.h"
#include "veggiebox/core/game.h"

namespace vb::app::garden {

// A place on the editor's table (or the box) that holds cards, a token or the mole.
struct Spot {
  Q_DECLARE_TR_FUNCTIONS(vb::app::garden::GardenPosition)

 public:
  enum class Kind { Box, Cell, Post, Harvest, Power, Hand, Deck, Discard, Mole };
  Kind kind = Kind::Box;
  int index = -1;   // cell, post, harvest slot, deck position (top 0)
  int player = -1;  // a hand's seat
  int crop = -1;    // the crop taken from the box, a hand or the discard pile

  friend bool operator==(const Spot&, const Spot&) = default;
  vb::Json toJson() const;
  static std::optional<Spot> fromJson(const vb::Json& j);
  // The place in a player's words ("garden 1,2", "Ana's hand", "the deck").
  QString words(const vb::Json& scenario) const;
};

class GardenPosition {
  Q_DECLARE_TR_FUNCTIONS(vb::app::garden::GardenPosition)

 public:
  GardenPosition() = default;
  explicit GardenPosition(vb::Json scenario);

  // The scenario as it is now; the derived "phase" is left out once anything changed (the engine
  // works it out from the hands and the power, and refuses a stale one).
  const vb::Json& json() const { return j_; }

  int removedCrop() const;  // the crop out of the game, or -1 while it is left to chance
  std::vector<int> cropsInPlay() const;
  int cardsPerCrop() const;
  int harvestSize() const;
  int players() const;
  QString playerName(int seat) const;
  // Cards of each crop still in the box: cardsPerCrop minus those named (negative: too many named).
  std::array<int, 6> inBox() const;
  // The crop at a single-card place (a cell, a harvest slot, the power card, a deck position), or -1.
  int cropAt(const Spot& spot) const;
  std::vector<int> deck() const;             // top first
  std::array<int, 6> discardCounts() const;  // by crop
  bool discardRest() const;                  // "discard": "rest"
  std::optional<std::vector<int>> hand(int seat) const;
  int handSize(int seat) const;         // a hand left out is dealt 2 cards
  int current() const;                  // given, or the engine's default: the fewest cards
  std::optional<int> moleCell() const;  // the cell given (any cell, even a wrong one)
  bool moleLeftOut() const;             // no "mole": a random compost card when peas are in play

  // Card moves. take() empties a place and returns its crop (-1: nothing there); put() places a
  // crop and returns the one it displaced from a single-card place (-1: none).
  int take(const Spot& from);
  int put(const Spot& to, int crop);
  // Moves the card at `from` to `to`; a card displaced from a single-card place goes back where the
  // moved one came from (to the box from the box). False when `from` holds no card.
  bool moveCard(const Spot& from, const Spot& to);

  void setMole(std::optional<int> cell, bool leaveOut);
  void setToken(int post, int value);
  void swapTokens(int a, int b);
  void leaveOut(const char* field);  // "garden", "fence", "harvest": dealt at random
  void fillGardenFromBox();          // empty cells (or a garden left out) from the box, crop by crop
  void setRemovedCrop(int crop);
  void setPower(int crop, int slot, bool peasSwapStep);
  void clearPower();
  void setCurrent(std::optional<int> seat);
  void setHand(int seat, std::optional<std::vector<int>> crops);
  void setDiscardRest(bool rest);
  void setName(int seat, const QString& name);
  void addPlayer();
  void removePlayer(int seat);
  void clear();  // every card back in the box (docs/sandbox.md#veggie-garden)

  // What the table paints: everything open; what the scenario leaves to chance is left blank.
  GardenSight sight() const;

 private:
  void touched() { j_.erase("phase"); }
  vb::Json& gardenJson();   // made (16 empty cells) when left out
  vb::Json& fenceJson();    // made (the published tokens in order) when left out
  vb::Json& harvestJson();  // made (empty slots) when left out
  vb::Json& handJson(int seat);
  vb::Json& deckJson();
  vb::Json& discardJson();
  std::array<int, 12> fence() const;
  void writeFence(const std::array<int, 12>& f);

  vb::Json j_ = vb::Json::object();
};

}  // namespace vb::app::garden
