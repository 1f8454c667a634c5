// Veggie Garden's actions in words: the text form (actionText, parseAction), the JSON form
// (actionJson, parseActionJson) and the move log's sentence (describeAction). The id layout is in
// actions.h; the text forms are listed in veggiebox/games/garden.h.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/fields.h"
#include "games/common/action_forms.h"
#include "games/garden/state.h"

namespace vb::garden {

std::string cellText(int cell) { return std::to_string(rowOf(cell)) + "," + std::to_string(columnOf(cell)); }
Json cellJson(int cell) { return Json::array({rowOf(cell), columnOf(cell)}); }
std::string cropText(int crop) { return std::string(cropName(crop)); }
std::string tokenText(int value) { return value == kBunny ? "the bunny" : "a " + std::to_string(value); }

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

std::string GardenState::describeAction(ActionId action) const {
  const Decoded d = decode(action);
  const std::string name = phase_ == Phase::kOver ? "?" : who();
  if (!canonical(action, d) || !refusal(action).empty()) return name + ": " + actionText(action);
  auto at = [&](int cell) { return "the " + cropText(garden_[cell]) + " at " + cellText(cell); };
  switch (d.kind) {
    case kTakeKind: {
      const int crop = harvest_[d.a];
      const std::string s =
          name + " takes the " + cropText(crop) + " from harvest slot " + std::to_string(d.a);
      if (phase_ == Phase::kLastRound) return s + " (last round: no power, no refill)";
      const std::string skipped = skipNote(action);
      return skipped.empty() ? s : s + "; " + skipped;
    }
    case kCabbageKind: {
      std::string s = name + " (cabbage) ";
      if (d.a < 4) return s + "shifts row " + std::to_string(d.a) + " " + kDirections[d.b];
      if (d.a < 8) return s + "shifts column " + std::to_string(d.a - 4) + " " + kDirections[2 + d.b];
      if (d.a < kLeftSide)
        return s + "shifts the " + (d.a == kTopLine ? "top" : "bottom") + " posts " + kDirections[d.b];
      return s + "swaps the tokens of " + (d.a == kLeftSide ? "l1 and l2" : "r1 and r2");
    }
    case kBunnyKind:
      return name + " (carrot) swaps the bunny with post " + std::string(postName(d.a)) + " (" +
             tokenText(fence_[d.a]) + ")";
    case kMoleKind:
      return name + " (peas) moves the mole to " + cellText(d.a);
    case kSwapCellsKind:
      return name + (phase_ == Phase::kPeasSwap ? " (peas) swaps " : " (pepper) swaps ") + at(d.a) +
             " with " + at(d.b);
    case kSwapPostsKind:
      return name + " (pepper) swaps posts " + std::string(postName(d.a)) + " (" + tokenText(fence_[d.a]) +
             ") and " + std::string(postName(d.b)) + " (" + tokenText(fence_[d.b]) + ")";
    case kPotatoKind:
      return name + " (potato) swaps " + at(d.a) + " with a " + cropText(d.b) + " from the hand";
    case kTomatoKind:
      return name + " (tomato) discards " + at(d.a) + " and plants the " + cropText(harvest_[d.b]) +
             " from harvest slot " + std::to_string(d.b) + " there";
  }
  return name + ": " + actionText(action);  // not reached: canonical() lists the kinds
}

namespace {

// Each crop's power in a few words, as docs/rules/garden.md#the-powers heads its sections.
constexpr std::array<std::string_view, kCrops> kPowerWords = {
    "move the bunny",      "shift a line",        "move the mole, then swap across it",
    "swap two neighbours", "swap with your hand", "replant from the harvest"};

}  // namespace

// A power with no legal use is skipped (docs/rules/garden.md#a-turn): only a potato with an empty
// hand and a tomato with no other harvest card lack one; a variant may switch a power off
// (docs/variants.md#veggie-garden).
std::string GardenState::skipReason(int slot) const {
  if (phase_ != Phase::kTake || slot < 0 || slot >= rules_.harvestSize) return {};
  const int crop = harvest_[slot];
  if (crop == kNoCard || powerHasUse(crop, slot)) return {};
  if (!rules_.power[crop]) return "it is off in this variant";
  return crop == kPotato ? "there is no card in hand to swap" : "there is no other harvest card to plant";
}

std::string GardenState::harvestNote(int slot) const {
  const int crop = harvest_[slot];
  if (crop == kNoCard) return "(empty)";
  const std::string name = cropText(crop);
  if (phase_ == Phase::kLastRound) return name + ": no power in the last round";
  if (const std::string why = skipReason(slot); !why.empty())
    return name + ": its power is skipped, as " + why;
  return name + ": " + std::string(kPowerWords[crop]);
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
  return why.empty() ? why : "the " + cropText(harvest_[d.a]) + "'s power is skipped, as " + why;
}

// ---------------------------------------------------------------------------------------------
// Reading the text and JSON forms (docs/rules/garden.md#how-actions-are-written): one reader a verb
// and one a JSON type, in the order of that page.

namespace {

using common::ActionWords;

int cellAt(const ActionWords& w, std::size_t i, const char* what) {
  const int cell = i < w.size() ? readCell(w[i]) : -1;
  if (cell < 0) w.fail(std::string("expected ") + what + " as R,C with row and column 0 to 3 (e.g. 1,2)");
  return cell;
}

int postAt(const ActionWords& w, std::size_t i) {
  const int post = i < w.size() ? postFromName(w[i]) : -1;
  if (post < 0) w.fail("expected a post: t0-t3, b0-b3, l1, l2, r1 or r2");
  return post;
}

int slotAt(const ActionWords& w, std::size_t i) {
  int slot = -1;
  if (i >= w.size() || !common::readInt(w[i], slot) || slot < 0 || slot >= kMaxHarvest)
    w.fail(
        "the harvest slots are 0, 1, 2 and 3 (0 to 7 in a variant's larger harvest)");  // see checkReadAction
  return slot;
}

ActionId readTake(const ActionWords& w) {
  if (w.size() != 2) w.fail("expected 'take S' with a harvest slot 0 to 3 (or the variant's)");
  return takeAction(slotAt(w, 1));
}

ActionId readShift(const ActionWords& w) {
  if (w.size() == 4 && (w[1] == "row" || w[1] == "column")) {
    int index = -1;
    if (!common::readInt(w[2], index) || index < 0 || index >= kSide) w.fail("rows and columns are 0 to 3");
    const bool row = w[1] == "row";
    const std::string& dir = w[3];
    if (row && dir != "left" && dir != "right") w.fail("a row shifts left or right");
    if (!row && dir != "up" && dir != "down") w.fail("a column shifts up or down");
    return cabbageAction(row ? index : 4 + index, dir == "right" || dir == "down" ? 1 : 0);
  }
  if (w.size() == 3 && (w[1] == "top" || w[1] == "bottom")) {
    if (w[2] != "left" && w[2] != "right") w.fail("a line of posts shifts left or right");
    return cabbageAction(w[1] == "top" ? kTopLine : kBottomLine, w[2] == "right" ? 1 : 0);
  }
  w.fail("expected 'shift row R left|right', 'shift column C up|down' or 'shift top|bottom left|right'");
}

ActionId readSwap(const ActionWords& w) {
  if (w.size() == 3 && w[1] == "side") {
    if (w[2] != "left" && w[2] != "right") w.fail("expected 'swap side left' or 'swap side right'");
    return cabbageAction(w[2] == "left" ? kLeftSide : kRightSide, 0);
  }
  if (w.size() >= 2 && w[1] == "posts") {
    if (w.size() != 4) w.fail("expected 'swap posts P Q'");
    const int a = postAt(w, 2), b = postAt(w, 3);
    if (a == b) w.fail("name two different posts");
    return swapPostsAction(std::min(a, b), std::max(a, b));
  }
  if (w.size() != 3) w.fail("expected 'swap R,C R,C', 'swap posts P Q' or 'swap side left|right'");
  const int a = cellAt(w, 1, "the first cell"), b = cellAt(w, 2, "the second cell");
  if (a == b) w.fail("name two different cells");
  return swapCellsAction(std::min(a, b), std::max(a, b));
}

ActionId readBunny(const ActionWords& w) {
  if (w.size() != 2) w.fail("expected 'bunny P' with P a post");
  return bunnyAction(postAt(w, 1));
}

ActionId readMole(const ActionWords& w) {
  if (w.size() != 2) w.fail("expected 'mole R,C'");
  return moleAction(cellAt(w, 1, "the mole's new cell"));
}

ActionId readPotato(const ActionWords& w) {
  if (w.size() != 3) w.fail("expected 'potato R,C CROP'");
  const int cell = cellAt(w, 1, "the garden cell");
  const int crop = cropFromName(w[2]);
  if (crop < 0) w.fail(quote(w[2]) + " is not a crop (carrot, cabbage, peas, pepper, potato, tomato)");
  return potatoAction(cell, crop);
}

ActionId readTomato(const ActionWords& w) {
  if (w.size() != 4 || w[2] != "with") w.fail("expected 'tomato R,C with S'");
  const int cell = cellAt(w, 1, "the garden cell");
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
    "actions read 'take 2', 'shift row 1 left', 'shift column 3 up', 'shift top right', 'swap side left', "
    "'bunny t2', 'mole 2,1', 'swap 0,1 1,2', 'swap posts t1 t2', 'potato 1,3 pepper' "
    "or 'tomato 1,3 with 0'",
    kVerbs, kJsonForms};

}  // namespace vb::garden
