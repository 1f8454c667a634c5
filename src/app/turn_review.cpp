#include "turn_review.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QShortcut>

#include "game_controller.h"
#include "message_area.h"

namespace vb::app {

TurnReview::TurnReview(QWidget* parent) : QFrame(parent) {
  setObjectName(QStringLiteral("turn-review"));
  setStyleSheet(
      QStringLiteral("#turn-review { background: #e3eefc; border-top: 1px solid #9dbbe6;"
                     " border-bottom: 1px solid #9dbbe6; } #turn-review QLabel { color: #0f2f5c; }"));
  text_ = new MessageLine(this);
  text_->setObjectName(QStringLiteral("review-text"));
  earlier_ = new QPushButton(this);
  earlier_->setObjectName(QStringLiteral("review-earlier"));
  later_ = new QPushButton(this);
  later_->setObjectName(QStringLiteral("review-later"));
  back_ = new QPushButton(this);
  back_->setObjectName(QStringLiteral("review-back"));
  for (QPushButton* b : {earlier_, later_, back_}) b->setFocusPolicy(Qt::NoFocus);
  auto* row = new QHBoxLayout(this);
  row->setContentsMargins(12, 6, 12, 6);
  row->setSpacing(8);
  row->addWidget(text_, 1);
  row->addWidget(earlier_);
  row->addWidget(later_);
  row->addWidget(back_);
  connect(earlier_, &QPushButton::clicked, this, [this] { step(-1); });
  connect(later_, &QPushButton::clicked, this, [this] { step(+1); });
  connect(back_, &QPushButton::clicked, this, &TurnReview::stop);

  // While the review is open the table takes no decision, so the arrows are the review's.
  QWidget* window = parent != nullptr ? parent->window() : this;
  left_ = new QShortcut(QKeySequence(Qt::Key_Left), window);
  right_ = new QShortcut(QKeySequence(Qt::Key_Right), window);
  escape_ = new QShortcut(QKeySequence(Qt::Key_Escape), window);
  for (QShortcut* key : {left_, right_, escape_}) {
    key->setContext(Qt::WindowShortcut);
    key->setEnabled(false);
  }
  connect(left_, &QShortcut::activated, this, [this] { step(-1); });
  connect(right_, &QShortcut::activated, this, [this] { step(+1); });
  connect(escape_, &QShortcut::activated, this, &TurnReview::stop);
}

std::pair<std::size_t, std::size_t> TurnReview::movesSince(const GameController& game, int seat) {
  const auto& entries = game.timeline().entries();
  std::size_t end = game.timeline().cursor();
  while (end > 0 && entries[end - 1].seat == seat) --end;  // the turn being played now
  std::size_t first = end;
  while (first > 0 && entries[first - 1].seat != seat) --first;
  return {first, end};
}

bool TurnReview::available(const GameController& game) {
  const int seat = game.boardSeat();
  // Not while a move waits for Confirm: its bar, the message area's first page, must stay in sight.
  if (seat < 0 || game.curtainUp() || game.guided() || game.botThinking() || game.pending()) return false;
  const auto [first, end] = movesSince(game, seat);
  return first < end;
}

void TurnReview::start(const GameController& game) {
  if (!available(game)) return;
  game_ = &game;
  seat_ = game.boardSeat();
  const auto [first, end] = movesSince(game, seat_);
  first_ = first;
  count_ = end - first;
  for (QShortcut* key : {left_, right_, escape_}) key->setEnabled(true);
  show(1);
}

void TurnReview::step(int delta) {
  if (!active()) return;
  if (delta < 0 && position_ == 0) return;
  const std::size_t next = delta < 0 ? position_ - 1 : position_ + 1;
  if (next > count_) {
    stop();
    return;
  }
  show(next);
}

void TurnReview::stop() {
  if (!active()) return;
  state_.reset();
  before_.reset();
  game_ = nullptr;
  for (QShortcut* key : {left_, right_, escape_}) key->setEnabled(false);
  emit changed();
}

// The table after the first `first_ + position` moves, and just before the last of them, for its
// outline.
void TurnReview::show(std::size_t position) {
  position_ = position;
  const vb::Timeline& timeline = game_->timeline();
  const std::size_t played = first_ + position_;
  if (played == 0) {
    before_.reset();
    state_ = timeline.stateAt(timeline.branch(), 0);
  } else {
    // One replay: the table before the move, then the move played on a copy of it.
    before_ = timeline.stateAt(timeline.branch(), played - 1);
    state_ = before_->clone();
    state_->apply(timeline.entries()[played - 1].action);
  }
  retranslate();
  emit changed();
}

void TurnReview::retranslate() {
  earlier_->setText(tr("◀ Earlier"));
  later_->setText(position_ < count_ ? tr("Later ▶") : tr("Back to the game ▶"));
  back_->setText(tr("Back to the game (Esc)"));
  earlier_->setEnabled(position_ > 0);
  earlier_->setToolTip(tr("The move before (←)"));
  later_->setToolTip(tr("The move after (→)"));
  if (!active()) return;
  if (position_ == 0) {
    text_->setWords(tr("The table as you left it, before the %n move(s) since your turn.", nullptr,
                       static_cast<int>(count_)));
    return;
  }
  // The move's words in the language spoken now, from everyone's view, as the move log says it.
  const QString move = game_->moveWords(game_->timeline().branch(), first_ + position_).last();
  text_->setWords(tr("Move %1 of %2 since your turn: %3").arg(position_).arg(count_).arg(move));
}

void TurnReview::changeEvent(QEvent* event) {
  QFrame::changeEvent(event);
  if (event->type() != QEvent::LanguageChange) return;
  if (active())
    show(position_);  // the move's words are the engine's: asked again in the new language
  else
    retranslate();
}

}  // namespace vb::app
