#include "spotlight.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace vb::app {

namespace {

const QColor kDim(0, 0, 0, 110);
const QColor kArrow(0xf5, 0xa6, 0x23);
constexpr int kMargin = 6;
constexpr double kArrowLength = 70;

}  // namespace

Spotlight::Spotlight(BoardView* board) : QWidget(board), board_(board), watched_(board) {
  setObjectName(QStringLiteral("lesson-spotlight"));
  setAttribute(Qt::WA_TransparentForMouseEvents);
  setAttribute(Qt::WA_NoSystemBackground);
  board->installEventFilter(this);
  connect(board, &BoardView::selectionChanged, this, qOverload<>(&QWidget::update));
  setGeometry(board->rect());
  hide();
}

void Spotlight::pointAt(std::optional<vb::ActionId> action) {
  action_ = action;
  setGeometry(board_->rect());
  raise();
  setVisible(action_.has_value());
  update();
}

std::optional<QRect> Spotlight::spot() const {
  if (!action_ || !board_) return std::nullopt;
  return board_->nextSpot(*action_);
}

bool Spotlight::eventFilter(QObject* watched, QEvent* event) {
  // The board is compared as a plain QObject: while it is being destroyed it is no BoardView any
  // more, and reading the QPointer would cast it to one.
  if ((event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest) && watched == watched_ &&
      board_) {
    setGeometry(board_->rect());
    raise();
  }
  return QWidget::eventFilter(watched, event);
}

void Spotlight::paintEvent(QPaintEvent*) {
  const std::optional<QRect> at = spot();
  if (!at) return;
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QRectF hole = QRectF(*at).adjusted(-kMargin, -kMargin, kMargin, kMargin);
  QPainterPath dim;
  dim.addRect(rect());
  QPainterPath bright;
  bright.addRoundedRect(hole, 8, 8);
  p.fillPath(dim.subtracted(bright), kDim);
  p.setPen(QPen(kArrow, 4));
  p.setBrush(Qt::NoBrush);
  p.drawRoundedRect(hole, 8, 8);

  // The arrow comes down from above the spot when there is room (never over the row of cards the
  // spot sits in), else up from below, else from the middle of the table.
  QPointF dir(0, -1);
  if (hole.top() < kArrowLength + kMargin) dir = QPointF(0, 1);
  if (dir.y() > 0 && hole.bottom() + kArrowLength + kMargin > height()) {
    const QPointF toMiddle = QPointF(rect().center()) - hole.center();
    const double length = std::hypot(toMiddle.x(), toMiddle.y());
    dir = length > 1 ? toMiddle / length : QPointF(0, -1);
  }
  const QPointF centre = hole.center();
  const double reach = std::abs(dir.x()) * hole.width() / 2 + std::abs(dir.y()) * hole.height() / 2;
  const QPointF tip = centre + dir * (reach + 4);
  const QPointF tail = tip + dir * kArrowLength;
  p.setPen(QPen(kArrow, 7, Qt::SolidLine, Qt::RoundCap));
  p.drawLine(tail, tip + dir * 12);
  const QPointF side(-dir.y(), dir.x());
  QPolygonF head;
  head << tip << tip + dir * 22 + side * 13 << tip + dir * 22 - side * 13;
  p.setPen(Qt::NoPen);
  p.setBrush(kArrow);
  p.drawPolygon(head);
}

}  // namespace vb::app
