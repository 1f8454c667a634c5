// The colours every table and editor marks its places with, named by what a mark means, so that a
// refusal looks the same at every table and in every editor, and one place holds them all (the
// colour-vision palettes of the accessibility work will be other values of this struct).
#pragma once

#include <QColor>
#include <QString>

namespace vb::app::table {

struct Palette {
  // The outline of a place the engine refused a click on, or that a position's problem names, and
  // the Veggies ghost where a card may not go.
  QColor refused;
  // The words of a refusal or of a position's problem, on a light ground.
  QColor refusedText;
  // The frame of an editor's control whose value a position's problem names.
  QString problemFrame() const;
};

// The palette the app paints with.
const Palette& palette();

}  // namespace vb::app::table
