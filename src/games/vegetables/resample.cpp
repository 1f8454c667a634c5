// VEGEtables 2.0 determinisation (State::resample): a whole state a seat could be in, knowing only what
// it sees (docs/rules/vegetables.md#hidden-information). The only secrets are the faces of the hands
// not shown: every seat sees their cards by back (white, green, jolly); terrains, the board, the
// silos, the wells, the burnt cards and the discards lie face up, and no card is left undealt. So the
// cards of the hidden hands are dealt anew among those hands, white among white and green among
// green, each hand keeping its counts, and keeping what the phase tells everybody about the hand of
// the seat whose turn it is:
//   - a jolly chain is open: the hand holds a card that can close it (the chain could not start
//     without one);
//   - the turn has begun and nothing is played yet: the hand can fulfil the turn (else the phase
//     would be the penalty), unless a jolly in hand or a terrain already does;
//   - the penalty: the hand holds no card to play and no burnt card.
// The deal reads the hidden cards in a fixed order (line by line, stage by stage), never by who holds
// them, so it depends only on the observation and the caller's generator: it cannot give away where
// a card really is.
#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "games/vegetables/state.h"

namespace vb::vegetables {

namespace {

// The numbered cards that are not terrains: the most a pool of hidden cards holds.
constexpr int kHandCards = kCards - kLines;

// n choose k, exact in 64 bits for n up to 64 (64 choose 32 is below 2^61).
constexpr auto kChoose = [] {
  std::array<std::array<std::uint64_t, kHandCards + 1>, kHandCards + 1> c{};
  for (int n = 0; n <= kHandCards; ++n) {
    c[n][0] = 1;
    for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k < n ? c[n - 1][k] : 0);
  }
  return c;
}();
std::uint64_t choose(int n, int k) { return k < 0 || k > n ? 0 : kChoose[n][k]; }

// A hand card as the state holds it, line << 3 | stage: their order is a fixed order of the cards.
using Slot = std::uint8_t;
constexpr int kBacks = 2;  // the backs of hand cards: 0 white, 1 green
int backOfStage(int stage) { return kGreenStages >> stage & 1; }
int backOfSlot(Slot slot) { return backOfStage(slot & 7); }
void give(std::array<std::uint8_t, kLines>& hand, Slot slot) {
  hand[slot >> 3] |= static_cast<std::uint8_t>(1u << (slot & 7));
}

// The hidden cards of one back, in slot order.
struct Pool {
  std::array<Slot, kHandCards> slots{};
  int size = 0;
};
using Pools = std::array<Pool, kBacks>;
using Need = std::array<int, kBacks>;  // a hand's cards by back

// What the phase tells about the hand of the seat whose turn it is: it holds at least one card of
// `mask` (kOneOf) or none of them (kNoneOf).
struct Constraint {
  enum Mode : std::uint8_t { kFree, kOneOf, kNoneOf };
  Mode mode = kFree;
  int seat = -1;
  std::array<std::uint8_t, kLines> mask{};
  bool has(Slot slot) const { return (mask[slot >> 3] >> (slot & 7) & 1) != 0; }
};

// For kOneOf: the first card of the mask (in slot order) that the hand holds, drawn with the odds of
// all the hands that make it the first; -1 when no hand can hold one.
int drawFirst(const Constraint& c, const std::array<std::uint8_t, kLines>& unseen, const Pools& pools,
              const Need& need, Rng& rng) {
  std::array<Slot, kHandCards> candidates{};
  std::array<std::uint64_t, kHandCards> weights{};
  Need before{};  // mask cards before the candidate: not in the hand
  int n = 0;
  std::uint64_t total = 0;
  for (int l = 0; l < kLines; ++l)
    for (unsigned bits = c.mask[l] & unseen[l]; bits != 0; bits &= bits - 1) {
      const int stage = std::countr_zero(bits), b = backOfStage(stage);
      const std::uint64_t w = choose(pools[b].size - before[b] - 1, need[b] - 1) *
                              choose(pools[1 - b].size - before[1 - b], need[1 - b]);
      candidates[n] = static_cast<Slot>(l << 3 | stage);
      weights[n++] = w;
      total += w;
      ++before[b];
    }
  if (total == 0) return -1;
  std::uint64_t pick = rng.below(total);
  int k = 0;
  while (pick >= weights[k]) pick -= weights[k++];
  return candidates[k];
}

// Deals the constrained seat's hand out of `pools` into `hand`, leaving the pools the cards it does
// not take: for kOneOf the first mask card it holds, then the rest among the cards outside the mask
// or after that first one; for kNoneOf only cards outside the mask. False, taking nothing, when no
// hand fits (never in a position reached in play).
bool dealConstrained(const Constraint& c, const std::array<std::uint8_t, kLines>& unseen, Pools& pools,
                     Need need, Rng& rng, std::array<std::uint8_t, kLines>& hand) {
  const int first = c.mode == Constraint::kOneOf ? drawFirst(c, unseen, pools, need, rng) : -1;
  if (c.mode == Constraint::kOneOf && first < 0) return false;
  auto open = [&](Slot slot) { return !c.has(slot) || (first >= 0 && slot > first); };
  Need opens{};
  for (int b = 0; b < kBacks; ++b) {
    Pool& pool = pools[b];
    opens[b] = static_cast<int>(std::partition(pool.slots.begin(), pool.slots.begin() + pool.size, open) -
                                pool.slots.begin());
    if (first >= 0 && b == backOfSlot(static_cast<Slot>(first))) --need[b];
    if (opens[b] < need[b]) return false;
  }
  if (first >= 0) give(hand, static_cast<Slot>(first));
  for (int b = 0; b < kBacks; ++b) {
    Pool& pool = pools[b];
    for (int k = 0; k < need[b]; ++k) {
      std::swap(pool.slots[k], pool.slots[k + rng.below(static_cast<std::uint64_t>(opens[b] - k))]);
      give(hand, pool.slots[k]);
    }
    auto* end = std::copy_if(pool.slots.begin() + need[b], pool.slots.begin() + pool.size, pool.slots.begin(),
                             [&](Slot slot) { return slot != first; });
    pool.size = static_cast<int>(end - pool.slots.begin());
  }
  return true;
}

}  // namespace

std::unique_ptr<State> VegetablesState::resample(int seat, Rng& rng) const {
  if (seat < -1 || seat >= kSeats)
    throw std::out_of_range("resample: seat " + std::to_string(seat) + " is not -1 (public) or 0 to 3");
  auto out = std::make_unique<VegetablesState>(*this);
  out->seed_ = rng.next();  // the seed and the generator would tell this deal and the next ones
  out->rng_ = Rng(rng.next());
  out->dealHidden(seat, rng);
  out->counts_ = {};  // a resampled state starts its counts from zero, as a read one (docs/events.md)
  return out;
}

void VegetablesState::dealHidden(int seat, Rng& rng) {
  std::array<bool, kSeats> hidden{};
  std::array<std::uint8_t, kLines> unseen{};
  std::array<Need, kSeats> need{};
  for (int i = 0; i < kSeats; ++i) {
    const Seat& p = seats_[i];
    hidden[i] = i != seat && !p.revealed;
    if (!hidden[i]) continue;
    need[i] = {p.backCount(Back::kWhite), p.backCount(Back::kGreen)};
    for (int l = 0; l < kLines; ++l) unseen[l] |= p.hand[l];
  }
  Pools pools{};
  for (int l = 0; l < kLines; ++l)
    for (unsigned bits = unseen[l]; bits != 0; bits &= bits - 1) {
      const int stage = std::countr_zero(bits);
      Pool& pool = pools[backOfStage(stage)];
      pool.slots[pool.size++] = static_cast<Slot>(l << 3 | stage);
    }

  // What the phase tells about the hand of the seat whose turn it is (see the top of this file).
  Constraint c;
  if (phase_ != Phase::kOver && hidden[turn_]) {
    c.seat = turn_;
    if (chain_ != kNone) {
      c.mode = Constraint::kOneOf;
      c.mask[chain_] = closingMask();
    } else if ((phase_ == Phase::kTurn && !played_ && !fulfilsInPublic(turn_)) || phase_ == Phase::kPenalty) {
      c.mode = phase_ == Phase::kPenalty ? Constraint::kNoneOf : Constraint::kOneOf;
      for (int l = 0; l < kLines; ++l) c.mask[l] = fulfilMask(l);
    }
  }
  std::array<std::uint8_t, kLines> constrained{};
  if (c.mode != Constraint::kFree && dealConstrained(c, unseen, pools, need[c.seat], rng, constrained)) {
    seats_[c.seat].hand = constrained;
    hidden[c.seat] = false;
  }
  // The other hidden hands share the rest at random, the last one taking what is left.
  int last = -1;
  for (int i = 0; i < kSeats; ++i)
    if (hidden[i]) {
      seats_[i].hand = {};
      last = i;
    }
  for (int b = 0; b < kBacks; ++b) {
    Pool& pool = pools[b];
    int next = 0;
    for (int i = 0; i < kSeats; ++i)
      for (int k = 0; hidden[i] && k < need[i][b]; ++k, ++next) {
        if (i != last)
          std::swap(pool.slots[next],
                    pool.slots[next + rng.below(static_cast<std::uint64_t>(pool.size - next))]);
        give(seats_[i].hand, pool.slots[next]);
      }
  }
}

}  // namespace vb::vegetables
