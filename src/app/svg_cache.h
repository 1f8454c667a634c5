// The tables' SVG art, each file parsed once per run.
#pragma once

#include <QString>

class QSvgRenderer;

namespace vb::app {

// The renderer of the SVG resource at `path`, made on first use. The application owns it and
// deletes it on its way out, so nothing outlives QApplication nor leaks at exit.
QSvgRenderer* cachedSvg(const QString& path);

}  // namespace vb::app
