// The bar above the table while a decision that shows a hidden card waits for the person's word
// (README.md#the-app, "Confirm before a reveal"): the move in words, Confirm (Enter) and Cancel
// (Esc). Board Game Arena asks the same way, since such a move can never be undone.
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;
class QShortcut;

namespace vb::app {

class ConfirmBar : public QFrame {
  Q_OBJECT

 public:
  explicit ConfirmBar(QWidget* parent = nullptr);

  // Shows the bar for the pending move `words`; an empty text hides it.
  void showPending(const QString& words);
  QString words() const { return words_; }

 signals:
  void confirmed();
  void cancelled();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QString words_;
  QLabel* text_;
  QPushButton* confirm_;
  QPushButton* cancel_;
  QShortcut* enter_;
  QShortcut* enterPad_;
  QShortcut* escape_;
};

}  // namespace vb::app
