// Counting a colour in a picture of a widget: the marks a table paints, checked by their colour.
#pragma once

#include <QColor>
#include <QImage>

#include "table/palette.h"

namespace vb::app::test {

// The number of pixels of `image` painted exactly in `colour`.
inline int pixelsOf(const QImage& image, const QColor& colour) {
  int count = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (image.pixelColor(x, y) == colour) ++count;
  return count;
}

}  // namespace vb::app::test
