#include "table/palette.h"

namespace vb::app::table {

QString Palette::problemFrame() const { return QStringLiteral("border: 2px solid %1;").arg(refused.name()); }

const Palette& palette() {
  static const Palette kDefault{QColor(0xd0, 0x21, 0x21), QColor(0x8c, 0x1d, 0x18)};
  return kDefault;
}

}  // namespace vb::app::table
