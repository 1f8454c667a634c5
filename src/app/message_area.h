// The one place above the table where the game window speaks to the people at it
// (docs/architecture.md#the-message-area). It shows one page at a time, the first of these that has
// something to say:
//
//   1. confirm      a move that shows a hidden card, waiting for Confirm or Cancel (ConfirmBar);
//   2. refusal      the engine's reason for the last refused move and its Rule link (RefusalLine),
//                   until the next accepted action or a move waiting for Confirm;
//   3. review       the look back over the moves since your turn (TurnReview);
//   4. instruction  what the table asks of the person deciding (BoardView::prompt, and its other
//                   words sent by BoardView::hint: why a click cannot be used, a hint's answer);
//   5. status       who plays, a computer thinking, the game over and who won.
//
// Its height is fixed for its font: three lines of words, and never less than the bars' buttons
// need. So nothing stacks and the table below never moves when a message comes or goes (the bug
// reports behind issue #28: a refusal pushed the table down under a click aimed at Confirm).
#pragma once

#include <QLabel>
#include <QWidget>

namespace vb::app {

class ConfirmBar;
class RefusalLine;
class TurnReview;

// Words in the message area: wrapped to its width, as many lines as its height holds. Words that
// need more end in "…", and the whole of them is the tooltip and the accessible description, so
// nothing said is lost where a long Italian or Spanish sentence meets a small window.
class MessageLine : public QLabel {
  Q_OBJECT

 public:
  explicit MessageLine(QWidget* parent = nullptr);

  // Shows `words` (plain text); with a `link` (an href) and its `linkText`, a link after them.
  void setWords(const QString& words, const QString& link = {}, const QString& linkText = {});
  const QString& words() const { return words_; }
  // Whether the words were cut short to fit.
  bool cut() const { return cut_; }

  // One line, not the many a wrapped label asks for at its narrowest: the area sets the height.
  QSize minimumSizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void fit();

  QString words_;
  QString link_;
  QString linkText_;
  bool cut_ = false;
};

class MessageArea : public QWidget {
  Q_OBJECT

 public:
  enum class Page { Confirm, Refusal, Review, Instruction, Status };

  explicit MessageArea(QWidget* parent = nullptr);

  ConfirmBar* confirmBar() const { return confirm_; }
  RefusalLine* refusalLine() const { return refusal_; }
  TurnReview* turnReview() const { return review_; }
  MessageLine* instructionLine() const { return instruction_; }
  MessageLine* statusLine() const { return status_; }

  // The move waiting for Confirm in words (empty: none). A move waiting clears the refusal: the
  // person has moved on, and a bar appearing under the pointer must be the one they aimed at.
  void showPending(const QString& words);
  // The engine refused a move: its reason, and the anchor of its rule (empty: no Rule link).
  void showRefusal(const QString& reason, const QString& rule);
  // The next accepted action (GameController::stateChanged): the refusal goes.
  void clearRefusal();
  // What the table says to the person deciding (empty: nothing; the status shows).
  void setInstruction(const QString& words);
  const QString& instruction() const;
  void setStatus(const QString& words);

  // The page shown now, and its widget.
  Page page() const { return page_; }
  QWidget* pageWidget(Page page) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  // Shows the first page with something to say, and hides the others.
  void choose();
  // The area's one height for its font.
  int fixedHeight() const;

  ConfirmBar* confirm_;
  RefusalLine* refusal_;
  TurnReview* review_;
  MessageLine* instruction_;
  MessageLine* status_;
  Page page_ = Page::Status;
};

}  // namespace vb::app
