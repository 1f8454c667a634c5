// The Veggie Garden state (docs/rules/garden.md). Its code is split by concern: rules.cpp (setup,
// the turn, legal actions, refusals and apply dispatch, invariants), powers.cpp (the six powers),
// actions.h/actions.cpp (action ids, their text and JSON forms, describeAction), scoring.cpp,
// snapshot.cpp (writing and reading snapshots and scenarios), render.cpp (the text picture),
// crops.cpp (crop and post names) and game.cpp (the game module).
//
// The state is small fixed arrays so that a random 4-player game (about 60 decisions) runs in
// microseconds: crops are bytes, hands are counts per crop (cards of one crop are identical), the
// deck is an array with its top last, and the discard pile is counts per crop (its order never
// matters: it is shuffled before it is used again).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "games/garden/actions.h"
#include "veggiebox/core/game.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/garden.h"

namespace vb::garden {

// The phase says what the current player decides next. A power phase is the power of the card the
// player has just taken; the card is held aside until the power is resolved.
enum class Phase : std::uint8_t {
  kTake,       // take one harvest card
  kCabbage,    // shift a row, a column or a line of posts
  kCarrot,     // swap the bunny with another post's token
  kPeasMole,   // peas, step 1: move the mole to another compost card
  kPeasSwap,   // peas, step 2: swap two cards facing each other across the mole
  kPepper,     // swap two touching garden cards or two neighbouring posts
  kPotato,     // swap a garden card with a hand card
  kTomato,     // replace a garden card with another harvest card
  kLastRound,  // every hand holds 8: take one card, no power, no refill
  kOver,
};

using Counts = std::array<std::uint8_t, kCrops>;

inline constexpr std::uint8_t kNoMole = 0xFF;
inline constexpr std::uint8_t kRandomOption = 0xFF;  // option removed=random or first=random
// The compost cards, where the mole may stand.
inline constexpr std::array<int, 4> kCompost = {cellOf(1, 1), cellOf(1, 2), cellOf(2, 1), cellOf(2, 2)};

// A hand or the discard pile as a JSON list of crop names, crop by crop (snapshot.cpp).
Json cropList(const Counts& counts);
// Option `key` of resolved options: a crop or a seat, or kRandomOption (snapshot.cpp).
std::uint8_t readOption(const Options& options, const char* key, bool crop);
// Reads a snapshot or a scenario (snapshot.cpp).
std::unique_ptr<State> readState(const Game& game, const Json& json);

class GardenState final : public State {
 public:
  explicit GardenState(const Game& game) : game_(&game) {}

  const Game& game() const override { return *game_; }
  std::unique_ptr<State> clone() const override { return std::make_unique<GardenState>(*this); }
  bool equals(const State& other) const override;

  int numPlayers() const override { return players_; }
  std::string playerName(int seat) const override { return names_.at(static_cast<std::size_t>(seat)); }
  int currentPlayer() const override { return phase_ == Phase::kOver ? -1 : current_; }
  bool isOver() const override { return phase_ == Phase::kOver; }

  std::vector<ActionId> legalActions() const override;
  Outcome apply(ActionId action) override;

  std::string actionText(ActionId action) const override;
  Json actionJson(ActionId action) const override;
  ActionId parseAction(std::string_view text) const override;
  ActionId parseActionJson(const Json& json) const override;
  std::string describeAction(ActionId action) const override;

  ScoreSheet scoreSheet() const override;
  Json observation(int seat) const override;
  std::string render(int seat) const override;
  Json toJson() const override;
  std::vector<std::string> checkInvariants() const override;

  // Each crop's value: the sum of the tokens of the posts beside edge cards of that crop.
  std::array<int, kCrops> cropValues() const;

  // Set-up, for newGame.
  void deal(const Setup& setup, std::uint8_t removedOption, std::uint8_t firstOption);
  friend class SnapshotReader;

 private:
  // Why `action` is not legal now; empty when it is.
  std::string refusal(ActionId action) const;

  // Taking a harvest card (rules.cpp).
  std::vector<ActionId> legalTake() const;
  std::string refuseTake(const Decoded& d) const;
  Outcome applyTake(const Decoded& d);
  // The powers, one group per crop (powers.cpp): the legal actions of its phase, why an action is
  // refused in it, and its effect.
  std::string needs(const Decoded& d, Kind kind, const char* what) const;
  std::string moleAt() const;
  std::vector<ActionId> legalCabbage() const;
  std::string refuseCabbage(const Decoded& d) const;
  Outcome applyCabbage(const Decoded& d);
  std::vector<ActionId> legalCarrot() const;
  std::string refuseCarrot(const Decoded& d) const;
  Outcome applyCarrot(const Decoded& d);
  std::vector<ActionId> legalPeasMole() const;
  std::string refusePeasMole(const Decoded& d) const;
  Outcome applyPeasMole(const Decoded& d);
  std::vector<ActionId> legalPeasSwap() const;
  std::string refusePeasSwap(const Decoded& d) const;
  Outcome applyPeasSwap(const Decoded& d);
  std::vector<ActionId> legalPepper() const;
  std::string refusePepper(const Decoded& d) const;
  Outcome applyPepper(const Decoded& d);
  std::vector<ActionId> legalPotato() const;
  std::string refusePotato(const Decoded& d) const;
  Outcome applyPotato(const Decoded& d);
  std::vector<ActionId> legalTomato() const;
  std::string refuseTomato(const Decoded& d) const;
  Outcome applyTomato(const Decoded& d);

  // Whether the power of `crop`, just taken from harvest slot `slot`, has any legal use now.
  bool powerHasUse(int crop, int slot) const;
  static Phase powerPhase(int crop);
  // The crop of the card held aside while its power is resolved (the phase says which).
  int pendingCrop() const;

  std::uint8_t drawCard();  // kNoCard when the deck and the discards are both empty
  bool fillHarvest();       // fills empty slots, with the four-of-a-kind rule; true if it dealt
  void finishTurn(bool& revealed);
  void advance();
  bool inPlay(int crop) const { return crop != removed_; }
  const std::string& who() const { return names_[current_]; }
  Json toJsonFor(int seat, bool whole) const;

  const Game* game_;
  std::uint8_t removedOption_ = kRandomOption;  // option removed: a crop, or random
  std::uint8_t firstOption_ = 0;                // option first: a seat, or random
  std::uint64_t seed_ = 0;
  Rng rng_;
  Phase phase_ = Phase::kTake;
  std::uint8_t players_ = 0;
  std::uint8_t current_ = 0;
  std::uint8_t removed_ = kTomato;  // the crop out of this game
  std::uint8_t pendingSlot_ = 0;    // in a power phase: the harvest slot the card was taken from
  std::uint8_t mole_ = kNoMole;     // the mole's cell; kNoMole without peas
  std::uint8_t deckSize_ = 0;
  std::array<std::uint8_t, kCells> garden_{};
  std::array<std::uint8_t, kPosts> fence_{};  // token values 1-3, kBunny for the bunny
  std::array<std::uint8_t, kHarvestSlots> harvest_{};
  std::array<std::uint8_t, kCrops * kCardsPerCrop> deck_{};  // deck_[0, deckSize_); the top is last
  Counts discard_{};
  std::array<Counts, 4> hands_{};
  std::array<std::uint8_t, 4> handSizes_{};
  std::vector<std::string> names_;
};

}  // namespace vb::garden
