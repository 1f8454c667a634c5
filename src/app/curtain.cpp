#include "curtain.h"
#include "widget_kit.h"

#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QPainter>
#include <QPushButton>
#include <QStatusBar>
#include <QVBoxLayout>

namespace vb::app {

Curtain::Curtain(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("curtain"));
  setFocusPolicy(Qt::StrongFocus);
  setAutoFillBackground(false);

  title_ = new QLabel(this);
  title_->setObjectName(QStringLiteral("curtain-title"));
  title_->setAlignment(Qt::AlignCenter);
  scaleText(title_, 2.6, true);

  instruction_ = new QLabel(this);
  instruction_->setObjectName(QStringLiteral("curtain-instruction"));
  instruction_->setAlignment(Qt::AlignCenter);
  instruction_->setWordWrap(true);
  scaleText(instruction_, 1.25);

  reveal_ = new QPushButton(this);
  reveal_->setObjectName(QStringLiteral("curtain-reveal"));
  // Space and Enter belong to the curtain as a whole, so the button never takes the focus.
  reveal_->setFocusPolicy(Qt::NoFocus);
  reveal_->setMinimumHeight(reveal_->sizeHint().height() * 1.4);
  reveal_->setMinimumWidth(260);
  connect(reveal_, &QPushButton::pressed, this, &Curtain::buttonPressed);
  connect(reveal_, &QPushButton::clicked, this, &Curtain::buttonClicked);

  lastMove_ = new QLabel(this);
  lastMove_->setObjectName(QStringLiteral("curtain-last-move"));
  lastMove_->setAlignment(Qt::AlignCenter);
  lastMove_->setWordWrap(true);

  auto* column = boxWith<QVBoxLayout>(this, {48, 48, 48, 48}, 14);
  column->addStretch(3);
  column->addWidget(title_);
  column->addWidget(instruction_);
  column->addSpacing(18);
  column->addWidget(reveal_, 0, Qt::AlignHCenter);
  column->addSpacing(28);
  column->addWidget(lastMove_);
  column->addStretch(4);
}

void Curtain::waitFor(const QString& name, const QColor& colour, const QString& lastMove) {
  name_ = name;
  colour_ = colour;
  title_->setText(tr("%1's turn").arg(name));
  instruction_->setText(tr("Press Space when only %1 is looking.").arg(name));
  reveal_->setText(tr("I am %1 — show my cards").arg(name));
  lastMove_->setText(lastMove.isEmpty() ? QString() : tr("Last move: %1").arg(lastMove));
  lastMove_->setVisible(!lastMove.isEmpty());
  // The window's status bar is outside the curtain: whatever it said before the handover (the app's
  // own notices; the words for the person deciding are in the message area, under the curtain)
  // must not stay readable under it.
  if (auto* main = qobject_cast<QMainWindow*>(window()))
    if (auto* bar = main->findChild<QStatusBar*>(QString(), Qt::FindDirectChildrenOnly)) bar->clearMessage();
  update();
}

void Curtain::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), palette().color(QPalette::Window));
  // A band of the player's colour says whose turn it is before a word is read.
  const qreal band = 10;
  painter.fillRect(QRectF(0, 0, width(), band), colour_);
  painter.fillRect(QRectF(0, height() - band, width(), band), colour_);
  const qreal radius = 34;
  const QPointF centre(width() / 2.0, title_->geometry().top() - radius - 22);
  painter.setPen(QPen(colour_.darker(140), 2));
  painter.setBrush(colour_);
  painter.drawEllipse(centre, radius, radius);
  painter.setPen(Qt::white);
  painter.setFont(scaledFont(font(), 2.2, true));
  painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                   name_.left(1).toUpper());
}

void Curtain::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
      emit keyPressed(event->isAutoRepeat());
      return;
    default:
      QWidget::keyPressEvent(event);
  }
}

void Curtain::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  setFocus(Qt::OtherFocusReason);
}

}  // namespace vb::app
