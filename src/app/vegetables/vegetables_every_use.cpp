// The VEGEtables 2.0 table's every-use view (docs/sandbox.md#every-use): with it on, a click on a
// hand card selects it and outlines the line it may go on now (directly or after jollies), and a
// click on a jolly outlines every chain it may start, each line labelled with the jollies its
// chain needs. Hovering a line it may not go on shows the engine's reason for the click's action.
#include <QMouseEvent>
#include <algorithm>

#include "vegetables/vegetables_board.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

namespace {

vb::Json cardJson(const char* type, int card) {
  return {{"type", type}, {"card", cardLabel(card).toStdString()}};
}

// The next card of a line: the terrain on an empty line, -1 on a completed one.
int nextOn(const Sight& sight, int line) {
  const int top = sight.top[static_cast<std::size_t>(line)];
  const int stage = top < 0 ? 0 : vv::stageOf(top) + 1;
  return stage < vv::kStages ? vv::cardAt(line, stage) : -1;
}

}  // namespace

std::map<int, Use> VegetablesBoard::uses() const {
  std::map<int, Use> out;
  if (!everyUse() || !canAct() || !hasState() || sight_.players.empty()) return out;
  const SeenSeat& me = sight_.players[static_cast<std::size_t>(shownSeat())];
  if (selected_ >= 0) {
    // A card goes on one line only: by itself, or closing a chain of jollies
    // (docs/rules/vegetables.md#jollies-the-tractor).
    const int line = vv::lineOf(selected_);
    const vb::Json play = cardJson("play", selected_);
    const int next = nextOn(sight_, line);
    const int jollies = next < 0 ? 0 : vv::stageOf(selected_) - vv::stageOf(next);
    if (legal().contains(play)) {
      out[line] = {tr("play"), play};
    } else if (next >= 0 && jollies >= 1 && jollies <= me.held && legal().contains(cardJson("jolly", next))) {
      out[line] = {tr("%1, then %2").arg(jolliesText(jollies), cardLabel(selected_)),
                   cardJson("jolly", next)};
    }
    return out;
  }
  if (!armed_ && sight_.phase != QLatin1String("chain")) return out;
  for (const LegalIndex::Entry& e : legal().entries()) {
    if (e.json.value("type", std::string()) != "jolly") continue;
    const int stand = vv::cardFromName(e.json.value("card", std::string()));
    const int line = vv::lineOf(stand);
    // The chain's length: jollies until the nearest card of the hand that closes it.
    int best = -1;
    for (int c : me.hand)
      if (vv::lineOf(c) == line && vv::stageOf(c) > vv::stageOf(stand) &&
          (best < 0 || vv::stageOf(c) < vv::stageOf(best)))
        best = c;
    const int jollies = best < 0 ? 1 : vv::stageOf(best) - vv::stageOf(stand);
    out[line] = {best < 0 ? tr("jolly for %1").arg(cardLabel(stand))
                          : tr("%1, then %2").arg(jolliesText(jollies), cardLabel(best)),
                 e.json};
  }
  return out;
}

QString VegetablesBoard::usesText() const {
  const auto found = uses();
  const int n = static_cast<int>(found.size());
  if (selected_ >= 0) {
    if (n == 0) return tr("%1 has no use now: hover its line for the reason.").arg(cardLabel(selected_));
    return tr("%1: 1 use, outlined on the board. Click the line (or the card again) to play it.")
        .arg(cardLabel(selected_));
  }
  return n == 1
             ? tr("The jolly: 1 chain, outlined; the line says the jollies it needs. Click it.")
             : tr("The jolly: %1 chains, outlined; each line says the jollies it needs. Click one.").arg(n);
}

bool VegetablesBoard::selectForEveryUse(const QString& key) {
  if (!everyUse() || !canAct() || summaryHand_ > 0) return false;
  if (key.startsWith(QLatin1String("hand:"))) {
    const int card = vv::cardFromName(key.mid(5).toStdString());
    if (card == selected_ || sight_.burnt.count(card) > 0) return false;  // a second click plays it
    selected_ = card;
    armed_ = false;
  } else if (key.startsWith(QLatin1String("cell:")) && selected_ >= 0) {
    const int line = vv::lineOf(vv::cardFromName(key.mid(5).toStdString()));
    const auto found = uses();
    if (const auto use = found.find(line); use != found.end()) {
      send(use->second.action, key);
      return true;
    }
    if (line == vv::lineOf(selected_)) {
      send(cardJson("play", selected_), key);  // refused: the engine's reason shows
      return true;
    }
    message_ = hoverReason(key);
    messageIsRefusal_ = true;
    attempt_.refuse(key);
    emit hint(message_);
    relayout();
    update();
    return true;
  } else {
    if (selected_ >= 0 && !key.startsWith(QLatin1String("jolly:"))) selected_ = -1;
    return false;
  }
  messageIsRefusal_ = false;
  message_ = usesText();
  emit hint(message_);
  relayout();
  update();
  return true;
}

QString VegetablesBoard::hoverReason(const QString& key) const {
  if (!everyUse() || !canAct() || !key.startsWith(QLatin1String("cell:"))) return {};
  if (selected_ < 0 && !armed_ && sight_.phase != QLatin1String("chain")) return {};
  const int line = vv::lineOf(vv::cardFromName(key.mid(5).toStdString()));
  if (uses().count(line) > 0) return {};
  vb::Json action;
  if (selected_ >= 0) {
    if (vv::lineOf(selected_) != line)
      return tr("%1 grows on the %2 line, not on the %3 line.")
          .arg(cardLabel(selected_), lineLabel(vv::lineOf(selected_)), lineLabel(line));
    action = cardJson("play", selected_);
  } else {
    const int next = nextOn(sight_, line);
    if (next < 0) return tr("The %1 line is complete: no jolly goes on it.").arg(lineLabel(line));
    action = cardJson("jolly", next);
  }
  QString why;
  const auto id = actionFor(action, &why);
  return id ? QString::fromStdString(state().refusal(*id)) : why;
}

void VegetablesBoard::mouseMoveEvent(QMouseEvent* event) {
  QString key;
  for (auto it = spots_.rbegin(); it != spots_.rend(); ++it)
    if (it->rect.contains(event->position().toPoint())) {
      key = it->key;
      break;
    }
  const QString reason = hoverReason(key);
  if (reason == hovered_) return;
  hovered_ = reason;
  setToolTip(reason);
  if (!reason.isEmpty()) emit hint(reason);
}

void VegetablesBoard::everyUseChanged() {
  selected_ = -1;
  hovered_.clear();
  setToolTip(QString());
  setMouseTracking(everyUse());
  relayout();
  update();
}

}  // namespace vb::app::vegetables
