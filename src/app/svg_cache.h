// The tables' SVG art, each file parsed once per run.
#pragma once

#include <QString>

class QPainter;
class QRectF;
class QSvgRenderer;

namespace vb::app {

// The renderer of the SVG resource at `path`, made on first use. The application owns it and
// deletes it on its way out, so nothing outlives QApplication nor leaks at exit.
QSvgRenderer* cachedSvg(const QString& path);

// Paints the SVG resource at `path` in `box` (centred and as large as fits with `keepAspect`,
// else stretched to it), kept as a pixmap of the size it is shown at (picture_cache.h), which is
// as sharp as rendering its vectors afresh.
void paintSvg(QPainter& painter, const QString& path, const QRectF& box, bool keepAspect);

}  // namespace vb::app
