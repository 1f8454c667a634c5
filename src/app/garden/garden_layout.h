// Where the Veggie Garden table puts things for a widget size: the prompt line, the 4x4 garden in
// its fence (cells, posts, the cabbage handles around it), and the panel beside it (the harvest,
// the hand, the crop values, the players).
#pragma once

#include <QPointF>
#include <QRectF>
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "garden/garden_sight.h"

namespace vb::app::garden {

// Something on the table that can be clicked.
struct Target {
  enum class Kind { Harvest, Cell, Post, Hand, Handle };
  Kind kind = Kind::Cell;
  int index = 0;  // harvest slot, cell (row*4+column), post (0-11), crop (hand), handle (below)
  friend bool operator==(const Target&, const Target&) = default;
};

// Cabbage handles: row R left (R) or right (4+R), column C up (8+C) or down (12+C), the top line
// left/right (16, 17), the bottom line left/right (18, 19), the left or right side swap (20, 21).
inline constexpr int kHandles = 22;
// The arrow handle `h` shows: 0 left, 1 right, 2 up, 3 down, 4 a two-way swap.
int handleArrow(int h);

struct GardenLayout {
  QRectF prompt, garden, panel;  // prompt: empty when there is none
  qreal cell = 0, post = 0, arrow = 0;
  QPointF origin;               // the top-left corner of cell 0,0
  std::vector<QRectF> harvest;  // one a slot of sight.harvest
  QRectF harvestTitle, handTitle, valuesTitle, playersTitle;
  std::vector<std::pair<int, QRectF>> hand;  // crop, card
  QRectF valuesBox, playersBox;
  int players = 0;

  // The table in `area` (the widget's rectangle); the hand shown is `handSeat`'s, if visible. With a
  // `promptHeight`, a prompt line that tall above it, as tall as its wrapped words need
  // (GardenPainter::promptHeight): the sandbox's editor has one; the game's table has none, since
  // the window's message area says its prompt (docs/architecture.md#the-message-area).
  static GardenLayout compute(const QRectF& area, const GardenSight& sight, int handSeat,
                              qreal promptHeight = 0);
  QRectF rectFor(Target target) const;
  // The row of crop `i` (in the order of sight.crops) in the values box, and of player `k` in the
  // players box.
  QRectF valueRow(int i) const;
  QRectF playerRow(int k) const;
  // What lies at `point`; the handles count only while they are shown.
  std::optional<Target> targetAt(QPointF point, bool handlesShown) const;

  // The faint coordinates the move log's words use (garden_coordinates.cpp): row numbers in the
  // margin left of the fence, column numbers in the margin above it, slot numbers under the harvest
  // cards. While the cabbage's arrows fill those margins, the row and column numbers sit beside them.
  qreal markPixels() const;  // the row and column numbers' type size
  QRectF rowMark(int row, bool handlesShown) const;
  QRectF columnMark(int column, bool handlesShown) const;
  QRectF slotMark(int slot) const;
  // Where the mouse shows them: the garden with its fence and margins, the harvest with its numbers.
  QRectF harvestArea() const;
};

// The room under a harvest card for its slot number, and so between two rows of a variant's harvest.
// Clear of the 5-pixel outlines drawn round a card (legal, chosen, refused, the last move).
inline constexpr qreal kSlotMarkRoom = 16;
inline constexpr int kSlotMarkPixels = 11;  // the slot numbers' type size

}  // namespace vb::app::garden
