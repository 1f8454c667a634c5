#include "refusal_line.h"
#include "table/palette.h"

#include <QEvent>

namespace vb::app {

RefusalLine::RefusalLine(QWidget* parent) : MessageLine(parent) {
  setObjectName(QStringLiteral("refusal-line"));
  setMargin(6);
  setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
  setStyleSheet(
      QStringLiteral("QLabel { background: #fdecea; color: %1; }").arg(table::palette().refusedText.name()));
  connect(this, &QLabel::linkActivated, this, [this] { emit ruleRequested(rule_); });
}

void RefusalLine::showRefusal(const QString& reason, const QString& rule) {
  rule_ = rule;
  reason_ = reason;
  setWords(tr("Refused: %1").arg(reason), rule.isEmpty() ? QString() : QLatin1Char('#') + rule, tr("Rule"));
  setAccessibleName(tr("Refused: %1").arg(reason));
}

void RefusalLine::changeEvent(QEvent* event) {
  MessageLine::changeEvent(event);
  // The reason stays in the words it was given in; its frame and link follow the language.
  if (event->type() == QEvent::LanguageChange && !reason_.isEmpty()) showRefusal(reason_, rule_);
}

void RefusalLine::clearRefusal() {
  rule_.clear();
  reason_.clear();
  setWords({});
  setAccessibleName({});
}

}  // namespace vb::app
