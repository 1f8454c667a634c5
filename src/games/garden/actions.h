// Veggie Garden's action ids: their layout, the encoders and the decoder, and the text pieces the
// action forms share (cells, crops, tokens). The text and JSON forms themselves are in actions.cpp;
// the layout of the text forms is documented in veggiebox/games/garden.h.
#pragma once

#include <string>

#include "games/common/action_id.h"
#include "veggiebox/core/game.h"
#include "veggiebox/games/garden.h"

namespace vb::garden {

// ActionId layout (see garden.h for the text forms): the kind in bits 8+ (common::packAction), then
// per kind
//   take:       the harvest slot
//   cabbage:    target << 1 | direction; targets 0-3 rows, 4-7 columns, 8 top posts, 9 bottom
//               posts, 10 left side, 11 right side; direction 0 left/up, 1 right/down (sides: 0)
//   bunny:      the post
//   mole:       the cell
//   swap cells: lower cell << 4 | higher cell
//   swap posts: lower post << 4 | higher post
//   potato:     cell << 3 | crop
//   tomato:     cell << 3 | harvest slot
enum Kind : ActionId {
  kTakeKind = 1,
  kCabbageKind,
  kBunnyKind,
  kMoleKind,
  kSwapCellsKind,
  kSwapPostsKind,
  kPotatoKind,
  kTomatoKind,
};
inline constexpr int kTopLine = 8, kBottomLine = 9, kLeftSide = 10, kRightSide = 11;
inline constexpr int kLineTargets = 12;

constexpr ActionId make(Kind k, int payload) { return common::packAction(k, payload); }
constexpr ActionId takeAction(int slot) { return make(kTakeKind, slot); }
constexpr ActionId cabbageAction(int target, int direction) {
  return make(kCabbageKind, target << 1 | direction);
}
constexpr ActionId bunnyAction(int post) { return make(kBunnyKind, post); }
constexpr ActionId moleAction(int cell) { return make(kMoleKind, cell); }
constexpr ActionId swapCellsAction(int a, int b) { return make(kSwapCellsKind, a << 4 | b); }
constexpr ActionId swapPostsAction(int a, int b) { return make(kSwapPostsKind, a << 4 | b); }
constexpr ActionId potatoAction(int cell, int crop) { return make(kPotatoKind, cell << 3 | crop); }
constexpr ActionId tomatoAction(int cell, int slot) { return make(kTomatoKind, cell << 3 | slot); }

struct Decoded {
  Kind kind{};  // any value of the id's upper bits: canonical() says whether it is a kind
  int a = 0;    // slot, line target, post, cell or lower cell/post
  int b = 0;    // direction, higher cell/post, crop or harvest slot
};

inline Decoded decode(ActionId id) {
  Decoded d;
  if (id < 0) return d;
  d.kind = common::kindOf<Kind>(id);
  const int p = static_cast<int>(common::payloadOf(id));
  switch (d.kind) {
    case kTakeKind:
    case kBunnyKind:
    case kMoleKind:
      d.a = p;
      return d;
    case kCabbageKind:
      d.a = p >> 1, d.b = p & 1;
      return d;
    case kSwapCellsKind:
    case kSwapPostsKind:
      d.a = p >> 4, d.b = p & 15;
      return d;
    case kPotatoKind:
    case kTomatoKind:
      d.a = p >> 3, d.b = p & 7;
      return d;
  }
  d.a = p;  // not a kind: canonical() refuses it
  return d;
}

// Only the ids the encoders make from fields in range are actions; anything else is not.
inline bool canonical(ActionId id, const Decoded& d) {
  switch (d.kind) {
    case kTakeKind:
      return d.a < kMaxHarvest && id == takeAction(d.a);
    case kCabbageKind:
      return d.a < kLineTargets && (d.a < kLeftSide || d.b == 0) && id == cabbageAction(d.a, d.b);
    case kBunnyKind:
      return d.a < kPosts && id == bunnyAction(d.a);
    case kMoleKind:
      return d.a < kCells && id == moleAction(d.a);
    case kSwapCellsKind:
      return d.a < d.b && d.b < kCells && id == swapCellsAction(d.a, d.b);
    case kSwapPostsKind:
      return d.a < d.b && d.b < kPosts && id == swapPostsAction(d.a, d.b);
    case kPotatoKind:
      return d.a < kCells && d.b < kCrops && id == potatoAction(d.a, d.b);
    case kTomatoKind:
      return d.a < kCells && d.b < kMaxHarvest && id == tomatoAction(d.a, d.b);
  }
  return false;
}

constexpr int rowOf(int cell) { return cell / kSide; }
constexpr int columnOf(int cell) { return cell % kSide; }

std::string cellText(int cell);    // "R,C"
Json cellJson(int cell);           // [R, C]
std::string cropText(int crop);    // "carrot", ...: the action texts' and the JSON's word
std::string cropWord(int crop);    // the crop in the reader's language ("carota"; crops.cpp)
std::string theCrop(int crop);     // the same with its article ("the carrot", "la carota")
std::string tokenText(int value);  // "the bunny" or "a 2", in the reader's language

}  // namespace vb::garden
