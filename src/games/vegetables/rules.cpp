// VEGEtables 2.0's rules (docs/rules/vegetables.md): the deal, the turn, jolly chains, silos, wells,
// the penalty and the end of a hand and of the match; the legal actions and apply (the refusals are
// in refusals.cpp).
// The action ids are laid out in actions.h, and written as text and JSON in actions.cpp.
#include <algorithm>
#include <bit>

#include "games/vegetables/actions.h"
#include "games/vegetables/state.h"
#include "veggiebox/core/text.h"

namespace vb::vegetables {

namespace {

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

// An action of `kind` for each silo or well that is not empty, in order.
template <class Piles>
void pushNonEmpty(std::vector<ActionId>& out, const Piles& piles, Kind kind) {
  for (std::size_t k = 0; k < piles.size(); ++k)
    if (!piles[k].empty()) out.push_back(make(kind, static_cast<int>(k)));
}

}  // namespace

bool VegetablesState::sameAs(const VegetablesState& o) const {
  return hands_ == o.hands_ && start_ == o.start_ && handNumber_ == o.handNumber_ && starter_ == o.starter_ &&
         turn_ == o.turn_ && current_ == o.current_ && played_ == o.played_ && chain_ == o.chain_ &&
         need_ == o.need_ && picksLeft_ == o.picksLeft_ && quiet_ == o.quiet_ && rows_ == o.rows_ &&
         stage_ == o.stage_ && jolly_ == o.jolly_ && seats_ == o.seats_ && silos_ == o.silos_ &&
         wells_ == o.wells_ && discards_ == o.discards_ && discardedJollies_ == o.discardedJollies_ &&
         events_ == o.events_ && names_ == o.names_;
}

// ---------------------------------------------------------------------------------------------
// The deal (docs/rules/vegetables.md#setup): the 16 terrains shuffled, four face up in front of each
// seat; the 32 white cards shuffled, eight to each hidden hand; the 32 green cards shuffled, 16 into
// four silos of four and 8 + 8 into the two wells; two uncollected jollies per seat.

void VegetablesState::setVariant(const Variant& variant) {
  variant_ = variant;
  const Json r = game_->resolveRules(variant);
  rules_.linePoints = r.at("line_points").get<int>();
  rules_.colourPoints = r.at("colour_points").get<int>();
  rules_.jollyPoints = r.at("jolly_points").get<int>();
  rules_.closingPoints = r.at("closing_points").get<int>();
  rules_.penaltyA = r.at("penalty_a").get<int>();
  rules_.refillTo = r.at("refill_to").get<int>();
}

void VegetablesState::deal(const Setup& setup) {
  hands_ = 4;  // the defaults, without building option strings
  start_ = Start::kBlackOne;
  if (!setup.options.empty()) {
    const Options options = game_->resolveOptions(setup.options);
    hands_ = static_cast<std::uint8_t>(std::stoi(options.at("hands")));
    start_ = readStart(options.at("start"));
  }
  setVariant(setup.variant);
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
    const Back back = backOf(card);
    if (back == Back::kRed)
      terrains[t++] = static_cast<std::uint8_t>(card);
    else if (back == Back::kWhite)
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
// or a burnt card held (to discard). Uncollected jollies do not count (docs/rules/vegetables.md#faq: not
// collected, you do not have it).
bool VegetablesState::canFulfil(int seat) const {
  if (fulfilsInPublic(seat)) return true;
  for (int l = 0; l < kLines; ++l)
    if (seats_[seat].hand[l] & fulfilMask(l)) return true;  // the next card of its line, or burnt
  return false;
}

// What everybody sees of it: a jolly in hand, or a terrain to play or (burnt) to discard.
bool VegetablesState::fulfilsInPublic(int seat) const {
  const Seat& p = seats_[seat];
  if (p.held > 0) return true;
  for (int l = 0; l < kLines; ++l)
    if ((p.terrains >> l & 1) && (stage_[l] == 0 || (jolly_[l] & 1))) return true;
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
// with no closing bonus (docs/rules/vegetables.md#the-end-of-a-hand: the game must not loop for ever).
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
  ++counts_.hands;
  if (closer >= 0) {
    const int open = linesOpen();
    score(closer, ScoreEvent::kClosing, open, rules_.closingPoints * open);
    ++counts_.closings;
    counts_.closingPoints += rules_.closingPoints * open;
  } else {
    ++counts_.quietEnds;
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
        if (me.handSize() < rules_.refillTo) pushNonEmpty(out, wells_, kWellKind);
      }
      break;
    }
    case Phase::kSilo:
      pushNonEmpty(out, silos_, kSiloKind);
      break;
    case Phase::kChain: {
      const int s = stage_[chain_];
      if (me.hand[chain_] >> s & 1) out.push_back(make(kPlayKind, cardAt(chain_, s)));
      if (chainCanClose(chain_)) out.push_back(make(kJollyKind, cardAt(chain_, s)));
      break;
    }
    case Phase::kWell:
    case Phase::kPenaltyDraw:
      pushNonEmpty(out, wells_, kWellKind);
      break;
    case Phase::kPenaltyPick:
      pushNonEmpty(out, wells_, kPickKind);
      break;
    case Phase::kPenalty:
      if (me.uncollected > 0) out.push_back(make(kCollectKind, 0));
      if (me.handSize() < rules_.refillTo && wellCards() > 0) {
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
// Applying a decision: refuse() (refusals.cpp) has let it through, and applyLegal hands it on to the function
// for its kind.

Outcome VegetablesState::applyLegal(ActionId action) {
  const Decoded d = decode(action);
  bool revealed = false;
  Seat& me = seats_[turn_];
  switch (d.kind) {
    case kTerrainKind:
      return applyTerrain(d.a);
    case kPlayKind:
      return applyPlay(d.a);
    case kJollyKind:
      return applyJolly(d.a);
    case kCollectKind:
      return applyCollect();
    case kDiscardJollyKind:
      --me.held;
      ++discardedJollies_;
      ++counts_.jolliesDiscarded;
      endTurn(true, revealed);
      return Outcome::done(revealed);
    case kDiscardKind:
      return applyDiscard(d.a);
    case kPassKind:
      endTurn(true, revealed);
      return Outcome::done(revealed);
    case kSiloKind:
      // The silos lie face up: the card taken was seen by everybody
      // (docs/rules/vegetables.md#notes-hidden-information).
      drawInto(turn_, silos_[d.a].take());
      phase_ = chain_ != kNone ? Phase::kChain : Phase::kTurn;
      return Outcome::done(false);
    case kWellKind:
      return applyWell(d.a);
    case kPenaltyKind:
      return applyPenalty(d.a);
    case kPickKind:
      return applyPick(d.a);
  }
  return Outcome::refused(tx("not an action of VEGEtables 2.0"));  // refuse() has already said so
}

// Terrains lie face up: playing one shows nothing new. The silo draw follows at once.
Outcome VegetablesState::applyTerrain(int card) {
  bool revealed = false;
  Seat& me = seats_[turn_];
  const int line = lineOf(card);
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

// A card from the hand on top of its line; during a jolly chain, the real card that closes it.
Outcome VegetablesState::applyPlay(int card) {
  Seat& me = seats_[turn_];
  const int line = lineOf(card), s = stageOf(card);
  me.hand[line] = static_cast<std::uint8_t>(me.hand[line] & ~(1u << s));
  --me.handCount;
  bool revealed = !me.revealed;
  placeOnLine(line, false);
  played_ = true;
  if (phase_ == Phase::kChain) {
    ++counts_.chains;
    chain_ = kNone;
    phase_ = Phase::kTurn;
  }
  if (s == kStages - 1) {
    score(turn_, ScoreEvent::kLine, card, rules_.linePoints);
    ++counts_.lines;
    const int c = colourOf(card);
    if (stage_[c * 4] == kStages && stage_[c * 4 + 1] == kStages && stage_[c * 4 + 2] == kStages &&
        stage_[c * 4 + 3] == kStages) {
      score(turn_, ScoreEvent::kColour, c, rules_.colourPoints);
      ++counts_.colours;
    }
  }
  closesHand(turn_, revealed);
  return Outcome::done(revealed);
}

Outcome VegetablesState::applyJolly(int card) {
  Seat& me = seats_[turn_];
  const int line = lineOf(card);
  --me.held;
  ++counts_.jolliesPlayed;
  placeOnLine(line, true);
  played_ = true;
  chain_ = static_cast<std::uint8_t>(line);
  // A jolly standing in for a terrain draws from a silo, like the terrain would.
  phase_ = stageOf(card) == 0 && !silosEmpty() ? Phase::kSilo : Phase::kChain;
  return Outcome::done(false);
}

Outcome VegetablesState::applyCollect() {
  Seat& me = seats_[turn_];
  --me.uncollected;
  ++me.held;
  ++counts_.jolliesCollected;
  if (phase_ == Phase::kPenalty) ++counts_.jollyInstead;
  if (me.uncollected == 0) {
    int before = 0;
    for (int seat = 0; seat < kSeats; ++seat) before += seat != turn_ && seats_[seat].uncollected == 0;
    score(turn_, ScoreEvent::kJolly, before, rules_.jollyPoints * before);
  }
  phase_ = Phase::kTurn;  // after a penalty: the turn goes on with a jolly to use
  return Outcome::done(false);
}

// A burnt card, from the terrains or the hand.
Outcome VegetablesState::applyDiscard(int card) {
  bool revealed = false;
  Seat& me = seats_[turn_];
  const int line = lineOf(card), s = stageOf(card);
  if (isTerrain(card)) {
    me.terrains = static_cast<std::uint16_t>(me.terrains & ~(1u << line));
    --me.terrainCount;
  } else {
    me.hand[line] = static_cast<std::uint8_t>(me.hand[line] & ~(1u << s));
    --me.handCount;
    revealed = !me.revealed;
  }
  discards_[line] |= static_cast<std::uint8_t>(1u << s);
  ++counts_.burntDiscards;
  if (!closesHand(turn_, revealed)) endTurn(true, revealed);
  return Outcome::done(revealed);
}

// A well draw: going to the well, or penalty A's refill. The wells lie face up: the draw shows
// nothing new, though the turn it may end can (docs/rules/vegetables.md#notes-hidden-information).
Outcome VegetablesState::applyWell(int well) {
  bool revealed = false;
  Seat& me = seats_[turn_];
  drawInto(turn_, wells_[well].take());
  ++(phase_ == Phase::kPenaltyDraw ? counts_.penaltyCards : counts_.wellDraws);
  if (phase_ == Phase::kTurn) ++counts_.wellVisits;  // the first draw of a visit
  if (phase_ == Phase::kPenaltyDraw) {
    if (--need_ == 0) endTurn(true, revealed);
  } else if (me.handSize() >= rules_.refillTo || wellCards() == 0) {
    endTurn(true, revealed);  // the well passes the turn
  } else {
    phase_ = Phase::kWell;
  }
  return Outcome::done(revealed);
}

// The penalty with option A, B or C (docs/rules/vegetables.md#the-penalty).
Outcome VegetablesState::applyPenalty(int option) {
  Seat& me = seats_[turn_];
  bool revealed = !me.revealed;
  me.revealed = true;
  ++counts_.penalties[option];
  if (option == 2) {
    endTurn(false, revealed);
    return Outcome::done(revealed);
  }
  if (wellCards() < kFreePenaltyBelow) {
    // Fewer than 7 cards left: A and B take every one of them, at no cost.
    revealed = true;
    ++counts_.freePenalties[option];
    for (auto& well : wells_)
      while (!well.empty()) {
        drawInto(turn_, well.take());
        ++counts_.penaltyCards;
      }
    endTurn(true, revealed);
    return Outcome::done(revealed);
  }
  need_ = static_cast<std::uint8_t>(rules_.refillTo - me.handSize());
  if (option == 0) {
    score(turn_, ScoreEvent::kPenalty, 0, rules_.penaltyA);
    phase_ = Phase::kPenaltyDraw;
  } else {
    phase_ = Phase::kPenaltyPick;
    current_ = static_cast<std::uint8_t>((turn_ + 1) % kSeats);
    picksLeft_ = static_cast<std::uint8_t>(std::min(2, int{need_}));
  }
  return Outcome::done(revealed);
}

// Penalty B: two cards per opponent, in turn order from the penalised seat, from the face-up wells.
Outcome VegetablesState::applyPick(int well) {
  drawInto(turn_, wells_[well].take());
  ++counts_.penaltyCards;
  bool revealed = false;
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

}  // namespace vb::vegetables
