#include "confirm_bar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QShortcut>

#include "message_area.h"

namespace vb::app {

ConfirmBar::ConfirmBar(QWidget* parent) : QFrame(parent) {
  setObjectName(QStringLiteral("confirm-bar"));
  setStyleSheet(
      QStringLiteral("#confirm-bar { background: #fff4d6; border-top: 1px solid #e0c36a;"
                     " border-bottom: 1px solid #e0c36a; } #confirm-bar QLabel { color: #3d3100; }"));
  text_ = new MessageLine(this);  // a long move in Italian or Spanish wraps rather than being cut
  text_->setObjectName(QStringLiteral("confirm-text"));
  confirm_ = new QPushButton(this);
  confirm_->setObjectName(QStringLiteral("confirm"));
  confirm_->setDefault(true);
  cancel_ = new QPushButton(this);
  cancel_->setObjectName(QStringLiteral("cancel"));
  auto* row = new QHBoxLayout(this);
  row->setContentsMargins(12, 6, 12, 6);
  row->setSpacing(8);
  row->addWidget(text_, 1);
  row->addWidget(confirm_);
  row->addWidget(cancel_);
  connect(confirm_, &QPushButton::clicked, this, &ConfirmBar::confirmed);
  connect(cancel_, &QPushButton::clicked, this, &ConfirmBar::cancelled);

  // The keys work wherever the focus is in the window (the table keeps it while the bar shows),
  // and only while there is something to confirm.
  QWidget* window = parent != nullptr ? parent->window() : this;
  enter_ = new QShortcut(QKeySequence(Qt::Key_Return), window);
  enterPad_ = new QShortcut(QKeySequence(Qt::Key_Enter), window);
  escape_ = new QShortcut(QKeySequence(Qt::Key_Escape), window);
  for (QShortcut* key : {enter_, enterPad_, escape_}) {
    key->setContext(Qt::WindowShortcut);
    key->setEnabled(false);
  }
  connect(enter_, &QShortcut::activated, this, &ConfirmBar::confirmed);
  connect(enterPad_, &QShortcut::activated, this, &ConfirmBar::confirmed);
  connect(escape_, &QShortcut::activated, this, &ConfirmBar::cancelled);
  retranslate();
}

void ConfirmBar::showPending(const QString& words) {
  words_ = words;
  for (QShortcut* key : {enter_, enterPad_, escape_}) key->setEnabled(!words.isEmpty());
  retranslate();
}

void ConfirmBar::retranslate() {
  text_->setWords(words_.isEmpty() ? QString()
                                   : tr("%1 — this shows a hidden card and cannot be undone.").arg(words_));
  confirm_->setText(tr("Confirm (Enter)"));
  cancel_->setText(tr("Cancel (Esc)"));
  confirm_->setToolTip(tr("Make this move"));
  cancel_->setToolTip(tr("Take this move back before anything is shown"));
}

void ConfirmBar::changeEvent(QEvent* event) {
  QFrame::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

}  // namespace vb::app
