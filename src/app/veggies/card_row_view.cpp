#include "veggies/card_row_view.h"

#include <QFontMetrics>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "veggies/hover_tip.h"
#include "veggies/veggies_painter.h"

namespace vb::app::veggies {

namespace {
constexpr qreal kTitleHeight = 24;
constexpr qreal kLabelHeight = 20;
constexpr qreal kGap = 14;
constexpr qreal kLift = 8;  // how far a picked card rises out of the row
}  // namespace

CardRowView::CardRowView(QWidget* parent) : QWidget(parent) {
  setFocusPolicy(Qt::NoFocus);
  setMouseTracking(true);
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
}

void CardRowView::setTitle(const QString& title) {
  title_ = title;
  updateGeometry();  // "La tua mano" is wider than one card
  update();
}

QString CardRowView::toolTipAt(QPointF pos) const {
  const int at = slotAt(pos);
  if (at >= 0) return slots_[static_cast<std::size_t>(at)].tip;
  // A title the row has no room for ends in "…"; the tooltip says it whole.
  if (pos.y() < kTitleHeight && titleWidth() > width()) return title_;
  return {};
}

bool CardRowView::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip)
    return showTipAt(this, event, [this](QPointF pos) { return toolTipAt(pos); });
  return QWidget::event(event);
}

QFont CardRowView::titleFont() const {
  QFont f = font();
  f.setBold(true);
  return f;
}

int CardRowView::titleWidth() const { return QFontMetrics(titleFont()).horizontalAdvance(title_) + 12; }

QString CardRowView::shownTitle() const {
  // A title wider than the room left ends in "…" rather than being cut.
  return QFontMetrics(titleFont()).elidedText(title_, Qt::ElideRight, width() - 12);
}

CardRowView::Label CardRowView::labelOf(int index) const {
  const CardSlot& s = slots_[static_cast<std::size_t>(index)];
  // A label wider than its place ("19 en el mazo" on a small window) gets smaller letters, then
  // ends in "…" (its tooltip says it whole), rather than running into its neighbour's.
  const QRectF r = slotRect(index);
  const qreal room = r.width() + kGap - 2;
  QFont f = font();
  f.setPointSizeF(f.pointSizeF() * 0.9);
  const qreal natural = QFontMetricsF(f).horizontalAdvance(s.label);
  if (natural > room) f.setPointSizeF(std::max(f.pointSizeF() * 0.75, f.pointSizeF() * room / natural));
  return {QRectF(r.center().x() - room / 2, r.bottom() + (s.picked ? kLift : 0) + 2, room, kLabelHeight), f,
          QFontMetricsF(f).elidedText(s.label, Qt::ElideRight, room)};
}

std::vector<Caption> CardRowView::captions() const {
  std::vector<Caption> out;
  const QString title = shownTitle();
  const QRectF titleBox(6, 0, width() - 12, kTitleHeight);
  out.push_back(
      {QFontMetrics(titleFont()).boundingRect(titleBox.toRect(), Qt::AlignLeft | Qt::AlignVCenter, title),
       title});
  for (int i = 0; i < static_cast<int>(slots_.size()); ++i) {
    const Label label = labelOf(i);
    if (label.text.isEmpty()) continue;
    out.push_back({QFontMetricsF(label.font)
                       .boundingRect(label.box, Qt::AlignHCenter | Qt::AlignTop, label.text)
                       .toAlignedRect(),
                   label.text});
  }
  return out;
}

void CardRowView::setNote(const QString& note) {
  note_ = note;
  update();
}

void CardRowView::setSlots(std::vector<CardSlot> cards) {
  slots_ = std::move(cards);
  updateGeometry();
  update();
}

qreal CardRowView::cellSize() const {
  // Three spaces tall, under the title and above the labels; never wider than the row allows.
  const qreal byHeight = (height() - kTitleHeight - kLabelHeight - kLift - 6) / 3.0;
  const int n = std::max<int>(1, static_cast<int>(slots_.size()));
  const qreal byWidth = (width() - 12 - kGap * (n - 1)) / (2.0 * n);
  return std::clamp(std::min(byHeight, byWidth), 12.0, 52.0);
}

QSize CardRowView::sizeHint() const {
  const int n = std::max<int>(1, static_cast<int>(slots_.size()));
  return {std::max(static_cast<int>(n * 2 * 44 + (n - 1) * kGap + 12), titleWidth()),
          static_cast<int>(3 * 44 + kTitleHeight + kLabelHeight + kLift + 6)};
}

QSize CardRowView::minimumSizeHint() const {
  const int n = std::max<int>(1, static_cast<int>(slots_.size()));
  return {std::max(static_cast<int>(n * 2 * 24 + (n - 1) * kGap + 12), titleWidth()),
          static_cast<int>(3 * 24 + kTitleHeight + kLabelHeight + kLift + 6)};
}

QRectF CardRowView::slotRect(int index) const {
  const qreal cell = cellSize();
  const qreal w = 2 * cell, h = 3 * cell;
  const qreal x = 6 + index * (w + kGap);
  const qreal y = kTitleHeight + kLift;
  QRectF r(x, y, w, h);
  const CardSlot& s = slots_[static_cast<std::size_t>(index)];
  if (s.picked) r.translate(0, -kLift);
  return r;
}

QPoint CardRowView::pointForSlot(int index) const { return slotRect(index).center().toPoint(); }

int CardRowView::slotAt(QPointF pos) const {
  for (int i = 0; i < static_cast<int>(slots_.size()); ++i)
    if (slotRect(i).adjusted(0, -kLift, 0, kLift).contains(pos)) return i;
  return -1;
}

void CardRowView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setFont(titleFont());
  p.setPen(QColor(0x3b, 0x2a, 0x17));
  p.drawText(QRectF(6, 0, width() - 12, kTitleHeight), Qt::AlignLeft | Qt::AlignVCenter, shownTitle());

  if (!note_.isEmpty() && slots_.empty()) {
    QFont f = font();
    f.setItalic(true);
    p.setFont(f);
    p.setPen(QColor(90, 70, 40, 170));
    p.drawText(QRectF(6, kTitleHeight, width() - 12, height() - kTitleHeight),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note_);
    return;
  }

  CardPainter cards(p);
  const qreal cell = cellSize();
  QFont labelFont = font();
  labelFont.setPointSizeF(labelFont.pointSizeF() * 0.9);
  for (int i = 0; i < static_cast<int>(slots_.size()); ++i) {
    const CardSlot& s = slots_[static_cast<std::size_t>(i)];
    QRectF r = slotRect(i);
    if (s.pickable && !s.picked && i == hovered_) r.translate(0, -kLift / 2);
    switch (s.kind) {
      case CardSlot::Kind::Face:
        cards.patch(r.topLeft(), cell, s.face);
        break;
      case CardSlot::Kind::Back:
        cards.back(r);
        break;
      case CardSlot::Kind::Deck:
        // A pile: a few backs, each a little higher than the one below.
        for (int k = 2; k >= 0; --k) cards.back(r.translated(k * 2.5, k * 2.5), k == 2);
        break;
      case CardSlot::Kind::Empty:
        cards.emptySlot(r);
        break;
    }
    if (s.picked) {
      p.setPen(QPen(QColor(0x23, 0x7a, 0x3b), 3));
      p.setBrush(Qt::NoBrush);
      const qreal radius = CardPainter::cornerRadius(cell) + 3;
      p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius, radius);
    } else if (s.pickable) {
      p.setPen(QPen(QColor(0x23, 0x7a, 0x3b, i == hovered_ ? 200 : 90), 2, Qt::DashLine));
      p.setBrush(Qt::NoBrush);
      const qreal radius = CardPainter::cornerRadius(cell) + 3;
      p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius, radius);
    }
    if (s.picked && s.quarterTurns) {
      // The turn it will be laid with rides on the card's top edge, so its label keeps its room.
      const QString turn = QStringLiteral("↻ %1°").arg(s.quarterTurns * 90);
      p.setFont(labelFont);
      const qreal w = p.fontMetrics().horizontalAdvance(turn) + 10, h = p.fontMetrics().height() + 2;
      const QRectF chip(std::min(r.right() - w + 6, width() - w), r.top() - h / 2, w, h);
      p.setPen(QPen(QColor(0x23, 0x7a, 0x3b), 1.5));
      p.setBrush(Qt::white);
      p.drawRoundedRect(chip, h / 2, h / 2);
      p.setPen(QColor(0x23, 0x7a, 0x3b));
      p.drawText(chip, Qt::AlignCenter, turn);
    }
    const Label label = labelOf(i);
    p.setFont(label.font);
    p.setPen(QColor(0x3b, 0x2a, 0x17));
    p.drawText(label.box, Qt::AlignHCenter | Qt::AlignTop, label.text);
  }
}

void CardRowView::mouseMoveEvent(QMouseEvent* event) {
  const int at = slotAt(event->position());
  const int pickable = at >= 0 && slots_[static_cast<std::size_t>(at)].pickable ? at : -1;
  if (pickable != hovered_) {
    hovered_ = pickable;
    setCursor(hovered_ >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
  }
}

void CardRowView::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  const int at = slotAt(event->position());
  if (at >= 0 && slots_[static_cast<std::size_t>(at)].pickable) {
    emit slotPicked(at);
  } else if (at >= 0 || (slots_.empty() && !note_.isEmpty() && event->position().y() >= kTitleHeight)) {
    emit slotRefused(at);
  }
}

void CardRowView::leaveEvent(QEvent* event) {
  QWidget::leaveEvent(event);
  hovered_ = -1;
  update();
}

}  // namespace vb::app::veggies
