#include "garden/garden_painter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "svg_cache.h"
#include "table/palette.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

namespace {

using vb::garden::cropName;
using vb::garden::isCompost;

constexpr int kEmpty = vb::garden::kNoCard;
const QColor kGold(0xf2, 0xa9, 0x00);
const QColor kBlue(0x1e, 0x63, 0xd6);
const QColor kUse(0x1f, 0x9d, 0x55);

bool contains(const std::vector<Target>& targets, Target t) {
  return std::find(targets.begin(), targets.end(), t) != targets.end();
}

QColor cropTint(int crop) {
  static const QColor tints[] = {QColor(0xfd, 0xe0, 0xc0), QColor(0xdf, 0xf2, 0xcf),
                                 QColor(0xd3, 0xee, 0xc0), QColor(0xfb, 0xd3, 0xcf),
                                 QColor(0xee, 0xe0, 0xc8), QColor(0xfc, 0xd6, 0xcc)};
  return crop >= 0 && crop < 6 ? tints[crop] : QColor(Qt::lightGray);
}

// The Garden's picture `name` stretched to `box` (svg_cache.h keeps it as a pixmap of that size).
void paintArt(QPainter& p, const QString& name, const QRectF& box) {
  paintSvg(p, QStringLiteral(":/art/garden/%1.svg").arg(name), box, false);
}

}  // namespace

void paintCropChip(QPainter& p, const QRectF& r, int crop) {
  p.setPen(QPen(QColor(0x6b, 0x55, 0x3a), 1));
  p.setBrush(cropTint(crop));
  p.drawRoundedRect(r, 3, 3);
  if (crop < 0 || crop >= 6) return;
  const qreal d = std::min(r.width(), r.height()) - 4;
  paintArt(p, QString::fromLatin1(cropName(crop).data()),
           QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d));
}

void paintCropCard(QPainter& p, const QRectF& r, int crop, bool small) {
  const qreal radius = r.width() * 0.1;
  p.setPen(QPen(QColor(0x6b, 0x55, 0x3a), 1.5));
  p.setBrush(cropTint(crop));
  p.drawRoundedRect(r, radius, radius);
  if (crop < 0 || crop >= 6) return;
  const qreal band = std::max<qreal>(13, r.height() * (small ? 0.24 : 0.2));
  const QRectF pic = QRectF(r.left(), r.top(), r.width(), r.height() - band).adjusted(6, 5, -6, -1);
  const qreal d = std::min(pic.width(), pic.height());
  paintArt(p, QString::fromLatin1(cropName(crop).data()),
           QRectF(pic.center().x() - d / 2, pic.center().y() - d / 2, d, d));
  QFont f = p.font();
  int pixels = static_cast<int>(std::clamp(band * 0.62, 9.0, 16.0));
  f.setPixelSize(pixels);
  f.setBold(true);
  // A narrow card (a variant's wide harvest) gets a smaller label rather than a clipped one.
  const QString label = cropTitle(crop);
  while (pixels > 7 && QFontMetricsF(f).horizontalAdvance(label) > r.width() - 4) f.setPixelSize(--pixels);
  p.setFont(f);
  p.setPen(QColor(0x3d, 0x2b, 0x17));
  p.drawText(QRectF(r.left(), r.bottom() - band, r.width(), band - 2), Qt::AlignCenter,
             QFontMetricsF(f).elidedText(label, Qt::ElideRight, r.width() - 2));
}

namespace {

void outline(QPainter& p, const QRectF& r, const QColor& c, qreal width, bool round = false) {
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(c, width));
  const QRectF o = r.adjusted(-width / 2, -width / 2, width / 2, width / 2);
  if (round)
    p.drawEllipse(o);
  else
    p.drawRoundedRect(o, r.width() * 0.1, r.width() * 0.1);
}

void paintArrow(QPainter& p, const QRectF& r, int arrow, bool legal, bool focused) {
  p.setPen(QPen(legal ? QColor(0x8a, 0x5a, 0x00) : QColor(0xb0, 0xa8, 0x98), 1.5));
  p.setBrush(legal ? QColor(0xff, 0xd5, 0x4f) : QColor(0xee, 0xe9, 0xdf));
  p.drawEllipse(r);
  if (focused) outline(p, r, QColor(0x1e, 0x63, 0xd6), 3, true);
  const QPointF c = r.center();
  const qreal k = r.width() * 0.28;
  QPainterPath path;
  auto tri = [&](QPointF tip, QPointF b1, QPointF b2) {
    path.moveTo(tip);
    path.lineTo(b1);
    path.lineTo(b2);
    path.closeSubpath();
  };
  switch (arrow) {
    case 0:
      tri(c + QPointF(-k, 0), c + QPointF(k * 0.8, -k), c + QPointF(k * 0.8, k));
      break;
    case 1:
      tri(c + QPointF(k, 0), c + QPointF(-k * 0.8, -k), c + QPointF(-k * 0.8, k));
      break;
    case 2:
      tri(c + QPointF(0, -k), c + QPointF(-k, k * 0.8), c + QPointF(k, k * 0.8));
      break;
    case 3:
      tri(c + QPointF(0, k), c + QPointF(-k, -k * 0.8), c + QPointF(k, -k * 0.8));
      break;
    default:
      tri(c + QPointF(0, -k * 1.1), c + QPointF(-k * 0.7, -k * 0.1), c + QPointF(k * 0.7, -k * 0.1));
      tri(c + QPointF(0, k * 1.1), c + QPointF(-k * 0.7, k * 0.1), c + QPointF(k * 0.7, k * 0.1));
      break;
  }
  p.setPen(Qt::NoPen);
  p.setBrush(legal ? QColor(0x5a, 0x3a, 0x00) : QColor(0xb0, 0xa8, 0x98));
  p.drawPath(path);
}

}  // namespace

namespace {

// A post's name ("T2"), on the soil beside it: right of the top and bottom posts, under the side ones.
struct PostName {
  QRectF box;
  Qt::Alignment align;
};

PostName postName(const GardenLayout& g, int post) {
  const QRectF r = g.rectFor({Target::Kind::Post, post});
  if (post < 8)
    return {QRectF(r.right() + 1, r.top(), g.cell * 0.3, r.height()), Qt::AlignLeft | Qt::AlignVCenter};
  return {QRectF(r.left(), r.bottom() - 1, r.width(), g.cell * 0.16), Qt::AlignHCenter | Qt::AlignVCenter};
}

QFont postNameFont(const QFont& font, const GardenLayout& g) {
  QFont f = font;
  f.setPixelSize(std::max(9, static_cast<int>(g.post * 0.26)));
  f.setBold(false);
  return f;
}

}  // namespace

std::vector<Caption> GardenPainter::captions(const QFont& font, const GardenSight& sight,
                                             const GardenLayout& g, const GardenScene& scene) {
  std::vector<Caption> out;
  if (sight.players.empty()) return out;
  const auto title = [&](const QRectF& r, const QString& text) {
    out.push_back({sectionTitleRect(font, r, text), text});
  };
  title(g.harvestTitle, harvestTitle(sight));
  title(g.handTitle, handTitle(sight, scene));
  title(g.valuesTitle, valuesTitle());
  title(g.playersTitle, playersTitle());
  const QFontMetrics postMetrics(postNameFont(font, g));
  for (int post = 0; post < 12; ++post) {
    const PostName name = postName(g, post);
    out.push_back(
        {postMetrics.boundingRect(name.box.toAlignedRect(), static_cast<int>(name.align), postText(post)),
         postText(post)});
  }
  for (const CoordinateMark& mark : coordinateMarksOf(g, scene))
    out.push_back({mark.rect.toAlignedRect(), mark.text});
  // The crop values and the players are rows of words across their boxes.
  for (std::size_t i = 0; i < sight.crops.size(); ++i)
    out.push_back({g.valueRow(static_cast<int>(i)).toAlignedRect(), cropTitle(sight.crops[i])});
  for (std::size_t k = 0; k < sight.players.size(); ++k)
    out.push_back({g.playerRow(static_cast<int>(k)).toAlignedRect(), sight.players[k].name});
  return out;
}

void GardenPainter::paint(const QRect& area) {
  p_.setRenderHint(QPainter::Antialiasing);
  p_.fillRect(area, QColor(0xf4, 0xee, 0xdc));
  if (sight_.players.empty()) return;
  if (!g_.prompt.isEmpty()) paintPrompt();
  paintGarden();
  paintFence();
  paintHandles();
  paintHarvest();
  paintHand();
  paintValues();
  paintPlayers();
  paintCoordinates();
}

void GardenPainter::marks(Target t, const QRectF& r, bool round) {
  if (contains(scene_.uses, t)) {
    // Dashed green under the gold: a target some legal use reaches (the sandbox's every-use view).
    p_.setBrush(Qt::NoBrush);
    p_.setPen(QPen(kUse, 3, Qt::DashLine));
    const QRectF o = round ? r.adjusted(-6, -6, 6, 6) : r.adjusted(-1, -1, 1, 1);
    if (round)
      p_.drawEllipse(o);
    else
      p_.drawRoundedRect(o, r.width() * 0.1, r.width() * 0.1);
  }
  if (contains(scene_.legal, t)) outline(p_, r, kGold, 4, round);
  if (contains(scene_.selection, t)) outline(p_, r, kBlue, 5, round);
  if (scene_.focused == t) outline(p_, r.adjusted(-4, -4, 4, 4), kBlue, 3, round);
  if (scene_.refused == t) outline(p_, r, table::palette().refused, 5, round);
}

void paintSectionTitle(QPainter& painter, const QFont& font, const QRectF& rect, const QString& text) {
  QFont bold = font;
  bold.setPixelSize(15);
  bold.setBold(true);
  painter.setFont(bold);
  painter.setPen(QColor(0x4a, 0x36, 0x1c));
  // A title longer than its column ("Mazzo, dalla cima (46 indicate)") ends in "…", never cut.
  painter.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetrics(bold).elidedText(text, Qt::ElideRight, static_cast<int>(rect.width())));
}

QRect sectionTitleRect(const QFont& font, const QRectF& rect, const QString& text) {
  QFont bold = font;
  bold.setPixelSize(15);
  bold.setBold(true);
  const QFontMetrics m(bold);
  const int width = std::min(m.horizontalAdvance(text), static_cast<int>(rect.width()));
  return QRect(static_cast<int>(rect.left()), static_cast<int>(rect.center().y() - m.height() / 2.0), width,
               m.height());
}

void GardenPainter::title(const QRectF& r, const QString& text) { paintSectionTitle(p_, font_, r, text); }

bool GardenPainter::handKnown(const GardenSight& sight, const GardenScene& scene) {
  const int hs = scene.handSeat;
  return hs >= 0 && hs < static_cast<int>(sight.players.size()) && sight.players[hs].hand;
}

QString GardenPainter::harvestTitle(const GardenSight& sight) {
  return tr("Harvest   (deck %1, discard %2)").arg(sight.deckSize).arg(sight.discardSize);
}

QString GardenPainter::valuesTitle() { return tr("Crop values now"); }

QString GardenPainter::playersTitle() { return tr("Players"); }

QString GardenPainter::handTitle(const GardenSight& sight, const GardenScene& scene) {
  const int hs = scene.handSeat;
  if (handKnown(sight, scene))
    return hs == scene.seat
               ? tr("Your hand (%1 cards)").arg(sight.players[hs].handSize)
               : tr("%1's hand (%2 cards)").arg(sight.players[hs].name).arg(sight.players[hs].handSize);
  // At the end every hand is scored in the open: the score sheet lists them.
  if (sight.phase == QLatin1String("over")) return tr("Hands: see the score sheet");
  return tr("Hands are hidden");
}

namespace {

// The prompt line's type: 15 pixels, bold while the seat at the screen decides.
QFont promptFont(const QFont& font, bool bold) {
  QFont f = font;
  f.setPixelSize(15);
  f.setBold(bold);
  return f;
}

constexpr qreal kPromptPadX = 14, kPromptPadY = 7, kPromptGap = 3;

// How tall `text` is, wrapped in `width`.
qreal wrappedHeight(const QFont& font, qreal width, const QString& text) {
  if (text.isEmpty()) return 0;
  return QFontMetricsF(font)
      .boundingRect(QRectF(0, 0, width, 10000), Qt::AlignLeft | Qt::TextWordWrap, text)
      .height();
}

}  // namespace

qreal GardenPainter::promptHeight(const QFont& font, qreal width, const QString& prompt, const QString& note,
                                  bool bold) {
  const qreal w = width - 2 * kPromptPadX;
  const qreal words = wrappedHeight(promptFont(font, bold), w, prompt) +
                      (note.isEmpty() ? 0 : kPromptGap + wrappedHeight(promptFont(font, false), w, note));
  return std::max<qreal>(44, std::ceil(words + 2 * kPromptPadY));
}

std::pair<QRectF, QRectF> GardenPainter::promptRects(const QFont& font, const QRectF& box,
                                                     const QString& prompt, const QString& note, bool bold) {
  const qreal w = box.width() - 2 * kPromptPadX;
  const qreal ph = wrappedHeight(promptFont(font, bold), w, prompt);
  const qreal nh = wrappedHeight(promptFont(font, false), w, note);
  const qreal words = ph + (note.isEmpty() ? 0 : kPromptGap + nh);
  // The words sit in the middle of the box: a one-line prompt in the 44-pixel box as before.
  const qreal top = box.top() + std::max(kPromptPadY, (box.height() - words) / 2);
  const QRectF promptRect(box.left() + kPromptPadX, top, w, ph);
  const QRectF noteRect(box.left() + kPromptPadX, top + ph + kPromptGap, w, note.isEmpty() ? 0 : nh);
  return {promptRect, noteRect};
}

void GardenPainter::paintPrompt() {
  // The sandbox editor's prompt, and under it what is wrong with the position. (The game's table
  // has none: the window's message area says its prompt and its answers.)
  p_.setPen(Qt::NoPen);
  p_.setBrush(scene_.canAct ? QColor(0xff, 0xf3, 0xc4) : QColor(0xe8, 0xe2, 0xd0));
  p_.drawRoundedRect(g_.prompt, 8, 8);
  const auto [promptRect, noteRect] =
      promptRects(font_, g_.prompt, scene_.prompt, scene_.note, scene_.canAct);
  p_.setFont(promptFont(font_, scene_.canAct));
  p_.setPen(QColor(0x3d, 0x2b, 0x17));
  p_.drawText(promptRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, scene_.prompt);
  if (scene_.note.isEmpty()) return;
  p_.setFont(promptFont(font_, false));
  p_.setPen(table::palette().refused);
  p_.drawText(noteRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, scene_.note);
}

namespace {

// The compost word's letters: small, and smaller still on a small garden's cards.
QFont compostFont(const QFont& font, const QRectF& cell) {
  QFont f = font;
  f.setPixelSize(std::max(9, static_cast<int>(cell.width() * 0.09)));
  f.setBold(false);
  return f;
}

}  // namespace

CompostLabel compostLabel(const QFont& font, const QRectF& cell) {
  const QFontMetricsF m(compostFont(font, cell));
  const QString word = GardenPainter::tr("compost");
  // As wide as the word, at most the card's width (a longer word then ends in "…").
  const qreal w = std::min(m.horizontalAdvance(word) + 8, cell.width() - 8);
  const QRectF pill(cell.left() + 4, cell.top() + 3, w, m.height() + 2);
  return {pill, pill.adjusted(4, 1, -4, -1)};
}

QRectF moleRect(const QFont& font, const QRectF& cell, bool compost) {
  const qreal d = cell.width() * 0.5;
  const qreal top = compost ? compostLabel(font, cell).pill.bottom() + 1 : cell.top() + 2;
  return {cell.right() - d - 2, top, d, d};
}

void GardenPainter::paintGarden() {
  // The garden bed, the compost and the fence line.
  using K = Target::Kind;
  const qreal s = g_.cell;
  const QRectF bed(g_.origin, QSizeF(4 * s, 4 * s));
  p_.setPen(Qt::NoPen);
  p_.setBrush(QColor(0x9c, 0x74, 0x4c));
  p_.drawRoundedRect(bed.adjusted(-g_.post * 0.9, -g_.post * 0.9, g_.post * 0.9, g_.post * 0.9), 14, 14);
  p_.setBrush(QColor(0x7a, 0x55, 0x33));
  p_.drawRoundedRect(bed.adjusted(-4, -4, 4, 4), 8, 8);
  p_.setBrush(QColor(0x5b, 0x3c, 0x22));
  p_.drawRoundedRect(QRectF(g_.origin + QPointF(s, s), QSizeF(2 * s, 2 * s)).adjusted(-2, -2, 2, 2), 8, 8);

  for (int c = 0; c < 16; ++c) {
    const QRectF r = g_.rectFor({K::Cell, c});
    paintCropCard(p_, r, sight_.garden[c]);
    if (isCompost(c)) {
      const CompostLabel label = compostLabel(font_, r);
      p_.setPen(Qt::NoPen);
      p_.setBrush(QColor(0xfb, 0xf6, 0xe8, 235));
      p_.drawRoundedRect(label.pill, label.pill.height() / 2, label.pill.height() / 2);
      p_.setFont(compostFont(font_, r));
      p_.setPen(QColor(0x6b, 0x55, 0x3a));
      p_.drawText(label.text, Qt::AlignCenter,
                  QFontMetricsF(p_.font()).elidedText(tr("compost"), Qt::ElideRight, label.text.width()));
    }
    marks({K::Cell, c}, r, false);
  }
  if (sight_.mole >= 0) {
    const QRectF m = moleRect(font_, g_.rectFor({K::Cell, sight_.mole}), isCompost(sight_.mole));
    paintArt(p_, QStringLiteral("mole"), m);
  }
}

void GardenPainter::paintFence() {
  // Posts and their tokens.
  using K = Target::Kind;
  for (int post = 0; post < 12; ++post) {
    const QRectF r = g_.rectFor({K::Post, post});
    const int v = sight_.fence[post];
    paintArt(p_, v == 0 ? QStringLiteral("bunny") : QStringLiteral("token-%1").arg(v), r);
    marks({K::Post, post}, r, true);
  }
  p_.setFont(postNameFont(font_, g_));
  p_.setPen(QColor(0xf4, 0xee, 0xdc));
  for (int post = 0; post < 12; ++post) {
    const PostName name = postName(g_, post);
    p_.drawText(name.box, name.align, postText(post));
  }
}

void GardenPainter::paintHandles() {
  // Cabbage handles.
  using K = Target::Kind;
  if (!scene_.handlesShown) return;
  for (int h = 0; h < kHandles; ++h) {
    const QRectF r = g_.rectFor({K::Handle, h});
    paintArrow(p_, r, handleArrow(h),
               contains(scene_.legal, {K::Handle, h}) || contains(scene_.uses, {K::Handle, h}),
               scene_.focused == Target{K::Handle, h});
    if (scene_.refused == Target{K::Handle, h})
      outline(p_, r, table::palette().refused, 4, true);  // the arrow the rules refused
  }
}

void GardenPainter::paintHarvest() {
  // The harvest.
  using K = Target::Kind;
  title(g_.harvestTitle, harvestTitle(sight_));
  for (int slot = 0; slot < static_cast<int>(g_.harvest.size()); ++slot) {
    const QRectF r = g_.harvest[slot];
    if (sight_.harvest[slot] == kEmpty) {
      p_.setPen(QPen(QColor(0xb8, 0xa8, 0x88), 1.5, Qt::DashLine));
      p_.setBrush(Qt::NoBrush);
      p_.drawRoundedRect(r, 8, 8);
      if (slot == sight_.powerSlot && sight_.powerCrop >= 0) {
        // The card being used, held aside over its empty slot.
        QRectF held = r.adjusted(r.width() * 0.12, r.height() * 0.12, -r.width() * 0.12, -r.height() * 0.12);
        p_.setOpacity(0.85);
        paintCropCard(p_, held, sight_.powerCrop, true);
        p_.setOpacity(1);
        outline(p_, held, QColor(0x8a, 0x5a, 0x00), 2);
      }
    } else {
      paintCropCard(p_, r, sight_.harvest[slot]);
    }
    marks({K::Harvest, slot}, r, false);
  }
}

void GardenPainter::paintHand() {
  // The hand of the seat at the screen.
  using K = Target::Kind;
  const int hs = scene_.handSeat;
  title(g_.handTitle, handTitle(sight_, scene_));
  if (handKnown(sight_, scene_)) {
    for (const auto& [crop, r] : g_.hand) {
      paintCropCard(p_, r, crop, true);
      const int count = (*sight_.players[hs].hand)[crop];
      const qreal d = r.width() * 0.38;
      const QRectF badge(r.right() - d * 0.8, r.top() - d * 0.2, d, d);
      p_.setPen(QPen(Qt::white, 2));
      p_.setBrush(QColor(0x4a, 0x36, 0x1c));
      p_.drawEllipse(badge);
      QFont bf = font_;
      bf.setPixelSize(static_cast<int>(d * 0.55));
      bf.setBold(true);
      p_.setFont(bf);
      p_.drawText(badge, Qt::AlignCenter, QStringLiteral("%1").arg(count));
      marks({K::Hand, crop}, r, false);
    }
  }
}

void GardenPainter::paintValues() {
  // Each crop's value, live.
  const int hs = scene_.handSeat;
  const auto& values = sight_.values;
  title(g_.valuesTitle, valuesTitle());
  const qreal row = g_.valuesBox.height() / 5;
  int i = 0;
  for (int crop : sight_.crops) {
    const QRectF r = g_.valueRow(i);
    p_.setPen(Qt::NoPen);
    p_.setBrush(i % 2 ? QColor(0xec, 0xe4, 0xcc) : QColor(0xf8, 0xf3, 0xe4));
    p_.drawRect(r);
    paintArt(p_, QString::fromLatin1(cropName(crop).data()),
             QRectF(r.left() + 4, r.top() + 2, row - 4, row - 4));
    QFont vf = font_;
    vf.setPixelSize(static_cast<int>(row * 0.55));
    p_.setFont(vf);
    p_.setPen(QColor(0x3d, 0x2b, 0x17));
    p_.drawText(r.adjusted(row + 8, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, cropTitle(crop));
    QString right;
    if (handKnown(sight_, scene_)) {
      const int n = (*sight_.players[hs].hand)[crop];
      right = tr("%1 × %2 = %3").arg(n).arg(values[crop]).arg(n * values[crop]);
    }
    p_.drawText(r.adjusted(0, 0, -8, 0), Qt::AlignRight | Qt::AlignVCenter, right);
    vf.setBold(true);
    vf.setPixelSize(static_cast<int>(row * 0.7));
    p_.setFont(vf);
    p_.drawText(QRectF(r.left() + r.width() * 0.36, r.top(), r.width() * 0.2, r.height()), Qt::AlignCenter,
                QString::number(values[crop]));
    ++i;
  }
}

void GardenPainter::paintPlayers() {
  // The players: hands as counts, the score of the hands this seat may see.
  title(g_.playersTitle, playersTitle());
  const int n = static_cast<int>(sight_.players.size());
  for (int k = 0; k < n; ++k) {
    const auto& pl = sight_.players[k];
    const QRectF r = g_.playerRow(k);
    const qreal pr = r.height() + 2;
    const bool now = k == sight_.current;
    p_.setPen(Qt::NoPen);
    p_.setBrush(now ? QColor(0xff, 0xe0, 0x8a) : QColor(0xf8, 0xf3, 0xe4));
    p_.drawRoundedRect(r, 5, 5);
    QFont pf = font_;
    pf.setPixelSize(static_cast<int>(pr * 0.52));
    pf.setBold(now);
    p_.setFont(pf);
    p_.setPen(QColor(0x3d, 0x2b, 0x17));
    QString left = (now ? QStringLiteral("▶ ") : QStringLiteral("   ")) + pl.name +
                   (k == scene_.seat ? tr(" (you)") : QString());
    p_.drawText(r.adjusted(8, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, left);
    QString right = pl.handSize == 1 ? tr("1 card") : tr("%1 cards").arg(pl.handSize);
    if (pl.hand && pl.points) {
      const int score = *pl.points;  // the engine's, all-crops bonus included
      right += score == 1 ? tr("  ·  1 point") : tr("  ·  %1 points").arg(score);
    }
    p_.drawText(r.adjusted(0, 0, -8, 0), Qt::AlignRight | Qt::AlignVCenter, right);
  }
}

}  // namespace vb::app::garden
