// Shown in place of the table for a game the engine plays but whose table is not drawn yet: says
// so plainly and gives the command-line tool's commands to go on with this very game.
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace vb::app {

class GameController;

class TableMissingNotice : public QWidget {
  Q_OBJECT

 public:
  explicit TableMissingNotice(QWidget* parent = nullptr);

  // The commands name the game's file (or its autosave) and the seat to play.
  void showGame(const GameController& controller);
  QString commands() const;

 signals:
  void saveAsRequested();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QPushButton* copy_ = nullptr;
  QPushButton* saveAs_ = nullptr;
  QLabel* title_;
  QLabel* explanation_;
  QPlainTextEdit* commands_;
};

}  // namespace vb::app
