// The guide's panel beside the table (docs/learn.md): the lesson's title, the step's number with
// Next for a page to read (Show me for a `try` not yet attempted) in one place for the whole lesson,
// the step's sentence, the answer to the learner's last move, and at the end the lesson's last
// words and "Play a real game".
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace vb::app {

class Guide;

class GuidePanel : public QWidget {
  Q_OBJECT

 public:
  explicit GuidePanel(QWidget* parent = nullptr);

  // Shows what `guide` says now (nullptr: no lesson, the panel hides); a change of language shows
  // it again in the new language.
  void showGuide(const Guide* guide);

  QLabel* sentence() const { return sentence_; }
  QLabel* feedback() const { return feedback_; }
  QPushButton* nextButton() const { return next_; }
  QPushButton* realGameButton() const { return realGame_; }

 signals:
  void nextClicked();
  void realGameClicked();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QPointer<const Guide> guide_;
  QLabel* title_ = nullptr;
  QLabel* progress_ = nullptr;
  QLabel* sentence_ = nullptr;
  QLabel* feedback_ = nullptr;
  QPushButton* next_ = nullptr;
  QPushButton* realGame_ = nullptr;
};

}  // namespace vb::app
