// Paints Veggies cards and stalls: cream cards with rounded corners and a soft shadow, each space
// a tinted tile with its picture and its letter. A stall is painted the same way as a card, as one
// patch of spaces, because only its visible spaces are known (the cards beneath are hidden).
#pragma once

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <string>
#include <vector>

class QPainter;
class QPainterPath;

namespace vb::app::veggies {

class CardPainter {
 public:
  explicit CardPainter(QPainter& painter) : p_(painter) {}

  // A patch of spaces: `rows` of symbol codes ('.' for none), one `cell` pixels wide each, its
  // first row's first space at `topLeft`.
  void patch(QPointF topLeft, qreal cell, const std::vector<std::string>& rows, bool shadow = true);
  // One space: the tinted tile, the picture and, when there is room, the letter.
  void space(const QRectF& cell, char code);
  // A face-down card filling `rect`, upright.
  void back(const QRectF& rect, bool shadow = true);
  // The dashed outline of a place where a card could lie but none does (an empty market slot).
  void emptySlot(const QRectF& rect);
  // A soft shadow under `shape`; `size` is about the cell size of what casts it.
  void shadow(const QPainterPath& shape, qreal size);

  // The outline a patch gets: the union of its spaces, corners rounded by `radius`.
  static QPainterPath outline(QPointF topLeft, qreal cell, const std::vector<std::string>& rows,
                              qreal radius);
  static qreal cornerRadius(qreal cell) { return cell * 0.14; }

  static QColor cardColour() { return QColor(0xff, 0xfb, 0xf2); }
  static QColor edgeColour() { return QColor(0xc9, 0xb2, 0x8e); }

 private:
  // patch() without the pixmap cache: what the cached picture is made of.
  void paintPatch(QPointF topLeft, qreal cell, const std::vector<std::string>& rows, bool withShadow);

  QPainter& p_;
};

}  // namespace vb::app::veggies
