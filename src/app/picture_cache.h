// The tables' pictures that do not change from one paint to the next (a card's face, its SVG art),
// kept as pixmaps. A table repaints every card on each change, and drawing their vectors, texts
// and shadows afresh was most of a paint (docs/architecture.md#painting-the-tables).
#pragma once

#include <QString>
#include <functional>

class QPainter;
class QRectF;

namespace vb::app {

// Paints in `box` what `draw` paints there, from a pixmap kept under `key`: `key` must name
// everything the picture depends on but its place (what is drawn, its size, its words in the
// reader's language). `margin` pixels around the box are kept too, for what `draw` paints past it
// (a shadow). The picture lands on whole pixels, at most half a pixel from `box`. A painter that
// scales or rotates gets `draw` itself.
void paintCached(QPainter& painter, const QRectF& box, int margin, const QString& key,
                 const std::function<void(QPainter&, const QRectF&)>& draw);

}  // namespace vb::app
