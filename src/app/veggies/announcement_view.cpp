#include "veggies/announcement_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "veggies/card_painter.h"
#include "veggies/symbol_art.h"

namespace vb::app::veggies {

namespace {
constexpr qreal kMessageHeight = 46;
constexpr qreal kGap = 14;
}  // namespace

AnnouncementView::AnnouncementView(QWidget* parent) : QWidget(parent) {
  setFocusPolicy(Qt::NoFocus);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void AnnouncementView::setChoice(const QString& message, std::vector<char> types, int focused) {
  message_ = message;
  types_ = std::move(types);
  focused_ = focused;
  setCursor(types_.empty() ? Qt::ArrowCursor : Qt::PointingHandCursor);
  update();
}

QSize AnnouncementView::sizeHint() const { return {360, 180}; }

QRectF AnnouncementView::tileRect(int index) const {
  const qreal h = std::clamp(height() - kMessageHeight - 8, 40.0, 120.0);
  const qreal w = h * 0.85;
  return {8 + index * (w + kGap), kMessageHeight, w, h};
}

QPoint AnnouncementView::pointForType(int index) const { return tileRect(index).center().toPoint(); }

void AnnouncementView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  QFont f = font();
  f.setBold(true);
  f.setPointSizeF(f.pointSizeF() * 1.1);
  p.setFont(f);
  p.setPen(QColor(0x3b, 0x2a, 0x17));
  p.drawText(QRectF(8, 0, width() - 16, kMessageHeight - 4),
             Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, message_);
  QFont nameFont = font();
  for (int i = 0; i < static_cast<int>(types_.size()); ++i) {
    const char code = types_[static_cast<std::size_t>(i)];
    const QRectF tile = tileRect(i);
    p.setPen(i == focused_ ? QPen(QColor(0x23, 0x7a, 0x3b), 3) : QPen(CardPainter::edgeColour(), 1.5));
    p.setBrush(CardPainter::cardColour());
    p.drawRoundedRect(tile, 10, 10);
    const qreal s = std::min(tile.width() - 16, tile.height() - 30);
    CardPainter(p).space(QRectF(tile.center().x() - s / 2, tile.top() + 6, s, s), code);
    p.setFont(nameFont);
    p.setPen(QColor(0x3b, 0x2a, 0x17));
    p.drawText(QRectF(tile.left(), tile.bottom() - 24, tile.width(), 22), Qt::AlignCenter,
               SymbolArt::pluralName(code));
  }
}

void AnnouncementView::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  for (int i = 0; i < static_cast<int>(types_.size()); ++i)
    if (tileRect(i).contains(event->position())) emit typeChosen(types_[static_cast<std::size_t>(i)]);
}

}  // namespace vb::app::veggies
