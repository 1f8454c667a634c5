#include "veggies/end_views.h"

#include <QMouseEvent>
#include <QPainter>
#include <QTextOption>
#include <algorithm>

#include "veggies/hover_tip.h"
#include "veggies/symbol_art.h"
#include "veggies/veggies_painter.h"

namespace vb::app::veggies {

namespace {
constexpr qreal kTitleHeight = 46;
constexpr int kTitleFlags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;
constexpr qreal kGap = 14;
constexpr qreal kBoxGap = 10;  // between the score view's boxes
// A score line's label wraps between words, and inside a word only when the word alone is wider
// than a narrow box ("Strawberries:"), rather than being cut.
QTextOption labelWrap() {
  QTextOption o(Qt::AlignLeft | Qt::AlignTop);
  o.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
  return o;
}
}  // namespace

AnnouncementView::AnnouncementView(QWidget* parent) : QWidget(parent) {
  setFocusPolicy(Qt::NoFocus);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void AnnouncementView::setChoice(const QString& title, std::vector<char> types, int focused) {
  title_ = title;
  types_ = std::move(types);
  focused_ = focused;
  setCursor(types_.empty() ? Qt::ArrowCursor : Qt::PointingHandCursor);
  update();
}

QSize AnnouncementView::sizeHint() const { return {360, 180}; }

QRectF AnnouncementView::tileRect(int index) const {
  // As tall as the room allows, and narrower when the tiles would not fit side by side: a tile is
  // never cut at the view's edge.
  const int n = std::max<int>(1, static_cast<int>(types_.size()));
  const qreal byWidth = (width() - 16 - kGap * (n - 1)) / n;
  const qreal w = std::min(std::clamp(height() - kTitleHeight - 8, 40.0, 120.0) * 0.85, byWidth);
  const qreal h = w / 0.85;
  return {8 + index * (w + kGap), kTitleHeight, w, h};
}

QPoint AnnouncementView::pointForType(int index) const { return tileRect(index).center().toPoint(); }

QFont AnnouncementView::titleFont() const {
  QFont f = font();
  f.setBold(true);
  f.setPointSizeF(f.pointSizeF() * 1.1);
  return f;
}

std::vector<Caption> AnnouncementView::captions() const {
  if (title_.isEmpty()) return {};
  return {{QFontMetricsF(titleFont())
               .boundingRect(QRectF(8, 0, width() - 16, kTitleHeight - 4), kTitleFlags, title_)
               .toAlignedRect(),
           title_}};
}

void AnnouncementView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setFont(titleFont());
  p.setPen(QColor(0x3b, 0x2a, 0x17));
  p.drawText(QRectF(8, 0, width() - 16, kTitleHeight - 4), kTitleFlags, title_);
  QFont nameFont = font();
  for (int i = 0; i < static_cast<int>(types_.size()); ++i) {
    const char code = types_[static_cast<std::size_t>(i)];
    const QRectF tile = tileRect(i);
    p.setPen(i == focused_ ? QPen(QColor(0x23, 0x7a, 0x3b), 3) : QPen(CardPainter::edgeColour(), 1.5));
    p.setBrush(CardPainter::cardColour());
    p.drawRoundedRect(tile, 10, 10);
    const qreal s = std::min(tile.width() - 16, tile.height() - 30);
    CardPainter(p).space(QRectF(tile.center().x() - s / 2, tile.top() + 6, s, s), code);
    p.setFont(nameFont);
    p.setPen(QColor(0x3b, 0x2a, 0x17));
    p.drawText(QRectF(tile.left(), tile.bottom() - 24, tile.width(), 22), Qt::AlignCenter,
               SymbolArt::pluralName(code));
  }
}

QString AnnouncementView::toolTipAt(QPointF pos) const {
  for (int i = 0; i < static_cast<int>(types_.size()); ++i)
    if (tileRect(i).contains(pos))
      return tr("Announce %1: every player scores them.")
          .arg(SymbolArt::pluralName(types_[static_cast<std::size_t>(i)]).toLower());
  return {};
}

bool AnnouncementView::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip)
    return showTipAt(this, event, [this](QPointF pos) { return toolTipAt(pos); });
  return QWidget::event(event);
}

void AnnouncementView::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  for (int i = 0; i < static_cast<int>(types_.size()); ++i)
    if (tileRect(i).contains(event->position())) emit typeChosen(types_[static_cast<std::size_t>(i)]);
}

// --- the score view

ScoreView::ScoreView(QWidget* parent) : QWidget(parent) {
  setFocusPolicy(Qt::NoFocus);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ScoreView::setTable(const TableSight& table) {
  table_ = table;
  update();
}

QSize ScoreView::sizeHint() const { return {480, 180}; }

qreal ScoreView::boxWidth() const {
  const int n = std::max<int>(1, static_cast<int>(table_.players.size()));
  return (width() - 16 - kBoxGap * (n - 1)) / n;
}

// A player's whole sheet, for the box under the pointer: what a narrow box elides or leaves out.
QString ScoreView::toolTipAt(QPointF pos) const {
  if (pos.y() < 30 || pos.x() < 8) return {};
  const int i = static_cast<int>((pos.x() - 8) / (boxWidth() + kBoxGap));
  if (i < 0 || i >= static_cast<int>(table_.players.size())) return {};
  const SeenPlayer& pl = table_.players[static_cast<std::size_t>(i)];
  const bool won = table_.finalScores &&
                   std::find(table_.winners.begin(), table_.winners.end(), i) != table_.winners.end();
  QStringList lines{QStringLiteral("%1: %2").arg(won ? tr("★ %1 wins").arg(pl.name) : pl.name).arg(pl.score)};
  for (const auto& [label, points] : pl.scoreLines) lines << QStringLiteral("%1: %2").arg(label).arg(points);
  if (pl.announced) lines << tr("announced %1").arg(SymbolArt::pluralName(pl.announced).toLower());
  return lines.join(QLatin1Char('\n'));
}

bool ScoreView::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip)
    return showTipAt(this, event, [this](QPointF pos) { return toolTipAt(pos); });
  return QWidget::event(event);
}

std::vector<Caption> ScoreView::captions() const {
  if (table_.players.empty()) return {};
  return {{rect(), table_.finalScores ? tr("Final scores") : tr("Scores so far")}};
}

void ScoreView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const int n = static_cast<int>(table_.players.size());
  if (n == 0) return;
  QFont titleFont = font();
  titleFont.setBold(true);
  titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
  p.setFont(titleFont);
  p.setPen(QColor(0x3b, 0x2a, 0x17));
  p.drawText(QRectF(8, 0, width() - 16, 26), Qt::AlignLeft | Qt::AlignVCenter,
             table_.finalScores ? tr("Final scores") : tr("Scores so far"));

  const qreal w = boxWidth();
  const qreal top = 30;
  QFont lineFont = font();
  QFont totalFont = font();
  totalFont.setBold(true);
  // A narrow box (four players, a small window) leaves the name room beside a smaller total.
  totalFont.setPointSizeF(totalFont.pointSizeF() * (w < 110 ? 1.2 : 1.6));
  // Each line's label wraps under itself when the box is narrow; every box is as tall as the
  // tallest sheet needs, not the whole strip. Where even that is too tall (four players on a small
  // window) the lines' words get smaller, down to a size still read; the tooltip holds the rest.
  qreal pointsWidth = 0, labelWidth = 0, tallest = 0;
  auto labelHeight = [&](const QString& label) {
    p.setFont(lineFont);
    return p.boundingRect(QRectF(0, 0, labelWidth, 1000), label, labelWrap()).height();
  };
  for (qreal scale = 0.88; scale > 0.6; scale -= 0.04) {
    lineFont.setPointSizeF(font().pointSizeF() * scale);
    pointsWidth = QFontMetricsF(lineFont).horizontalAdvance(QStringLiteral("−00")) + 6;
    labelWidth = std::max(40.0, w - 20 - pointsWidth);
    tallest = 0;
    for (const SeenPlayer& pl : table_.players) {
      qreal h = 0;
      for (const auto& line : pl.scoreLines) h += labelHeight(line.first) + 3;
      tallest = std::max(tallest, h);
    }
    if (40 + tallest + 30 <= height() - top - 6) break;
  }
  const QFontMetricsF lm(lineFont);
  const qreal boxHeight = std::min<qreal>(height() - top - 6, 40 + tallest + 30);
  for (int i = 0; i < n; ++i) {
    const SeenPlayer& pl = table_.players[static_cast<std::size_t>(i)];
    const bool won = table_.finalScores &&
                     std::find(table_.winners.begin(), table_.winners.end(), i) != table_.winners.end();
    const QRectF box(8 + i * (w + kBoxGap), top, w, boxHeight);
    p.setPen(won ? QPen(QColor(0xd9, 0x8c, 0x1f), 3) : QPen(CardPainter::edgeColour(), 1.2));
    p.setBrush(QColor(255, 251, 242, 235));
    p.drawRoundedRect(box, 10, 10);
    const QRectF inner = box.adjusted(10, 6, -10, -6);
    p.setFont(titleFont);
    p.setPen(QColor(0x3b, 0x2a, 0x17));
    QString name = won ? tr("★ %1 wins").arg(pl.name) : pl.name;
    // The name takes what the total leaves; the tooltip says it whole.
    const qreal totalWidth = QFontMetricsF(totalFont).horizontalAdvance(QString::number(pl.score)) + 8;
    // A narrow box keeps the winner's name and star, without the word (the frame says it too).
    if (won && QFontMetricsF(titleFont).horizontalAdvance(name) > inner.width() - totalWidth)
      name = QStringLiteral("★ %1").arg(pl.name);
    p.drawText(QRectF(inner.left(), inner.top(), inner.width(), 22), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(titleFont).elidedText(name, Qt::ElideRight, inner.width() - totalWidth));
    p.setFont(totalFont);
    p.drawText(QRectF(inner.left(), inner.top() - 4, inner.width(), 30), Qt::AlignRight | Qt::AlignVCenter,
               QString::number(pl.score));
    qreal y = inner.top() + 32;
    p.setFont(lineFont);
    p.setPen(QColor(0x4a, 0x3a, 0x28));
    for (const auto& [label, points] : pl.scoreLines) {
      const qreal h = labelHeight(label);
      if (y + h > inner.bottom() - 22) {
        // No room for the rest: a sign that there is more, which the box's tooltip says whole.
        p.drawText(QRectF(inner.left(), y, inner.width(), lm.height()), Qt::AlignLeft | Qt::AlignTop,
                   QStringLiteral("…"));
        break;
      }
      p.drawText(QRectF(inner.left(), y, labelWidth, h), label, labelWrap());
      p.drawText(QRectF(inner.right() - pointsWidth, y, pointsWidth, lm.height()),
                 Qt::AlignRight | Qt::AlignTop,
                 points < 0 ? QStringLiteral("−%1").arg(-points) : QString::number(points));
      y += h + 3;
    }
    if (pl.announced) {
      const qreal icon = 20;
      const QRectF row(inner.left(), inner.bottom() - icon, inner.width(), icon);
      CardPainter(p).space(QRectF(row.topLeft(), QSizeF(icon, icon)), pl.announced);
      p.setFont(lineFont);
      p.setPen(QColor(0x4a, 0x3a, 0x28));
      const QRectF text = row.adjusted(icon + 6, 0, 0, 0);
      p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                 lm.elidedText(tr("announced %1").arg(SymbolArt::pluralName(pl.announced).toLower()),
                               Qt::ElideRight, text.width()));
    }
  }
}

}  // namespace vb::app::veggies
