#include "games/veggies/stall.h"

#include <algorithm>

namespace vb::veggies {

Footprint footprint(const Card& c, int quarterTurns) {
  // Upright the card is 2 wide and 3 tall; space (cx, cy) holds spaces[cy * 2 + cx].
  Footprint fp;
  const bool sideways = quarterTurns % 2 == 1;
  fp.w = sideways ? 3 : 2;
  fp.h = sideways ? 2 : 3;
  for (int cy = 0; cy < 3; ++cy) {
    for (int cx = 0; cx < 2; ++cx) {
      int nx = cx, ny = cy;
      switch (quarterTurns & 3) {
        case 0:
          break;
        case 1:
          nx = 2 - cy, ny = cx;
          break;  // 90 clockwise: the left column becomes the top row
        case 2:
          nx = 1 - cx, ny = 2 - cy;
          break;  // 180
        case 3:
          nx = cy, ny = 1 - cx;
          break;  // 270 clockwise
      }
      fp.spaces[ny * fp.w + nx] = c.spaces[cy * 2 + cx];
    }
  }
  return fp;
}

Symbol Stall::at(int x, int y) const {
  const int wx = x - ox_, wy = y - oy_;
  if (!inWindow(wx, wy)) return kEmpty;
  return spaces_[wy * kWindow + wx];
}

Rect Stall::bounds() const {
  int minY = kWindow, maxY = -1;
  std::uint64_t cols = 0;
  for (int y = 0; y < kWindow; ++y) {
    if (!occupied_[y]) continue;
    minY = std::min(minY, y);
    maxY = y;
    cols |= occupied_[y];
  }
  if (maxY < 0) return {};
  const int minX = __builtin_ctzll(cols);
  const int maxX = 63 - __builtin_clzll(cols);
  return {minX + ox_, minY + oy_, maxX - minX + 1, maxY - minY + 1};
}

bool Stall::touches(int x, int y, int w, int h) const {
  for (int yy = y - 1; yy <= y + h; ++yy) {
    for (int xx = x - 1; xx <= x + w; ++xx) {
      const bool inside = xx >= x && xx < x + w && yy >= y && yy < y + h;
      const bool edge = !inside && (xx >= x && xx < x + w) != (yy >= y && yy < y + h);
      if ((inside || edge) && at(xx, yy) != kEmpty) return true;
    }
  }
  return false;
}

bool Stall::touchesOnlyAtCorner(int x, int y, int w, int h) const {
  if (touches(x, y, w, h)) return false;
  for (int cx : {x - 1, x + w})
    for (int cy : {y - 1, y + h})
      if (at(cx, cy) != kEmpty) return true;
  return false;
}

void Stall::place(int cardId, const Footprint& fp, int x, int y) {
  for (int dy = 0; dy < fp.h; ++dy) {
    for (int dx = 0; dx < fp.w; ++dx) {
      const int wx = x + dx - ox_, wy = y + dy - oy_;
      spaces_[wy * kWindow + wx] = fp.spaces[dy * fp.w + dx];
      occupied_[wy] |= std::uint64_t{1} << wx;
    }
  }
  anyVisible_ = true;
  cards_.push_back(cardId);
  recentre();
}

void Stall::set(const std::vector<std::string>& rows, int originX, int originY, std::vector<int> cards) {
  *this = Stall{};
  // Centre the window on the visible spaces, not on the rows as written: empty rows and columns
  // around them may be any number, and only the visible spaces must fit (the caller checked their
  // span, at most 24 for 8 cards, well inside the 64-wide window).
  int minX = 0, maxX = -1, minY = 0, maxY = -1;
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    for (int c = 0; c < static_cast<int>(rows[r].size()); ++c) {
      if (symbolFromCode(rows[r][c]) == kEmpty) continue;
      if (maxY < 0) minX = maxX = c, minY = r;
      minX = std::min(minX, c), maxX = std::max(maxX, c), maxY = r;
    }
  }
  if (maxY >= 0) {
    ox_ = originX + (minX + maxX) / 2 - kWindow / 2;
    oy_ = originY + (minY + maxY) / 2 - kWindow / 2;
  }
  for (int r = minY; r <= maxY; ++r) {
    for (int c = minX; c <= maxX; ++c) {
      const Symbol s = symbolFromCode(rows[r][c]);
      if (s == kEmpty) continue;
      const int wx = originX + c - ox_, wy = originY + r - oy_;
      spaces_[wy * kWindow + wx] = s;
      occupied_[wy] |= std::uint64_t{1} << wx;
      anyVisible_ = true;
    }
  }
  cards_ = std::move(cards);
  recentre();
}

std::vector<std::string> Stall::rows() const {
  const Rect b = bounds();
  std::vector<std::string> out;
  for (int y = b.y; y < b.y + b.h; ++y) {
    std::string row;
    for (int x = b.x; x < b.x + b.w; ++x) row += symbolCode(at(x, y));
    out.push_back(row);
  }
  return out;
}

void Stall::recentre() {
  // The window's top-left is a function of the bounds alone, so equal stalls are equal values;
  // rounding the centre to a multiple of 8 means most placements leave the window where it is.
  const Rect b = bounds();
  if (b.w == 0) {
    ox_ = oy_ = -kWindow / 2;
    return;
  }
  auto quantised = [](int centre) { return (centre >= 0 ? centre / 8 : (centre - 7) / 8) * 8 - kWindow / 2; };
  const int nox = quantised(b.x + b.w / 2), noy = quantised(b.y + b.h / 2);
  if (nox == ox_ && noy == oy_) return;
  std::array<Symbol, kWindow * kWindow> spaces{};
  std::array<std::uint64_t, kWindow> occupied{};
  for (int y = b.y; y < b.y + b.h; ++y) {
    for (int x = b.x; x < b.x + b.w; ++x) {
      const Symbol s = at(x, y);
      if (s == kEmpty) continue;
      const int wx = x - nox, wy = y - noy;
      spaces[wy * kWindow + wx] = s;
      occupied[wy] |= std::uint64_t{1} << wx;
    }
  }
  spaces_ = spaces;
  occupied_ = occupied;
  ox_ = nox;
  oy_ = noy;
}

}  // namespace vb::veggies
