#include "veggies/stall_view.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>
#include <QWheelEvent>
#include <algorithm>
#include <array>
#include <cmath>
#include <set>

#include "table/palette.h"
#include "veggies/hover_tip.h"
#include "veggies/symbol_art.h"
#include "veggies/veggies_painter.h"

namespace vb::app::veggies {

namespace {

QColor faded(QColor colour, int alpha) {
  colour.setAlpha(alpha);
  return colour;
}

constexpr qreal kOwnMaxCell = 76;
constexpr qreal kOtherMaxCell = 44;
constexpr qreal kMinCell = 10;
constexpr qreal kOwnHeader = 44;
constexpr qreal kOtherHeader = 32;
// The empty cells kept around the big stall while its owner plays: room for a card laid beside it.
constexpr qreal kRoomAround = 2.5;
constexpr int kPanThreshold = 6;
constexpr int kHelpFlags = Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap;

bool isProduce(char c) { return c == 'S' || c == 'B' || c == 'G' || c == 'M' || c == 'C'; }

struct Group {
  char code = 0;
  std::vector<QPoint> cells;
};

// The group of produce that the visible space at `start` belongs to: its spaces of the same kind
// joined orthogonally (docs/rules/veggies.md#scoring). Only for outlines and tooltips; the engine
// does all scoring.
Group groupAt(const SeenPlayer& player, QPoint start, std::set<std::pair<int, int>>& seen) {
  const char c = player.at(start.x(), start.y());
  Group g{c, {}};
  std::vector<QPoint> stack{start};
  seen.insert({start.x(), start.y()});
  while (!stack.empty()) {
    const QPoint cell = stack.back();
    stack.pop_back();
    g.cells.push_back(cell);
    for (const QPoint step : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
      const QPoint n = cell + step;
      if (player.at(n.x(), n.y()) == c && seen.insert({n.x(), n.y()}).second) stack.push_back(n);
    }
  }
  return g;
}

// The groups a player may want to see: the stall's largest group(s), of the size and the produce the
// engine names (SeenPlayer::largestSize, largestTypes), when two spaces or more.
std::vector<Group> largestGroups(const SeenPlayer& player) {
  if (player.largestSize < 2) return {};
  const QRect b = player.bounds();
  std::vector<Group> out;
  std::set<std::pair<int, int>> seen;
  for (int y = b.top(); y <= b.bottom(); ++y) {
    for (int x = b.left(); x <= b.right(); ++x) {
      if (!isProduce(player.at(x, y)) || seen.count({x, y})) continue;
      Group g = groupAt(player, QPoint(x, y), seen);
      if (static_cast<int>(g.cells.size()) == player.largestSize &&
          player.largestTypes.find(g.code) != std::string::npos)
        out.push_back(std::move(g));
    }
  }
  return out;
}

}  // namespace

QSize Placing::size() const {
  if (rows.empty()) return {};
  return {static_cast<int>(rows.front().size()), static_cast<int>(rows.size())};
}

StallView::StallView(Role role, QWidget* parent)
    : QWidget(parent), role_(role), headerHeight_(role == Role::Own ? kOwnHeader : kOtherHeader) {
  setFocusPolicy(Qt::NoFocus);  // the board keeps the keyboard: Tab walks its choices
  if (role_ == Role::Own) {
    setMouseTracking(true);
    setMinimumSize(320, 240);
    groupsButton_ = new QToolButton(this);
    groupsButton_->setObjectName(QStringLiteral("outline-groups"));
    retranslate();
    groupsButton_->setCheckable(true);
    groupsButton_->setFocusPolicy(Qt::NoFocus);
    groupsButton_->setAutoRaise(false);
    connect(groupsButton_, &QToolButton::toggled, this, [this](bool on) {
      setGroupsOutlined(on);
      emit groupsToggled(on);
    });
  } else {
    setMinimumSize(180, 120);
  }
}

void StallView::setStall(const SeenPlayer& player, const CardFaces& faces, const StallHeader& header) {
  faces_ = faces;
  const bool otherPlayer = player.name != player_.name;
  player_ = player;
  header_ = header;
  // A different player's stall starts fitted; the same player's keeps the view they chose.
  if (otherPlayer) followsStall_ = true;
  layoutHeader();
  refit();
  update();
}

void StallView::setPlacing(std::optional<Placing> placing) {
  placing_ = std::move(placing);
  setCursor(placing_ ? Qt::CrossCursor : Qt::ArrowCursor);
  update();
}

void StallView::setRoomAround(bool room) {
  if (roomAround_ == room) return;
  roomAround_ = room;
  refit();
  update();
}

void StallView::setGroupsOutlined(bool outlined) {
  if (groupsOutlined_ == outlined) return;
  groupsOutlined_ = outlined;
  if (groupsButton_) groupsButton_->setChecked(outlined);
  update();
}

QRectF StallView::stallArea() const {
  const qreal header = headerHeight_;
  const qreal margin = role_ == Role::Own ? 12 : 8;
  return QRectF(rect()).adjusted(margin, header + 4, -margin, -margin);
}

QPoint StallView::pointForCell(QPointF cell) const {
  const QPointF p = stallArea().center() + (cell - centre_) * cell_;
  return QPoint(static_cast<int>(std::floor(p.x())), static_cast<int>(std::floor(p.y())));
}

QPoint StallView::pointForPlacement(QPoint topLeft, QSize cardSize) const {
  return pointForCell(QPointF(topLeft) + QPointF(cardSize.width() / 2.0, cardSize.height() / 2.0));
}

QPoint StallView::placementAt(QPointF pixel, QSize cardSize) const {
  const QPointF cell = centre_ + (pixel - stallArea().center()) / cell_;
  return QPoint(static_cast<int>(std::floor(cell.x() - cardSize.width() / 2.0 + 0.5)),
                static_cast<int>(std::floor(cell.y() - cardSize.height() / 2.0 + 0.5)));
}

std::optional<QPoint> StallView::placementUnderMouse(QSize cardSize) const {
  const QPoint pos = mapFromGlobal(QCursor::pos());
  if (!underMouse() || !stallArea().contains(pos)) return std::nullopt;
  return placementAt(pos, cardSize);
}

QRectF StallView::cellRect(QPoint cell) const {
  return QRectF(stallArea().center() + (QPointF(cell) - centre_) * cell_, QSizeF(cell_, cell_));
}

void StallView::zoomBy(qreal factor) {
  const qreal maxCell = role_ == Role::Own ? kOwnMaxCell * 2 : kOtherMaxCell;
  cell_ = std::clamp(cell_ * factor, kMinCell, maxCell);
  followsStall_ = false;
  update();
}

void StallView::fitStall() {
  followsStall_ = true;
  refit();
  update();
}

void StallView::refit() {
  if (!followsStall_) return;
  QRect b = player_.bounds();
  if (b.isEmpty()) b = QRect(0, 0, 2, 3);  // the first card will lie upright at 0,0
  const qreal margin = roomAround_ ? kRoomAround : role_ == Role::Own ? 0.5 : 0;
  const QRectF wanted = QRectF(b).adjusted(-margin, -margin, margin, margin);
  // The own stall fits above the row of its groups button and its help line, so no card lies under
  // their words.
  const QRectF area =
      groupsButton_ ? stallArea().adjusted(0, 0, 0, -(groupsButton_->sizeHint().height() + 8)) : stallArea();
  const qreal maxCell = role_ == Role::Own ? kOwnMaxCell : kOtherMaxCell;
  cell_ =
      std::clamp(std::min(area.width() / wanted.width(), area.height() / wanted.height()), kMinCell, maxCell);
  centre_ = wanted.center() + (stallArea().center() - area.center()) / cell_;
}

void StallView::retranslate() {
  if (!groupsButton_) return;
  groupsButton_->setText(tr("Largest groups"));
  groupsButton_->setToolTip(tr("Outline the largest group of each produce in the stalls (G)"));
  placeGroupsButton();
}

void StallView::placeGroupsButton() {
  if (!groupsButton_) return;
  const QSize hint = groupsButton_->sizeHint();
  groupsButton_->setGeometry(width() - hint.width() - 12, height() - hint.height() - 12, hint.width(),
                             hint.height());
}

void StallView::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() != QEvent::LanguageChange && event->type() != QEvent::FontChange) return;
  retranslate();
  layoutHeader();
  refit();
  update();
}

void StallView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  layoutHeader();
  refit();
  placeGroupsButton();
}

void StallView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QRectF panel = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
  const qreal radius = role_ == Role::Own ? 16 : 12;
  // The seat deciding gets a warm frame and a "to play" label, never the colour alone.
  p.setPen(header_.toPlay ? QPen(QColor(0xd9, 0x8c, 0x1f), 3) : QPen(QColor(90, 70, 40, 50), 1));
  p.setBrush(QColor(255, 255, 255, role_ == Role::Own ? 70 : 95));
  p.drawRoundedRect(panel, radius, radius);

  paintHeader(p);

  const QRectF area = stallArea();
  p.save();
  p.setClipRect(area.adjusted(-6, -4, 6, 6));
  if (placing_) paintLegalPlaces(p);
  if (placing_ && !placing_->everyUse.empty()) paintEveryUse(p);
  if (!player_.rows.empty()) {
    const QRect b = player_.bounds();
    CardPainter(p).patch(cellRect(b.topLeft()).topLeft(), cell_, player_.rows);
  } else if (!placing_) {
    QFont f = font();
    f.setItalic(true);
    p.setFont(f);
    p.setPen(QColor(90, 70, 40, 160));
    p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
               role_ == Role::Own ? tr("No card yet: the first card lies here") : tr("No card yet"));
  }
  if (groupsOutlined_) paintGroups(p);
  if (placing_) paintGhost(p);
  p.restore();
  if (role_ == Role::Other) paintOpenHand(p);

  if (const QString help = helpText(); !help.isEmpty()) {
    p.setFont(helpFont());
    p.setPen(QColor(90, 70, 40, 150));
    p.drawText(helpBox(), kHelpFlags, help);
  }
}

QString StallView::helpText() const {
  return role_ == Role::Own && !player_.rows.empty()
             ? tr("Drag to move the view · Ctrl+wheel zooms · 0 shows the whole stall")
             : QString();
}

QFont StallView::helpFont() const {
  QFont f = font();
  f.setPointSizeF(f.pointSizeF() * 0.85);
  return f;
}

QRectF StallView::helpBox() const {
  // Left of the groups button, on two lines when the words need them (Italian, Spanish).
  const QRectF area = stallArea();
  const qreal right = groupsButton_ ? groupsButton_->x() - 8 : area.right() - 4;
  return {area.left() + 4, area.bottom() - 40, right - area.left() - 4, 38};
}

std::vector<Caption> StallView::captions() const {
  std::vector<Caption> out;
  for (const HeaderPart& part : headerParts_)
    if (!part.text.isEmpty()) out.push_back({part.rect.toAlignedRect(), part.text});
  if (const QString help = helpText(); !help.isEmpty())
    out.push_back(
        {QFontMetricsF(helpFont()).boundingRect(helpBox(), kHelpFlags, help).toAlignedRect(), help});
  return out;
}

QFont StallView::nameFont() const {
  QFont f = font();
  f.setBold(true);
  f.setPointSizeF(f.pointSizeF() * (role_ == Role::Own ? 1.35 : 1.1));
  return f;
}

QFont StallView::factFont(bool bold) const {
  QFont f = font();
  f.setPointSizeF(f.pointSizeF() * (role_ == Role::Own ? 1.0 : 0.9));
  f.setBold(bold);
  return f;
}

// The header's facts, laid out for the width: on one line when they fit, the name elided first
// (to a few letters, its tooltip says it whole); else the facts on a second line, from the right,
// the score shortened and at last dropped before the hand and the cards laid are.
void StallView::layoutHeader() {
  using Kind = HeaderPart::Kind;
  headerParts_.clear();
  const bool own = role_ == Role::Own;
  const qreal lineHeight = (own ? kOwnHeader : kOtherHeader) - 2;
  const QRectF band(11.5, 3.5, std::max(0.0, width() - 23.0), lineHeight);
  const qreal token = std::min(lineHeight - 10, 26.0);
  const qreal icon = std::min(lineHeight - 8, 24.0);
  const QFontMetricsF nm(nameFont()), sm(factFont(false)), bm(factFont(true));
  constexpr qreal kNameGap = 8;

  // From the right: score, cards, hand, announcement; each with its width and the gap before it.
  struct Fact {
    Kind kind;
    QString text;
    qreal width;
  };
  const int score = player_.score;
  const QString fullScore = header_.finalScore
                                ? (score == 1 ? tr("1 point") : tr("%1 points").arg(score))
                                : (score == 1 ? tr("1 point so far") : tr("%1 points so far").arg(score));
  const QString shortScore = score == 1 ? tr("1 point") : tr("%1 points").arg(score);
  std::vector<Fact> facts;
  facts.push_back({Kind::Score, fullScore, bm.horizontalAdvance(fullScore) + 4});
  const QString cards = tr("%1/8 cards").arg(player_.cardCount);
  facts.push_back({Kind::Cards, cards, sm.horizontalAdvance(cards) + 4});
  const bool handHidden =
      player_.hand == kHidden || (!player_.drawn.empty() && player_.drawn.front() == kHidden);
  // Another seat's hand, face down; teaching mode shows it face up in the corner instead.
  if (header_.showHand && handHidden) facts.push_back({Kind::Hand, QString(), icon * 0.67});
  const QString announced = tr("announced");
  if (player_.announced)
    facts.push_back({Kind::Announced, announced, icon + 4 + sm.horizontalAdvance(announced)});
  auto factsWidth = [&] {
    qreal w = 0;
    for (const Fact& f : facts) w += f.width + 12;
    return w;
  };

  QString name = player_.name;
  if (header_.winner) name = tr("%1 wins").arg(name);
  const qreal fullName = nm.horizontalAdvance(name) + 2;
  const qreal shortestName = std::min(fullName, nm.horizontalAdvance(name.left(3) + QStringLiteral("…")) + 2);
  const QString chip = tr("to play");
  const qreal chipWidth = header_.toPlay ? sm.horizontalAdvance(chip) + 16 + 6 : 0;
  const qreal leftFixed = (header_.first ? token + 6 : 0) + chipWidth + kNameGap;
  const bool oneLine = leftFixed + shortestName + factsWidth() <= band.width();
  // On two lines the announcement stays on the first, at the right of the name (with its word
  // when there is room); the second line holds the score, the cards laid and the hand.
  std::vector<Fact> firstLineFacts;
  if (!oneLine && player_.announced) {
    firstLineFacts.push_back(facts.back());
    facts.pop_back();
    if (leftFixed + shortestName + firstLineFacts.front().width + 12 > band.width())
      firstLineFacts.front().width = icon;
  }
  auto placeFacts = [&](const std::vector<Fact>& row, const QRectF& line) {
    qreal right = line.right();
    for (const Fact& f : row) {
      const bool picture = f.kind == Kind::Hand || f.kind == Kind::Announced;
      const QRectF r = picture ? QRectF(right - f.width, line.center().y() - icon / 2, f.width, icon)
                               : QRectF(right - f.width, line.top(), f.width, line.height());
      headerParts_.push_back({f.kind, r, f.kind == Kind::Announced && f.width <= icon ? QString() : f.text});
      right -= f.width + (picture ? 10 : 12);
    }
  };

  // The first line: token, name, "to play", and the facts at its right that fit there.
  qreal x = band.left();
  if (header_.first) {
    headerParts_.push_back({Kind::FirstToken, QRectF(x, band.center().y() - token / 2, token, token), {}});
    x += token + 6;
  }
  qreal rightOfName = 0;
  for (const Fact& f : oneLine ? facts : firstLineFacts) rightOfName += f.width + 12;
  const qreal nameWidth = std::max(0.0, std::min(fullName, band.width() - leftFixed - rightOfName));
  headerParts_.push_back({Kind::Name, QRectF(x, band.top(), nameWidth, band.height()),
                          nm.elidedText(name, Qt::ElideRight, nameWidth)});
  x += nameWidth + kNameGap;
  if (header_.toPlay) {
    const qreal h = sm.height() + 6;
    headerParts_.push_back({Kind::ToPlay, QRectF(x, band.center().y() - h / 2, chipWidth - 6, h), chip});
  }
  if (oneLine) {
    placeFacts(facts, band);
    headerHeight_ = lineHeight + 2;
    return;
  }
  placeFacts(firstLineFacts, band);
  const QRectF second(band.left(), band.bottom(), band.width(), std::max(sm.height(), icon * 0.8) + 6);
  // Still too narrow: the score loses "so far" (its tooltip keeps it), then goes; the hand and the
  // cards laid stay.
  if (factsWidth() > second.width()) {
    facts.front().text = shortScore;
    facts.front().width = bm.horizontalAdvance(shortScore) + 4;
  }
  if (factsWidth() > second.width()) facts.erase(facts.begin());
  placeFacts(facts, second);
  headerHeight_ = second.bottom() + 2;
}

void StallView::paintHeader(QPainter& p) {
  using Kind = HeaderPart::Kind;
  const QColor ink(0x3b, 0x2a, 0x17);
  for (const HeaderPart& part : headerParts_) {
    switch (part.kind) {
      case Kind::FirstToken:
        SymbolArt::instance().paintFirstPlayerToken(p, part.rect);
        break;
      case Kind::Name:
        p.setFont(nameFont());
        p.setPen(ink);
        p.drawText(part.rect, Qt::AlignLeft | Qt::AlignVCenter, part.text);
        break;
      case Kind::ToPlay:
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xf5, 0xb9, 0x4a));
        p.drawRoundedRect(part.rect, part.rect.height() / 2, part.rect.height() / 2);
        p.setFont(factFont(false));
        p.setPen(QColor(0x4a, 0x2c, 0x00));
        p.drawText(part.rect, Qt::AlignCenter, part.text);
        break;
      case Kind::Score:
      case Kind::Cards:
        p.setFont(factFont(part.kind == Kind::Score));
        p.setPen(ink);
        p.drawText(part.rect, Qt::AlignRight | Qt::AlignVCenter, part.text);
        break;
      case Kind::Hand:
        CardPainter(p).back(part.rect, false);
        break;
      case Kind::Announced: {
        const QRectF box(part.rect.topLeft(), QSizeF(part.rect.height(), part.rect.height()));
        CardPainter(p).space(box, player_.announced);
        p.setFont(factFont(false));
        p.setPen(ink);
        p.drawText(part.rect.adjusted(box.width() + 4, -4, 0, 4), Qt::AlignLeft | Qt::AlignVCenter,
                   part.text);
        break;
      }
    }
  }
}

void StallView::paintOpenHand(QPainter& p) {
  // Teaching mode only: the observation never holds another seat's card ids, so outside it there
  // is nothing face up to paint here.
  std::vector<int> open;
  if (player_.hand > 0) open.push_back(player_.hand);
  for (int id : player_.drawn)
    if (id > 0) open.push_back(id);
  if (open.empty()) return;
  const qreal cell = 18;
  const QRectF area = stallArea();
  QPointF at(area.right() - open.size() * (2 * cell + 6), area.bottom() - 3 * cell);
  QFont f = font();
  f.setPointSizeF(f.pointSizeF() * 0.85);
  p.setFont(f);
  p.setPen(QColor(90, 70, 40, 200));
  p.drawText(QRectF(at.x() - 80, at.y(), 74, 3 * cell), Qt::AlignRight | Qt::AlignBottom, tr("in hand"));
  for (int id : open) {
    CardPainter(p).patch(at, cell, faces_.rows(id, 0));
    at.rx() += 2 * cell + 6;
  }
}

// Every legal footprint faintly outlined, and on each anchor (top-left) cell a dot for each turn
// that fits there, in the corner the turn points to (clockwise from the top-left: 0°, 90°, 180°,
// 270°), so the whole use of the card is seen at once.
void StallView::paintEveryUse(QPainter& p) {
  p.save();
  p.setPen(QPen(QColor(0x1f, 0x5f, 0x8b, 55), 1));
  p.setBrush(Qt::NoBrush);
  for (const auto& [at, turns] : placing_->everyUse) {
    const QSize size = turns % 2 ? QSize(3, 2) : QSize(2, 3);
    const QRectF r(cellRect(at).topLeft(), QSizeF(size.width() * cell_, size.height() * cell_));
    p.drawRoundedRect(r.adjusted(3, 3, -3, -3), cell_ * 0.1, cell_ * 0.1);
  }
  const qreal d = std::clamp(cell_ * 0.16, 4.0, 10.0);
  const std::array<QPointF, 4> corner{QPointF(0.22, 0.22), QPointF(0.78, 0.22), QPointF(0.78, 0.78),
                                      QPointF(0.22, 0.78)};
  p.setPen(QPen(Qt::white, 1));
  p.setBrush(QColor(0x1f, 0x5f, 0x8b));
  for (const auto& [at, turns] : placing_->everyUse) {
    const QRectF cell = cellRect(at);
    const QPointF c =
        cell.topLeft() + QPointF(corner[static_cast<std::size_t>(turns & 3)].x() * cell.width(),
                                 corner[static_cast<std::size_t>(turns & 3)].y() * cell.height());
    p.drawEllipse(c, d / 2, d / 2);
  }
  // How many, and how to read the dots, in the top-left corner of the view.
  const QRectF area = stallArea();
  const int n = static_cast<int>(placing_->everyUse.size());
  const QString count = n == 1 ? tr("Every use: 1 placement") : tr("Every use: %1 placements").arg(n);
  const QString key = tr("Dots: the turns that fit on that top-left cell (0° top-left, then clockwise)");
  QFont bold = font();
  bold.setBold(true);
  p.setFont(bold);
  const QFontMetricsF m(bold);
  const QRectF box(
      area.left() + 6, area.top() + 4,
      std::min(area.width() - 12,
               std::max(m.horizontalAdvance(count), QFontMetricsF(font()).horizontalAdvance(key)) + 12),
      2 * m.height() + 8);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(255, 255, 255, 225));
  p.drawRoundedRect(box, 4, 4);
  p.setPen(QColor(0x1f, 0x5f, 0x8b));
  p.drawText(box.adjusted(6, 3, -6, 0), Qt::AlignLeft | Qt::AlignTop, count);
  p.setFont(font());
  p.drawText(box.adjusted(6, 3 + m.height(), -6, 0), Qt::AlignLeft | Qt::AlignTop,
             QFontMetrics(font()).elidedText(key, Qt::ElideRight, static_cast<int>(box.width() - 12)));
  p.restore();
}

void StallView::paintLegalPlaces(QPainter& p) {
  // Each legal place is shown where the card's centre must be for it: a one-cell square around
  // that centre. Together they tint the band around the stall where the card may go.
  const QSize size = placing_->size();
  QPainterPath places;
  places.setFillRule(Qt::WindingFill);
  const QPointF half(size.width() / 2.0 - 0.5, size.height() / 2.0 - 0.5);
  for (const QPoint& at : placing_->legal) {
    const QPointF c = QPointF(at) + half;
    places.addRect(QRectF(stallArea().center() + (c - centre_) * cell_, QSizeF(cell_, cell_)));
  }
  p.save();
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0x4c, 0xa8, 0x5a, 60));
  p.drawPath(places.simplified());
  p.restore();
}

void StallView::paintGroups(QPainter& p) {
  p.save();
  for (const Group& g : largestGroups(player_)) {
    std::set<std::pair<int, int>> in;
    for (const QPoint& c : g.cells) in.insert({c.x(), c.y()});
    QPainterPath edges;
    for (const QPoint& c : g.cells) {
      const QRectF r = cellRect(c).adjusted(cell_ * 0.04, cell_ * 0.04, -cell_ * 0.04, -cell_ * 0.04);
      if (!in.count({c.x(), c.y() - 1})) edges.moveTo(r.topLeft()), edges.lineTo(r.topRight());
      if (!in.count({c.x(), c.y() + 1})) edges.moveTo(r.bottomLeft()), edges.lineTo(r.bottomRight());
      if (!in.count({c.x() - 1, c.y()})) edges.moveTo(r.topLeft()), edges.lineTo(r.bottomLeft());
      if (!in.count({c.x() + 1, c.y()})) edges.moveTo(r.topRight()), edges.lineTo(r.bottomRight());
    }
    const qreal w = std::max(2.0, cell_ * 0.07);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 255, 230), w + 3, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawPath(edges);
    p.setPen(QPen(SymbolArt::ink(g.code), w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawPath(edges);
    // The group's size on a tag at its top-left space, so the outline is not told by colour alone.
    const QPoint anchor = *std::min_element(g.cells.begin(), g.cells.end(), [](QPoint a, QPoint b) {
      return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
    });
    const qreal d = std::max(14.0, cell_ * 0.34);
    const QRectF tag(cellRect(anchor).topLeft() - QPointF(d * 0.25, d * 0.25), QSizeF(d, d));
    p.setPen(QPen(Qt::white, 1.5));
    p.setBrush(SymbolArt::ink(g.code));
    p.drawEllipse(tag);
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(8, static_cast<int>(d * 0.6)));
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(tag, Qt::AlignCenter, QString::number(g.cells.size()));
  }
  p.restore();
}

void StallView::paintGhost(QPainter& p) {
  const QSize size = placing_->size();
  if (placing_->refused && placing_->refused != placing_->at) {
    const QRectF r(cellRect(*placing_->refused).topLeft(),
                   QSizeF(size.width() * cell_, size.height() * cell_));
    p.setPen(QPen(faded(table::palette().refused, 160), 2, Qt::DashLine));
    p.setBrush(faded(table::palette().refused, 30));
    p.drawRoundedRect(r, CardPainter::cornerRadius(cell_), CardPainter::cornerRadius(cell_));
  }
  if (!placing_->at) return;
  // The ghost floats a little above the table: lifted, with a deeper shadow than the stall's.
  const QPointF topLeft = cellRect(*placing_->at).topLeft() - QPointF(cell_ * 0.04, cell_ * 0.06);
  const QRectF r(topLeft, QSizeF(size.width() * cell_, size.height() * cell_));
  p.save();
  const qreal radius = CardPainter::cornerRadius(cell_);
  if (placing_->atIsLegal) {
    QPainterPath lifted;
    lifted.addRoundedRect(r.translated(cell_ * 0.06, cell_ * 0.08), radius, radius);
    CardPainter(p).shadow(lifted, cell_ * 1.6);
  }
  p.setOpacity(placing_->atIsLegal ? 0.93 : 0.6);
  CardPainter(p).patch(topLeft, cell_, placing_->rows, false);
  p.restore();
  const qreal w = std::max(2.5, cell_ * 0.06);
  if (placing_->atIsLegal) {
    p.setPen(QPen(QColor(0x23, 0x7a, 0x3b), w));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(r, radius, radius);
  } else {
    // Not allowed here: a dashed red frame and a cross, so it reads without colour too.
    p.setPen(QPen(table::palette().refused, w, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(r, radius, radius);
    const qreal d = std::max(16.0, cell_ * 0.5);
    const QRectF badge(r.center() - QPointF(d / 2, d / 2), QSizeF(d, d));
    p.setPen(QPen(Qt::white, 2));
    p.setBrush(table::palette().refused);
    p.drawEllipse(badge);
    p.setPen(QPen(Qt::white, std::max(2.0, d * 0.12), Qt::SolidLine, Qt::RoundCap));
    const qreal k = d * 0.22;
    p.drawLine(badge.center() + QPointF(-k, -k), badge.center() + QPointF(k, k));
    p.drawLine(badge.center() + QPointF(k, -k), badge.center() + QPointF(-k, k));
  }
}

void StallView::mousePressEvent(QMouseEvent* event) {
  if (role_ != Role::Own) return event->accept();  // its release answers (clickedWithoutCard)
  if (event->button() == Qt::RightButton) {
    if (placing_) emit turnRequested(1);
    return;
  }
  if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
    pressedAt_ = event->position();
    lastMouse_ = event->position();
    panning_ = event->button() == Qt::MiddleButton;
  }
}

void StallView::mouseMoveEvent(QMouseEvent* event) {
  if (role_ != Role::Own) return;
  const QPointF pos = event->position();
  if (pressedAt_ && (event->buttons() & (Qt::LeftButton | Qt::MiddleButton))) {
    if (!panning_ && (pos - *pressedAt_).manhattanLength() > kPanThreshold) panning_ = true;
    if (panning_) {
      centre_ -= (pos - lastMouse_) / cell_;
      followsStall_ = false;
      lastMouse_ = pos;
      update();
      return;
    }
  }
  lastMouse_ = pos;
  if (placing_ && stallArea().contains(pos)) emit hovered(placementAt(pos, placing_->size()));
}

void StallView::mouseReleaseEvent(QMouseEvent* event) {
  if (role_ != Role::Own) {
    // Another player's stall takes no card; the board says so.
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
      emit clickedWithoutCard();
    return;
  }
  const bool click = pressedAt_ && !panning_ && event->button() == Qt::LeftButton;
  pressedAt_.reset();
  panning_ = false;
  if (!click || !stallArea().contains(event->position())) return;
  if (placing_) {
    emit clicked(placementAt(event->position(), placing_->size()));
  } else {
    emit clickedWithoutCard();
  }
}

void StallView::wheelEvent(QWheelEvent* event) {
  if (role_ != Role::Own) return QWidget::wheelEvent(event);
  const int delta = event->angleDelta().y();
  if ((event->modifiers() & Qt::ControlModifier) || !placing_) {
    // Zoom about the pointer, so the space under it stays put.
    const QPointF pos = event->position();
    const QPointF before = centre_ + (pos - stallArea().center()) / cell_;
    zoomBy(std::pow(1.0015, delta));
    centre_ = before - (pos - stallArea().center()) / cell_;
    update();
    return;
  }
  wheelTurn_ += delta;
  while (std::abs(wheelTurn_) >= 120) {
    const int step = wheelTurn_ > 0 ? -1 : 1;  // wheel up turns anticlockwise, down clockwise
    wheelTurn_ += step * 120;
    emit turnRequested(step);
  }
}

QString StallView::spaceTip(QPoint cell) const {
  const char code = player_.at(cell.x(), cell.y());
  if (code == '.') return {};
  if (code == 'X') return tr("Crate at %1,%2: worth nothing.").arg(cell.x()).arg(cell.y());
  if (code == 'R') return tr("Mouse at %1,%2: costs points at the end.").arg(cell.x()).arg(cell.y());
  std::set<std::pair<int, int>> seen;
  const int size = static_cast<int>(groupAt(player_, cell, seen).cells.size());
  QString kind = SymbolArt::singularName(code);
  if (!kind.isEmpty()) kind[0] = kind[0].toUpper();
  return size == 1 ? tr("%1 at %2,%3: a group of 1 space.").arg(kind).arg(cell.x()).arg(cell.y())
                   : tr("%1 at %2,%3: a group of %4 spaces.").arg(kind).arg(cell.x()).arg(cell.y()).arg(size);
}

void StallView::leaveEvent(QEvent* event) {
  QWidget::leaveEvent(event);
  if (role_ == Role::Own) emit left();
}

}  // namespace vb::app::veggies
