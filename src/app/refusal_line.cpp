#include "refusal_line.h"

#include <QEvent>
#include <algorithm>

namespace vb::app {

RefusalLine::RefusalLine(QWidget* parent) : QLabel(parent) {
  setObjectName(QStringLiteral("refusal-line"));
  setTextFormat(Qt::RichText);
  setWordWrap(true);
  setMargin(6);
  setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
  setStyleSheet(QStringLiteral("QLabel { background: #fdecea; color: #8c1d18; }"));
  // A long reason wraps: the layout gives the line the height its width needs (heightForWidth) and
  // the table the rest. Not QSizePolicy::Minimum: that makes the line's size hint, measured at a
  // narrow width, its minimum, and the window's minimum taller than a 640-pixel screen.
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  connect(this, &QLabel::linkActivated, this, [this] { emit ruleRequested(rule_); });
  hide();
}

void RefusalLine::showRefusal(const QString& reason, const QString& rule) {
  rule_ = rule;
  reason_ = reason;
  QString text = tr("Refused: %1").arg(reason.toHtmlEscaped());
  if (!rule.isEmpty())
    text += QStringLiteral(" &nbsp;<a href=\"#%1\">%2</a>").arg(rule.toHtmlEscaped(), tr("Rule"));
  setText(text);
  setAccessibleName(tr("Refused: %1").arg(reason));
  show();
}

QSize RefusalLine::minimumSizeHint() const {
  const QSize wrapped = QLabel::minimumSizeHint();
  const int oneLine = fontMetrics().lineSpacing() + 2 * (margin() + frameWidth()) + contentsMargins().top() +
                      contentsMargins().bottom();
  return {wrapped.width(), std::min(wrapped.height(), oneLine)};
}

void RefusalLine::changeEvent(QEvent* event) {
  QLabel::changeEvent(event);
  // The reason stays in the words it was given in; its frame and link follow the language.
  if (event->type() == QEvent::LanguageChange && !isHidden()) showRefusal(reason_, rule_);
}

void RefusalLine::clearRefusal() {
  rule_.clear();
  reason_.clear();
  clear();
  hide();
}

}  // namespace vb::app
