// The players at the table: each seat's colour, name, person or computer, and whose turn it is.
#pragma once

#include <QList>
#include <QWidget>

namespace vb::app {

class GameController;
class SeatRow;

class SeatPanel : public QWidget {
  Q_OBJECT

 public:
  explicit SeatPanel(QWidget* parent = nullptr);

  // Rebuilds the rows for the controller's seats and marks the seat to play.
  void showSeats(const GameController& controller);
  // The seat marked as deciding now, -1 when none (game over).
  int markedSeat() const { return marked_; }

 private:
  QList<SeatRow*> rows_;
  int marked_ = -1;
};

}  // namespace vb::app
