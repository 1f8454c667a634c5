// The Veggies table in the sandbox (docs/sandbox.md#veggies): every stall, hand, market slot and
// the deck in the art of play, with the box of unplaced cards beside them. A card is carried by
// dragging it (or clicking it, then clicking where it goes); R, a right-click or the wheel turns
// it, as in play. Right-clicking anything else opens its menu.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QWidget>
#include <optional>
#include <vector>

#include "veggies/edited_table.h"

class QMenu;

namespace vb::app::veggies {

class TableEditView : public QWidget {
  Q_OBJECT

 public:
  explicit TableEditView(EditedTable& table, QWidget* parent = nullptr);

  // What lies under a pixel: a place (a stall, with the cell under the pointer), and its card.
  struct Hit {
    CardPlace place;
    int card = kNoCard;
    QPointF cell;  // Stall: the cell position under the pointer, in fractions of a cell
    bool onPlace = false;
  };
  Hit hitAt(QPointF pixel) const;

  // The centre of the card (or empty slot) at `place`; for the box, card `id` in the palette.
  QPoint pointOf(const CardPlace& place, int id = kNoCard) const;
  // The pixel at which a card of `cardSize` cells, carried over seat's stall, lies with its
  // top-left cell at `topLeft`.
  QPoint pointForPlacement(int seat, QPoint topLeft, QSize cardSize) const;
  // The menu the place under `pixel` offers (not shown: the caller execs or triggers it).
  QMenu* menuAt(QPointF pixel);
  // The places the engine's problem names, outlined in red.
  void setProblemPlaces(std::vector<CardPlace> places, bool wholeTable);
  void refresh();

  std::optional<int> carried() const;
  int carriedTurns() const { return turns_; }

 signals:
  void edited(const QString& what);
  void hint(const QString& text);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;
  void leaveEvent(QEvent* event) override;

 private:
  struct StallFrame {
    QRectF panel, header, hand, stall;
    QPointF originPixel;  // the pixel of cell 0,0
    qreal cell = 20;
  };
  struct Geometry {
    std::vector<StallFrame> stalls;
    QRectF market, deck, palette;
    qreal slotCell = 12, paletteCell = 10;
    int paletteColumns = 1;
  };
  Geometry geometry() const;
  QRectF handSlot(const StallFrame& f, int index) const;
  QRectF marketSlot(int slot) const;
  QRectF deckCard(int index, int count) const;
  QRectF paletteCard(int index) const;
  QSizeF slotSize(qreal cell) const { return {2 * cell, 3 * cell}; }

  void paintStall(QPainter& p, int seat, const StallFrame& f);
  void paintSlotCard(QPainter& p, const QRectF& rect, int id, const QString& label);
  void paintStrip(QPainter& p);
  void paintPalette(QPainter& p);
  void paintCarried(QPainter& p);
  void paintIdTag(QPainter& p, QPointF at, int id, qreal size);

  void turn(int quarterTurns);
  void drop(QPointF pixel);
  // Where card `id`, turned as carried, lies when its centre is at `cell`: snapped to the grid.
  QPoint placementFor(int id, QPointF cell) const;
  void sayWhatADropDoes(QPointF pixel);
  void addCardMenu(QMenu* menu, const Hit& hit);
  void addPlaceMenu(QMenu* menu, const Hit& hit);
  void apply(const QString& what);

  EditedTable& table_;
  Geometry geo_;
  // The card being carried, where from, and how it is turned.
  std::optional<int> carried_;
  CardPlace from_;
  int turns_ = 0;
  QPointF mouse_;
  std::optional<QPointF> pressedAt_;
  bool picking_ = false;  // the press that picked the card up; its release does not drop it
  std::vector<CardPlace> problem_;
  bool problemEverywhere_ = false;
};

}  // namespace vb::app::veggies
