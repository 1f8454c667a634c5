#include "preferences_dialog.h"
#include "widget_kit.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>

namespace vb::app {

namespace {

constexpr int kDelayStepMs = 100;

}  // namespace

PreferencesDialog::PreferencesDialog(const Preferences& preferences, QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("preferences"));
  setWindowTitle(tr("Preferences"));

  delay_ = new QSlider(Qt::Horizontal, this);
  delay_->setObjectName(QStringLiteral("bot-delay"));
  delay_->setRange(0, Preferences::kMaxBotDelayMs / kDelayStepMs);
  delay_->setPageStep(5);
  delay_->setTickPosition(QSlider::TicksBelow);
  delay_->setTickInterval(5);
  delay_->setValue(preferences.botDelayMs / kDelayStepMs);
  delay_->setMinimumWidth(220);
  delay_->setAccessibleName(tr("Computer players' pace"));
  delayText_ = new QLabel(this);
  delayText_->setMinimumWidth(delayText_->fontMetrics().horizontalAdvance(tr("%1 s").arg(2.0, 0, 'f', 1)) +
                              8);
  connect(delay_, &QSlider::valueChanged, this, [this](int steps) { showDelay(steps * kDelayStepMs); });
  showDelay(preferences.botDelayMs);

  teaching_ = new QCheckBox(tr("Teaching mode: undo anything, hands open"), this);
  teaching_->setObjectName(QStringLiteral("teaching"));
  teaching_->setChecked(preferences.teaching);
  auto* teachingNote = new QLabel(
      tr("For learning and playtesting at one screen: every hand is shown to everyone, there is no "
         "curtain between turns, and undo may take back any move, draws included."),
      this);
  teachingNote->setWordWrap(true);
  teachingNote->setForegroundRole(QPalette::PlaceholderText);

  auto* pace = new QHBoxLayout;
  pace->addWidget(delay_, 1);
  pace->addWidget(delayText_);
  auto* form = new QFormLayout;
  form->setHorizontalSpacing(12);
  form->addRow(tr("Computer players wait:"), pace);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* column = boxWith<QVBoxLayout>(this, {20, 18, 20, 14}, 12);
  column->addLayout(form);
  column->addWidget(teaching_);
  column->addWidget(teachingNote);
  column->addStretch(1);
  column->addWidget(buttons);
  resize(460, sizeHint().height());
}

Preferences PreferencesDialog::preferences() const {
  Preferences p;
  p.botDelayMs = delay_->value() * kDelayStepMs;
  p.teaching = teaching_->isChecked();
  return p;
}

void PreferencesDialog::showDelay(int ms) {
  delayText_->setText(ms == 0 ? tr("no wait") : tr("%1 s").arg(ms / 1000.0, 0, 'f', 1));
}

}  // namespace vb::app
