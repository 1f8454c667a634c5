#include "garden/garden_editor.h"

#include <QApplication>
#include <QDrag>
#include <QDropEvent>
#include <QEvent>
#include <QFontMetricsF>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgRenderer>
#include <algorithm>

#include "garden/garden_painter.h"
#include "svg_cache.h"
#include "table/palette.h"
#include "veggiebox/core/score_sheet.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

namespace {

using K = Spot::Kind;
const char* const kMime = "application/x-veggiebox-garden-piece";
const QColor kInk(0x3d, 0x2b, 0x17);
const QColor kPaper(0xf4, 0xee, 0xdc);

// The engine, for the crop values and points a sound position shows (never to decide soundness).
const vb::Game& engine() {
  static const auto game = vb::garden::makeGame();
  return *game;
}

void badge(QPainter& p, const QFont& font, const QRectF& card, int count) {
  const qreal d = std::max<qreal>(18, card.width() * 0.4);
  const QRectF b(card.right() - d * 0.8, card.top() - d * 0.2, d, d);
  p.setPen(QPen(Qt::white, 2));
  p.setBrush(count < 0 ? table::palette().refused : QColor(0x4a, 0x36, 0x1c));
  p.drawEllipse(b);
  QFont f = font;
  f.setPixelSize(static_cast<int>(d * 0.5));
  f.setBold(true);
  p.setFont(f);
  p.drawText(b, Qt::AlignCenter, QString::number(count));
}

// The field a refusal names: the text before ": " ("players[1].hand[3]: ...").
QString fieldOf(const QString& problem) {
  const int colon = problem.indexOf(QStringLiteral(": "));
  return colon < 0 ? QString() : problem.left(colon);
}

// The numbers in brackets after `head` in `field` ("garden[2][3]" -> 2, 3).
std::vector<int> indices(const QString& field) {
  std::vector<int> out;
  int at = 0;
  while ((at = field.indexOf('[', at)) >= 0) {
    const int end = field.indexOf(']', at);
    if (end < 0) break;
    out.push_back(field.mid(at + 1, end - at - 1).toInt());
    at = end;
  }
  return out;
}

}  // namespace

GardenEditor::GardenEditor(QWidget* parent) : PositionEditor(parent) {
  setAcceptDrops(true);
  setMouseTracking(true);
  setMinimumSize(900, 560);
  setScenario(vb::Json::object());
}

void GardenEditor::setScenario(const vb::Json& scenario) {
  position_ = GardenPosition(scenario);
  handSeat_ = std::clamp(handSeat_, 0, std::max(0, position_.players() - 1));
  refresh();
}

void GardenEditor::refresh() {
  sight_ = position_.sight();
  // A sound position shows the engine's crop values and points; an unsound one shows none.
  try {
    const auto state = engine().fromJson(position_.json());
    const GardenSight sound = GardenSight::read(*state, -1, false);
    sight_.values = sound.values;
    const vb::ScoreSheet sheet = state->scoreSheet();
    for (std::size_t i = 0; i < sheet.players.size() && i < sight_.players.size(); ++i)
      if (sight_.players[i].hand) sight_.players[i].points = sheet.players[i].total;
  } catch (const std::exception&) {
    sight_.values = {};
  }
  showProblem(problem_);
}

// A new language (docs/translating.md): the painted words are asked for again on the next paint.
void GardenEditor::changeEvent(QEvent* event) {
  PositionEditor::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) refresh();
}

void GardenEditor::changed(const QString& what) {
  refresh();
  emit edited(position_.json(), what);
}

void GardenEditor::showHand(int seat) {
  handSeat_ = std::clamp(seat, 0, std::max(0, position_.players() - 1));
  update();
}

void GardenEditor::showProblem(const QString& problem) {
  problem_ = problem;
  problemSpots_.clear();
  const QString field = fieldOf(problem);
  const auto at = indices(field);
  auto add = [&](Spot s) { problemSpots_.push_back(s); };
  if (field.startsWith(QLatin1String("mole"))) {
    add({K::Mole});
  } else if (field.startsWith(QLatin1String("garden"))) {
    for (int cell = 0; cell < 16; ++cell)
      if ((at.empty() || at[0] == cell / 4) && (at.size() < 2 || at[1] == cell % 4)) add({K::Cell, cell});
  } else if (field.startsWith(QLatin1String("fence"))) {
    const std::pair<const char*, int> sides[] = {{"top", 0}, {"bottom", 4}, {"left", 8}, {"right", 10}};
    for (const auto& [side, first] : sides)
      if (field == QLatin1String("fence") || field.contains(QLatin1String(side)))
        for (int post = first; post < first + (first < 8 ? 4 : 2); ++post)
          if (at.empty() || at[0] == post - first) add({K::Post, post});
  } else if (field.startsWith(QLatin1String("harvest"))) {
    for (int s = 0; s < position_.harvestSize(); ++s)
      if (at.empty() || at[0] == s) add({K::Harvest, s});
  } else if (field.startsWith(QLatin1String("power"))) {
    add({K::Power});
  } else if (field.startsWith(QLatin1String("players")) && !at.empty()) {
    add({K::Hand, -1, at[0]});
  } else if (field == QLatin1String("current")) {
    add({K::Hand, -1, position_.current()});
  } else if (field.startsWith(QLatin1String("deck"))) {
    add({K::Deck, at.empty() ? -1 : at[0]});
  } else if (field.startsWith(QLatin1String("discard"))) {
    add({K::Discard});
  } else if (field.startsWith(QLatin1String("crops")) || field.startsWith(QLatin1String("options"))) {
    add({K::Box});
  }
  update();
}

// ---------------------------------------------------------------------------------------------
// Where things are.

GardenLayout GardenEditor::tableLayout() const {
  const QRectF area(0, 0, width() - std::clamp(width() * 0.25, 230.0, 380.0), height());
  // The prompt line grows to show the problem under the prompt, wrapped (GardenPainter::promptHeight).
  return GardenLayout::compute(
      area, sight_, handSeat_,
      GardenPainter::promptHeight(font(), area.width() - 24, editPrompt(), problem_, true));
}

QString GardenEditor::editPrompt() const {
  return tr("Drag cards, the mole and the fence tokens; right-click any place for more.");
}

GardenEditor::Side GardenEditor::sideLayout() const {
  Side s;
  const qreal w = std::clamp(width() * 0.25, 230.0, 380.0);
  s.column = QRectF(width() - w, 12, w - 12, height() - 24);
  const qreal gap = 8;
  const qreal cw = std::min((s.column.width() - 4 * gap) / 5, 64.0);
  qreal y = s.column.top() + 56;  // level with the table below its prompt line
  s.boxTitle = QRectF(s.column.left(), y, s.column.width(), 22);
  y += 30;
  int i = 0;
  for (int crop : position_.cropsInPlay())
    s.box.emplace_back(crop, QRectF(s.column.left() + (i++) * (cw + gap), y, cw, cw * 1.32));
  y += cw * 1.32 + 6;
  const bool moleInBox = position_.removedCrop() != vb::garden::kPeas && !position_.moleCell();
  if (moleInBox) s.mole = QRectF(s.column.left(), y, 40, 40);
  s.note = QRectF(s.column.left() + (moleInBox ? 48 : 0), y, s.column.width() - (moleInBox ? 48 : 0), 44);
  s.boxArea = QRectF(s.column.left(), s.boxTitle.bottom(), s.column.width(), y + 44 - s.boxTitle.bottom());
  y += 54;
  s.deckTitle = QRectF(s.column.left(), y, s.column.width(), 22);
  y += 26;
  const qreal chip = 24, chipH = 32;
  const int perRow = std::max(1, static_cast<int>((s.column.width() + 4) / (chip + 4)));
  const int n = static_cast<int>(position_.deck().size());
  const int rows = std::max(2, (n + 1 + perRow - 1) / perRow);
  s.deck.reserve(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) {
    const int row = k / perRow, column = k % perRow;
    s.deck.emplace_back(s.column.left() + column * (chip + 4), y + row * (chipH + 4), chip, chipH);
  }
  s.deckArea = QRectF(s.column.left(), y, s.column.width(), rows * (chipH + 4));
  y += s.deckArea.height() + 10;
  s.discardTitle = QRectF(s.column.left(), y, s.column.width(), 22);
  y += 30;
  const qreal dw = std::min(cw * 0.8, 48.0);
  i = 0;
  for (int crop : position_.cropsInPlay())
    s.discard.emplace_back(crop, QRectF(s.column.left() + (i++) * (dw + gap + 4), y, dw, dw * 1.32));
  s.discardArea = QRectF(s.column.left(), s.discardTitle.bottom(), s.column.width(),
                         std::max<qreal>(dw * 1.32 + 12, s.column.bottom() - s.discardTitle.bottom()));
  return s;
}

std::vector<QRectF> GardenEditor::playerRows(const GardenLayout& g) const {
  // As GardenPainter::paintPlayers lays them out.
  std::vector<QRectF> rows;
  rows.reserve(sight_.players.size());
  for (int k = 0; k < static_cast<int>(sight_.players.size()); ++k) rows.push_back(g.playerRow(k));
  return rows;
}

QRectF GardenEditor::handZone(const GardenLayout& g) const {
  return QRectF(g.handTitle.left(), g.handTitle.top(), g.handTitle.width(),
                g.valuesTitle.top() - g.handTitle.top() - 4);
}

QRectF GardenEditor::moleRect(const GardenLayout& g) const {
  if (sight_.mole < 0) return {};
  const QRectF r = g.rectFor({Target::Kind::Cell, sight_.mole});
  const qreal d = r.width() * 0.5;
  return QRectF(r.right() - d - 2, r.top() + 2, d, d);
}

QRectF GardenEditor::rectOf(const Spot& spot, const GardenLayout& g, const Side& side) const {
  using TK = Target::Kind;
  switch (spot.kind) {
    case K::Cell:
      return g.rectFor({TK::Cell, spot.index});
    case K::Post:
      return g.rectFor({TK::Post, spot.index});
    case K::Harvest:
      return g.rectFor({TK::Harvest, spot.index});
    case K::Power:
      return sight_.powerSlot >= 0 ? g.rectFor({TK::Harvest, sight_.powerSlot}) : QRectF();
    case K::Mole:
      return sight_.mole >= 0 ? moleRect(g) : side.mole;
    case K::Hand: {
      if (spot.player == handSeat_ && spot.crop >= 0)
        if (const QRectF r = g.rectFor({TK::Hand, spot.crop}); !r.isEmpty()) return r;
      const auto rows = playerRows(g);
      return spot.player >= 0 && spot.player < static_cast<int>(rows.size()) ? rows[spot.player] : QRectF();
    }
    case K::Deck:
      return spot.index >= 0 && spot.index < static_cast<int>(side.deck.size()) ? side.deck[spot.index]
                                                                                : side.deckArea;
    case K::Discard:
      for (const auto& [crop, r] : side.discard)
        if (crop == spot.crop) return r;
      return side.discardArea;
    case K::Box:
      for (const auto& [crop, r] : side.box)
        if (crop == spot.crop) return r;
      return side.boxArea;
  }
  return {};
}

QPoint GardenEditor::pointOf(const Spot& spot) const {
  return rectOf(spot, tableLayout(), sideLayout()).center().toPoint();
}

std::optional<Spot> GardenEditor::spotAt(QPointF at, bool dragging) const {
  const GardenLayout g = tableLayout();
  // Pressing the mole picks up the mole; a drop on it means the card beneath.
  if (!dragging && moleRect(g).contains(at)) return Spot{K::Mole};
  if (const auto t = g.targetAt(at, false)) {
    switch (t->kind) {
      case Target::Kind::Cell:
        return Spot{K::Cell, t->index};
      case Target::Kind::Post:
        return Spot{K::Post, t->index};
      case Target::Kind::Harvest:
        if (t->index == sight_.powerSlot && sight_.powerCrop >= 0) return Spot{K::Power, t->index};
        return Spot{K::Harvest, t->index};
      case Target::Kind::Hand:
        return Spot{K::Hand, -1, handSeat_, t->index};
      case Target::Kind::Handle:
        break;
    }
  }
  if (handZone(g).contains(at)) return Spot{K::Hand, -1, handSeat_};
  const auto rows = playerRows(g);
  for (int i = 0; i < static_cast<int>(rows.size()); ++i)
    if (rows[i].contains(at)) return Spot{K::Hand, -1, i};
  return sideSpotAt(at, dragging);
}

std::optional<Spot> GardenEditor::sideSpotAt(QPointF at, bool dragging) const {
  const Side side = sideLayout();
  if (!dragging && side.mole.contains(at)) return Spot{K::Mole};
  for (const auto& [crop, r] : side.box)
    if (r.contains(at)) return Spot{K::Box, -1, -1, crop};
  if (side.boxArea.contains(at)) return Spot{K::Box};
  for (int k = 0; k < static_cast<int>(side.deck.size()); ++k)
    if (side.deck[k].adjusted(-2, -2, 2, 2).contains(at)) return Spot{K::Deck, k};
  if (side.deckArea.contains(at) || side.deckTitle.contains(at))
    return Spot{K::Deck, static_cast<int>(side.deck.size())};
  for (const auto& [crop, r] : side.discard)
    if (r.contains(at)) return Spot{K::Discard, -1, -1, crop};
  if (side.discardArea.contains(at) || side.discardTitle.contains(at)) return Spot{K::Discard};
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Drag and drop.

QMimeData* GardenEditor::mimeFor(const Spot& from) {
  auto* mime = new QMimeData;
  mime->setData(QString::fromLatin1(kMime), QByteArray::fromStdString(from.toJson().dump()));
  return mime;
}

bool GardenEditor::dropAt(const QMimeData* mime, QPointF at) {
  if (!mime || !mime->hasFormat(QString::fromLatin1(kMime))) return false;
  const auto from =
      Spot::fromJson(vb::Json::parse(mime->data(QString::fromLatin1(kMime)).toStdString(), nullptr, false));
  const auto to = spotAt(at, true);
  if (!from) return false;
  if (!to) {
    emit hint(
        tr("Drop it on the garden, the harvest, a hand, a player, the deck, the discard pile or the box."));
    return false;
  }
  return dropFrom(*from, *to);
}

bool GardenEditor::dropFrom(const Spot& from, const Spot& to) {
  const vb::Json before = position_.json();
  if (from.kind == K::Mole) {
    if (to.kind == K::Cell) {
      position_.setMole(to.index, false);
      changed(tr("Mole to %1").arg(cellText(to.index)));
      return true;
    }
    if (to.kind == K::Box) {
      const bool peas = position_.removedCrop() != vb::garden::kPeas;
      position_.setMole(std::nullopt, peas);
      changed(peas ? tr("Mole placed at random") : tr("Mole out of the game"));
      return true;
    }
    emit hint(tr("The mole stands on a garden card (a compost card in the centre)."));
    return false;
  }
  if (from.kind == K::Post) {
    if (to.kind != K::Post) {
      emit hint(
          tr("Tokens stay on the fence: drop one on another post to swap them, or right-click a post."));
      return false;
    }
    if (to.index == from.index) return false;
    const bool bunny = sight_.fence[from.index] == vb::garden::kBunny;
    position_.swapTokens(from.index, to.index);
    changed(bunny ? tr("Bunny to %1").arg(postText(to.index))
                  : tr("Tokens of %1 and %2 swapped").arg(postText(from.index), postText(to.index)));
    return true;
  }
  if (to.kind == K::Post || to.kind == K::Mole) {
    emit hint(tr("A fence post holds a token, not a card: right-click it to choose its token."));
    return false;
  }
  const bool sameList =
      (from.kind == to.kind) &&
      (from.kind == K::Hand ? from.player == to.player
                            : from.kind != K::Cell && from.kind != K::Harvest && from.kind != K::Deck);
  if (from == to || sameList) return false;
  const int crop = position_.cropAt(from);
  Spot target = to;
  if (from.kind == K::Deck && to.kind == K::Deck && to.index > from.index)
    --target.index;  // lifted out first
  if (!position_.moveCard(from, target)) return false;
  if (position_.json() == before) return false;
  changed(tr("%1 from %2 to %3").arg(cropTitle(crop), from.words(before), to.words(position_.json())));
  return true;
}

void GardenEditor::mousePressEvent(QMouseEvent* event) {
  pressed_.reset();
  if (event->button() != Qt::LeftButton) return;
  pressPoint_ = event->position();
  pressed_ = spotAt(pressPoint_, false);
  if (pressed_ && pressed_->kind == K::Hand && pressed_->crop < 0) {
    showHand(pressed_->player);  // a click on a player shows their hand
    pressed_.reset();
  }
}

void GardenEditor::mouseMoveEvent(QMouseEvent* event) {
  if (!(event->buttons() & Qt::LeftButton) || !pressed_) return;
  if ((event->position() - pressPoint_).manhattanLength() < QApplication::startDragDistance()) return;
  const Spot from = *pressed_;
  pressed_.reset();
  const bool card = from.kind != K::Mole && from.kind != K::Post;
  if (card && position_.cropAt(from) < 0) return;  // an empty place: nothing to carry
  auto* drag = new QDrag(this);
  drag->setMimeData(mimeFor(from));
  QPixmap pixmap(48, 64);
  pixmap.fill(Qt::transparent);
  QPainter p(&pixmap);
  p.setRenderHint(QPainter::Antialiasing);
  if (from.kind == K::Mole)
    cachedSvg(QStringLiteral(":/art/garden/mole.svg"))->render(&p, QRectF(0, 8, 48, 48));
  else if (from.kind == K::Post)
    cachedSvg(sight_.fence[from.index] == 0
                  ? QStringLiteral(":/art/garden/bunny.svg")
                  : QStringLiteral(":/art/garden/token-%1.svg").arg(sight_.fence[from.index]))
        ->render(&p, QRectF(0, 8, 48, 48));
  else
    paintCropCard(p, QRectF(1, 1, 46, 62), position_.cropAt(from), true);
  p.end();
  drag->setPixmap(pixmap);
  drag->setHotSpot(QPoint(24, 32));
  drag->exec(Qt::MoveAction);
}

void GardenEditor::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasFormat(QString::fromLatin1(kMime))) event->acceptProposedAction();
}

void GardenEditor::dragMoveEvent(QDragMoveEvent* event) {
  if (spotAt(event->position(), true))
    event->acceptProposedAction();
  else
    event->ignore();
}

void GardenEditor::dropEvent(QDropEvent* event) {
  if (dropAt(event->mimeData(), event->position())) event->acceptProposedAction();
}

void GardenEditor::contextMenuEvent(QContextMenuEvent* event) {
  QMenu* menu = menuAt(event->pos());
  if (!menu) return;
  menu->exec(event->globalPos());
  menu->deleteLater();
}

// ---------------------------------------------------------------------------------------------
// Painting.

void GardenEditor::paintEvent(QPaintEvent*) {
  QPainter p(this);
  const GardenLayout g = tableLayout();
  const Side side = sideLayout();
  GardenScene scene;
  scene.prompt = editPrompt();
  scene.note = problem_;
  scene.canAct = true;
  scene.handSeat = handSeat_;
  GardenPainter(p, font(), sight_, g, scene).paint(rect());
  paintLeftToChance(p, g);
  paintSide(p, side);
  paintProblem(p, g, side);
}

void GardenEditor::paintLeftToChance(QPainter& p, const GardenLayout& g) const {
  const vb::Json& j = position_.json();
  QFont f = font();
  f.setPixelSize(14);
  f.setBold(true);
  auto banner = [&](const QRectF& r, const QString& text) {
    p.setFont(f);
    const QRectF box =
        QRectF(0, 0, QFontMetricsF(f).horizontalAdvance(text) + 20, 26)
            .translated(r.center() - QPointF(QFontMetricsF(f).horizontalAdvance(text) / 2 + 10, 13));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 215));
    p.drawRoundedRect(box, 6, 6);
    p.setPen(kInk);
    p.drawText(box, Qt::AlignCenter, text);
  };
  // One banner a row, so that none covers another: the garden on the top row, the mole on the
  // compost, the fence on the bottom row.
  auto row = [&](qreal r) { return QRectF(g.origin + QPointF(0, r * g.cell), QSizeF(4 * g.cell, g.cell)); };
  if (!j.contains("garden")) banner(row(0), tr("Garden dealt at random"));
  if (!j.contains("fence")) {
    for (int post = 0; post < 12; ++post) {
      const QRectF r = g.rectFor({Target::Kind::Post, post});
      p.setPen(QPen(kInk, 1.5));
      p.setBrush(kPaper);
      p.drawEllipse(r);
      p.setFont(f);
      p.drawText(r, Qt::AlignCenter, QStringLiteral("?"));
    }
    banner(row(3), tr("Fence dealt at random"));
  }
  if (!j.contains("harvest") && !g.harvest.empty())
    banner(g.harvest.front().united(g.harvest.back()), tr("Dealt from the deck"));
  if (position_.moleLeftOut() && position_.removedCrop() != vb::garden::kPeas)
    banner(QRectF(g.origin + QPointF(g.cell, g.cell), QSizeF(2 * g.cell, 2 * g.cell)), tr("Mole at random"));
  if (const auto hand = position_.hand(handSeat_); hand && hand->empty()) {
    QFont nf = font();
    nf.setPixelSize(13);
    p.setFont(nf);
    p.setPen(QColor(0x8a, 0x7a, 0x5a));
    p.drawText(handZone(g).adjusted(0, 26, 0, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
               tr("Drop cards here, or on a player below; click a player to show their hand."));
  }
  if (!position_.hand(handSeat_)) {
    p.fillRect(g.handTitle, kPaper);
    paintSectionTitle(p, font(), g.handTitle,
                      tr("%1's hand: 2 cards dealt at random").arg(position_.playerName(handSeat_)));
  }
}

void GardenEditor::paintSide(QPainter& p, const Side& s) const {
  const auto box = position_.inBox();
  int total = 0;
  for (int c : position_.cropsInPlay()) total += box[c];
  paintSectionTitle(p, font(), s.boxTitle, tr("In the box (%1 cards)").arg(total));
  for (const auto& [crop, r] : s.box) {
    paintCropCard(p, r, crop, true);
    badge(p, font(), r, box[crop]);
  }
  if (!s.mole.isEmpty()) cachedSvg(QStringLiteral(":/art/garden/mole.svg"))->render(&p, s.mole);
  QFont nf = font();
  nf.setPixelSize(12);
  p.setFont(nf);
  p.setPen(kInk);
  p.drawText(s.note, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
             position_.discardRest() ? tr("Cards left in the box go to the discard pile when you play.")
                                     : tr("Cards left in the box are shuffled into the deck when you play."));
  const auto deck = position_.deck();
  paintSectionTitle(p, font(), s.deckTitle, tr("Deck, top first (%1 named)").arg(deck.size()));
  p.setPen(QPen(QColor(0xb8, 0xa8, 0x88), 1.2, Qt::DashLine));
  p.setBrush(Qt::NoBrush);
  p.drawRoundedRect(s.deckArea, 6, 6);
  for (std::size_t k = 0; k < s.deck.size(); ++k) paintCropChip(p, s.deck[k], deck[k]);
  const auto discard = position_.discardCounts();
  int inDiscard = 0;
  for (int n : discard) inDiscard += n;
  paintSectionTitle(p, font(), s.discardTitle,
                    position_.discardRest() ? tr("Discard pile: the rest of the box")
                                            : tr("Discard pile (%1)").arg(inDiscard));
  for (const auto& [crop, r] : s.discard) {
    p.setOpacity(discard[crop] > 0 ? 1.0 : 0.3);
    paintCropCard(p, r, crop, true);
    p.setOpacity(1);
    if (discard[crop] > 0) badge(p, font(), r, discard[crop]);
  }
}

void GardenEditor::paintProblem(QPainter& p, const GardenLayout& g, const Side& side) const {
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(table::palette().refused, 4));
  for (const Spot& s : problemSpots_) {
    QRectF r = rectOf(s, g, side);
    if (s.kind == K::Mole && r.isEmpty())  // no mole on the table: the compost it must stand on
      r = QRectF(g.origin + QPointF(g.cell, g.cell), QSizeF(2 * g.cell, 2 * g.cell));
    if (s.kind == K::Hand && s.player == handSeat_) p.drawRoundedRect(handZone(g), 6, 6);
    if (!r.isEmpty()) p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 6, 6);
  }
}

}  // namespace vb::app::garden

namespace vb::app::edit {

PositionEditor* makeGardenEditor(QWidget* parent) { return new vb::app::garden::GardenEditor(parent); }

}  // namespace vb::app::edit
