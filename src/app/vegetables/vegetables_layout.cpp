#include "vegetables/vegetables_layout.h"

#include <QFontMetrics>
#include <QPainter>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "vegetables/vegetables_painter.h"
#include "vegetables/vegetables_tips.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace {

// An action on one card, in the engine's JSON form (docs/rules/vegetables.md).
vb::Json cardAction(const char* type, int card) {
  return {{"type", type}, {"card", cardLabel(card).toStdString()}};
}

}  // namespace

namespace vv = vb::vegetables;

namespace {

// Where a closed line's word lies: across the card's picture, between its code and its stage's
// word, so it covers no words of the card (docs/rules/vegetables.md#lines); before the pips when
// the word fits there, else (a small board) across them: a closed line's pips are all lit, and its
// tooltip lists the line.
QRect closedWordRect(const QPainter* p, const QRect& cell, const QRectF& card, qreal pipR) {
  const QRectF word = faceWordRect(card);
  const qreal top = faceCodeRect(card).bottom();
  const qreal bottom = word.isEmpty() ? card.bottom() : word.top();
  const int h = std::min(16, static_cast<int>(bottom - top) - 2);
  QFont f = p != nullptr ? p->font() : QFont();
  f.setPixelSize(10);
  f.setBold(true);
  const int beforePips = static_cast<int>(card.right() + 4 + pipR) - 1 - (cell.left() + 2);
  const int w = QFontMetrics(f).horizontalAdvance(TableLayout::tr("closed")) + 8 <= beforePips
                    ? beforePips
                    : cell.width() - 4;
  return {cell.left() + 2, static_cast<int>(std::ceil((top + bottom - h) / 2)), w, h};
}

// A line's progress beside its card: five pips, terrain to crop; a burnt card's pip is hollow.
void paintPips(QPainter& p, const Sight& sight, int line, int stage, const QRectF& card, const QRect& cell,
               qreal pipR) {
  const QColor colour = colourOf(line / 4);
  for (int k = 0; k < 5; ++k) {
    const int c = vv::cardAt(line, k);
    const QPointF at(card.right() + 4 + pipR * 2,
                     cell.top() + 6 + pipR + k * (cell.height() - 12) / 5.0 + pipR);
    const bool on = k <= stage;
    p.setPen(QPen(QColor(0xf5, 0xe6, 0xc8), 1.2));
    p.setBrush(on && sight.burnt.count(c) == 0 ? colour.lighter(130) : Qt::NoBrush);
    if (on && sight.burnt.count(c) > 0) p.setPen(QPen(kLegal, 2));
    p.drawEllipse(at, pipR, pipR);
  }
}

}  // namespace

void TableLayout::addSpot(const QString& key, const QRect& rect, const vb::Json& action, bool legal) {
  spots_.push_back({key, rect, action, legal});
}

void TableLayout::label(QPainter* p, const QRect& r, const QString& text, int px, bool bold,
                        const QColor& colour, Qt::Alignment align) {
  captions_.push_back(labelCaption(p != nullptr ? p->font() : QFont(), r, text, px, bold, align));
  if (p != nullptr) paintLabel(*p, r, text, px, bold, colour, align);
}

QStringList TableLayout::legalKeys(const std::vector<Spot>& spots) {
  QStringList out;
  for (const Spot& s : spots)
    if (s.legal) out << s.key;
  return out;
}

const Spot* TableLayout::focused() const {
  const QStringList legal = legalKeys(spots_);
  if (scene_.focus < 0 || scene_.focus >= legal.size()) return nullptr;
  for (const Spot& s : spots_)
    if (s.key == legal[scene_.focus]) return &s;
  return nullptr;
}

std::vector<Spot> TableLayout::compose(QPainter* p) {
  spots_.clear();
  tips_.clear();
  lineTags_.clear();
  captions_.clear();
  if (p != nullptr) p->fillRect(area_, kCloth);
  if (sight_.players.empty()) return spots_;
  const int W = area_.width();
  const int H = area_.height();
  const int m = 8;
  const int topH = static_cast<int>(H * 0.2);
  const int ownH = static_cast<int>(H * 0.29);
  const int midTop = m + topH + m;
  // The line under the board: the hand of the match and whose turn it is, on the right. The prompt
  // and the answers to clicks are the window's, in its message area above the table
  // (docs/architecture.md#the-message-area), so this line is always one line tall.
  const int captionH = 20;
  const int midH = H - midTop - ownH - 2 * m - captionH - 2;
  const QRect topBand(m, m, W - 2 * m, topH);
  const int n = static_cast<int>(sight_.players.size());
  const int me = scene_.shownSeat;
  const int panelW = (topBand.width() - 2 * m) / std::max(1, n - 1);
  for (int k = 1; k < n; ++k) {
    const QRect r(topBand.left() + (k - 1) * (panelW + m), topBand.top(), panelW, topH);
    const int seat = (me + k) % n;
    addSpot(QStringLiteral("seat:%1").arg(seat), r, vb::Json(), false);
    const SeatPanel panel = laySeatPanel(p, r, sight_, seat, tips_);
    captions_.insert(captions_.end(), panel.words.begin(), panel.words.end());
  }
  const int boardW = static_cast<int>((W - 3 * m) * 0.5);
  layBoard(p, QRect(m, midTop, boardW, midH));
  layPiles(p, QRect(2 * m + boardW, midTop, W - 3 * m - boardW, midH));
  if (p != nullptr) {
    const int turn = sight_.turn;
    const QString status =
        tr("Hand %1 of %2").arg(sight_.handNumber).arg(sight_.hands) +
        (turn >= 0 ? QStringLiteral("  ·  ") +
                         tr("%1 to play").arg(sight_.players[static_cast<std::size_t>(turn)].name)
                   : QString());
    paintLabel(*p, QRect(m, midTop + midH + 2, W - 2 * m, captionH), status, 13, true,
               QColor(0xe8, 0xf0, 0xd8), Qt::AlignRight | Qt::AlignTop);
  }
  layOwn(p, QRect(m, H - m - ownH, W - 2 * m, ownH));
  if (scene_.summaryHand > 0) {
    std::size_t most = 1;
    for (const SeenSeat& s : sight_.players)
      most = std::max<std::size_t>(most, static_cast<std::size_t>(std::count_if(
                                             s.score.begin(), s.score.end(), [this](const SeenLine& l) {
                                               return l.hand == scene_.summaryHand;
                                             })));
    const int h = std::min(H - H / 6, 150 + static_cast<int>(most) * 34);
    const QRect r(W / 8, (H - h) / 2, W - W / 4, h);
    if (p != nullptr) p->fillRect(area_, QColor(0, 0, 0, 110));
    addSpot(QStringLiteral("summary"), r, vb::Json(), false);
    if (p != nullptr) paintSummary(*p, r, sight_, scene_.summaryHand, scene_.summaryFinal);
  }
  if (p != nullptr && scene_.focus >= 0) {
    if (const Spot* s = focused()) paintFrame(*p, QRectF(s->rect), Mark::Focus);
  }
  return spots_;
}

void TableLayout::layBoard(QPainter* p, const QRect& r) {
  if (p != nullptr) {
    p->setPen(QPen(kClothDark.darker(130), 1.5));
    p->setBrush(QColor(0x6b, 0x4a, 0x2b));
    p->drawRoundedRect(r, 10, 10);
  }
  const int head = 20;
  const int gap = 6;
  const int cellH = (r.height() - head - 5 * gap) / 4;
  const int labelW = static_cast<int>(cellH * 0.55);
  const int cellW = (r.width() - labelW - 6 * gap) / 4;
  const int cardH = cellH - 4;
  const int cardW = std::min(static_cast<int>(cardH * 0.7), cellW - 22);
  const int cH = static_cast<int>(cardW / 0.7);
  const bool chainOrArmed = scene_.canAct && (scene_.armed || sight_.phase == QLatin1String("chain"));
  for (int t = 0; t < 4; ++t) {
    const QRect number(r.left() + labelW + 2 * gap + t * (cellW + gap), r.top() + 2, cellW, head);
    tips_.push_back({number, [t] { return tips::column(t + 1); }});
    label(p, number, QString::number(t + 1), 14, true, QColor(0xf5, 0xe6, 0xc8), Qt::AlignCenter);
  }
  // The rows in play, then the colours still to come (faint) in the free rows.
  std::vector<int> order = sight_.rows;
  for (int c = 0; c < 4; ++c)
    if (std::find(order.begin(), order.end(), c) == order.end()) order.push_back(c);
  for (int row = 0; row < 4; ++row) {
    const int colour = order[static_cast<std::size_t>(row)];
    const bool placed = row < static_cast<int>(sight_.rows.size());
    const int y = r.top() + head + gap + row * (cellH + gap);
    const QRect label(r.left() + gap, y, labelW, cellH);
    tips_.push_back({label, [colour, placed] { return tips::row(colour, placed); }});
    if (p != nullptr) {
      QColor band = colourOf(colour);
      band.setAlpha(placed ? 255 : 90);
      p->setPen(Qt::NoPen);
      p->setBrush(band);
      p->drawRoundedRect(label, 6, 6);
      p->setOpacity(placed ? 1.0 : 0.45);
      paintArt(*p, iconOf(colour), QRectF(label).adjusted(3, 3, -3, -cellH * 0.35));
      paintLabel(*p, QRect(label.left(), label.bottom() - cellH * 0.35, labelW, cellH * 0.33),
                 QString(QChar::fromLatin1(vv::colourLetter(colour))), labelW / 3, true, Qt::white,
                 Qt::AlignCenter);
      p->setOpacity(1.0);
    }
    for (int t = 0; t < 4; ++t) {
      const int line = colour * 4 + t;
      const QRect cell(r.left() + labelW + 2 * gap + t * (cellW + gap), y, cellW, cellH);
      const int top = sight_.top[static_cast<std::size_t>(line)];
      const int stage = top < 0 ? -1 : vv::stageOf(top);
      const int next = stage >= 4 ? -1 : vv::cardAt(line, stage + 1);
      vb::Json action;
      bool legal = false;
      if (chainOrArmed && next >= 0) {
        action = cardAction("jolly", next);
        legal = isLegal(action);
      }
      const auto use = scene_.uses.find(line);
      if (use != scene_.uses.end()) {
        action = use->second.action;
        legal = true;
      }
      addSpot(QStringLiteral("cell:") + lineLabel(line), cell, action, legal);
      const QRectF card(cell.left() + 4, cell.top() + (cellH - cH) / 2.0, cardW, cH);
      const qreal pipR = std::min<qreal>(5, (cellH - 8) / 12.0);
      // A closed line's word lies across the card's picture, between its code and its stage's word:
      // it covers no words of the card (docs/rules/vegetables.md#lines).
      QRect closed;
      if (stage == 4 && use == scene_.uses.end()) {
        closed = closedWordRect(p, cell, card, pipR);
        lineTags_.push_back({closed, card});
        captions_.push_back({closed, tr("closed")});
      }
      tips_.push_back(
          {cell, [line, top, burnt = sight_.burnt.count(top) > 0] { return tips::line(line, top, burnt); }});
      if (p == nullptr) continue;
      p->setPen(Qt::NoPen);
      p->setBrush(placed ? QColor(0x58, 0x3c, 0x22) : QColor(0x5e, 0x42, 0x27));
      p->drawRoundedRect(cell, 6, 6);
      const Mark mark = scene_.refusedKey == QStringLiteral("cell:") + lineLabel(line) ? Mark::Refused
                        : legal                                                        ? Mark::Legal
                                                                                       : Mark::None;
      if (top < 0) {
        p->setPen(QPen(QColor(0xa0, 0x80, 0x5a), 1.5, Qt::DashLine));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(card, 6, 6);
        paintLabel(*p, card.toRect(), lineLabel(line), cardW / 4, false, QColor(0xc8, 0xa8, 0x80),
                   Qt::AlignCenter);
        paintFrame(*p, card, mark);
      } else if (sight_.burnt.count(top) > 0) {
        paintJolly(*p, card, top, mark);
      } else {
        paintFace(*p, card, top, false, mark);
      }
      paintPips(*p, sight_, line, stage, card, cell, pipR);
      // The every-use view's use sits on a dark tag over the card's foot, as wide as the cell, so
      // it reads on any face and is never cut by the card's edge.
      if (use != scene_.uses.end())
        paintWordTag(*p, QRect(cell.left() + 2, cell.bottom() - 17, cell.width() - 4, 16), use->second.label);
      else if (stage == 4)
        paintWordTag(*p, closed, tr("closed"));
    }
  }
}

void TableLayout::layPiles(QPainter* p, const QRect& r) {
  if (p != nullptr) {
    p->setPen(QPen(kClothDark.darker(130), 1.5));
    p->setBrush(kClothDark);
    p->drawRoundedRect(r, 10, 10);
  }
  const int m = 8;
  const int silosH = static_cast<int>(r.height() * 0.58);
  const int colW = (r.width() - 5 * m) / 4;
  const bool pick = scene_.legal.anyOfType("pick");
  // Silos: a column each, the first free card on top, the others peeking out beneath it.
  for (int s = 0; s < 4; ++s) {
    const QRect col(r.left() + m + s * (colW + m), r.top() + m, colW, silosH - m);
    const vb::Json action = {{"type", "silo"}, {"silo", s}};
    const bool legal = isLegal(action);
    addSpot(QStringLiteral("silo:%1").arg(s), col, action, legal);
    tips_.push_back(
        {col, [s, n = sight_.silos[static_cast<std::size_t>(s)].size()] { return tips::silo(s, n); }});
    const int iconH = 26;
    label(p, QRect(col.left() + 20, col.top(), col.width() - 20, iconH), tr("Silo %1").arg(s), 13, true,
          Qt::white);
    if (p == nullptr) continue;
    paintArt(*p, QStringLiteral(":/art/vegetables/silo.svg"), QRectF(col.left(), col.top(), 18, iconH));
    const auto& pile = sight_.silos[static_cast<std::size_t>(s)];
    const int avail = col.height() - iconH - 4;
    int cardW = std::min(colW - 4, static_cast<int>(avail / 1.9 * 0.7));
    int cardH = static_cast<int>(cardW / 0.7);
    const int step = pile.size() > 1 ? std::min<int>(static_cast<int>(cardH * 0.3),
                                                     (avail - cardH) / (static_cast<int>(pile.size()) - 1))
                                     : 0;
    const int x = col.left() + (colW - cardW) / 2;
    if (pile.empty()) {
      paintLabel(*p, QRect(col.left(), col.top() + iconH + 10, colW, 20), tr("empty"), 12, false,
                 QColor(0xc0, 0xd0, 0xc0), Qt::AlignCenter);
    }
    for (int i = static_cast<int>(pile.size()) - 1; i >= 0; --i) {
      const int c = pile[static_cast<std::size_t>(i)];
      const Mark mark = i == 0 ? (scene_.refusedKey == QStringLiteral("silo:%1").arg(s) ? Mark::Refused
                                  : legal                                               ? Mark::Legal
                                                                                        : Mark::None)
                               : Mark::None;
      paintFace(
          *p, QRectF(x, col.top() + iconH + 4 + (static_cast<int>(pile.size()) - 1 - i) * step, cardW, cardH),
          c, sight_.burnt.count(c) > 0, mark);
    }
  }
  // Wells: a row each, the first free card on the left and fully shown.
  const int wellsTop = r.top() + silosH;
  const int rowH = (r.bottom() - wellsTop - 2 * m) / 2;
  for (int w = 0; w < 2; ++w) {
    const QRect row(r.left() + m, wellsTop + w * (rowH + m), r.width() - 2 * m, rowH);
    const vb::Json action = {{"type", pick ? "pick" : "well"}, {"well", w}};
    const bool legal = isLegal(action);
    addSpot(QStringLiteral("well:%1").arg(w), row, action, legal);
    const auto& pile = sight_.wells[static_cast<std::size_t>(w)];
    tips_.push_back({row, [w, n = pile.size()] { return tips::well(w, n); }});
    // The well's name on top, its count at the foot and the picture between them, in a column as
    // wide as the longer word (Spanish "Pozo 0", Italian "8 carte"): the words never cross the picture.
    QFont nameFont;
    nameFont.setPixelSize(12);
    nameFont.setBold(true);
    QFont countFont;
    countFont.setPixelSize(10);
    const QString name = tr("Well %1").arg(w);
    const QString count = tips::cards(static_cast<int>(pile.size()));
    const int nameH = 15;
    const int countH = 13;
    const int pictureH = rowH - nameH - countH;
    const int iconW = std::max({QFontMetrics(nameFont).horizontalAdvance(name),
                                QFontMetrics(countFont).horizontalAdvance(count), std::min(pictureH, 54)}) +
                      4;
    label(p, QRect(row.left(), row.top(), iconW, nameH), name, 12, true, Qt::white, Qt::AlignCenter);
    label(p, QRect(row.left(), row.bottom() - countH + 1, iconW, countH), count, 10, false,
          QColor(0xd0, 0xe0, 0xd0), Qt::AlignCenter);
    if (p == nullptr) continue;
    if (pictureH >= 12)
      paintArt(*p, QStringLiteral(":/art/vegetables/well.svg"),
               QRectF(row.left(), row.top() + nameH, iconW, pictureH));
    const int cardH = rowH - 4;
    const int cardW = static_cast<int>(cardH * 0.7);
    const int x0 = row.left() + iconW + 8;
    const int room = row.right() - x0 - cardW;
    const int n = static_cast<int>(pile.size());
    const int step = n > 2 ? std::min(static_cast<int>(cardW * 0.55), (room - cardW - 10) / (n - 2)) : 0;
    // The first free card stands apart; the rest follow in order, each showing its code.
    for (int i = 0; i < n; ++i) {
      const int c = pile[static_cast<std::size_t>(i)];
      const Mark mark = i == 0 ? (scene_.refusedKey == QStringLiteral("well:%1").arg(w) ? Mark::Refused
                                  : legal                                               ? Mark::Legal
                                                                                        : Mark::None)
                               : Mark::None;
      const int x = i == 0 ? x0 : x0 + cardW + 10 + (i - 1) * step;
      paintFace(*p, QRectF(x, row.top() + 2, cardW, cardH), c, sight_.burnt.count(c) > 0, mark);
    }
    if (n == 0)
      paintLabel(*p, QRect(x0, row.top(), 200, rowH), tr("empty"), 12, false, QColor(0xc0, 0xd0, 0xc0));
  }
}

void TableLayout::layButton(QPainter* p, const QRect& r, const QString& key, const QString& label,
                            const vb::Json& action) {
  const bool legal = isLegal(action);
  addSpot(key, r, action, legal);
  if (p == nullptr) return;
  p->setPen(QPen(legal ? QColor(0x7a, 0x5a, 0x00) : QColor(0x50, 0x60, 0x50), 1.5));
  p->setBrush(legal ? QColor(0xff, 0xe0, 0x70) : QColor(0x5a, 0x72, 0x5e));
  p->drawRoundedRect(r, 8, 8);
  // A longer word (Italian and Spanish run longer than English) shrinks the label to fit the button,
  // then wraps it on two lines; it is never cut.
  QFont f = p->font();
  f.setBold(legal);
  int px = std::min(15, r.height() / 2);
  const int room = r.width() - 12;
  for (; px > 10; --px) {
    f.setPixelSize(px);
    if (QFontMetrics(f).horizontalAdvance(label) <= room) break;
  }
  f.setPixelSize(px);
  p->setFont(f);
  p->setPen(legal ? QColor(0x3a, 0x28, 0x00) : QColor(0xb8, 0xc8, 0xb8));
  const bool fits = QFontMetrics(f).horizontalAdvance(label) <= room;
  p->drawText(r.adjusted(6, 0, -6, 0), Qt::AlignCenter | (fits ? Qt::TextSingleLine : Qt::TextWordWrap),
              label);
  if (scene_.refusedKey == key) paintFrame(*p, QRectF(r), Mark::Refused);
}

void TableLayout::layOwn(QPainter* p, const QRect& r) {
  const int me = scene_.shownSeat;
  const SeenSeat& s = sight_.players[static_cast<std::size_t>(me)];
  const bool deciding = me == sight_.current;
  const bool you = me == scene_.seat;
  if (p != nullptr) {
    p->setPen(QPen(deciding ? kLegal : kClothDark.darker(120), deciding ? 3 : 1.5));
    p->setBrush(kPanel);
    p->drawRoundedRect(r, 10, 10);
  }
  const int line = 20;
  const int buttonsW = std::min(230, r.width() / 5);
  const int maxH = r.height() - line - 18;
  const int y = r.top() + line + 8;
  const QRect titleRect(r.left() + 10, r.top() + 4, r.width() - buttonsW - 130 - 18, line);
  tips_.push_back({QRect(r.left(), r.top(), r.width() - buttonsW - 16, line + 6),
                   [s, you, turn = me == sight_.turn] { return tips::seat(s, you, turn); }});
  QString title = you ? tr("You: %1").arg(s.name) : s.name;
  title += QStringLiteral("  ·  ") + (s.handSize == 1 ? tr("1 card") : tr("%1 cards").arg(s.handSize));
  if (s.revealed) title += tr("  ·  hand shown (penalty)");
  // The title takes the room up to the points; a longer one (Italian, Spanish) ends in "…" rather
  // than being cut mid-word (the same facts are in the seat's panel and its tooltip).
  QFont titleFont = p != nullptr ? p->font() : QFont();
  titleFont.setPixelSize(15);
  titleFont.setBold(true);
  label(p, titleRect, QFontMetrics(titleFont).elidedText(title, Qt::ElideRight, titleRect.width()), 15, true,
        Qt::white);
  label(p, QRect(r.right() - buttonsW - 130, r.top() + 4, 120, line), tr("%1 pts").arg(s.total), 15, true,
        QColor(0xff, 0xf3, 0xb0), Qt::AlignRight | Qt::AlignVCenter);
  // The hand is what its player reads most: its cards are the largest of the row, and the room is
  // given to it first. Terrains are smaller cards beside it, the jollies to collect smaller still.
  // Overlapping cards show at least their left 58%: the whole code ("G11") and most of the picture.
  const int left = r.left() + 10;
  const int right = r.right() - buttonsW - 16;
  const int terrains = static_cast<int>(s.terrains.size());
  const int handCount = (s.handKnown ? static_cast<int>(s.hand.size()) : s.handSize) + s.held;
  const double terrainScale = 0.62;
  const double overlap = 0.58;
  const double uncollectedW = 0.55;
  const int terrainGap = terrains > 0 ? 14 : 0;
  const int uncollectedGap = s.uncollected > 0 ? 18 : 0;
  const double perWidth = (handCount > 0 ? 1 + overlap * (handCount - 1) : 0) +
                          (terrains > 0 ? terrainScale * (1 + overlap * (terrains - 1)) : 0) +
                          (s.uncollected > 0 ? uncollectedW : 0);
  const int room = right - left;
  const int cardW =
      std::min(static_cast<int>(maxH * 0.7),
               perWidth > 0 ? static_cast<int>((room - terrainGap - uncollectedGap) / perWidth) : room);
  const int cardH = static_cast<int>(cardW / 0.7);
  const int terrainW = static_cast<int>(cardW * terrainScale);
  const int terrainH = static_cast<int>(cardH * terrainScale);
  // The room left over spreads the hand first, then the terrains, up to a small gap between cards.
  int spare = room - terrainGap - uncollectedGap - static_cast<int>(perWidth * cardW);
  int handStep = static_cast<int>(cardW * overlap);
  if (handCount > 1) {
    const int more = std::min(spare / (handCount - 1), cardW + 8 - handStep);
    handStep += std::max(0, more);
    spare -= std::max(0, more) * (handCount - 1);
  }
  int terrainStep = static_cast<int>(terrainW * overlap);
  if (terrains > 1) terrainStep += std::clamp(spare / (terrains - 1), 0, terrainW + 6 - terrainStep);
  const int cy = y + (maxH - cardH) / 2;
  int x = left;
  for (std::size_t i = 0; i < s.terrains.size(); ++i) {
    const int t = s.terrains[i];
    const bool burnt = sight_.burnt.count(t) > 0;
    const vb::Json action = cardAction(burnt ? "discard" : "terrain", t);
    const bool legal = isLegal(action);
    const QString key = QStringLiteral("terrain:") + cardLabel(t);
    const QRect card(x, cy + cardH - terrainH, terrainW, terrainH);
    const bool last = i + 1 == s.terrains.size();
    addSpot(key, last ? card : QRect(card.left(), card.top(), std::min(terrainStep, terrainW), terrainH),
            action, legal);
    tips_.push_back({spots_.back().rect, [t, burnt] { return tips::card(t, burnt, QString()); }});
    if (p != nullptr)
      paintFace(*p, card, t, burnt,
                scene_.refusedKey == key ? Mark::Refused
                : legal                  ? Mark::Legal
                                         : Mark::None);
    x += last ? terrainW + terrainGap : terrainStep;
  }
  x = layUncollected(p, s, x, cy, cardW, cardH);
  layHand(p, s, x, cy, cardW, cardH, handStep);
  const bool penalty = sight_.phase == QLatin1String("penalty") && me == sight_.turn;
  layButtons(p, QRect(r.right() - buttonsW - 8, r.top() + 8, buttonsW, r.height() - 16), penalty);
}

int TableLayout::layUncollected(QPainter* p, const SeenSeat& s, int x, int y, int cardW, int cardH) {
  // Jollies still beside the player: a click collects one. One card stands for them all, with their
  // count on it when there are two, as beside the other seats (a pile would cover its own words).
  if (s.uncollected > 0) {
    const QRect beside(x, y + cardH / 3, static_cast<int>(cardW * 0.55), static_cast<int>(cardH * 0.6));
    const vb::Json action = {{"type", "collect-jolly"}};
    const bool legal = isLegal(action);
    addSpot(QStringLiteral("uncollected"), beside, action, false);
    tips_.push_back({beside, [n = s.uncollected] { return tips::uncollected(n, QString()); }});
    if (p != nullptr) {
      paintJolly(*p, QRectF(beside), -1, legal ? Mark::Legal : Mark::None, !legal);
      if (s.uncollected > 1) {
        const qreal d = std::max(14.0, cardW * 0.3);
        paintCountTags(*p, {uncollectedTag(QRectF(beside), d, s.uncollected)});
      }
      paintLabel(*p, QRect(x - 4, y + cardH / 3 - 16, beside.width() + 16, 14),
                 elided(*p, tr("to collect"), 11, false, beside.width() + 16), 11, false,
                 QColor(0xd0, 0xe0, 0xd0));
    }
    x = beside.right() + 18;
  }
  return x;
}

void TableLayout::layHand(QPainter* p, const SeenSeat& s, int x, int y, int cardW, int cardH, int step) {
  // The hand, then the jollies in it; a card under the next one is clicked by its visible part.
  const int count = (s.handKnown ? static_cast<int>(s.hand.size()) : s.handSize) + s.held;
  const auto visible = [&](int k) {
    return k + 1 < count ? QRect(x, y, std::min(step, cardW), cardH) : QRect(x, y, cardW, cardH);
  };
  int k = 0;
  std::vector<CountTag> tags;
  if (s.handKnown) {
    for (int c : s.hand) {
      const bool burnt = sight_.burnt.count(c) > 0;
      const vb::Json action = cardAction(burnt ? "discard" : "play", c);
      const bool legal = isLegal(action);
      const QString key = QStringLiteral("hand:") + cardLabel(c);
      addSpot(key, visible(k), action, legal);
      tips_.push_back({visible(k), [c, burnt] { return tips::card(c, burnt, QString()); }});
      if (p != nullptr)
        paintFace(*p, QRect(x, y, cardW, cardH), c, burnt,
                  scene_.refusedKey == key ? Mark::Refused
                  : scene_.selected == c   ? Mark::Focus
                  : legal                  ? Mark::Legal
                                           : Mark::None);
      x += step;
      ++k;
    }
  } else {
    // Shown to nobody's eyes (the curtain, a computer's turn): the backs, as the other seats see them.
    x = static_cast<int>(paintBacks(p, s, x, y, cardW, cardH, step, tags, tips_));
    k += s.whiteBacks + s.greenBacks;
  }
  const bool chain = scene_.legal.anyOfType("jolly");
  if (s.held > 0)
    tips_.push_back({QRect(x, y, (s.held - 1) * step + cardW, cardH),
                     [held = s.held] { return tips::heldJollies(held, QString()); }});
  for (int i = 0; i < s.held; ++i, ++k) {
    const QString key = QStringLiteral("jolly:%1").arg(i);
    addSpot(key, visible(k), vb::Json(),
            chain && i == 0 && !scene_.armed && sight_.phase != QLatin1String("chain"));
    if (p != nullptr) {
      const Mark mark = scene_.refusedKey == key ? Mark::Refused
                        : scene_.armed && i == 0 ? Mark::Focus
                        : chain && i == 0        ? Mark::Legal
                                                 : Mark::None;
      paintJolly(*p, QRect(x, y, cardW, cardH), -1, mark);
    }
    x += step;
  }
  if (p != nullptr) paintCountTags(*p, tags);
}

void TableLayout::layButtons(QPainter* p, const QRect& col, bool penalty) {
  // Buttons: with the penalty's heading, the four still fit the column.
  const int heading = penalty ? 16 : 0;
  const int bh = std::min(34, (col.height() - heading - 3 * 6) / 4);
  struct Button {
    QString label;
    QString key;
    vb::Json action;
  };
  std::vector<Button> buttons;
  const auto penaltyButton = [](const QString& label, const char* option) {
    return Button{label,
                  QStringLiteral("button:penalty %1").arg(QLatin1String(option)),
                  {{"type", "penalty"}, {"option", option}}};
  };
  buttons.push_back(
      {tr("Collect a jolly"), QStringLiteral("button:collect jolly"), {{"type", "collect-jolly"}}});
  if (penalty) {
    buttons.push_back(penaltyButton(tr("A: refill, −50"), "A"));
    buttons.push_back(penaltyButton(tr("B: opponents pick"), "B"));
    buttons.push_back(penaltyButton(tr("C: no refill"), "C"));
  } else {
    buttons.push_back(
        {tr("Discard a jolly"), QStringLiteral("button:discard jolly"), {{"type", "discard-jolly"}}});
    buttons.push_back({tr("Pass"), QStringLiteral("button:pass"), {{"type", "pass"}}});
  }
  int by = col.top();
  for (const Button& b : buttons) {
    if (penalty && b.action.value("option", std::string()) == "A") {
      if (p != nullptr)
        paintLabel(*p, QRect(col.left(), by - 2, col.width(), 16), tr("Or the penalty:"), 13, true, kLegal);
      by += 16;
    }
    layButton(p, QRect(col.left(), by, col.width(), bh), b.key, b.label, b.action);
    tips_.push_back({spots_.back().rect, [key = b.key] { return tips::button(key); }});
    by += bh + 6;
  }
}

}  // namespace vb::app::vegetables
