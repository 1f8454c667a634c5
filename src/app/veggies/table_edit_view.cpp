#include "veggies/table_edit_view.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "table/palette.h"
#include "veggiebox/games/veggies.h"
#include "veggies/symbol_art.h"
#include "veggies/veggies_painter.h"

namespace vb::app::veggies {

namespace {

constexpr qreal kMargin = 8;
constexpr qreal kHeader = 22;
constexpr qreal kTitle = 18;
constexpr int kRoomAround = 3;  // empty cells shown around a stall, room for a card beside it

QColor tableColour() { return QColor(0xe8, 0xe0, 0xcc); }
QColor problemColour() { return table::palette().refused; }

void title(QPainter& p, const QRectF& rect, const QString& text) {
  p.save();
  QFont f = p.font();
  f.setBold(true);
  p.setFont(f);
  p.setPen(QColor(0x40, 0x36, 0x28));
  p.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter,
             p.fontMetrics().elidedText(text, Qt::ElideRight, static_cast<int>(rect.width())));
  p.restore();
}

}  // namespace

TableEditView::TableEditView(EditedTable& table, QWidget* parent) : QWidget(parent), table_(table) {
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(640, 420);
}

void TableEditView::refresh() {
  geo_ = geometry();
  update();
}

std::optional<int> TableEditView::carried() const { return carried_; }

void TableEditView::setProblemPlaces(std::vector<CardPlace> places, bool wholeTable) {
  problem_ = std::move(places);
  problemEverywhere_ = wholeTable;
  update();
}

TableEditView::Geometry TableEditView::geometry() const {
  Geometry g;
  const qreal w = width(), h = height();
  const qreal pw = std::clamp(w * 0.24, 180.0, 340.0);
  g.palette = QRectF(w - kMargin - pw, kMargin, pw, h - 2 * kMargin);
  const qreal lw = w - pw - 3 * kMargin;
  const qreal sh = std::clamp(h * 0.22, 110.0, 170.0);
  g.slotCell = std::min(22.0, (sh - kTitle - 18) / 3);
  const qreal marketWidth = 3 * (2 * g.slotCell + 10) + 10;
  g.market = QRectF(kMargin, h - kMargin - sh, marketWidth, sh);
  g.deck = QRectF(g.market.right() + kMargin, g.market.top(), lw - marketWidth - kMargin, sh);
  // The palette: the largest cards that fit all forty.
  const qreal avail = g.palette.height() - kTitle - 40;
  for (g.paletteCell = 22; g.paletteCell > 5; g.paletteCell -= 0.5) {
    g.paletteColumns = std::max(1, static_cast<int>((pw - 4) / (2 * g.paletteCell + 6)));
    const int rows = (vb::veggies::kDeckSize + g.paletteColumns - 1) / g.paletteColumns;
    if (rows * (3 * g.paletteCell + 6) <= avail) break;
  }
  // The stalls: two side by side, four in a square.
  const int n = table_.players();
  const int cols = n <= 2 ? n : 2, rowsOfStalls = (n + cols - 1) / cols;
  const QRectF area(kMargin, kMargin, lw, g.market.top() - 2 * kMargin);
  const qreal panelW = (area.width() - (cols - 1) * kMargin) / cols;
  const qreal panelH = (area.height() - (rowsOfStalls - 1) * kMargin) / rowsOfStalls;
  const qreal handCell = std::min(g.slotCell, (panelH - kHeader - 30) / 6.5);
  for (int seat = 0; seat < n; ++seat) {
    StallFrame f;
    const int column = seat % cols, row = seat / cols;  // whole numbers: the panel's place in the grid
    f.panel = QRectF(area.left() + column * (panelW + kMargin), area.top() + row * (panelH + kMargin), panelW,
                     panelH);
    f.header = QRectF(f.panel.left() + 6, f.panel.top() + 2, f.panel.width() - 12, kHeader);
    f.hand = QRectF(f.panel.left() + 6, f.header.bottom() + 4, 2 * handCell + 8,
                    f.panel.bottom() - f.header.bottom() - 8);
    f.stall = QRectF(f.hand.right() + 6, f.header.bottom() + 4, f.panel.right() - f.hand.right() - 12,
                     f.panel.bottom() - f.header.bottom() - 8);
    const SeenPlayer s = table_.stall(seat);
    QRect b = s.bounds();
    if (b.isEmpty()) b = QRect(0, 0, 2, 3);
    b.adjust(-kRoomAround, -kRoomAround, kRoomAround, kRoomAround);
    f.cell = std::min({f.stall.width() / b.width(), f.stall.height() / b.height(), 44.0});
    const QPointF centre(b.x() + b.width() / 2.0, b.y() + b.height() / 2.0);
    f.originPixel = f.stall.center() - centre * f.cell;
    g.stalls.push_back(f);
  }
  return g;
}

QRectF TableEditView::handSlot(const StallFrame& f, int index) const {
  const qreal cell = (f.hand.width() - 8) / 2;
  return QRectF(QPointF(f.hand.left() + 4, f.hand.top() + 14 + index * (3 * cell + 18)), slotSize(cell));
}

QRectF TableEditView::marketSlot(int slot) const {
  const qreal c = geo_.slotCell;
  return QRectF(QPointF(geo_.market.left() + 10 + slot * (2 * c + 10), geo_.market.top() + kTitle + 6),
                slotSize(c));
}

QRectF TableEditView::deckCard(int index, int count) const {
  const qreal c = geo_.slotCell;
  const qreal step = std::min(2 * c + 4, (geo_.deck.width() - 2 * c - 12) / std::max(count - 1, 1));
  return QRectF(QPointF(geo_.deck.left() + 6 + index * step, geo_.deck.top() + kTitle + 6), slotSize(c));
}

QRectF TableEditView::paletteCard(int index) const {
  const qreal c = geo_.paletteCell;
  const int col = index % geo_.paletteColumns, row = index / geo_.paletteColumns;
  return QRectF(QPointF(geo_.palette.left() + 4 + col * (2 * c + 6),
                        geo_.palette.top() + kTitle + 4 + row * (3 * c + 6)),
                slotSize(c));
}

TableEditView::Hit TableEditView::hitAt(QPointF pixel) const {
  Hit hit;
  const auto box = table_.box();
  if (geo_.palette.contains(pixel)) {
    hit.place = {CardPlace::Kind::Box, -1, 0};
    hit.onPlace = true;
    for (std::size_t k = 0; k < box.size(); ++k)
      if (paletteCard(static_cast<int>(k)).contains(pixel)) hit.card = box[k];
    return hit;
  }
  if (geo_.deck.contains(pixel)) {
    const auto ids = table_.deck();
    const int n = static_cast<int>(ids.size());
    hit.onPlace = true;
    hit.place = {CardPlace::Kind::Deck, -1, n};
    for (int k = n - 1; k >= 0; --k)
      if (deckCard(k, n).contains(pixel)) hit.place.index = k, hit.card = ids[static_cast<std::size_t>(k)];
    if (hit.card == kNoCard && n > 0 && pixel.x() < deckCard(0, n).left()) hit.place.index = 0;
    return hit;
  }
  for (int slot = 0; slot < 3; ++slot)
    if (marketSlot(slot).adjusted(-4, -4, 4, 4).contains(pixel)) {
      hit.place = {CardPlace::Kind::Market, -1, slot};
      hit.card = table_.cardAt(hit.place);
      hit.onPlace = true;
      return hit;
    }
  for (int seat = 0; seat < static_cast<int>(geo_.stalls.size()); ++seat) {
    const StallFrame& f = geo_.stalls[static_cast<std::size_t>(seat)];
    if (!f.panel.contains(pixel)) continue;
    hit.onPlace = true;
    const bool setup = table_.stall(seat).rows.empty();
    if (f.hand.contains(pixel)) {
      const int index = setup && handSlot(f, 1).top() - 9 < pixel.y() ? 1 : 0;
      hit.place = {setup ? CardPlace::Kind::Drawn : CardPlace::Kind::Hand, seat, index};
      hit.card = table_.cardAt(hit.place);
      return hit;
    }
    hit.place = {CardPlace::Kind::Stall, seat, 0};
    hit.cell = (pixel - f.originPixel) / f.cell;
    const SeenPlayer s = table_.stall(seat);
    if (s.at(static_cast<int>(std::floor(hit.cell.x())), static_cast<int>(std::floor(hit.cell.y()))) != '.')
      hit.card = table_.cardAt(hit.place);
    return hit;
  }
  return hit;
}

QPoint TableEditView::pointOf(const CardPlace& place, int id) const {
  switch (place.kind) {
    case CardPlace::Kind::Box: {
      const auto box = table_.box();
      const auto it = std::find(box.begin(), box.end(), id);
      if (it == box.end()) return geo_.palette.bottomLeft().toPoint() + QPoint(20, -10);
      return paletteCard(static_cast<int>(it - box.begin())).center().toPoint();
    }
    case CardPlace::Kind::Deck: {
      const int n = static_cast<int>(table_.deck().size());
      if (place.index >= n)
        return QPoint(static_cast<int>(geo_.deck.right()) - 10, static_cast<int>(geo_.deck.center().y()));
      return deckCard(place.index, n).topLeft().toPoint() + QPoint(3, 10);
    }
    case CardPlace::Kind::Market:
      return marketSlot(place.index).center().toPoint();
    case CardPlace::Kind::Hand:
    case CardPlace::Kind::Drawn:
      return handSlot(geo_.stalls[static_cast<std::size_t>(place.seat)], place.index).center().toPoint();
    case CardPlace::Kind::Stall: {
      const SeenPlayer s = table_.stall(place.seat);
      const StallFrame& f = geo_.stalls[static_cast<std::size_t>(place.seat)];
      for (int y = 0; y < static_cast<int>(s.rows.size()); ++y)
        for (int x = 0; x < static_cast<int>(s.rows[static_cast<std::size_t>(y)].size()); ++x)
          if (s.rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] != '.')
            return (f.originPixel + (QPointF(s.origin + QPoint(x, y)) + QPointF(0.5, 0.5)) * f.cell)
                .toPoint();
      return f.stall.center().toPoint();
    }
  }
  return {};
}

QPoint TableEditView::pointForPlacement(int seat, QPoint topLeft, QSize cardSize) const {
  const StallFrame& f = geo_.stalls[static_cast<std::size_t>(seat)];
  const QPointF centre = QPointF(topLeft) + QPointF(cardSize.width() / 2.0, cardSize.height() / 2.0);
  return (f.originPixel + centre * f.cell).toPoint();
}

// The card's centre follows the pointer and snaps to the grid, as in play.
QPoint TableEditView::placementFor(int id, QPointF cell) const {
  const auto rows = table_.faces().rows(id, turns_);
  const qreal w = rows.empty() ? 2 : static_cast<qreal>(rows.front().size()),
              h = static_cast<qreal>(rows.size());
  return QPoint(static_cast<int>(std::floor(cell.x() - w / 2 + 0.5)),
                static_cast<int>(std::floor(cell.y() - h / 2 + 0.5)));
}

// ---- painting ----

void TableEditView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  geo_ = geometry();
}

void TableEditView::paintEvent(QPaintEvent*) {
  if (geo_.stalls.size() != static_cast<std::size_t>(table_.players())) geo_ = geometry();
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), tableColour());
  for (int seat = 0; seat < table_.players(); ++seat)
    paintStall(p, seat, geo_.stalls[static_cast<std::size_t>(seat)]);
  paintStrip(p);
  paintPalette(p);
  if (problemEverywhere_) {
    p.setPen(QPen(problemColour(), 3));
    p.setBrush(Qt::NoBrush);
    p.drawRect(rect().adjusted(2, 2, -2, -2));
  }
  paintCarried(p);
}

void TableEditView::paintIdTag(QPainter& p, QPointF at, int id, qreal size) {
  p.save();
  QFont f = p.font();
  f.setPixelSize(std::max(8, static_cast<int>(size)));
  f.setBold(true);
  p.setFont(f);
  const QString text = QString::number(id);
  const QRectF box(at, QSizeF(p.fontMetrics().horizontalAdvance(text) + 6, p.fontMetrics().height()));
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0x40, 0x36, 0x28, 220));
  p.drawRoundedRect(box, 3, 3);
  p.setPen(Qt::white);
  p.drawText(box, Qt::AlignCenter, text);
  p.restore();
}

void TableEditView::paintSlotCard(QPainter& p, const QRectF& rect, int id, const QString& label) {
  CardPainter cards(p);
  const qreal c = rect.width() / 2;
  if (id == kDealt) {
    cards.back(rect, false);
  } else if (id > 0) {
    cards.patch(rect.topLeft(), c, table_.faces().rows(id, 0));
    paintIdTag(p, rect.topLeft() + QPointF(1, 1), id, std::min(12.0, c * 0.7));
  } else {
    cards.emptySlot(rect);
  }
  if (!label.isEmpty()) {
    p.save();
    QFont f = p.font();
    f.setPixelSize(10);
    p.setFont(f);
    p.setPen(QColor(0x50, 0x46, 0x38));
    const QRectF under(rect.left() - 12, rect.bottom() + 1, rect.width() + 24, 13);
    p.drawText(under, Qt::AlignHCenter | Qt::AlignTop, label);
    p.restore();
  }
}

void TableEditView::paintStall(QPainter& p, int seat, const StallFrame& f) {
  const bool outlined = std::any_of(problem_.begin(), problem_.end(), [seat](const CardPlace& c) {
    return c.seat == seat && c.kind == CardPlace::Kind::Stall;
  });
  p.setPen(QPen(outlined ? problemColour() : QColor(0xc9, 0xb2, 0x8e), outlined ? 3 : 1));
  p.setBrush(QColor(0xf3, 0xee, 0xe0));
  p.drawRoundedRect(f.panel, 8, 8);
  const SeenPlayer s = table_.stall(seat);
  QString head =
      s.cardCount == 1 ? tr("%1 — 1 card").arg(s.name) : tr("%1 — %2 cards").arg(s.name).arg(s.cardCount);
  if (table_.cardsDealt(seat)) head = tr("%1 — cards dealt at random").arg(s.name);
  if (s.announced) head += tr(", announced %1").arg(SymbolArt::singularName(s.announced));
  title(p, f.header, head);
  // The hand column: the hand, or the two drawn cards while the stall is empty.
  const bool setup = s.rows.empty();
  const bool handOutlined = std::any_of(problem_.begin(), problem_.end(), [seat](const CardPlace& c) {
    return c.seat == seat && (c.kind == CardPlace::Kind::Hand || c.kind == CardPlace::Kind::Drawn);
  });
  if (handOutlined) {
    p.setPen(QPen(problemColour(), 3));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(f.hand, 6, 6);
  }
  p.save();
  QFont small = p.font();
  small.setPixelSize(10);
  p.setFont(small);
  p.setPen(QColor(0x50, 0x46, 0x38));
  p.drawText(QRectF(f.hand.left(), f.hand.top(), f.hand.width() + 20, 12), Qt::AlignLeft,
             setup ? tr("Drawn") : tr("Hand"));
  p.restore();
  if (setup) {
    const auto drawn = table_.drawn(seat);
    for (int k = 0; k < 2; ++k) paintSlotCard(p, handSlot(f, k), drawn[static_cast<std::size_t>(k)], {});
  } else {
    const int hand = table_.hand(seat);
    paintSlotCard(p, handSlot(f, 0), hand,
                  hand == kDealt    ? tr("at random")
                  : hand == kNoCard ? tr("none")
                                    : QString());
  }
  // The stall, clipped to its area, with a faint grid where cards could go.
  p.save();
  p.setClipRect(f.stall);
  p.setPen(QPen(QColor(0, 0, 0, 25), 1));
  const QPointF first = f.originPixel;
  for (qreal x = std::fmod(first.x() - f.stall.left(), f.cell) + f.stall.left(); x < f.stall.right();
       x += f.cell)
    p.drawLine(QPointF(x, f.stall.top()), QPointF(x, f.stall.bottom()));
  for (qreal y = std::fmod(first.y() - f.stall.top(), f.cell) + f.stall.top(); y < f.stall.bottom();
       y += f.cell)
    p.drawLine(QPointF(f.stall.left(), y), QPointF(f.stall.right(), y));
  if (!s.rows.empty()) {
    CardPainter(p).patch(f.originPixel + QPointF(s.origin) * f.cell, f.cell, s.rows);
    const auto ids = table_.stallCards(seat);
    if (!ids.empty()) {
      const QString pile = tr("Cards, bottom first: %1").arg([&ids] {
        QStringList l;
        for (int id : ids) l << QString::number(id);
        return l.join(QStringLiteral(", "));
      }());
      p.setPen(QColor(0x50, 0x46, 0x38));
      p.drawText(f.stall.adjusted(4, 0, -4, -2), Qt::AlignBottom | Qt::AlignLeft, pile);
    }
  } else {
    p.setPen(QColor(0x80, 0x70, 0x58));
    p.drawText(f.stall, Qt::AlignCenter, tr("Empty stall: drop a card here"));
  }
  p.restore();
}

void TableEditView::paintStrip(QPainter& p) {
  const bool marketOutlined = std::any_of(
      problem_.begin(), problem_.end(), [](const CardPlace& c) { return c.kind == CardPlace::Kind::Market; });
  const bool deckOutlined = std::any_of(problem_.begin(), problem_.end(),
                                        [](const CardPlace& c) { return c.kind == CardPlace::Kind::Deck; });
  for (const auto& [area, bad] :
       {std::pair{geo_.market, marketOutlined}, std::pair{geo_.deck, deckOutlined}}) {
    p.setPen(QPen(bad ? problemColour() : QColor(0xc9, 0xb2, 0x8e), bad ? 3 : 1));
    p.setBrush(QColor(0xf3, 0xee, 0xe0));
    p.drawRoundedRect(area, 8, 8);
  }
  title(p, QRectF(geo_.market.left() + 8, geo_.market.top() + 2, geo_.market.width() - 16, kTitle),
        tr("Market"));
  for (int slot = 0; slot < 3; ++slot) {
    const int id = table_.market(slot);
    paintSlotCard(p, marketSlot(slot), id,
                  id == kDealt    ? tr("at random")
                  : id == kNoCard ? tr("empty")
                                  : tr("slot %1").arg(slot + 1));
  }
  const auto ids = table_.deck();
  const int n = static_cast<int>(ids.size());
  title(p, QRectF(geo_.deck.left() + 8, geo_.deck.top() + 2, geo_.deck.width() - 16, kTitle),
        n == 0 ? tr("Deck: every card left in the box, shuffled")
               : tr("Deck, top first (%1), then the box shuffled").arg(n));
  for (int k = n - 1; k >= 0; --k) paintSlotCard(p, deckCard(k, n), ids[static_cast<std::size_t>(k)], {});
  // While a card is carried over the deck, a bar shows where it would go in.
  if (carried_ && geo_.deck.contains(mouse_)) {
    const Hit hit = hitAt(mouse_);
    const QRectF r = n == 0                ? deckCard(0, 1)
                     : hit.place.index < n ? deckCard(hit.place.index, n)
                                           : deckCard(n - 1, n).translated(2 * geo_.slotCell + 4, 0);
    p.fillRect(QRectF(r.left() - 3, r.top(), 3, r.height()), QColor(0x2c, 0x5a, 0x33));
  }
}

void TableEditView::paintPalette(QPainter& p) {
  p.setPen(QPen(QColor(0xc9, 0xb2, 0x8e), 1));
  p.setBrush(QColor(0xf7, 0xf3, 0xe8));
  p.drawRoundedRect(geo_.palette, 8, 8);
  const auto box = table_.box();
  title(p, QRectF(geo_.palette.left() + 8, geo_.palette.top() + 1, geo_.palette.width() - 16, kTitle),
        tr("In the box: %1 of %2").arg(box.size()).arg(vb::veggies::kDeckSize));
  for (std::size_t k = 0; k < box.size(); ++k) {
    if (carried_ && *carried_ == box[k] && from_.kind == CardPlace::Kind::Box) continue;
    paintSlotCard(p, paletteCard(static_cast<int>(k)), box[k], {});
  }
  p.save();
  QFont f = p.font();
  f.setPixelSize(11);
  p.setFont(f);
  p.setPen(QColor(0x50, 0x46, 0x38));
  p.drawText(QRectF(geo_.palette.left() + 6, geo_.palette.bottom() - 38, geo_.palette.width() - 12, 36),
             Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
             tr("Cards left in the box are shuffled into the deck when you play."));
  p.restore();
}

void TableEditView::paintCarried(QPainter& p) {
  if (!carried_) return;
  const auto rows = table_.faces().rows(*carried_, turns_);
  const Hit hit = hitAt(mouse_);
  p.setOpacity(0.75);
  if (hit.onPlace && hit.place.kind == CardPlace::Kind::Stall) {
    const StallFrame& f = geo_.stalls[static_cast<std::size_t>(hit.place.seat)];
    p.save();
    p.setClipRect(f.stall);
    CardPainter(p).patch(f.originPixel + QPointF(placementFor(*carried_, hit.cell)) * f.cell, f.cell, rows);
    p.restore();
  } else {
    const qreal c = geo_.slotCell;
    const QSizeF size(rows.front().size() * c, rows.size() * c);
    CardPainter(p).patch(mouse_ - QPointF(size.width() / 2, size.height() / 2), c, rows);
  }
  p.setOpacity(1);
}

}  // namespace vb::app::veggies
