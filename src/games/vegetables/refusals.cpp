// Why VEGEtables 2.0 refuses an action (docs/rules/vegetables.md): each refusal names the rule in
// words and carries the anchor of that rule's heading, from one place (docs/architecture.md).
#include <string>

#include "games/vegetables/actions.h"
#include "games/vegetables/state.h"

namespace vb::vegetables {

using common::Refusal;

namespace {

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "'discard R3'" or "'discard jolly'", the form a seat types to discard.
std::string discardText(const std::string& what) { return "'discard " + what + "'"; }

}  // namespace

Refusal VegetablesState::playRefusal(int card) const {
  const Seat& me = seats_[turn_];
  const std::string name = cardName(card);
  if (!me.holds(card)) return {who() + " does not hold " + name, rule::kTurn};
  const int line = lineOf(card), s = stageOf(card), top = stage_[line];
  if (isBurnt(card))
    return {name + " is burnt: a jolly stands in its place on the " + lineName(line) +
                " line (its holder may discard it: " + discardText(name) + ")",
            rule::kBurnt};
  if (top < s) {
    const int before = cardAt(line, s - 1);
    if (top == 0)
      return {name + " needs " + cardName(before) + " on its line; the " + lineName(line) + " line is empty",
              rule::kBoard};
    const int shown = cardAt(line, top - 1);
    return {name + " needs " + cardName(before) + " on its line; the line shows " +
                (jolly_[line] >> (top - 1) & 1 ? "a jolly for " + cardName(shown) : cardName(shown)),
            rule::kBoard};
  }
  return {};
}

Refusal VegetablesState::jollyRefusal(int card) const {
  const Seat& me = seats_[turn_];
  const std::string name = cardName(card);
  if (me.held == 0)
    return {who() + " holds no jolly" + (me.uncollected > 0 ? " (collect one first: 'collect jolly')" : ""),
            rule::kJollies};
  const int line = lineOf(card), top = stage_[line];
  if (top != stageOf(card))
    return {"a jolly stands in for the next card of a line: the " + lineName(line) + " line's next card is " +
                (top >= kStages ? std::string("none (the line is complete)")
                 : valueOf(cardAt(line, top)) > kHighestJollyValue
                     ? cardName(cardAt(line, top)) + ", which no jolly replaces (17-20)"
                     : cardName(cardAt(line, top))),
            rule::kJollies};
  if (!chainCanClose(line))
    return {"a jolly for " + name + " must be followed at once by the real card that comes after it: " +
                who() + " holds no later card of the " + lineName(line) + " line to close the chain with " +
                plural(me.held, "jolly", "jollies"),
            rule::kJollies};
  return {};
}

Refusal VegetablesState::refuse(ActionId action) const {
  if (phase_ == Phase::kOver) return {"the match is over", rule::kScores};
  const Decoded d = decode(action);
  if (!canonical(d)) return {"not an action of VEGEtables 2.0", rule::kActions};
  return phase_ == Phase::kTurn ? turnRefusal(d) : stepRefusal(d);
}

// Inside a step that must be finished first: a silo draw, the well, the penalty or a jolly chain.
Refusal VegetablesState::stepRefusal(const Decoded& d) const {
  const Seat& me = seats_[turn_];
  switch (phase_) {
    case Phase::kSilo:
      if (d.kind != kSiloKind)
        return {who() + " has just played " + (chain_ != kNone ? "a jolly for a terrain" : "a terrain") +
                    " and draws from a silo first ('silo 0' to 'silo 3')",
                rule::kTurn};
      if (silos_[d.a].empty()) return {"silo " + std::to_string(d.a) + " is empty", rule::kTurn};
      return {};
    case Phase::kWell:
      if (d.kind != kWellKind)
        return {who() +
                    " is going to the well: cards are taken one by one ('well 0' or 'well 1') until the hand "
                    "holds 6, and then the turn passes",
                rule::kEnding};
      return wellRefusal(d.a, rule::kEnding);
    case Phase::kPenaltyDraw:
      if (d.kind != kWellKind)
        return {"penalty A: " + who() +
                    " refills the hand to 6 from the wells, choosing freely ('well 0' or 'well 1')",
                rule::kPenalty};
      return wellRefusal(d.a, rule::kPenalty);
    case Phase::kPenaltyPick:
      if (d.kind != kPickKind)
        return {"penalty B: " + who() + " picks a card from the wells for " + names_[turn_] +
                    " ('pick well 0' or 'pick well 1')",
                rule::kPenalty};
      return wellRefusal(d.a, rule::kPenalty);
    case Phase::kPenalty:
      return penaltyRefusal(d);
    case Phase::kChain: {
      if ((d.kind != kPlayKind && d.kind != kJollyKind) || lineOf(d.a) != chain_) {
        const std::string next = cardName(cardAt(chain_, stage_[chain_]));
        // Another jolly is a way on only for a seat that still holds one.
        return {"a jolly chain is open on the " + lineName(chain_) +
                    " line: it goes on at once with the real card ('play " + next + "')" +
                    (me.held > 0 ? " or another jolly ('jolly " + next + "')" : ""),
                rule::kJollies};
      }
      return d.kind == kPlayKind ? playRefusal(d.a) : jollyRefusal(d.a);
    }
    case Phase::kTurn:
    case Phase::kOver:
      break;
  }
  return turnRefusal(d);
}

Refusal VegetablesState::wellRefusal(int well, std::string_view rule) const {
  if (wells_[well].empty()) return {"well " + std::to_string(well) + " is empty", rule};
  return {};
}

// The penalty (docs/rules/vegetables.md#the-penalty): A and B only when there is something to refill.
Refusal VegetablesState::penaltyRefusal(const Decoded& d) const {
  const Seat& me = seats_[turn_];
  const bool canRefill = me.handSize() < rules_.refillTo && wellCards() > 0;
  if (d.kind == kCollectKind)
    return me.uncollected > 0 ? Refusal() : Refusal(who() + " has no uncollected jolly", rule::kPenalty);
  if (d.kind == kPenaltyKind) {
    if (d.a == 2 || canRefill) return {};
    if (me.handSize() >= rules_.refillTo)
      return {who() + " holds " + plural(me.handSize(), "card", "cards") +
                  ": there is nothing to refill, so only 'penalty C'",
              rule::kPenalty};
    return {"the wells are empty: there is nothing to refill, so only 'penalty C'", rule::kPenalty};
  }
  return {who() +
              " cannot fulfil the turn (no terrain or card to play, no jolly in hand, no burnt card): the "
              "penalty, " +
              (canRefill ? "'penalty A', 'penalty B' or 'penalty C'"
                         : "'penalty C' (there is nothing to refill)") +
              (me.uncollected > 0 ? ", or 'collect jolly' instead" : ""),
          rule::kPenalty};
}

// A turn's own decisions (docs/rules/vegetables.md#a-turn).
Refusal VegetablesState::turnRefusal(const Decoded& d) const {
  const Seat& me = seats_[turn_];
  switch (d.kind) {
    case kTerrainKind:
      if (!me.holds(d.a))
        return {who() + " does not have the terrain " + cardName(d.a) + " in front of them", rule::kTurn};
      if (stage_[lineOf(d.a)] > 0)
        return {cardName(d.a) +
                    " is burnt: a jolly stands in for it on the board (its holder may discard it: " +
                    discardText(cardName(d.a)) + ")",
                rule::kBurnt};
      return {};
    case kPlayKind:
      return playRefusal(d.a);
    case kJollyKind:
      return jollyRefusal(d.a);
    case kCollectKind:
      return me.uncollected > 0 ? Refusal()
                                : Refusal(who() + " has already collected both jollies", rule::kJollies);
    case kDiscardJollyKind:
      return me.held > 0 ? Refusal()
                         : Refusal(who() + " holds no jolly" +
                                       (me.uncollected > 0 ? " (collect one first: 'collect jolly')" : ""),
                                   rule::kJollies);
    case kDiscardKind:
      if (!me.holds(d.a)) return {who() + " does not hold " + cardName(d.a), rule::kBurnt};
      if (!isBurnt(d.a))
        return {"only a burnt card (one a jolly stands in for) may be discarded, and " + cardName(d.a) +
                    " is not burnt",
                rule::kBurnt};
      return {};
    case kPassKind:
      return played_
                 ? Refusal()
                 : Refusal(
                       who() +
                           " must play at least one card before passing (or discard a jolly or a burnt card)",
                       rule::kEnding);
    case kWellKind:
      if (!played_)
        return {who() + " may go to the well only after playing at least one card this turn", rule::kEnding};
      if (me.handSize() >= rules_.refillTo)
        return {who() + " holds " + plural(me.handSize(), "card", "cards") +
                    " (jollies included): the well is for a hand of fewer than 6",
                rule::kEnding};
      return wellRefusal(d.a, rule::kEnding);
    case kSiloKind:
      return {"a silo draw comes only after a terrain (or a jolly standing in for one)", rule::kTurn};
    case kPenaltyKind:
      return {who() + " can fulfil the turn: there is no penalty", rule::kPenalty};
    case kPickKind:
      return {"picking cards for another player happens only in penalty option B", rule::kPenalty};
  }
  return {"not an action of VEGEtables 2.0", rule::kActions};
}

}  // namespace vb::vegetables
