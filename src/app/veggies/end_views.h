// The end of a Veggies game on the table (docs/rules/veggies.md#scoring): the announcement, where a
// player whose largest groups tie chooses which type to announce (the view offers exactly the
// types the engine lists, each as its picture, letter and name), and the score view: each
// player's total and its lines (the engine's words), the winners marked, shown once every stall is
// complete and provisional until the game is over.
#pragma once

#include <QWidget>
#include <vector>

#include "table_marks.h"
#include "veggies/veggies_sight.h"

namespace vb::app::veggies {

class AnnouncementView : public QWidget {
  Q_OBJECT

 public:
  explicit AnnouncementView(QWidget* parent = nullptr);

  // `types` are produce codes to choose from (empty: someone else is choosing, `title` says who).
  void setChoice(const QString& title, std::vector<char> types, int focused);
  const std::vector<char>& types() const { return types_; }
  QPoint pointForType(int index) const;
  QRect rectForType(int index) const { return tileRect(index).toAlignedRect(); }
  // The tooltip at `pos`: the produce of the tile there; empty elsewhere.
  QString toolTipAt(QPointF pos) const;
  // The title's words over the tiles, where they lie (BoardView::captions).
  std::vector<Caption> captions() const;

  QSize sizeHint() const override;

 signals:
  void typeChosen(char code);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  bool event(QEvent* event) override;

 private:
  QRectF tileRect(int index) const;
  QFont titleFont() const;

  QString title_;
  std::vector<char> types_;
  int focused_ = -1;
};

class ScoreView : public QWidget {
  Q_OBJECT

 public:
  explicit ScoreView(QWidget* parent = nullptr);
  void setTable(const TableSight& table);
  QSize sizeHint() const override;
  // The tooltip at `pos`: the whole sheet of the player whose box is there; empty elsewhere.
  QString toolTipAt(QPointF pos) const;
  // The view is words from edge to edge: the whole of it, once it shows a score (BoardView::captions).
  std::vector<Caption> captions() const;

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;

 private:
  qreal boxWidth() const;

  TableSight table_;
};

}  // namespace vb::app::veggies
