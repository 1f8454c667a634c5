// Where the marks over a table go (BoardView's marks layer: hints, the move waiting for Confirm,
// the last move's outline): the words the table paints beside its pieces stay readable. A hint's
// numbered badge lies clear of every caption and of the other badges, and an outline never runs
// through a caption's words (README.md#the-app). Only geometry: the rects of what the seat already
// sees, never anything hidden from it.
#pragma once

#include <QRect>
#include <QRectF>
#include <QString>
#include <vector>

// Words a table paints beside its pieces (a title, a count such as "deck 43, discard 0", a name, a
// score), where they lie in the board's coordinates.
struct Caption {
  QRect rect;
  QString text;
};

// Whether an outline drawn round `outline` with a pen `pen` wide runs through `caption`: the caption
// touches the pen's stroke. A caption wholly inside the outline, or wholly outside it, is not crossed.
bool crossesCaption(const QRectF& outline, qreal pen, const QRect& caption);

// The rect to outline round `piece`, `margin` outside it, with a pen `pen` wide, so that it crosses
// no caption: a caption beside the piece pulls that side of the outline in onto the piece; a
// caption that overlaps the piece is taken inside the outline.
QRectF outlineClearOf(const QRectF& piece, qreal margin, qreal pen, const std::vector<Caption>& captions);

// Where a badge of `size` goes for the spot `spot`, inside `bounds`: at a corner of the spot (above
// it first, then below, then inside it, then beside it), the first place that overlaps no caption
// and no rect of `taken` (the badges placed before) and, if it can, no rect of `avoid` (other marks'
// spots and outlines); else nudged outwards from the spot until it is clear.
QRect placeBadge(const QRectF& spot, QSize size, const QRect& bounds, const std::vector<Caption>& captions,
                 const std::vector<QRect>& taken, const std::vector<QRectF>& avoid);
