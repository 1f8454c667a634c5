// The moves played so far, in words from everyone's point of view, one line each. It follows
// undo and redo: it lists the timeline's entries before the cursor, and the notes the app wrote
// among them ("teaching mode on"), unnumbered.
//
// With what-if branches (docs/sandbox.md#what-if-branches) it is a tree: the main line, and under
// the move a branch leaves from, the branch's heading and its moves, indented. Clicking a
// branch's heading puts it on the table; a move's context menu offers "Try another move here".
#pragma once

#include <QPointer>
#include <QStringList>
#include <QTextBrowser>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

class QMenu;

namespace vb::app {

class GameController;

class MoveLog : public QTextBrowser {
  Q_OBJECT

 public:
  explicit MoveLog(QWidget* parent = nullptr);

  void showMoves(const GameController& controller);
  // The lines shown, without their numbers.
  const QStringList& lines() const { return lines_; }
  // The context menu for the line at `pos` (in the viewport): for a move, "Try another move here",
  // disabled with the reason when no branch may start there; null elsewhere. The caller owns it.
  QMenu* menuAt(const QPoint& pos);
  // Where lines()[line] is, in the viewport (an invalid rect when there is no such line).
  QRect lineRect(int line) const;

 signals:
  // "Try another move here" on move at + 1 of branch `branch`.
  void branchRequested(std::size_t branch, std::size_t at);
  // A branch's heading was clicked.
  void branchChosen(std::size_t branch);
  // The mouse is over move `index` of branch `branch` (README.md#the-app: the table outlines what
  // it changed), or left the moves (hovered(false, ...)).
  void moveHovered(bool over, std::size_t branch, std::size_t index);

 protected:
  void contextMenuEvent(QContextMenuEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void changeEvent(QEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  void retranslate();
  // Scrolls the newest move (of the branch on the table) into view.
  void showNewest();
  // One line of the log: a move (its index in its branch's line), a branch's heading or a note.
  struct Row {
    enum Kind { Move, Heading, Note } kind = Move;
    std::size_t branch = 0;
    std::size_t index = 0;
    int depth = 0;  // how far it is indented
    QString line;   // the words, for lines()
    QString html;
    bool operator==(const Row&) const = default;
  };
  void addBranch(const GameController& controller, std::size_t branch, int depth,
                 std::vector<Row>& rows) const;
  const Row* rowAt(const QPoint& pos) const;

  QStringList lines_;
  std::vector<Row> rows_;  // one a block of the document, in order
  QPointer<const GameController> controller_;
  std::optional<std::pair<std::size_t, std::size_t>> hovered_;  // the move under the mouse
  int newest_ = -1;  // the row of the newest move on the table's branch; -1: the last row
};

}  // namespace vb::app
