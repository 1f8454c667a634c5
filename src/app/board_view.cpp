#include "board_view.h"

#include <QKeyEvent>
#include <QPainter>
#include <QVariantAnimation>
#include <algorithm>

#include "veggiebox/core/error.h"

LegalIndex::LegalIndex(const vb::State& state) {
  for (vb::ActionId id : state.legalActions()) entries_.push_back({id, state.actionJson(id)});
}

std::optional<vb::ActionId> LegalIndex::find(const vb::Json& action) const {
  for (const Entry& e : entries_)
    if (e.json == action) return e.id;
  return std::nullopt;
}

bool LegalIndex::anyOfType(std::string_view type) const {
  return std::any_of(entries_.begin(), entries_.end(), [&](const Entry& e) {
    const auto it = e.json.find("type");
    return it != e.json.end() && it->is_string() && it->get_ref<const std::string&>() == type;
  });
}

void BoardView::showState(const vb::State& state, int seat, bool canAct, bool handsOpen,
                          const vb::State* before) {
  std::optional<std::pair<vb::Json, vb::Json>> move;
  if (before != nullptr) {
    vb::Json seen = before->observation(seat);
    vb::Json now = state.observation(seat);
    if (seen != now) move.emplace(std::move(seen), std::move(now));
  }
  // The same move shown again (the curtain lowered, a hint came) keeps its outline without a glow.
  if (move != lastMove_) {
    lastMove_ = std::move(move);
    if (lastMove_) {
      if (glowing_ == nullptr) {
        glowing_ = new QVariantAnimation(this);
        glowing_->setStartValue(1.0);
        glowing_->setEndValue(0.0);
        glowing_->setDuration(900);
        connect(glowing_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
          glow_ = v.toReal();
          if (hintLayer_ != nullptr) hintLayer_->update();
        });
      }
      glowing_->stop();
      glow_ = 1;
      glowing_->start();
    }
  }
  moveMarks_.reset();
  state_ = state.clone();
  seat_ = seat;
  canAct_ = canAct && !state.isOver();
  legal_ = canAct_ ? LegalIndex(state) : LegalIndex();
  keyIndex_ = -1;
  refusal_.clear();
  if (!hints_.empty()) showHints({});
  if (pending_) showPending(std::nullopt);
  readSight(state, handsOpen);
  showMarks();
  update();
  if (canAct_) emit hint(prompt());
}

std::vector<std::string> BoardView::changedPaths(const vb::Json& before, const vb::Json& after) {
  std::vector<std::string> paths;
  for (const vb::Json& op : vb::Json::diff(before, after)) paths.push_back(op.at("path").get<std::string>());
  return paths;
}

std::vector<QRect> BoardView::lastMoveRects() const {
  return lastMove_ ? changedRects(lastMove_->first, lastMove_->second) : std::vector<QRect>{};
}

void BoardView::showMoveMarks(std::optional<std::pair<vb::Json, vb::Json>> sights) {
  moveMarks_ = std::move(sights);
  showMarks();
}

std::vector<QRect> BoardView::moveMarkRects() const {
  return moveMarks_ ? changedRects(moveMarks_->first, moveMarks_->second) : std::vector<QRect>{};
}

namespace {

// A see-through layer over the table and its child views, for the hint marks; clicks go through.
class HintLayer final : public QWidget {
 public:
  explicit HintLayer(BoardView* board) : QWidget(board), board_(board) {
    setObjectName(QStringLiteral("marks"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    board_->paintHints(p);
  }

 private:
  BoardView* board_;
};

}  // namespace

void BoardView::showHints(const std::vector<vb::HintMove>& hints) {
  hints_ = hints;
  showMarks();
}

void BoardView::showPending(std::optional<vb::ActionId> action) {
  pending_ = action;
  showMarks();
}

void BoardView::showMarks() {
  const bool any = !hints_.empty() || pending_.has_value() || lastMove_.has_value() || moveMarks_.has_value();
  if (!any && hintLayer_ == nullptr) return;
  if (hintLayer_ == nullptr) hintLayer_ = new HintLayer(this);
  hintLayer_->setGeometry(rect());
  hintLayer_->raise();
  hintLayer_->setVisible(any);
  hintLayer_->update();
}

void BoardView::paintHints(QPainter& p) const {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  // The last move: a gold outline, with a glow that fades in the first second after it.
  for (const QRect& r : lastMoveRects()) {
    const QRectF around = QRectF(r).adjusted(-2, -2, 2, 2);
    if (glow_ > 0) {
      p.setPen(QPen(QColor(255, 200, 40, static_cast<int>(150 * glow_)), 8));
      p.setBrush(QColor(255, 220, 80, static_cast<int>(70 * glow_)));
      p.drawRoundedRect(around, 6, 6);
    }
    p.setPen(QPen(QColor(0xe0, 0x9b, 0x00), 2.5));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(around, 6, 6);
  }
  // The move log's line under the mouse: its pieces in the log's own blue.
  for (const QRect& r : moveMarkRects()) {
    p.setPen(QPen(QColor(0x1f, 0x6f, 0xd1), 3, Qt::DotLine));
    p.setBrush(QColor(0x1f, 0x6f, 0xd1, 30));
    p.drawRoundedRect(QRectF(r).adjusted(-2, -2, 2, 2), 6, 6);
  }
  p.restore();
  // The pending move: a thick amber outline where it lands, with "?" until Confirm or Cancel.
  if (const std::optional<QRect> spot = pending_ ? spotOf(*pending_) : std::nullopt) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0xd9, 0x8c, 0x00), 4, Qt::DashLine));
    p.setBrush(QColor(0xff, 0xd5, 0x4f, 60));
    p.drawRoundedRect(QRectF(*spot).adjusted(-3, -3, 3, 3), 6, 6);
    p.restore();
  }
  int rank = 0;
  for (const vb::HintMove& hint : hints_) {
    ++rank;
    const std::optional<QRect> spot = spotOf(hint.action);
    if (!spot) continue;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x1f, 0x6f, 0xd1), rank == 1 ? 4 : 2.5, rank == 1 ? Qt::SolidLine : Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(*spot).adjusted(-3, -3, 3, 3), 6, 6);
    const QString label = tr("%1 · %2%").arg(rank).arg(qRound(hint.winRate * 100));
    QFont font = p.font();
    font.setPixelSize(std::clamp(spot->height() / 5, 11, 16));
    font.setBold(true);
    p.setFont(font);
    const QRect tag = p.fontMetrics().boundingRect(label).adjusted(-6, -3, 6, 3);
    const QRect placed(QPoint(spot->left() - 3, spot->top() - tag.height() - 4), tag.size());
    const QRect inside = placed.top() < 0 ? placed.translated(0, tag.height() + 6) : placed;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1f, 0x6f, 0xd1));
    p.drawRoundedRect(inside, 5, 5);
    p.setPen(Qt::white);
    p.drawText(inside, Qt::AlignCenter, label);
    p.restore();
  }
}

void BoardView::showRefusal(const QString& reason) {
  refusal_ = reason;
  markRefused();
  update();
}

std::optional<vb::ActionId> BoardView::actionFor(const vb::Json& action, QString* why) const {
  if (const auto id = legal_.find(action)) return id;
  try {
    return state_->parseActionJson(action);
  } catch (const vb::InputError& e) {
    if (why != nullptr) *why = QString::fromUtf8(e.what());
    return std::nullopt;
  }
}

void BoardView::sendAction(const vb::Json& action) {
  QString why;
  if (const auto id = actionFor(action, &why))
    emit actionChosen(*id);
  else
    emit hint(why);
}

// ---------------------------------------------------------------------------------------------
// Keys. Tab walks the choices of the moment instead of the widgets: the table is one control.

void BoardView::focusOffered(int index) {
  Q_UNUSED(index);
  update();
}

bool BoardView::walkOffered(int step) {
  const int n = offeredCount();
  if (n == 0) return false;
  const int at = focusedOffered();
  keyIndex_ = at < 0 ? (step > 0 ? 0 : n - 1) : ((at + step) % n + n) % n;
  focusOffered(keyIndex_);
  return true;
}

bool BoardView::takeFocused() {
  if (keyIndex_ < 0 || keyIndex_ >= offeredCount()) return false;
  takeOffered(keyIndex_);
  return true;
}

bool BoardView::event(QEvent* event) {
  if (event->type() == QEvent::Resize && hintLayer_ != nullptr) hintLayer_->setGeometry(rect());
  if (event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    const bool tab = key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab;
    if (tab && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) &&
        walkOffered(key->key() == Qt::Key_Backtab || (key->modifiers() & Qt::ShiftModifier) ? -1 : 1))
      return true;
  }
  return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
      if (takeFocused()) return;
      break;
    default:
      break;
  }
  QWidget::keyPressEvent(event);
}

void BoardView::setEveryUse(bool on) {
  if (everyUse_ == on) return;
  everyUse_ = on;
  everyUseChanged();
}
