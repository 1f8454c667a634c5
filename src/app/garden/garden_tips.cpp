// The Veggie Garden table's tooltips: every card, post, pile and player says what it is and how
// many, in the player's language. They are read from the sight (what the seat at the screen may
// see, GardenSight::read) and from the engine's sentences about public things (a harvest card's
// power, a cabbage arrow), so no tooltip names a card the seat may not see
// (docs/rules/garden.md#hidden-information).
#include <QHelpEvent>
#include <QToolTip>

#include "garden/garden_board.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

namespace {

bool isCrop(int crop) { return crop >= 0 && crop < vb::garden::kCrops; }

}  // namespace

QString GardenBoard::toolTipAt(QPointF point) const {
  if (sight_.players.empty()) return {};
  const GardenLayout g = layout();
  const auto t = g.targetAt(point, handlesShown());
  if (!t) return areaTip(g, point);
  switch (t->kind) {
    case Target::Kind::Harvest:
      return harvestTip(t->index);
    case Target::Kind::Cell:
      return cellTip(t->index);
    case Target::Kind::Post:
      return postTip(t->index);
    case Target::Kind::Hand:
      return handTip(t->index);
    case Target::Kind::Handle:
      return handleTip(t->index);
  }
  return {};
}

QString GardenBoard::harvestTip(int slot) const {
  const int crop = sight_.harvest[static_cast<std::size_t>(slot)];
  if (!isCrop(crop)) {
    if (slot == sight_.powerSlot && isCrop(sight_.powerCrop))
      return tr("Harvest slot %1: the %2 taken from it is being used; the slot is refilled after its power.")
          .arg(slot)
          .arg(cropTitle(sight_.powerCrop).toLower());
    return tr("Harvest slot %1 is empty.").arg(slot);
  }
  // The engine's note on the card: its power, or why it has none now (docs/rules/garden.md#a-turn).
  std::string note;
  try {
    note = state().actionNote(state().parseActionJson({{"type", "take"}, {"slot", slot}}));
  } catch (const std::exception&) {
    // A slot the engine does not read as a take: the crop alone.
  }
  const QString power = note.empty() ? cropTitle(crop) + u'.' : playersWords(note);
  return tr("Harvest slot %1 — %2").arg(slot).arg(power);
}

QString GardenBoard::cellTip(int cell) const {
  const int crop = sight_.garden[static_cast<std::size_t>(cell)];
  if (!isCrop(crop)) return tr("No card at %1.").arg(cellText(cell));
  const QString name = cropTitle(crop), at = cellText(cell);
  if (vb::garden::isCompost(cell))
    return cell == sight_.mole
               ? tr("%1 at %2, on the compost, under the mole: no power moves this card.").arg(name, at)
               : tr("%1 at %2, on the compost: never scored.").arg(name, at);
  for (int post = 0; post < vb::garden::kPosts; ++post)
    if (vb::garden::scoredCell(post) == cell)
      return tr("%1 at %2, scored by post %3 beside it.").arg(name, at, postText(post));
  return tr("%1 at %2.").arg(name, at);
}

QString GardenBoard::postTip(int post) const {
  const int token = sight_.fence[static_cast<std::size_t>(post)];
  const int cell = vb::garden::scoredCell(post);
  const int crop = sight_.garden[static_cast<std::size_t>(cell)];
  const QString name = isCrop(crop) ? cropTitle(crop).toLower() : QStringLiteral("?");
  const QString value =
      isCrop(crop) ? QString::number(sight_.values[static_cast<std::size_t>(crop)]) : QString();
  if (token == 0)
    return tr("Post %1, the bunny: worth 0 to the %2 at %3 beside it.")
        .arg(postText(post), name, cellText(cell));
  // Every crop's value is the sum of the tokens beside its edge cards (docs/rules/garden.md#scoring).
  return tr("Post %1, token %2: it counts for the %3 at %4 beside it; %3 is worth %5 now.")
      .arg(postText(post), QString::number(token), name, cellText(cell), value);
}

QString GardenBoard::handTip(int crop) const {
  const int hs = handSeat();
  if (hs < 0 || hs >= static_cast<int>(sight_.players.size()) || !sight_.players[hs].hand) return {};
  const int n = (*sight_.players[hs].hand)[static_cast<std::size_t>(crop)];
  const int value = sight_.values[static_cast<std::size_t>(crop)];
  return tr("%1: %2 in hand × value %3 = %4 points.").arg(cropTitle(crop)).arg(n).arg(value).arg(n * value);
}

QString GardenBoard::areaTip(const GardenLayout& g, QPointF point) const {
  const int n = static_cast<int>(sight_.players.size());
  if (g.harvestTitle.contains(point))
    return tr("The deck holds %1 cards face down and refills the harvest; the discard pile holds %2 cards.")
        .arg(sight_.deckSize)
        .arg(sight_.discardSize);
  const int hs = handSeat();
  if (g.handTitle.contains(point) && !(hs >= 0 && hs < n && sight_.players[hs].hand))
    return tr("Each hand is hidden from the other players; the players list says how many cards each holds.");
  for (int i = 0; i < static_cast<int>(sight_.crops.size()); ++i)
    if (g.valueRow(i).contains(point))
      return tr("%1 is worth %2 now: the sum of the tokens on the posts beside its cards at the edge of the "
                "garden.")
          .arg(cropTitle(sight_.crops[static_cast<std::size_t>(i)]))
          .arg(sight_.values[static_cast<std::size_t>(sight_.crops[static_cast<std::size_t>(i)])]);
  for (int k = 0; k < n; ++k) {
    if (!g.playerRow(k).contains(point)) continue;
    const auto& pl = sight_.players[static_cast<std::size_t>(k)];
    const QString name = k == seat() ? tr("%1 (you)").arg(pl.name) : pl.name;
    // Only how many cards: which ones stay hidden unless this seat may see them.
    QString tip = pl.points
                      ? tr("%1: %2 cards in hand, %3 points now.").arg(name).arg(pl.handSize).arg(*pl.points)
                      : tr("%1: %2 cards in hand, hidden from you.").arg(name).arg(pl.handSize);
    if (k == sight_.current && sight_.phase != QLatin1String("over"))
      tip += u' ' + tr("%1 is playing now.").arg(pl.name);
    return tip;
  }
  return {};
}

bool GardenBoard::event(QEvent* event) {
  if (event->type() != QEvent::ToolTip) return BoardView::event(event);
  const auto* help = static_cast<QHelpEvent*>(event);
  QString tip = toolTipAt(help->pos());
  // The sandbox's every-use view says why a target is refused, or how many uses reach it.
  if (const auto t = layout().targetAt(help->pos(), handlesShown()); t && everyUse())
    if (const QString why = everyUseReason(*t); !why.isEmpty()) tip = why;
  if (tip.isEmpty()) {
    QToolTip::hideText();
    event->ignore();
  } else {
    QToolTip::showText(help->globalPos(), tip, this);
  }
  return true;
}

}  // namespace vb::app::garden
