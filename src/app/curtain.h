// The hot-seat curtain: a full screen that names the next player and hides the table until they
// say they are alone at the screen (Space, Enter, or its button). It only reports the gestures:
// the turn flow (turn_flow.h) decides whether one was deliberate and lowers it.
#pragma once

#include <QColor>
#include <QWidget>

class QLabel;
class QPushButton;

namespace vb::app {

class Curtain : public QWidget {
  Q_OBJECT

 public:
  explicit Curtain(QWidget* parent = nullptr);

  // Waits for `name`, who wears `colour`; `lastMove` is the previous decision in words, which is
  // public ("Bo places market card 2 ..."), or empty. Clears the window's status bar.
  void waitFor(const QString& name, const QColor& colour, const QString& lastMove);
  QString name() const { return name_; }

 signals:
  // The button was pressed; then pressed and released on it (a click).
  void buttonPressed();
  void buttonClicked();
  // Space or Enter was pressed; `repeat`: the key is held.
  void keyPressed(bool repeat);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  QString name_;
  QColor colour_;
  QLabel* title_;
  QLabel* instruction_;
  QLabel* lastMove_;
  QPushButton* reveal_;
};

}  // namespace vb::app
