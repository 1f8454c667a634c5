// Veggie Garden's six powers (docs/rules/garden.md#the-powers), one group per crop in the order of
// that page: its legal actions, why an action is refused, and its effect. No power moves the card
// under the mole, and the mole's row and column never shift. rules.cpp sends each power phase here.
#include <algorithm>
#include <cstdlib>

#include "games/garden/state.h"
#include "veggiebox/core/text.h"

namespace vb::garden {

namespace {

// Pepper: two cards touch when they are neighbours orthogonally or diagonally.
bool touching(int a, int b) {
  return a != b && std::abs(rowOf(a) - rowOf(b)) <= 1 && std::abs(columnOf(a) - columnOf(b)) <= 1;
}

// The pepper's and the potato's refusal of the mole's card (docs/rules/garden.md#the-powers).
constexpr const char* kMoleCardCannotMove = VB_N("the mole's card cannot move (the mole is at {1})");

// Peas: two cards face each other across the mole when the mole is the midpoint between them.
bool acrossMole(int a, int b, int mole) {
  return a != mole && rowOf(a) + rowOf(b) == 2 * rowOf(mole) &&
         columnOf(a) + columnOf(b) == 2 * columnOf(mole);
}

// The four pairs facing each other across a compost cell (vertical, horizontal, both diagonals),
// in ActionId order.
std::array<ActionId, 4> pairsAcross(int mole) {
  const int r = rowOf(mole), c = columnOf(mole);
  std::array<ActionId, 4> out = {
      swapCellsAction(cellOf(r - 1, c), cellOf(r + 1, c)),
      swapCellsAction(cellOf(r, c - 1), cellOf(r, c + 1)),
      swapCellsAction(cellOf(r - 1, c - 1), cellOf(r + 1, c + 1)),
      swapCellsAction(cellOf(r - 1, c + 1), cellOf(r + 1, c - 1)),
  };
  std::sort(out.begin(), out.end());
  return out;
}

// Every pair of touching cells, in ActionId order.
const std::vector<std::pair<std::uint8_t, std::uint8_t>>& touchingPairs() {
  static const auto pairs = [] {
    std::vector<std::pair<std::uint8_t, std::uint8_t>> out;
    for (int a = 0; a < kCells; ++a)
      for (int b = a + 1; b < kCells; ++b)
        if (touching(a, b)) out.emplace_back(a, b);
    return out;
  }();
  return pairs;
}

// The side a post stands on: 0 top, 1 bottom, 2 left, 3 right.
int sideOf(int post) { return post < 4 ? 0 : post < 8 ? 1 : post < 10 ? 2 : 3; }
// Pepper: neighbouring posts stand next to each other on one side (t_i/t_i+1, b_i/b_i+1, l1/l2, r1/r2).
bool neighbouringPosts(int a, int b) { return b == a + 1 && sideOf(a) == sideOf(b); }

}  // namespace

// Refusals common to the powers: an action of the wrong kind for the power being used, and where
// the mole stands. A refusal is a whole sentence of the catalogue, marked where it is written and
// translated only when the action is refused: the legal path touches no strings.

std::string GardenState::needs(const Decoded& d, Kind kind, const char* sentence) const {
  return d.kind == kind ? std::string() : tx(sentence, who());
}

std::string GardenState::moleAt(const char* sentence) const { return tx(sentence, cellText(mole_)); }

// No power moves the card under the mole (docs/rules/garden.md#the-powers).
template <class Allowed>
std::vector<ActionId> GardenState::offMole(ActionId (*action)(int cell, int choice), int choices,
                                           Allowed allowed) const {
  std::vector<ActionId> out;
  out.reserve(std::size_t{kCells} * static_cast<std::size_t>(choices));
  for (int cell = 0; cell < kCells; ++cell) {
    if (cell == mole_) continue;
    for (int choice = 0; choice < choices; ++choice)
      if (allowed(choice)) out.push_back(action(cell, choice));
  }
  return out;
}

std::string GardenState::refuseOffMole(const Decoded& d, Kind kind, const char* use,
                                       const char* moleRule) const {
  if (auto why = needs(d, kind, use); !why.empty()) return why;
  if (d.a == mole_) return moleAt(moleRule);
  return {};
}

// ---------------------------------------------------------------------------------------------
// Cabbage (docs/rules/garden.md#cabbage-shift-a-line): shift a row, a column or a line of posts.

template <>
std::vector<ActionId> GardenState::legalIn<Phase::kCabbage>() const {
  std::vector<ActionId> out;
  const int moleRow = mole_ == kNoMole ? -1 : rowOf(mole_);
  const int moleColumn = mole_ == kNoMole ? -1 : columnOf(mole_);
  out.reserve(22);
  for (int t = 0; t < kLineTargets; ++t) {
    if (t < 4 && t == moleRow) continue;                   // the mole's row cannot shift
    if (t >= 4 && t < 8 && t - 4 == moleColumn) continue;  // nor its column
    out.push_back(cabbageAction(t, 0));
    if (t < kLeftSide) out.push_back(cabbageAction(t, 1));
  }
  return out;
}

template <>
std::string GardenState::refusalIn<Phase::kCabbage>(const Decoded& d) const {
  if (auto why =
          needs(d, kCabbageKind,
                VB_N("{1} uses the cabbage just taken: shift a row, a column or a line of posts "
                     "('shift row 0 left', 'shift column 0 up', 'shift top right', 'swap side left')"));
      !why.empty())
    return why;
  if (mole_ != kNoMole && d.a < 4 && d.a == rowOf(mole_))
    return moleAt(VB_N("the mole's row cannot shift (the mole is at {1})"));
  if (d.a >= 4 && d.a < 8 && mole_ != kNoMole && d.a - 4 == columnOf(mole_))
    return moleAt(VB_N("the mole's column cannot shift (the mole is at {1})"));
  return {};
}

template <>
Outcome GardenState::applyIn<Phase::kCabbage>(const Decoded& d) {
  bool revealed = false;
  // Shift one step, wrapping round: what falls off one end comes back at the other.
  auto rotate = [](auto& items, std::array<int, 4> at, bool forward) {
    const auto first = items[at[0]], last = items[at[3]];
    if (forward) {  // left or up: each item moves to the previous place
      for (int i = 0; i < 3; ++i) items[at[i]] = items[at[i + 1]];
      items[at[3]] = first;
    } else {
      for (int i = 3; i > 0; --i) items[at[i]] = items[at[i - 1]];
      items[at[0]] = last;
    }
  };
  const bool leftOrUp = d.b == 0;
  if (d.a < 4) {
    const int r = d.a;
    rotate(garden_, {cellOf(r, 0), cellOf(r, 1), cellOf(r, 2), cellOf(r, 3)}, leftOrUp);
  } else if (d.a < 8) {
    const int c = d.a - 4;
    rotate(garden_, {cellOf(0, c), cellOf(1, c), cellOf(2, c), cellOf(3, c)}, leftOrUp);
  } else if (d.a == kTopLine) {
    rotate(fence_, {0, 1, 2, 3}, leftOrUp);
  } else if (d.a == kBottomLine) {
    rotate(fence_, {4, 5, 6, 7}, leftOrUp);
  } else {
    const int first = d.a == kLeftSide ? 8 : 10;  // a side of two posts: they swap
    std::swap(fence_[first], fence_[first + 1]);
  }
  finishTurn(revealed);
  return Outcome::done(revealed);
}

// ---------------------------------------------------------------------------------------------
// Carrot (docs/rules/garden.md#carrot-move-the-bunny): swap the bunny with another post's token.

template <>
std::vector<ActionId> GardenState::legalIn<Phase::kCarrot>() const {
  std::vector<ActionId> out;
  out.reserve(kPosts - 1);
  for (int p = 0; p < kPosts; ++p)
    if (fence_[p] != kBunny) out.push_back(bunnyAction(p));
  return out;
}

template <>
std::string GardenState::refusalIn<Phase::kCarrot>(const Decoded& d) const {
  if (auto why = needs(d, kBunnyKind,
                       VB_N("{1} uses the carrot just taken: swap the bunny with another post ('bunny t2')"));
      !why.empty())
    return why;
  if (fence_[d.a] == kBunny) return tx("the bunny is already at {1}", postName(d.a));
  return {};
}

template <>
Outcome GardenState::applyIn<Phase::kCarrot>(const Decoded& d) {
  bool revealed = false;
  const int bunny = static_cast<int>(std::find(fence_.begin(), fence_.end(), kBunny) - fence_.begin());
  std::swap(fence_[bunny], fence_[d.a]);
  finishTurn(revealed);
  return Outcome::done(revealed);
}

// ---------------------------------------------------------------------------------------------
// Peas (docs/rules/garden.md#peas-move-the-mole-then-swap-across-it): first move the mole to another
// compost card, then swap two cards facing each other across it. Two decisions, both mandatory.

template <>
std::vector<ActionId> GardenState::legalIn<Phase::kPeasMole>() const {
  std::vector<ActionId> out;
  for (int cell : kCompost)
    if (cell != mole_) out.push_back(moleAction(cell));
  return out;
}

template <>
std::string GardenState::refusalIn<Phase::kPeasMole>(const Decoded& d) const {
  if (auto why = needs(
          d, kMoleKind,
          VB_N("{1} uses the peas just taken: first move the mole to another compost card ('mole 2,1')"));
      !why.empty())
    return why;
  if (!isCompost(d.a))
    return tx("the mole moves only to a compost card (1,1, 1,2, 2,1 or 2,2), not {1}", cellText(d.a));
  if (d.a == mole_)
    return moleAt(VB_N("the mole must move to a different compost card (the mole is at {1})"));
  return {};
}

template <>
Outcome GardenState::applyIn<Phase::kPeasMole>(const Decoded& d) {
  mole_ = static_cast<std::uint8_t>(d.a);
  phase_ = Phase::kPeasSwap;
  return Outcome::done(false);
}

template <>
std::vector<ActionId> GardenState::legalIn<Phase::kPeasSwap>() const {
  const auto pairs = pairsAcross(mole_);
  return std::vector<ActionId>(pairs.begin(), pairs.end());
}

template <>
std::string GardenState::refusalIn<Phase::kPeasSwap>(const Decoded& d) const {
  if (auto why = needs(
          d, kSwapCellsKind,
          VB_N("{1} finishes the peas: swap two cards facing each other across the mole ('swap 0,0 2,2')"));
      !why.empty())
    return why;
  if (!acrossMole(d.a, d.b, mole_))
    return tx(
        "peas swap two cards facing each other across the mole (the mole is at {1}): {2} and {3} do not",
        cellText(mole_), cellText(d.a), cellText(d.b));
  return {};
}

template <>
Outcome GardenState::applyIn<Phase::kPeasSwap>(const Decoded& d) {
  bool revealed = false;
  std::swap(garden_[d.a], garden_[d.b]);
  finishTurn(revealed);
  return Outcome::done(revealed);
}

// ---------------------------------------------------------------------------------------------
// Pepper (docs/rules/garden.md#pepper-swap-two-neighbours): swap two touching garden cards or the
// tokens of two neighbouring posts on one side; pepper never moves the bunny.

template <>
std::vector<ActionId> GardenState::legalIn<Phase::kPepper>() const {
  std::vector<ActionId> out;
  const auto& pairs = touchingPairs();
  out.reserve(pairs.size() + 8);
  for (const auto& [a, b] : pairs)
    if (a != mole_ && b != mole_) out.push_back(swapCellsAction(a, b));
  for (int p = 0; p + 1 < kPosts; ++p)
    if (neighbouringPosts(p, p + 1) && fence_[p] != kBunny && fence_[p + 1] != kBunny)
      out.push_back(swapPostsAction(p, p + 1));
  return out;
}

template <>
std::string GardenState::refusalIn<Phase::kPepper>(const Decoded& d) const {
  if (d.kind == kSwapCellsKind) {
    if (d.a == mole_ || d.b == mole_) return moleAt(kMoleCardCannotMove);
    if (!touching(d.a, d.b))
      return tx("pepper swaps two garden cards that touch (orthogonally or diagonally): {1} and {2} do not",
                cellText(d.a), cellText(d.b));
    return {};
  }
  if (d.kind == kSwapPostsKind) {
    if (fence_[d.a] == kBunny || fence_[d.b] == kBunny) return tx("pepper never moves the bunny");
    if (!neighbouringPosts(d.a, d.b))
      return tx(
          "pepper swaps two neighbouring posts on one side (t0 t1, t1 t2, t2 t3, b0 b1, b1 b2, b2 b3, "
          "l1 l2, r1 r2), not {1} and {2}",
          postName(d.a), postName(d.b));
    return {};
  }
  return tx(
      "{1} uses the pepper just taken: swap two touching garden cards ('swap 0,0 1,1') or two "
      "neighbouring posts ('swap posts t1 t2')",
      who());
}

// refusalIn<Phase::kPepper>() has checked that the action swaps two cells or two posts.
template <>
Outcome GardenState::applyIn<Phase::kPepper>(const Decoded& d) {
  bool revealed = false;
  if (d.kind == kSwapCellsKind) {
    std::swap(garden_[d.a], garden_[d.b]);
  } else {
    std::swap(fence_[d.a], fence_[d.b]);
  }
  finishTurn(revealed);
  return Outcome::done(revealed);
}

// ---------------------------------------------------------------------------------------------
// Potato (docs/rules/garden.md#potato-swap-with-your-hand): swap a garden card with a hand card.
// The potato just taken is not in the hand yet.

template <>
std::vector<ActionId> GardenState::legalIn<Phase::kPotato>() const {
  const Counts& hand = hands_[current_];
  return offMole(potatoAction, kCrops, [&](int crop) { return hand[crop] > 0; });
}

template <>
std::string GardenState::refusalIn<Phase::kPotato>(const Decoded& d) const {
  const char* use = VB_N(
      "{1} uses the potato just taken: swap a garden card with a card from the hand ('potato 1,3 pepper')");
  if (auto why = refuseOffMole(d, kPotatoKind, use, kMoleCardCannotMove); !why.empty()) return why;
  if (hands_[current_][d.b] == 0)
    // TRANSLATORS: {2} is a crop without article.
    return d.b == kPotato
               ? tx("{1} holds no potato card (the potato just taken is not in the hand yet)", who())
               : tx("{1} holds no {2} card", who(), cropWord(d.b));
  return {};
}

template <>
Outcome GardenState::applyIn<Phase::kPotato>(const Decoded& d) {
  bool revealed = false;
  // The hand card goes into the garden face up: everybody now knows the player held it.
  Counts& hand = hands_[current_];
  --hand[d.b];
  ++hand[garden_[d.a]];
  garden_[d.a] = static_cast<std::uint8_t>(d.b);
  revealed = true;
  finishTurn(revealed);
  return Outcome::done(revealed);
}

// ---------------------------------------------------------------------------------------------
// Tomato (docs/rules/garden.md#tomato-replant-from-the-harvest): discard a garden card and plant
// one of the other harvest cards there; both empty slots are refilled after.

template <>
std::vector<ActionId> GardenState::legalIn<Phase::kTomato>() const {
  return offMole(tomatoAction, rules_.harvestSize, [&](int slot) { return harvest_[slot] != kNoCard; });
}

template <>
std::string GardenState::refusalIn<Phase::kTomato>(const Decoded& d) const {
  const char* use = VB_N(
      "{1} uses the tomato just taken: replace a garden card with another harvest card ('tomato 1,3 with "
      "0')");
  if (auto why = refuseOffMole(d, kTomatoKind, use,
                               VB_N("the mole's card cannot be discarded (the mole is at {1})"));
      !why.empty())
    return why;
  if (d.b == pendingSlot_) return tx("harvest slot {1} held the tomato just taken", d.b);
  if (harvest_[d.b] == kNoCard) return tx("harvest slot {1} is empty", d.b);
  return {};
}

template <>
Outcome GardenState::applyIn<Phase::kTomato>(const Decoded& d) {
  bool revealed = false;
  ++discard_[garden_[d.a]];
  garden_[d.a] = harvest_[d.b];
  harvest_[d.b] = kNoCard;
  finishTurn(revealed);
  return Outcome::done(revealed);
}

// The powers' rules in the order of Phase (state.h), which follows docs/rules/garden.md#the-powers.
const GardenState::PhaseRules& GardenState::powerRules(Phase phase) {
  static constexpr PhaseRules kPowers[] = {
      rulesFor<Phase::kCabbage>(rule::kCabbage), rulesFor<Phase::kCarrot>(rule::kCarrot),
      rulesFor<Phase::kPeasMole>(rule::kPeas),   rulesFor<Phase::kPeasSwap>(rule::kPeas),
      rulesFor<Phase::kPepper>(rule::kPepper),   rulesFor<Phase::kPotato>(rule::kPotato),
      rulesFor<Phase::kTomato>(rule::kTomato),
  };
  return kPowers[static_cast<int>(phase) - static_cast<int>(Phase::kCabbage)];
}

}  // namespace vb::garden
