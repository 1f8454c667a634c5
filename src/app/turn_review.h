// Step through the turns since your own (README.md#the-app, "Follow the other players' turns"):
// after the computers or other people have played, the person at the screen can walk back and
// forth over each move since their last decision (← →) and see the table as it was after it —
// as their own seat saw it then, so nothing hidden from them is shown — then go back to the game.
// Its bar, a page of the message area above the table (message_area.h), says which move is shown and
// offers the steps.
#pragma once

#include <QFrame>
#include <cstddef>
#include <memory>
#include <utility>

#include "veggiebox/core/game.h"

class QPushButton;
class QShortcut;

namespace vb::app {

class GameController;
class MessageLine;

class TurnReview : public QFrame {
  Q_OBJECT

 public:
  explicit TurnReview(QWidget* parent = nullptr);

  // The others' moves since `seat`'s last turn on the line on the table, as [first, end) of its
  // entries: the moves after the seat's previous decisions, up to the decisions of the turn it is
  // playing now (a Garden or VEGEtables turn takes several).
  static std::pair<std::size_t, std::size_t> movesSince(const GameController& game, int seat);
  // Whether the person at the screen has such moves to look back over now (their turn or the
  // end, no curtain, no lesson, no move waiting for Confirm).
  static bool available(const GameController& game);

  // Opens on the first move since the seat's last decision (nothing when !available).
  void start(const GameController& game);
  // One move earlier (-1) or later (+1); later than the last move returns to the game.
  void step(int delta);
  void stop();
  bool active() const { return state_ != nullptr; }

  // While active: the table as it was after the move shown, the seat it is shown for, and the
  // move's number among the moves since the seat's turn (0: as the seat left it).
  const vb::State* state() const { return state_.get(); }
  // The table just before the move shown (nullptr before the game's first move): what that move
  // changed is what the table outlines.
  const vb::State* before() const { return before_.get(); }
  int seat() const { return seat_; }
  std::size_t position() const { return position_; }
  std::size_t count() const { return count_; }

 signals:
  // The move shown changed, or the review ended: the window shows the table again.
  void changed();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void show(std::size_t position);
  void retranslate();

  const GameController* game_ = nullptr;
  std::unique_ptr<vb::State> state_;
  std::unique_ptr<vb::State> before_;
  int seat_ = -1;
  std::size_t first_ = 0;     // the first of the others' moves
  std::size_t count_ = 0;     // how many
  std::size_t position_ = 0;  // 0..count_
  MessageLine* text_;
  QPushButton* earlier_;
  QPushButton* later_;
  QPushButton* back_;
  QShortcut* left_;
  QShortcut* right_;
  QShortcut* escape_;
};

}  // namespace vb::app
