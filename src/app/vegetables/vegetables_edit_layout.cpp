#include "vegetables/vegetables_edit_layout.h"

#include <QPainter>
#include <algorithm>

#include "vegetables/vegetables_layout.h"
#include "vegetables/vegetables_painter.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

namespace {

const QColor kFaint(0xc8, 0xd8, 0xc8);

void paintPanel(QPainter* p, const QRect& r, bool lit) {
  p->setPen(QPen(lit ? kLegal : kClothDark.darker(120), lit ? 3 : 1.5));
  p->setBrush(kPanel);
  p->drawRoundedRect(r, 8, 8);
}

// An empty or dealt place: a dashed outline with a word in it.
void paintHole(QPainter* p, const QRect& r, const QString& text) {
  p->setPen(QPen(kFaint, 1.2, Qt::DashLine));
  p->setBrush(Qt::NoBrush);
  p->drawRoundedRect(QRectF(r).adjusted(1, 1, -1, -1), 6, 6);
  QFont f = p->font();
  f.setPixelSize(std::clamp(r.height() / 6, 9, 12));
  f.setBold(false);
  p->setFont(f);
  p->setPen(kFaint);
  p->drawText(r.adjusted(3, 3, -3, -3), Qt::AlignCenter | Qt::TextWordWrap, text);
}

}  // namespace

void EditLayout::add(const QString& key, const QRect& rect, int card, Place place) {
  spots_.push_back({key, rect, card, place});
}

void EditLayout::paintCard(QPainter* p, const QRectF& r, int card) {
  if (p != nullptr) paintFace(*p, r, card, e_.sight.burnt.count(card) > 0);
}

std::vector<EditSpot> EditLayout::compose(QPainter* p) {
  spots_.clear();
  if (p != nullptr) p->fillRect(area_, kCloth);
  const int W = area_.width();
  const int H = area_.height();
  const int m = 6;
  const int palH = std::clamp(H * 22 / 100, 96, 180);
  const int h = H - palH - 3 * m;
  const int leftW = (W - 3 * m) * 44 / 100;
  const int seatH = (h - 3 * m) / 4;
  for (int i = 0; i < vv::kSeats; ++i) laySeat(p, QRect(m, m + i * (seatH + m), leftW, seatH), i);
  const int x1 = 2 * m + leftW;
  const int w1 = W - 3 * m - leftW;
  const int boardH = h * 52 / 100;
  layBoard(p, QRect(x1, m, w1, boardH));
  const int pilesTop = 2 * m + boardH;
  const int pilesH = h - boardH - m;
  const int silosW = w1 * 40 / 100;
  laySilos(p, QRect(x1, pilesTop, silosW, pilesH));
  const int rowsX = x1 + silosW + m;
  const int rowsW = w1 - silosW - m;
  const int rowH = (pilesH - 2 * m) / 3;
  for (int w = 0; w < vv::kWells; ++w)
    layRow(p, QRect(rowsX, pilesTop + w * (rowH + m), rowsW, rowH), QStringLiteral("well:%1").arg(w),
           tr("Well %1").arg(w), e_.sight.wells[static_cast<std::size_t>(w)], {Place::Well, w},
           e_.wellsDealt ? tr("dealt at random: the cards left") : tr("empty"));
  layRow(p, QRect(rowsX, pilesTop + 2 * (rowH + m), rowsW, rowH), QStringLiteral("discards"), tr("Discards"),
         e_.sight.discards, {Place::Discards, 0},
         e_.discardsRest ? tr("and every card left in the box") : tr("none", "the discards"));
  layPalette(p, QRect(m, H - m - palH, W - 2 * m, palH));
  if (p != nullptr)
    for (const EditSpot& s : spots_) {
      if (scene_.outlined.contains(s.key)) paintFrame(*p, QRectF(s.rect), Mark::Refused);
      if (!scene_.dropKey.isEmpty() && s.key == scene_.dropKey) paintFrame(*p, QRectF(s.rect), Mark::Focus);
    }
  return spots_;
}

void EditLayout::layCards(QPainter* p, const std::vector<int>& cards, Place place, QRect& row, int cardW,
                          int cardH) {
  const int n = static_cast<int>(cards.size());
  // Many cards shrink so each still shows its code band: a step of at least half a card.
  const int w = n > 1 ? std::min(cardW, row.width() * 2 / (n + 1)) : cardW;
  const int h = w == cardW ? cardH : w * 10 / 7;
  const int step = n > 1 ? std::min(w + 3, (row.width() - w) / (n - 1)) : 0;
  for (int k = 0; k < n; ++k) {
    const int card = cards[static_cast<std::size_t>(k)];
    const QRect r(row.left() + k * step, row.top() + (cardH - h) / 2, w, h);
    place.at = k;
    add(QStringLiteral("card:") + cardLabel(card), r, card, place);
    paintCard(p, r, card);
  }
}

void EditLayout::laySeat(QPainter* p, const QRect& r, int seat) {
  const SeenSeat& s = e_.sight.players[static_cast<std::size_t>(seat)];
  const auto i = static_cast<std::size_t>(seat);
  add(QStringLiteral("seat:%1").arg(seat), r);
  const bool turn = seat == e_.sight.turn;
  if (p != nullptr) {
    paintPanel(p, r, turn);
    QString title = s.name + QStringLiteral("  ·  ") + tr("%1 pts").arg(s.total);
    if (turn) title += QStringLiteral("  ·  ") + tr("to play");
    if (seat == e_.sight.current && !turn) title += QStringLiteral("  ·  ") + tr("picking");
    if (s.revealed) title += QStringLiteral("  ·  ") + tr("hand shown");
    title += QStringLiteral("  ·  ") + tr("jollies: %1 in hand, %2 beside").arg(s.held).arg(s.uncollected);
    paintLabel(*p, QRect(r.left() + 8, r.top() + 2, r.width() - 16, 18),
               elided(*p, title, 13, true, r.width() - 16), 13, true);
  }
  const int cardH = std::max(20, r.height() - 28);
  const int cardW = cardH * 7 / 10;
  const int y = r.top() + 22;
  const int gap = 8;
  // Terrains, the hand, then the jollies (in hand, then beside the player, faded).
  const int nt = static_cast<int>(s.terrains.size());
  const int tw = nt > 0 ? cardW + (nt - 1) * cardW * 6 / 10 : cardW * 9 / 10;
  QRect terr(r.left() + 8, y, tw, cardH);
  const int nj = s.held + s.uncollected;
  const int jw = nj > 0 ? cardW + (nj - 1) * cardW / 2 : cardW * 9 / 10;
  const QRect jol(r.right() - 8 - jw, y, jw, cardH);
  QRect hand(terr.right() + gap, y, jol.left() - gap - terr.right() - gap, cardH);
  add(QStringLiteral("terrains:%1").arg(seat), terr);
  add(QStringLiteral("hand:%1").arg(seat), hand);
  add(QStringLiteral("jollies:%1").arg(seat), jol);
  if (p != nullptr) {
    if (e_.terrainsDealt[i])
      paintHole(p, terr, tr("terrains dealt"));
    else if (nt == 0)
      paintHole(p, terr, tr("no terrains"));
    if (e_.handDealt[i])
      paintHole(p, hand, tr("hand dealt at random (8 white cards)"));
    else if (s.hand.empty())
      paintHole(p, hand, tr("empty hand"));
    if (nj == 0) paintHole(p, jol, tr("no jollies"));
    for (int k = 0; k < nj; ++k)
      paintJolly(*p, QRectF(jol.left() + k * (cardW / 2.0), y, cardW, cardH), -1, Mark::None, k >= s.held);
  }
  layCards(p, s.terrains, {Place::Terrains, seat}, terr, cardW, cardH);
  layCards(p, s.hand, {Place::Hand, seat}, hand, cardW, cardH);
}

void EditLayout::layBoard(QPainter* p, const QRect& r) {
  add(QStringLiteral("board"), r);
  TableScene scene;
  TableLayout table(e_.sight, scene, area_);
  table.layBoard(p, r);
  for (const Spot& s : table.spots()) {
    const int line = vv::lineOf(vv::cardFromName(s.key.mid(5).toStdString()));
    const int top = e_.sight.top[static_cast<std::size_t>(line)];
    add(s.key, s.rect, top, {Place::Board, line, top < 0 ? -1 : vv::stageOf(top)});
  }
}

void EditLayout::laySilos(QPainter* p, const QRect& r) {
  if (p != nullptr) paintPanel(p, r, false);
  const int m = 6;
  const int colW = (r.width() - 5 * m) / 4;
  for (int s = 0; s < vv::kSilos; ++s) {
    const QRect col(r.left() + m + s * (colW + m), r.top() + m, colW, r.height() - 2 * m);
    add(QStringLiteral("silo:%1").arg(s), col);
    if (p != nullptr)
      paintLabel(*p, QRect(col.left(), col.top(), col.width(), 16), tr("Silo %1").arg(s), 12, true, Qt::white,
                 Qt::AlignCenter);
    const auto& pile = e_.sight.silos[static_cast<std::size_t>(s)];
    const int n = static_cast<int>(pile.size());
    const int avail = col.height() - 20;
    const int cardW = std::min(colW - 2, avail * 7 / 19);
    const int cardH = cardW * 10 / 7;
    const int step = n > 1 ? std::min(cardH * 3 / 10, (avail - cardH) / (n - 1)) : 0;
    const int x = col.left() + (colW - cardW) / 2;
    if (p != nullptr && n == 0)
      paintHole(p, QRect(x, col.top() + 20, cardW, cardH), e_.silosDealt ? tr("dealt") : tr("empty"));
    // The first free card lies on top of the pile, fully seen; the others peek out above it.
    for (int i = n - 1; i >= 0; --i) {
      const int card = pile[static_cast<std::size_t>(i)];
      const QRect cr(x, col.top() + 20 + (n - 1 - i) * step, cardW, cardH);
      add(QStringLiteral("card:") + cardLabel(card), cr, card, {Place::Silo, s, i});
      paintCard(p, cr, card);
    }
  }
}

void EditLayout::layRow(QPainter* p, const QRect& r, const QString& key, const QString& title,
                        const std::vector<int>& cards, Place place, const QString& empty) {
  add(key, r);
  const int n = static_cast<int>(cards.size());
  if (p != nullptr) {
    paintPanel(p, r, false);
    paintLabel(*p, QRect(r.left() + 6, r.top() + 4, 70, 16), title, 12, true);
    paintLabel(*p, QRect(r.left() + 6, r.top() + 20, 70, 14), n == 1 ? tr("1 card") : tr("%1 cards").arg(n),
               10, false, kFaint);
  }
  const int cardH = r.height() - 8;
  const int cardW = cardH * 7 / 10;
  QRect row(r.left() + 80, r.top() + 4, r.width() - 86, cardH);
  if (p != nullptr && n == 0)
    paintHole(p, row, empty);
  else if (p != nullptr && !empty.isEmpty() && place.kind == Place::Discards && e_.discardsRest)
    paintLabel(*p, QRect(r.left() + 6, r.bottom() - 16, 74, 14), tr("+ the box"), 10, false, kLegal);
  layCards(p, cards, place, row, cardW, cardH);
}

void EditLayout::layPalette(QPainter* p, const QRect& r) {
  add(QStringLiteral("palette"), r);
  int inBox = 0;
  for (const Place& pl : e_.places) inBox += pl.kind == Place::Box ? 1 : 0;
  if (p != nullptr) {
    paintPanel(p, r, false);
    paintLabel(*p, QRect(r.left() + 8, r.top() + 2, r.width() - 16, 18),
               (inBox == 1 ? tr("In the box: 1 card") : tr("In the box: %1 cards").arg(inBox)) +
                   QStringLiteral("  ·  ") + scene_.note,
               12, true);
  }
  const int top = r.top() + 22;
  const int cellW = (r.width() - 16) / vv::kValues;
  const int cellH = (r.bottom() - 4 - top) / vv::kColours;
  const int cardH = cellH - 2;
  const int cardW = std::min(cellW - 2, cardH * 8 / 10);
  for (int c = 0; c < vv::kColours; ++c)
    for (int v = 1; v <= vv::kValues; ++v) {
      const int card = vv::cardOf(c, v);
      const QRect cell(r.left() + 8 + (v - 1) * cellW + (cellW - cardW) / 2, top + c * cellH, cardW, cardH);
      if (e_.places[static_cast<std::size_t>(card)].kind == Place::Box) {
        add(QStringLiteral("box:") + cardLabel(card), cell, card, {});
        paintCard(p, cell, card);
      } else if (p != nullptr) {
        p->setPen(QPen(colourOf(c).lighter(120), 1, Qt::DotLine));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(QRectF(cell).adjusted(1, 1, -1, -1), 4, 4);
        paintLabel(*p, cell, cardLabel(card), std::max(8, cardH / 4), false, kFaint, Qt::AlignCenter);
      }
    }
}

}  // namespace vb::app::vegetables
