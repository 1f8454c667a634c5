#include "vegetables/vegetables_painter.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <algorithm>
#include <array>
#include <utility>

#include "picture_cache.h"
#include "svg_cache.h"
#include "table/palette.h"
#include "vegetables/vegetables_tips.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

namespace {

// The translation context of the panels' words.
struct PanelText {
  Q_DECLARE_TR_FUNCTIONS(vb::app::vegetables::VegetablesBoard)
};

// The largest pixel size, up to `px`, at which `text` fits `width` ("BRUCIATA", "COMODÍN" on a
// small card); never below 6.
int fittingPixels(QFont f, const QString& text, qreal width, int px) {
  for (; px > 6; --px) {
    f.setPixelSize(px);
    if (QFontMetrics(f).horizontalAdvance(text) <= width) break;
  }
  return px;
}

}  // namespace

// A card's stage in the rulebook's words (docs/translating.md#words).
QString stageName(int stage) {
  static const char* const names[] = {QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "terrain"),
                                      QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "seed"),
                                      QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "sprout"),
                                      QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "plant"),
                                      QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "crop")};
  return PanelText::tr(names[std::clamp(stage, 0, 4)]);
}

QColor colourOf(int colour) {
  switch (colour) {
    case 0:
      return QColor(0xd2, 0x3a, 0x2c);
    case 1:
      return QColor(0xd9, 0xa4, 0x00);
    case 2:
      return QColor(0x2f, 0x8a, 0x30);
    default:
      return QColor(0x70, 0x32, 0x96);
  }
}

QString iconOf(int colour) {
  switch (colour) {
    case 0:
      return QStringLiteral(":/art/vegetables/tomato.svg");
    case 1:
      return QStringLiteral(":/art/vegetables/corn.svg");
    case 2:
      return QStringLiteral(":/art/vegetables/peas.svg");
    default:
      return QStringLiteral(":/art/vegetables/eggplant.svg");
  }
}

void paintArt(QPainter& p, const QString& resource, const QRectF& box) {
  if (box.width() < 2 || box.height() < 2) return;
  paintSvg(p, resource, box, true);
}

void paintFrame(QPainter& p, const QRectF& r, Mark mark) {
  if (mark == Mark::None) return;
  const QColor c = mark == Mark::Refused ? table::palette().refused : kLegal;
  p.setPen(QPen(c, mark == Mark::Focus ? 4.5 : 3));
  p.setBrush(Qt::NoBrush);
  p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 7, 7);
  if (mark == Mark::Focus) {
    p.setPen(QPen(Qt::white, 1.5, Qt::DashLine));
    p.drawRoundedRect(r.adjusted(-6, -6, 6, 6), 9, 9);
  }
}

namespace {

// The colour band at a card's top, and the body under it (the picture, then the stage's word).
qreal faceBand(const QRectF& r) { return std::max<qreal>(12, r.height() * 0.24); }
QRectF faceBody(const QRectF& r) {
  const qreal band = faceBand(r);
  return {r.left() + 3, r.top() + band + 2, r.width() - 6, r.height() - band - 4};
}
// A card taller than this has room for its stage's word under the picture.
bool faceIsRoomy(const QRectF& r) { return r.height() > 70; }

}  // namespace

QRectF faceCodeRect(const QRectF& r) {
  return {r.left() + std::max<qreal>(3, r.width() * 0.07), r.top(), r.width(), faceBand(r)};
}

QRectF faceWordRect(const QRectF& r) {
  if (!faceIsRoomy(r)) return {};
  const QRectF body = faceBody(r);
  return {body.left(), body.bottom() - body.height() * 0.22, body.width(), body.height() * 0.22};
}

namespace {

// A card's face, its frame aside.
void paintFaceItself(QPainter& p, const QRectF& r, int card, bool burnt) {
  const int colour = vv::colourOf(card);
  const QColor c = colourOf(colour);
  const qreal radius = r.width() * 0.1;
  p.setPen(QPen(c.darker(160), 1.5));
  p.setBrush(QColor(0xfb, 0xf8, 0xef));
  p.drawRoundedRect(r, radius, radius);
  const qreal band = faceBand(r);
  QPainterPath top;
  top.addRoundedRect(QRectF(r.left(), r.top(), r.width(), band + radius), radius, radius);
  QPainterPath clip;
  clip.addRect(QRectF(r.left(), r.top(), r.width(), band));
  p.setPen(Qt::NoPen);
  p.setBrush(c);
  p.drawPath(top.intersected(clip));
  QFont f = p.font();
  f.setBold(true);
  f.setPixelSize(std::max(9, static_cast<int>(band * 0.72)));
  p.setFont(f);
  p.setPen(Qt::white);
  p.drawText(faceCodeRect(r), Qt::AlignLeft | Qt::AlignVCenter, cardLabel(card));
  const QRectF body = faceBody(r);
  const QRectF word = faceWordRect(r);
  const QRectF iconBox = word.isEmpty() ? body : body.adjusted(0, 0, 0, -word.height());
  paintArt(p, iconOf(colour), iconBox);
  if (!word.isEmpty()) {
    f.setBold(false);
    f.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.1)));
    p.setFont(f);
    p.setPen(c.darker(170));
    p.drawText(word, Qt::AlignCenter,
               // "germoglio" is longer than "sprout": a word that does not fit the card ends in "…".
               p.fontMetrics().elidedText(stageName(vv::stageOf(card)), Qt::ElideRight,
                                          static_cast<int>(body.width())));
  }
  if (burnt) {
    // Burnt: a jolly took its place; its holder may discard it. Cross-hatched, with a label.
    p.setPen(QPen(QColor(0x30, 0x20, 0x20), 2.5));
    p.drawLine(r.topLeft() + QPointF(4, band + 4), r.bottomRight() - QPointF(4, 4));
    p.drawLine(QPointF(r.right() - 4, r.top() + band + 4), QPointF(r.left() + 4, r.bottom() - 4));
    QFont bf = p.font();
    bf.setBold(true);
    bf.setPixelSize(fittingPixels(bf, PanelText::tr("BURNT"), r.width() - 8,
                                  std::max(8, static_cast<int>(r.height() * 0.13))));
    p.setFont(bf);
    const QRectF tag(r.left() + 2, r.center().y() - bf.pixelSize() * 0.7, r.width() - 4,
                     bf.pixelSize() * 1.4);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x30, 0x20, 0x20));
    p.drawRoundedRect(tag, 3, 3);
    p.setPen(QColor(0xff, 0xb0, 0x60));
    p.drawText(tag, Qt::AlignCenter, PanelText::tr("BURNT"));
  }
}

}  // namespace

void paintFace(QPainter& p, const QRectF& r, int card, bool burnt, Mark mark) {
  // A face is the same picture wherever it lies (picture_cache.h); its words are in the key, as
  // the reader's language names them.
  const QString key = QStringLiteral("vegetables-face:%1:%2:%3:%4")
                          .arg(card)
                          .arg(burnt)
                          .arg(stageName(vv::stageOf(card)), PanelText::tr("BURNT"));
  paintCached(p, r, 0, key, [card, burnt](QPainter& painter, const QRectF& box) {
    paintFaceItself(painter, box, card, burnt);
  });
  paintFrame(p, r, mark);
}

void paintJolly(QPainter& p, const QRectF& r, int standsFor, Mark mark, bool faded) {
  const qreal radius = r.width() * 0.1;
  p.setOpacity(faded ? 0.35 : 1.0);
  p.setPen(QPen(QColor(0x6e, 0x12, 0x09), 1.5));
  p.setBrush(QColor(0xff, 0xef, 0xc2));
  p.drawRoundedRect(r, radius, radius);
  const qreal band = std::max<qreal>(11, r.height() * 0.2);
  QFont f = p.font();
  f.setBold(true);
  const QString name =
      standsFor >= 0 ? PanelText::tr("J=%1").arg(cardLabel(standsFor)) : PanelText::tr("JOLLY");
  f.setPixelSize(fittingPixels(f, name, r.width() - 4, std::max(8, static_cast<int>(band * 0.7))));
  p.setFont(f);
  p.setPen(QColor(0x6e, 0x12, 0x09));
  p.drawText(QRectF(r.left(), r.top() + 1, r.width(), band), Qt::AlignCenter, name);
  paintArt(p, QStringLiteral(":/art/vegetables/tractor.svg"),
           QRectF(r.left() + 3, r.top() + band, r.width() - 6, r.height() - band - 3));
  if (standsFor >= 0) {
    p.setPen(QPen(colourOf(vv::colourOf(standsFor)), 3));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), radius, radius);
  }
  p.setOpacity(1.0);
  paintFrame(p, r, mark);
}

void paintBack(QPainter& p, const QRectF& r, const QString& which) {
  // The back's lattice runs past the card's edge in the picture: clipped to the card, it never
  // draws over the seat's name and facts above the row.
  p.save();
  QPainterPath card;
  card.addRoundedRect(r, r.width() * 0.1, r.width() * 0.1);
  p.setClipPath(card, Qt::IntersectClip);
  paintArt(p, QStringLiteral(":/art/vegetables/back-%1.svg").arg(which), r);
  p.restore();
}

QString backsText(const SeenSeat& s) {
  if (s.handKnown) return {};
  QStringList parts;
  parts << PanelText::tr("%1 white").arg(s.whiteBacks) << PanelText::tr("%1 green").arg(s.greenBacks);
  parts << (s.held == 1 ? PanelText::tr("1 jolly") : PanelText::tr("%1 jollies").arg(s.held));
  return parts.join(QStringLiteral(" · "));
}

qreal paintBacks(QPainter* p, const SeenSeat& s, qreal x, qreal y, qreal cardW, qreal cardH, qreal step,
                 std::vector<CountTag>& tags, std::vector<Tip>& tips) {
  const std::array<std::pair<bool, int>, 2> stacks{{{false, s.whiteBacks}, {true, s.greenBacks}}};
  const qreal d = std::max(14.0, cardW * 0.42);
  qreal tagRight = x;
  for (const auto& [green, count] : stacks) {
    if (count == 0) continue;
    // The tag sits at the bottom left of the stack's first card, after the previous stack's tag.
    const qreal left = std::max(x + 2, tagRight + 2);
    tags.push_back({QRectF(left, y + cardH - d - 4, d, d),
                    green ? colourOf(2).darker(140) : QColor(0x6a, 0x5a, 0x40), count});
    tagRight = left + d;
    const qreal first = x;
    for (int i = 0; i < count; ++i) {
      if (p != nullptr)
        paintBack(*p, QRectF(x, y, cardW, cardH), green ? QStringLiteral("green") : QStringLiteral("white"));
      x += step;
    }
    // Whose cards and how many, never which (docs/rules/vegetables.md#hidden-information).
    tips.push_back(
        {QRectF(first, y, x - step - first + cardW, cardH).toRect(),
         [owner = s.name, count = count, green = green] { return tips::backs(owner, count, green); }});
  }
  return x;
}

CountTag uncollectedTag(const QRectF& pile, qreal size, int count) {
  return {QRectF(pile.left() + 2, pile.bottom() - size - 3, size, size), QColor(0x6e, 0x12, 0x09), count};
}

void paintCountTags(QPainter& p, const std::vector<CountTag>& tags) {
  for (const CountTag& t : tags) {
    p.setPen(QPen(Qt::white, 1.5));
    p.setBrush(t.colour);
    p.drawEllipse(t.rect);
    paintLabel(p, t.rect, QString::number(t.count), static_cast<int>(t.rect.height() * 0.62), true, Qt::white,
               Qt::AlignCenter);
  }
}

void paintLabel(QPainter& p, const QRectF& r, const QString& text, int px, bool bold, const QColor& colour,
                Qt::Alignment align) {
  QFont f = p.font();
  f.setPixelSize(std::max(8, px));
  f.setBold(bold);
  p.setFont(f);
  p.setPen(colour);
  p.drawText(r, align | Qt::TextSingleLine, text);
}

Caption labelCaption(const QFont& font, const QRectF& r, const QString& text, int px, bool bold,
                     Qt::Alignment align) {
  QFont f = font;
  f.setPixelSize(std::max(8, px));
  f.setBold(bold);
  const QRectF words = QFontMetricsF(f).boundingRect(r, static_cast<int>(align | Qt::TextSingleLine), text);
  return {words.intersected(r).toAlignedRect(), text};
}

void paintWordTag(QPainter& p, const QRect& box, const QString& word) {
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0x20, 0x18, 0x08, 210));
  p.drawRoundedRect(box, 4, 4);
  QFont f = p.font();
  f.setBold(true);
  const int px = std::max(8, fittingPixels(f, word, box.width() - 4, 11));
  paintLabel(p, box, elided(p, word, px, true, box.width() - 4), px, true, kLegal, Qt::AlignCenter);
}

QString elided(const QPainter& p, const QString& text, int px, bool bold, int width) {
  QFont f = p.font();
  f.setPixelSize(std::max(8, px));
  f.setBold(bold);
  return QFontMetrics(f).elidedText(text, Qt::ElideRight, width);
}

QString seatFacts(const SeenSeat& s) {
  QStringList facts;
  facts << (s.handSize == 1 ? PanelText::tr("1 card") : PanelText::tr("%1 cards").arg(s.handSize));
  if (s.revealed) facts << PanelText::tr("hand shown (penalty)");
  if (s.handKnown)
    facts << PanelText::tr("jollies: %1 held, %2 beside").arg(s.held).arg(s.uncollected);
  else
    facts << backsText(s) << PanelText::tr("%1 beside").arg(s.uncollected);
  return facts.join(QStringLiteral(" · "));
}

SeatPanel laySeatPanel(QPainter* p, const QRect& r, const Sight& sight, int seat, std::vector<Tip>& tips) {
  const SeenSeat& s = sight.players[static_cast<std::size_t>(seat)];
  const bool turn = seat == sight.turn;
  const bool deciding = seat == sight.current;
  const int line = std::max(16, r.height() / 8);
  const int margin = 10;
  SeatPanel laid;
  // The points keep the same margin from the panel's right edge as the name from its left one, as
  // wide as their words; the name takes the room left of them and ends in "…" when longer.
  QFont pointsFont = p != nullptr ? p->font() : QFont();
  pointsFont.setPixelSize(std::max(8, line - 2));
  pointsFont.setBold(true);
  const QString points = PanelText::tr("%1 pts").arg(s.total);
  const int pointsW = QFontMetrics(pointsFont).horizontalAdvance(points) + 1;
  laid.points = QRect(r.left() + r.width() - margin - pointsW, r.top() + 4, pointsW, line);
  laid.name =
      QRect(r.left() + margin, r.top() + 4, std::max(0, laid.points.left() - 8 - r.left() - margin), line);
  // The whole panel, and its header above all, tell the seat's facts in full.
  const auto header = [s, turn] { return tips::seat(s, false, turn); };
  tips.push_back({r, header});
  tips.push_back({QRect(r.left(), r.top(), r.width(), 2 * line + 8), header});
  QString title = s.name;
  if (turn) title += PanelText::tr(" (to play)");
  if (deciding && !turn) title += PanelText::tr(" (picking)");
  const QString factsText = seatFacts(s);
  const QRect factsBox(r.left() + margin, r.top() + line + 6, r.width() - 2 * margin, line - 2);
  // The facts shrink to fit the panel rather than be cut.
  const QFont font = p != nullptr ? p->font() : QFont();
  int px = line - 5;
  for (QFont f = font;; --px) {
    f.setPixelSize(px);
    if (px <= 8 || QFontMetrics(f).horizontalAdvance(factsText) <= factsBox.width()) break;
  }
  laid.words = {labelCaption(font, laid.name, title, line - 2, true),
                labelCaption(font, laid.points, points, line - 2, true, Qt::AlignRight | Qt::AlignVCenter),
                labelCaption(font, factsBox, factsText, px, false)};
  if (p != nullptr) {
    p->setPen(QPen(deciding ? kLegal : kClothDark.darker(120), deciding ? 3 : 1.5));
    p->setBrush(kPanel);
    p->drawRoundedRect(r, 10, 10);
    paintLabel(*p, laid.name, elided(*p, title, line - 2, true, laid.name.width()), line - 2, true);
    paintLabel(*p, laid.points, points, line - 2, true, QColor(0xff, 0xf3, 0xb0),
               Qt::AlignRight | Qt::AlignVCenter);
    paintLabel(*p, factsBox, elided(*p, factsText, px, false, factsBox.width()), px, false,
               s.revealed ? QColor(0xff, 0xd0, 0x90) : QColor(0xd0, 0xe0, 0xd0));
  }
  // One row: terrains, the hand (faces when shown, else backs) and the jollies in hand; then,
  // beside the row and never over it, those still to collect: one faded, smaller jolly with their
  // count on it (docs/rules/vegetables.md#jollies-the-tractor).
  const int y = r.top() + 2 * line + 10;
  const int cardH = r.bottom() - 8 - y;
  const int cardW = static_cast<int>(cardH * 0.7);
  const int handCount = s.handKnown ? static_cast<int>(s.hand.size()) : s.handSize;
  const int items = static_cast<int>(s.terrains.size()) + handCount + s.held;
  const int jollyW = static_cast<int>(cardW * 0.85);
  const int jollyH = static_cast<int>(cardH * 0.85);
  const int pileW = s.uncollected > 0 ? jollyW : 0;
  const int pileGap = s.uncollected > 0 ? 10 : 0;
  const int room = r.width() - 2 * margin - 12 - pileW - pileGap;
  const int step = items > 1 ? std::clamp((room - cardW) / (items - 1), 6, cardW + 4) : 0;
  int x = r.left() + margin;
  const auto faceUp = [&](int c) {
    const bool burnt = sight.burnt.count(c) > 0;
    if (p != nullptr) paintFace(*p, QRectF(x, y, cardW, cardH), c, burnt);
    tips.push_back(
        {QRect(x, y, cardW, cardH), [c, burnt, owner = s.name] { return tips::card(c, burnt, owner); }});
    x += step;
  };
  for (int t : s.terrains) faceUp(t);
  if (!s.terrains.empty() && handCount + s.held > 0) x += 4;
  if (s.handKnown)
    for (int c : s.hand) faceUp(c);
  std::vector<CountTag> tags;
  if (!s.handKnown) x = static_cast<int>(paintBacks(p, s, x, y, cardW, cardH, step, tags, tips));
  if (s.held > 0)
    tips.push_back({QRect(x, y, (s.held - 1) * step + cardW, cardH),
                    [held = s.held, owner = s.name] { return tips::heldJollies(held, owner); }});
  for (int i = 0; i < s.held; ++i) {
    if (p != nullptr) paintJolly(*p, QRectF(x, y, cardW, cardH), -1);
    x += step;
  }
  // The row ends where its last card does.
  const int rowRight = items > 0 ? x - step + cardW : r.left() + margin;
  laid.row = QRect(r.left() + margin, y, rowRight - r.left() - margin, cardH);
  if (s.uncollected > 0) {
    laid.uncollected = QRect(rowRight + pileGap, y + cardH - jollyH, pileW, jollyH);
    tips.push_back(
        {laid.uncollected, [n = s.uncollected, owner = s.name] { return tips::uncollected(n, owner); }});
    if (p != nullptr) paintJolly(*p, laid.uncollected, -1, Mark::None, true);
    if (s.uncollected > 1) {
      const qreal d = std::max(14.0, cardW * 0.42);
      tags.push_back(uncollectedTag(laid.uncollected, d, s.uncollected));
    }
  }
  if (p != nullptr) paintCountTags(*p, tags);
  return laid;
}

void paintSummary(QPainter& painter, const QRect& r, const Sight& sight, int summaryHand, bool final) {
  QPainter* p = &painter;
  p->setPen(QPen(kLegal, 3));
  p->setBrush(QColor(0xfb, 0xf6, 0xe6));
  p->drawRoundedRect(r, 14, 14);
  const QColor ink(0x33, 0x2a, 0x1a);
  paintLabel(*p, QRect(r.left() + 20, r.top() + 12, r.width() - 40, 30),
             final ? PanelText::tr("The match is over: hand %1 was the last").arg(summaryHand)
                   : PanelText::tr("Hand %1 is over").arg(summaryHand),
             22, true, ink, Qt::AlignCenter);
  const int n = static_cast<int>(sight.players.size());
  const int colW = (r.width() - 40) / std::max(1, n);
  for (int i = 0; i < n; ++i) {
    const SeenSeat& s = sight.players[static_cast<std::size_t>(i)];
    const int x = r.left() + 20 + i * colW;
    int y = r.top() + 56;
    int handPoints = 0;
    for (const SeenLine& l : s.score)
      if (l.hand == summaryHand) handPoints += l.points;
    paintLabel(*p, QRect(x, y, colW - 8, 22), s.name, 16, true, ink);
    y += 24;
    paintLabel(*p, QRect(x, y, colW - 8, 18),
               PanelText::tr("this hand %1, total %2").arg(handPoints).arg(s.total), 13, false, ink);
    y += 24;
    if (handPoints == 0 && std::none_of(s.score.begin(), s.score.end(),
                                        [summaryHand](const SeenLine& l) { return l.hand == summaryHand; }))
      paintLabel(*p, QRect(x, y, colW - 8, 18), PanelText::tr("no points this hand"), 12, false,
                 QColor(0x80, 0x78, 0x68));
    for (const SeenLine& l : s.score) {
      if (l.hand != summaryHand) continue;
      QFont f = p->font();
      f.setPixelSize(12);
      f.setBold(false);
      p->setFont(f);
      p->setPen(ink);
      const QRect box(x, y, colW - 10, 34);
      p->drawText(box, Qt::TextWordWrap,
                  QStringLiteral("%1%2  %3").arg(l.points >= 0 ? "+" : "").arg(l.points).arg(l.text));
      y += 34;
      if (y > r.bottom() - 60) break;
    }
  }
  paintLabel(*p, QRect(r.left(), r.bottom() - 36, r.width(), 24),
             final ? PanelText::tr("Click to see the table. The score sheet has every event.")
                   : PanelText::tr("Click to deal on to hand %1.").arg(sight.handNumber),
             14, true, QColor(0x7a, 0x5a, 0x00), Qt::AlignCenter);
}

}  // namespace vb::app::vegetables
