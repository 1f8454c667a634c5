// Small builders every screen uses, so each says only what is its own: type sized relative to the
// desktop's font (so the screens follow the user's setting), and boxes with their margins.
#pragma once

#include <QBoxLayout>
#include <QFont>
#include <QMargins>
#include <QString>

class QWidget;

namespace vb::app {

// `base` scaled by `factor`, bold or not.
QFont scaledFont(const QFont& base, qreal factor, bool bold = false);
// Sets `widget`'s font to its own scaled by `factor`.
void scaleText(QWidget* widget, qreal factor, bool bold = false);

// A warning box over `parent` naming what went wrong (`title`) and why (`message`): window-modal
// and not waiting, so what is behind it stays as it was, and tests can read it (object name
// "error"). It deletes itself when closed.
void showErrorBox(QWidget* parent, const QString& title, const QString& message);

// A QVBoxLayout or QHBoxLayout with these margins and spacing, set on `owner` when one is given.
template <class Box>
Box* boxWith(QWidget* owner, const QMargins& margins, int spacing) {
  auto* box = owner != nullptr ? new Box(owner) : new Box;
  box->setContentsMargins(margins);
  box->setSpacing(spacing);
  return box;
}

}  // namespace vb::app
