// The lesson's pointer on the table (docs/learn.md): the rest of the table dimmed, the spot to
// click left bright and outlined, and an arrow at it. A see-through layer over the board and its
// child views: every click goes through to the table.
#pragma once

#include <QPointer>
#include <QWidget>
#include <optional>

#include "board_view.h"

namespace vb::app {

class Spotlight : public QWidget {
  Q_OBJECT

 public:
  explicit Spotlight(BoardView* board);

  // Points at the next click toward `action`; none hides the layer.
  void pointAt(std::optional<vb::ActionId> action);
  // The bright spot in the board's coordinates, when there is one on the table now.
  std::optional<QRect> spot() const;

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QPointer<BoardView> board_;
  const QObject* watched_;  // the board, for eventFilter()
  std::optional<vb::ActionId> action_;
};

}  // namespace vb::app
