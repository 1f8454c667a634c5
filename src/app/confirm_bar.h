// The bar above the table while a decision that shows a hidden card waits for the person's word
// (README.md#the-app, "Confirm before a reveal"): the move in words, Confirm (Enter) and Cancel
// (Esc). Board Game Arena asks the same way, since such a move can never be undone.
#pragma once

#include <QFrame>

class QPushButton;
class QShortcut;

namespace vb::app {

class MessageLine;

class ConfirmBar : public QFrame {
  Q_OBJECT

 public:
  explicit ConfirmBar(QWidget* parent = nullptr);

  // The pending move in `words` (empty: none, and Enter and Esc are the window's again). The
  // message area shows the bar while there is one (message_area.h).
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
  MessageLine* text_;
  QPushButton* confirm_;
  QPushButton* cancel_;
  QShortcut* enter_;
  QShortcut* enterPad_;
  QShortcut* escape_;
};

}  // namespace vb::app
