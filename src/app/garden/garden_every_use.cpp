// The Veggie Garden table's every-use view, for the sandbox (docs/sandbox.md): every target of every
// legal use of a harvest card's power at once, and the engine's reason for each refused target.
//
// Before taking, the view previews `take S` on a copy of the state. That shows nothing hidden: the
// taken card waits beside its slot and the harvest refills only after the power
// (docs/rules/garden.md#a-turn), and a power's uses read only the garden, the fence, the harvest and
// the hand of the seat that takes. A power with no use is skipped and the refill shows a card at
// once: then the copy is not read at all.
#include <QMouseEvent>
#include <QToolTip>
#include <algorithm>

#include "garden/garden_board.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

int GardenBoard::shownPower() const {
  if (previewSlot_ && preview_) return sight_.harvest[static_cast<std::size_t>(*previewSlot_)];
  return sight_.powerCrop;
}

void GardenBoard::showUses() {
  previewSlot_.reset();
  preview_.reset();
  uses_.clear();
  if (!everyUse() || !canAct() || sight_.powerCrop < 0) return;
  for (const Picks& l : picks_)
    if (std::none_of(uses_.begin(), uses_.end(), [&](const Picks& u) { return u.id == l.id; }))
      uses_.push_back(l);
}

bool GardenBoard::previewTake(int slot) {
  if (sight_.phase != QLatin1String("take") || !hasState()) return false;
  const auto take = legal().find(vb::Json{{"type", "take"}, {"slot", slot}});
  if (!take) return false;
  auto copy = state().clone();
  const vb::Outcome done = copy->apply(*take);
  previewSlot_ = slot;
  preview_.reset();
  uses_.clear();
  // A power with no legal use was skipped and the harvest refilled: read nothing of that copy.
  if (!done.ok || done.revealed || copy->currentPlayer() != state().currentPlayer() ||
      !copy->observation(seat())["power"].is_object())
    return true;
  for (const vb::ActionId id : copy->legalActions()) {
    std::vector<Target> picks = picksFor(copy->actionJson(id));
    if (!picks.empty()) uses_.push_back({picks, id});
  }
  preview_ = std::move(copy);
  return true;
}

std::vector<Target> GardenBoard::everyUseTargets() const {
  std::vector<Target> out;
  for (const Picks& u : uses_)
    for (const Target& t : u.picks)
      if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
  auto order = [](const Target& t) { return static_cast<int>(t.kind) * 100 + t.index; };
  std::sort(out.begin(), out.end(), [&](const Target& a, const Target& b) { return order(a) < order(b); });
  return out;
}

QString GardenBoard::usesPrompt() const {
  if (previewSlot_ && !preview_) {
    const int crop = sight_.harvest[static_cast<std::size_t>(*previewSlot_)];
    return tr("%1: its power has no legal use here, so taking it skips the power. Click it again to take it.")
        .arg(cropTitle(crop));
  }
  const QString crop = cropTitle(shownPower());
  const int n = everyUseCount();
  const QString uses = n == 1 ? tr("%1: 1 legal use, its targets outlined in green.").arg(crop)
                              : tr("%1: %2 legal uses, every target outlined in green.").arg(crop).arg(n);
  return previewSlot_ ? uses + tr(" Click it again to take it.") : uses;
}

QString GardenBoard::everyUseReason(Target t) const {
  const int crop = shownPower();
  if (crop < 0 || (previewSlot_ && !preview_)) return {};
  // The uses that go on from the half-made choice (either order of a swap) and reach the target.
  const std::vector<Target> chosen = preview_ ? std::vector<Target>{} : selection_;
  std::vector<vb::ActionId> reaching;
  for (const Picks& u : preview_ ? uses_ : picks_)
    if (u.picks.size() > chosen.size() && std::equal(chosen.begin(), chosen.end(), u.picks.begin()) &&
        std::find(u.picks.begin() + static_cast<std::ptrdiff_t>(chosen.size()), u.picks.end(), t) !=
            u.picks.end() &&
        std::find(reaching.begin(), reaching.end(), u.id) == reaching.end())
      reaching.push_back(u.id);
  const int reach = static_cast<int>(reaching.size());
  const QString power = cropTitle(crop).toLower();
  if (reach > 0)
    return reach == 1 ? tr("1 use of the %1 power reaches this.").arg(power)
                      : tr("%1 uses of the %2 power reach this.").arg(reach).arg(power);
  // The action this target would make, with the half-made choice before it: the engine says why not.
  const vb::State& s = preview_ ? *preview_ : state();
  const bool swapStep = preview_ ? false : sight_.peasSwapStep;
  std::vector<Target> picks = chosen;
  picks.push_back(t);
  const vb::Json action = spell(picks, crop, swapStep);
  if (!action.is_null()) {
    try {
      const std::string why = s.refusal(s.parseActionJson(action));
      if (!why.empty()) return QString::fromStdString(why);
    } catch (const std::exception&) {
      // Not an action the engine can read at all: no use reaches it.
    }
  }
  const QString kinds[] = {tr("harvest card"), tr("cell"), tr("post"), tr("hand card"), tr("arrow")};
  return tr("No use of the %1 power reaches this %2.").arg(power, kinds[static_cast<int>(t.kind)]);
}

void GardenBoard::mouseMoveEvent(QMouseEvent* event) {
  hoverAt(event->position());
  if (!everyUse() || shownPower() < 0) return;
  const auto t = layout().targetAt(event->position(), handlesShown());
  if (!t) {
    QToolTip::hideText();
    return;
  }
  const QString why = everyUseReason(*t);
  if (why.isEmpty()) return;
  QToolTip::showText(event->globalPosition().toPoint(), why, this);
  emit hint(why);
}

void GardenBoard::everyUseChanged() {
  if (hasState()) showUses();
  sayPrompt();
  update();
}

}  // namespace vb::app::garden
