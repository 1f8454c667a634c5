#include "seat_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include "game_controller.h"
#include "player_kind.h"
#include "seat_colours.h"
#include "widget_kit.h"

namespace vb::app {

// One seat's line; the seat to play is set on a tint of its colour.
class SeatRow : public QWidget {
 public:
  explicit SeatRow(QWidget* parent) : QWidget(parent) {
    swatch_ = new QLabel(this);
    name_ = new QLabel(this);
    name_->setObjectName(QStringLiteral("name"));
    kind_ = new QLabel(this);
    kind_->setObjectName(QStringLiteral("kind"));
    kind_->setForegroundRole(QPalette::PlaceholderText);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("status"));
    status_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    auto* words = new QVBoxLayout;
    words->setSpacing(0);
    words->addWidget(name_);
    words->addWidget(kind_);
    auto* row = boxWith<QHBoxLayout>(this, {10, 6, 10, 6}, 10);
    row->addWidget(swatch_, 0, Qt::AlignVCenter);
    row->addLayout(words, 1);
    row->addWidget(status_, 0, Qt::AlignVCenter);
  }

  void showSeat(const QString& name, const QString& kind, const QColor& colour, const QString& status,
                bool active) {
    colour_ = colour;
    active_ = active;
    swatch_->setPixmap(colourSwatch(colour, 18).pixmap(18, 18));
    name_->setText(name);
    QFont f = name_->font();
    f.setBold(active);
    name_->setFont(f);
    kind_->setText(kind);
    status_->setText(status);
    // A SeatRow has no Q_OBJECT: its words are the panel's (tr() would look them up under QWidget).
    setAccessibleName(status.isEmpty() ? name : SeatPanel::tr("%1, %2").arg(name, status));
    update();
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    if (!active_) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor tint = colour_;
    tint.setAlphaF(0.16);
    painter.setPen(QPen(colour_, 1.5));
    painter.setBrush(tint);
    painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 8, 8);
  }

 private:
  QLabel* swatch_;
  QLabel* name_;
  QLabel* kind_;
  QLabel* status_;
  QColor colour_;
  bool active_ = false;
};

SeatPanel::SeatPanel(QWidget* parent) : QWidget(parent) { boxWith<QVBoxLayout>(this, {0, 0, 0, 0}, 4); }

void SeatPanel::showSeats(const GameController& controller) {
  const int seats = static_cast<int>(controller.seats().size());
  while (rows_.size() < seats) {
    auto* row = new SeatRow(this);
    row->setObjectName(QStringLiteral("seat-%1").arg(rows_.size()));
    layout()->addWidget(row);
    rows_.append(row);
  }
  while (rows_.size() > seats) delete rows_.takeLast();

  const vb::State& state = controller.state();
  marked_ = state.currentPlayer();
  for (int seat = 0; seat < seats; ++seat) {
    const vb::Seat& who = controller.seats()[seat];
    const QString kind = PlayerKind::name(who.human ? std::string() : who.bot);
    QString status;
    if (seat == marked_) {
      if (!who.human)
        status = tr("thinking…");
      else if (controller.curtainSeat() == seat)
        status = tr("next");
      else
        status = tr("to play");
    }
    rows_[seat]->showSeat(controller.seatName(seat), kind, controller.seatColour(seat), status,
                          seat == marked_);
  }
}

}  // namespace vb::app
