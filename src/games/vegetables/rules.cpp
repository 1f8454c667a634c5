// VEGEtables 2.0: the deal, the turn, jolly chains, silos, wells, the penalty and the end of a hand
// (rules-decisions §3), and the text and JSON forms of actions.
#include <algorithm>
#include <bit>
#include <sstream>

#include "core/fields.h"
#include "games/vegetables/state.h"

namespace vb::vegetables {

namespace {

// ActionId layout (see vegetables.h for the text forms): the kind in bits 8+, the payload in bits 0-7:
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
constexpr int kKindShift = 8;

constexpr ActionId make(Kind k, int payload) { return (ActionId{k} << kKindShift) | payload; }

struct Decoded {
  ActionId kind = 0;
  int a = 0;
};

Decoded decode(ActionId id) {
  if (id < 0) return {};
  return {id >> kKindShift, static_cast<int>(id & 0xFF)};
}

// Only the ids the encoders make from fields in range are actions; anything else is not.
bool canonical(const Decoded& d) {
  switch (d.kind) {
    case kTerrainKind:
      return d.a < kCards && isTerrain(d.a);
    case kPlayKind:
      return d.a < kCards && !isTerrain(d.a);
    case kJollyKind:
      return d.a < kCards && valueOf(d.a) <= kHighestJollyValue;
    case kDiscardKind:
      return d.a < kCards;
    case kCollectKind:
    case kDiscardJollyKind:
    case kPassKind:
      return d.a == 0;
    case kSiloKind:
      return d.a < kSilos;
    case kWellKind:
    case kPickKind:
      return d.a < kWells;
    case kPenaltyKind:
      return d.a < 3;
    default:
      return false;
  }
}

constexpr char kOptionLetters[3] = {'A', 'B', 'C'};

const char* const kActionForms =
    "actions read 'terrain R3', 'play R7', 'jolly R7', 'collect jolly', 'discard jolly', 'discard R3', "
    "'pass', 'silo 2', 'well 1', 'penalty A', 'penalty B', 'penalty C' or 'pick well 0'";

// Up to 16 cards, pushed as actions of one kind in ascending order.
struct CardList {
  std::array<std::uint8_t, kCards> cards{};
  int size = 0;
  void add(int card) { cards[size++] = static_cast<std::uint8_t>(card); }
  void pushAll(std::vector<ActionId>& out, Kind kind) {
    std::sort(cards.begin(), cards.begin() + size);
    for (int i = 0; i < size; ++i) out.push_back(make(kind, cards[i]));
  }
};

}  // namespace

bool VegetablesState::equals(const State& other) const {
  const auto* o = dynamic_cast<const VegetablesState*>(&other);
  return o != nullptr && hands_ == o->hands_ && start_ == o->start_ && seed_ == o->seed_ && rng_ == o->rng_ &&
         phase_ == o->phase_ && handNumber_ == o->handNumber_ && starter_ == o->starter_ &&
         turn_ == o->turn_ && current_ == o->current_ && played_ == o->played_ && chain_ == o->chain_ &&
         need_ == o->need_ && picksLeft_ == o->picksLeft_ && quiet_ == o->quiet_ && rows_ == o->rows_ &&
         stage_ == o->stage_ && jolly_ == o->jolly_ && seats_ == o->seats_ && silos_ == o->silos_ &&
         wells_ == o->wells_ && discards_ == o->discards_ && discardedJollies_ == o->discardedJollies_ &&
         events_ == o->events_ && names_ == o->names_;
}

// ---------------------------------------------------------------------------------------------
// The deal (rules-decisions §3, "Setup"): the 16 terrains shuffled, four face up in front of each
// seat; the 32 white cards shuffled, eight to each hidden hand; the 32 green cards shuffled, 16 into
// four silos of four and 8 + 8 into the two wells; two uncollected jollies per seat.

void VegetablesState::start(const Setup& setup, int hands, Start start) {
  hands_ = static_cast<std::uint8_t>(hands);
  start_ = start;
  seed_ = setup.seed;
  rng_ = Rng(setup.seed);
  names_ = setup.names;
  handNumber_ = 1;
  for (auto& sheet : events_) sheet.clear();
  dealHand();
}

void VegetablesState::dealHand() {
  std::array<std::uint8_t, 16> terrains{};
  std::array<std::uint8_t, 32> white{}, green{};
  int t = 0, w = 0, g = 0;
  for (int card = 0; card < kCards; ++card) {
    const int stage = stageOf(card);
    if (stage == 0)
      terrains[t++] = static_cast<std::uint8_t>(card);
    else if (stage <= 2)
      white[w++] = static_cast<std::uint8_t>(card);
    else
      green[g++] = static_cast<std::uint8_t>(card);
  }
  rng_.shuffle(std::span<std::uint8_t>(terrains));
  rng_.shuffle(std::span<std::uint8_t>(white));
  rng_.shuffle(std::span<std::uint8_t>(green));

  seats_ = {};
  stage_ = {};
  jolly_ = {};
  rows_.fill(kNone);
  discards_ = {};
  discardedJollies_ = 0;
  int holderOfBlackOne = 0;
  for (int seat = 0; seat < kSeats; ++seat) {
    Seat& p = seats_[seat];
    for (int k = 0; k < kTerrainsPerSeat; ++k) {
      const int card = terrains[seat * kTerrainsPerSeat + k];
      p.terrains |= static_cast<std::uint16_t>(1u << lineOf(card));
      if (card == kBlackOne) holderOfBlackOne = seat;
    }
    p.terrainCount = kTerrainsPerSeat;
    for (int k = 0; k < kWhitePerSeat; ++k) drawInto(seat, white[seat * kWhitePerSeat + k]);
  }
  for (int s = 0; s < kSilos; ++s) {
    silos_[s].size = 0;
    for (int k = 0; k < kSiloCards; ++k) silos_[s].cards[silos_[s].size++] = green[s * kSiloCards + k];
  }
  for (int wl = 0; wl < kWells; ++wl) {
    wells_[wl].size = 0;
    for (int k = 0; k < 8; ++k) wells_[wl].cards[wells_[wl].size++] = green[16 + wl * 8 + k];
  }
  // The holder of V1 starts; with start=rotate, each later hand starts one seat further clockwise.
  starter_ = static_cast<std::uint8_t>(start_ == Start::kRotate && handNumber_ > 1 ? (starter_ + 1) % kSeats
                                                                                   : holderOfBlackOne);
  quiet_ = 0;
  bool revealed = false;
  beginTurn(starter_, revealed);
}

// ---------------------------------------------------------------------------------------------
// Rules helpers.

void VegetablesState::drawInto(int seat, int card) {
  seats_[seat].hand[lineOf(card)] |= static_cast<std::uint8_t>(1u << stageOf(card));
  ++seats_[seat].handCount;
}

bool VegetablesState::silosEmpty() const {
  return silos_[0].empty() && silos_[1].empty() && silos_[2].empty() && silos_[3].empty();
}

int VegetablesState::linesOpen() const {
  int open = 0;
  for (auto s : stage_) open += s < kStages;
  return open;
}

// A card or a jolly goes on top of its line. The first card of a colour gives the colour the next
// free row of the board.
void VegetablesState::placeOnLine(int line, bool jolly) {
  if (stage_[line] == 0) {
    const auto colour = static_cast<std::uint8_t>(line / 4);
    if (std::find(rows_.begin(), rows_.end(), colour) == rows_.end())
      *std::find(rows_.begin(), rows_.end(), kNone) = colour;
  }
  if (jolly) jolly_[line] |= static_cast<std::uint8_t>(1u << stage_[line]);
  ++stage_[line];
}

void VegetablesState::score(int seat, ScoreEvent::Kind kind, int detail, int points) {
  events_[seat].push_back({handNumber_, kind, static_cast<std::uint8_t>(detail), points});
}

// The turn can be fulfilled with a terrain or a card to play, a jolly in hand (to play or discard)
// or a burnt card held (to discard). Uncollected jollies do not count (the F.A.Q.: not collected,
// you do not have it).
bool VegetablesState::canFulfil(int seat) const {
  const Seat& p = seats_[seat];
  if (p.held > 0) return true;
  for (int l = 0; l < kLines; ++l) {
    const int s = stage_[l];
    const bool terrain = (p.terrains >> l & 1) != 0;
    if (terrain && (s == 0 || (jolly_[l] & 1))) return true;  // playable, or burnt
    if ((p.hand[l] >> s & 1) || (p.hand[l] & jolly_[l])) return true;
  }
  return false;
}

// A jolly for the next card of `line` must be followed at once by the real card: some later card
// of the line in hand, with a jolly for every card between (all of them 16 or less).
bool VegetablesState::chainCanClose(int line) const {
  const Seat& p = seats_[turn_];
  const int s = stage_[line];
  if (s >= kStages - 1) return false;
  for (int k = 1; k <= p.held && s + k < kStages; ++k)
    if (p.hand[line] >> (s + k) & 1) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Turn flow.

// The seat's turn begins; the engine itself sees whether it can be fulfilled. If not, the penalty:
// the hand is shown at once, unless the seat could still collect a jolly instead (then it is shown
// when the seat takes the penalty).
void VegetablesState::beginTurn(int seat, bool& revealed) {
  turn_ = current_ = static_cast<std::uint8_t>(seat);
  played_ = false;
  chain_ = kNone;
  need_ = picksLeft_ = 0;
  phase_ = Phase::kTurn;
  if (canFulfil(seat)) return;
  phase_ = Phase::kPenalty;
  Seat& p = seats_[seat];
  if (p.uncollected == 0 && !p.revealed) {
    p.revealed = true;
    revealed = true;
  }
}

// A turn ends. A full round of turns in which nobody played, discarded or drew a card ends the hand
// with no closing bonus (rules-decisions §3: the game must not loop for ever).
void VegetablesState::endTurn(bool progress, bool& revealed) {
  quiet_ = progress ? 0 : static_cast<std::uint8_t>(quiet_ + 1);
  if (quiet_ >= kSeats) {
    endHand(-1, revealed);
    return;
  }
  beginTurn((turn_ + 1) % kSeats, revealed);
}

bool VegetablesState::closesHand(int seat, bool& revealed) {
  if (seats_[seat].cards() != 0) return false;
  endHand(seat, revealed);
  return true;
}

// The hand ends: the closer scores 10 for every line not completed. Then the next hand is dealt
// from the state's generator, or the match is over.
void VegetablesState::endHand(int closer, bool& revealed) {
  if (closer >= 0) {
    const int open = linesOpen();
    score(closer, ScoreEvent::kClosing, open, kClosingPoints * open);
  }
  played_ = false;
  chain_ = kNone;
  need_ = picksLeft_ = 0;
  if (handNumber_ >= hands_) {
    phase_ = Phase::kOver;
    quiet_ = 0;
    turn_ = current_ = 0;  // nobody decides: the snapshot writes null
    return;
  }
  ++handNumber_;
  dealHand();
  revealed = true;
}

// ---------------------------------------------------------------------------------------------
// Legal actions.

std::vector<ActionId> VegetablesState::legalActions() const {
  std::vector<ActionId> out;
  const Seat& me = seats_[turn_];
  switch (phase_) {
    case Phase::kTurn: {
      out.reserve(24);
      for (int l = 0; l < kLines; ++l)
        if ((me.terrains >> l & 1) && stage_[l] == 0) out.push_back(make(kTerrainKind, cardAt(l, 0)));
      CardList plays, jollies, burnt;
      for (int l = 0; l < kLines; ++l) {
        const int s = stage_[l];
        if (s > 0 && (me.hand[l] >> s & 1)) plays.add(cardAt(l, s));
        if (me.held > 0 && chainCanClose(l)) jollies.add(cardAt(l, s));
        if (jolly_[l]) {
          const int held = me.hand[l] | ((me.terrains >> l) & 1);
          for (int b = held & jolly_[l]; b != 0; b &= b - 1)
            burnt.add(cardAt(l, std::countr_zero(static_cast<unsigned>(b))));
        }
      }
      plays.pushAll(out, kPlayKind);
      jollies.pushAll(out, kJollyKind);
      if (me.uncollected > 0) out.push_back(make(kCollectKind, 0));
      if (me.held > 0) out.push_back(make(kDiscardJollyKind, 0));
      burnt.pushAll(out, kDiscardKind);
      if (played_) {
        out.push_back(make(kPassKind, 0));
        if (me.handSize() < kRefillTo)
          for (int w = 0; w < kWells; ++w)
            if (!wells_[w].empty()) out.push_back(make(kWellKind, w));
      }
      break;
    }
    case Phase::kSilo:
      for (int s = 0; s < kSilos; ++s)
        if (!silos_[s].empty()) out.push_back(make(kSiloKind, s));
      break;
    case Phase::kChain: {
      const int s = stage_[chain_];
      if (me.hand[chain_] >> s & 1) out.push_back(make(kPlayKind, cardAt(chain_, s)));
      if (chainCanClose(chain_)) out.push_back(make(kJollyKind, cardAt(chain_, s)));
      break;
    }
    case Phase::kWell:
    case Phase::kPenaltyDraw:
      for (int w = 0; w < kWells; ++w)
        if (!wells_[w].empty()) out.push_back(make(kWellKind, w));
      break;
    case Phase::kPenaltyPick:
      for (int w = 0; w < kWells; ++w)
        if (!wells_[w].empty()) out.push_back(make(kPickKind, w));
      break;
    case Phase::kPenalty:
      if (me.uncollected > 0) out.push_back(make(kCollectKind, 0));
      if (me.handSize() < kRefillTo && wellCards() > 0) {
        out.push_back(make(kPenaltyKind, 0));
        out.push_back(make(kPenaltyKind, 1));
      }
      out.push_back(make(kPenaltyKind, 2));
      break;
    case Phase::kOver:
      break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Refusals: each names the rule.

namespace {

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string VegetablesState::playRefusal(int card) const {
  const Seat& me = seats_[turn_];
  const std::string name = cardName(card);
  if (!me.holds(card)) return who() + " does not hold " + name;
  const int line = lineOf(card), s = stageOf(card), top = stage_[line];
  if (isBurnt(card))
    return name + " is burnt: a jolly stands in its place on the " + lineName(line) +
           " line (its holder may discard it: 'discard " + name + "')";
  if (top < s) {
    const int before = cardAt(line, s - 1);
    if (top == 0)
      return name + " needs " + cardName(before) + " on its line; the " + lineName(line) + " line is empty";
    const int shown = cardAt(line, top - 1);
    return name + " needs " + cardName(before) + " on its line; the line shows " +
           (jolly_[line] >> (top - 1) & 1 ? "a jolly for " + cardName(shown) : cardName(shown));
  }
  return {};
}

std::string VegetablesState::jollyRefusal(int card) const {
  const Seat& me = seats_[turn_];
  const std::string name = cardName(card);
  if (me.held == 0)
    return who() + " holds no jolly" + (me.uncollected > 0 ? " (collect one first: 'collect jolly')" : "");
  const int line = lineOf(card), top = stage_[line];
  if (top != stageOf(card))
    return "a jolly stands in for the next card of a line: the " + lineName(line) + " line's next card is " +
           (top >= kStages ? std::string("none (the line is complete)")
            : valueOf(cardAt(line, top)) > kHighestJollyValue
                ? cardName(cardAt(line, top)) + ", which no jolly replaces (17-20)"
                : cardName(cardAt(line, top)));
  if (!chainCanClose(line))
    return "a jolly for " + name +
           " must be followed at once by the real card that comes after it: " + who() +
           " holds no later card of the " + lineName(line) + " line to close the chain with " +
           plural(me.held, "jolly", "jollies");
  return {};
}

std::string VegetablesState::refusal(ActionId action) const {
  if (phase_ == Phase::kOver) return "the match is over";
  const Decoded d = decode(action);
  if (!canonical(d)) return "not an action of VEGEtables 2.0";
  const Seat& me = seats_[turn_];
  auto wellEmpty = [&]() -> std::string {
    return wells_[d.a].empty() ? "well " + std::to_string(d.a) + " is empty" : std::string();
  };
  switch (phase_) {
    case Phase::kSilo:
      if (d.kind != kSiloKind)
        return who() + " has just played " + (chain_ != kNone ? "a jolly for a terrain" : "a terrain") +
               " and draws from a silo first ('silo 0' to 'silo 3')";
      if (silos_[d.a].empty()) return "silo " + std::to_string(d.a) + " is empty";
      return {};
    case Phase::kWell:
      if (d.kind != kWellKind)
        return who() +
               " is going to the well: cards are taken one by one ('well 0' or 'well 1') until the hand "
               "holds 6, and then the turn passes";
      return wellEmpty();
    case Phase::kPenaltyDraw:
      if (d.kind != kWellKind)
        return "penalty A: " + who() +
               " refills the hand to 6 from the wells, choosing freely ('well 0' or 'well 1')";
      return wellEmpty();
    case Phase::kPenaltyPick:
      if (d.kind != kPickKind)
        return "penalty B: " + who() + " picks a card from the wells for " + names_[turn_] +
               " ('pick well 0' or 'pick well 1')";
      return wellEmpty();
    case Phase::kPenalty:
      if (d.kind == kCollectKind)
        return me.uncollected > 0 ? std::string() : who() + " has no uncollected jolly";
      if (d.kind == kPenaltyKind) {
        if (d.a == 2) return {};
        if (me.handSize() >= kRefillTo)
          return who() + " holds " + plural(me.handSize(), "card", "cards") +
                 ": there is nothing to refill, so only 'penalty C'";
        if (wellCards() == 0) return "the wells are empty: there is nothing to refill, so only 'penalty C'";
        return {};
      }
      return who() +
             " cannot fulfil the turn (no terrain or card to play, no jolly in hand, no burnt card): the "
             "penalty, "
             "'penalty A', 'penalty B' or 'penalty C'" +
             (me.uncollected > 0 ? ", or 'collect jolly' instead" : "");
    case Phase::kChain: {
      const int next = cardAt(chain_, stage_[chain_]);
      if ((d.kind != kPlayKind && d.kind != kJollyKind) || lineOf(d.a) != chain_)
        return "a jolly chain is open on the " + lineName(chain_) +
               " line: it goes on at once with the real card " + "('play " + cardName(next) +
               "') or another jolly ('jolly " + cardName(next) + "')";
      return d.kind == kPlayKind ? playRefusal(d.a) : jollyRefusal(d.a);
    }
    case Phase::kTurn:
      break;
    case Phase::kOver:
      return "the match is over";
  }
  switch (d.kind) {
    case kTerrainKind: {
      const int line = lineOf(d.a);
      if (!me.holds(d.a)) return who() + " does not have the terrain " + cardName(d.a) + " in front of them";
      if (stage_[line] > 0)
        return cardName(d.a) +
               " is burnt: a jolly stands in for it on the board (its holder may discard it: "
               "'discard " +
               cardName(d.a) + "')";
      return {};
    }
    case kPlayKind:
      return playRefusal(d.a);
    case kJollyKind:
      return jollyRefusal(d.a);
    case kCollectKind:
      return me.uncollected > 0 ? std::string() : who() + " has already collected both jollies";
    case kDiscardJollyKind:
      return me.held > 0 ? std::string()
                         : who() + " holds no jolly" +
                               (me.uncollected > 0 ? " (collect one first: 'collect jolly')" : "");
    case kDiscardKind:
      if (!me.holds(d.a)) return who() + " does not hold " + cardName(d.a);
      if (!isBurnt(d.a))
        return "only a burnt card (one a jolly stands in for) may be discarded, and " + cardName(d.a) +
               " is not burnt";
      return {};
    case kPassKind:
      return played_
                 ? std::string()
                 : who() + " must play at least one card before passing (or discard a jolly or a burnt card)";
    case kWellKind:
      if (!played_) return who() + " may go to the well only after playing at least one card this turn";
      if (me.handSize() >= kRefillTo)
        return who() + " holds " + plural(me.handSize(), "card", "cards") +
               " (jollies included): the well is for a hand of fewer than 6";
      return wellEmpty();
    case kSiloKind:
      return "a silo draw comes only after a terrain (or a jolly standing in for one)";
    case kPenaltyKind:
      return who() + " can fulfil the turn: there is no penalty";
    default:  // kPickKind
      return "picking cards for another player happens only in penalty option B";
  }
}

// ---------------------------------------------------------------------------------------------
// Applying a decision.

Outcome VegetablesState::apply(ActionId action) {
  if (std::string why = refusal(action); !why.empty()) return Outcome::refused(why);
  const Decoded d = decode(action);
  bool revealed = false;
  Seat& me = seats_[turn_];
  switch (d.kind) {
    case kTerrainKind: {
      // Terrains lie face up: playing one shows nothing new. The silo draw follows at once.
      const int line = lineOf(d.a);
      me.terrains = static_cast<std::uint16_t>(me.terrains & ~(1u << line));
      --me.terrainCount;
      placeOnLine(line, false);
      played_ = true;
      if (!silosEmpty()) {
        phase_ = Phase::kSilo;
      } else {
        closesHand(turn_, revealed);
      }
      return Outcome::done(revealed);
    }
    case kPlayKind: {
      const int line = lineOf(d.a), s = stageOf(d.a);
      me.hand[line] = static_cast<std::uint8_t>(me.hand[line] & ~(1u << s));
      --me.handCount;
      revealed = !me.revealed;
      placeOnLine(line, false);
      played_ = true;
      if (phase_ == Phase::kChain) {
        chain_ = kNone;
        phase_ = Phase::kTurn;
      }
      if (s == kStages - 1) {
        score(turn_, ScoreEvent::kLine, d.a, kLinePoints);
        const int c = colourOf(d.a);
        if (stage_[c * 4] == kStages && stage_[c * 4 + 1] == kStages && stage_[c * 4 + 2] == kStages &&
            stage_[c * 4 + 3] == kStages)
          score(turn_, ScoreEvent::kColour, c, kColourPoints);
      }
      closesHand(turn_, revealed);
      return Outcome::done(revealed);
    }
    case kJollyKind: {
      const int line = lineOf(d.a);
      --me.held;
      placeOnLine(line, true);
      played_ = true;
      chain_ = static_cast<std::uint8_t>(line);
      // A jolly standing in for a terrain draws from a silo, like the terrain would.
      phase_ = stageOf(d.a) == 0 && !silosEmpty() ? Phase::kSilo : Phase::kChain;
      return Outcome::done(false);
    }
    case kCollectKind: {
      --me.uncollected;
      ++me.held;
      if (me.uncollected == 0) {
        int before = 0;
        for (int seat = 0; seat < kSeats; ++seat) before += seat != turn_ && seats_[seat].uncollected == 0;
        score(turn_, ScoreEvent::kJolly, before, kJollyPoints * before);
      }
      phase_ = Phase::kTurn;  // after a penalty: the turn goes on with a jolly to use
      return Outcome::done(false);
    }
    case kDiscardJollyKind:
      --me.held;
      ++discardedJollies_;
      endTurn(true, revealed);
      return Outcome::done(revealed);
    case kDiscardKind: {
      const int line = lineOf(d.a), s = stageOf(d.a);
      if (isTerrain(d.a)) {
        me.terrains = static_cast<std::uint16_t>(me.terrains & ~(1u << line));
        --me.terrainCount;
      } else {
        me.hand[line] = static_cast<std::uint8_t>(me.hand[line] & ~(1u << s));
        --me.handCount;
        revealed = !me.revealed;
      }
      discards_[line] |= static_cast<std::uint8_t>(1u << s);
      if (!closesHand(turn_, revealed)) endTurn(true, revealed);
      return Outcome::done(revealed);
    }
    case kPassKind:
      endTurn(true, revealed);
      return Outcome::done(revealed);
    case kSiloKind:
      drawInto(turn_, silos_[d.a].take());
      phase_ = chain_ != kNone ? Phase::kChain : Phase::kTurn;
      return Outcome::done(true);
    case kWellKind: {
      revealed = true;
      drawInto(turn_, wells_[d.a].take());
      if (phase_ == Phase::kPenaltyDraw) {
        if (--need_ == 0) endTurn(true, revealed);
      } else if (me.handSize() >= kRefillTo || wellCards() == 0) {
        endTurn(true, revealed);  // the well passes the turn
      } else {
        phase_ = Phase::kWell;
      }
      return Outcome::done(revealed);
    }
    case kPenaltyKind: {
      revealed = !me.revealed;
      me.revealed = true;
      if (d.a == 2) {
        endTurn(false, revealed);
        return Outcome::done(revealed);
      }
      if (wellCards() < kFreePenaltyBelow) {
        // Fewer than 7 cards left: A and B take every one of them, at no cost.
        revealed = true;
        for (auto& well : wells_)
          while (!well.empty()) drawInto(turn_, well.take());
        endTurn(true, revealed);
        return Outcome::done(revealed);
      }
      need_ = static_cast<std::uint8_t>(kRefillTo - me.handSize());
      if (d.a == 0) {
        score(turn_, ScoreEvent::kPenalty, 0, kPenaltyPoints);
        phase_ = Phase::kPenaltyDraw;
      } else {
        phase_ = Phase::kPenaltyPick;
        current_ = static_cast<std::uint8_t>((turn_ + 1) % kSeats);
        picksLeft_ = static_cast<std::uint8_t>(std::min(2, int{need_}));
      }
      return Outcome::done(revealed);
    }
    default: {  // kPickKind: two cards per opponent, in turn order from the penalised seat
      drawInto(turn_, wells_[d.a].take());
      revealed = true;
      --need_;
      --picksLeft_;
      if (need_ == 0) {
        endTurn(true, revealed);
      } else if (picksLeft_ == 0) {
        current_ = static_cast<std::uint8_t>((current_ + 1) % kSeats);
        picksLeft_ = static_cast<std::uint8_t>(std::min(2, int{need_}));
      }
      return Outcome::done(revealed);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Text and JSON forms of actions.

std::string VegetablesState::actionText(ActionId action) const {
  const Decoded d = decode(action);
  if (!canonical(d)) return "unknown action " + std::to_string(action);
  switch (d.kind) {
    case kTerrainKind:
      return "terrain " + cardName(d.a);
    case kPlayKind:
      return "play " + cardName(d.a);
    case kJollyKind:
      return "jolly " + cardName(d.a);
    case kCollectKind:
      return "collect jolly";
    case kDiscardJollyKind:
      return "discard jolly";
    case kDiscardKind:
      return "discard " + cardName(d.a);
    case kPassKind:
      return "pass";
    case kSiloKind:
      return "silo " + std::to_string(d.a);
    case kWellKind:
      return "well " + std::to_string(d.a);
    case kPenaltyKind:
      return std::string("penalty ") + kOptionLetters[d.a];
    default:
      return "pick well " + std::to_string(d.a);
  }
}

Json VegetablesState::actionJson(ActionId action) const {
  const Decoded d = decode(action);
  if (!canonical(d)) return {{"type", "unknown"}, {"id", action}};
  switch (d.kind) {
    case kTerrainKind:
      return {{"type", "terrain"}, {"card", cardName(d.a)}};
    case kPlayKind:
      return {{"type", "play"}, {"card", cardName(d.a)}};
    case kJollyKind:
      return {{"type", "jolly"}, {"card", cardName(d.a)}};
    case kCollectKind:
      return {{"type", "collect-jolly"}};
    case kDiscardJollyKind:
      return {{"type", "discard-jolly"}};
    case kDiscardKind:
      return {{"type", "discard"}, {"card", cardName(d.a)}};
    case kPassKind:
      return {{"type", "pass"}};
    case kSiloKind:
      return {{"type", "silo"}, {"silo", d.a}};
    case kWellKind:
      return {{"type", "well"}, {"well", d.a}};
    case kPenaltyKind:
      return {{"type", "penalty"}, {"option", std::string(1, kOptionLetters[d.a])}};
    default:
      return {{"type", "pick"}, {"well", d.a}};
  }
}

ActionId VegetablesState::parseAction(std::string_view text) const {
  const std::vector<std::string> w = fields::actionWords(text);
  const std::string quotedText = quote(text);
  auto fail = [&](const std::string& why) -> ActionId { throw InputError(quotedText + ": " + why); };
  if (w.empty()) return fail(kActionForms);
  const std::string& verb = w[0];
  auto cardAtWord = [&](std::size_t i) {
    const int card = i < w.size() ? cardFromName(w[i]) : -1;
    if (card < 0) fail("expected a card: a colour R, Y, G or V and a value 1 to 20 (e.g. R3, V1, G17)");
    return card;
  };
  auto index = [&](std::size_t i, int count, const char* what) {
    if (i >= w.size() || w[i].size() != 1 || w[i][0] < '0' || w[i][0] >= '0' + count)
      fail(std::string("the ") + what + " are 0 to " + std::to_string(count - 1));
    return w[i][0] - '0';
  };
  if (verb == "terrain") {
    if (w.size() != 2) return fail("expected 'terrain C' with C a terrain (value 1 to 4)");
    const int card = cardAtWord(1);
    if (!isTerrain(card))
      return fail(cardName(card) + " is not a terrain (terrains are 1 to 4): 'play " + cardName(card) + "'");
    return make(kTerrainKind, card);
  }
  if (verb == "play") {
    if (w.size() != 2) return fail("expected 'play C' with C a card in your hand");
    const int card = cardAtWord(1);
    if (isTerrain(card)) return fail(cardName(card) + " is a terrain: 'terrain " + cardName(card) + "'");
    return make(kPlayKind, card);
  }
  if (verb == "jolly") {
    if (w.size() != 2) return fail("expected 'jolly C' with C the card the jolly stands in for");
    const int card = cardAtWord(1);
    if (valueOf(card) > kHighestJollyValue)
      return fail("a jolly stands in only for cards of 16 or less, never for " + cardName(card));
    return make(kJollyKind, card);
  }
  if (verb == "collect") {
    if (w.size() != 2 || w[1] != "jolly") return fail("expected 'collect jolly'");
    return make(kCollectKind, 0);
  }
  if (verb == "discard") {
    if (w.size() != 2) return fail("expected 'discard jolly' or 'discard C' with C a burnt card");
    if (w[1] == "jolly") return make(kDiscardJollyKind, 0);
    return make(kDiscardKind, cardAtWord(1));
  }
  if (verb == "pass") {
    if (w.size() != 1) return fail("expected 'pass'");
    return make(kPassKind, 0);
  }
  if (verb == "silo") {
    if (w.size() != 2) return fail("expected 'silo S' with S a silo 0 to 3");
    return make(kSiloKind, index(1, kSilos, "silos"));
  }
  if (verb == "well") {
    if (w.size() != 2) return fail("expected 'well W' with W a well, 0 or 1");
    return make(kWellKind, index(1, kWells, "wells"));
  }
  if (verb == "penalty") {
    if (w.size() != 2 || w[1].size() != 1 || w[1][0] < 'A' || w[1][0] > 'C')
      return fail("expected 'penalty A', 'penalty B' or 'penalty C'");
    return make(kPenaltyKind, w[1][0] - 'A');
  }
  if (verb == "pick") {
    if (w.size() != 3 || w[1] != "well") return fail("expected 'pick well W' with W a well, 0 or 1");
    return make(kPickKind, index(2, kWells, "wells"));
  }
  return fail(kActionForms);
}

ActionId VegetablesState::parseActionJson(const Json& j) const {
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
    throw InputError(
        "an action in JSON needs a \"type\": terrain, play, jolly, collect-jolly, discard-jolly, discard, "
        "pass, "
        "silo, well, penalty or pick");
  const std::string type = j["type"].get<std::string>();
  try {
    if (type == "terrain" || type == "play" || type == "jolly" || type == "discard")
      return parseAction(type + " " + j.at("card").get<std::string>());
    if (type == "collect-jolly") return parseAction("collect jolly");
    if (type == "discard-jolly") return parseAction("discard jolly");
    if (type == "pass") return parseAction("pass");
    if (type == "silo") return parseAction("silo " + fields::integerText(j.at("silo"), "silo"));
    if (type == "well") return parseAction("well " + fields::integerText(j.at("well"), "well"));
    if (type == "pick") return parseAction("pick well " + fields::integerText(j.at("well"), "well"));
    if (type == "penalty") return parseAction("penalty " + j.at("option").get<std::string>());
  } catch (const Json::exception&) {
    throw InputError("the " + type + " action in JSON lacks a field or has one of the wrong kind");
  }
  throw InputError("\"type\": " + quote(type) +
                   " is not an action of VEGEtables 2.0 (terrain, play, jolly, collect-jolly, discard-jolly, "
                   "discard, pass, silo, well, penalty, pick)");
}

std::string VegetablesState::describeAction(ActionId action) const {
  const Decoded d = decode(action);
  const std::string name = phase_ == Phase::kOver ? "?" : who();
  if (!canonical(d) || !refusal(action).empty()) return name + ": " + actionText(action);
  const Seat& me = seats_[turn_];
  switch (d.kind) {
    case kTerrainKind:
      return name + " plays the terrain " + cardName(d.a) +
             (silosEmpty() ? " (the silos are empty: no draw)" : "");
    case kPlayKind: {
      std::string s = name + " plays " + cardName(d.a) + " on the " + lineName(lineOf(d.a)) + " line";
      if (phase_ == Phase::kChain) s += ", closing the jolly chain";
      if (stageOf(d.a) == kStages - 1) s += " and completes it (+10)";
      if (me.cards() == 1) s += ": " + name + " has no cards left and closes the hand";
      return s;
    }
    case kJollyKind:
      return name + " plays a jolly for " + cardName(d.a) + " on the " + lineName(lineOf(d.a)) + " line (" +
             cardName(d.a) + " is burnt)" + (isTerrain(d.a) && !silosEmpty() ? "; a silo draw follows" : "");
    case kCollectKind: {
      std::string s = name + " collects a jolly";
      if (me.uncollected == 1) {
        int before = 0;
        for (int seat = 0; seat < kSeats; ++seat) before += seat != turn_ && seats_[seat].uncollected == 0;
        s += " (the second: +" + std::to_string(kJollyPoints * before) + ")";
      }
      if (phase_ == Phase::kPenalty) s += " instead of taking the penalty";
      return s;
    }
    case kDiscardJollyKind:
      return name + " discards a jolly and passes";
    case kDiscardKind:
      return name + " discards the burnt " + cardName(d.a) + " and passes";
    case kPassKind:
      return name + " passes";
    case kSiloKind:
      return name + " draws " + cardName(silos_[d.a].cards[silos_[d.a].size - 1]) + " from silo " +
             std::to_string(d.a);
    case kWellKind:
      return name + " draws " + cardName(wells_[d.a].cards[wells_[d.a].size - 1]) + " from well " +
             std::to_string(d.a) + (phase_ == Phase::kPenaltyDraw ? " (penalty A)" : "");
    case kPenaltyKind: {
      std::string s =
          name + " cannot fulfil the turn, shows the hand and takes penalty " + kOptionLetters[d.a];
      if (d.a == 2) return s + ": no refill";
      if (wellCards() < kFreePenaltyBelow)
        return s + ": the wells hold fewer than 7 cards, so " + name + " takes all " +
               std::to_string(wellCards()) + " at no cost";
      return s + (d.a == 0 ? ": refill to 6 from the wells choosing freely (-50)"
                           : ": refill to 6 with the opponents choosing, two cards each");
    }
    default:
      return name + " picks " + cardName(wells_[d.a].cards[wells_[d.a].size - 1]) + " from well " +
             std::to_string(d.a) + " for " + names_[turn_] + " (penalty B)";
  }
}

// ---------------------------------------------------------------------------------------------
// Snapshots, observations and pictures.

namespace {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::kTurn:
      return "turn";
    case Phase::kSilo:
      return "silo";
    case Phase::kChain:
      return "chain";
    case Phase::kWell:
      return "well";
    case Phase::kPenalty:
      return "penalty";
    case Phase::kPenaltyDraw:
      return "penalty-draw";
    case Phase::kPenaltyPick:
      return "penalty-pick";
    default:
      return "over";
  }
}

// The cards of per-line stage masks, in card order.
Json cardList(const std::array<std::uint8_t, kLines>& masks) {
  std::array<std::uint8_t, kCards> cards{};
  int n = 0;
  for (int l = 0; l < kLines; ++l)
    for (int s = 0; s < kStages; ++s)
      if (masks[l] >> s & 1) cards[n++] = static_cast<std::uint8_t>(cardAt(l, s));
  std::sort(cards.begin(), cards.begin() + n);
  Json out = Json::array();
  for (int i = 0; i < n; ++i) out.push_back(cardName(cards[i]));
  return out;
}

Json terrainList(std::uint16_t terrains) {
  Json out = Json::array();
  for (int l = 0; l < kLines; ++l)
    if (terrains >> l & 1) out.push_back(cardName(cardAt(l, 0)));
  return out;
}

template <int N>
Json pileJson(const Pile<N>& pile) {
  Json out = Json::array();
  for (int i = pile.size - 1; i >= 0; --i) out.push_back(cardName(pile.cards[i]));
  return out;
}

Json eventJson(const ScoreEvent& e) {
  Json j = {{"hand", e.hand}};
  switch (e.kind) {
    case ScoreEvent::kLine:
      j["event"] = "line";
      j["card"] = cardName(e.detail);
      break;
    case ScoreEvent::kColour:
      j["event"] = "colour";
      j["colour"] = std::string(1, colourLetter(e.detail));
      break;
    case ScoreEvent::kJolly:
      j["event"] = "jolly";
      j["before"] = e.detail;
      break;
    case ScoreEvent::kClosing:
      j["event"] = "closing";
      j["open"] = e.detail;
      break;
    case ScoreEvent::kPenalty:
      j["event"] = "penalty";
      break;
    case ScoreEvent::kCarried:
      j["event"] = "carried";
      break;
  }
  j["points"] = e.points;
  return j;
}

}  // namespace

Json VegetablesState::toJsonFor(int seat, bool whole) const {
  Json j = {
      {"game", "vegetables"},
      {"options",
       {{"hands", std::to_string(hands_)}, {"start", start_ == Start::kRotate ? "rotate" : "black-one"}}}};
  if (whole) {
    j["seed"] = seed_;
    j["rng"] = rng_.toText();
  } else {
    j["seat"] = seat;
  }
  j["hand_number"] = handNumber_;
  j["starter"] = starter_;
  j["phase"] = phaseName(phase_);
  j["current"] = currentPlayer() < 0 ? Json(nullptr) : Json(current_);
  j["turn"] = phase_ == Phase::kOver ? Json(nullptr) : Json(turn_);
  j["played"] = played_;
  j["chain"] = chain_ == kNone ? Json(nullptr) : Json(lineName(chain_));
  if (phase_ == Phase::kPenaltyDraw)
    j["penalty"] = {{"option", "A"}, {"cards", need_}};
  else if (phase_ == Phase::kPenaltyPick)
    j["penalty"] = {{"option", "B"}, {"cards", need_}, {"picks_left", picksLeft_}};
  else
    j["penalty"] = nullptr;
  j["quiet"] = quiet_;
  j["rows"] = Json::array();
  for (auto c : rows_)
    if (c != kNone) j["rows"].push_back(std::string(1, colourLetter(c)));
  j["board"] = Json::object();
  std::array<std::uint8_t, kLines> burnt{};
  for (int l = 0; l < kLines; ++l) {
    if (stage_[l] > 0) j["board"][lineName(l)] = cardName(cardAt(l, stage_[l] - 1));
    burnt[l] = jolly_[l];
  }
  j["burnt"] = cardList(burnt);
  j["silos"] = Json::array();
  for (const auto& silo : silos_) j["silos"].push_back(pileJson(silo));
  j["wells"] = Json::array();
  for (const auto& well : wells_) j["wells"].push_back(pileJson(well));
  j["discards"] = cardList(discards_);
  j["discarded_jollies"] = discardedJollies_;
  j["players"] = Json::array();
  for (int i = 0; i < kSeats; ++i) {
    const Seat& p = seats_[i];
    Json pj = {{"name", names_[i]}};
    if (whole || i == seat || p.revealed) {
      pj["hand"] = cardList(p.hand);
    } else {
      pj["hand"] = "hidden";
    }
    if (!whole) pj["hand_size"] = p.handCount;
    pj["terrains"] = terrainList(p.terrains);
    pj["jollies"] = {{"uncollected", p.uncollected}, {"held", p.held}};
    pj["revealed"] = p.revealed;
    pj["score"] = Json::array();
    for (const auto& e : events_[i]) pj["score"].push_back(eventJson(e));
    j["players"].push_back(pj);
  }
  return j;
}

Json VegetablesState::toJson() const { return toJsonFor(-1, true); }

Json VegetablesState::observation(int seat) const { return toJsonFor(seat, false); }

std::string VegetablesState::render(int seat) const {
  std::ostringstream out;
  out << "VEGEtables 2.0 - hand " << int{handNumber_} << " of " << int{hands_} << " - ";
  switch (phase_) {
    case Phase::kTurn:
      out << who() << " to play" << (played_ ? " (has played this turn: may pass)" : "");
      break;
    case Phase::kSilo:
      out << who() << " to draw from a silo";
      break;
    case Phase::kChain:
      out << who() << " continues the jolly chain on the " << lineName(chain_) << " line";
      break;
    case Phase::kWell:
      out << who() << " is at the well";
      break;
    case Phase::kPenalty:
      out << who() << " cannot fulfil the turn: penalty A, B or C"
          << (seats_[turn_].uncollected > 0 ? ", or collect a jolly instead" : "");
      break;
    case Phase::kPenaltyDraw:
      out << "penalty A: " << who() << " draws " << int{need_} << " more from the wells";
      break;
    case Phase::kPenaltyPick:
      out << "penalty B: " << who() << " picks for " << names_[turn_] << " (" << int{need_} << " more)";
      break;
    case Phase::kOver:
      out << "match over";
      break;
  }
  out << "\n\nBoard (a row per colour, a column per terrain number; J: a jolly stands in):\n";
  out << "         1             2             3             4\n";
  for (int r = 0; r < kColours; ++r) {
    if (rows_[r] == kNone) {
      out << "  -\n";
      continue;
    }
    const int c = rows_[r];
    out << "  " << colourLetter(c) << "   ";
    for (int t = 0; t < 4; ++t) {
      const int l = c * 4 + t;
      std::string cell = stage_[l] == 0 ? "." : cardName(cardAt(l, stage_[l] - 1));
      if (stage_[l] > 0 && (jolly_[l] >> (stage_[l] - 1) & 1)) cell = "J(" + cell + ")";
      if (stage_[l] == kStages) cell += " done";
      cell.resize(std::max<std::size_t>(14, cell.size()), ' ');
      out << cell;
    }
    out << "\n";
  }
  auto pile = [&](const Json& cards) {
    std::string s;
    for (const auto& c : cards) {
      s += ' ';
      s += c.get_ref<const std::string&>();
    }
    return s.empty() ? std::string(" (empty)") : s;
  };
  out << "\nSilos (first free card first):";
  for (int s = 0; s < kSilos; ++s) out << "\n  silo " << s << ":" << pile(pileJson(silos_[s]));
  out << "\nWells (first free card first):";
  for (int w = 0; w < kWells; ++w) out << "\n  well " << w << ":" << pile(pileJson(wells_[w]));
  std::array<std::uint8_t, kLines> burnt = jolly_;
  out << "\nBurnt:" << pile(cardList(burnt)) << "\nDiscards:" << pile(cardList(discards_)) << " + "
      << int{discardedJollies_} << " jollies\n";
  const ScoreSheet sheet = scoreSheet();
  for (int i = 0; i < kSeats; ++i) {
    const Seat& p = seats_[i];
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ") << names_[i] << " (seat " << i
        << "), score " << sheet.players[i].total << ": terrains" << pile(terrainList(p.terrains)) << "; hand "
        << int{p.handCount} << (p.handCount == 1 ? " card" : " cards");
    if (i == seat || p.revealed)
      out << (p.revealed ? " (revealed):" : ":") << pile(cardList(p.hand));
    else
      out << " (hidden)";
    out << "; jollies: " << int{p.held} << " in hand, " << int{p.uncollected} << " uncollected";
  }
  out << "\n";
  if (phase_ == Phase::kOver) {
    out << "\nFinal scores:\n";
    for (const auto& ps : sheet.players) out << "  " << ps.name << ": " << ps.total << "\n";
  }
  return out.str();
}

std::vector<std::string> VegetablesState::checkInvariants() const {
  std::vector<std::string> problems;
  // Card conservation: every numbered card in exactly one place; a burnt card off the board.
  std::array<int, kCards> count{};
  for (int l = 0; l < kLines; ++l) {
    if (stage_[l] > kStages) problems.push_back("line " + lineName(l) + " holds more than 5 cards");
    if (jolly_[l] >> std::min<int>(stage_[l], kStages - 1))
      problems.push_back("a jolly above the top of line " + lineName(l));
    for (int s = 0; s < kStages; ++s) {
      const int card = cardAt(l, s);
      if (s < stage_[l] && !(jolly_[l] >> s & 1)) ++count[card];
      if (discards_[l] >> s & 1) ++count[card];
    }
  }
  int jollies = discardedJollies_;
  for (int l = 0; l < kLines; ++l) jollies += std::popcount(static_cast<unsigned>(jolly_[l]));
  for (int i = 0; i < kSeats; ++i) {
    const Seat& p = seats_[i];
    int hand = 0;
    for (int l = 0; l < kLines; ++l) {
      if (p.hand[l] & 1) problems.push_back(names_[i] + " holds the terrain " + lineName(l) + " in the hand");
      for (int s = 0; s < kStages; ++s)
        if (p.hand[l] >> s & 1) ++count[cardAt(l, s)], ++hand;
      if (p.terrains >> l & 1) ++count[cardAt(l, 0)];
    }
    if (hand != p.handCount) problems.push_back(names_[i] + "'s hand count is out of step with the hand");
    if (std::popcount(static_cast<unsigned>(p.terrains)) != p.terrainCount)
      problems.push_back(names_[i] + "'s terrain count is out of step with the terrains");
    if (p.uncollected > kJolliesPerSeat)
      problems.push_back(names_[i] + " has more than 2 uncollected jollies");
    jollies += p.uncollected + p.held;
  }
  for (const auto& silo : silos_)
    for (int k = 0; k < silo.size; ++k) ++count[silo.cards[k]];
  for (const auto& well : wells_)
    for (int k = 0; k < well.size; ++k) ++count[well.cards[k]];
  for (int card = 0; card < kCards; ++card)
    if (count[card] != 1)
      problems.push_back(cardName(card) + " is in " + std::to_string(count[card]) + " places");
  if (jollies != kJollies) problems.push_back(std::to_string(jollies) + " jollies instead of 8");
  // The rows: one per colour on the board, given in order.
  for (int c = 0; c < kColours; ++c) {
    const bool onBoard = stage_[c * 4] || stage_[c * 4 + 1] || stage_[c * 4 + 2] || stage_[c * 4 + 3];
    const bool hasRow = std::find(rows_.begin(), rows_.end(), c) != rows_.end();
    if (onBoard != hasRow)
      problems.push_back(std::string(colourName(c)) + " has a row exactly when it is on the board");
  }
  for (int r = 1; r < kColours; ++r)
    if (rows_[r] != kNone && rows_[r - 1] == kNone) problems.push_back("a gap in the board's rows");
  if ((phase_ == Phase::kChain) != (chain_ != kNone && phase_ != Phase::kSilo))
    problems.push_back("a jolly chain is open exactly in the chain phase (or its silo draw)");
  if (chain_ != kNone && (stage_[chain_] == 0 || !(jolly_[chain_] >> (stage_[chain_] - 1) & 1)))
    problems.push_back("the open chain's line does not end with a jolly");
  if (phase_ != Phase::kOver) {
    // Only the silo draw after a last terrain comes between a seat's last card and the end of a hand.
    for (int i = 0; i < kSeats; ++i)
      if (seats_[i].cards() == 0 && !(phase_ == Phase::kSilo && i == turn_))
        problems.push_back(names_[i] + " has no cards but the hand goes on");
    if (legalActions().empty()) problems.push_back("no legal action while the game runs");
  }
  return problems;
}

}  // namespace vb::vegetables
