// Veggie Garden's actions in words: the text form (actionText, parseAction), the JSON form
// (actionJson, parseActionJson) and the move log's sentence (describeAction). The id layout is in
// actions.h; the text forms are listed in veggiebox/games/garden.h.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/fields.h"
#include "games/common/action_forms.h"
#include "games/garden/state.h"
#include "veggiebox/core/text.h"

namespace vb::garden {

std::string cellText(int cell) { return std::to_string(rowOf(cell)) + "," + std::to_string(columnOf(cell)); }
Json cellJson(int cell) { return Json::array({rowOf(cell), columnOf(cell)}); }
std::string cropText(int crop) { return std::string(cropName(crop)); }
std::string tokenText(int value) {
  return value == kBunny ? txc("fence token", "the bunny") : txc("fence token", "a {1}", value);
}

namespace {

// "R,C" with both in 0-3; -1 otherwise.
int readCell(std::string_view text) {
  int r = 0, c = 0;
  if (!common::readPair(text, r, c)) return -1;
  if (r < 0 || r >= kSide || c < 0 || c >= kSide) return -1;
  return cellOf(r, c);
}

const char* const kDirections[] = {"left", "right", "up", "down"};

std::string lineTargetText(int target, int direction) {
  if (target < 4) return "shift row " + std::to_string(target) + " " + kDirections[direction];
  if (target < 8) return "shift column " + std::to_string(target - 4) + " " + kDirections[2 + direction];
  if (target == kTopLine) return std::string("shift top ") + kDirections[direction];
  if (target == kBottomLine) return std::string("shift bottom ") + kDirections[direction];
  return target == kLeftSide ? "swap side left" : "swap side right";
}

}  // namespace

std::string GardenState::actionText(ActionId action) const {
  const Decoded d = decode(action);
  if (!canonical(action, d)) return "unknown action " + std::to_string(action);
  switch (d.kind) {
    case kTakeKind:
      return "take " + std::to_string(d.a);
    case kCabbageKind:
      return lineTargetText(d.a, d.b);
    case kBunnyKind:
      return "bunny " + std::string(postName(d.a));
    case kMoleKind:
      return "mole " + cellText(d.a);
    case kSwapCellsKind:
      return "swap " + cellText(d.a) + " " + cellText(d.b);
    case kSwapPostsKind:
      return "swap posts " + std::string(postName(d.a)) + " " + std::string(postName(d.b));
    case kPotatoKind:
      return "potato " + cellText(d.a) + " " + cropText(d.b);
    case kTomatoKind:
      return "tomato " + cellText(d.a) + " with " + std::to_string(d.b);
  }
  return "unknown action " + std::to_string(action);  // not reached: canonical() lists the kinds
}

Json GardenState::actionJson(ActionId action) const {
  const Decoded d = decode(action);
  if (!canonical(action, d)) return {{"type", "unknown"}, {"id", action}};
  switch (d.kind) {
    case kTakeKind:
      return {{"type", "take"}, {"slot", d.a}};
    case kCabbageKind:
      if (d.a < 4)
        return {{"type", "shift"}, {"line", "row"}, {"index", d.a}, {"direction", kDirections[d.b]}};
      if (d.a < 8)
        return {
            {"type", "shift"}, {"line", "column"}, {"index", d.a - 4}, {"direction", kDirections[2 + d.b]}};
      if (d.a < kLeftSide)
        return {
            {"type", "shift"}, {"line", d.a == kTopLine ? "top" : "bottom"}, {"direction", kDirections[d.b]}};
      return {{"type", "swap-side"}, {"side", d.a == kLeftSide ? "left" : "right"}};
    case kBunnyKind:
      return {{"type", "bunny"}, {"post", postName(d.a)}};
    case kMoleKind:
      return {{"type", "mole"}, {"cell", cellJson(d.a)}};
    case kSwapCellsKind:
      return {{"type", "swap"}, {"cells", Json::array({cellJson(d.a), cellJson(d.b)})}};
    case kSwapPostsKind:
      return {{"type", "swap-posts"}, {"posts", Json::array({postName(d.a), postName(d.b)})}};
    case kPotatoKind:
      return {{"type", "potato"}, {"cell", cellJson(d.a)}, {"crop", cropName(d.b)}};
    case kTomatoKind:
      return {{"type", "tomato"}, {"cell", cellJson(d.a)}, {"slot", d.b}};
  }
  return {{"type", "unknown"}, {"id", action}};  // not reached: canonical() lists the kinds
}

// Each sentence is whole in the catalogue (docs/translating.md): a crop comes with its article
// (theCrop), which a translation cannot add itself.
std::string GardenState::describeAction(ActionId action) const {
  const Decoded d = decode(action);
  const std::string name = phase_ == Phase::kOver ? "?" : who();
  if (!canonical(action, d) || !refusal(action).empty()) return name + ": " + actionText(action);
  auto at = [&](int cell) {
    return txc("a garden card", "{1} at {2}", theCrop(garden_[cell]), cellText(cell));
  };
  switch (d.kind) {
    case kTakeKind: {
      const std::string crop = theCrop(harvest_[d.a]);
      if (phase_ == Phase::kLastRound)
        return tx("{1} takes {2} from harvest slot {3} (last round: no power, no refill)", name, crop, d.a);
      const std::string skipped = skipNote(action);
      // TRANSLATORS: {2} is a crop with its article ("the carrot"); {4} says that its power is skipped.
      return skipped.empty() ? tx("{1} takes {2} from harvest slot {3}", name, crop, d.a)
                             : tx("{1} takes {2} from harvest slot {3}; {4}", name, crop, d.a, skipped);
    }
    case kCabbageKind: {
      const bool forward = d.b == 1;  // right or down
      if (d.a < 4)
        return forward ? tx("{1} (cabbage) shifts row {2} right", name, d.a)
                       : tx("{1} (cabbage) shifts row {2} left", name, d.a);
      if (d.a < 8)
        return forward ? tx("{1} (cabbage) shifts column {2} down", name, d.a - 4)
                       : tx("{1} (cabbage) shifts column {2} up", name, d.a - 4);
      if (d.a == kTopLine)
        return forward ? tx("{1} (cabbage) shifts the top posts right", name)
                       : tx("{1} (cabbage) shifts the top posts left", name);
      if (d.a == kBottomLine)
        return forward ? tx("{1} (cabbage) shifts the bottom posts right", name)
                       : tx("{1} (cabbage) shifts the bottom posts left", name);
      return d.a == kLeftSide ? tx("{1} (cabbage) swaps the tokens of l1 and l2", name)
                              : tx("{1} (cabbage) swaps the tokens of r1 and r2", name);
    }
    case kBunnyKind:
      // TRANSLATORS: {3} is the post's token: "the bunny" or "a 2".
      return tx("{1} (carrot) swaps the bunny with post {2} ({3})", name, postName(d.a),
                tokenText(fence_[d.a]));
    case kMoleKind:
      return tx("{1} (peas) moves the mole to {2}", name, cellText(d.a));
    case kSwapCellsKind:
      // TRANSLATORS: {2} and {3} are garden cards: "the carrot at 1,2".
      return phase_ == Phase::kPeasSwap ? tx("{1} (peas) swaps {2} with {3}", name, at(d.a), at(d.b))
                                        : tx("{1} (pepper) swaps {2} with {3}", name, at(d.a), at(d.b));
    case kSwapPostsKind:
      // TRANSLATORS: {3} and {5} are the posts' tokens: "the bunny" or "a 2".
      return tx("{1} (pepper) swaps posts {2} ({3}) and {4} ({5})", name, postName(d.a),
                tokenText(fence_[d.a]), postName(d.b), tokenText(fence_[d.b]));
    case kPotatoKind:
      // TRANSLATORS: {2} is a garden card ("the carrot at 1,2"); {3} a crop without article.
      return tx("{1} (potato) swaps {2} with a {3} from the hand", name, at(d.a), cropWord(d.b));
    case kTomatoKind:
      // TRANSLATORS: {2} is a garden card ("the carrot at 1,2"); {3} a crop with its article.
      return tx("{1} (tomato) discards {2} and plants {3} from harvest slot {4} there", name, at(d.a),
                theCrop(harvest_[d.b]), d.b);
  }
  return name + ": " + actionText(action);  // not reached: canonical() lists the kinds
}

namespace {

// Each crop's power in a few words, as docs/rules/garden.md#the-powers heads its sections.
constexpr std::array<const char*, kCrops> kPowerWords = {
    VB_N("move the bunny"),      VB_N("shift a line"),        VB_N("move the mole, then swap across it"),
    VB_N("swap two neighbours"), VB_N("swap with your hand"), VB_N("replant from the harvest")};

}  // namespace

// A power with no legal use is skipped (docs/rules/garden.md#a-turn): only a potato with an empty
// hand and a tomato with no other harvest card lack one; a variant may switch a power off
// (docs/variants.md#veggie-garden).
std::string GardenState::skipReason(int slot) const {
  if (phase_ != Phase::kTake || slot < 0 || slot >= rules_.harvestSize) return {};
  const int crop = harvest_[slot];
  if (crop == kNoCard || powerHasUse(crop, slot)) return {};
  if (!rules_.power[crop]) return tx("it is off in this variant");
  return crop == kPotato ? tx("there is no card in hand to swap")
                         : tx("there is no other harvest card to plant");
}

std::string GardenState::harvestNote(int slot) const {
  const int crop = harvest_[slot];
  if (crop == kNoCard) return txc("harvest slot", "(empty)");
  const std::string name = cropWord(crop);
  if (phase_ == Phase::kLastRound) return tx("{1}: no power in the last round", name);
  // TRANSLATORS: {2} is why: "there is no card in hand to swap".
  if (const std::string why = skipReason(slot); !why.empty())
    return tx("{1}: its power is skipped, as {2}", name, why);
  return name + ": " + tx(kPowerWords[crop]);
}

std::string GardenState::actionNote(ActionId action) const {
  const Decoded d = decode(action);
  if (phase_ == Phase::kOver || !canonical(action, d) || d.kind != kTakeKind || beyondHarvest(d)) return {};
  return harvestNote(d.a);
}

std::string GardenState::skipNote(ActionId action) const {
  const Decoded d = decode(action);
  if (!canonical(action, d) || d.kind != kTakeKind || beyondHarvest(d)) return {};
  const std::string why = skipReason(d.a);
  // TRANSLATORS: {1} is a crop without article; {2} is why: "there is no card in hand to swap".
  return why.empty() ? why : tx("the {1}'s power is skipped, as {2}", cropWord(harvest_[d.a]), why);
}

// ---------------------------------------------------------------------------------------------
// Reading the text and JSON forms (docs/rules/garden.md#how-actions-are-written): one reader a verb
// and one a JSON type, in the order of that page.

namespace {

using common::ActionWords;

int cellAt(const ActionWords& w, std::size_t i, const char* what) {
  const int cell = i < w.size() ? readCell(w[i]) : -1;
  // TRANSLATORS: {1} is what the cell is: "the first cell", "the garden cell".
  if (cell < 0) w.fail(tx("expected {1} as R,C with row and column 0 to 3 (e.g. 1,2)", tx(what)));
  return cell;
}

int postAt(const ActionWords& w, std::size_t i) {
  const int post = i < w.size() ? postFromName(w[i]) : -1;
  if (post < 0) w.fail(tx("expected a post: t0-t3, b0-b3, l1, l2, r1 or r2"));
  return post;
}

int slotAt(const ActionWords& w, std::size_t i) {
  int slot = -1;
  if (i >= w.size() || !common::readInt(w[i], slot) || slot < 0 || slot >= kMaxHarvest)
    w.fail(
        tx("the harvest slots are 0, 1, 2 and 3 (0 to 7 in a variant's larger harvest)"));  // see
                                                                                            // checkReadAction
  return slot;
}

ActionId readTake(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'take S' with a harvest slot 0 to 3 (or the variant's)"));
  return takeAction(slotAt(w, 1));
}

ActionId readShift(const ActionWords& w) {
  if (w.size() == 4 && (w[1] == "row" || w[1] == "column")) {
    int index = -1;
    if (!common::readInt(w[2], index) || index < 0 || index >= kSide)
      w.fail(tx("rows and columns are 0 to 3"));
    const bool row = w[1] == "row";
    const std::string& dir = w[3];
    if (row && dir != "left" && dir != "right") w.fail(tx("a row shifts left or right"));
    if (!row && dir != "up" && dir != "down") w.fail(tx("a column shifts up or down"));
    return cabbageAction(row ? index : 4 + index, dir == "right" || dir == "down" ? 1 : 0);
  }
  if (w.size() == 3 && (w[1] == "top" || w[1] == "bottom")) {
    if (w[2] != "left" && w[2] != "right") w.fail(tx("a line of posts shifts left or right"));
    return cabbageAction(w[1] == "top" ? kTopLine : kBottomLine, w[2] == "right" ? 1 : 0);
  }
  w.fail(tx("expected 'shift row R left|right', 'shift column C up|down' or 'shift top|bottom left|right'"));
}

ActionId readSwap(const ActionWords& w) {
  if (w.size() == 3 && w[1] == "side") {
    if (w[2] != "left" && w[2] != "right") w.fail(tx("expected 'swap side left' or 'swap side right'"));
    return cabbageAction(w[2] == "left" ? kLeftSide : kRightSide, 0);
  }
  if (w.size() >= 2 && w[1] == "posts") {
    if (w.size() != 4) w.fail(tx("expected 'swap posts P Q'"));
    const int a = postAt(w, 2), b = postAt(w, 3);
    if (a == b) w.fail(tx("name two different posts"));
    return swapPostsAction(std::min(a, b), std::max(a, b));
  }
  if (w.size() != 3) w.fail(tx("expected 'swap R,C R,C', 'swap posts P Q' or 'swap side left|right'"));
  const int a = cellAt(w, 1, VB_N("the first cell")), b = cellAt(w, 2, VB_N("the second cell"));
  if (a == b) w.fail(tx("name two different cells"));
  return swapCellsAction(std::min(a, b), std::max(a, b));
}

ActionId readBunny(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'bunny P' with P a post"));
  return bunnyAction(postAt(w, 1));
}

ActionId readMole(const ActionWords& w) {
  if (w.size() != 2) w.fail(tx("expected 'mole R,C'"));
  return moleAction(cellAt(w, 1, VB_N("the mole's new cell")));
}

ActionId readPotato(const ActionWords& w) {
  if (w.size() != 3) w.fail(tx("expected 'potato R,C CROP'"));
  const int cell = cellAt(w, 1, VB_N("the garden cell"));
  const int crop = cropFromName(w[2]);
  // TRANSLATORS: the crops in parentheses are the words an action is typed with: keep them in English.
  if (crop < 0) w.fail(tx("{1} is not a crop (carrot, cabbage, peas, pepper, potato, tomato)", quote(w[2])));
  return potatoAction(cell, crop);
}

ActionId readTomato(const ActionWords& w) {
  if (w.size() != 4 || w[2] != "with") w.fail(tx("expected 'tomato R,C with S'"));
  const int cell = cellAt(w, 1, VB_N("the garden cell"));
  return tomatoAction(cell, slotAt(w, 3));
}

constexpr common::VerbForm kVerbs[] = {
    {"take", readTake}, {"shift", readShift},   {"swap", readSwap},     {"bunny", readBunny},
    {"mole", readMole}, {"potato", readPotato}, {"tomato", readTomato},
};

std::string cellWords(const Json& c) {
  return fields::integerText(c.at(0), "cell") + "," + fields::integerText(c.at(1), "cell");
}

constexpr common::JsonForm kJsonForms[] = {
    {"take", [](const Json& j) { return "take " + fields::integerText(j.at("slot"), "slot"); }},
    {"shift",
     [](const Json& j) {
       const std::string line = j.at("line").get<std::string>();
       std::string text = "shift " + line;
       if (line == "row" || line == "column") text += " " + fields::integerText(j.at("index"), "index");
       return text + " " + j.at("direction").get<std::string>();
     }},
    {"swap-side", [](const Json& j) { return "swap side " + j.at("side").get<std::string>(); }},
    {"bunny", [](const Json& j) { return "bunny " + j.at("post").get<std::string>(); }},
    {"mole", [](const Json& j) { return "mole " + cellWords(j.at("cell")); }},
    {"swap",
     [](const Json& j) {
       return "swap " + cellWords(j.at("cells").at(0)) + " " + cellWords(j.at("cells").at(1));
     }},
    {"swap-posts",
     [](const Json& j) {
       return "swap posts " + j.at("posts").at(0).get<std::string>() + " " +
              j.at("posts").at(1).get<std::string>();
     }},
    {"potato",
     [](const Json& j) {
       return "potato " + cellWords(j.at("cell")) + " " + j.at("crop").get<std::string>();
     }},
    {"tomato",
     [](const Json& j) {
       return "tomato " + cellWords(j.at("cell")) + " with " + fields::integerText(j.at("slot"), "slot");
     }},
};

}  // namespace

// Constant-initialised from constant tables, so it is ready before any state is read.
const common::ActionForms GardenState::kActionForms = {
    VB_N("actions read 'take 2', 'shift row 1 left', 'shift column 3 up', 'shift top right', 'swap side "
         "left', "
         "'bunny t2', 'mole 2,1', 'swap 0,1 1,2', 'swap posts t1 t2', 'potato 1,3 pepper' "
         "or 'tomato 1,3 with 0'"),
    kVerbs, kJsonForms};

}  // namespace vb::garden
