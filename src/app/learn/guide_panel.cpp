#include "guide_panel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "guide.h"
#include "table/palette.h"
#include "widget_kit.h"

namespace vb::app {

GuidePanel::GuidePanel(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("guide-panel"));
  setAttribute(Qt::WA_StyledBackground);
  setStyleSheet(
      QStringLiteral("#guide-panel { background: #fff6dc; border: 2px solid #f5a623; border-radius: 8px; }"));
  title_ = new QLabel(this);
  title_->setObjectName(QStringLiteral("guide-title"));
  scaleText(title_, 1.1, true);
  title_->setWordWrap(true);
  progress_ = new QLabel(this);
  progress_->setObjectName(QStringLiteral("guide-progress"));
  sentence_ = new QLabel(this);
  sentence_->setObjectName(QStringLiteral("guide-sentence"));
  sentence_->setWordWrap(true);
  scaleText(sentence_, 1.1, false);
  sentence_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  feedback_ = new QLabel(this);
  feedback_->setObjectName(QStringLiteral("guide-feedback"));
  feedback_->setWordWrap(true);
  feedback_->setStyleSheet(
      QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(table::palette().refusedText.name()));
  next_ = new QPushButton(this);
  next_->setObjectName(QStringLiteral("guide-next"));
  next_->setDefault(true);
  realGame_ = new QPushButton(this);
  realGame_->setObjectName(QStringLiteral("guide-real-game"));
  connect(next_, &QPushButton::clicked, this, &GuidePanel::nextClicked);
  connect(realGame_, &QPushButton::clicked, this, &GuidePanel::realGameClicked);

  // Next stays put through the whole lesson, so that click after click at one place hits it: its
  // row comes under the title, above the words that change length from step to step (the sentence,
  // the answer to a move), it is as wide as its widest words, and it keeps its room while hidden.
  QSizePolicy keepsRoom = next_->sizePolicy();
  keepsRoom.setRetainSizeWhenHidden(true);
  next_->setSizePolicy(keepsRoom);
  auto* steps = new QHBoxLayout;
  steps->addWidget(progress_, 1);
  steps->addWidget(next_);
  auto* column = boxWith<QVBoxLayout>(this, {12, 10, 12, 10}, 6);
  column->addWidget(title_);
  column->addLayout(steps);
  column->addWidget(sentence_);
  column->addWidget(feedback_);
  column->addWidget(realGame_, 0, Qt::AlignRight);
  retranslate();
  hide();
}

void GuidePanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    if (guide_) showGuide(guide_);
  }
  QWidget::changeEvent(event);
}

void GuidePanel::retranslate() {
  int widest = 0;
  for (const QString& words : {tr("Next"), tr("Show me")}) {
    next_->setText(words);
    widest = std::max(widest, next_->sizeHint().width());
  }
  next_->setFixedWidth(widest);
  next_->setText(guide_ && guide_->showsTry() ? tr("Show me") : tr("Next"));
  realGame_->setText(tr("Play a real game"));
}

void GuidePanel::showGuide(const Guide* guide) {
  guide_ = guide;
  setVisible(guide != nullptr);
  if (guide == nullptr) return;
  title_->setText(guide->title());
  const std::size_t steps = guide->lesson().steps.size();
  progress_->setText(guide->finished() ? tr("Done")
                                       : tr("Step %1 of %2").arg(guide->stepIndex() + 1).arg(steps));
  sentence_->setText(guide->text());
  feedback_->setText(guide->feedback());
  feedback_->setVisible(!guide->feedback().isEmpty());
  retranslate();
  next_->setVisible(guide->canGoOn());
  realGame_->setVisible(guide->finished());
  if (next_->isVisible()) next_->setFocus();
}

}  // namespace vb::app
