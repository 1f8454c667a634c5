#include "variant_summary.h"

#include <QCoreApplication>
#include <QStringList>

namespace vb::app {

QString variantRulesText(const vb::Variant& variant) {
  QStringList lines;
  for (const auto& [key, value] : variant.rules.items()) {
    // A deck is 40 cards of codes: too long to read in a line, so it is only named.
    const QString shown = value.is_array() && value.size() > 8
                              ? QCoreApplication::translate("variant", "its own %1 cards").arg(value.size())
                              : QString::fromStdString(value.dump());
    lines << QStringLiteral("%1: %2").arg(QString::fromStdString(key), shown);
  }
  return lines.join(QLatin1Char('\n'));
}

}  // namespace vb::app
