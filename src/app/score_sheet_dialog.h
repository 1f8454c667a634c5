// The score sheet: every line of each seat's score, the totals and the winners. Provisional while
// the game runs (it follows every move while open), final at the end.
#pragma once

#include <QDialog>

#include "veggiebox/core/score_sheet.h"

class QLabel;
class QScrollArea;

namespace vb::app {

class GameController;

class ScoreSheetDialog : public QDialog {
  Q_OBJECT

 public:
  explicit ScoreSheetDialog(QWidget* parent = nullptr);

  void showScores(const GameController& controller);
  // The announcement above the sheet ("Bo wins with 104 points.").
  QString verdict() const;

 private:
  QLabel* heading_;
  QLabel* verdict_;
  QScrollArea* scroll_;
};

}  // namespace vb::app
