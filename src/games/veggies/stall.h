// A Veggies stall: the visible spaces of a player's cards on an unbounded square grid.
//
// The spaces live in a 64x64 window whose position is a function of the stall's bounds alone
// (their centre, rounded down to a multiple of 8), so a stall compares equal however it was
// reached, and every legal placement (at most three spaces beyond the stall) falls inside the
// window while the stall spans at most 42 spaces either way. k cards span at most 3k spaces, so
// eight cards stay well inside. Occupancy is also kept as one bit row
// per window row, which makes enumerating legal placements a few shifts and ORs per row.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "veggiebox/games/veggies.h"

namespace vb::veggies {

inline constexpr int kWindow = 64;

struct Rect {
  int x = 0, y = 0, w = 0, h = 0;  // absolute coordinates of the top-left space, and the size
};

// A card turned and placed: its spaces, row by row, `w` wide and `h` tall.
struct Footprint {
  int w = 0, h = 0;
  std::array<Symbol, 6> spaces{};
};
Footprint footprint(const Card& c, int quarterTurns);

class Stall {
 public:
  bool empty() const { return cardCount() == 0 && !anyVisible_; }
  int cardCount() const { return static_cast<int>(cards_.size()); }
  const std::vector<int>& cards() const { return cards_; }

  Symbol at(int x, int y) const;
  // The bounding box of the visible spaces (w = h = 0 when there are none).
  Rect bounds() const;

  // True when a card of this size at (x, y) covers an occupied space or shares an edge with one.
  bool touches(int x, int y, int w, int h) const;
  // True when at least one space of the rectangle is diagonal-only adjacent (for a clearer refusal).
  bool touchesOnlyAtCorner(int x, int y, int w, int h) const;

  // Every (x, y) at which a w x h card touches the stall, in order of y then x.
  template <class F>
  void forEachPlacement(int w, int h, F&& f) const;

  void place(int cardId, const Footprint& fp, int x, int y);
  // Scenario set-up: the visible spaces and the ids of the cards beneath them.
  void set(const std::vector<std::string>& rows, int originX, int originY, std::vector<int> cards);
  void addCards(const std::vector<int>& ids) { cards_.insert(cards_.end(), ids.begin(), ids.end()); }

  // The visible spaces as rows of codes over bounds(), and bounds()' top-left.
  std::vector<std::string> rows() const;

  bool operator==(const Stall&) const = default;

 private:
  bool inWindow(int wx, int wy) const { return wx >= 0 && wx < kWindow && wy >= 0 && wy < kWindow; }
  void recentre();

  int ox_ = -kWindow / 2, oy_ = -kWindow / 2;  // absolute coordinates of window space (0, 0)
  bool anyVisible_ = false;
  std::array<std::uint64_t, kWindow> occupied_{};  // bit wx of row wy
  std::array<Symbol, kWindow * kWindow> spaces_{};
  std::vector<int> cards_;
};

template <class F>
void Stall::forEachPlacement(int w, int h, F&& f) const {
  // Dilate the occupied spaces by one edge step: a card is legal exactly when it meets that set.
  std::array<std::uint64_t, kWindow> near{};
  for (int y = 0; y < kWindow; ++y) {
    const std::uint64_t row = occupied_[y];
    if (!row) continue;
    near[y] |= row | (row << 1) | (row >> 1);
    if (y > 0) near[y - 1] |= row;
    if (y + 1 < kWindow) near[y + 1] |= row;
  }
  const std::uint64_t fitMask = w >= 64 ? 0 : (~std::uint64_t{0} >> (w - 1));  // x <= 64 - w
  int top = 0;
  while (top < kWindow && !near[top]) ++top;
  for (int y = std::max(0, top - h + 1); y + h <= kWindow; ++y) {
    std::uint64_t m = 0;
    for (int dy = 0; dy < h; ++dy) m |= near[y + dy];
    if (!m) continue;
    // Origin x is legal when any of bits x .. x+w-1 is set.
    std::uint64_t legal = m;
    for (int dx = 1; dx < w; ++dx) legal |= m >> dx;
    legal &= fitMask;
    while (legal) {
      const int x = __builtin_ctzll(legal);
      legal &= legal - 1;
      f(x + ox_, y + oy_);
    }
  }
}

}  // namespace vb::veggies
