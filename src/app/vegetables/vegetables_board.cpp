#include "vegetables/vegetables_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <algorithm>

#include "svg_cache.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

namespace {

const QColor kCloth(0x2f, 0x5e, 0x3a);
const QColor kClothDark(0x24, 0x4a, 0x2e);
const QColor kPanel(0x3a, 0x6e, 0x46);
const QColor kLegal(0xff, 0xd8, 0x4a);
const QColor kRefused(0xe0, 0x3a, 0x2a);

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

QString stageName(int stage) {
  static const char* const names[] = {"terrain", "seed", "sprout", "plant", "crop"};
  return QString::fromLatin1(names[std::clamp(stage, 0, 4)]);
}

void paintArt(QPainter& p, const QString& resource, const QRectF& box) {
  if (box.width() < 2 || box.height() < 2) return;
  QSvgRenderer* svg = cachedSvg(resource);
  const QSizeF fitted = QSizeF(svg->defaultSize()).scaled(box.size(), Qt::KeepAspectRatio);
  svg->render(&p, QRectF(box.center() - QPointF(fitted.width() / 2, fitted.height() / 2), fitted));
}

QString name(int card) { return QString::fromStdString(vv::cardName(card)); }
QString lineLabel(int line) { return QString::fromStdString(vv::lineName(line)); }

int cardOf(const Json& j) { return j.is_string() ? vv::cardFromName(j.get<std::string>()) : -1; }

std::vector<int> cardsOf(const Json& j) {
  std::vector<int> out;
  if (!j.is_array()) return out;
  for (const Json& c : j)
    if (const int id = cardOf(c); id >= 0) out.push_back(id);
  return out;
}

QString eventText(const Json& e) {
  const std::string kind = e.value("event", std::string());
  if (kind == "line") {
    const int card = cardOf(e["card"]);
    return QObject::tr("%1 line closed (%2)").arg(lineLabel(vv::lineOf(card)), name(card));
  }
  if (kind == "colour") {
    const std::string c = e.value("colour", std::string("?"));
    const int colour = vv::cardFromName(c + "1") >= 0 ? vv::colourOf(vv::cardFromName(c + "1")) : 0;
    return QObject::tr("%1 completed (all four %2 lines)")
        .arg(QString::fromUtf8(vv::colourName(colour).data()), QString::fromStdString(c));
  }
  if (kind == "jolly")
    return QObject::tr("second jolly collected (%1 players had both before)").arg(e.value("before", 0));
  if (kind == "closing")
    return QObject::tr("closed the hand (%1 lines not completed)").arg(e.value("open", 0));
  if (kind == "penalty") return QObject::tr("penalty A (refill chosen freely)");
  if (kind == "carried") return QObject::tr("points carried in");
  return QString::fromStdString(kind);
}

// Card faces, jollies and backs.
enum class Mark { None, Legal, Focus, Refused };

void paintFrame(QPainter& p, const QRectF& r, Mark mark) {
  if (mark == Mark::None) return;
  const QColor c = mark == Mark::Refused ? kRefused : kLegal;
  p.setPen(QPen(c, mark == Mark::Focus ? 4.5 : 3));
  p.setBrush(Qt::NoBrush);
  p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 7, 7);
  if (mark == Mark::Focus) {
    p.setPen(QPen(Qt::white, 1.5, Qt::DashLine));
    p.drawRoundedRect(r.adjusted(-6, -6, 6, 6), 9, 9);
  }
}

void paintFace(QPainter& p, const QRectF& r, int card, bool burnt, Mark mark = Mark::None) {
  const int colour = vv::colourOf(card);
  const QColor c = colourOf(colour);
  const qreal radius = r.width() * 0.1;
  p.setPen(QPen(c.darker(160), 1.5));
  p.setBrush(QColor(0xfb, 0xf8, 0xef));
  p.drawRoundedRect(r, radius, radius);
  const qreal band = std::max<qreal>(12, r.height() * 0.24);
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
  p.drawText(QRectF(r.left() + std::max<qreal>(3, r.width() * 0.07), r.top(), r.width(), band),
             Qt::AlignLeft | Qt::AlignVCenter, name(card));
  const QRectF body(r.left() + 3, r.top() + band + 2, r.width() - 6, r.height() - band - 4);
  const bool roomy = r.height() > 70;
  const QRectF iconBox = roomy ? body.adjusted(0, 0, 0, -body.height() * 0.22) : body;
  paintArt(p, iconOf(colour), iconBox);
  if (roomy) {
    f.setBold(false);
    f.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.1)));
    p.setFont(f);
    p.setPen(c.darker(170));
    p.drawText(QRectF(body.left(), body.bottom() - body.height() * 0.22, body.width(), body.height() * 0.22),
               Qt::AlignCenter, stageName(vv::stageOf(card)));
  }
  if (burnt) {
    // Burnt: a jolly took its place; its holder may discard it. Cross-hatched, with a label.
    p.setPen(QPen(QColor(0x30, 0x20, 0x20), 2.5));
    p.drawLine(r.topLeft() + QPointF(4, band + 4), r.bottomRight() - QPointF(4, 4));
    p.drawLine(QPointF(r.right() - 4, r.top() + band + 4), QPointF(r.left() + 4, r.bottom() - 4));
    QFont bf = p.font();
    bf.setBold(true);
    bf.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.13)));
    p.setFont(bf);
    const QRectF tag(r.left() + 2, r.center().y() - bf.pixelSize() * 0.7, r.width() - 4,
                     bf.pixelSize() * 1.4);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x30, 0x20, 0x20));
    p.drawRoundedRect(tag, 3, 3);
    p.setPen(QColor(0xff, 0xb0, 0x60));
    p.drawText(tag, Qt::AlignCenter, QObject::tr("BURNT"));
  }
  paintFrame(p, r, mark);
}

// A jolly: the tractor. `standsFor` is the card it stands in for on the board, or -1.
void paintJolly(QPainter& p, const QRectF& r, int standsFor, Mark mark = Mark::None, bool faded = false) {
  const qreal radius = r.width() * 0.1;
  p.setOpacity(faded ? 0.35 : 1.0);
  p.setPen(QPen(QColor(0x6e, 0x12, 0x09), 1.5));
  p.setBrush(QColor(0xff, 0xef, 0xc2));
  p.drawRoundedRect(r, radius, radius);
  const qreal band = std::max<qreal>(11, r.height() * 0.2);
  QFont f = p.font();
  f.setBold(true);
  f.setPixelSize(std::max(8, static_cast<int>(band * 0.7)));
  p.setFont(f);
  p.setPen(QColor(0x6e, 0x12, 0x09));
  p.drawText(QRectF(r.left(), r.top() + 1, r.width(), band), Qt::AlignCenter,
             standsFor >= 0 ? QObject::tr("J=%1").arg(name(standsFor)) : QObject::tr("JOLLY"));
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
  paintArt(p, QStringLiteral(":/art/vegetables/back-%1.svg").arg(which), r);
}

void paintLabel(QPainter& p, const QRectF& r, const QString& text, int px, bool bold = false,
                const QColor& colour = Qt::white, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter) {
  QFont f = p.font();
  f.setPixelSize(std::max(8, px));
  f.setBold(bold);
  p.setFont(f);
  p.setPen(colour);
  p.drawText(r, align | Qt::TextSingleLine, text);
}

}  // namespace

// ---------------------------------------------------------------------------------------------

Sight Sight::read(const vb::State& state, int seat, bool handsOpen) {
  const bool whole = handsOpen;
  const Json j = whole ? state.toJson() : state.observation(seat);
  Sight s;
  s.handNumber = j.value("hand_number", 1);
  if (j.contains("options") && j["options"].contains("hands"))
    s.hands = std::atoi(j["options"]["hands"].get<std::string>().c_str());
  s.phase = QString::fromStdString(j.value("phase", std::string()));
  s.current = j["current"].is_number() ? j["current"].get<int>() : -1;
  s.turn = j["turn"].is_number() ? j["turn"].get<int>() : -1;
  s.played = j.value("played", false);
  if (j["chain"].is_string()) {
    const int terrain = vv::cardFromName(j["chain"].get<std::string>());
    if (terrain >= 0) s.chainLine = vv::lineOf(terrain);
  }
  if (j["penalty"].is_object()) {
    s.penaltyOption = QString::fromStdString(j["penalty"].value("option", std::string()));
    s.penaltyCards = j["penalty"].value("cards", 0);
  }
  for (const Json& r : j["rows"]) {
    const int id = vv::cardFromName(r.get<std::string>() + "1");
    if (id >= 0) s.rows.push_back(vv::colourOf(id));
  }
  s.top.fill(-1);
  for (const auto& [line, card] : j["board"].items()) {
    const int terrain = vv::cardFromName(line);
    const int id = cardOf(card);
    if (terrain >= 0 && id >= 0) s.top[static_cast<std::size_t>(vv::lineOf(terrain))] = id;
  }
  for (int c : cardsOf(j["burnt"])) s.burnt.insert(c);
  for (std::size_t i = 0; i < 4 && i < j["silos"].size(); ++i) s.silos[i] = cardsOf(j["silos"][i]);
  for (std::size_t i = 0; i < 2 && i < j["wells"].size(); ++i) s.wells[i] = cardsOf(j["wells"][i]);
  s.discards = cardsOf(j["discards"]);
  s.discardedJollies = j.value("discarded_jollies", 0);
  for (const Json& pj : j["players"]) {
    SeenSeat p;
    p.name = QString::fromStdString(pj.value("name", std::string()));
    p.handKnown = pj["hand"].is_array();
    if (p.handKnown) p.hand = cardsOf(pj["hand"]);
    p.handSize = pj.contains("hand_size") ? pj["hand_size"].get<int>() : static_cast<int>(p.hand.size());
    p.terrains = cardsOf(pj["terrains"]);
    p.uncollected = pj["jollies"].value("uncollected", 0);
    p.held = pj["jollies"].value("held", 0);
    p.revealed = pj.value("revealed", false);
    for (const Json& e : pj["score"]) {
      SeenLine line{e.value("hand", 0), eventText(e), e.value("points", 0)};
      p.total += line.points;
      p.score.push_back(line);
    }
    s.players.push_back(p);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------

VegetablesBoard::VegetablesBoard(QWidget* parent) : BoardView(parent) {
  setObjectName(QStringLiteral("vegetables-board"));
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(720, 520);
  setMouseTracking(false);
}

VegetablesBoard::~VegetablesBoard() = default;

int VegetablesBoard::shownSeat() const {
  const int n = static_cast<int>(sight_.players.size());
  if (seat_ >= 0 && seat_ < n) return seat_;
  if (sight_.turn >= 0) return sight_.turn;
  return 0;
}

void VegetablesBoard::showState(const vb::State& state, int seat, bool canAct, bool handsOpen) {
  state_ = state.clone();
  seat_ = seat;
  canAct_ = canAct && !state.isOver();
  sight_ = Sight::read(state, seat, handsOpen);
  legalTexts_.clear();
  if (canAct_)
    for (const std::string& t : state.legalActionTexts()) legalTexts_ << QString::fromStdString(t);

  // Between hands: the finished hand's summary, until clicked. Undo back across it hides it.
  const bool over = state.isOver();
  if (prevHand_ > 0 && sight_.handNumber > prevHand_) {
    summaryHand_ = prevHand_;
    summaryFinal_ = false;
  } else if (over && !wasOver_ && prevHand_ > 0) {
    summaryHand_ = sight_.handNumber;
    summaryFinal_ = true;
  } else if (sight_.handNumber < prevHand_ || (!over && summaryFinal_)) {
    summaryHand_ = 0;
  }
  prevHand_ = sight_.handNumber;
  wasOver_ = over;

  if (armed_ && !(canAct_ && std::any_of(legalTexts_.begin(), legalTexts_.end(), [](const QString& t) {
                    return t.startsWith(QLatin1String("jolly "));
                  })))
    armed_ = false;
  refusedKey_.clear();
  messageIsRefusal_ = false;
  message_ = phaseText();
  focus_ = -1;
  compose(nullptr);
  update();
  if (canAct_) emit hint(message_);
}

bool VegetablesBoard::isLegal(const QString& text) const { return legalTexts_.contains(text); }

QString VegetablesBoard::phaseText() const {
  if (sight_.players.empty()) return {};
  if (sight_.phase == QLatin1String("over")) return tr("The match is over. The score sheet has every event.");
  const int turn = sight_.turn;
  const QString who = turn >= 0 ? sight_.players[static_cast<std::size_t>(turn)].name : QString();
  if (!canAct_) {
    if (sight_.phase == QLatin1String("penalty-pick") && sight_.current >= 0)
      return tr("Penalty B: %1 picks well cards for %2.")
          .arg(sight_.players[static_cast<std::size_t>(sight_.current)].name, who);
    return tr("%1's turn.").arg(who);
  }
  if (sight_.phase == QLatin1String("silo")) return tr("Take the first free card of a silo: click a silo.");
  if (sight_.phase == QLatin1String("chain"))
    return tr("Jolly chain on the %1 line: click the real card in your hand (or the line again for one more "
              "jolly).")
        .arg(lineLabel(sight_.chainLine));
  if (sight_.phase == QLatin1String("well"))
    return tr("At the well: click a well for each card, up to 6 in hand.");
  if (sight_.phase == QLatin1String("penalty"))
    return tr("You can't fulfil the turn: choose penalty A, B or C%1.")
        .arg(isLegal(QStringLiteral("collect jolly")) ? tr(", or collect a jolly instead") : QString());
  if (sight_.phase == QLatin1String("penalty-draw"))
    return tr("Penalty A: click a well for each card (%1 more).").arg(sight_.penaltyCards);
  if (sight_.phase == QLatin1String("penalty-pick"))
    return tr("Penalty B: pick a card for %1: click a well (%2 more in all).")
        .arg(who)
        .arg(sight_.penaltyCards);
  if (armed_) return tr("The jolly is chosen: click the line it goes on (tinted). Esc cancels.");
  return sight_.played
             ? tr("Play on, go to the well (click a well), or pass. Tab walks the choices, Enter takes one.")
             : tr("Your turn: click a card or terrain to play it, or your jolly for a chain. Tab and Enter "
                  "work too.");
}

// ---------------------------------------------------------------------------------------------
// Spots and choosing.

void VegetablesBoard::addSpot(const QString& key, const QRect& rect, const QString& action, bool legal) {
  spots_.push_back({key, rect, action, legal});
}

const VegetablesBoard::Spot* VegetablesBoard::spot(const QString& key) const {
  for (const Spot& s : spots_)
    if (s.key == key) return &s;
  return nullptr;
}

bool VegetablesBoard::hasSpot(const QString& key) const { return spot(key) != nullptr; }

QPoint VegetablesBoard::spotCenter(const QString& key) const {
  const Spot* s = spot(key);
  return s ? s->rect.center() : QPoint(-1, -1);
}

QStringList VegetablesBoard::legalSpots() const {
  QStringList out;
  for (const Spot& s : spots_)
    if (s.legal) out << s.key;
  return out;
}

QString VegetablesBoard::focusedSpot() const {
  const QStringList legal = legalSpots();
  return focus_ >= 0 && focus_ < legal.size() ? legal[focus_] : QString();
}

void VegetablesBoard::refuseOutOfTurn() {
  message_ = tr("Not your decision now.");
  emit hint(message_);
  update();
}

void VegetablesBoard::send(const QString& text, const QString& key) {
  if (!state_) return;
  if (!canAct_) {
    refuseOutOfTurn();
    return;
  }
  vb::ActionId action = 0;
  try {
    action = state_->parseAction(text.toStdString());
  } catch (const std::exception& e) {
    showRefusal(QString::fromStdString(e.what()));
    return;
  }
  lastTried_ = key;
  armed_ = false;
  emit actionChosen(action);
}

void VegetablesBoard::activate(const QString& key) {
  if (summaryHand_ > 0) {
    summaryHand_ = 0;
    compose(nullptr);
    update();
    return;
  }
  const Spot* s = spot(key);
  if (s == nullptr) return;
  if (key.startsWith(QLatin1String("jolly:"))) {
    const bool any = std::any_of(legalTexts_.begin(), legalTexts_.end(),
                                 [](const QString& t) { return t.startsWith(QLatin1String("jolly ")); });
    if (!canAct_) {
      refuseOutOfTurn();
      return;
    }
    if (!any) {
      message_ =
          tr("No jolly chain is open to you: the real card that follows the jolly must be in your hand.");
      messageIsRefusal_ = true;
      refusedKey_ = key;
      emit hint(message_);
    } else {
      armed_ = !armed_;
      message_ = phaseText();
      messageIsRefusal_ = false;
      emit hint(message_);
    }
    focus_ = -1;
    compose(nullptr);
    update();
    return;
  }
  if (key.startsWith(QLatin1String("cell:")) && s->action.isEmpty()) {
    message_ = tr("Choose a card or a jolly from your hand first.");
    emit hint(message_);
    update();
    return;
  }
  send(s->action, key);
}

void VegetablesBoard::showRefusal(const QString& reason) {
  message_ = reason;
  messageIsRefusal_ = true;
  refusedKey_ = lastTried_;
  update();
}

void VegetablesBoard::mousePressEvent(QMouseEvent* event) {
  setFocus();
  if (summaryHand_ > 0) {
    activate(QStringLiteral("summary"));
    return;
  }
  // The last spot added lies on top.
  for (auto it = spots_.rbegin(); it != spots_.rend(); ++it) {
    if (it->rect.contains(event->position().toPoint())) {
      activate(it->key);
      return;
    }
  }
  if (armed_) {
    armed_ = false;
    message_ = phaseText();
    compose(nullptr);
    update();
  }
}

bool VegetablesBoard::focusNextPrevChild(bool next) {
  // Tab walks the legal choices inside the table rather than leaving it.
  const QStringList legal = legalSpots();
  if (legal.isEmpty()) return BoardView::focusNextPrevChild(next);
  focus_ = focus_ < 0
               ? (next ? 0 : static_cast<int>(legal.size()) - 1)
               : (focus_ + (next ? 1 : static_cast<int>(legal.size()) - 1)) % static_cast<int>(legal.size());
  update();
  return true;
}

void VegetablesBoard::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
      focusNextPrevChild(event->key() == Qt::Key_Tab);
      return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
      if (summaryHand_ > 0) {
        activate(QStringLiteral("summary"));
      } else if (const QString key = focusedSpot(); !key.isEmpty()) {
        const bool wasJolly = key.startsWith(QLatin1String("jolly:"));
        activate(key);
        if (wasJolly) focus_ = -1;
      }
      return;
    case Qt::Key_Escape:
      if (armed_) {
        armed_ = false;
        message_ = phaseText();
        compose(nullptr);
        update();
        return;
      }
      break;
    default:
      break;
  }
  BoardView::keyPressEvent(event);
}

void VegetablesBoard::resizeEvent(QResizeEvent* event) {
  BoardView::resizeEvent(event);
  compose(nullptr);
}

void VegetablesBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  compose(&p);
}

// ---------------------------------------------------------------------------------------------
// Layout and painting. compose() lays the table out and records the spots; with a painter it also
// paints, so the spots are always where the pictures are.

void VegetablesBoard::compose(QPainter* p) {
  spots_.clear();
  if (p != nullptr) p->fillRect(rect(), kCloth);
  if (sight_.players.empty()) return;
  const int W = width();
  const int H = height();
  const int m = 8;
  const int topH = static_cast<int>(H * 0.2);
  const int ownH = static_cast<int>(H * 0.29);
  const int midTop = m + topH + m;
  const int midH = H - midTop - ownH - 2 * m - 22;
  const QRect topBand(m, m, W - 2 * m, topH);
  const int n = static_cast<int>(sight_.players.size());
  const int me = shownSeat();
  const int panelW = (topBand.width() - 2 * m) / std::max(1, n - 1);
  for (int k = 1; k < n; ++k) {
    const QRect r(topBand.left() + (k - 1) * (panelW + m), topBand.top(), panelW, topH);
    paintSeatPanel(p, r, (me + k) % n);
  }
  const int boardW = static_cast<int>((W - 3 * m) * 0.5);
  paintBoard(p, QRect(m, midTop, boardW, midH));
  paintPiles(p, QRect(2 * m + boardW, midTop, W - 3 * m - boardW, midH));
  const QRect messageRect(m, midTop + midH + 2, W - 2 * m, 20);
  if (p != nullptr) {
    const int turn = sight_.turn;
    const QString status =
        tr("Hand %1 of %2").arg(sight_.handNumber).arg(sight_.hands) +
        (turn >= 0 ? QStringLiteral("  ·  ") +
                         tr("%1 to play").arg(sight_.players[static_cast<std::size_t>(turn)].name)
                   : QString());
    paintLabel(*p, messageRect, status, 13, true, QColor(0xe8, 0xf0, 0xd8),
               Qt::AlignRight | Qt::AlignVCenter);
    paintLabel(*p, messageRect.adjusted(0, 0, -260, 0), message_, 13, messageIsRefusal_,
               messageIsRefusal_ ? QColor(0xff, 0xc0, 0xa8) : QColor(0xff, 0xf3, 0xb0));
  }
  paintOwn(p, QRect(m, H - m - ownH, W - 2 * m, ownH));
  if (summaryHand_ > 0) {
    std::size_t most = 1;
    for (const SeenSeat& s : sight_.players)
      most = std::max<std::size_t>(most, static_cast<std::size_t>(std::count_if(
                                             s.score.begin(), s.score.end(),
                                             [this](const SeenLine& l) { return l.hand == summaryHand_; })));
    const int h = std::min(H - H / 6, 150 + static_cast<int>(most) * 34);
    const QRect r(W / 8, (H - h) / 2, W - W / 4, h);
    if (p != nullptr) p->fillRect(rect(), QColor(0, 0, 0, 110));
    addSpot(QStringLiteral("summary"), r, QString(), false);
    if (p != nullptr) paintSummary(p, r);
  }
  if (p != nullptr && hasFocus() && focus_ >= 0) {
    if (const Spot* s = spot(focusedSpot())) paintFrame(*p, QRectF(s->rect), Mark::Focus);
  }
}

void VegetablesBoard::paintSeatPanel(QPainter* p, const QRect& r, int seat) {
  const SeenSeat& s = sight_.players[static_cast<std::size_t>(seat)];
  const bool turn = seat == sight_.turn;
  const bool deciding = seat == sight_.current;
  if (p == nullptr) return;
  p->setPen(QPen(deciding ? kLegal : kClothDark.darker(120), deciding ? 3 : 1.5));
  p->setBrush(kPanel);
  p->drawRoundedRect(r, 10, 10);
  const int line = std::max(16, r.height() / 8);
  QString title = s.name;
  if (turn) title += tr(" (to play)");
  if (deciding && !turn) title += tr(" (picking)");
  paintLabel(*p, QRect(r.left() + 10, r.top() + 4, r.width() - 80, line), title, line - 2, true);
  paintLabel(*p, QRect(r.right() - 80, r.top() + 4, 70, line), tr("%1 pts").arg(s.total), line - 2, true,
             QColor(0xff, 0xf3, 0xb0), Qt::AlignRight | Qt::AlignVCenter);
  QStringList facts;
  facts << (s.handSize == 1 ? tr("1 card") : tr("%1 cards").arg(s.handSize));
  if (s.revealed) facts << tr("hand shown (penalty)");
  facts << tr("jollies: %1 held, %2 beside").arg(s.held).arg(s.uncollected);
  paintLabel(*p, QRect(r.left() + 10, r.top() + line + 6, r.width() - 20, line - 2),
             facts.join(QStringLiteral(" · ")), line - 5, false,
             s.revealed ? QColor(0xff, 0xd0, 0x90) : QColor(0xd0, 0xe0, 0xd0));
  // One row: terrains, the hand (faces when shown, else backs), the jollies in hand, then those
  // still to collect (faded).
  const int y = r.top() + 2 * line + 10;
  const int cardH = r.bottom() - 8 - y;
  const int handCount = s.handKnown ? static_cast<int>(s.hand.size()) : s.handSize;
  const int items = static_cast<int>(s.terrains.size()) + handCount + s.held + s.uncollected;
  const int room = r.width() - 20 - 12;
  int cardW = static_cast<int>(cardH * 0.7);
  const int step = items > 1 ? std::clamp((room - cardW) / (items - 1), 6, cardW + 4) : 0;
  int x = r.left() + 10;
  for (int t : s.terrains) {
    paintFace(*p, QRectF(x, y, cardW, cardH), t, sight_.burnt.count(t) > 0);
    x += step;
  }
  if (!s.terrains.empty() && handCount + s.held > 0) x += 4;
  if (s.handKnown) {
    for (int c : s.hand) {
      paintFace(*p, QRectF(x, y, cardW, cardH), c, sight_.burnt.count(c) > 0);
      x += step;
    }
  } else {
    for (int i = 0; i < s.handSize; ++i) {
      paintBack(*p, QRectF(x, y, cardW, cardH), QStringLiteral("white"));
      x += step;
    }
  }
  for (int i = 0; i < s.held; ++i) {
    paintJolly(*p, QRectF(x, y, cardW, cardH), -1);
    x += step;
  }
  for (int i = 0; i < s.uncollected; ++i) {
    paintJolly(*p, QRectF(x, y + cardH * 0.15, cardW * 0.85, cardH * 0.85), -1, Mark::None, true);
    x += step;
  }
}

void VegetablesBoard::paintBoard(QPainter* p, const QRect& r) {
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
  const bool chainOrArmed = canAct_ && (armed_ || sight_.phase == QLatin1String("chain"));
  if (p != nullptr) {
    for (int t = 0; t < 4; ++t)
      paintLabel(*p, QRect(r.left() + labelW + 2 * gap + t * (cellW + gap), r.top() + 2, cellW, head),
                 QString::number(t + 1), 14, true, QColor(0xf5, 0xe6, 0xc8), Qt::AlignCenter);
  }
  // The rows in play, then the colours still to come (faint) in the free rows.
  std::vector<int> order = sight_.rows;
  for (int c = 0; c < 4; ++c)
    if (std::find(order.begin(), order.end(), c) == order.end()) order.push_back(c);
  for (int row = 0; row < 4; ++row) {
    const int colour = order[static_cast<std::size_t>(row)];
    const bool placed = row < static_cast<int>(sight_.rows.size());
    const int y = r.top() + head + gap + row * (cellH + gap);
    if (p != nullptr) {
      const QRect label(r.left() + gap, y, labelW, cellH);
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
      QString action;
      bool legal = false;
      if (chainOrArmed && next >= 0) {
        action = QStringLiteral("jolly ") + name(next);
        legal = isLegal(action);
      }
      addSpot(QStringLiteral("cell:") + lineLabel(line), cell, action, legal);
      if (p == nullptr) continue;
      p->setPen(Qt::NoPen);
      p->setBrush(placed ? QColor(0x58, 0x3c, 0x22) : QColor(0x5e, 0x42, 0x27));
      p->drawRoundedRect(cell, 6, 6);
      const QRectF card(cell.left() + 4, cell.top() + (cellH - cH) / 2.0, cardW, cH);
      const Mark mark = refusedKey_ == QStringLiteral("cell:") + lineLabel(line) ? Mark::Refused
                        : legal                                                  ? Mark::Legal
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
      // The line's progress: five pips, terrain to crop; a jolly pip is hollow.
      const qreal pipR = std::min<qreal>(5, (cellH - 8) / 12.0);
      for (int k = 0; k < 5; ++k) {
        const int c = vv::cardAt(line, k);
        const QPointF at(card.right() + 4 + pipR * 2, cell.top() + 6 + pipR + k * (cellH - 12) / 5.0 + pipR);
        const bool on = k <= stage;
        p->setPen(QPen(QColor(0xf5, 0xe6, 0xc8), 1.2));
        p->setBrush(on && sight_.burnt.count(c) == 0 ? colourOf(colour).lighter(130) : Qt::NoBrush);
        if (on && sight_.burnt.count(c) > 0) p->setPen(QPen(kLegal, 2));
        p->drawEllipse(at, pipR, pipR);
      }
      if (stage == 4) {
        paintLabel(*p, QRect(card.left(), cell.bottom() - 16, card.width(), 14), tr("closed"), 11, true,
                   kLegal, Qt::AlignCenter);
      }
    }
  }
}

void VegetablesBoard::paintPiles(QPainter* p, const QRect& r) {
  if (p != nullptr) {
    p->setPen(QPen(kClothDark.darker(130), 1.5));
    p->setBrush(kClothDark);
    p->drawRoundedRect(r, 10, 10);
  }
  const int m = 8;
  const int silosH = static_cast<int>(r.height() * 0.58);
  const int colW = (r.width() - 5 * m) / 4;
  const bool pick = std::any_of(legalTexts_.begin(), legalTexts_.end(),
                                [](const QString& t) { return t.startsWith(QLatin1String("pick well")); });
  // Silos: a column each, the first free card on top, the others peeking out beneath it.
  for (int s = 0; s < 4; ++s) {
    const QRect col(r.left() + m + s * (colW + m), r.top() + m, colW, silosH - m);
    const QString action = QStringLiteral("silo %1").arg(s);
    const bool legal = isLegal(action);
    addSpot(QStringLiteral("silo:%1").arg(s), col, action, legal);
    if (p == nullptr) continue;
    const int iconH = 26;
    paintArt(*p, QStringLiteral(":/art/vegetables/silo.svg"), QRectF(col.left(), col.top(), 18, iconH));
    paintLabel(*p, QRect(col.left() + 20, col.top(), col.width() - 20, iconH), tr("Silo %1").arg(s), 13,
               true);
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
      const Mark mark = i == 0 ? (refusedKey_ == QStringLiteral("silo:%1").arg(s) ? Mark::Refused
                                  : legal                                         ? Mark::Legal
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
    const QString action = pick ? QStringLiteral("pick well %1").arg(w) : QStringLiteral("well %1").arg(w);
    const bool legal = isLegal(action);
    addSpot(QStringLiteral("well:%1").arg(w), row, action, legal);
    if (p == nullptr) continue;
    const int iconW = std::min(rowH, 54);
    paintArt(*p, QStringLiteral(":/art/vegetables/well.svg"),
             QRectF(row.left(), row.top(), iconW, iconW * 0.8));
    const auto& pile = sight_.wells[static_cast<std::size_t>(w)];
    paintLabel(*p, QRect(row.left(), row.top() + static_cast<int>(iconW * 0.8), iconW + 6, 16),
               tr("Well %1").arg(w), 12, true, Qt::white, Qt::AlignCenter);
    paintLabel(*p, QRect(row.left(), row.top() + static_cast<int>(iconW * 0.8) + 15, iconW + 6, 14),
               tr("%1 cards").arg(pile.size()), 10, false, QColor(0xd0, 0xe0, 0xd0), Qt::AlignCenter);
    const int cardH = rowH - 4;
    const int cardW = static_cast<int>(cardH * 0.7);
    const int x0 = row.left() + iconW + 12;
    const int room = row.right() - x0 - cardW;
    const int n = static_cast<int>(pile.size());
    const int step = n > 2 ? std::min(static_cast<int>(cardW * 0.55), (room - cardW - 10) / (n - 2)) : 0;
    // The first free card stands apart; the rest follow in order, each showing its code.
    for (int i = 0; i < n; ++i) {
      const int c = pile[static_cast<std::size_t>(i)];
      const Mark mark = i == 0 ? (refusedKey_ == QStringLiteral("well:%1").arg(w) ? Mark::Refused
                                  : legal                                         ? Mark::Legal
                                                                                  : Mark::None)
                               : Mark::None;
      const int x = i == 0 ? x0 : x0 + cardW + 10 + (i - 1) * step;
      paintFace(*p, QRectF(x, row.top() + 2, cardW, cardH), c, sight_.burnt.count(c) > 0, mark);
    }
    if (n == 0)
      paintLabel(*p, QRect(x0, row.top(), 200, rowH), tr("empty"), 12, false, QColor(0xc0, 0xd0, 0xc0));
  }
}

void VegetablesBoard::paintButton(QPainter* p, const QRect& r, const QString& key, const QString& label,
                                  const QString& action) {
  const bool legal = isLegal(action);
  addSpot(key, r, action, legal);
  if (p == nullptr) return;
  p->setPen(QPen(legal ? QColor(0x7a, 0x5a, 0x00) : QColor(0x50, 0x60, 0x50), 1.5));
  p->setBrush(legal ? QColor(0xff, 0xe0, 0x70) : QColor(0x5a, 0x72, 0x5e));
  p->drawRoundedRect(r, 8, 8);
  paintLabel(*p, r, label, std::min(15, r.height() / 2), legal,
             legal ? QColor(0x3a, 0x28, 0x00) : QColor(0xb8, 0xc8, 0xb8), Qt::AlignCenter);
  if (refusedKey_ == key) paintFrame(*p, QRectF(r), Mark::Refused);
}

void VegetablesBoard::paintOwn(QPainter* p, const QRect& r) {
  const int me = shownSeat();
  const SeenSeat& s = sight_.players[static_cast<std::size_t>(me)];
  const bool deciding = me == sight_.current;
  if (p != nullptr) {
    p->setPen(QPen(deciding ? kLegal : kClothDark.darker(120), deciding ? 3 : 1.5));
    p->setBrush(kPanel);
    p->drawRoundedRect(r, 10, 10);
  }
  const int line = 20;
  const int buttonsW = std::min(230, r.width() / 5);
  const int cardH = r.height() - line - 18;
  const int cardW = static_cast<int>(cardH * 0.7);
  const int y = r.top() + line + 8;
  if (p != nullptr) {
    QString title = me == seat_ ? tr("You: %1").arg(s.name) : s.name;
    title += QStringLiteral("  ·  ") + (s.handSize == 1 ? tr("1 card") : tr("%1 cards").arg(s.handSize));
    if (s.revealed) title += tr("  ·  hand shown (penalty)");
    paintLabel(*p, QRect(r.left() + 10, r.top() + 4, r.width() / 2, line), title, 15, true);
    paintLabel(*p, QRect(r.right() - buttonsW - 130, r.top() + 4, 120, line), tr("%1 pts").arg(s.total), 15,
               true, QColor(0xff, 0xf3, 0xb0), Qt::AlignRight | Qt::AlignVCenter);
  }
  int x = r.left() + 10;
  // Terrains.
  if (p != nullptr && !s.terrains.empty())
    paintLabel(*p, QRect(x, r.top() + 4 + line - 2, 200, 12), QString(), 10);
  for (int t : s.terrains) {
    const bool burnt = sight_.burnt.count(t) > 0;
    const QString action = (burnt ? QStringLiteral("discard ") : QStringLiteral("terrain ")) + name(t);
    const bool legal = isLegal(action);
    const QString key = QStringLiteral("terrain:") + name(t);
    const QRect card(x, y, static_cast<int>(cardW * 0.62), static_cast<int>(cardH * 0.88));
    addSpot(key, card, action, legal);
    if (p != nullptr)
      paintFace(*p, card, t, burnt, refusedKey_ == key ? Mark::Refused : legal ? Mark::Legal : Mark::None);
    x += card.width() + 6;
  }
  if (!s.terrains.empty()) x += 14;
  // Jollies still beside the player: a click collects one.
  if (s.uncollected > 0) {
    const QRect beside(x, y + cardH / 3, static_cast<int>(cardW * 0.55) + (s.uncollected - 1) * 16,
                       static_cast<int>(cardH * 0.6));
    const QString action = QStringLiteral("collect jolly");
    const bool legal = isLegal(action);
    addSpot(QStringLiteral("uncollected"), beside, action, false);
    if (p != nullptr) {
      for (int i = 0; i < s.uncollected; ++i)
        paintJolly(*p, QRectF(x + i * 16, y + cardH / 3, cardW * 0.55, cardH * 0.6), -1,
                   legal && i == s.uncollected - 1 ? Mark::Legal : Mark::None, !legal);
      paintLabel(*p, QRect(x - 4, y + cardH / 3 - 16, 120, 14), tr("to collect"), 11, false,
                 QColor(0xd0, 0xe0, 0xd0));
    }
    x = beside.right() + 18;
  }
  // The hand, then the jollies in it.
  const int handRight = r.right() - buttonsW - 16;
  const int count = s.handKnown ? static_cast<int>(s.hand.size()) + s.held : s.handSize + s.held;
  // The hand fits its room: each card shows at least its code band and most of its picture.
  const int fitW = count > 0 ? static_cast<int>((handRight - x) / (1 + 0.62 * (count - 1))) : cardW;
  const int handW = std::min(cardW, fitW);
  const int handH = static_cast<int>(handW / 0.7);
  const int hy = y + (cardH - handH) / 2;
  const int step = count > 1 ? std::clamp((handRight - x - handW) / (count - 1), 10, handW + 8) : 0;
  if (s.handKnown) {
    for (int c : s.hand) {
      const bool burnt = sight_.burnt.count(c) > 0;
      const QString action = (burnt ? QStringLiteral("discard ") : QStringLiteral("play ")) + name(c);
      const bool legal = isLegal(action);
      const QString key = QStringLiteral("hand:") + name(c);
      const QRect card(x, hy, handW, handH);
      addSpot(key, count > 1 ? QRect(x, hy, std::min(step, handW), handH) : card, action, legal);
      if (p != nullptr)
        paintFace(*p, card, c, burnt, refusedKey_ == key ? Mark::Refused : legal ? Mark::Legal : Mark::None);
      x += step;
    }
  } else {
    for (int i = 0; i < s.handSize; ++i) {
      if (p != nullptr) paintBack(*p, QRectF(x, hy, handW, handH), QStringLiteral("white"));
      x += step;
    }
  }
  const bool chain = std::any_of(legalTexts_.begin(), legalTexts_.end(),
                                 [](const QString& t) { return t.startsWith(QLatin1String("jolly ")); });
  for (int i = 0; i < s.held; ++i) {
    const QString key = QStringLiteral("jolly:%1").arg(i);
    const QRect card(x, hy, handW, handH);
    addSpot(key, i + 1 < s.held ? QRect(x, hy, std::min(step, handW), handH) : card, QString(),
            chain && i == 0 && !armed_ && sight_.phase != QLatin1String("chain"));
    if (p != nullptr) {
      const Mark mark = refusedKey_ == key ? Mark::Refused
                        : armed_ && i == 0 ? Mark::Focus
                        : chain && i == 0  ? Mark::Legal
                                           : Mark::None;
      paintJolly(*p, card, -1, mark);
    }
    x += step;
  }
  // Buttons.
  const QRect col(r.right() - buttonsW - 8, r.top() + 8, buttonsW, r.height() - 16);
  const bool penalty = sight_.phase == QLatin1String("penalty") && me == sight_.turn;
  const int bh = std::min(34, (col.height() - 3 * 6) / 4);
  QStringList keys;
  std::vector<std::pair<QString, QString>> buttons;  // label, action
  buttons.emplace_back(tr("Collect a jolly"), QStringLiteral("collect jolly"));
  if (penalty) {
    buttons.emplace_back(tr("A: refill, −50"), QStringLiteral("penalty A"));
    buttons.emplace_back(tr("B: opponents pick"), QStringLiteral("penalty B"));
    buttons.emplace_back(tr("C: no refill"), QStringLiteral("penalty C"));
  } else {
    buttons.emplace_back(tr("Discard a jolly"), QStringLiteral("discard jolly"));
    buttons.emplace_back(tr("Pass"), QStringLiteral("pass"));
  }
  int by = col.top();
  for (const auto& [label, action] : buttons) {
    if (penalty && action == QLatin1String("penalty A")) {
      if (p != nullptr)
        paintLabel(*p, QRect(col.left(), by - 2, col.width(), 16), tr("Or the penalty:"), 13, true, kLegal);
      by += 16;
    }
    paintButton(p, QRect(col.left(), by, col.width(), bh), QStringLiteral("button:") + action, label, action);
    by += bh + 6;
  }
}

void VegetablesBoard::paintSummary(QPainter* p, const QRect& r) {
  p->setPen(QPen(kLegal, 3));
  p->setBrush(QColor(0xfb, 0xf6, 0xe6));
  p->drawRoundedRect(r, 14, 14);
  const QColor ink(0x33, 0x2a, 0x1a);
  paintLabel(*p, QRect(r.left() + 20, r.top() + 12, r.width() - 40, 30),
             summaryFinal_ ? tr("The match is over: hand %1 was the last").arg(summaryHand_)
                           : tr("Hand %1 is over").arg(summaryHand_),
             22, true, ink, Qt::AlignCenter);
  const int n = static_cast<int>(sight_.players.size());
  const int colW = (r.width() - 40) / std::max(1, n);
  for (int i = 0; i < n; ++i) {
    const SeenSeat& s = sight_.players[static_cast<std::size_t>(i)];
    const int x = r.left() + 20 + i * colW;
    int y = r.top() + 56;
    int handPoints = 0;
    for (const SeenLine& l : s.score)
      if (l.hand == summaryHand_) handPoints += l.points;
    paintLabel(*p, QRect(x, y, colW - 8, 22), s.name, 16, true, ink);
    y += 24;
    paintLabel(*p, QRect(x, y, colW - 8, 18), tr("this hand %1, total %2").arg(handPoints).arg(s.total), 13,
               false, ink);
    y += 24;
    if (handPoints == 0 && std::none_of(s.score.begin(), s.score.end(),
                                        [this](const SeenLine& l) { return l.hand == summaryHand_; }))
      paintLabel(*p, QRect(x, y, colW - 8, 18), tr("no points this hand"), 12, false,
                 QColor(0x80, 0x78, 0x68));
    for (const SeenLine& l : s.score) {
      if (l.hand != summaryHand_) continue;
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
             summaryFinal_ ? tr("Click to see the table. The score sheet has every event.")
                           : tr("Click to deal on to hand %1.").arg(sight_.handNumber),
             14, true, QColor(0x7a, 0x5a, 0x00), Qt::AlignCenter);
}

QImage renderVegetablesTable(const vb::State& state, int seat, QSize size) {
  VegetablesBoard board;
  board.setAttribute(Qt::WA_DontShowOnScreen);
  board.resize(size);
  board.show();
  board.showState(state, seat, false, false);
  return board.grab().toImage();
}

}  // namespace vb::app::vegetables
