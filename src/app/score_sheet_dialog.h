// The score sheet: every line of each seat's score, the totals and the winners. Provisional while
// the game runs (it follows every move while open), final at the end, when it offers Play again
// and New game… beside Close.
#pragma once

#include <QDialog>

#include "veggiebox/core/score_sheet.h"

class QLabel;
class QPushButton;
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

 signals:
  // Final scores only; the dialog closes first. Play again: the same seats, rules and options on a
  // new deal. New game: the new game dialog, on this game.
  void playAgainRequested();
  void newGameRequested();

 private:
  QPushButton* playAgain_;
  QPushButton* newGame_;
  QLabel* heading_;
  QLabel* verdict_;
  QScrollArea* scroll_;
};

// The announcement above a sheet ("Bo leads with 12 points. These scores are provisional.").
QString scoreVerdict(const vb::ScoreSheet& sheet, const GameController& controller);
// One sheet: each seat's lines and total, the seats side by side or (stacked) one under another.
// Each total is named "total-SEAT", each hidden hand's size "hand-SEAT".
QWidget* scoreSheetPage(const vb::ScoreSheet& sheet, const GameController& controller, bool stacked);

}  // namespace vb::app
