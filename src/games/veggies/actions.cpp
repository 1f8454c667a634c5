// The Veggies actions: decoding an id, and the text form (actionText, parseAction), the JSON form
// (actionJson, parseActionJson) and the sentence for the move log (describeAction). The text
// forms are docs/rules/veggies.md#how-actions-are-written.
#include "games/veggies/actions.h"

#include <algorithm>

#include "core/fields.h"
#include "games/common/action_forms.h"
#include "games/veggies/state.h"
#include "veggiebox/core/text.h"

namespace vb::veggies {

Decoded decode(ActionId a) {
  Decoded d;
  d.kind = common::kindOf<Kind>(a, kKindShift);
  const ActionId low = common::payloadOf(a, kKindShift);
  if (d.kind == kStartKind) d.card = static_cast<int>(low);
  if (d.kind == kAnnounceKind) d.produce = static_cast<Symbol>(low);
  if (d.kind == kPlaceKind) {
    d.source = static_cast<int>((low >> 32) & 0xFF);
    d.quarterTurns = static_cast<int>((low >> 28) & 0xF);
    d.y = static_cast<int>((low >> 12) & 0xFFF) - kCoordBias;
    d.x = static_cast<int>(low & 0xFFF) - kCoordBias;
  }
  return d;
}

bool canonical(ActionId a, const Decoded& d) {
  switch (d.kind) {
    case kStartKind:
      return a == startAction(d.card);
    case kAnnounceKind:
      return a == announceAction(d.produce);
    case kPlaceKind:
      return a == placeAction(d.source, d.quarterTurns, d.x, d.y);
  }
  return false;  // not one of the kinds
}

bool sameWhenTurnedHalfway(const Card& c) {
  return std::equal(c.spaces.begin(), c.spaces.end(), c.spaces.rbegin());
}

std::string cardPicture(const Card& c, int quarterTurns) {
  std::string out;
  for (const auto& row : cardRows(c, quarterTurns)) out += (out.empty() ? "" : "/") + row;
  return out;
}

std::string VeggiesState::actionText(ActionId action) const {
  const Decoded d = decode(action);
  switch (d.kind) {
    case kStartKind:
      return "start " + std::to_string(d.card);
    case kAnnounceKind:
      return std::string("announce ") + symbolCode(d.produce);
    case kPlaceKind: {
      std::string s = d.source == 0 ? "place hand" : "place market " + std::to_string(d.source - 1);
      return s + " r" + std::to_string(d.quarterTurns * 90) + " at " + std::to_string(d.x) + "," +
             std::to_string(d.y);
    }
  }
  return "unknown action " + std::to_string(action);
}

Json VeggiesState::actionJson(ActionId action) const {
  const Decoded d = decode(action);
  switch (d.kind) {
    case kStartKind:
      return {{"type", "start"}, {"card", d.card}};
    case kAnnounceKind:
      return {{"type", "announce"}, {"produce", std::string(1, symbolCode(d.produce))}};
    case kPlaceKind: {
      Json j = {{"type", "place"}, {"source", d.source == 0 ? "hand" : "market"}};
      if (d.source > 0) j["market"] = d.source - 1;
      j["rotation"] = d.quarterTurns * 90;
      j["at"] = {d.x, d.y};
      return j;
    }
  }
  return {{"type", "unknown"}, {"id", action}};
}

// ---------------------------------------------------------------------------------------------
// Reading the text and JSON forms (docs/rules/veggies.md#how-actions-are-written).

namespace {

using common::ActionWords;
using common::readInt;

ActionId readStart(const ActionWords& w) {
  int id = 0;
  if (w.size() != 2 || !readInt(w[1], id) || !validCard(id))
    w.fail(tx("expected 'start CARD' with a card id 1 to 40"));
  return startAction(id);
}

ActionId readAnnounce(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'announce T' with T one of S B G M C"));
  Symbol s = w[1].size() == 1 ? symbolFromCode(w[1][0]) : kEmpty;
  for (int i = kStrawberry; i <= kCarrot && s == kEmpty; ++i)
    if (symbolName(static_cast<Symbol>(i)) == w[1]) s = static_cast<Symbol>(i);
  if (s < kStrawberry || s > kCarrot) w.fail(tx("{1} is not a produce type (S B G M C)", quote(w[1])));
  return announceAction(s);
}

ActionId readPlace(const ActionWords& w) {
  std::size_t i = 1;
  int source = 0;
  if (i < w.size() && w[i] == "hand") {
    ++i;
  } else if (i + 1 < w.size() && w[i] == "market") {
    int m = 0;
    if (!readInt(w[i + 1], m) || m < 0 || m > 2) w.fail(tx("the market cards are 0, 1 and 2"));
    source = m + 1;
    i += 2;
  } else {
    w.fail(tx("expected 'place hand ...' or 'place market M ...'"));
  }
  int degrees = 0;
  if (i >= w.size() || w[i].size() < 2 || w[i][0] != 'r' ||
      !readInt(std::string_view(w[i]).substr(1), degrees) || degrees % 90 != 0 || degrees < 0 ||
      degrees > 270)
    w.fail(tx("expected a turn r0, r90, r180 or r270 after the source"));
  ++i;
  if (i + 1 >= w.size() || w[i] != "at" || i + 2 != w.size()) w.fail(tx("expected 'at X,Y' at the end"));
  int x = 0, y = 0;
  if (!common::readPair(w[i + 1], x, y))
    w.fail(tx("expected the position as X,Y (whole numbers, e.g. 3,-1)"));
  if (x < -kCoordBias || x >= kCoordBias || y < -kCoordBias || y >= kCoordBias)
    w.fail(tx("the position is far outside any stall"));
  return placeAction(source, degrees / 90, x, y);
}

constexpr common::VerbForm kVerbs[] = {
    {"start", readStart}, {"place", readPlace}, {"announce", readAnnounce}};

constexpr common::JsonForm kJsonForms[] = {
    {"start", [](const Json& j) { return "start " + fields::integerText(j.at("card"), "card"); }},
    {"place",
     [](const Json& j) {
       const std::string source = j.at("source").get<std::string>();
       std::string text =
           "place " +
           (source == "market" ? "market " + fields::integerText(j.at("market"), "market") : source);
       text += " r" + fields::integerText(j.value("rotation", Json(0)), "rotation") + " at " +
               fields::integerText(j.at("at").at(0), "at[0]") + "," +
               fields::integerText(j.at("at").at(1), "at[1]");
       return text;
     }},
    {"announce", [](const Json& j) { return "announce " + j.at("produce").get<std::string>(); }},
};

}  // namespace

// Constant-initialised from constant tables, so it is ready before any state is read.
const common::ActionForms VeggiesState::kActionForms = {
    VB_N("actions read 'start 12', 'place hand r90 at 3,-1', 'place market 2 r0 at 0,3' or 'announce S'"),
    kVerbs, kJsonForms};

std::string VeggiesState::describeAction(ActionId action) const {
  const Decoded d = decode(action);
  const std::string who = phase_ == Phase::kOver ? "?" : players_[current_].name;
  switch (d.kind) {
    // The move log names cards as the table labels them ("Card 17") and leaves out what only the
    // action text needs (coordinates, turns): the table shows where the card went.
    case kStartKind:
      return tx("{1} starts the stall with card {2} and keeps the other card", who, d.card);
    case kAnnounceKind:
      return tx("{1} announces {2}", who, symbolWord(d.produce));
    case kPlaceKind: {
      const int id = (d.source >= 0 && d.source <= 3) ? cardAt(d.source) : 0;
      if (!id) break;
      return d.source == 0 ? tx("{1} places card {2} from the hand", who, id)
                           : tx("{1} places card {2} from the market", who, id);
    }
  }
  return who + ": " + actionText(action);
}

}  // namespace vb::veggies
