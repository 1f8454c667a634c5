// The engine's reason for the last refused move, shown above the table until the next state, with a
// "Rule" link to the rule that refuses it (docs/architecture.md#refusals-carry-their-rule).
#pragma once

#include <QLabel>

namespace vb::app {

class RefusalLine : public QLabel {
  Q_OBJECT

 public:
  explicit RefusalLine(QWidget* parent = nullptr);

  // Shows `reason`; with a `rule` (an anchor in the game's rules page) also the Rule link.
  void showRefusal(const QString& reason, const QString& rule);
  // Hides the line: a new state has come.
  void clearRefusal();
  const QString& rule() const { return rule_; }
  // One line at least, not the many lines a wrapped label asks for at its narrowest: the layout
  // gives the line the height its width needs, and a long reason (Spanish, Italian) must never make
  // the window taller than a 640-pixel screen.
  QSize minimumSizeHint() const override;

 signals:
  // The Rule link was activated: open the rules page at `rule`.
  void ruleRequested(const QString& rule);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  QString rule_;
  QString reason_;
};

}  // namespace vb::app
