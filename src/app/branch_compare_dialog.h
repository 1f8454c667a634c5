// Compare branches: each what-if branch's provisional score sheet side by side
// (docs/sandbox.md#what-if-branches), as the seat at the screen may know it, never a hidden card.
// It follows the game while open.
#pragma once

#include <QDialog>

class QScrollArea;

namespace vb::app {

class GameController;

class BranchCompareDialog : public QDialog {
  Q_OBJECT

 public:
  explicit BranchCompareDialog(QWidget* parent = nullptr);

  void showBranches(const GameController& controller);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QScrollArea* scroll_;
};

}  // namespace vb::app
