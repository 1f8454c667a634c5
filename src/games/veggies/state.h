// The Veggies state (docs/rules/veggies.md). Its rules are in rules.cpp, the action forms in
// actions.cpp, scoring in scoring.cpp, snapshots and scenarios in snapshot.cpp, the text picture in
// render.cpp and the game module in game.cpp.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/common/state_base.h"
#include "games/veggies/actions.h"
#include "games/veggies/stall.h"
#include "veggiebox/core/game.h"

namespace vb::veggies {

enum class Phase : std::uint8_t {
  kStart,     // each player in turn chooses which drawn card starts the stall
  kPlay,      // one card a turn into one's own stall, from hand or market
  kAnnounce,  // every stall holds 8 cards: players with a tie for largest group announce a type
  kOver,
};
// The phases as snapshots write them, in the order of Phase.
inline constexpr std::string_view kPhaseNames[] = {"start", "play", "announce", "over"};
static_assert(std::size(kPhaseNames) == static_cast<std::size_t>(Phase::kOver) + 1);

// The rules a refusal names: anchors of headings in docs/rules/veggies.md.
namespace rule {
inline constexpr std::string_view kSetup = "setup";
inline constexpr std::string_view kTurn = "a-turn";
inline constexpr std::string_view kCoordinates = "coordinates";
inline constexpr std::string_view kPlacements = "legal-and-illegal-placements";
inline constexpr std::string_view kEnd = "the-end-of-the-game";
inline constexpr std::string_view kScoring = "scoring";
inline constexpr std::string_view kActions = "how-actions-are-written";
inline constexpr std::array kAll = {kSetup, kTurn, kCoordinates, kPlacements, kEnd, kScoring, kActions};
}  // namespace rule

struct Player {
  std::string name;
  int hand = 0;                // card id; 0 when there is none
  std::array<int, 2> drawn{};  // setup: the two cards to choose from; 0 when none
  Stall stall;
  Symbol announced = kEmpty;  // kEmpty: not (yet) announced, or nothing to announce
  bool operator==(const Player&) const = default;
};

// What scoring needs to know about one produce type in one stall.
struct TypeGroups {
  int largest = 0;  // spaces in the largest group
  int groups = 0;   // number of separate groups
  int spaces = 0;   // visible spaces of the type in all
};
struct StallAnalysis {
  std::array<TypeGroups, kProduceTypes + 1> produce{};  // indexed by Symbol; [0] unused
  int mice = 0;
  int crates = 0;  // visible crates
};
StallAnalysis analyse(const Stall& stall);
// The produce types whose largest group is the stall's largest, in code order; empty without produce.
std::vector<Symbol> largestTypes(const StallAnalysis& a);

// The numbers of the rules a variant may change (docs/variants.md#veggies), published values by default.
struct VeggiesRules {
  int mousePoints = -2;          // each visible mouse (docs/rules/veggies.md#scoring)
  int cratePoints = 0;           // each visible crate
  int stallCards = kStallCards;  // the game ends when every stall holds this many cards
  int marketSize = 3;            // market slots, at most 3 (docs/rules/veggies.md#setup)
  // The variant's deck, the same 40 ids with other spaces; null: the published deck
  // (docs/rules/veggies.md#the-cards).
  std::shared_ptr<const std::vector<Card>> deck;
};

// The game's own counts for the playtesting lab (docs/events.md#veggies), kept as actions are applied.
// Not part of the state's value: equals(), snapshots and observations leave them out. The stalls'
// counts are taken once, when the game ends.
struct VeggiesEvents {
  std::int32_t fromHand = 0, fromMarket = 0;                // cards placed
  std::int32_t chosen = 0;                                  // announcements decided by a player (a tie)
  std::int32_t mice = 0, crates = 0;                        // visible at the end, all stalls together
  std::array<std::int32_t, kProduceTypes + 1> largest{};    // by Symbol: the biggest group of any stall
  std::array<std::int32_t, kProduceTypes + 1> announced{};  // by Symbol: the seats that announced it
};

class VeggiesState final : public common::StateBase<VeggiesState, Phase> {
 public:
  explicit VeggiesState(const Game& game) : StateBase(game, Phase::kStart) {}

  int numPlayers() const override { return static_cast<int>(players_.size()); }
  std::string playerName(int seat) const override { return players_.at(static_cast<std::size_t>(seat)).name; }

  // The stalls as scored (scoring.cpp) and drawn (render.cpp). Every line of the sheet comes from the
  // stalls, which are public, so every seat may know the whole sheet.
  ScoreSheet scoreSheet() const override;
  ScoreSheet scoreSheet(int seat) const override;
  std::string render(int seat) const override;
  Json events() const override;  // events.cpp
  // What `seat` cannot see (the deck's order, other players' hand and drawn cards) dealt anew
  // (snapshot.cpp; docs/rules/veggies.md#hidden-information).
  std::unique_ptr<State> resample(int seat, Rng& rng) const override;
  // The action forms (actions.cpp).
  static const common::ActionForms kActionForms;
  std::string actionText(ActionId action) const override;
  Json actionJson(ActionId action) const override;
  std::string describeAction(ActionId action) const override;
  // Set-up, for newGame, and the turn (rules.cpp); snapshots and scenarios are read by readState
  // (below).
  void deal(const Setup& setup);
  std::vector<ActionId> legalActions() const override;
  std::vector<std::string> checkInvariants() const override;

 private:
  friend StateBase;
  common::Refusal refuse(ActionId action) const;  // empty when `action` is legal now
  common::Refusal placementRefusal(const Decoded& d, const Player& p) const;
  // The turn (rules.cpp).
  int draw();
  int cardAt(int source) const { return source == 0 ? players_[current_].hand : market_[source - 1]; }
  bool sameAs(const VeggiesState& o) const;
  Outcome applyLegal(ActionId action);
  void advanceAfterStart();
  void advanceAfterPlay();
  void advanceAnnouncements();
  void countEnd();                     // the lab's end-of-game counts (events.cpp)
  std::string announcingText() const;  // the announcements still to come, for render (render.cpp)
  // Snapshots: written here, read by SnapshotReader (snapshot.cpp).
  Json toJsonFor(int seat, bool whole) const;
  friend class SnapshotReader;

  // Takes the variant (docs/variants.md#veggies) and the numbers it sets.
  void setVariant(const Variant& variant);
  // Card `id` of this game's deck: the published one, or the variant's.
  const Card& cardOf(int id) const {
    return rules_.deck ? (*rules_.deck)[static_cast<std::size_t>(id - 1)] : card(id);
  }

  Options options_;
  VeggiesRules rules_;
  bool allSpaces_ = false;  // option scoring=all-spaces
  int first_ = 0;
  int current_ = 0;
  std::vector<int> deck_;  // the top card is the last
  std::array<int, 3> market_{};
  std::vector<Player> players_;
  VeggiesEvents events_;
};

// A state from a snapshot or a scenario (snapshot.cpp); throws InputError naming the field.
std::unique_ptr<State> readState(const Game& game, const Json& json);

}  // namespace vb::veggies
