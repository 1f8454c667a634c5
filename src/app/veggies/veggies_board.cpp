#include "veggies/veggies_board.h"

#include <QCursor>
#include <QEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cstdlib>
#include <iterator>

#include "table/not_now.h"
#include "veggiebox/core/error.h"
#include "veggies/card_row_view.h"
#include "veggies/end_views.h"

namespace vb::app::veggies {

namespace {

QSize sizeOf(int quarterTurns) { return quarterTurns % 2 ? QSize(3, 2) : QSize(2, 3); }

// A placement in the engine's JSON form (docs/rules/veggies.md#how-actions-are-written).
vb::Json placeJson(Source s, int quarterTurns, QPoint topLeft) {
  vb::Json j = {{"type", "place"}, {"source", s == Source::Hand ? "hand" : "market"}};
  if (s != Source::Hand) j["market"] = sourceIndex(s) - sourceIndex(Source::Market0);
  j["rotation"] = quarterTurns * 90;
  j["at"] = {topLeft.x(), topLeft.y()};
  return j;
}

}  // namespace

VeggiesBoard::VeggiesBoard(QWidget* parent) : BoardView(parent) {
  setObjectName(QStringLiteral("veggies-board"));
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(640, 480);

  ownStall_ = new StallView(StallView::Role::Own, this);
  ownStall_->setObjectName(QStringLiteral("own-stall"));
  hand_ = new CardRowView(this);
  hand_->setObjectName(QStringLiteral("hand"));
  market_ = new CardRowView(this);
  market_->setObjectName(QStringLiteral("market"));
  market_->setTitle(tr("Market"));
  announce_ = new AnnouncementView(this);
  announce_->setObjectName(QStringLiteral("announcement"));
  scores_ = new ScoreView(this);
  scores_->setObjectName(QStringLiteral("scores"));

  layout_ = TableLayout::build(this, {ownStall_, hand_, market_, announce_, scores_});

  connect(ownStall_, &StallView::hovered, this, &VeggiesBoard::hoverAt);
  connect(ownStall_, &StallView::clicked, this, &VeggiesBoard::placeAt);
  connect(ownStall_, &StallView::turnRequested, this, &VeggiesBoard::turn);
  connect(ownStall_, &StallView::clickedWithoutCard, this, [this] {
    const QString why = notNow();
    emit hint(why.isEmpty() ? tr("First pick a card: your hand card or one from the market (Tab).") : why);
  });
  connect(ownStall_, &StallView::left, this, [this] {
    // The mouse's ghost goes with the mouse; the keyboard's stays until the keyboard moves it. The
    // refused spot's mark goes with the mouse too: the reason stays in the message area.
    const bool refused = attempt_.refused().has_value();
    attempt_.clearRefused();
    if ((ghost_ && !ghostFollowsKeys_) || refused) {
      if (!ghostFollowsKeys_) ghost_.reset();
      refresh();
    }
  });
  connect(ownStall_, &StallView::groupsToggled, this, &VeggiesBoard::setGroupsOutlined);
  connect(hand_, &CardRowView::slotPicked, this, [this](int index) {
    if (sight_.phase == TableSight::Phase::Start) {
      chooseStart(index);
    } else {
      pick(picked_ == Source::Hand ? std::nullopt : std::optional<Source>(Source::Hand));
    }
  });
  connect(market_, &CardRowView::slotPicked, this, [this](int index) {
    // Slot 0 is the deck; slots 1 to 3 are the market cards 0 to 2.
    const auto source = static_cast<Source>(sourceIndex(Source::Market0) + index - 1);
    pick(picked_ == source ? std::nullopt : std::optional<Source>(source));
  });
  // A card that cannot be picked now answers why (docs/rules/veggies.md#a-turn).
  connect(hand_, &CardRowView::slotRefused, this, [this] { emit hint(whyNotPick(Source::Hand)); });
  connect(market_, &CardRowView::slotRefused, this, [this](int index) {
    emit hint(index == 0 ? deckWords(true)
                         : whyNotPick(static_cast<Source>(sourceIndex(Source::Market0) + index - 1)));
  });
  connect(announce_, &AnnouncementView::typeChosen, this, &VeggiesBoard::chooseType);

  // A click anywhere on the table gives the table the keyboard (R, arrows, Enter), without
  // putting its parts in the Tab chain.
  for (QWidget* part : std::initializer_list<QWidget*>{ownStall_, hand_, market_, announce_, scores_}) {
    part->setFocusPolicy(Qt::ClickFocus);
    part->setFocusProxy(this);
  }
}

VeggiesBoard::~VeggiesBoard() = default;

void VeggiesBoard::readSight(const vb::State& state, bool handsOpen) {
  const int seat = this->seat();
  handsOpen_ = handsOpen;
  sight_ = TableSight::read(state, seat, handsOpen);
  choices_ = canAct() ? Choices::read(state, legal()) : Choices{};
  const int players = static_cast<int>(sight_.players.size());
  focus_ = seat >= 0 && seat < players ? seat : (sight_.current >= 0 ? sight_.current : sight_.first);

  picked_.reset();
  turns_ = 0;
  ghost_.reset();
  ghostFollowsKeys_ = false;
  attempt_.clear();
  explained_.reset();
  refresh();
}

// A new language (docs/translating.md): the score lines come from the engine in it; the titles,
// headers and labels of the table's parts are set again.
void VeggiesBoard::changeEvent(QEvent* event) {
  BoardView::changeEvent(event);
  if (event->type() != QEvent::LanguageChange) return;
  market_->setTitle(tr("Market"));
  if (!hasState()) return;
  sight_ = TableSight::read(state(), seat(), handsOpen_);
  refresh();
  if (canAct()) emit hint(prompt());
  update();
}

QString VeggiesBoard::prompt() const {
  switch (sight_.phase) {
    case TableSight::Phase::Start:
      return tr(
          "Choose the card that starts your stall; you keep the other in your hand. "
          "Click it, or Tab to it and press Enter.");
    case TableSight::Phase::Play:
      return tr(
          "Pick your hand card or a market card, then click a tinted place on your stall. "
          "Keys: Tab picks, arrows move, R turns, Enter places.");
    case TableSight::Phase::Announce:
      return tr("Your largest groups tie: choose the produce to announce.");
    case TableSight::Phase::Over:
      break;
  }
  return {};
}

QPoint VeggiesBoard::pointForCell(int x, int y) const {
  return ownStall_->pointForPlacement(QPoint(x, y), sizeOf(turns_));
}

void VeggiesBoard::setGroupsOutlined(bool outlined) {
  groupsOutlined_ = outlined;
  ownStall_->setGroupsOutlined(outlined);
  for (StallView* v : others_) v->setGroupsOutlined(outlined);
}

void VeggiesBoard::markRefused() {
  // The window puts the reason in its message area; the board marks the spot.
  attempt_.refuse();
  refresh();
}

// Why the seat at the screen can pick nothing now, in a player's words; empty when it may play a card.
QString VeggiesBoard::notNow() const {
  using Phase = TableSight::Phase;
  if (sight_.phase == Phase::Over || !canAct()) {
    const bool other = sight_.current >= 0 && sight_.current != seat();
    return table::notNow(sight_.phase == Phase::Over,
                         other ? sight_.players[static_cast<std::size_t>(sight_.current)].name : QString());
  }
  if (sight_.phase == Phase::Start)
    return tr("First choose the card that starts your stall: one of your two cards.");
  if (sight_.phase == Phase::Announce) return prompt();
  return {};
}

// Why the card at `source` cannot be picked: not now, else the engine's reason for any placement
// of it (State::refusal checks the card before its place).
QString VeggiesBoard::whyNotPick(Source source) const {
  if (QString why = notNow(); !why.isEmpty()) return why;
  QString why;
  if (const auto action = actionFor(placeJson(source, 0, QPoint(0, 0)), &why)) {
    const std::string reason = state().refusal(*action);
    if (!reason.empty()) why = tr("Not that card: %1").arg(QString::fromStdString(reason));
  }
  return why;
}

// The deck's words: how many cards, and (for a click) why it is never picked.
QString VeggiesBoard::deckWords(bool clicked) const {
  const int n = sight_.deckSize;
  QString count = n == 0   ? tr("The deck is empty.")
                  : n == 1 ? tr("The deck: 1 card, face down.")
                           : tr("The deck: %1 cards, face down.").arg(n);
  if (!clicked) return count;
  return tr("%1 Nobody takes from it: playing your hand card draws its top card, and taking a market card "
            "refills the market from it.")
      .arg(count);
}

// ---------------------------------------------------------------------------------------------
// Picking and placing.

int VeggiesBoard::cardAt(Source source) const {
  if (sight_.players.empty()) return kNoCard;
  if (source == Source::Hand) return sight_.players[static_cast<std::size_t>(focus_)].hand;
  return sight_.market[static_cast<std::size_t>(sourceIndex(source) - sourceIndex(Source::Market0))];
}

std::vector<Source> VeggiesBoard::pickableSources() const {
  std::vector<Source> out;
  for (int i = 0; i < kSources; ++i)
    if (choices_.canPlaceFrom(static_cast<Source>(i)) && cardAt(static_cast<Source>(i)) > 0)
      out.push_back(static_cast<Source>(i));
  return out;
}

void VeggiesBoard::pick(std::optional<Source> source) {
  if (source && (!choices_.canPlaceFrom(*source) || cardAt(*source) <= 0)) return;
  const bool keepGhost = picked_.has_value() && ghost_.has_value();
  picked_ = source;
  ghost_.reset();
  attempt_.clearRefused();
  explained_.reset();
  turns_ = 0;
  if (picked_) {
    // Keep the turn a card that looks the same turned halfway is offered in (r0 or r90 only).
    while (turns_ < 3 && !choices_.canPlace(*picked_, turns_)) ++turns_;
    if (const auto under = ownStall_->placementUnderMouse(sizeOf(turns_))) {
      ghost_ = under;
    } else if (keepGhost) {
      ghost_ = defaultPlace();
    }
    emit hint(tr("Card %1 picked. Right-click, R or the wheel turns it; click a tinted place to lay it.")
                  .arg(cardAt(*picked_)));
    if (everyUse()) {
      const int n = static_cast<int>(placing() ? placing()->everyUse.size() : 0);
      emit hint(n == 1 ? tr("Card %1 has 1 legal placement: it is outlined.").arg(cardAt(*picked_))
                       : tr("Card %1 has %2 legal placements, every turn counted: each is outlined.")
                             .arg(cardAt(*picked_))
                             .arg(n));
    }
  } else if (canAct()) {
    emit hint(prompt());  // the card put down: the table's question again
  }
  refresh();
  emit selectionChanged();
}

void VeggiesBoard::turn(int step) {
  if (!picked_) return;
  for (int k = 1; k <= 4; ++k) {
    const int t = ((turns_ + step * k) % 4 + 4) % 4;
    if (choices_.canPlace(*picked_, t)) {
      turns_ = t;
      break;
    }
  }
  explained_.reset();
  if (const auto under = ownStall_->placementUnderMouse(sizeOf(turns_))) {
    ghost_ = under;
  } else if (ghost_ && !isLegalPlace(*ghost_)) {
    ghost_ = nearestLegal(*ghost_);
  }
  if (ghost_ && !isLegalPlace(*ghost_)) explain(*ghost_);
  refresh();
  emit selectionChanged();
}

std::optional<QRect> VeggiesBoard::spotOf(vb::ActionId action) const {
  if (!hasState() || ownStall_ == nullptr) return std::nullopt;
  const vb::Json j = state().actionJson(action);
  const std::string type = j.value("type", std::string());
  if (type == "place") {
    // The cells the card would cover on the own stall.
    const QPoint topLeft(j["at"][0].get<int>(), j["at"][1].get<int>());
    const QSize size = sizeOf((j["rotation"].get<int>() / 90) & 3);
    // Only the part in view: the rest lies under the header or past the stall's edge.
    const QRect cells =
        QRect(ownStall_->pointForCell(topLeft),
              ownStall_->pointForCell(QPointF(topLeft) + QPointF(size.width(), size.height())))
            .intersected(ownStall_->stallArea().toAlignedRect());
    if (cells.isEmpty()) return std::nullopt;
    return QRect(ownStall_->mapTo(this, cells.topLeft()), cells.size());
  }
  if (type == "start" && hand_ != nullptr) {
    const auto& drawn = sight_.players[static_cast<std::size_t>(focus_)].drawn;
    const auto it = std::find(drawn.begin(), drawn.end(), j["card"].get<int>());
    if (it == drawn.end()) return std::nullopt;
    return cardRect(hand_, static_cast<int>(it - drawn.begin()));
  }
  return std::nullopt;
}

QRect VeggiesBoard::cardRect(const CardRowView* row, int index) const {
  const QRect card = row->rectForSlot(index);
  return {row->mapTo(this, card.topLeft()), card.size()};
}

std::vector<Caption> VeggiesBoard::captions() const {
  std::vector<Caption> out;
  const auto add = [&](const QWidget* part, const std::vector<Caption>& words) {
    if (part == nullptr || part->isHidden()) return;
    for (const Caption& c : words)
      out.push_back({QRect(part->mapTo(this, c.rect.topLeft()), c.rect.size()), c.text});
  };
  if (ownStall_ != nullptr) add(ownStall_, ownStall_->captions());
  for (const StallView* other : others_) add(other, other->captions());
  if (hand_ != nullptr) add(hand_, hand_->captions());
  if (market_ != nullptr) add(market_, market_->captions());
  if (announce_ != nullptr) add(announce_, announce_->captions());
  if (scores_ != nullptr) add(scores_, scores_->captions());
  return out;
}

std::optional<QRect> VeggiesBoard::nextSpotOf(vb::ActionId action) const {
  if (!hasState() || hand_ == nullptr) return std::nullopt;
  const vb::Json j = state().actionJson(action);
  const std::string type = j.value("type", std::string());
  if (type == "place") {
    const bool fromHand = j["source"] == "hand";
    const Source source =
        fromHand ? Source::Hand : static_cast<Source>(sourceIndex(Source::Market0) + j["market"].get<int>());
    if (picked_ == source) return spotOf(action);
    // The market row starts with the deck.
    return fromHand ? cardRect(hand_, 0) : cardRect(market_, sourceIndex(source));
  }
  if (type == "announce" && announce_ != nullptr) {
    const std::vector<char>& types = announce_->types();
    const auto it = std::find(types.begin(), types.end(), j["produce"].get<std::string>().front());
    if (it == types.end()) return std::nullopt;
    const QRect tile = announce_->rectForType(static_cast<int>(it - types.begin()));
    return QRect(announce_->mapTo(this, tile.topLeft()), tile.size());
  }
  return spotOf(action);
}

bool VeggiesBoard::isLegalPlace(QPoint topLeft) const {
  return picked_ && choices_.placement(*picked_, turns_, topLeft) != nullptr;
}

void VeggiesBoard::hoverAt(QPoint topLeft) {
  if (!picked_ || (ghost_ == topLeft && !ghostFollowsKeys_)) return;
  ghost_ = topLeft;
  ghostFollowsKeys_ = false;
  if (isLegalPlace(topLeft)) {
    explained_.reset();
    ownStall_->setToolTip({});
    emit hint(tr("Place card %1 at %2,%3: click, or press Enter.")
                  .arg(cardAt(*picked_))
                  .arg(topLeft.x())
                  .arg(topLeft.y()));
  } else {
    explain(topLeft);
  }
  refresh();
}

void VeggiesBoard::explain(QPoint topLeft) {
  // The engine says why a place is refused (State::refusal), without applying anything.
  if (!picked_ || explained_ == topLeft) return;
  explained_ = topLeft;
  QString why;
  if (const auto action = actionFor(placeJson(*picked_, turns_, topLeft), &why)) {
    const std::string reason = state().refusal(*action);
    if (!reason.empty()) why = tr("Not here: %1").arg(QString::fromStdString(reason));
  }
  if (why.isEmpty()) return;
  emit hint(why);
  // In the every-use view the reason also rides on the pointer (docs/sandbox.md#veggies).
  if (everyUse()) {
    ownStall_->setToolTip(why);
    if (ownStall_->underMouse()) QToolTip::showText(QCursor::pos(), why, ownStall_);
  }
}

void VeggiesBoard::everyUseChanged() {
  if (!everyUse()) ownStall_->setToolTip({});
  refresh();
}

void VeggiesBoard::placeAt(QPoint topLeft) {
  if (!canAct() || !picked_) return;
  ghost_ = topLeft;
  attempt_.tried(topLeft);
  sendAction(placeJson(*picked_, turns_, topLeft));
}

std::optional<QPoint> VeggiesBoard::defaultPlace() const {
  if (!picked_) return std::nullopt;
  const auto& places =
      choices_.place[static_cast<std::size_t>(sourceIndex(*picked_))][static_cast<std::size_t>(turns_)];
  if (places.empty()) return std::nullopt;
  // Beside the stall rather than over it, as near its middle as possible: a place to start from.
  const SeenPlayer& me = sight_.players[static_cast<std::size_t>(focus_)];
  const QRectF b = me.bounds();
  const QSize size = sizeOf(turns_);
  std::optional<QPoint> best;
  qreal bestCost = 0;
  for (const auto& [cell, action] : places) {
    Q_UNUSED(action);
    bool covers = false;
    for (int dy = 0; dy < size.height() && !covers; ++dy)
      for (int dx = 0; dx < size.width() && !covers; ++dx)
        covers = me.at(cell.first + dx, cell.second + dy) != '.';
    const QPointF centre(cell.first + size.width() / 2.0, cell.second + size.height() / 2.0);
    const QPointF d = centre - b.center();
    const qreal cost = (covers ? 1000 : 0) + d.x() * d.x() + d.y() * d.y() + (d.x() < 0 ? 0.5 : 0);
    if (!best || cost < bestCost) {
      best = QPoint(cell.first, cell.second);
      bestCost = cost;
    }
  }
  return best;
}

std::optional<QPoint> VeggiesBoard::nearestLegal(QPoint to) const {
  if (!picked_) return std::nullopt;
  std::optional<QPoint> best;
  int bestCost = 0;
  for (const auto& [cell, action] :
       choices_.place[static_cast<std::size_t>(sourceIndex(*picked_))][static_cast<std::size_t>(turns_)]) {
    Q_UNUSED(action);
    const int cost =
        (cell.first - to.x()) * (cell.first - to.x()) + (cell.second - to.y()) * (cell.second - to.y());
    if (!best || cost < bestCost) {
      best = QPoint(cell.first, cell.second);
      bestCost = cost;
    }
  }
  return best;
}

void VeggiesBoard::moveGhost(QPoint direction) {
  if (!picked_) return;
  ghostFollowsKeys_ = true;
  if (!ghost_) {
    ghost_ = defaultPlace();
  } else {
    // The nearest legal place that lies that way, preferring one straight ahead.
    std::optional<QPoint> best;
    int bestCost = 0;
    for (const auto& [cell, action] :
         choices_.place[static_cast<std::size_t>(sourceIndex(*picked_))][static_cast<std::size_t>(turns_)]) {
      Q_UNUSED(action);
      const QPoint d = QPoint(cell.first, cell.second) - *ghost_;
      const int along = d.x() * direction.x() + d.y() * direction.y();
      if (along <= 0) continue;
      const int across = std::abs(d.x() * direction.y()) + std::abs(d.y() * direction.x());
      const int cost = along + 3 * across;
      if (!best || cost < bestCost) {
        best = QPoint(cell.first, cell.second);
        bestCost = cost;
      }
    }
    if (best) ghost_ = best;
  }
  if (ghost_)
    emit hint(tr("Card %1 at %2,%3: Enter places it, R turns it.")
                  .arg(cardAt(*picked_))
                  .arg(ghost_->x())
                  .arg(ghost_->y()));
  refresh();
}

// ---------------------------------------------------------------------------------------------
// Setup and announcements.

int VeggiesBoard::offeredCount() const {
  if (!canAct()) return 0;
  switch (sight_.phase) {
    case TableSight::Phase::Start:
      return static_cast<int>(sight_.players[static_cast<std::size_t>(focus_)].drawn.size());
    case TableSight::Phase::Play:
      return static_cast<int>(pickableSources().size());
    case TableSight::Phase::Announce:
      return static_cast<int>(choices_.announce.size());
    case TableSight::Phase::Over:
      break;
  }
  return 0;
}

int VeggiesBoard::focusedOffered() const {
  if (sight_.phase != TableSight::Phase::Play) return keyIndex();
  // While placing, what Tab walks is the card picked, however it was picked.
  const std::vector<Source> sources = pickableSources();
  const auto at = picked_ ? std::find(sources.begin(), sources.end(), *picked_) : sources.end();
  return at == sources.end() ? -1 : static_cast<int>(at - sources.begin());
}

void VeggiesBoard::focusOffered(int index) {
  if (sight_.phase == TableSight::Phase::Start) {
    const int id = sight_.players[static_cast<std::size_t>(focus_)].drawn[static_cast<std::size_t>(index)];
    emit hint(tr("Start your stall with card %1? Enter chooses it; Tab shows the other.").arg(id));
  } else if (sight_.phase == TableSight::Phase::Play) {
    picked_.reset();
    pick(pickableSources()[static_cast<std::size_t>(index)]);
    ghost_ = defaultPlace();  // the keyboard needs a place to start from
    ghostFollowsKeys_ = true;
    refresh();
  }
  refresh();
}

bool VeggiesBoard::takeFocused() {
  if (!canAct()) return false;
  choose();
  return true;
}

void VeggiesBoard::choose() {
  switch (sight_.phase) {
    case TableSight::Phase::Start:
      if (keyIndex() < 0) return static_cast<void>(walkOffered(1));
      return chooseStart(keyIndex());
    case TableSight::Phase::Play:
      if (!picked_) return static_cast<void>(walkOffered(1));
      if (!ghost_) return moveGhost({1, 0});
      return placeAt(*ghost_);
    case TableSight::Phase::Announce: {
      if (keyIndex() < 0) return static_cast<void>(walkOffered(1));
      auto it = choices_.announce.begin();
      std::advance(it, keyIndex());
      return chooseType(it->first);
    }
    case TableSight::Phase::Over:
      return;
  }
}

void VeggiesBoard::chooseStart(int drawnIndex) {
  if (!canAct() || sight_.phase != TableSight::Phase::Start) return;
  const auto& drawn = sight_.players[static_cast<std::size_t>(focus_)].drawn;
  if (drawnIndex < 0 || drawnIndex >= static_cast<int>(drawn.size())) return;
  sendAction({{"type", "start"}, {"card", drawn[static_cast<std::size_t>(drawnIndex)]}});
}

void VeggiesBoard::chooseType(char code) {
  if (!canAct()) return;
  sendAction({{"type", "announce"}, {"produce", std::string(1, code)}});
}

// ---------------------------------------------------------------------------------------------
// Keys. Tab and Enter are BoardView's; these are the table's own.

void VeggiesBoard::keyPressEvent(QKeyEvent* event) {
  const bool play = canAct() && sight_.phase == TableSight::Phase::Play;
  switch (event->key()) {
    case Qt::Key_G:
      setGroupsOutlined(!groupsOutlined_);
      return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      ownStall_->zoomBy(1.2);
      return;
    case Qt::Key_Minus:
      ownStall_->zoomBy(1 / 1.2);
      return;
    case Qt::Key_0:
      ownStall_->fitStall();
      return;
    default:
      break;
  }
  if (!canAct()) return BoardView::keyPressEvent(event);
  switch (event->key()) {
    case Qt::Key_R:
      return turn(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
      const QPoint d = event->key() == Qt::Key_Left    ? QPoint(-1, 0)
                       : event->key() == Qt::Key_Right ? QPoint(1, 0)
                       : event->key() == Qt::Key_Up    ? QPoint(0, -1)
                                                       : QPoint(0, 1);
      if (play && picked_) return moveGhost(d);
      walkOffered(d.x() + d.y());
      return;
    }
    case Qt::Key_Escape:
      if (play && picked_) return pick(std::nullopt);
      break;
    default:
      break;
  }
  BoardView::keyPressEvent(event);
}

// ---------------------------------------------------------------------------------------------
// Painting: the cloth here; the views paint themselves.

void VeggiesBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), QColor(0xf3, 0xea, 0xd8));
  // A faint gingham, like a market table cloth.
  const int band = 26;
  QColor stripe(0xc8, 0x9f, 0x6a, 22);
  for (int x = 0; x < width(); x += 2 * band) p.fillRect(x, 0, band, height(), stripe);
  for (int y = 0; y < height(); y += 2 * band) p.fillRect(0, y, width(), band, stripe);
}

// ---------------------------------------------------------------------------------------------
// Pushing what the seat sees into the views.

StallHeader VeggiesBoard::headerFor(int seat, bool own) const {
  StallHeader h;
  h.name = sight_.players[static_cast<std::size_t>(seat)].name;
  h.toPlay = sight_.phase != TableSight::Phase::Over && sight_.current == seat;
  h.first = sight_.first == seat;
  h.finalScore = sight_.finalScores;
  h.winner = sight_.finalScores &&
             std::find(sight_.winners.begin(), sight_.winners.end(), seat) != sight_.winners.end();
  h.showHand = !own;
  return h;
}

std::optional<Placing> VeggiesBoard::placing() const {
  if (!canAct()) return std::nullopt;
  Placing pl;
  if (sight_.phase == TableSight::Phase::Start) {
    // Setup: the drawn card in focus is previewed where the first card always lies.
    const auto& drawn = sight_.players[static_cast<std::size_t>(focus_)].drawn;
    if (keyIndex() < 0 || keyIndex() >= static_cast<int>(drawn.size()) ||
        drawn[static_cast<std::size_t>(keyIndex())] <= 0)
      return std::nullopt;
    pl.rows = sight_.faces.rows(drawn[static_cast<std::size_t>(keyIndex())], 0);
    pl.legal = {QPoint(0, 0)};
    pl.at = QPoint(0, 0);
    pl.atIsLegal = true;
    return pl;
  }
  if (sight_.phase != TableSight::Phase::Play || !picked_ || cardAt(*picked_) <= 0) return std::nullopt;
  pl.rows = sight_.faces.rows(cardAt(*picked_), turns_);
  for (const auto& [cell, action] :
       choices_.place[static_cast<std::size_t>(sourceIndex(*picked_))][static_cast<std::size_t>(turns_)]) {
    Q_UNUSED(action);
    pl.legal.emplace_back(cell.first, cell.second);
  }
  if (everyUse())
    for (int t = 0; t < 4; ++t)
      for (const auto& [cell, action] :
           choices_.place[static_cast<std::size_t>(sourceIndex(*picked_))][static_cast<std::size_t>(t)]) {
        Q_UNUSED(action);
        pl.everyUse.emplace_back(QPoint(cell.first, cell.second), t);
      }
  pl.at = ghost_;
  pl.atIsLegal = ghost_ && isLegalPlace(*ghost_);
  pl.refused = attempt_.refused();
  return pl;
}

void VeggiesBoard::refresh() {
  if (sight_.players.empty()) return;
  // Room around the stall while its owner lays cards, so the places beside it are in view.
  ownStall_->setRoomAround(canAct() && sight_.phase != TableSight::Phase::Announce);
  ownStall_->setStall(sight_.players[static_cast<std::size_t>(focus_)], sight_.faces,
                      headerFor(focus_, true));
  ownStall_->setPlacing(placing());
  refreshOthers();
  refreshStrip();
  setGroupsOutlined(groupsOutlined_);
  layout_.activate();
}

void VeggiesBoard::refreshOthers() {
  const int n = static_cast<int>(sight_.players.size());
  const std::size_t before = others_.size();
  layout_.fitOtherStalls(this, others_, n - 1);
  for (std::size_t k = before; k < others_.size(); ++k)
    connect(others_[k], &StallView::clickedWithoutCard, this, [this, k] {
      const int count = static_cast<int>(sight_.players.size());
      const int other = (focus_ + static_cast<int>(k) + 1) % count;
      emit hint(tr("That is %1's stall: each player lays cards only in their own.")
                    .arg(sight_.players[static_cast<std::size_t>(other)].name));
    });
  // The others in turn order after the seat at the screen, as they sit round the table.
  for (int k = 1; k < n; ++k) {
    const int seat = (focus_ + k) % n;
    others_[static_cast<std::size_t>(k - 1)]->setStall(sight_.players[static_cast<std::size_t>(seat)],
                                                       sight_.faces, headerFor(seat, false));
  }
}

}  // namespace vb::app::veggies
