#include "garden/garden_board.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QSvgRenderer>
#include <algorithm>

#include "svg_cache.h"
#include "veggiebox/core/error.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

namespace {

using vb::garden::cellOf;
using vb::garden::cropFromName;
using vb::garden::cropName;
using vb::garden::isCompost;
using vb::garden::postFromName;
using vb::garden::postName;
using vb::garden::scoredCell;

constexpr int kEmpty = vb::garden::kNoCard;

QString cropTitle(int crop) {
  QString name = QString::fromLatin1(cropName(crop).data(), static_cast<int>(cropName(crop).size()));
  if (!name.isEmpty()) name[0] = name[0].toUpper();
  return name;
}

QColor cropTint(int crop) {
  static const QColor tints[] = {QColor(0xfd, 0xe0, 0xc0), QColor(0xdf, 0xf2, 0xcf),
                                 QColor(0xd3, 0xee, 0xc0), QColor(0xfb, 0xd3, 0xcf),
                                 QColor(0xee, 0xe0, 0xc8), QColor(0xfc, 0xd6, 0xcc)};
  return crop >= 0 && crop < 6 ? tints[crop] : QColor(Qt::lightGray);
}

QSvgRenderer* art(const QString& name) { return cachedSvg(QStringLiteral(":/art/garden/%1.svg").arg(name)); }

QString cellText(int cell) { return QStringLiteral("%1,%2").arg(cell / 4).arg(cell % 4); }

int readCellText(const QString& s) {
  const QStringList p = s.split(u',');
  if (p.size() != 2) return -1;
  bool a = false, b = false;
  const int r = p[0].toInt(&a), c = p[1].toInt(&b);
  return a && b && r >= 0 && r < 4 && c >= 0 && c < 4 ? cellOf(r, c) : -1;
}

QString handleText(int h) {
  if (h < 4) return QStringLiteral("shift row %1 left").arg(h);
  if (h < 8) return QStringLiteral("shift row %1 right").arg(h - 4);
  if (h < 12) return QStringLiteral("shift column %1 up").arg(h - 8);
  if (h < 16) return QStringLiteral("shift column %1 down").arg(h - 12);
  static const char* const lines[] = {"shift top left",     "shift top right", "shift bottom left",
                                      "shift bottom right", "swap side left",  "swap side right"};
  return QString::fromLatin1(lines[h - 16]);
}

// The arrow a handle shows: 0 left, 1 right, 2 up, 3 down, 4 a two-way swap.
int handleArrow(int h) {
  if (h < 4) return 0;
  if (h < 8) return 1;
  if (h < 12) return 2;
  if (h < 16) return 3;
  if (h < 20) return h % 2 == 0 ? 0 : 1;
  return 4;
}

QString postText(int post) {
  const auto n = postName(post);
  return QString::fromLatin1(n.data(), static_cast<int>(n.size()));
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// What the seat sees.

GardenSight GardenSight::read(const vb::State& state, int seat, bool handsOpen) {
  const Json j = handsOpen ? state.toJson() : state.observation(seat);
  GardenSight t;
  t.phase = QString::fromStdString(j.value("phase", std::string("take")));
  t.current = j["current"].is_number_integer() ? j["current"].get<int>() : -1;
  for (const Json& c : j["crops"]) t.crops.push_back(cropFromName(c.get<std::string>()));
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) t.garden[cellOf(r, c)] = cropFromName(j["garden"][r][c].get<std::string>());
  const Json& f = j["fence"];
  for (int i = 0; i < 4; ++i) {
    t.fence[i] = f["top"][i].get<int>();
    t.fence[4 + i] = f["bottom"][i].get<int>();
  }
  for (int i = 0; i < 2; ++i) {
    t.fence[8 + i] = f["left"][i].get<int>();
    t.fence[10 + i] = f["right"][i].get<int>();
  }
  if (j["mole"].is_array()) t.mole = cellOf(j["mole"][0].get<int>(), j["mole"][1].get<int>());
  for (int i = 0; i < 4; ++i)
    t.harvest[i] = j["harvest"][i].is_string() ? cropFromName(j["harvest"][i].get<std::string>()) : kEmpty;
  if (j["power"].is_object()) {
    t.powerCrop = cropFromName(j["power"]["crop"].get<std::string>());
    t.powerSlot = j["power"]["slot"].get<int>();
    t.peasSwapStep = j["power"].value("step", std::string()) == "swap";
  }
  t.deckSize = j.contains("deck_size") ? j["deck_size"].get<int>() : static_cast<int>(j["deck"].size());
  t.discardSize = static_cast<int>(j["discard"].size());
  for (const Json& pj : j["players"]) {
    Player p;
    p.name = QString::fromStdString(pj["name"].get<std::string>());
    if (pj["hand"].is_array()) {
      std::array<int, 6> counts{};
      for (const Json& c : pj["hand"]) ++counts[static_cast<std::size_t>(cropFromName(c.get<std::string>()))];
      p.hand = counts;
      p.handSize = static_cast<int>(pj["hand"].size());
    }
    if (pj.contains("hand_size")) p.handSize = pj["hand_size"].get<int>();
    t.players.push_back(p);
  }
  return t;
}

std::array<int, 6> GardenSight::values() const {
  std::array<int, 6> v{};
  for (int p = 0; p < 12; ++p) {
    const int crop = garden[static_cast<std::size_t>(scoredCell(p))];
    if (crop >= 0 && crop < 6) v[static_cast<std::size_t>(crop)] += fence[static_cast<std::size_t>(p)];
  }
  return v;
}

// ---------------------------------------------------------------------------------------------
// Texts and clicks.

std::vector<Target> GardenBoard::picksFor(const QString& text) {
  const QStringList w = text.split(u' ', Qt::SkipEmptyParts);
  using K = Target::Kind;
  if (w.isEmpty()) return {};
  if (w[0] == QLatin1String("take") && w.size() == 2) return {{K::Harvest, w[1].toInt()}};
  for (int h = 0; h < kHandles; ++h)
    if (handleText(h) == text) return {{K::Handle, h}};
  if (w[0] == QLatin1String("bunny") && w.size() == 2) return {{K::Post, postFromName(w[1].toStdString())}};
  if (w[0] == QLatin1String("mole") && w.size() == 2) return {{K::Cell, readCellText(w[1])}};
  if (w[0] == QLatin1String("swap") && w.size() == 4 && w[1] == QLatin1String("posts"))
    return {{K::Post, postFromName(w[2].toStdString())}, {K::Post, postFromName(w[3].toStdString())}};
  if (w[0] == QLatin1String("swap") && w.size() == 3)
    return {{K::Cell, readCellText(w[1])}, {K::Cell, readCellText(w[2])}};
  if (w[0] == QLatin1String("potato") && w.size() == 3)
    return {{K::Cell, readCellText(w[1])}, {K::Hand, cropFromName(w[2].toStdString())}};
  if (w[0] == QLatin1String("tomato") && w.size() == 4)
    return {{K::Cell, readCellText(w[1])}, {K::Harvest, w[3].toInt()}};
  return {};
}

int GardenBoard::picksNeeded() const {
  switch (sight_.powerCrop) {
    case vb::garden::kPeas:
      return sight_.peasSwapStep ? 2 : 1;
    case vb::garden::kPepper:
    case vb::garden::kPotato:
    case vb::garden::kTomato:
      return 2;
    default:
      return 1;
  }
}

// The action the picks spell in this phase, legal or not; empty when they spell none.
QString GardenBoard::textFor(const std::vector<Target>& picks) const {
  using K = Target::Kind;
  if (picks.empty()) return {};
  const Target& a = picks[0];
  if (sight_.powerCrop < 0) return a.kind == K::Harvest ? QStringLiteral("take %1").arg(a.index) : QString();
  switch (sight_.powerCrop) {
    case vb::garden::kCabbage:
      return a.kind == K::Handle ? handleText(a.index) : QString();
    case vb::garden::kCarrot:
      return a.kind == K::Post ? QStringLiteral("bunny %1").arg(postText(a.index)) : QString();
    case vb::garden::kPeas:
      if (!sight_.peasSwapStep)
        return a.kind == K::Cell ? QStringLiteral("mole %1").arg(cellText(a.index)) : QString();
      [[fallthrough]];
    case vb::garden::kPepper:
      if (picks.size() < 2 || picks[1].kind != a.kind) return {};
      if (a.kind == K::Cell) {
        const int lo = std::min(a.index, picks[1].index), hi = std::max(a.index, picks[1].index);
        return QStringLiteral("swap %1 %2").arg(cellText(lo), cellText(hi));
      }
      if (a.kind == K::Post && sight_.powerCrop == vb::garden::kPepper) {
        const int lo = std::min(a.index, picks[1].index), hi = std::max(a.index, picks[1].index);
        return QStringLiteral("swap posts %1 %2").arg(postText(lo), postText(hi));
      }
      return {};
    case vb::garden::kPotato:
      if (picks.size() < 2 || a.kind != K::Cell || picks[1].kind != K::Hand) return {};
      return QStringLiteral("potato %1 %2")
          .arg(cellText(a.index), QString::fromLatin1(cropName(picks[1].index).data()));
    case vb::garden::kTomato:
      if (picks.size() < 2 || a.kind != K::Cell || picks[1].kind != K::Harvest) return {};
      return QStringLiteral("tomato %1 with %2").arg(cellText(a.index)).arg(picks[1].index);
    default:
      return {};
  }
}

// ---------------------------------------------------------------------------------------------

GardenBoard::GardenBoard(QWidget* parent) : BoardView(parent) {
  setObjectName(QStringLiteral("garden-board"));
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(640, 480);
  glowTimer_.setSingleShot(true);
  glowTimer_.setInterval(1500);
  connect(&glowTimer_, &QTimer::timeout, this, [this] {
    changedCells_.clear();
    changedPosts_.clear();
    moleMoved_ = false;
    update();
  });
}

GardenBoard::~GardenBoard() = default;

void GardenBoard::showState(const vb::State& state, int seat, bool canAct, bool handsOpen) {
  state_ = state.clone();
  seat_ = seat;
  handsOpen_ = handsOpen;
  canAct_ = canAct && !state.isOver();
  GardenSight next = GardenSight::read(state, seat, handsOpen);
  if (previous_ && previous_->crops == next.crops) noteChanges(*previous_, next);
  sight_ = next;
  previous_ = next;
  legal_.clear();
  if (canAct_) {
    for (vb::ActionId id : state.legalActions()) {
      const QString text = QString::fromStdString(state.actionText(id));
      std::vector<Target> picks = picksFor(text);
      if (picks.empty()) continue;
      legal_.push_back({picks, id});
      // A swap may be clicked in either order.
      if (picks.size() == 2 && picks[0].kind == picks[1].kind) legal_.push_back({{picks[1], picks[0]}, id});
    }
  }
  selection_.clear();
  keyIndex_ = -1;
  lastTried_.reset();
  refused_.reset();
  refusal_.clear();
  updatePrompt();
  update();
  if (canAct_) emit hint(prompt_);
}

void GardenBoard::noteChanges(const GardenSight& before, const GardenSight& after) {
  std::vector<int> cells, posts;
  for (int c = 0; c < 16; ++c)
    if (before.garden[c] != after.garden[c]) cells.push_back(c);
  for (int p = 0; p < 12; ++p)
    if (before.fence[p] != after.fence[p]) posts.push_back(p);
  const bool mole = before.mole != after.mole;
  // One power changes at most a line of four; anything bigger is another game or a jump.
  if (cells.size() > 4 || posts.size() > 4 || (cells.empty() && posts.empty() && !mole)) return;
  changedCells_ = cells;
  changedPosts_ = posts;
  moleMoved_ = mole;
  glowTimer_.start();
}

std::vector<Target> GardenBoard::legalTargets() const {
  std::vector<Target> out;
  const std::size_t k = selection_.size();
  for (const Legal& l : legal_) {
    if (l.picks.size() <= k || !std::equal(selection_.begin(), selection_.end(), l.picks.begin())) continue;
    if (std::find(out.begin(), out.end(), l.picks[k]) == out.end()) out.push_back(l.picks[k]);
  }
  auto order = [](const Target& t) { return static_cast<int>(t.kind) * 100 + t.index; };
  std::sort(out.begin(), out.end(), [&](const Target& a, const Target& b) { return order(a) < order(b); });
  return out;
}

void GardenBoard::choose(Target target) {
  if (!canAct_) return;
  refused_.reset();
  refusal_.clear();
  if (!selection_.empty() && selection_.back() == target) {  // a second click drops the choice
    selection_.pop_back();
    keyIndex_ = -1;
    updatePrompt();
    update();
    return;
  }
  std::vector<Target> picks = selection_;
  picks.push_back(target);
  for (const Legal& l : legal_) {
    if (l.picks == picks) {
      lastTried_ = target;
      selection_ = picks;
      update();
      emit actionChosen(l.id);
      return;
    }
  }
  const bool opensLegal = std::any_of(legal_.begin(), legal_.end(), [&](const Legal& l) {
    return l.picks.size() > picks.size() && std::equal(picks.begin(), picks.end(), l.picks.begin());
  });
  if (opensLegal) {
    selection_ = picks;
    keyIndex_ = -1;
    updatePrompt();
    update();
    emit hint(prompt_);
    return;
  }
  const QString text = textFor(picks);
  if (!text.isEmpty()) {  // a whole action the rules refuse: the engine says why
    lastTried_ = target;
    emitText(text);
    return;
  }
  if (static_cast<int>(picks.size()) < picksNeeded() && picks.size() == 1 &&
      target.kind == Target::Kind::Cell && sight_.powerCrop >= 0 &&
      sight_.powerCrop != vb::garden::kCabbage) {
    // A first card that starts no legal move: keep it, so that the second click hears the reason.
    selection_ = picks;
    updatePrompt();
    update();
    return;
  }
  emit hint(prompt_);
}

void GardenBoard::emitText(const QString& text) {
  try {
    emit actionChosen(state_->parseAction(text.toStdString()));
  } catch (const vb::InputError& e) {
    emit hint(QString::fromUtf8(e.what()));
  }
}

void GardenBoard::showRefusal(const QString& reason) {
  refused_ = lastTried_;
  refusal_ = reason;
  selection_.clear();
  keyIndex_ = -1;
  updatePrompt();
  update();
}

int GardenBoard::handSeat() const {
  const int n = static_cast<int>(sight_.players.size());
  if (seat_ >= 0 && seat_ < n) return seat_;
  return sight_.current;
}

void GardenBoard::updatePrompt() {
  const int n = static_cast<int>(sight_.players.size());
  const QString who =
      sight_.current >= 0 && sight_.current < n ? sight_.players[sight_.current].name : QString();
  const bool sel = !selection_.empty();
  QString p;
  if (sight_.phase == QLatin1String("over")) {
    p = tr("The game is over: every hand holds 9 cards.");
  } else if (!canAct_ && sight_.current >= 0 && sight_.current == seat_) {
    if (sight_.powerCrop >= 0)
      p = tr("You are using the %1 power.").arg(cropTitle(sight_.powerCrop).toLower());
    else if (sight_.phase == QLatin1String("last-round"))
      p = tr("Last round: you take a card, which has no power.");
    else
      p = tr("Your turn to take a harvest card.");
  } else if (!canAct_) {
    if (sight_.powerCrop >= 0)
      p = tr("%1 is using the %2 power.").arg(who, cropTitle(sight_.powerCrop).toLower());
    else if (sight_.phase == QLatin1String("last-round"))
      p = tr("Last round: %1 takes a card, which has no power.").arg(who);
    else
      p = tr("%1 is taking a harvest card.").arg(who);
  } else if (sight_.phase == QLatin1String("last-round")) {
    p = tr("Last round: take a harvest card. It has no power.");
  } else {
    switch (sight_.powerCrop) {
      case vb::garden::kCabbage:
        p = tr("Cabbage: choose a row, a column or a line of posts (the arrows).");
        break;
      case vb::garden::kCarrot:
        p = tr("Carrot: choose a post to swap its token with the bunny.");
        break;
      case vb::garden::kPeas:
        p = sight_.peasSwapStep ? (sel ? tr("Peas: now the card facing it across the mole.")
                                       : tr("Peas: choose two cards facing each other across the mole."))
                                : tr("Peas: move the mole to another compost card.");
        break;
      case vb::garden::kPepper:
        p = sel ? (selection_[0].kind == Target::Kind::Post ? tr("Pepper: now a neighbouring post.")
                                                            : tr("Pepper: now a touching card."))
                : tr("Pepper: swap two touching cards, or the tokens of two neighbouring posts.");
        break;
      case vb::garden::kPotato:
        p = sel ? tr("Potato: now the crop from your hand to plant at %1.").arg(cellText(selection_[0].index))
                : tr("Potato: choose a garden card, then a card from your hand to swap it with.");
        break;
      case vb::garden::kTomato:
        p = sel ? tr("Tomato: now the harvest card to plant at %1.").arg(cellText(selection_[0].index))
                : tr("Tomato: choose a garden card to discard, then a harvest card to plant there.");
        break;
      default:
        p = tr("Your turn: take a card from the harvest. Its power follows.");
        break;
    }
    // Taking showed no card, so the take can be undone while no step of its power is applied.
    if (sight_.powerCrop >= 0 && !sight_.peasSwapStep)
      p += tr("  Cancel: Undo (Ctrl+Z) puts the %1 back.").arg(cropTitle(sight_.powerCrop).toLower());
  }
  prompt_ = p;
}

// ---------------------------------------------------------------------------------------------
// Geometry.

GardenBoard::Geometry GardenBoard::geometry() const {
  Geometry g;
  const qreal m = 12;
  const QRectF all = QRectF(rect()).adjusted(m, m, -m, -m);
  g.prompt = QRectF(all.left(), all.top(), all.width(), 44);
  const QRectF body = all.adjusted(0, 56, 0, 0);
  const qreal side = std::min(body.height(), body.width() * 0.56);
  g.cell = side / 5.44;
  g.post = g.cell * 0.42;
  g.arrow = g.cell * 0.30;
  g.garden = QRectF(body.left(), body.top(), side, side);
  g.origin = g.garden.topLeft() + QPointF(g.arrow + g.post, g.arrow + g.post);
  g.panel = QRectF(g.garden.right() + 20, body.top(), body.right() - g.garden.right() - 20, body.height());

  const qreal gap = 10;
  qreal y = g.panel.top();
  const qreal cw = std::min((g.panel.width() - 3 * gap) / 4, body.height() * 0.16);
  g.harvestTitle = QRectF(g.panel.left(), y, g.panel.width(), 22);
  y += 26;
  for (int i = 0; i < 4; ++i) g.harvest[i] = QRectF(g.panel.left() + i * (cw + gap), y, cw, cw * 1.32);
  y += cw * 1.32 + 14;
  g.handTitle = QRectF(g.panel.left(), y, g.panel.width(), 22);
  y += 26;
  const qreal hw = std::min((g.panel.width() - 4 * gap) / 5, cw * 0.8);
  const int hs = handSeat();
  if (hs >= 0 && hs < static_cast<int>(sight_.players.size()) && sight_.players[hs].hand) {
    int i = 0;
    for (int crop : sight_.crops)
      if ((*sight_.players[hs].hand)[crop] > 0)
        g.hand.emplace_back(crop, QRectF(g.panel.left() + (i++) * (hw + gap), y, hw, hw * 1.32));
  }
  y += hw * 1.32 + 14;
  g.valuesTitle = QRectF(g.panel.left(), y, g.panel.width(), 22);
  y += 26;
  const qreal row = std::clamp((g.panel.bottom() - y - 48 - 26 * 4) / 5.0, 20.0, 30.0);
  g.valuesBox = QRectF(g.panel.left(), y, g.panel.width(), row * 5);
  y += row * 5 + 14;
  g.playersTitle = QRectF(g.panel.left(), y, g.panel.width(), 22);
  y += 26;
  g.playersBox = QRectF(g.panel.left(), y, g.panel.width(), std::max<qreal>(0, g.panel.bottom() - y));
  return g;
}

QRectF GardenBoard::rectFor(const Geometry& g, Target t) const {
  const qreal s = g.cell, p = g.post, a = g.arrow;
  const QPointF o = g.origin;
  auto centred = [](QPointF c, qreal d) { return QRectF(c.x() - d / 2, c.y() - d / 2, d, d); };
  switch (t.kind) {
    case Target::Kind::Harvest:
      return t.index >= 0 && t.index < 4 ? g.harvest[t.index] : QRectF();
    case Target::Kind::Cell:
      return QRectF(o.x() + (t.index % 4) * s, o.y() + (t.index / 4) * s, s, s).adjusted(3, 3, -3, -3);
    case Target::Kind::Post: {
      const int i = t.index;
      const qreal d = p * 0.9;
      if (i < 4) return centred(QPointF(o.x() + i * s + s / 2, o.y() - p / 2), d);
      if (i < 8) return centred(QPointF(o.x() + (i - 4) * s + s / 2, o.y() + 4 * s + p / 2), d);
      if (i < 10) return centred(QPointF(o.x() - p / 2, o.y() + (i - 7) * s + s / 2), d);
      return centred(QPointF(o.x() + 4 * s + p / 2, o.y() + (i - 9) * s + s / 2), d);
    }
    case Target::Kind::Hand:
      for (const auto& [crop, r] : g.hand)
        if (crop == t.index) return r;
      return {};
    case Target::Kind::Handle: {
      const int h = t.index;
      const qreal d = a * 0.95;
      const qreal left = o.x() - p - a / 2, right = o.x() + 4 * s + p + a / 2;
      const qreal top = o.y() - p - a / 2, bottom = o.y() + 4 * s + p + a / 2;
      if (h < 4) return centred(QPointF(left, o.y() + h * s + s / 2), d);
      if (h < 8) return centred(QPointF(right, o.y() + (h - 4) * s + s / 2), d);
      if (h < 12) return centred(QPointF(o.x() + (h - 8) * s + s / 2, top), d);
      if (h < 16) return centred(QPointF(o.x() + (h - 12) * s + s / 2, bottom), d);
      if (h == 16) return centred(QPointF(left, o.y() - p / 2), d);
      if (h == 17) return centred(QPointF(right, o.y() - p / 2), d);
      if (h == 18) return centred(QPointF(left, o.y() + 4 * s + p / 2), d);
      if (h == 19) return centred(QPointF(right, o.y() + 4 * s + p / 2), d);
      if (h == 20) return centred(QPointF(o.x() - p / 2, o.y() + 2 * s), d);
      return centred(QPointF(o.x() + 4 * s + p / 2, o.y() + 2 * s), d);
    }
  }
  return {};
}

bool GardenBoard::handlesShown() const { return canAct_ && sight_.powerCrop == vb::garden::kCabbage; }

QPoint GardenBoard::pointFor(Target target) const { return rectFor(geometry(), target).center().toPoint(); }

std::optional<Target> GardenBoard::targetAt(QPointF point) const {
  const Geometry g = geometry();
  using K = Target::Kind;
  if (handlesShown())
    for (int h = 0; h < kHandles; ++h)
      if (rectFor(g, {K::Handle, h}).adjusted(-3, -3, 3, 3).contains(point)) return Target{K::Handle, h};
  for (int p = 0; p < 12; ++p)
    if (rectFor(g, {K::Post, p}).contains(point)) return Target{K::Post, p};
  for (int c = 0; c < 16; ++c)
    if (rectFor(g, {K::Cell, c}).contains(point)) return Target{K::Cell, c};
  for (int s = 0; s < 4; ++s)
    if (g.harvest[s].contains(point)) return Target{K::Harvest, s};
  for (const auto& [crop, r] : g.hand)
    if (r.contains(point)) return Target{K::Hand, crop};
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Input.

void GardenBoard::mousePressEvent(QMouseEvent* event) {
  setFocus(Qt::MouseFocusReason);
  if (event->button() == Qt::RightButton) {
    selection_.clear();
    updatePrompt();
    update();
    return;
  }
  if (event->button() != Qt::LeftButton) return;
  if (const auto t = targetAt(event->position())) choose(*t);
}

bool GardenBoard::event(QEvent* event) {
  if (event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) {
      const auto targets = legalTargets();
      if (!targets.empty()) {
        const int n = static_cast<int>(targets.size());
        const int step = key->key() == Qt::Key_Tab ? 1 : -1;
        keyIndex_ = keyIndex_ < 0 ? (step > 0 ? 0 : n - 1) : ((keyIndex_ + step) % n + n) % n;
        update();
      }
      return true;
    }
  }
  return BoardView::event(event);
}

void GardenBoard::keyPressEvent(QKeyEvent* event) {
  const auto targets = legalTargets();
  switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
      if (keyIndex_ >= 0 && keyIndex_ < static_cast<int>(targets.size())) {
        const Target t = targets[keyIndex_];
        keyIndex_ = -1;
        choose(t);
      }
      return;
    case Qt::Key_Escape:
      selection_.clear();
      keyIndex_ = -1;
      updatePrompt();
      update();
      return;
    default:
      BoardView::keyPressEvent(event);
  }
}

// ---------------------------------------------------------------------------------------------
// Painting.

namespace {

void paintCard(QPainter& p, const QRectF& r, int crop, bool small = false) {
  const qreal radius = r.width() * 0.1;
  p.setPen(QPen(QColor(0x6b, 0x55, 0x3a), 1.5));
  p.setBrush(cropTint(crop));
  p.drawRoundedRect(r, radius, radius);
  if (crop < 0 || crop >= 6) return;
  const qreal band = std::max<qreal>(13, r.height() * (small ? 0.24 : 0.2));
  const QRectF pic = QRectF(r.left(), r.top(), r.width(), r.height() - band).adjusted(6, 5, -6, -1);
  const qreal d = std::min(pic.width(), pic.height());
  art(QString::fromLatin1(cropName(crop).data()))
      ->render(&p, QRectF(pic.center().x() - d / 2, pic.center().y() - d / 2, d, d));
  QFont f = p.font();
  f.setPixelSize(static_cast<int>(std::clamp(band * 0.62, 9.0, 16.0)));
  f.setBold(true);
  p.setFont(f);
  p.setPen(QColor(0x3d, 0x2b, 0x17));
  p.drawText(QRectF(r.left(), r.bottom() - band, r.width(), band - 2), Qt::AlignCenter, cropTitle(crop));
}

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

void GardenBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), QColor(0xf4, 0xee, 0xdc));
  if (sight_.players.empty()) return;
  const Geometry g = geometry();
  using K = Target::Kind;
  const auto targets = legalTargets();
  const std::optional<Target> focused = keyIndex_ >= 0 && keyIndex_ < static_cast<int>(targets.size())
                                            ? std::optional<Target>(targets[keyIndex_])
                                            : std::nullopt;
  auto isLegal = [&](Target t) { return std::find(targets.begin(), targets.end(), t) != targets.end(); };
  auto isSelected = [&](Target t) {
    return std::find(selection_.begin(), selection_.end(), t) != selection_.end();
  };
  const QColor gold(0xf2, 0xa9, 0x00), blue(0x1e, 0x63, 0xd6), red(0xd0, 0x21, 0x21), glow(0x2e, 0xc4, 0xe6);
  auto marks = [&](Target t, const QRectF& r, bool round) {
    if (isLegal(t)) outline(p, r, gold, 4, round);
    if (isSelected(t)) outline(p, r, blue, 5, round);
    if (focused && *focused == t) outline(p, r.adjusted(-4, -4, 4, 4), blue, 3, round);
    if (refused_ && *refused_ == t) outline(p, r, red, 5, round);
  };

  // The prompt, and the engine's reason for a refusal.
  p.setPen(Qt::NoPen);
  p.setBrush(canAct_ ? QColor(0xff, 0xf3, 0xc4) : QColor(0xe8, 0xe2, 0xd0));
  p.drawRoundedRect(g.prompt, 8, 8);
  QFont f = font();
  f.setPixelSize(16);
  f.setBold(canAct_);
  p.setFont(f);
  p.setPen(QColor(0x3d, 0x2b, 0x17));
  const QString line = refusal_.isEmpty() ? prompt_ : tr("Refused: %1").arg(refusal_);
  if (!refusal_.isEmpty()) p.setPen(red);
  p.drawText(g.prompt.adjusted(14, 0, -14, 0), Qt::AlignVCenter | Qt::AlignLeft | Qt::TextSingleLine, line);

  // The garden bed, the compost and the fence line.
  const qreal s = g.cell;
  const QRectF bed(g.origin, QSizeF(4 * s, 4 * s));
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0x9c, 0x74, 0x4c));
  p.drawRoundedRect(bed.adjusted(-g.post * 0.9, -g.post * 0.9, g.post * 0.9, g.post * 0.9), 14, 14);
  p.setBrush(QColor(0x7a, 0x55, 0x33));
  p.drawRoundedRect(bed.adjusted(-4, -4, 4, 4), 8, 8);
  p.setBrush(QColor(0x5b, 0x3c, 0x22));
  p.drawRoundedRect(QRectF(g.origin + QPointF(s, s), QSizeF(2 * s, 2 * s)).adjusted(-2, -2, 2, 2), 8, 8);

  for (int c = 0; c < 16; ++c) {
    const QRectF r = rectFor(g, {K::Cell, c});
    paintCard(p, r, sight_.garden[c]);
    if (std::find(changedCells_.begin(), changedCells_.end(), c) != changedCells_.end()) {
      p.setPen(Qt::NoPen);
      p.setBrush(QColor(0x2e, 0xc4, 0xe6, 30));
      p.drawRoundedRect(r, r.width() * 0.1, r.width() * 0.1);
      outline(p, r, glow, 5);
    }
    if (isCompost(c)) {
      f.setPixelSize(std::max(9, static_cast<int>(s * 0.09)));
      f.setBold(false);
      p.setFont(f);
      p.setPen(QColor(0x6b, 0x55, 0x3a));
      p.drawText(r.adjusted(6, 3, -6, 0), Qt::AlignTop | Qt::AlignLeft, tr("compost"));
    }
    marks({K::Cell, c}, r, false);
  }
  if (sight_.mole >= 0) {
    const QRectF r = rectFor(g, {K::Cell, sight_.mole});
    const qreal d = r.width() * 0.5;
    const QRectF m(r.right() - d - 2, r.top() + 2, d, d);
    if (moleMoved_) {
      p.setPen(Qt::NoPen);
      p.setBrush(QColor(0x2e, 0xc4, 0xe6, 120));
      p.drawEllipse(m.adjusted(-4, -4, 4, 4));
    }
    art(QStringLiteral("mole"))->render(&p, m);
  }

  // Posts and their tokens.
  for (int post = 0; post < 12; ++post) {
    const QRectF r = rectFor(g, {K::Post, post});
    const int v = sight_.fence[post];
    art(v == 0 ? QStringLiteral("bunny") : QStringLiteral("token-%1").arg(v))->render(&p, r);
    if (std::find(changedPosts_.begin(), changedPosts_.end(), post) != changedPosts_.end())
      outline(p, r, glow, 5, true);
    marks({K::Post, post}, r, true);
  }
  f.setPixelSize(std::max(9, static_cast<int>(g.post * 0.26)));
  f.setBold(false);
  p.setFont(f);
  p.setPen(QColor(0xf4, 0xee, 0xdc));
  for (int post = 0; post < 12; ++post) {
    // The post's name, on the soil beside it.
    const QRectF r = rectFor(g, {K::Post, post});
    const QRectF label = post < 8 ? QRectF(r.right() + 1, r.top(), g.cell * 0.3, r.height())
                                  : QRectF(r.left(), r.bottom() - 1, r.width(), g.cell * 0.16);
    p.drawText(label, (post < 8 ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::AlignVCenter, postText(post));
  }

  // Cabbage handles.
  if (handlesShown())
    for (int h = 0; h < kHandles; ++h)
      paintArrow(p, rectFor(g, {K::Handle, h}), handleArrow(h), isLegal({K::Handle, h}),
                 focused && *focused == Target{K::Handle, h});

  // The harvest.
  auto title = [&](const QRectF& r, const QString& text) {
    QFont tf = font();
    tf.setPixelSize(15);
    tf.setBold(true);
    p.setFont(tf);
    p.setPen(QColor(0x4a, 0x36, 0x1c));
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, text);
  };
  title(g.harvestTitle, tr("Harvest   (deck %1, discard %2)").arg(sight_.deckSize).arg(sight_.discardSize));
  for (int slot = 0; slot < 4; ++slot) {
    const QRectF r = g.harvest[slot];
    if (sight_.harvest[slot] == kEmpty) {
      p.setPen(QPen(QColor(0xb8, 0xa8, 0x88), 1.5, Qt::DashLine));
      p.setBrush(Qt::NoBrush);
      p.drawRoundedRect(r, 8, 8);
      if (slot == sight_.powerSlot && sight_.powerCrop >= 0) {
        // The card being used, held aside over its empty slot.
        QRectF held = r.adjusted(r.width() * 0.12, r.height() * 0.12, -r.width() * 0.12, -r.height() * 0.12);
        p.setOpacity(0.85);
        paintCard(p, held, sight_.powerCrop, true);
        p.setOpacity(1);
        outline(p, held, QColor(0x8a, 0x5a, 0x00), 2);
      }
    } else {
      paintCard(p, r, sight_.harvest[slot]);
    }
    marks({K::Harvest, slot}, r, false);
  }

  // The hand of the seat at the screen.
  const int hs = handSeat();
  const auto values = sight_.values();
  const bool handKnown = hs >= 0 && hs < static_cast<int>(sight_.players.size()) && sight_.players[hs].hand;
  if (handKnown) {
    title(g.handTitle,
          hs == seat_
              ? tr("Your hand (%1 cards)").arg(sight_.players[hs].handSize)
              : tr("%1's hand (%2 cards)").arg(sight_.players[hs].name).arg(sight_.players[hs].handSize));
    for (const auto& [crop, r] : g.hand) {
      paintCard(p, r, crop, true);
      const int count = (*sight_.players[hs].hand)[crop];
      const qreal d = r.width() * 0.38;
      const QRectF badge(r.right() - d * 0.8, r.top() - d * 0.2, d, d);
      p.setPen(QPen(Qt::white, 2));
      p.setBrush(QColor(0x4a, 0x36, 0x1c));
      p.drawEllipse(badge);
      QFont bf = font();
      bf.setPixelSize(static_cast<int>(d * 0.55));
      bf.setBold(true);
      p.setFont(bf);
      p.drawText(badge, Qt::AlignCenter, QStringLiteral("%1").arg(count));
      marks({K::Hand, crop}, r, false);
    }
  } else {
    title(g.handTitle, tr("Hands are hidden"));
  }

  // Each crop's value, live.
  title(g.valuesTitle, tr("Crop values now"));
  const qreal row = g.valuesBox.height() / 5;
  int i = 0;
  for (int crop : sight_.crops) {
    const QRectF r(g.valuesBox.left(), g.valuesBox.top() + i * row, g.valuesBox.width(), row);
    p.setPen(Qt::NoPen);
    p.setBrush(i % 2 ? QColor(0xec, 0xe4, 0xcc) : QColor(0xf8, 0xf3, 0xe4));
    p.drawRect(r);
    art(QString::fromLatin1(cropName(crop).data()))
        ->render(&p, QRectF(r.left() + 4, r.top() + 2, row - 4, row - 4));
    QFont vf = font();
    vf.setPixelSize(static_cast<int>(row * 0.55));
    p.setFont(vf);
    p.setPen(QColor(0x3d, 0x2b, 0x17));
    p.drawText(r.adjusted(row + 8, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, cropTitle(crop));
    QString right;
    if (handKnown) {
      const int n = (*sight_.players[hs].hand)[crop];
      right = tr("%1 × %2 = %3").arg(n).arg(values[crop]).arg(n * values[crop]);
    }
    p.drawText(r.adjusted(0, 0, -8, 0), Qt::AlignRight | Qt::AlignVCenter, right);
    vf.setBold(true);
    vf.setPixelSize(static_cast<int>(row * 0.7));
    p.setFont(vf);
    p.drawText(QRectF(r.left() + r.width() * 0.36, r.top(), r.width() * 0.2, r.height()), Qt::AlignCenter,
               QString::number(values[crop]));
    ++i;
  }

  // The players: hands as counts, the score of the hands this seat may see.
  title(g.playersTitle, tr("Players"));
  const int n = static_cast<int>(sight_.players.size());
  const qreal pr = std::min<qreal>(28, g.playersBox.height() / std::max(1, n));
  for (int k = 0; k < n; ++k) {
    const auto& pl = sight_.players[k];
    const QRectF r(g.playersBox.left(), g.playersBox.top() + k * pr, g.playersBox.width(), pr - 2);
    const bool now = k == sight_.current;
    p.setPen(Qt::NoPen);
    p.setBrush(now ? QColor(0xff, 0xe0, 0x8a) : QColor(0xf8, 0xf3, 0xe4));
    p.drawRoundedRect(r, 5, 5);
    QFont pf = font();
    pf.setPixelSize(static_cast<int>(pr * 0.52));
    pf.setBold(now);
    p.setFont(pf);
    p.setPen(QColor(0x3d, 0x2b, 0x17));
    QString left = (now ? QStringLiteral("▶ ") : QStringLiteral("   ")) + pl.name +
                   (k == seat_ ? tr(" (you)") : QString());
    p.drawText(r.adjusted(8, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, left);
    QString right = pl.handSize == 1 ? tr("1 card") : tr("%1 cards").arg(pl.handSize);
    if (pl.hand) {
      int score = 0;
      bool all = true;
      for (int crop : sight_.crops) {
        score += (*pl.hand)[crop] * values[crop];
        all = all && (*pl.hand)[crop] > 0;
      }
      if (all) score += vb::garden::kAllCropsBonus;
      right += score == 1 ? tr("  ·  1 point") : tr("  ·  %1 points").arg(score);
    }
    p.drawText(r.adjusted(0, 0, -8, 0), Qt::AlignRight | Qt::AlignVCenter, right);
  }
}

QImage renderGardenTable(const vb::State& state, int seat, QSize size, bool canAct) {
  GardenBoard board;
  board.setAttribute(Qt::WA_DontShowOnScreen);
  board.resize(size);
  board.show();
  board.showState(state, seat, canAct, false);
  return board.grab().toImage();
}

}  // namespace vb::app::garden
