// VEGEtables 2.0's actions in words: the text form (actionText, parseAction), the JSON form
// (actionJson, parseActionJson) and the sentence for the move log (describeAction). The id layout is
// in actions.h; docs/rules/vegetables.md#how-actions-are-written lists the forms.
#include "games/vegetables/actions.h"

#include "core/fields.h"
#include "games/common/action_forms.h"
#include "games/vegetables/state.h"
#include "veggiebox/core/text.h"

namespace vb::vegetables {

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
  }
  return false;  // not a kind of action
}

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
    case kPickKind:
      return "pick well " + std::to_string(d.a);
  }
  return "unknown action " + std::to_string(action);
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
    case kPickKind:
      return {{"type", "pick"}, {"well", d.a}};
  }
  return {{"type", "unknown"}, {"id", action}};
}

std::string VegetablesState::describeAction(ActionId action) const {
  const Decoded d = decode(action);
  const std::string name = phase_ == Phase::kOver ? "?" : who();
  if (!canonical(d) || !refusal(action).empty()) return name + ": " + actionText(action);
  const Seat& me = seats_[turn_];
  switch (d.kind) {
    case kTerrainKind:
      return silosEmpty()
                 ? tx("{1} plays the terrain {2} (the silos are empty: no draw)", name, cardName(d.a))
                 : tx("{1} plays the terrain {2}", name, cardName(d.a));
    case kPlayKind: {
      // The sentence grows by whole clauses, each one catalogue entry that takes the sentence so far.
      std::string s = phase_ == Phase::kChain
                          ? tx("{1} plays {2} on the {3} line, closing the jolly chain", name, cardName(d.a),
                               lineName(lineOf(d.a)))
                          : tx("{1} plays {2} on the {3} line", name, cardName(d.a), lineName(lineOf(d.a)));
      // TRANSLATORS: {1} is the sentence so far ("Ana plays R17 on the R1 line").
      if (stageOf(d.a) == kStages - 1) s = tx("{1} and completes it (+10)", s);
      // TRANSLATORS: {1} is the sentence so far ("Ana plays R17 on the R1 line"), {2} the player.
      if (me.cards() == 1) s = tx("{1}: {2} has no cards left and closes the hand", s, name);
      return s;
    }
    case kJollyKind:
      return isTerrain(d.a) && !silosEmpty()
                 ? tx("{1} plays a jolly for {2} on the {3} line ({2} is burnt); a silo draw follows", name,
                      cardName(d.a), lineName(lineOf(d.a)))
                 : tx("{1} plays a jolly for {2} on the {3} line ({2} is burnt)", name, cardName(d.a),
                      lineName(lineOf(d.a)));
    case kCollectKind: {
      const bool instead = phase_ == Phase::kPenalty;
      if (me.uncollected != 1)
        return instead ? tx("{1} collects a jolly instead of taking the penalty", name)
                       : tx("{1} collects a jolly", name);
      int before = 0;
      for (int seat = 0; seat < kSeats; ++seat) before += seat != turn_ && seats_[seat].uncollected == 0;
      const int points = rules_.jollyPoints * before;
      return instead
                 ? tx("{1} collects a jolly (the second: +{2}) instead of taking the penalty", name, points)
                 : tx("{1} collects a jolly (the second: +{2})", name, points);
    }
    case kDiscardJollyKind:
      return tx("{1} discards a jolly and passes", name);
    case kDiscardKind:
      return tx("{1} discards the burnt {2} and passes", name, cardName(d.a));
    case kPassKind:
      return tx("{1} passes", name);
    case kSiloKind:
      return tx("{1} draws {2} from silo {3}", name, cardName(silos_[d.a].cards[silos_[d.a].size - 1]), d.a);
    case kWellKind: {
      const std::string& card = cardName(wells_[d.a].cards[wells_[d.a].size - 1]);
      return phase_ == Phase::kPenaltyDraw ? tx("{1} draws {2} from well {3} (penalty A)", name, card, d.a)
                                           : tx("{1} draws {2} from well {3}", name, card, d.a);
    }
    case kPenaltyKind: {
      const char letter = kOptionLetters[d.a];
      if (d.a == 2)
        return tx("{1} cannot fulfil the turn, shows the hand and takes penalty {2}: no refill", name,
                  letter);
      if (wellCards() < kFreePenaltyBelow)
        return txn(
            wellCards(),
            "{1} cannot fulfil the turn, shows the hand and takes penalty {2}: the wells hold fewer than 7 "
            "cards, so {1} takes all {3} at no cost",
            "{1} cannot fulfil the turn, shows the hand and takes penalty {2}: the wells hold fewer than 7 "
            "cards, so {1} takes all {3} at no cost",
            name, letter, wellCards());
      return d.a == 0 ? tx("{1} cannot fulfil the turn, shows the hand and takes penalty {2}: refill to 6 "
                           "from the "
                           "wells choosing freely (-50)",
                           name, letter)
                      : tx("{1} cannot fulfil the turn, shows the hand and takes penalty {2}: refill to 6 "
                           "with the "
                           "opponents choosing, two cards each",
                           name, letter);
    }
    case kPickKind:
      return tx("{1} picks {2} from well {3} for {4} (penalty B)", name,
                cardName(wells_[d.a].cards[wells_[d.a].size - 1]), d.a, names_[turn_]);
  }
  return name + ": " + actionText(action);
}

// ---------------------------------------------------------------------------------------------
// Reading the text and JSON forms (docs/rules/vegetables.md#how-actions-are-written): one reader a
// verb and one a JSON type, in the order of that page.

namespace {

using common::ActionWords;

int cardAtWord(const ActionWords& w, std::size_t i) {
  const int card = i < w.size() ? cardFromName(w[i]) : -1;
  if (card < 0) w.fail(tx("expected a card: a colour R, Y, G or V and a value 1 to 20 (e.g. R3, V1, G17)"));
  return card;
}

// Word i as a silo or a well: one digit below `count`; `range` says which, when it is not.
int indexAt(const ActionWords& w, std::size_t i, int count, std::string (*range)()) {
  if (i >= w.size() || w[i].size() != 1 || w[i][0] < '0' || w[i][0] >= '0' + count) w.fail(range());
  return w[i][0] - '0';
}

std::string siloRange() { return tx("the silos are 0 to {1}", kSilos - 1); }
std::string wellRange() { return tx("the wells are 0 to {1}", kWells - 1); }

ActionId readTerrain(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'terrain C' with C a terrain (value 1 to 4)"));
  const int card = cardAtWord(w, 1);
  if (!isTerrain(card)) w.fail(tx("{1} is not a terrain (terrains are 1 to 4): 'play {1}'", cardName(card)));
  return make(kTerrainKind, card);
}

ActionId readPlay(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'play C' with C a card in your hand"));
  const int card = cardAtWord(w, 1);
  if (isTerrain(card)) w.fail(tx("{1} is a terrain: 'terrain {1}'", cardName(card)));
  return make(kPlayKind, card);
}

ActionId readJolly(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'jolly C' with C the card the jolly stands in for"));
  const int card = cardAtWord(w, 1);
  if (valueOf(card) > kHighestJollyValue)
    w.fail(tx("a jolly stands in only for cards of 16 or less, never for {1}", cardName(card)));
  return make(kJollyKind, card);
}

ActionId readCollect(const ActionWords& w) {
  if (w.size() != 2 || w[1] != "jolly") w.fail(tx("expected 'collect jolly'"));
  return make(kCollectKind, 0);
}

ActionId readDiscard(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'discard jolly' or 'discard C' with C a burnt card"));
  if (w[1] == "jolly") return make(kDiscardJollyKind, 0);
  return make(kDiscardKind, cardAtWord(w, 1));
}

ActionId readPass(const ActionWords& w) {
  if (w.size() != 1) w.fail(tx("expected 'pass'"));
  return make(kPassKind, 0);
}

ActionId readSilo(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'silo S' with S a silo 0 to 3"));
  return make(kSiloKind, indexAt(w, 1, kSilos, siloRange));
}

ActionId readWell(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'well W' with W a well, 0 or 1"));
  return make(kWellKind, indexAt(w, 1, kWells, wellRange));
}

ActionId readPenalty(const ActionWords& w) {
  if (w.size() != 2 || w[1].size() != 1 || w[1][0] < 'A' || w[1][0] > 'C')
    w.fail(tx("expected 'penalty A', 'penalty B' or 'penalty C'"));
  return make(kPenaltyKind, w[1][0] - 'A');
}

ActionId readPick(const ActionWords& w) {
  if (w.size() != 3 || w[1] != "well") w.fail(tx("expected 'pick well W' with W a well, 0 or 1"));
  return make(kPickKind, indexAt(w, 2, kWells, wellRange));
}

constexpr common::VerbForm kVerbs[] = {
    {"terrain", readTerrain}, {"play", readPlay}, {"jolly", readJolly}, {"collect", readCollect},
    {"discard", readDiscard}, {"pass", readPass}, {"silo", readSilo},   {"well", readWell},
    {"penalty", readPenalty}, {"pick", readPick},
};

std::string cardWord(const Json& j) { return j.at("card").get<std::string>(); }

constexpr common::JsonForm kJsonForms[] = {
    {"terrain", [](const Json& j) { return "terrain " + cardWord(j); }},
    {"play", [](const Json& j) { return "play " + cardWord(j); }},
    {"jolly", [](const Json& j) { return "jolly " + cardWord(j); }},
    {"collect-jolly", [](const Json&) { return std::string("collect jolly"); }},
    {"discard-jolly", [](const Json&) { return std::string("discard jolly"); }},
    {"discard", [](const Json& j) { return "discard " + cardWord(j); }},
    {"pass", [](const Json&) { return std::string("pass"); }},
    {"silo", [](const Json& j) { return "silo " + fields::integerText(j.at("silo"), "silo"); }},
    {"well", [](const Json& j) { return "well " + fields::integerText(j.at("well"), "well"); }},
    {"penalty", [](const Json& j) { return "penalty " + j.at("option").get<std::string>(); }},
    {"pick", [](const Json& j) { return "pick well " + fields::integerText(j.at("well"), "well"); }},
};

}  // namespace

// Constant-initialised from constant tables, so it is ready before any state is read.
const common::ActionForms VegetablesState::kActionForms = {
    VB_N("actions read 'terrain R3', 'play R7', 'jolly R7', 'collect jolly', 'discard jolly', 'discard R3', "
         "'pass', 'silo 2', 'well 1', 'penalty A', 'penalty B', 'penalty C' or 'pick well 0'"),
    kVerbs, kJsonForms};

}  // namespace vb::vegetables
