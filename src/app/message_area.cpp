#include "message_area.h"

#include <QEvent>
#include <QPushButton>
#include <algorithm>

#include "confirm_bar.h"
#include "refusal_line.h"
#include "turn_review.h"

namespace vb::app {

namespace {

// Three lines of words: a Spanish or Italian refusal, the longest sentences the app shows, wraps
// whole into them at the window's smallest sizes (tests/app/refusal_wrap_test.cpp).
constexpr int kLines = 3;
constexpr int kPad = 6;  // above and below the words, as the bars' rows have

}  // namespace

MessageLine::MessageLine(QWidget* parent) : QLabel(parent) {
  setWordWrap(true);
  setTextFormat(Qt::PlainText);
}

void MessageLine::setWords(const QString& words, const QString& link, const QString& linkText) {
  words_ = words;
  link_ = link;
  linkText_ = link.isEmpty() ? QString() : linkText;
  fit();
}

QSize MessageLine::minimumSizeHint() const {
  const QSize wrapped = QLabel::minimumSizeHint();
  const QMargins around = contentsMargins();
  const int oneLine = fontMetrics().lineSpacing() + 2 * margin() + around.top() + around.bottom();
  return {wrapped.width(), std::min(wrapped.height(), oneLine)};
}

void MessageLine::resizeEvent(QResizeEvent* event) {
  QLabel::resizeEvent(event);
  fit();
}

void MessageLine::showEvent(QShowEvent* event) {
  QLabel::showEvent(event);
  fit();
}

void MessageLine::changeEvent(QEvent* event) {
  QLabel::changeEvent(event);
  if (event->type() == QEvent::FontChange) fit();
}

// The words as they fit: whole when they do, else the longest beginning of them that fits with "…".
// Measured as QLabel wraps plain text; a link counts as its words after two spaces.
void MessageLine::fit() {
  const int m = margin();
  const QRect box = contentsRect().adjusted(m, m, -m, -m);
  const QFontMetrics metrics(font());
  const QString after = linkText_.isEmpty() ? QString() : QStringLiteral("  ") + linkText_;
  const auto fits = [&](const QString& words) {
    return metrics.boundingRect(QRect(0, 0, box.width(), 1 << 20), Qt::TextWordWrap, words + after)
               .height() <= box.height();
  };
  // Measured only once shown, at the size its page's layout gave it: hidden, the words stay whole.
  cut_ = isVisible() && box.width() > 0 && !fits(words_);
  QString shown = words_;
  if (cut_) {
    qsizetype lo = 0;
    qsizetype hi = words_.size();
    while (lo < hi) {
      const qsizetype mid = (lo + hi + 1) / 2;
      if (fits(words_.left(mid).trimmed() + u'…'))
        lo = mid;
      else
        hi = mid - 1;
    }
    shown = words_.left(lo).trimmed() + u'…';
  }
  setToolTip(cut_ ? words_ : QString());
  setAccessibleDescription(cut_ ? words_ : QString());
  if (link_.isEmpty()) {
    setTextFormat(Qt::PlainText);
    setText(shown);
    return;
  }
  setTextFormat(Qt::RichText);
  setText(QStringLiteral("%1 &nbsp;<a href=\"%2\">%3</a>")
              .arg(shown.toHtmlEscaped(), link_.toHtmlEscaped(), linkText_.toHtmlEscaped()));
}

MessageArea::MessageArea(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("message-area"));
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
  confirm_ = new ConfirmBar(this);
  refusal_ = new RefusalLine(this);
  review_ = new TurnReview(this);
  instruction_ = new MessageLine(this);
  instruction_->setObjectName(QStringLiteral("instruction"));
  QFont bold = instruction_->font();
  bold.setBold(true);
  instruction_->setFont(bold);
  instruction_->setStyleSheet(QStringLiteral("#instruction { background: #fff3c4; color: #3d2b17; }"));
  status_ = new MessageLine(this);
  status_->setObjectName(QStringLiteral("status"));
  status_->setStyleSheet(QStringLiteral("#status { background: #ece7da; color: #4a3f2c; }"));
  for (MessageLine* line : {instruction_, status_}) {
    line->setMargin(kPad);
    line->setContentsMargins(kPad, 0, kPad, 0);
  }
  // Looking back takes the place of a refusal, which was about the table left behind.
  connect(review_, &TurnReview::changed, this, [this] {
    if (review_->active()) refusal_->clearRefusal();
    choose();
  });
  setFixedHeight(fixedHeight());
  choose();
}

void MessageArea::showPending(const QString& words) {
  if (!words.isEmpty()) refusal_->clearRefusal();
  confirm_->showPending(words);
  choose();
}

void MessageArea::showRefusal(const QString& reason, const QString& rule) {
  refusal_->showRefusal(reason, rule);
  choose();
}

void MessageArea::clearRefusal() {
  refusal_->clearRefusal();
  choose();
}

void MessageArea::setInstruction(const QString& words) {
  instruction_->setWords(words);
  choose();
}

const QString& MessageArea::instruction() const { return instruction_->words(); }

void MessageArea::setStatus(const QString& words) {
  status_->setWords(words);
  choose();
}

QWidget* MessageArea::pageWidget(Page page) const {
  switch (page) {
    case Page::Confirm:
      return confirm_;
    case Page::Refusal:
      return refusal_;
    case Page::Review:
      return review_;
    case Page::Instruction:
      return instruction_;
    case Page::Status:
      break;
  }
  return status_;
}

void MessageArea::choose() {
  if (!confirm_->words().isEmpty())
    page_ = Page::Confirm;
  else if (!refusal_->reason().isEmpty())
    page_ = Page::Refusal;
  else if (review_->active())
    page_ = Page::Review;
  else if (!instruction_->words().isEmpty())
    page_ = Page::Instruction;
  else
    page_ = Page::Status;
  for (const Page page : {Page::Confirm, Page::Refusal, Page::Review, Page::Instruction, Page::Status})
    pageWidget(page)->setVisible(page == page_);
}

// Three lines of words, or the bars' row of buttons if that is taller: the same for every page and
// every text, so the table below keeps its place.
int MessageArea::fixedHeight() const {
  const int words = kLines * fontMetrics().lineSpacing() + 2 * kPad;
  const auto* button = confirm_->findChild<QPushButton*>(QStringLiteral("confirm"));
  const int buttons = (button != nullptr ? button->sizeHint().height() : 0) + 2 * kPad;
  return std::max(words, buttons);
}

// As wide as the bars need for their buttons and a few words: Confirm and Cancel are never squeezed.
QSize MessageArea::sizeHint() const { return minimumSizeHint(); }

QSize MessageArea::minimumSizeHint() const {
  return {std::max(confirm_->minimumSizeHint().width(), review_->minimumSizeHint().width()), fixedHeight()};
}

void MessageArea::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  for (const Page page : {Page::Confirm, Page::Refusal, Page::Review, Page::Instruction, Page::Status})
    pageWidget(page)->setGeometry(rect());
}

void MessageArea::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
    setFixedHeight(fixedHeight());
}

}  // namespace vb::app
