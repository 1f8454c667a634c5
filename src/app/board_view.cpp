#include "board_view.h"

#include <QFontMetrics>
#include <QKeyEvent>
#include <QPainter>
#include <QRegion>
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

namespace {

// The marks' pens and how far outside its piece each outline runs (paintHints draws with these).
constexpr qreal kLastMovePen = 2.5, kLogMovePen = 3, kPendingPen = 4;
constexpr qreal kMoveMargin = 2, kSpotMargin = 3;
qreal hintPen(int rank) { return rank == 1 ? 4 : 2.5; }

QFont badgeFont(QFont font, int pixels) {
  font.setPixelSize(pixels);
  font.setBold(true);
  return font;
}

}  // namespace

BoardView::Marks BoardView::marks() const {
  using Kind = Marks::Kind;
  Marks m;
  m.captions = captions();
  const auto outline = [&](Kind kind, const QRect& piece, qreal margin, qreal pen, int rank = 0) {
    m.outlines.push_back({kind, outlineClearOf(QRectF(piece), margin, pen, m.captions), pen, rank});
  };
  for (const QRect& r : lastMoveRects()) outline(Kind::LastMove, r, kMoveMargin, kLastMovePen);
  for (const QRect& r : moveMarkRects()) outline(Kind::LogMove, r, kMoveMargin, kLogMovePen);
  if (const std::optional<QRect> spot = pending_ ? spotOf(*pending_) : std::nullopt)
    outline(Kind::Pending, *spot, kSpotMargin, kPendingPen);
  struct Hinted {
    std::size_t outline;  // its index in m.outlines
    QRect spot;
    double winRate;
  };
  std::vector<Hinted> hinted;
  for (std::size_t i = 0; i < hints_.size(); ++i) {
    const int rank = static_cast<int>(i) + 1;
    if (const std::optional<QRect> spot = spotOf(hints_[i].action)) {
      hinted.push_back({m.outlines.size(), *spot, hints_[i].winRate});
      outline(Kind::Hint, *spot, kSpotMargin, hintPen(rank), rank);
    }
  }
  // Each badge, best hint first, where it covers no caption and no badge before it, and if it can
  // help it no other mark.
  std::vector<QRect> taken;
  for (const Hinted& h : hinted) {
    const int rank = m.outlines[h.outline].rank;
    std::vector<QRectF> avoid;
    for (std::size_t j = 0; j < m.outlines.size(); ++j)
      if (j != h.outline) avoid.push_back(m.outlines[j].rect);
    const QString label = tr("%1 · %2%").arg(rank).arg(qRound(h.winRate * 100));
    // Small enough to sit inside its spot, so that it need not lie over a neighbour.
    int pixels = std::clamp(h.spot.height() / 5, 11, 16);
    const auto sizeAt = [&](int px) {
      return QFontMetrics(badgeFont(font(), px)).boundingRect(label).adjusted(-6, -3, 6, 3).size();
    };
    while (pixels > 10 && sizeAt(pixels).width() > h.spot.width() - 8) --pixels;
    const QSize size = sizeAt(pixels);
    const QRect badge = placeBadge(QRectF(h.spot), size, rect(), m.captions, taken, avoid);
    taken.push_back(badge);
    m.badges.push_back({badge, label, rank, pixels});
  }
  return m;
}

void BoardView::paintHints(QPainter& p) const {
  using Kind = Marks::Kind;
  const Marks m = marks();
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  // Under outlineClearOf, a net: no stroke or glow ever covers a caption's words.
  QRegion open(rect());
  for (const Caption& caption : m.captions) open -= caption.rect;
  p.setClipRegion(open);
  for (const Marks::Outline& o : m.outlines) {
    switch (o.kind) {
      case Kind::LastMove:
        // The last move: a gold outline, with a glow that fades in the first second after it.
        if (glow_ > 0) {
          p.setPen(QPen(QColor(255, 200, 40, static_cast<int>(150 * glow_)), 8));
          p.setBrush(QColor(255, 220, 80, static_cast<int>(70 * glow_)));
          p.drawRoundedRect(o.rect, 6, 6);
        }
        p.setPen(QPen(QColor(0xe0, 0x9b, 0x00), o.pen));
        p.setBrush(Qt::NoBrush);
        break;
      case Kind::LogMove:
        // The move log's line under the mouse: its pieces in the log's own blue.
        p.setPen(QPen(QColor(0x1f, 0x6f, 0xd1), o.pen, Qt::DotLine));
        p.setBrush(QColor(0x1f, 0x6f, 0xd1, 30));
        break;
      case Kind::Pending:
        // The pending move: a thick amber outline where it lands until Confirm or Cancel.
        p.setPen(QPen(QColor(0xd9, 0x8c, 0x00), o.pen, Qt::DashLine));
        p.setBrush(QColor(0xff, 0xd5, 0x4f, 60));
        break;
      case Kind::Hint:
        p.setPen(QPen(QColor(0x1f, 0x6f, 0xd1), o.pen, o.rank == 1 ? Qt::SolidLine : Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        break;
    }
    p.drawRoundedRect(o.rect, 6, 6);
  }
  p.setClipping(false);
  for (const Marks::Badge& b : m.badges) {
    p.setFont(badgeFont(font(), b.pixels));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1f, 0x6f, 0xd1));
    p.drawRoundedRect(b.rect, 5, 5);
    p.setPen(Qt::white);
    p.drawText(b.rect, Qt::AlignCenter, b.label);
  }
  p.restore();
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
