#include "vegetables/vegetables_board.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "table/not_now.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

VegetablesBoard::VegetablesBoard(QWidget* parent) : BoardView(parent) {
  setObjectName(QStringLiteral("vegetables-board"));
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(720, 520);
  setMouseTracking(false);
}

int VegetablesBoard::shownSeat() const {
  const int n = static_cast<int>(sight_.players.size());
  if (seat() >= 0 && seat() < n) return seat();
  if (sight_.turn >= 0) return sight_.turn;
  return 0;
}

void VegetablesBoard::readSight(const vb::State& state, bool handsOpen) {
  handsOpen_ = handsOpen;
  sight_ = Sight::read(state, seat(), handsOpen);

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

  if (armed_ && !(canAct() && legal().anyOfType("jolly"))) armed_ = false;
  selected_ = -1;
  attempt_.clearRefused();
  messageIsRefusal_ = false;
  message_ = phaseText();
  relayout();
}

// A new language (docs/translating.md): the score lines come from the engine in it and the prompt is
// worded again (an answer to a click stays as it was said until the next state).
void VegetablesBoard::changeEvent(QEvent* event) {
  BoardView::changeEvent(event);
  if (event->type() != QEvent::LanguageChange || !hasState()) return;
  sight_ = Sight::read(state(), seat(), handsOpen_);
  if (!messageIsRefusal_) {
    message_ = phaseText();
    if (canAct()) emit hint(message_);
  }
  relayout();
}

QString VegetablesBoard::phaseText() const {
  if (sight_.players.empty()) return {};
  if (sight_.phase == QLatin1String("over")) return tr("The match is over. The score sheet has every event.");
  const int turn = sight_.turn;
  const QString who = turn >= 0 ? sight_.players[static_cast<std::size_t>(turn)].name : QString();
  if (!canAct()) {
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
        .arg(legal().contains({{"type", "collect-jolly"}}) ? tr(", or collect a jolly instead") : QString());
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

const Spot* VegetablesBoard::spot(const QString& key) const {
  for (const Spot& s : spots_)
    if (s.key == key) return &s;
  return nullptr;
}

bool VegetablesBoard::hasSpot(const QString& key) const { return spot(key) != nullptr; }

QPoint VegetablesBoard::spotCenter(const QString& key) const {
  const Spot* s = spot(key);
  return s ? s->rect.center() : QPoint(-1, -1);
}

QRect VegetablesBoard::spotRect(const QString& key) const {
  const Spot* s = spot(key);
  return s ? s->rect : QRect();
}

std::optional<QRect> VegetablesBoard::spotOf(vb::ActionId action) const {
  if (!hasState()) return std::nullopt;
  const vb::Json json = state().actionJson(action);
  for (const Spot& s : spots_)
    if (s.action == json) return s.rect;
  return std::nullopt;
}

// A jolly is played in two clicks, the jolly in the hand and then its line: until the jolly is
// chosen, the next click is the jolly (docs/learn.md, the guide's arrow).
std::optional<QRect> VegetablesBoard::nextSpotOf(vb::ActionId action) const {
  if (const std::optional<QRect> spot = spotOf(action)) return spot;
  if (!hasState() || armed_ || state().actionJson(action).value("type", std::string()) != "jolly")
    return std::nullopt;
  const QRect jolly = spotRect(QStringLiteral("jolly:0"));
  return jolly.isEmpty() ? std::nullopt : std::optional<QRect>(jolly);
}

QStringList VegetablesBoard::legalSpots() const { return TableLayout::legalKeys(spots_); }

QString VegetablesBoard::focusedSpot() const {
  const QStringList legal = legalSpots();
  return keyIndex() >= 0 && keyIndex() < legal.size() ? legal[keyIndex()] : QString();
}

void VegetablesBoard::say(const QString& text, bool refusal) {
  message_ = text;
  messageIsRefusal_ = refusal;
  emit hint(message_);
  relayout();
  update();
}

void VegetablesBoard::refuseOutOfTurn() {
  const int n = static_cast<int>(sight_.players.size());
  const int current = sight_.current;
  const bool other = current >= 0 && current < n && current != seat();
  say(table::notNow(sight_.phase == QLatin1String("over"),
                    other ? sight_.players[static_cast<std::size_t>(current)].name : QString()),
      true);
}

// A click on a line of the board with no card or jolly chosen: a card goes on its line from the
// hand, so the line alone is never a move; the line under the board says what is asked instead.
void VegetablesBoard::refuseLine() {
  if (!canAct()) {
    refuseOutOfTurn();
    return;
  }
  if (sight_.phase == QLatin1String("turn"))
    say(tr("A line takes the card you play on it: click a card in your hand, or your jolly and then the "
           "line."),
        true);
  else
    say(tr("Not the board now. %1").arg(phaseText()), true);
}

void VegetablesBoard::send(const vb::Json& action, const QString& key) {
  if (!hasState()) return;
  if (!canAct()) {
    refuseOutOfTurn();
    return;
  }
  QString why;
  const auto id = actionFor(action, &why);
  if (!id) {  // no action at all: the engine cannot say why, the reader did
    attempt_.refuse(key);
    say(why, true);
    return;
  }
  attempt_.tried(key);
  armed_ = false;
  emit actionChosen(*id);
}

void VegetablesBoard::activate(const QString& key) {
  if (summaryHand_ > 0) {
    summaryHand_ = 0;
    relayout();
    update();
    return;
  }
  const Spot* s = spot(key);
  if (s == nullptr) return;
  if (selectForEveryUse(key)) return;
  if (key.startsWith(QLatin1String("jolly:"))) {
    const bool any = legal().anyOfType("jolly");
    if (!canAct()) {
      refuseOutOfTurn();
      return;
    }
    if (!any) {
      attempt_.refuse(key);
      say(tr("No jolly chain is open to you: the real card that follows the jolly must be in your hand."),
          true);
    } else {
      armed_ = !armed_;
      selected_ = -1;
      emit selectionChanged();  // the guide's arrow moves on to the line
      message_ = everyUse() && armed_ ? usesText() : phaseText();
      messageIsRefusal_ = false;
      emit hint(message_);
    }
    setKeyIndex(-1);
    relayout();
    update();
    return;
  }
  if (key.startsWith(QLatin1String("cell:")) && s->action.is_null()) {
    refuseLine();
    return;
  }
  if (key.startsWith(QLatin1String("seat:"))) {
    // Another seat's panel: its cards are seen, never played from this seat.
    const auto other = static_cast<std::size_t>(key.mid(5).toInt());
    if (other < sight_.players.size())
      say(tr("These are %1's cards: you play from your own row, at the bottom.")
              .arg(sight_.players[other].name),
          true);
    return;
  }
  send(s->action, key);
}

void VegetablesBoard::markRefused() {
  // The window's message area says the engine's reason; the table marks the spot.
  attempt_.refuse();
  relayout();
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
    say(phaseText(), false);
  }
}

bool VegetablesBoard::takeFocused() {
  // Enter also deals on from the summary between hands.
  if (summaryHand_ > 0) {
    activate(QStringLiteral("summary"));
  } else if (const QString key = focusedSpot(); !key.isEmpty()) {
    const bool wasJolly = key.startsWith(QLatin1String("jolly:"));
    activate(key);
    if (wasJolly) setKeyIndex(-1);
  }
  return true;
}

void VegetablesBoard::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Escape:
      if (armed_) {
        armed_ = false;
        say(phaseText(), false);
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
  relayout();
}

// ---------------------------------------------------------------------------------------------
// Layout and painting: the layout records the spots, and with a painter paints them too.

TableScene VegetablesBoard::scene() const {
  TableScene s;
  s.legal = legal();
  s.seat = seat();
  s.shownSeat = shownSeat();
  s.canAct = canAct();
  s.armed = armed_;
  s.refusedKey = attempt_.refused().value_or(QString());
  s.summaryHand = summaryHand_;
  s.summaryFinal = summaryFinal_;
  s.focus = hasFocus() ? keyIndex() : -1;
  s.selected = selected_;
  s.uses = uses();
  return s;
}

void VegetablesBoard::relayout() {
  const TableScene s = scene();
  TableLayout layout(sight_, s, rect());
  spots_ = layout.compose(nullptr);
  tips_ = layout.tips();
  captions_ = layout.captions();
}

QString VegetablesBoard::toolTipAt(const QPoint& at) const {
  if (summaryHand_ > 0) return {};  // the summary lies over the table: nothing under it answers
  const Tip* tip = tipAt(tips_, at);
  return tip != nullptr ? tip->text() : QString();
}

bool VegetablesBoard::event(QEvent* event) {
  // The every-use view's reason for the line under the pointer (the widget's own tooltip) comes
  // first; otherwise the tooltip says what the thing under the pointer is.
  if (event->type() == QEvent::ToolTip && toolTip().isEmpty()) {
    const auto* help = static_cast<QHelpEvent*>(event);
    const QString text = toolTipAt(help->pos());
    if (text.isEmpty()) {
      QToolTip::hideText();
      event->ignore();
    } else {
      QToolTip::showText(help->globalPos(), text, this, tipAt(tips_, help->pos())->rect);
    }
    return true;
  }
  return BoardView::event(event);
}

void VegetablesBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  const TableScene s = scene();
  TableLayout layout(sight_, s, rect());
  spots_ = layout.compose(&p);
  tips_ = layout.tips();
  captions_ = layout.captions();
}

void VegetablesBoard::leaveEvent(QEvent* event) {
  BoardView::leaveEvent(event);
  if (!attempt_.refused()) return;
  attempt_.clearRefused();
  update();
}

}  // namespace vb::app::vegetables
