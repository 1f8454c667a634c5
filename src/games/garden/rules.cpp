// Veggie Garden: setup, the turn, the six powers, the last round (rules-decisions §2), and the
// text and JSON forms of states and actions.
#include <algorithm>
#include <charconv>
#include <sstream>

#include "core/fields.h"
#include "games/garden/state.h"

namespace vb::garden {

namespace {

// ActionId layout (see garden.h for the text forms): the kind in bits 8+, then per kind
//   take:       the harvest slot
//   cabbage:    target << 1 | direction; targets 0-3 rows, 4-7 columns, 8 top posts, 9 bottom
//               posts, 10 left side, 11 right side; direction 0 left/up, 1 right/down (sides: 0)
//   bunny:      the post
//   mole:       the cell
//   swap cells: lower cell << 4 | higher cell
//   swap posts: lower post << 4 | higher post
//   potato:     cell << 3 | crop
//   tomato:     cell << 2 | harvest slot
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
constexpr int kKindShift = 8;
constexpr int kTopLine = 8, kBottomLine = 9, kLeftSide = 10, kRightSide = 11;
constexpr int kLineTargets = 12;
constexpr std::array<int, 4> kCompost = {cellOf(1, 1), cellOf(1, 2), cellOf(2, 1), cellOf(2, 2)};

constexpr ActionId make(Kind k, int payload) { return (ActionId{k} << kKindShift) | payload; }
constexpr ActionId takeAction(int slot) { return make(kTakeKind, slot); }
constexpr ActionId cabbageAction(int target, int direction) {
  return make(kCabbageKind, target << 1 | direction);
}
constexpr ActionId bunnyAction(int post) { return make(kBunnyKind, post); }
constexpr ActionId moleAction(int cell) { return make(kMoleKind, cell); }
constexpr ActionId swapCellsAction(int a, int b) { return make(kSwapCellsKind, a << 4 | b); }
constexpr ActionId swapPostsAction(int a, int b) { return make(kSwapPostsKind, a << 4 | b); }
constexpr ActionId potatoAction(int cell, int crop) { return make(kPotatoKind, cell << 3 | crop); }
constexpr ActionId tomatoAction(int cell, int slot) { return make(kTomatoKind, cell << 2 | slot); }

struct Decoded {
  ActionId kind = 0;
  int a = 0;  // slot, line target, post, cell or lower cell/post
  int b = 0;  // direction, higher cell/post, crop or harvest slot
};

Decoded decode(ActionId id) {
  Decoded d;
  if (id < 0) return d;
  d.kind = id >> kKindShift;
  const int p = static_cast<int>(id & 0xFF);
  switch (d.kind) {
    case kCabbageKind:
      d.a = p >> 1, d.b = p & 1;
      break;
    case kSwapCellsKind:
    case kSwapPostsKind:
      d.a = p >> 4, d.b = p & 15;
      break;
    case kPotatoKind:
      d.a = p >> 3, d.b = p & 7;
      break;
    case kTomatoKind:
      d.a = p >> 2, d.b = p & 3;
      break;
    default:
      d.a = p;
  }
  return d;
}

// Only the ids the encoders make from fields in range are actions; anything else is not.
bool canonical(ActionId id, const Decoded& d) {
  switch (d.kind) {
    case kTakeKind:
      return d.a < kHarvestSlots && id == takeAction(d.a);
    case kCabbageKind:
      return d.a < kLineTargets && (d.a < kLeftSide || d.b == 0) && id == cabbageAction(d.a, d.b);
    case kBunnyKind:
      return d.a < kPosts && id == bunnyAction(d.a);
    case kMoleKind:
      return d.a < kCells && id == moleAction(d.a);
    case kSwapCellsKind:
      return d.a < d.b && id == swapCellsAction(d.a, d.b);
    case kSwapPostsKind:
      return d.a < d.b && d.b < kPosts && id == swapPostsAction(d.a, d.b);
    case kPotatoKind:
      return d.b < kCrops && id == potatoAction(d.a, d.b);
    case kTomatoKind:
      return id == tomatoAction(d.a, d.b);
    default:
      return false;
  }
}

int rowOf(int cell) { return cell / kSide; }
int columnOf(int cell) { return cell % kSide; }

// Pepper: two cards touch when they are neighbours orthogonally or diagonally.
bool touching(int a, int b) {
  return a != b && std::abs(rowOf(a) - rowOf(b)) <= 1 && std::abs(columnOf(a) - columnOf(b)) <= 1;
}

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

std::string cellText(int cell) { return std::to_string(rowOf(cell)) + "," + std::to_string(columnOf(cell)); }
std::string cropText(int crop) { return std::string(cropName(crop)); }

const char* const kActionForms =
    "actions read 'take 2', 'shift row 1 left', 'shift column 3 up', 'shift top right', 'swap side left', "
    "'bunny t2', 'mole 2,1', 'swap 0,1 1,2', 'swap posts t1 t2', 'potato 1,3 pepper' or 'tomato 1,3 with 0'";

bool readInt(std::string_view text, int& out) {
  if (text.empty()) return false;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc() && p == end;
}

// "R,C" with both in 0-3; -1 otherwise.
int readCell(std::string_view text) {
  const auto comma = text.find(',');
  int r = 0, c = 0;
  if (comma == std::string_view::npos || !readInt(text.substr(0, comma), r) ||
      !readInt(text.substr(comma + 1), c))
    return -1;
  if (r < 0 || r >= kSide || c < 0 || c >= kSide) return -1;
  return cellOf(r, c);
}

std::string tokenText(int value) { return value == kBunny ? "the bunny" : "a " + std::to_string(value); }

}  // namespace

bool GardenState::equals(const State& other) const {
  const auto* o = dynamic_cast<const GardenState*>(&other);
  return o != nullptr && removedOption_ == o->removedOption_ && firstOption_ == o->firstOption_ &&
         seed_ == o->seed_ && rng_ == o->rng_ && phase_ == o->phase_ && players_ == o->players_ &&
         currentPlayer() == o->currentPlayer() && removed_ == o->removed_ &&
         (phase_ < Phase::kCabbage || phase_ > Phase::kTomato || pendingSlot_ == o->pendingSlot_) &&
         mole_ == o->mole_ && garden_ == o->garden_ && fence_ == o->fence_ && harvest_ == o->harvest_ &&
         deckSize_ == o->deckSize_ &&
         std::equal(deck_.begin(), deck_.begin() + deckSize_, o->deck_.begin()) && discard_ == o->discard_ &&
         hands_ == o->hands_ && handSizes_ == o->handSizes_ && names_ == o->names_;
}

// ---------------------------------------------------------------------------------------------
// Setup (rules-decisions §2): one crop out, 70 cards shuffled, 16 into the garden, the fence's
// tokens shuffled onto the posts (the bunny replacing one if carrots are in play), the mole on a
// random compost card if peas are in play, two cards to each hand, four to the harvest.

void GardenState::deal(const Setup& setup, std::uint8_t removedOption, std::uint8_t firstOption) {
  const int n = static_cast<int>(setup.names.size());
  removedOption_ = removedOption;
  firstOption_ = firstOption;
  seed_ = setup.seed;
  rng_ = Rng(setup.seed);
  removed_ = removedOption == kRandomOption ? static_cast<std::uint8_t>(rng_.below(kCrops)) : removedOption;
  if (firstOption == kRandomOption) {
    current_ = static_cast<std::uint8_t>(rng_.below(static_cast<std::uint64_t>(n)));
  } else {
    if (firstOption >= n)
      throw InputError("option 'first': seat " + std::to_string(firstOption) + " but seats are 0 to " +
                       std::to_string(n - 1));
    current_ = firstOption;
  }
  players_ = static_cast<std::uint8_t>(n);
  names_ = setup.names;

  deckSize_ = 0;
  for (int c = 0; c < kCrops; ++c)
    if (inPlay(c))
      for (int k = 0; k < kCardsPerCrop; ++k) deck_[deckSize_++] = static_cast<std::uint8_t>(c);
  rng_.shuffle(std::span<std::uint8_t>(deck_.data(), deckSize_));
  discard_ = {};
  for (auto& cell : garden_) cell = drawCard();

  fence_ = {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
  rng_.shuffle(std::span<std::uint8_t>(fence_));
  if (inPlay(kCarrot)) fence_[rng_.below(kPosts)] = kBunny;
  mole_ = inPlay(kPeas) ? static_cast<std::uint8_t>(kCompost[rng_.below(4)]) : kNoMole;

  hands_ = {};
  handSizes_ = {};
  for (int seat = 0; seat < n; ++seat)
    for (int k = 0; k < 2; ++k) {
      ++hands_[seat][drawCard()];
      ++handSizes_[seat];
    }
  harvest_.fill(kNoCard);
  fillHarvest();
  phase_ = Phase::kTake;
}

// The deck's top card. When the deck runs out, the discards are shuffled into a new deck; when
// there are none either, nothing is drawn and the harvest stays short.
std::uint8_t GardenState::drawCard() {
  if (deckSize_ == 0) {
    for (int c = 0; c < kCrops; ++c)
      for (int k = 0; k < discard_[c]; ++k) deck_[deckSize_++] = static_cast<std::uint8_t>(c);
    if (deckSize_ == 0) return kNoCard;
    discard_ = {};
    rng_.shuffle(std::span<std::uint8_t>(deck_.data(), deckSize_));
  }
  return deck_[--deckSize_];
}

// Fills the empty harvest slots from the deck. Whenever the four cards show one crop, all four are
// discarded and four new ones dealt (at setup and at every refill). Returns whether a card was dealt.
bool GardenState::fillHarvest() {
  bool dealt = false;
  for (auto& slot : harvest_)
    if (slot == kNoCard) {
      slot = drawCard();
      dealt = dealt || slot != kNoCard;
    }
  auto fourOfAKind = [&] {
    const std::uint8_t c = harvest_[0];
    return c != kNoCard && harvest_[1] == c && harvest_[2] == c && harvest_[3] == c;
  };
  // Redealing helps only if the deck or the discards hold another crop; with 70 cards they always
  // do, and this keeps a hand-made scenario from dealing the same four for ever.
  auto anotherCropLeft = [&](std::uint8_t crop) {
    for (int i = 0; i < deckSize_; ++i)
      if (deck_[i] != crop) return true;
    for (int c = 0; c < kCrops; ++c)
      if (c != crop && discard_[c] > 0) return true;
    return false;
  };
  while (fourOfAKind() && anotherCropLeft(harvest_[0])) {
    discard_[harvest_[0]] += kHarvestSlots;
    for (auto& slot : harvest_) slot = drawCard();
    dealt = true;
  }
  return dealt;
}

// ---------------------------------------------------------------------------------------------
// Powers.

Phase GardenState::powerPhase(int crop) {
  switch (crop) {
    case kCarrot:
      return Phase::kCarrot;
    case kCabbage:
      return Phase::kCabbage;
    case kPeas:
      return Phase::kPeasMole;
    case kPepper:
      return Phase::kPepper;
    case kPotato:
      return Phase::kPotato;
    default:
      return Phase::kTomato;
  }
}

int GardenState::pendingCrop() const {
  switch (phase_) {
    case Phase::kCabbage:
      return kCabbage;
    case Phase::kCarrot:
      return kCarrot;
    case Phase::kPeasMole:
    case Phase::kPeasSwap:
      return kPeas;
    case Phase::kPepper:
      return kPepper;
    case Phase::kPotato:
      return kPotato;
    case Phase::kTomato:
      return kTomato;
    default:
      return -1;
  }
}

// A power is mandatory whenever it has a legal use. Cabbage, carrot, peas and pepper always have
// one (rows 0 and 3 and the post lines can always shift; the bunny comes with the carrots and the
// mole with the peas; some pair of posts never holds the bunny). A potato needs a card in hand and
// a tomato another harvest card.
bool GardenState::powerHasUse(int crop, int slot) const {
  if (crop == kPotato) return handSizes_[current_] > 0;
  if (crop == kTomato) {
    for (int s = 0; s < kHarvestSlots; ++s)
      if (s != slot && harvest_[s] != kNoCard) return true;
    return false;
  }
  return true;
}

// The taken card goes to the hand, the harvest is refilled, and the next player takes a turn.
void GardenState::finishTurn(bool& revealed) {
  const int crop = pendingCrop();
  ++hands_[current_][crop];
  ++handSizes_[current_];
  revealed = fillHarvest() || revealed;
  advance();
}

// The next seat in turn order that is still due a power turn (fewer than 8 cards) takes one. When
// every hand holds 8, the last round follows: the next seats in turn order with fewer than 9 cards
// take one card each. With 9 cards everywhere the game is over.
void GardenState::advance() {
  const int n = players_;
  for (int k = 1; k <= n; ++k) {
    const int seat = (current_ + k) % n;
    if (handSizes_[seat] < kHandAfterPowerTurns) {
      current_ = static_cast<std::uint8_t>(seat);
      phase_ = Phase::kTake;
      return;
    }
  }
  for (int k = 1; k <= n; ++k) {
    const int seat = (current_ + k) % n;
    if (handSizes_[seat] < kFinalHand) {
      current_ = static_cast<std::uint8_t>(seat);
      phase_ = Phase::kLastRound;
      return;
    }
  }
  phase_ = Phase::kOver;
}

// ---------------------------------------------------------------------------------------------
// Legal actions.

std::vector<ActionId> GardenState::legalActions() const {
  std::vector<ActionId> out;
  const int moleRow = mole_ == kNoMole ? -1 : rowOf(mole_);
  const int moleColumn = mole_ == kNoMole ? -1 : columnOf(mole_);
  switch (phase_) {
    case Phase::kTake:
    case Phase::kLastRound:
      for (int s = 0; s < kHarvestSlots; ++s)
        if (harvest_[s] != kNoCard) out.push_back(takeAction(s));
      break;
    case Phase::kCabbage:
      out.reserve(22);
      for (int t = 0; t < kLineTargets; ++t) {
        if (t < 4 && t == moleRow) continue;                   // the mole's row cannot shift
        if (t >= 4 && t < 8 && t - 4 == moleColumn) continue;  // nor its column
        out.push_back(cabbageAction(t, 0));
        if (t < kLeftSide) out.push_back(cabbageAction(t, 1));
      }
      break;
    case Phase::kCarrot:
      out.reserve(kPosts - 1);
      for (int p = 0; p < kPosts; ++p)
        if (fence_[p] != kBunny) out.push_back(bunnyAction(p));
      break;
    case Phase::kPeasMole:
      for (int cell : kCompost)
        if (cell != mole_) out.push_back(moleAction(cell));
      break;
    case Phase::kPeasSwap: {
      const auto pairs = pairsAcross(mole_);
      out.assign(pairs.begin(), pairs.end());
      break;
    }
    case Phase::kPepper: {
      const auto& pairs = touchingPairs();
      out.reserve(pairs.size() + 8);
      for (const auto& [a, b] : pairs)
        if (a != mole_ && b != mole_) out.push_back(swapCellsAction(a, b));
      for (int p = 0; p + 1 < kPosts; ++p)
        if (neighbouringPosts(p, p + 1) && fence_[p] != kBunny && fence_[p + 1] != kBunny)
          out.push_back(swapPostsAction(p, p + 1));
      break;
    }
    case Phase::kPotato: {
      const Counts& hand = hands_[current_];
      out.reserve(kCells * kCropsInPlay);
      for (int cell = 0; cell < kCells; ++cell) {
        if (cell == mole_) continue;
        for (int c = 0; c < kCrops; ++c)
          if (hand[c] > 0) out.push_back(potatoAction(cell, c));
      }
      break;
    }
    case Phase::kTomato:
      out.reserve(kCells * 3);
      for (int cell = 0; cell < kCells; ++cell) {
        if (cell == mole_) continue;
        for (int s = 0; s < kHarvestSlots; ++s)
          if (harvest_[s] != kNoCard) out.push_back(tomatoAction(cell, s));
      }
      break;
    case Phase::kOver:
      break;
  }
  return out;
}

std::string GardenState::refusal(ActionId action) const {
  if (phase_ == Phase::kOver) return "the game is over";
  const Decoded d = decode(action);
  if (!canonical(action, d)) return "not an action of Veggie Garden";
  auto needs = [&](Kind kind, const char* what) -> std::string {
    return d.kind == kind ? std::string() : who() + " " + what;
  };
  // Built only for a refusal: the legal path touches no strings.
  auto moleAt = [&] {
    return mole_ == kNoMole ? std::string() : " (the mole is at " + cellText(mole_) + ")";
  };
  switch (phase_) {
    case Phase::kTake:
    case Phase::kLastRound:
      if (d.kind != kTakeKind)
        return phase_ == Phase::kTake
                   ? "it is " + who() + "'s turn to take a harvest card ('take S'); its power comes after"
                   : "the last round: " + who() + " takes a harvest card ('take S'), with no power";
      if (harvest_[d.a] == kNoCard) return "harvest slot " + std::to_string(d.a) + " is empty";
      return {};
    case Phase::kCabbage:
      if (auto why = needs(kCabbageKind,
                           "uses the cabbage just taken: shift a row, a column or a line of posts "
                           "('shift row 0 left', 'shift column 0 up', 'shift top right', 'swap side left')");
          !why.empty())
        return why;
      if (mole_ != kNoMole && d.a < 4 && d.a == rowOf(mole_)) return "the mole's row cannot shift" + moleAt();
      if (d.a >= 4 && d.a < 8 && mole_ != kNoMole && d.a - 4 == columnOf(mole_))
        return "the mole's column cannot shift" + moleAt();
      return {};
    case Phase::kCarrot:
      if (auto why =
              needs(kBunnyKind, "uses the carrot just taken: swap the bunny with another post ('bunny t2')");
          !why.empty())
        return why;
      if (fence_[d.a] == kBunny) return "the bunny is already at " + std::string(postName(d.a));
      return {};
    case Phase::kPeasMole:
      if (auto why =
              needs(kMoleKind,
                    "uses the peas just taken: first move the mole to another compost card ('mole 2,1')");
          !why.empty())
        return why;
      if (!isCompost(d.a))
        return "the mole moves only to a compost card (1,1, 1,2, 2,1 or 2,2), not " + cellText(d.a);
      if (d.a == mole_) return "the mole must move to a different compost card" + moleAt();
      return {};
    case Phase::kPeasSwap:
      if (auto why =
              needs(kSwapCellsKind,
                    "finishes the peas: swap two cards facing each other across the mole ('swap 0,0 2,2')");
          !why.empty())
        return why;
      if (!acrossMole(d.a, d.b, mole_))
        return "peas swap two cards facing each other across the mole" + moleAt() + ": " + cellText(d.a) +
               " and " + cellText(d.b) + " do not";
      return {};
    case Phase::kPepper:
      if (d.kind == kSwapCellsKind) {
        if (d.a == mole_ || d.b == mole_) return "the mole's card cannot move" + moleAt();
        if (!touching(d.a, d.b))
          return "pepper swaps two garden cards that touch (orthogonally or diagonally): " + cellText(d.a) +
                 " and " + cellText(d.b) + " do not";
        return {};
      }
      if (d.kind == kSwapPostsKind) {
        if (fence_[d.a] == kBunny || fence_[d.b] == kBunny) return "pepper never moves the bunny";
        if (!neighbouringPosts(d.a, d.b))
          return "pepper swaps two neighbouring posts on one side (t0 t1, t1 t2, t2 t3, b0 b1, b1 b2, b2 b3, "
                 "l1 l2, "
                 "r1 r2), not " +
                 std::string(postName(d.a)) + " and " + std::string(postName(d.b));
        return {};
      }
      return who() +
             " uses the pepper just taken: swap two touching garden cards ('swap 0,0 1,1') or two "
             "neighbouring posts ('swap posts t1 t2')";
    case Phase::kPotato:
      if (auto why = needs(kPotatoKind,
                           "uses the potato just taken: swap a garden card with a card from the hand "
                           "('potato 1,3 pepper')");
          !why.empty())
        return why;
      if (d.a == mole_) return "the mole's card cannot move" + moleAt();
      if (hands_[current_][d.b] == 0)
        return who() + " holds no " + cropText(d.b) + " card" +
               (d.b == kPotato ? " (the potato just taken is not in the hand yet)" : "");
      return {};
    case Phase::kTomato:
      if (auto why = needs(kTomatoKind,
                           "uses the tomato just taken: replace a garden card with another harvest card "
                           "('tomato 1,3 with 0')");
          !why.empty())
        return why;
      if (d.a == mole_) return "the mole's card cannot be discarded" + moleAt();
      if (d.b == pendingSlot_) return "harvest slot " + std::to_string(d.b) + " held the tomato just taken";
      if (harvest_[d.b] == kNoCard) return "harvest slot " + std::to_string(d.b) + " is empty";
      return {};
    case Phase::kOver:
      break;
  }
  return "the game is over";
}

// ---------------------------------------------------------------------------------------------
// Applying a decision.

Outcome GardenState::apply(ActionId action) {
  if (std::string why = refusal(action); !why.empty()) return Outcome::refused(why);
  const Decoded d = decode(action);
  bool revealed = false;
  switch (d.kind) {
    case kTakeKind: {
      const std::uint8_t crop = harvest_[d.a];
      harvest_[d.a] = kNoCard;
      if (phase_ == Phase::kLastRound) {
        // The last round: no power and no refill.
        ++hands_[current_][crop];
        ++handSizes_[current_];
        advance();
        return Outcome::done(false);
      }
      pendingSlot_ = static_cast<std::uint8_t>(d.a);
      phase_ = powerPhase(crop);
      if (!powerHasUse(crop, d.a)) finishTurn(revealed);  // a power with no legal use is skipped
      return Outcome::done(revealed);
    }
    case kCabbageKind: {
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
    case kBunnyKind: {
      const int bunny = static_cast<int>(std::find(fence_.begin(), fence_.end(), kBunny) - fence_.begin());
      std::swap(fence_[bunny], fence_[d.a]);
      finishTurn(revealed);
      return Outcome::done(revealed);
    }
    case kMoleKind:
      mole_ = static_cast<std::uint8_t>(d.a);
      phase_ = Phase::kPeasSwap;
      return Outcome::done(false);
    case kSwapCellsKind:
      std::swap(garden_[d.a], garden_[d.b]);
      finishTurn(revealed);
      return Outcome::done(revealed);
    case kSwapPostsKind:
      std::swap(fence_[d.a], fence_[d.b]);
      finishTurn(revealed);
      return Outcome::done(revealed);
    case kPotatoKind: {
      // The hand card goes into the garden face up: everybody now knows the player held it.
      Counts& hand = hands_[current_];
      --hand[d.b];
      ++hand[garden_[d.a]];
      garden_[d.a] = static_cast<std::uint8_t>(d.b);
      revealed = true;
      finishTurn(revealed);
      return Outcome::done(revealed);
    }
    default: {  // kTomatoKind
      ++discard_[garden_[d.a]];
      garden_[d.a] = harvest_[d.b];
      harvest_[d.b] = kNoCard;
      finishTurn(revealed);
      return Outcome::done(revealed);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Text and JSON forms of actions.

namespace {

const char* const kDirections[] = {"left", "right", "up", "down"};

std::string lineTargetText(int target, int direction) {
  if (target < 4) return "shift row " + std::to_string(target) + " " + kDirections[direction];
  if (target < 8) return "shift column " + std::to_string(target - 4) + " " + kDirections[2 + direction];
  if (target == kTopLine) return std::string("shift top ") + kDirections[direction];
  if (target == kBottomLine) return std::string("shift bottom ") + kDirections[direction];
  return target == kLeftSide ? "swap side left" : "swap side right";
}

Json cellJson(int cell) { return Json::array({rowOf(cell), columnOf(cell)}); }

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
    default:  // kTomatoKind
      return "tomato " + cellText(d.a) + " with " + std::to_string(d.b);
  }
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
    default:  // kTomatoKind
      return {{"type", "tomato"}, {"cell", cellJson(d.a)}, {"slot", d.b}};
  }
}

ActionId GardenState::parseAction(std::string_view text) const {
  const std::vector<std::string> w = fields::actionWords(text);
  const std::string quotedText = quote(text);
  auto fail = [&](const std::string& why) -> ActionId { throw InputError(quotedText + ": " + why); };
  if (w.empty()) return fail(kActionForms);
  const std::string& verb = w[0];
  auto cellAt = [&](std::size_t i, const char* what) {
    const int cell = i < w.size() ? readCell(w[i]) : -1;
    if (cell < 0) fail(std::string("expected ") + what + " as R,C with row and column 0 to 3 (e.g. 1,2)");
    return cell;
  };
  auto postAt = [&](std::size_t i) {
    const int post = i < w.size() ? postFromName(w[i]) : -1;
    if (post < 0) fail("expected a post: t0-t3, b0-b3, l1, l2, r1 or r2");
    return post;
  };
  auto slotAt = [&](std::size_t i) {
    int slot = -1;
    if (i >= w.size() || !readInt(w[i], slot) || slot < 0 || slot >= kHarvestSlots)
      fail("the harvest slots are 0, 1, 2 and 3");
    return slot;
  };
  if (verb == "take") {
    if (w.size() != 2) return fail("expected 'take S' with a harvest slot 0 to 3");
    return takeAction(slotAt(1));
  }
  if (verb == "shift") {
    if (w.size() == 4 && (w[1] == "row" || w[1] == "column")) {
      int index = -1;
      if (!readInt(w[2], index) || index < 0 || index >= kSide) return fail("rows and columns are 0 to 3");
      const bool row = w[1] == "row";
      const std::string& dir = w[3];
      if (row && dir != "left" && dir != "right") return fail("a row shifts left or right");
      if (!row && dir != "up" && dir != "down") return fail("a column shifts up or down");
      return cabbageAction(row ? index : 4 + index, dir == "right" || dir == "down" ? 1 : 0);
    }
    if (w.size() == 3 && (w[1] == "top" || w[1] == "bottom")) {
      if (w[2] != "left" && w[2] != "right") return fail("a line of posts shifts left or right");
      return cabbageAction(w[1] == "top" ? kTopLine : kBottomLine, w[2] == "right" ? 1 : 0);
    }
    return fail(
        "expected 'shift row R left|right', 'shift column C up|down' or 'shift top|bottom left|right'");
  }
  if (verb == "swap") {
    if (w.size() == 3 && w[1] == "side") {
      if (w[2] != "left" && w[2] != "right") return fail("expected 'swap side left' or 'swap side right'");
      return cabbageAction(w[2] == "left" ? kLeftSide : kRightSide, 0);
    }
    if (w.size() >= 2 && w[1] == "posts") {
      if (w.size() != 4) return fail("expected 'swap posts P Q'");
      const int a = postAt(2), b = postAt(3);
      if (a == b) return fail("name two different posts");
      return swapPostsAction(std::min(a, b), std::max(a, b));
    }
    if (w.size() != 3) return fail("expected 'swap R,C R,C', 'swap posts P Q' or 'swap side left|right'");
    const int a = cellAt(1, "the first cell"), b = cellAt(2, "the second cell");
    if (a == b) return fail("name two different cells");
    return swapCellsAction(std::min(a, b), std::max(a, b));
  }
  if (verb == "bunny") {
    if (w.size() != 2) return fail("expected 'bunny P' with P a post");
    return bunnyAction(postAt(1));
  }
  if (verb == "mole") {
    if (w.size() != 2) return fail("expected 'mole R,C'");
    return moleAction(cellAt(1, "the mole's new cell"));
  }
  if (verb == "potato") {
    if (w.size() != 3) return fail("expected 'potato R,C CROP'");
    const int cell = cellAt(1, "the garden cell");
    const int crop = cropFromName(w[2]);
    if (crop < 0) return fail(quote(w[2]) + " is not a crop (carrot, cabbage, peas, pepper, potato, tomato)");
    return potatoAction(cell, crop);
  }
  if (verb == "tomato") {
    if (w.size() != 4 || w[2] != "with") return fail("expected 'tomato R,C with S'");
    const int cell = cellAt(1, "the garden cell");
    return tomatoAction(cell, slotAt(3));
  }
  return fail(kActionForms);
}

ActionId GardenState::parseActionJson(const Json& j) const {
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
    throw InputError(
        "an action in JSON needs a \"type\": take, shift, swap-side, bunny, mole, swap, swap-posts, potato "
        "or "
        "tomato");
  const std::string type = j["type"].get<std::string>();
  auto cell = [](const Json& c) {
    return fields::integerText(c.at(0), "cell") + "," + fields::integerText(c.at(1), "cell");
  };
  try {
    if (type == "take") return parseAction("take " + fields::integerText(j.at("slot"), "slot"));
    if (type == "shift") {
      const std::string line = j.at("line").get<std::string>();
      std::string text = "shift " + line;
      if (line == "row" || line == "column") text += " " + fields::integerText(j.at("index"), "index");
      return parseAction(text + " " + j.at("direction").get<std::string>());
    }
    if (type == "swap-side") return parseAction("swap side " + j.at("side").get<std::string>());
    if (type == "bunny") return parseAction("bunny " + j.at("post").get<std::string>());
    if (type == "mole") return parseAction("mole " + cell(j.at("cell")));
    if (type == "swap")
      return parseAction("swap " + cell(j.at("cells").at(0)) + " " + cell(j.at("cells").at(1)));
    if (type == "swap-posts")
      return parseAction("swap posts " + j.at("posts").at(0).get<std::string>() + " " +
                         j.at("posts").at(1).get<std::string>());
    if (type == "potato")
      return parseAction("potato " + cell(j.at("cell")) + " " + j.at("crop").get<std::string>());
    if (type == "tomato")
      return parseAction("tomato " + cell(j.at("cell")) + " with " +
                         fields::integerText(j.at("slot"), "slot"));
  } catch (const Json::exception&) {
    throw InputError("the " + type + " action in JSON lacks a field or has one of the wrong kind");
  }
  throw InputError(
      "\"type\": " + quote(type) +
      " is not an action of Veggie Garden (take, shift, swap-side, bunny, mole, swap, swap-posts, "
      "potato, tomato)");
}

std::string GardenState::describeAction(ActionId action) const {
  const Decoded d = decode(action);
  const std::string name = phase_ == Phase::kOver ? "?" : who();
  if (!canonical(action, d) || !refusal(action).empty()) return name + ": " + actionText(action);
  auto at = [&](int cell) { return "the " + cropText(garden_[cell]) + " at " + cellText(cell); };
  switch (d.kind) {
    case kTakeKind: {
      const int crop = harvest_[d.a];
      std::string s = name + " takes the " + cropText(crop) + " from harvest slot " + std::to_string(d.a);
      if (phase_ == Phase::kLastRound) return s + " (last round: no power, no refill)";
      if (crop == kPotato && !powerHasUse(crop, d.a))
        return s + "; with no card in hand to swap, the potato's power has no use and is skipped";
      if (crop == kTomato && !powerHasUse(crop, d.a))
        return s + "; with no other harvest card, the tomato's power has no use and is skipped";
      return s;
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
    default:  // kTomatoKind
      return name + " (tomato) discards " + at(d.a) + " and plants the " + cropText(harvest_[d.b]) +
             " from harvest slot " + std::to_string(d.b) + " there";
  }
}

// ---------------------------------------------------------------------------------------------
// Snapshots, observations and pictures.

namespace {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::kTake:
      return "take";
    case Phase::kLastRound:
      return "last-round";
    case Phase::kOver:
      return "over";
    default:
      return "power";
  }
}

Json cropList(const Counts& counts) {
  Json out = Json::array();
  for (int c = 0; c < kCrops; ++c)
    for (int k = 0; k < counts[c]; ++k) out.push_back(cropName(c));
  return out;
}

std::string optionText(std::uint8_t value, bool crop) {
  if (value == kRandomOption) return "random";
  return crop ? std::string(cropName(value)) : std::to_string(value);
}

}  // namespace

Json GardenState::toJsonFor(int seat, bool whole) const {
  Json j = {{"game", "garden"},
            {"options",
             {{"removed", optionText(removedOption_, true)}, {"first", optionText(firstOption_, false)}}}};
  if (whole) {
    j["seed"] = seed_;
    j["rng"] = rng_.toText();
  } else {
    j["seat"] = seat;
  }
  j["phase"] = phaseName(phase_);
  j["current"] = currentPlayer() < 0 ? Json(nullptr) : Json(current_);
  j["crops"] = Json::array();
  for (int c = 0; c < kCrops; ++c)
    if (inPlay(c)) j["crops"].push_back(cropName(c));
  j["garden"] = Json::array();
  for (int r = 0; r < kSide; ++r) {
    Json row = Json::array();
    for (int c = 0; c < kSide; ++c) row.push_back(cropName(garden_[cellOf(r, c)]));
    j["garden"].push_back(row);
  }
  auto posts = [&](int from, int count) {
    Json out = Json::array();
    for (int p = from; p < from + count; ++p) out.push_back(fence_[p]);
    return out;
  };
  j["fence"] = {
      {"top", posts(0, 4)}, {"bottom", posts(4, 4)}, {"left", posts(8, 2)}, {"right", posts(10, 2)}};
  j["mole"] = mole_ == kNoMole ? Json(nullptr) : cellJson(mole_);
  j["harvest"] = Json::array();
  for (auto slot : harvest_) j["harvest"].push_back(slot == kNoCard ? Json(nullptr) : Json(cropName(slot)));
  const int pending = pendingCrop();
  if (pending < 0) {
    j["power"] = nullptr;
  } else {
    j["power"] = {{"crop", cropName(pending)}, {"slot", pendingSlot_}};
    if (pending == kPeas) j["power"]["step"] = phase_ == Phase::kPeasMole ? "mole" : "swap";
  }
  if (whole) {
    Json deck = Json::array();
    for (int i = deckSize_ - 1; i >= 0; --i) deck.push_back(cropName(deck_[i]));
    j["deck"] = deck;
  } else {
    j["deck_size"] = deckSize_;
  }
  j["discard"] = cropList(discard_);
  j["players"] = Json::array();
  for (int i = 0; i < players_; ++i) {
    Json pj = {{"name", names_[i]}};
    if (whole || i == seat) {
      pj["hand"] = cropList(hands_[i]);
    } else {
      pj["hand"] = "hidden";
    }
    if (!whole) pj["hand_size"] = handSizes_[i];
    j["players"].push_back(pj);
  }
  return j;
}

Json GardenState::toJson() const { return toJsonFor(-1, true); }

Json GardenState::observation(int seat) const { return toJsonFor(seat, false); }

std::string GardenState::render(int seat) const {
  std::ostringstream out;
  out << "Veggie Garden - ";
  const int pending = pendingCrop();
  switch (phase_) {
    case Phase::kTake:
      out << who() << " to take a harvest card";
      break;
    case Phase::kLastRound:
      out << "last round, " << who() << " to take a harvest card (no power)";
      break;
    case Phase::kOver:
      out << "game over";
      break;
    case Phase::kPeasMole:
      out << who() << " has taken peas from harvest slot " << int{pendingSlot_} << ": move the mole";
      break;
    case Phase::kPeasSwap:
      out << who() << " has taken peas from harvest slot " << int{pendingSlot_} << ": swap across the mole";
      break;
    default:
      out << who() << " has taken " << cropText(pending) << " from harvest slot " << int{pendingSlot_}
          << ": use its power";
  }
  const auto values = cropValues();
  out << "\nCrop values:";
  for (int c = 0; c < kCrops; ++c)
    if (inPlay(c)) out << " " << cropName(c) << " " << values[c] << (c + 1 < kCrops ? "," : "");
  out << " (" << cropName(removed_) << " not in play)\n\n";

  // The fence around the garden; [..] marks the compost, * the mole, B the bunny.
  auto token = [&](int post) {
    return fence_[post] == kBunny ? std::string("B") : std::to_string(fence_[post]);
  };
  auto pad = [](std::string s, std::size_t width) {
    s.resize(std::max(width, s.size()), ' ');
    return s;
  };
  out << "          ";
  for (int c = 0; c < kSide; ++c) out << pad("t" + std::to_string(c), 11);
  out << "\n          ";
  for (int c = 0; c < kSide; ++c) out << pad(" " + token(c), 11);
  out << "\n";
  for (int r = 0; r < kSide; ++r) {
    const bool side = r == 1 || r == 2;
    out << (side ? "l" + std::to_string(r) + " " + token(8 + r - 1) : std::string("    ")) << "  " << r
        << "   ";
    for (int c = 0; c < kSide; ++c) {
      const int cell = cellOf(r, c);
      std::string name(cropName(garden_[cell]));
      if (isCompost(cell)) name = "[" + name + "]";
      if (cell == mole_) name += "*";
      out << pad(name, 11);
    }
    if (side) out << token(10 + r - 1) << " r" << r;
    out << "\n";
  }
  out << "          ";
  for (int c = 0; c < kSide; ++c) out << pad(" " + token(4 + c), 11);
  out << "\n          ";
  for (int c = 0; c < kSide; ++c) out << pad("b" + std::to_string(c), 11);
  out << "\n\nHarvest:";
  for (int s = 0; s < kHarvestSlots; ++s)
    out << "  [" << s << "] " << (harvest_[s] == kNoCard ? "(empty)" : cropText(harvest_[s]));
  out << "\nDeck: " << int{deckSize_} << " cards; discards:";
  const Json discards = cropList(discard_);
  if (discards.empty()) out << " none";
  for (const auto& c : discards) out << " " << c.get<std::string>();
  out << "\n";
  for (int i = 0; i < players_; ++i) {
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ") << names_[i] << " (seat " << i
        << "): " << int{handSizes_[i]} << (handSizes_[i] == 1 ? " card" : " cards");
    if (i == seat) {
      out << ":";
      for (int c = 0; c < kCrops; ++c)
        if (hands_[i][c]) out << " " << cropName(c) << " x" << int{hands_[i][c]};
    } else {
      out << " (hidden)";
    }
  }
  out << "\n";
  if (phase_ == Phase::kOver) {
    const ScoreSheet sheet = scoreSheet();
    out << "\nFinal scores:\n";
    for (const auto& ps : sheet.players) out << "  " << ps.name << ": " << ps.total << "\n";
  }
  return out.str();
}

std::vector<std::string> GardenState::checkInvariants() const {
  std::vector<std::string> problems;
  std::array<int, kCrops + 1> count{};
  for (auto c : garden_) ++count[c];
  for (auto c : harvest_) ++count[c];
  for (int i = 0; i < deckSize_; ++i) ++count[deck_[i]];
  for (int c = 0; c < kCrops; ++c) count[c] += discard_[c];
  for (int i = 0; i < players_; ++i) {
    int size = 0;
    for (int c = 0; c < kCrops; ++c) count[c] += hands_[i][c], size += hands_[i][c];
    if (size != handSizes_[i]) problems.push_back(names_[i] + "'s hand size is out of step with its cards");
    if (size > kFinalHand) problems.push_back(names_[i] + " holds more than 9 cards");
  }
  const int pending = pendingCrop();
  if (pending >= 0) {
    ++count[pending];
    if (harvest_[pendingSlot_] != kNoCard)
      problems.push_back("the harvest slot of the card being used is not empty");
  }
  for (int i = 0; i < kCells; ++i)
    if (garden_[i] >= kCrops) problems.push_back("garden cell " + cellText(i) + " holds no card");
  for (int c = 0; c < kCrops; ++c) {
    const int expected = inPlay(c) ? kCardsPerCrop : 0;
    if (count[c] != expected)
      problems.push_back(cropText(c) + ": " + std::to_string(count[c]) + " cards instead of " +
                         std::to_string(expected));
  }
  std::array<int, 4> tokens{};
  for (auto t : fence_) ++tokens[std::min<int>(t, 3)];
  if (tokens[kBunny] != (inPlay(kCarrot) ? 1 : 0))
    problems.push_back("the bunny is there exactly with the carrots");
  for (int v = 1; v <= 3; ++v)
    if (tokens[v] > 4) problems.push_back("more than four posts show " + std::to_string(v));
  if (inPlay(kPeas) != (mole_ != kNoMole)) problems.push_back("the mole is there exactly with the peas");
  if (mole_ != kNoMole && (mole_ >= kCells || !isCompost(mole_)))
    problems.push_back("the mole is off the compost");
  if (phase_ != Phase::kOver && legalActions().empty())
    problems.push_back("no legal action while the game runs");
  return problems;
}

}  // namespace vb::garden
