// The score sheet on the table: each player's total and its lines (the engine's words), the
// winners marked. Shown once every stall is complete; it is provisional until the game is over.
#pragma once

#include <QWidget>

#include "veggies/table_sight.h"

namespace vb::app::veggies {

class ScoreView : public QWidget {
  Q_OBJECT

 public:
  explicit ScoreView(QWidget* parent = nullptr);
  void setTable(const TableSight& table);
  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  TableSight table_;
};

}  // namespace vb::app::veggies
