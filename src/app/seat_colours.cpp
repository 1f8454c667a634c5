#include "seat_colours.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>
#include <QSettings>

namespace vb::app {

namespace {

QString settingsKey(const std::string& name) {
  // QSettings treats '/' and '\' as group separators; a name is one key.
  QString key = QString::fromStdString(name);
  key.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char('\\'), QLatin1Char('_'));
  return QStringLiteral("players/colour/") + key;
}

}  // namespace

QList<SeatColour> seatColours() {
  // Named with their context written out, so that lupdate files them where translate() looks.
  static const std::pair<QColor, const char*> kColours[] = {
      {QColor(0xd1, 0x3f, 0x32), QT_TRANSLATE_NOOP("vb::app::SeatColours", "Tomato")},
      {QColor(0x2f, 0x6f, 0xc4), QT_TRANSLATE_NOOP("vb::app::SeatColours", "Blueberry")},
      {QColor(0x3c, 0x9a, 0x3c), QT_TRANSLATE_NOOP("vb::app::SeatColours", "Lettuce")},
      {QColor(0xe0, 0x8a, 0x1e), QT_TRANSLATE_NOOP("vb::app::SeatColours", "Carrot")},
      {QColor(0x7b, 0x4a, 0xa8), QT_TRANSLATE_NOOP("vb::app::SeatColours", "Grape")},
      {QColor(0xc9, 0xa8, 0x1a), QT_TRANSLATE_NOOP("vb::app::SeatColours", "Banana")},
      {QColor(0x8a, 0x63, 0x4a), QT_TRANSLATE_NOOP("vb::app::SeatColours", "Mushroom")},
      {QColor(0xd9, 0x5b, 0x93), QT_TRANSLATE_NOOP("vb::app::SeatColours", "Radish")},
  };
  QList<SeatColour> colours;
  for (const auto& [colour, name] : kColours)
    colours.append({colour, QCoreApplication::translate("vb::app::SeatColours", name)});
  return colours;
}

QColor defaultSeatColour(int seat) {
  const QList<SeatColour> palette = seatColours();
  return palette.at(seat % palette.size()).colour;
}

QIcon colourSwatch(const QColor& colour, int size) {
  QIcon icon;
  for (const qreal ratio : {1.0, 2.0}) {
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour.darker(140), 1));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    painter.end();
    icon.addPixmap(pixmap);
  }
  return icon;
}

void rememberPlayerColour(const std::string& name, const QColor& colour) {
  QSettings().setValue(settingsKey(name), colour.name());
}

QList<QColor> coloursForPlayers(const std::vector<std::string>& names) {
  const QSettings settings;
  QList<QColor> chosen;
  for (const std::string& name : names) {
    const QColor remembered(settings.value(settingsKey(name)).toString());
    chosen.append(remembered.isValid() && !chosen.contains(remembered) ? remembered : QColor());
  }
  for (QColor& colour : chosen) {
    if (colour.isValid()) continue;
    for (const SeatColour& option : seatColours()) {
      if (chosen.contains(option.colour)) continue;
      colour = option.colour;
      break;
    }
  }
  return chosen;
}

}  // namespace vb::app
