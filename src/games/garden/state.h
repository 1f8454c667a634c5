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
#include <string_view>
#include <vector>

#include "games/common/state_base.h"
#include "games/garden/actions.h"
#include "veggiebox/core/game.h"
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

// The rules a refusal names: anchors of headings in docs/rules/garden.md. Every refusal within a
// phase is that phase's rule (each power's section states all of its limits).
namespace rule {
inline constexpr std::string_view kTurn = "a-turn";
inline constexpr std::string_view kCabbage = "cabbage-shift-a-line";
inline constexpr std::string_view kCarrot = "carrot-move-the-bunny";
inline constexpr std::string_view kPeas = "peas-move-the-mole-then-swap-across-it";
inline constexpr std::string_view kPepper = "pepper-swap-two-neighbours";
inline constexpr std::string_view kPotato = "potato-swap-with-your-hand";
inline constexpr std::string_view kTomato = "tomato-replant-from-the-harvest";
inline constexpr std::string_view kLastRound = "the-last-round";
inline constexpr std::string_view kActions = "how-actions-are-written";
inline constexpr std::array kAll = {kTurn,   kCabbage, kCarrot,    kPeas,   kPepper,
                                    kPotato, kTomato,  kLastRound, kActions};
}  // namespace rule

// The garden cell each post scores (scoredCell): each post scores the one edge card beside it. The
// side posts stand beside rows 1 and 2 only, so a corner card is scored by its top or bottom post
// alone. Here so that scoring, run at every power turn for the lab's counts, reads it inline.
inline constexpr std::array<int, kPosts> kScoredCell = {
    cellOf(0, 0), cellOf(0, 1), cellOf(0, 2), cellOf(0, 3),  // t0-t3
    cellOf(3, 0), cellOf(3, 1), cellOf(3, 2), cellOf(3, 3),  // b0-b3
    cellOf(1, 0), cellOf(2, 0),                              // l1, l2
    cellOf(1, 3), cellOf(2, 3),                              // r1, r2
};

inline constexpr std::uint8_t kNoMole = 0xFF;
inline constexpr std::uint8_t kRandomOption = 0xFF;  // option removed=random or first=random
// The compost cards, where the mole may stand.
inline constexpr std::array<int, 4> kCompost = {cellOf(1, 1), cellOf(1, 2), cellOf(2, 1), cellOf(2, 2)};

// A hand or the discard pile as a JSON list of crop names, crop by crop (snapshot.cpp).
Json cropList(const Counts& counts);
// Option `key` of resolved options: a crop or a seat, or kRandomOption (snapshot.cpp).
std::uint8_t readOption(const Options& options, const char* key, bool crop);
// Whether the first `size` harvest slots all hold cards of one crop: the four-of-a-kind rule
// (docs/rules/garden.md#setup), for a harvest of any size.
inline bool oneCropHarvest(const std::array<std::uint8_t, kMaxHarvest>& harvest, int size) {
  const std::uint8_t c = harvest[0];
  if (c == kNoCard) return false;
  for (int s = 1; s < size; ++s)
    if (harvest[s] != c) return false;
  return true;
}
// Reads a snapshot or a scenario (snapshot.cpp).
std::unique_ptr<State> readState(const Game& game, const Json& json);

// The numbers of the rules a variant may change (docs/variants.md#veggie-garden), published values
// by default.
struct GardenRules {
  int allCropsBonus = kAllCropsBonus;                                  // docs/rules/garden.md#scoring
  int startingHand = 2;                                                // docs/rules/garden.md#setup
  int cardsPerCrop = kCardsPerCrop;                                    // docs/rules/garden.md#components
  std::array<bool, kCrops> power{true, true, true, true, true, true};  // docs/rules/garden.md#the-powers
  int harvestSize = kHarvestSlots;  // the face-up harvest cards (docs/rules/garden.md#setup)
  // The score tokens shuffled onto the posts (docs/rules/garden.md#setup), each 1 to kMaxToken.
  std::array<std::uint8_t, kPosts> fenceTokens{1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
  // How many of each value the tokens hold, by value (0, the bunny, never).
  std::array<int, kMaxToken + 1> tokenCounts() const;
  // The tokens in words: "four 1s, four 2s and four 3s".
  std::string tokensText() const;
  // The values a token may show: "1, 2 or 3".
  std::string valuesText() const;
};
// Too many posts show a value: "5 posts show 3; the tokens are " and tokensText() (rules.cpp).
std::string tokensShown(int posts, int value, const std::string& tokens);

// The fewest cards a game of `players` needs (docs/variants.md#veggie-garden): the garden, a full
// harvest and every final hand, which never return to the deck; with fewer the harvest could run
// dry while a player still has to take a card.
inline int cardsNeeded(int players, int harvest) { return kCells + harvest + players * kFinalHand; }

// The game's own counts for the playtesting lab (docs/events.md#veggie-garden), kept as actions are
// applied. Not part of the state's value: equals(), snapshots and observations leave them out.
struct GardenEvents {
  std::array<std::int32_t, kCrops> used{}, skipped{}, points{};  // by crop
  bool inPower = false;  // a power is being used, and `before` is its user's score before it
  std::int32_t before = 0;
};

class GardenState final : public common::StateBase<GardenState, Phase> {
 public:
  explicit GardenState(const Game& game) : StateBase(game, Phase::kTake) {}

  int numPlayers() const override { return players_; }
  std::string playerName(int seat) const override { return names_.at(static_cast<std::size_t>(seat)); }

  // The turn (rules.cpp): set-up for newGame, the legal actions and the invariants.
  void deal(const Setup& setup);
  std::vector<ActionId> legalActions() const override;
  std::vector<std::string> checkInvariants() const override;
  // Scoring (scoring.cpp): each crop's value is the sum of the tokens of the posts beside edge cards
  // of that crop.
  std::array<int, kCrops> cropValues() const;
  // The points of `hand` at `values`, as the score sheet totals them (the bonus included).
  int handPoints(const Counts& hand, const std::array<int, kCrops>& values) const;
  ScoreSheet scoreSheet() const override;
  // While the game runs, a seat knows its own lines and, of the others, the hand size only
  // (docs/rules/garden.md#hidden-information).
  ScoreSheet scoreSheet(int seat) const override;
  std::string render(int seat) const override;  // render.cpp
  Json events() const override;                 // scoring.cpp
  // What `seat` cannot see (the other hands and the deck's order) dealt anew (snapshot.cpp).
  std::unique_ptr<State> resample(int seat, Rng& rng) const override;
  // The action forms (actions.cpp).
  static const common::ActionForms kActionForms;
  std::string actionText(ActionId action) const override;
  Json actionJson(ActionId action) const override;
  std::string describeAction(ActionId action) const override;
  // A take's note: the crop in its slot and what its power does, or why it is skipped
  // (docs/rules/garden.md#the-powers); and what taking it skips.
  std::string actionNote(ActionId action) const override;
  std::string skipNote(ActionId action) const override;
  // A take or a tomato names a slot of this game's harvest (docs/variants.md#veggie-garden); the
  // texts read any slot up to kMaxHarvest. Throws InputError naming the text (rules.cpp).
  void checkReadAction(ActionId action, std::string_view text) const;

 private:
  friend StateBase;
  // Snapshots: written here, read by SnapshotReader (snapshot.cpp).
  Json toJsonFor(int seat, bool whole) const;
  friend class SnapshotReader;

  // The turn (rules.cpp).
  common::Refusal refuse(ActionId action) const;  // empty when `action` is legal now
  bool sameAs(const GardenState& o) const;
  bool inPlay(int crop) const { return crop != removed_; }
  Outcome applyLegal(ActionId action);

  // Each phase's rules, one group a phase: taking a harvest card in rules.cpp, the powers in
  // powers.cpp (one group a crop, in the order of docs/rules/garden.md#the-powers). A group is the
  // phase's legal actions, why an action is refused in it, the rule that refuses it (an anchor in
  // docs/rules/garden.md) and its effect; rulesOf() finds a phase's group, so legalActions, refuse
  // and applyLegal need no switch over the phases.
  template <Phase P>
  std::vector<ActionId> legalIn() const;
  template <Phase P>
  std::string refusalIn(const Decoded& d) const;
  template <Phase P>
  Outcome applyIn(const Decoded& d);
  struct PhaseRules {
    std::vector<ActionId> (GardenState::*legal)() const;
    std::string (GardenState::*refuse)(const Decoded& d) const;
    std::string_view rule;
    Outcome (GardenState::*apply)(const Decoded& d);
  };
  template <Phase P>
  static constexpr PhaseRules rulesFor(std::string_view rule) {
    return {&GardenState::legalIn<P>, &GardenState::refusalIn<P>, rule, &GardenState::applyIn<P>};
  }
  static const PhaseRules& rulesOf(Phase phase);     // rules.cpp; never kOver
  static const PhaseRules& powerRules(Phase phase);  // powers.cpp

  // Refusals common to the powers (powers.cpp): an action of the wrong kind for the power being
  // used ({1} in `sentence` is the player), and a sentence naming where the mole stands ({1}).
  std::string needs(const Decoded& d, Kind kind, const char* sentence) const;
  std::string moleAt(const char* sentence) const;
  // The potato's and the tomato's actions: every garden card but the mole's, with each choice
  // (0 to choices - 1) that `allowed` lets through.
  template <class Allowed>
  std::vector<ActionId> offMole(ActionId (*action)(int cell, int choice), int choices, Allowed allowed) const;
  // needs(), then the mole's card, which `moleRule` says cannot move.
  std::string refuseOffMole(const Decoded& d, Kind kind, const char* use, const char* moleRule) const;

  // Whether the power of `crop`, just taken from harvest slot `slot`, has any legal use now.
  bool powerHasUse(int crop, int slot) const;
  // Why the power of the card in harvest slot `slot`, taken now, would be skipped ("there is no other
  // harvest card to plant"); empty when it is used, and outside a take phase (actions.cpp).
  std::string skipReason(int slot) const;
  // The card in harvest slot `slot` and its power, as `show` and `legal` write it ("pepper: swap two
  // neighbours"; actions.cpp).
  std::string harvestNote(int slot) const;
  static Phase powerPhase(int crop);
  // The crop of the card held aside while its power is resolved (the phase says which).
  int pendingCrop() const;

  std::uint8_t drawCard();  // kNoCard when the deck and the discards are both empty
  bool fillHarvest();       // fills empty slots, with the four-of-a-kind rule; true if it dealt
  bool beyondHarvest(const Decoded& d) const;  // a take or tomato slot outside the harvest (rules.cpp)
  void finishTurn(bool& revealed);
  void advance();
  const std::string& who() const { return names_[current_]; }

  // Takes the variant (docs/variants.md#veggie-garden) and the numbers it sets; refuses one that
  // cannot be played by `players`, naming the rule.
  void setVariant(const Variant& variant, int players);

  // The lab's counts (docs/events.md#veggie-garden): a power's use starts when its card is taken and
  // ends in finishTurn (rules.cpp).
  void powerTaken(int crop, bool used);
  void powerResolved(int crop);
  // The current player's points with the card held aside for the power counted in the hand.
  int pointsWithPending(int crop) const;

  GardenRules rules_;
  GardenEvents events_;
  std::uint8_t removedOption_ = kRandomOption;  // option removed: a crop, or random
  std::uint8_t firstOption_ = 0;                // option first: a seat, or random
  std::uint8_t players_ = 0;
  std::uint8_t current_ = 0;
  std::uint8_t removed_ = kTomato;  // the crop out of this game
  std::uint8_t pendingSlot_ = 0;    // in a power phase: the harvest slot the card was taken from
  std::uint8_t mole_ = kNoMole;     // the mole's cell; kNoMole without peas
  std::uint8_t deckSize_ = 0;
  std::array<std::uint8_t, kCells> garden_{};
  std::array<std::uint8_t, kPosts> fence_{};                 // token values 1-3, kBunny for the bunny
  std::array<std::uint8_t, kMaxHarvest> harvest_{};          // slots from rules_.harvestSize on stay empty
  std::array<std::uint8_t, kCrops * kCardsPerCrop> deck_{};  // deck_[0, deckSize_); the top is last
  Counts discard_{};
  std::array<Counts, 4> hands_{};
  std::array<std::uint8_t, 4> handSizes_{};
  std::vector<std::string> names_;
};

}  // namespace vb::garden
