// The tooltip of a Veggies view that says something different for each spot (a card, a pile, a
// header fact, a space): the view gives the words for the spot under the pointer, and where it has
// none the tooltip hides. The words come from the view's sight only, so they never tell a hidden card.
#pragma once

#include <QHelpEvent>
#include <QToolTip>
#include <QWidget>

namespace vb::app::veggies {

// Answers the QEvent::ToolTip `event` of `view` with `tipAt(pos)`; returns true (handled).
template <typename TipAt>
bool showTipAt(QWidget* view, QEvent* event, const TipAt& tipAt) {
  const auto* help = static_cast<QHelpEvent*>(event);
  const QString tip = tipAt(QPointF(help->pos()));
  if (tip.isEmpty()) {
    QToolTip::hideText();
    event->ignore();
  } else {
    QToolTip::showText(help->globalPos(), tip, view);
  }
  return true;
}

}  // namespace vb::app::veggies
