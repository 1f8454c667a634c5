#include "edit/play_from_here_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "player_kind.h"

namespace vb::app {

PlayFromHereDialog::PlayFromHereDialog(const vb::State& state, QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Play from Here"));
  auto* layout = new QVBoxLayout(this);
  auto* intro = new QLabel(tr("Who plays each seat from this position?"), this);
  intro->setWordWrap(true);
  layout->addWidget(intro);
  auto* form = new QFormLayout;
  for (int seat = 0; seat < state.numPlayers(); ++seat) {
    names_.push_back(state.playerName(seat));
    auto* player = new QComboBox(this);
    player->setObjectName(QStringLiteral("player-%1").arg(seat));
    for (const std::string& bot : PlayerKind::offered())
      player->addItem(PlayerKind::choice(bot), QString::fromStdString(bot));
    player->setAccessibleName(tr("Who plays %1").arg(QString::fromStdString(names_.back())));
    form->addRow(QString::fromStdString(names_.back()), player);
    players_.append(player);
  }
  layout->addLayout(form);
  teaching_ = new QCheckBox(tr("Teaching mode: every hand open, undo anything"), this);
  teaching_->setObjectName(QStringLiteral("teaching"));
  teaching_->setChecked(true);
  layout->addWidget(teaching_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Play"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
}

std::vector<vb::Seat> PlayFromHereDialog::seats() const {
  std::vector<vb::Seat> seats;
  for (qsizetype seat = 0; seat < players_.size(); ++seat) {
    const std::string bot = players_[seat]->currentData().toString().toStdString();
    seats.push_back(vb::Seat{names_[static_cast<std::size_t>(seat)], bot.empty(), bot});
  }
  return seats;
}

bool PlayFromHereDialog::teaching() const { return teaching_->isChecked(); }

}  // namespace vb::app
