// Why VEGEtables 2.0 refuses an action (docs/rules/vegetables.md): each refusal names the rule in
// words and carries the anchor of that rule's heading, from one place (docs/architecture.md). Every
// sentence is one catalogue entry (docs/architecture.md#languages); the quoted action texts in it
// ('collect jolly') are what a seat types, the same in every language.
#include <string>

#include "games/vegetables/actions.h"
#include "games/vegetables/state.h"
#include "veggiebox/core/text.h"

namespace vb::vegetables {

using common::Refusal;

namespace {

// A seat with no jolly in hand, told to collect one when it still can.
std::string noJolly(const std::string& who, const Seat& me) {
  return me.uncollected > 0 ? tx("{1} holds no jolly (collect one first: 'collect jolly')", who)
                            : tx("{1} holds no jolly", who);
}

}  // namespace

Refusal VegetablesState::playRefusal(int card) const {
  const Seat& me = seats_[turn_];
  const std::string name = cardName(card);
  if (!me.holds(card)) return {tx("{1} does not hold {2}", who(), name), rule::kTurn};
  const int line = lineOf(card), s = stageOf(card), top = stage_[line];
  if (isBurnt(card))
    return {tx("{1} is burnt: a jolly stands in its place on the {2} line (its holder may discard it: "
               "'discard {1}')",
               name, lineName(line)),
            rule::kBurnt};
  if (top < s) {
    const std::string before = cardName(cardAt(line, s - 1));
    if (top == 0)
      return {tx("{1} needs {2} on its line; the {3} line is empty", name, before, lineName(line)),
              rule::kBoard};
    const std::string shown = cardName(cardAt(line, top - 1));
    return {jolly_[line] >> (top - 1) & 1
                ? tx("{1} needs {2} on its line; the line shows a jolly for {3}", name, before, shown)
                : tx("{1} needs {2} on its line; the line shows {3}", name, before, shown),
            rule::kBoard};
  }
  return {};
}

Refusal VegetablesState::jollyRefusal(int card) const {
  const Seat& me = seats_[turn_];
  const std::string name = cardName(card);
  if (me.held == 0) return {noJolly(who(), me), rule::kJollies};
  const int line = lineOf(card), top = stage_[line];
  if (top != stageOf(card)) {
    if (top >= kStages)
      return {
          tx("a jolly stands in for the next card of a line: the {1} line's next card is none (the line is "
             "complete)",
             lineName(line)),
          rule::kJollies};
    const std::string next = cardName(cardAt(line, top));
    return {
        valueOf(cardAt(line, top)) > kHighestJollyValue
            ? tx("a jolly stands in for the next card of a line: the {1} line's next card is {2}, which no "
                 "jolly replaces (17-20)",
                 lineName(line), next)
            : tx("a jolly stands in for the next card of a line: the {1} line's next card is {2}",
                 lineName(line), next),
        rule::kJollies};
  }
  if (!chainCanClose(line))
    return {txn(me.held,
                "a jolly for {1} must be followed at once by the real card that comes after it: {2} holds no "
                "later card of the {3} line to close the chain with {4} jolly",
                "a jolly for {1} must be followed at once by the real card that comes after it: {2} holds no "
                "later card of the {3} line to close the chain with {4} jollies",
                name, who(), lineName(line), int{me.held}),
            rule::kJollies};
  return {};
}

Refusal VegetablesState::refuse(ActionId action) const {
  if (phase_ == Phase::kOver) return {tx("the match is over"), rule::kScores};
  const Decoded d = decode(action);
  if (!canonical(d)) return {tx("not an action of VEGEtables 2.0"), rule::kActions};
  return phase_ == Phase::kTurn ? turnRefusal(d) : stepRefusal(d);
}

// Inside a step that must be finished first: a silo draw, the well, the penalty or a jolly chain.
Refusal VegetablesState::stepRefusal(const Decoded& d) const {
  switch (phase_) {
    case Phase::kSilo:
      if (d.kind != kSiloKind)
        return {chain_ != kNone
                    ? tx("{1} has just played a jolly for a terrain and draws from a silo first ('silo 0' to "
                         "'silo 3')",
                         who())
                    : tx("{1} has just played a terrain and draws from a silo first ('silo 0' to 'silo 3')",
                         who()),
                rule::kTurn};
      if (silos_[d.a].empty()) return {tx("silo {1} is empty", d.a), rule::kTurn};
      return {};
    case Phase::kWell:
      if (d.kind != kWellKind)
        return {
            tx("{1} is going to the well: cards are taken one by one ('well 0' or 'well 1') until the hand "
               "holds 6, and then the turn passes",
               who()),
            rule::kEnding};
      return wellRefusal(d.a, rule::kEnding);
    case Phase::kPenaltyDraw:
      if (d.kind != kWellKind)
        return {
            tx("penalty A: {1} refills the hand to 6 from the wells, choosing freely ('well 0' or 'well 1')",
               who()),
            rule::kPenalty};
      return wellRefusal(d.a, rule::kPenalty);
    case Phase::kPenaltyPick:
      if (d.kind != kPickKind)
        return {tx("penalty B: {1} picks a card from the wells for {2} ('pick well 0' or 'pick well 1')",
                   who(), names_[turn_]),
                rule::kPenalty};
      return wellRefusal(d.a, rule::kPenalty);
    case Phase::kPenalty:
      return penaltyRefusal(d);
    case Phase::kChain: {
      if ((d.kind != kPlayKind && d.kind != kJollyKind) || lineOf(d.a) != chain_) {
        const int card = cardAt(chain_, stage_[chain_]);
        const std::string next = cardName(card);
        // The refusal names only the ways on that are legal now
        // (docs/rules/vegetables.md#jollies-the-tractor): the real card if the seat holds it, another jolly
        // if it holds one and a later card to close with.
        const bool real = !playRefusal(card).refused();
        const bool jolly = !jollyRefusal(card).refused();
        std::string why;
        if (real && jolly)
          why = tx(
              "a jolly chain is open on the {1} line: it goes on at once with the real card ('play {2}') or "
              "another jolly ('jolly {2}')",
              lineName(chain_), next);
        else if (real)
          why =
              tx("a jolly chain is open on the {1} line: it goes on at once with the real card ('play {2}')",
                 lineName(chain_), next);
        else
          why =
              tx("a jolly chain is open on the {1} line: it goes on at once with another jolly ('jolly {2}')",
                 lineName(chain_), next);
        return {why, rule::kJollies};
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
  if (wells_[well].empty()) return {tx("well {1} is empty", well), rule};
  return {};
}

// The penalty (docs/rules/vegetables.md#the-penalty): A and B only when there is something to refill.
Refusal VegetablesState::penaltyRefusal(const Decoded& d) const {
  const Seat& me = seats_[turn_];
  const bool canRefill = me.handSize() < rules_.refillTo && wellCards() > 0;
  if (d.kind == kCollectKind)
    return me.uncollected > 0 ? Refusal()
                              : Refusal(tx("{1} has no uncollected jolly", who()), rule::kPenalty);
  if (d.kind == kPenaltyKind) {
    if (d.a == 2 || canRefill) return {};
    if (me.handSize() >= rules_.refillTo)
      return {
          txn(me.handSize(), "{1} holds {2} card: there is nothing to refill, so only 'penalty C'",
              "{1} holds {2} cards: there is nothing to refill, so only 'penalty C'", who(), me.handSize()),
          rule::kPenalty};
    return {tx("the wells are empty: there is nothing to refill, so only 'penalty C'"), rule::kPenalty};
  }
  std::string why;
  if (canRefill)
    why = me.uncollected > 0
              ? tx("{1} cannot fulfil the turn (no terrain or card to play, no jolly in hand, no "
                   "burnt card): the penalty, 'penalty A', 'penalty B' or 'penalty C', or "
                   "'collect jolly' instead",
                   who())
              : tx("{1} cannot fulfil the turn (no terrain or card to play, no jolly in hand, no "
                   "burnt card): the penalty, 'penalty A', 'penalty B' or 'penalty C'",
                   who());
  else
    why = me.uncollected > 0
              ? tx("{1} cannot fulfil the turn (no terrain or card to play, no jolly in hand, no "
                   "burnt card): the penalty, 'penalty C' (there is nothing to refill), or "
                   "'collect jolly' instead",
                   who())
              : tx("{1} cannot fulfil the turn (no terrain or card to play, no jolly in hand, no "
                   "burnt card): the penalty, 'penalty C' (there is nothing to refill)",
                   who());
  return {why, rule::kPenalty};
}

// A turn's own decisions (docs/rules/vegetables.md#a-turn).
Refusal VegetablesState::turnRefusal(const Decoded& d) const {
  const Seat& me = seats_[turn_];
  switch (d.kind) {
    case kTerrainKind:
      if (!me.holds(d.a))
        return {tx("{1} does not have the terrain {2} in front of them", who(), cardName(d.a)), rule::kTurn};
      if (stage_[lineOf(d.a)] > 0)
        return {tx("{1} is burnt: a jolly stands in for it on the board (its holder may discard it: "
                   "'discard {1}')",
                   cardName(d.a)),
                rule::kBurnt};
      return {};
    case kPlayKind:
      return playRefusal(d.a);
    case kJollyKind:
      return jollyRefusal(d.a);
    case kCollectKind:
      return me.uncollected > 0
                 ? Refusal()
                 : Refusal(tx("{1} has already collected both jollies", who()), rule::kJollies);
    case kDiscardJollyKind:
      return me.held > 0 ? Refusal() : Refusal(noJolly(who(), me), rule::kJollies);
    case kDiscardKind:
      if (!me.holds(d.a)) return {tx("{1} does not hold {2}", who(), cardName(d.a)), rule::kBurnt};
      if (!isBurnt(d.a))
        return {tx("only a burnt card (one a jolly stands in for) may be discarded, and {1} is not burnt",
                   cardName(d.a)),
                rule::kBurnt};
      return {};
    case kPassKind:
      return played_
                 ? Refusal()
                 : Refusal(tx("{1} must play at least one card before passing (or discard a jolly or a burnt "
                              "card)",
                              who()),
                           rule::kEnding);
    case kWellKind:
      if (!played_)
        return {tx("{1} may go to the well only after playing at least one card this turn", who()),
                rule::kEnding};
      if (me.handSize() >= rules_.refillTo)
        return {txn(me.handSize(),
                    "{1} holds {2} card (jollies included): the well is for a hand of fewer than 6",
                    "{1} holds {2} cards (jollies included): the well is for a hand of fewer than 6", who(),
                    me.handSize()),
                rule::kEnding};
      return wellRefusal(d.a, rule::kEnding);
    case kSiloKind:
      return {tx("a silo draw comes only after a terrain (or a jolly standing in for one)"), rule::kTurn};
    case kPenaltyKind:
      return {tx("{1} can fulfil the turn: there is no penalty", who()), rule::kPenalty};
    case kPickKind:
      return {tx("picking cards for another player happens only in penalty option B"), rule::kPenalty};
  }
  return {tx("not an action of VEGEtables 2.0"), rule::kActions};
}

}  // namespace vb::vegetables
