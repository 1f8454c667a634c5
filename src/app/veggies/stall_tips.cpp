// What a stall's tooltips say (StallView): its header's facts and, through spaceTip, the space under
// the pointer. Words come only from the seat's sight (SeenPlayer), which holds no hidden card.
#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>
#include <QWheelEvent>
#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include "veggies/hover_tip.h"
#include "veggies/stall_view.h"
#include "veggies/symbol_art.h"
#include "veggies/veggies_painter.h"

namespace vb::app::veggies {

QString StallView::hiddenHandTip(const SeenPlayer& player) {
  // Whose and how many, never which: the sight holds no hidden card's id.
  return player.drawn.empty() ? tr("%1's hand: 1 card, face down.").arg(player.name)
                              : tr("%1's two drawn cards, face down: one starts the stall, the other "
                                   "stays in hand.")
                                    .arg(player.name);
}

QString StallView::headerTip(const HeaderPart& part) const {
  using Kind = HeaderPart::Kind;
  const QString& who = player_.name;
  switch (part.kind) {
    case Kind::FirstToken:
      return tr("First player: %1 started. Turns and announcements go round from %1.").arg(who);
    case Kind::Name:
      return header_.winner ? tr("%1's stall: %1 wins.").arg(who) : tr("%1's stall").arg(who);
    case Kind::ToPlay:
      return tr("%1 decides now.").arg(who);
    case Kind::Score: {
      QStringList lines{
          header_.finalScore
              ? tr("%1's final score: %2").arg(who).arg(player_.score)
              : tr("%1's score so far: %2 (if the game ended now)").arg(who).arg(player_.score)};
      for (const auto& [label, points] : player_.scoreLines)
        lines << QStringLiteral("%1: %2").arg(label).arg(points);
      return lines.join(QLatin1Char('\n'));
    }
    case Kind::Cards:
      return tr("%1 has laid %2 of 8 cards; a covered card still counts.").arg(who).arg(player_.cardCount);
    case Kind::Hand:
      return hiddenHandTip(player_);
    case Kind::Announced:
      return tr("%1 announced %2: every player scores them.")
          .arg(who, SymbolArt::pluralName(player_.announced).toLower());
  }
  return {};
}

QString StallView::toolTipAt(QPointF pos) const {
  for (const HeaderPart& part : headerParts_)
    if (part.rect.contains(pos)) return headerTip(part);
  // While a card is being placed the pointer carries its ghost: the message area speaks then.
  if (placing_ || !stallArea().contains(pos)) return {};
  const QPointF cell = centre_ + (pos - stallArea().center()) / cell_;
  return spaceTip(QPoint(static_cast<int>(std::floor(cell.x())), static_cast<int>(std::floor(cell.y()))));
}

bool StallView::event(QEvent* event) {
  // A tooltip set on the view (the every-use view's reason) wins; else the fact under the pointer.
  if (event->type() == QEvent::ToolTip && toolTip().isEmpty())
    return showTipAt(this, event, [this](QPointF pos) { return toolTipAt(pos); });
  return QWidget::event(event);
}

}  // namespace vb::app::veggies
