// Veggie Garden (Kelly North Adams; Quick Simple Fun Games): take harvest cards, use their powers on
// a 4x4 garden fenced by scoring posts, and score the crops in your hand at the values the fence
// gives them. Rules and their interpretations: docs/rules/garden.md.
//
// Garden cells are written R,C: row R (0-3, top to bottom), column C (0-3, left to right).
// Posts: t0-t3 above each column, b0-b3 below each column, l1 l2 left of rows 1 and 2,
// r1 r2 right of rows 1 and 2. Harvest slots are 0-3 (a variant's harvest of N cards: 0 to N-1).
//
// Action layout (text form; ActionId order is the order of the list):
//   take S                      take harvest card S; its power follows (in the last round: none)
//   shift row R left|right      cabbage: shift garden row R one step, wrapping round
//   shift column C up|down      cabbage: shift garden column C one step, wrapping round
//   shift top left|right        cabbage: shift the tokens of posts t0-t3 one step, wrapping round
//   shift bottom left|right     cabbage: the same for b0-b3
//   swap side left|right        cabbage: swap the tokens of l1 and l2 (or r1 and r2)
//   bunny P                     carrot: swap the bunny with the token of post P
//   mole R,C                    peas, first step: move the mole to compost card R,C
//   swap R,C R,C                swap two garden cards: peas' second step (a pair facing each other
//                               across the mole) or pepper (two touching cards); lower cell first
//   swap posts P Q              pepper: swap the tokens of neighbouring posts P and Q (P before Q)
//   potato R,C CROP             potato: swap garden card R,C with a CROP card from your hand
//   tomato R,C with S           tomato: discard garden card R,C and plant harvest card S there
// CROP is one of carrot, cabbage, peas, pepper, potato, tomato.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>

#include "veggiebox/core/game.h"

namespace vb::garden {

// The six crops of docs/rules/garden.md#components, in the order used everywhere (texts, JSON lists, ids).
enum Crop : std::uint8_t { kCarrot = 0, kCabbage, kPeas, kPepper, kPotato, kTomato };
inline constexpr int kCrops = 6;
inline constexpr std::uint8_t kNoCard = 6;  // an empty harvest slot
inline constexpr int kCardsPerCrop = 14;
inline constexpr int kCropsInPlay = 5;
inline constexpr int kSide = 4;  // the garden is kSide x kSide
inline constexpr int kCells = kSide * kSide;
inline constexpr int kPosts = 12;
inline constexpr int kHarvestSlots = 4;  // the published harvest
inline constexpr int kMaxHarvest = 8;    // a variant's largest (docs/variants.md#veggie-garden)
inline constexpr int kPowerTurns = 6;    // cards taken with a power: hands grow from 2 to 8
inline constexpr int kHandAfterPowerTurns = 8;
inline constexpr int kFinalHand = 9;
inline constexpr int kBunny = 0;     // the bunny's value, and how the fence writes it
inline constexpr int kMaxToken = 9;  // a variant's fence tokens are 1 to 9 (docs/variants.md#veggie-garden)
inline constexpr int kAllCropsBonus = 10;

std::string_view cropName(int crop);  // "carrot", ...; "?" outside 0-5
// The crop named `name`, or -1.
int cropFromName(std::string_view name);

// Posts 0-11 are t0-t3, b0-b3, l1, l2, r1, r2.
std::string_view postName(int post);
int postFromName(std::string_view name);  // -1 when unknown
// The garden cell a post scores: t_c (0,c), b_c (3,c), l_r (r,0), r_r (r,3).
int scoredCell(int post);

inline constexpr int cellOf(int row, int column) { return row * kSide + column; }
// The compost is the centre 2x2: never scored, and the only place the mole may stand.
inline constexpr bool isCompost(int cell) {
  const int r = cell / kSide, c = cell % kSide;
  return r >= 1 && r <= 2 && c >= 1 && c <= 2;
}

std::unique_ptr<Game> makeGame();

}  // namespace vb::garden
