#include "table_marks.h"

#include <QPoint>
#include <QSize>
#include <algorithm>
#include <array>

bool crossesCaption(const QRectF& outline, qreal pen, const QRect& caption) {
  const QRectF words(caption);
  const QRectF outer = outline.adjusted(-pen / 2, -pen / 2, pen / 2, pen / 2);
  const QRectF inner = outline.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2);
  return outer.intersects(words) && !inner.contains(words);
}

QRectF outlineClearOf(const QRectF& piece, qreal margin, qreal pen, const std::vector<Caption>& captions) {
  QRectF outline = piece.adjusted(-margin, -margin, margin, margin);
  // A side pulled in lies this far inside the piece, so that its whole stroke is on the piece.
  const qreal in = pen / 2 + 1;
  // Taking a caption in may reach another one: a few passes settle it (the layer clips what is left).
  for (int pass = 0; pass < 4; ++pass) {
    bool moved = false;
    for (const Caption& caption : captions) {
      if (!crossesCaption(outline, pen, caption.rect)) continue;
      const QRectF words(caption.rect);
      const qreal around = margin + pen;
      if (words.intersects(piece))
        outline = outline.united(words.adjusted(-around, -around, around, around));
      else if (words.bottom() <= piece.top())
        outline.setTop(std::max(outline.top(), piece.top() + in));
      else if (words.top() >= piece.bottom())
        outline.setBottom(std::min(outline.bottom(), piece.bottom() - in));
      else if (words.right() <= piece.left())
        outline.setLeft(std::max(outline.left(), piece.left() + in));
      else
        outline.setRight(std::min(outline.right(), piece.right() - in));
      moved = true;
    }
    if (!moved) break;
  }
  return outline;
}

QRect placeBadge(const QRectF& spot, QSize size, const QRect& bounds, const std::vector<Caption>& captions,
                 const std::vector<QRect>& taken, const std::vector<QRectF>& avoid) {
  const int w = size.width(), h = size.height(), gap = 4;
  const QRect s = spot.toAlignedRect();
  // Above the spot first, as a tab on its outline; then below it, inside its corners, beside it.
  const std::array<QPoint, 10> corners = {{
      {s.left() - 3, s.top() - h - gap},
      {s.right() + 4 - w, s.top() - h - gap},
      {s.left() - 3, s.bottom() + gap + 1},
      {s.right() + 4 - w, s.bottom() + gap + 1},
      {s.left() + gap, s.top() + gap},
      {s.right() - gap - w + 1, s.top() + gap},
      {s.left() + gap, s.bottom() - gap - h + 1},
      {s.right() - gap - w + 1, s.bottom() - gap - h + 1},
      {s.left() - w - gap - 3, s.top()},
      {s.right() + gap + 4, s.top()},
  }};
  const auto clear = [&](const QRect& badge, bool strict) {
    if (!bounds.contains(badge)) return false;
    if (std::any_of(captions.begin(), captions.end(),
                    [&](const Caption& c) { return badge.intersects(c.rect); }))
      return false;
    // Two badges keep a little cloth between them, so each reads as one.
    if (std::any_of(taken.begin(), taken.end(),
                    [&](const QRect& t) { return badge.intersects(t.adjusted(-2, -2, 2, 2)); }))
      return false;
    return !strict || std::none_of(avoid.begin(), avoid.end(),
                                   [&](const QRectF& a) { return QRectF(badge).intersects(a); });
  };
  for (const bool strict : {true, false})
    for (const QPoint& at : corners)
      if (const QRect badge(at, size); clear(badge, strict)) return badge;
  // Every corner is taken: the nearest clear place, ring by ring round the first corner.
  const QRect first(corners[0], size);
  for (int d = gap; d <= 60 * gap; d += gap)
    for (int k = -d; k <= d; k += gap)
      for (const QPoint step : {QPoint(k, -d), QPoint(k, d), QPoint(-d, k), QPoint(d, k)})
        if (const QRect badge = first.translated(step); clear(badge, false)) return badge;
  // A table too small for it: the first corner, moved inside the table.
  return first.translated(
      std::clamp(first.left(), bounds.left(), std::max(bounds.left(), bounds.right() - w + 1)) - first.left(),
      std::clamp(first.top(), bounds.top(), std::max(bounds.top(), bounds.bottom() - h + 1)) - first.top());
}
