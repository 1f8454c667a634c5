// Play from here: who plays each seat of a sandbox position (a person or a computer player), and
// whether the game starts in teaching mode (every hand open, undo anything), as a playtester
// usually wants.
#pragma once

#include <QDialog>
#include <QList>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/play/save.h"

class QCheckBox;
class QComboBox;

namespace vb::app {

class PlayFromHereDialog : public QDialog {
  Q_OBJECT

 public:
  // The seats of `state`, named as it names them.
  explicit PlayFromHereDialog(const vb::State& state, QWidget* parent = nullptr);

  std::vector<vb::Seat> seats() const;
  bool teaching() const;
  // For tests: the player choice of each seat.
  QComboBox* playerChoice(int seat) const { return players_.value(seat); }

 private:
  std::vector<std::string> names_;
  QList<QComboBox*> players_;
  QCheckBox* teaching_ = nullptr;
};

}  // namespace vb::app
