// The VEGEtables 2.0 state (docs/rules/vegetables.md). Its functions are spread over the module, a
// concern to a file: rules.cpp (the deal, the turn and its flow, legal actions, apply), refusals.cpp,
// actions.h and actions.cpp (the action ids and their text, JSON and sentence forms), scoring.cpp,
// snapshot.cpp and snapshot_read.cpp (writing and reading snapshots and scenarios), render.cpp (the text
// picture), resample.cpp (a state a seat could be in), invariants.cpp, cards.cpp (card names) and
// game.cpp (the game module).
//
// The state is small fixed arrays so that a random hand (a few hundred decisions) runs in well under
// a millisecond: a hand is, per line, a mask of the stages held (bit s = the line's card of stage s);
// the board is, per line, how many stages are down and which of them are jollies; a silo or a well is
// an array with its first free card last.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/common/state_base.h"
#include "veggiebox/core/game.h"
#include "veggiebox/games/vegetables.h"

namespace vb::vegetables {

struct Decoded;  // an action id read back (actions.h)

// The rules a refusal names: anchors of headings in docs/rules/vegetables.md.
namespace rule {
inline constexpr std::string_view kBoard = "the-board";
inline constexpr std::string_view kTurn = "a-turn";
inline constexpr std::string_view kEnding = "ending-a-turn";
inline constexpr std::string_view kJollies = "jollies-the-tractor";
inline constexpr std::string_view kBurnt = "burnt-cards";
inline constexpr std::string_view kPenalty = "the-penalty";
inline constexpr std::string_view kScores = "scores";
inline constexpr std::string_view kActions = "how-actions-are-written";
inline constexpr std::array kAll = {kBoard, kTurn, kEnding, kJollies, kBurnt, kPenalty, kScores, kActions};
}  // namespace rule

// The phase says what the deciding seat decides next.
enum class Phase : std::uint8_t {
  kTurn,         // play, collect, discard, pass or go to the well
  kSilo,         // a terrain (or a jolly for one) was played: draw from a silo
  kChain,        // a jolly chain is open: another jolly or the real card that closes it
  kWell,         // going to the well: draw card by card up to 6
  kPenalty,      // the seat cannot fulfil the turn: collect a jolly instead, or option A, B or C
  kPenaltyDraw,  // option A: the penalised seat draws from the wells, choosing freely
  kPenaltyPick,  // option B: an opponent picks a card for the penalised seat
  kOver,
};
// The phases as snapshots write them, in the order of Phase.
inline constexpr std::string_view kPhaseNames[] = {"turn",    "silo",         "chain",        "well",
                                                   "penalty", "penalty-draw", "penalty-pick", "over"};
static_assert(std::size(kPhaseNames) == static_cast<std::size_t>(Phase::kOver) + 1);

enum class Start : std::uint8_t { kBlackOne, kRotate };

inline constexpr std::uint8_t kNone = 0xFF;
// The stages of a line by back: seeds and sprouts have white backs, plants and vegetables green.
inline constexpr std::uint8_t kWhiteStages = 0b00110;
inline constexpr std::uint8_t kGreenStages = 0b11000;

// One line of the score sheet, kept small; its label is written on demand (scoring.cpp).
struct ScoreEvent {
  enum Kind : std::uint8_t { kLine, kColour, kJolly, kClosing, kPenalty, kCarried };
  // The kinds as snapshots write them ("event"), in the order of Kind.
  static constexpr std::string_view kNames[] = {"line", "colour", "jolly", "closing", "penalty", "carried"};
  std::uint8_t hand = 0;  // the hand it happened in (0: carried in by a scenario)
  Kind kind = kLine;
  std::uint8_t detail = 0;  // kLine: the card; kColour: the colour; kJolly: players before; kClosing:
                            // lines not completed
  std::int32_t points = 0;
  bool operator==(const ScoreEvent&) const = default;
};

struct Seat {
  std::array<std::uint8_t, kLines> hand{};  // per line, bit s: the card of stage s (never a terrain)
  std::uint16_t terrains = 0;               // bit l: the terrain of line l lies in front of the seat
  std::uint8_t handCount = 0;
  std::uint8_t terrainCount = 0;
  std::uint8_t uncollected = kJolliesPerSeat;
  std::uint8_t held = 0;  // collected jollies in the hand
  bool revealed = false;  // the hand lies face up (a penalty) until the hand ends
  bool operator==(const Seat&) const = default;
  int handSize() const { return handCount + held; }       // what the well counts
  int cards() const { return handCount + terrainCount; }  // what the end of a hand counts
  // The hand cards with a white or a green back: what the other seats see of a hidden hand.
  int backCount(Back back) const {
    const int low = std::countr_zero(back == Back::kWhite ? kWhiteStages : kGreenStages);  // of two stages
    int n = 0;
    for (auto line : hand) n += (line >> low & 1) + (line >> (low + 1) & 1);
    return n;
  }
  bool holds(int card) const {
    return isTerrain(card) ? (terrains >> lineOf(card) & 1) != 0
                           : (hand[lineOf(card)] >> stageOf(card) & 1) != 0;
  }
};

// A face-up pile: cards[size-1] is its first free card.
template <int N>
struct Pile {
  std::array<std::uint8_t, N> cards{};
  std::uint8_t size = 0;
  bool operator==(const Pile& o) const {
    return size == o.size && std::equal(cards.begin(), cards.begin() + size, o.cards.begin());
  }
  bool empty() const { return size == 0; }
  std::uint8_t take() { return cards[--size]; }
};

// The numbers of the rules a variant may change (docs/variants.md#vegetables-20), published values
// by default.
struct VegetablesRules {
  int linePoints = kLinePoints;        // docs/rules/vegetables.md#scores
  int colourPoints = kColourPoints;    // docs/rules/vegetables.md#scores
  int jollyPoints = kJollyPoints;      // docs/rules/vegetables.md#jollies-the-tractor
  int closingPoints = kClosingPoints;  // docs/rules/vegetables.md#the-end-of-a-hand
  int penaltyA = kPenaltyPoints;       // docs/rules/vegetables.md#the-penalty
  int refillTo = kRefillTo;            // docs/rules/vegetables.md#a-turn, #the-penalty
};

// The game's own counts for the playtesting lab (docs/events.md#vegetables-20), kept as actions are
// applied. Not part of the state's value: equals(), snapshots and observations leave them out.
struct VegetablesEvents {
  std::int32_t hands = 0, closings = 0, closingPoints = 0, quietEnds = 0;  // the end of a hand
  std::array<std::int32_t, 3> penalties{};                                 // options A, B, C
  std::array<std::int32_t, 2> freePenalties{};  // A, B taking every well card at no cost
  std::int32_t jollyInstead = 0;                // a jolly collected instead of a penalty
  std::int32_t chains = 0, jolliesPlayed = 0, jolliesCollected = 0, jolliesDiscarded = 0;
  std::int32_t burntDiscards = 0;
  std::int32_t wellVisits = 0, wellDraws = 0, penaltyCards = 0;
  std::int32_t lines = 0, colours = 0;  // completed
};

class VegetablesState final : public common::StateBase<VegetablesState, Phase> {
 public:
  explicit VegetablesState(const Game& game) : StateBase(game, Phase::kTurn) {}

  int numPlayers() const override { return kSeats; }
  std::string playerName(int seat) const override { return names_.at(static_cast<std::size_t>(seat)); }

  void deal(const Setup& setup);  // for newGame (rules.cpp)
  // The action forms (actions.cpp).
  static const common::ActionForms kActionForms;
  std::string actionText(ActionId action) const override;
  Json actionJson(ActionId action) const override;
  std::string describeAction(ActionId action) const override;
  std::vector<ActionId> legalActions() const override;        // rules.cpp
  std::vector<std::string> checkInvariants() const override;  // invariants.cpp
  ScoreSheet scoreSheet() const override;                     // scoring.cpp
  ScoreSheet scoreSheet(int seat) const override;             // scoring.cpp
  int total(int seat) const override;                         // scoring.cpp
  std::string render(int seat) const override;                // render.cpp
  Json events() const override;                               // events.cpp
  // A whole state `seat` could be in (resample.cpp).
  std::unique_ptr<State> resample(int seat, Rng& rng) const override;

 private:
  friend StateBase;
  friend struct SnapshotReader;                // snapshot_read.cpp
  Json toJsonFor(int seat, bool whole) const;  // snapshot.cpp

  // Why an action is not legal now, and the rule that says so (empty when it is; refusals.cpp), in
  // parts: a turn's own decisions, a step that must be finished first, and the kinds of card.
  common::Refusal refuse(ActionId action) const;
  common::Refusal turnRefusal(const Decoded& d) const;
  common::Refusal stepRefusal(const Decoded& d) const;
  common::Refusal penaltyRefusal(const Decoded& d) const;
  common::Refusal wellRefusal(int well, std::string_view rule) const;
  common::Refusal playRefusal(int card) const;
  common::Refusal jollyRefusal(int card) const;
  // Applying an action (rules.cpp).
  bool sameAs(const VegetablesState& o) const;
  Outcome applyLegal(ActionId action);

  // Rules helpers.
  bool canFulfil(int seat) const;        // the turn can be fulfilled: else the penalty
  bool fulfilsInPublic(int seat) const;  // ... with no hand card: a jolly in hand, or a terrain
  // The cards of `line` with which a hand fulfils the turn: the line's next card, or a burnt card to
  // discard (bit s: stage s).
  std::uint8_t fulfilMask(int line) const {
    return static_cast<std::uint8_t>(1u << stage_[line] | jolly_[line]);
  }
  // The cards of the open chain's line that can close it: its next card, and the cards up to as many
  // stages beyond as the seat holds jollies (never past the vegetable).
  std::uint8_t closingMask() const {
    const int s = stage_[chain_], last = std::min(s + seats_[turn_].held, kStages - 1);
    return static_cast<std::uint8_t>((1u << (last + 1)) - (1u << s));
  }
  bool chainCanClose(int line) const;  // a jolly on `line` now could be followed by the real card
  bool isBurnt(int card) const {
    return stage_[lineOf(card)] > stageOf(card) && (jolly_[lineOf(card)] >> stageOf(card) & 1);
  }
  int wellCards() const { return wells_[0].size + wells_[1].size; }
  bool silosEmpty() const;
  int linesOpen() const;
  void placeOnLine(int line, bool jolly);
  void drawInto(int seat, int card);
  void score(int seat, ScoreEvent::Kind kind, int detail, int points);

  // Turn flow.
  void dealHand();                           // a new deal for hand handNumber_, from the generator
  void dealHidden(int seat, Rng& rng);       // the hands `seat` cannot see, dealt anew (resample.cpp)
  void beginTurn(int seat, bool& revealed);  // the seat's turn, or its penalty
  void endTurn(bool progress, bool& revealed);
  void endHand(int closer, bool& revealed);   // closer -1: a quiet round ended it
  bool closesHand(int seat, bool& revealed);  // the seat has no cards left: the hand ends

  // Applying a legal decision, one function per kind of action (applyLegal hands on).
  Outcome applyTerrain(int card);
  Outcome applyPlay(int card);
  Outcome applyJolly(int card);
  Outcome applyCollect();
  Outcome applyDiscard(int card);
  Outcome applyWell(int well);
  Outcome applyPenalty(int option);
  Outcome applyPick(int well);

  const std::string& who() const { return names_[current_]; }
  std::string penaltyChoices() const;  // the penalty's open choices in words (render.cpp)

  // Takes the variant (docs/variants.md#vegetables-20) and the numbers it sets.
  void setVariant(const Variant& variant);

  VegetablesRules rules_;
  std::uint8_t hands_ = 4;  // option hands
  Start start_ = Start::kBlackOne;
  std::uint8_t handNumber_ = 1;
  std::uint8_t starter_ = 0;    // the seat that started this hand
  std::uint8_t turn_ = 0;       // whose turn it is
  std::uint8_t current_ = 0;    // who decides: the turn's seat, or the opponent picking (option B)
  bool played_ = false;         // a card went onto the board this turn
  std::uint8_t chain_ = kNone;  // the line of the open jolly chain
  std::uint8_t need_ = 0;       // penalty A or B: cards still to draw
  std::uint8_t picksLeft_ = 0;  // penalty B: picks left for the deciding opponent
  std::uint8_t quiet_ = 0;      // turns in a row with no card played, discarded or drawn
  std::array<std::uint8_t, kColours> rows_{kNone, kNone, kNone, kNone};  // the colour of each board row
  std::array<std::uint8_t, kLines> stage_{};                             // cards down on each line, 0-5
  std::array<std::uint8_t, kLines> jolly_{};  // bit s: a jolly stands in for the line's stage s
  std::array<Seat, kSeats> seats_{};
  std::array<Pile<kSiloCards>, kSilos> silos_{};
  std::array<Pile<kWellCapacity>, kWells> wells_{};
  std::array<std::uint8_t, kLines> discards_{};  // bit s: the line's card of stage s was discarded
  std::uint8_t discardedJollies_ = 0;
  std::array<std::vector<ScoreEvent>, kSeats> events_;  // each seat's score sheet, in order
  std::vector<std::string> names_;
  VegetablesEvents counts_;  // the lab's (events_ is the score sheet)
};

// Reads a snapshot or scenario (snapshot_read.cpp), for Game::fromJson; throws InputError naming the field.
std::unique_ptr<State> readState(const Game& game, const Json& json);
// The value of option start ("black-one" or "rotate"; snapshot_read.cpp).
Start readStart(const std::string& value);

// What a score line records, without its hand: "R3 line closed (R19)" (scoring.cpp).
std::string eventText(const ScoreEvent& e);

// JSON pieces shared by the snapshot (snapshot.cpp) and the picture (render.cpp).
// The cards of per-line stage masks, in card order.
Json cardList(const std::array<std::uint8_t, kLines>& masks);
// The terrains of a mask with bit l for line l.
Json terrainList(std::uint16_t terrains);
// A pile's cards, first free card first.
template <int N>
Json pileJson(const Pile<N>& pile) {
  Json out = Json::array();
  for (int i = pile.size - 1; i >= 0; --i) out.push_back(cardName(pile.cards[i]));
  return out;
}

}  // namespace vb::vegetables
