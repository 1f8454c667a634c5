// What a window shows in words, for the tests that compare two drawings of it (leak_test,
// turn_flow_model_test): every label's and button's text, tooltip and accessible name under `root`.
#pragma once

#include <QAbstractButton>
#include <QLabel>
#include <QStringList>
#include <QWidget>

namespace vb::app::test {

// `visibleOnly`: only widgets a person can see now (a window that hides and shows its panels).
inline QStringList textsUnder(const QWidget* root, bool visibleOnly = false) {
  QStringList texts;
  for (const QWidget* widget : root->findChildren<QWidget*>()) {
    if (visibleOnly && !widget->isVisible()) continue;
    if (const auto* label = qobject_cast<const QLabel*>(widget))
      texts << QStringLiteral("label:") + label->text();
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
      texts << QStringLiteral("button:") + button->text();
    if (!widget->toolTip().isEmpty()) texts << QStringLiteral("tip:") + widget->toolTip();
    if (!widget->accessibleName().isEmpty()) texts << QStringLiteral("name:") + widget->accessibleName();
  }
  return texts;
}

}  // namespace vb::app::test
