// The moves played so far, in words from everyone's point of view, one line each. It follows
// undo and redo: it lists the timeline's entries before the cursor, and the notes the app wrote
// among them ("teaching mode on"), unnumbered.
#pragma once

#include <QStringList>
#include <QTextBrowser>

namespace vb::app {

class GameController;

class MoveLog : public QTextBrowser {
  Q_OBJECT

 public:
  explicit MoveLog(QWidget* parent = nullptr);

  void showMoves(const GameController& controller);
  // The lines shown, without their numbers.
  const QStringList& lines() const { return lines_; }

 private:
  QStringList lines_;
};

}  // namespace vb::app
