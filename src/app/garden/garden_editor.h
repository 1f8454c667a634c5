// The Veggie Garden position editor of the sandbox (docs/sandbox.md#veggie-garden): the table of
// play with every hand open, and beside it the box (the cards no place names, by crop, with their
// counts), the deck (top first) and the discard pile. Cards, the mole and fence tokens move by drag
// and drop; every place has a context menu (tokens and the bunny, the crop out of the game, a power
// in progress, whose turn, the players). It keeps the scenario's other fields as they were.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>
#include <optional>
#include <vector>

#include "edit/position_editor.h"
#include "garden/garden_layout.h"
#include "garden/garden_position.h"
#include "garden/garden_sight.h"

class QMenu;
class QMimeData;

namespace vb::app::garden {

class GardenEditor : public vb::app::edit::PositionEditor {
  Q_OBJECT

 public:
  explicit GardenEditor(QWidget* parent = nullptr);

  void setScenario(const vb::Json& scenario) override;
  vb::Json scenario() const override { return position_.json(); }
  void showProblem(const QString& problem) override;

  // What a drag carries: the place it starts from (the mole, a post's token, or a card).
  static QMimeData* mimeFor(const Spot& from);
  // The drop the dropEvent makes: what `mime` carries, dropped at `at`. False (with a hint) when
  // it is not taken.
  bool dropAt(const QMimeData* mime, QPointF at);
  // The right-click menu of the place at `at` (the caller owns it), or nullptr off every place.
  QMenu* menuAt(QPointF at);

  // For tests and screenshots.
  const GardenPosition& position() const { return position_; }
  const GardenSight& sight() const { return sight_; }
  QPoint pointOf(const Spot& spot) const;  // the middle of a place, in widget coordinates
  std::optional<Spot> spotAt(QPointF at, bool dragging) const;
  int handSeat() const { return handSeat_; }
  void showHand(int seat);
  // The places the problem's field names, outlined in red.
  const std::vector<Spot>& problemSpots() const { return problemSpots_; }

 protected:
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dragMoveEvent(QDragMoveEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;

 private:
  // The side column: the box, the deck and the discard pile.
  struct Side {
    QRectF column, boxTitle, boxArea, note, deckTitle, deckArea, discardTitle, discardArea;
    std::vector<std::pair<int, QRectF>> box;      // crop, card
    QRectF mole;                                  // the mole, while it is in the box
    std::vector<QRectF> deck;                     // top first
    std::vector<std::pair<int, QRectF>> discard;  // crop, card
  };

  GardenLayout tableLayout() const;
  QString editPrompt() const;  // the line above the table
  Side sideLayout() const;
  QRectF rectOf(const Spot& spot, const GardenLayout& g, const Side& side) const;
  QRectF moleRect(const GardenLayout& g) const;
  std::vector<QRectF> playerRows(const GardenLayout& g) const;
  QRectF handZone(const GardenLayout& g) const;
  std::optional<Spot> sideSpotAt(QPointF at, bool dragging) const;
  bool dropFrom(const Spot& from, const Spot& to);
  void changed(const QString& what);
  void refresh();

  void paintSide(QPainter& p, const Side& side) const;
  void paintLeftToChance(QPainter& p, const GardenLayout& g) const;
  void paintProblem(QPainter& p, const GardenLayout& g, const Side& side) const;

  void addCropMenu(QMenu* menu, const QString& title, const Spot& to);
  void cellMenu(QMenu* menu, int cell);
  void postMenu(QMenu* menu, int post);
  void harvestMenu(QMenu* menu, int slot);
  void powerMenu(QMenu* menu);
  void handMenu(QMenu* menu, const Spot& spot);
  void deckMenu(QMenu* menu, const Spot& spot);
  void discardMenu(QMenu* menu, const Spot& spot);
  void boxMenu(QMenu* menu);

  GardenPosition position_;
  GardenSight sight_;
  int handSeat_ = 0;
  QString problem_;
  std::vector<Spot> problemSpots_;
  std::optional<Spot> pressed_;
  QPointF pressPoint_;
};

}  // namespace vb::app::garden
