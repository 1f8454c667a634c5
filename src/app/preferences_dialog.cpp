#include "preferences_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QVBoxLayout>
#include <algorithm>

#include "language.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

constexpr int kDelayStepMs = 100;

}  // namespace

PreferencesDialog::PreferencesDialog(const Preferences& preferences, QWidget* parent)
    : QDialog(parent), spokenBefore_(currentLanguage()) {
  setObjectName(QStringLiteral("preferences"));

  // The system's language first, then each language in its own name (docs/translating.md).
  language_ = new QComboBox(this);
  language_->setObjectName(QStringLiteral("language"));
  language_->addItem(QString(), QString());
  for (const QString& code : appLanguages()) language_->addItem(languageName(code), code);
  language_->setCurrentIndex(std::max(language_->findData(preferences.language), 0));
  connect(language_, &QComboBox::currentIndexChanged, this, &PreferencesDialog::languageChosen);
  languageLabel_ = new QLabel(this);
  languageLabel_->setBuddy(language_);

  delay_ = new QSlider(Qt::Horizontal, this);
  delay_->setObjectName(QStringLiteral("bot-delay"));
  delay_->setRange(0, Preferences::kMaxBotDelayMs / kDelayStepMs);
  delay_->setPageStep(5);
  delay_->setTickPosition(QSlider::TicksBelow);
  delay_->setTickInterval(5);
  delay_->setValue(preferences.botDelayMs / kDelayStepMs);
  delay_->setMinimumWidth(220);
  delayLabel_ = new QLabel(this);
  delayText_ = new QLabel(this);
  connect(delay_, &QSlider::valueChanged, this, [this](int steps) { showDelay(steps * kDelayStepMs); });

  confirmReveals_ = new QCheckBox(this);
  confirmReveals_->setObjectName(QStringLiteral("confirm-reveals"));
  confirmReveals_->setChecked(preferences.confirmReveals);
  teaching_ = new QCheckBox(this);
  teaching_->setObjectName(QStringLiteral("teaching"));
  teaching_->setChecked(preferences.teaching);
  teachingNote_ = new QLabel(this);
  teachingNote_->setWordWrap(true);
  teachingNote_->setForegroundRole(QPalette::PlaceholderText);

  auto* pace = new QHBoxLayout;
  pace->addWidget(delay_, 1);
  pace->addWidget(delayText_);
  auto* form = new QFormLayout;
  form->setHorizontalSpacing(12);
  form->addRow(languageLabel_, language_);
  form->addRow(delayLabel_, pace);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* column = boxWith<QVBoxLayout>(this, {20, 18, 20, 14}, 12);
  column->addLayout(form);
  column->addWidget(confirmReveals_);
  column->addWidget(teaching_);
  column->addWidget(teachingNote_);
  column->addStretch(1);
  column->addWidget(buttons);
  retranslate();
  resize(480, sizeHint().height());
}

void PreferencesDialog::retranslate() {
  setWindowTitle(tr("Preferences"));
  language_->setItemText(0, tr("System default (%1)").arg(languageName(systemLanguage())));
  languageLabel_->setText(tr("&Language:"));
  delay_->setAccessibleName(tr("Computer players' pace"));
  delayLabel_->setText(tr("Computer players wait:"));
  delayText_->setMinimumWidth(
      delayText_->fontMetrics().horizontalAdvance(tr("%1 s").arg(QLocale().toString(2.0, 'f', 1))) + 8);
  showDelay(delay_->value() * kDelayStepMs);
  confirmReveals_->setText(tr("Ask me to confirm a move that shows a hidden card"));
  confirmReveals_->setToolTip(
      tr("Drawing or refilling shows a card, so that move cannot be undone: the table waits for "
         "Confirm (Enter) or Cancel (Esc)."));
  teaching_->setText(tr("Teaching mode: undo anything, hands open"));
  teachingNote_->setText(
      tr("For learning and playtesting at one screen: every hand is shown to everyone, there is no "
         "curtain between turns, and undo may take back any move, draws included."));
}

void PreferencesDialog::changeEvent(QEvent* event) {
  QDialog::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void PreferencesDialog::languageChosen() {
  const QString code = language_->currentData().toString();
  applyLanguage(code.isEmpty() ? systemLanguage() : code);
}

void PreferencesDialog::reject() {
  if (currentLanguage() != spokenBefore_) applyLanguage(spokenBefore_);
  QDialog::reject();
}

Preferences PreferencesDialog::preferences() const {
  Preferences p;
  p.botDelayMs = delay_->value() * kDelayStepMs;
  p.teaching = teaching_->isChecked();
  p.confirmReveals = confirmReveals_->isChecked();
  p.language = language_->currentData().toString();
  return p;
}

void PreferencesDialog::showDelay(int ms) {
  delayText_->setText(ms == 0 ? tr("no wait") : tr("%1 s").arg(QLocale().toString(ms / 1000.0, 'f', 1)));
}

}  // namespace vb::app
