#include "veggies/veggies_painter.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "picture_cache.h"
#include "veggies/symbol_art.h"

namespace vb::app::veggies {

namespace {

bool occupied(const std::vector<std::string>& rows, int x, int y) {
  if (y < 0 || y >= static_cast<int>(rows.size())) return false;
  const std::string& r = rows[static_cast<std::size_t>(y)];
  return x >= 0 && x < static_cast<int>(r.size()) && r[static_cast<std::size_t>(x)] != '.';
}

}  // namespace

QPainterPath CardPainter::outline(QPointF topLeft, qreal cell, const std::vector<std::string>& rows,
                                  qreal radius) {
  // Each space shrinks by `radius` on the sides with no neighbour; the union, stroked with a round
  // pen `radius` wide, grows back to the full patch with rounded outer corners.
  QPainterPath shrunk;
  shrunk.setFillRule(Qt::WindingFill);
  for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
    for (int x = 0; x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x) {
      if (!occupied(rows, x, y)) continue;
      QRectF r(topLeft + QPointF(x * cell, y * cell), QSizeF(cell, cell));
      r.adjust(occupied(rows, x - 1, y) ? 0 : radius, occupied(rows, x, y - 1) ? 0 : radius,
               occupied(rows, x + 1, y) ? 0 : -radius, occupied(rows, x, y + 1) ? 0 : -radius);
      shrunk.addRect(r);
    }
  }
  QPainterPathStroker stroker;
  stroker.setWidth(2 * radius);
  stroker.setJoinStyle(Qt::RoundJoin);
  stroker.setCapStyle(Qt::RoundCap);
  return (stroker.createStroke(shrunk) + shrunk).simplified();
}

void CardPainter::shadow(const QPainterPath& shape, qreal size) {
  // A few widening, fading strokes below and right of the shape read as a soft shadow without a
  // blur filter.
  p_.save();
  p_.setBrush(Qt::NoBrush);
  const QPainterPath moved = shape.translated(size * 0.03, size * 0.07);
  const int layers = 4;
  for (int i = layers; i >= 1; --i) {
    QColor c(60, 40, 20, 14);
    p_.setPen(QPen(c, size * 0.05 * i, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p_.drawPath(moved);
  }
  p_.setPen(Qt::NoPen);
  p_.setBrush(QColor(60, 40, 20, 40));
  p_.drawPath(moved);
  p_.restore();
}

void CardPainter::space(const QRectF& cell, char code) {
  const qreal s = cell.width();
  const qreal inset = std::max(1.0, s * 0.05);
  const QRectF tile = cell.adjusted(inset, inset, -inset, -inset);
  p_.save();
  p_.setPen(Qt::NoPen);
  p_.setBrush(SymbolArt::ground(code));
  p_.drawRoundedRect(tile, s * 0.09, s * 0.09);
  SymbolArt::instance().paintSymbol(p_, code, tile.adjusted(s * 0.08, s * 0.06, -s * 0.08, -s * 0.10));
  // The letter rides in the bottom-right corner on a white disc, so it reads over any picture.
  if (s >= 18) {
    const qreal d = std::max(9.0, s * 0.30);
    const QRectF disc(tile.right() - d * 0.92, tile.bottom() - d * 0.92, d, d);
    p_.setBrush(QColor(255, 255, 255, 230));
    p_.setPen(QPen(SymbolArt::ink(code), std::max(1.0, s * 0.02)));
    p_.drawEllipse(disc);
    QFont f;  // the application's font, whatever the painter was last given
    f.setBold(true);
    f.setPixelSize(std::max(7, static_cast<int>(d * 0.68)));
    p_.setFont(f);
    p_.setPen(SymbolArt::ink(code));
    p_.drawText(disc, Qt::AlignCenter, QString(QChar::fromLatin1(code)));
  }
  p_.restore();
}

void CardPainter::patch(QPointF topLeft, qreal cell, const std::vector<std::string>& rows, bool withShadow) {
  // The soft shadow's wide strokes were most of a Veggies paint: each patch is kept as a picture,
  // with room around it for the shadow (picture_cache.h).
  std::size_t columns = 0;
  QString key = QStringLiteral("veggies-patch:%1:").arg(withShadow);
  for (const std::string& row : rows) {
    columns = std::max(columns, row.size());
    key += QString::fromStdString(row) + QLatin1Char('/');
  }
  const QRectF box(topLeft,
                   QSizeF(static_cast<qreal>(columns) * cell, static_cast<qreal>(rows.size()) * cell));
  paintCached(p_, box, static_cast<int>(std::ceil(cell * 0.25)) + 2, key,
              [&](QPainter& painter, const QRectF& r) {
                CardPainter(painter).paintPatch(r.topLeft(), cell, rows, withShadow);
              });
}

void CardPainter::paintPatch(QPointF topLeft, qreal cell, const std::vector<std::string>& rows,
                             bool withShadow) {
  const qreal radius = cornerRadius(cell);
  const QPainterPath shape = outline(topLeft, cell, rows, radius);
  p_.save();
  p_.setRenderHint(QPainter::Antialiasing);
  if (withShadow) shadow(shape, cell);
  p_.setPen(QPen(edgeColour(), std::max(1.0, cell * 0.025)));
  p_.setBrush(cardColour());
  p_.drawPath(shape);
  for (int y = 0; y < static_cast<int>(rows.size()); ++y)
    for (int x = 0; x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x)
      if (occupied(rows, x, y))
        space(QRectF(topLeft + QPointF(x * cell, y * cell), QSizeF(cell, cell)),
              rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]);
  p_.restore();
}

void CardPainter::back(const QRectF& rect, bool withShadow) {
  const qreal cell = std::min(rect.width(), rect.height()) / 2;
  const qreal radius = cornerRadius(cell);
  QPainterPath shape;
  shape.addRoundedRect(rect, radius, radius);
  p_.save();
  p_.setRenderHint(QPainter::Antialiasing);
  if (withShadow) shadow(shape, cell);
  p_.setClipPath(shape);
  SymbolArt::instance().paintCardBack(p_, rect);
  p_.restore();
  p_.save();
  p_.setRenderHint(QPainter::Antialiasing);
  p_.setPen(QPen(QColor(0x2c, 0x5a, 0x33), std::max(1.0, cell * 0.03)));
  p_.setBrush(Qt::NoBrush);
  p_.drawPath(shape);
  p_.restore();
}

void CardPainter::emptySlot(const QRectF& rect) {
  const qreal cell = std::min(rect.width(), rect.height()) / 2;
  p_.save();
  p_.setRenderHint(QPainter::Antialiasing);
  p_.setPen(QPen(QColor(120, 100, 70, 120), std::max(1.0, cell * 0.03), Qt::DashLine));
  p_.setBrush(QColor(255, 255, 255, 50));
  p_.drawRoundedRect(rect, cornerRadius(cell), cornerRadius(cell));
  p_.restore();
}

}  // namespace vb::app::veggies
