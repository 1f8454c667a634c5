// The engine's reason for the last refused move, with a "Rule" link to the rule that refuses it
// (docs/architecture.md#refusals-carry-their-rule): the refusal page of the message area above the
// table, until the next accepted action (docs/architecture.md#the-message-area).
#pragma once

#include "message_area.h"

namespace vb::app {

class RefusalLine : public MessageLine {
  Q_OBJECT

 public:
  explicit RefusalLine(QWidget* parent = nullptr);

  // Says `reason`; with a `rule` (an anchor in the game's rules page) also the Rule link.
  void showRefusal(const QString& reason, const QString& rule);
  // Nothing refused: a new state has come.
  void clearRefusal();
  const QString& reason() const { return reason_; }
  const QString& rule() const { return rule_; }

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
