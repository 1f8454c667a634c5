#include "garden/garden_board.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "garden/garden_painter.h"
#include "table/not_now.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

namespace {

using vb::garden::cellOf;
using vb::garden::cropFromName;
using vb::garden::cropName;
using vb::garden::postFromName;

// The engine's JSON forms of a garden cell and of the shift handles
// (docs/rules/garden.md#how-actions-are-written).
vb::Json cellJson(int cell) { return vb::Json::array({cell / 4, cell % 4}); }

int cellFromJson(const vb::Json& j) {
  if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer()) return -1;
  const int r = j[0].get<int>(), c = j[1].get<int>();
  return r >= 0 && r < 4 && c >= 0 && c < 4 ? cellOf(r, c) : -1;
}

vb::Json handleJson(int h) {
  static const char* const rowWays[] = {"left", "right"};
  static const char* const columnWays[] = {"up", "down"};
  if (h < 8) return {{"type", "shift"}, {"line", "row"}, {"index", h % 4}, {"direction", rowWays[h / 4]}};
  if (h < 16)
    return {{"type", "shift"}, {"line", "column"}, {"index", h % 4}, {"direction", columnWays[(h - 8) / 4]}};
  if (h < 20) return {{"type", "shift"}, {"line", h < 18 ? "top" : "bottom"}, {"direction", rowWays[h % 2]}};
  return {{"type", "swap-side"}, {"side", h == 20 ? "left" : "right"}};
}

int postFromJson(const vb::Json& j) { return j.is_string() ? postFromName(j.get<std::string>()) : -1; }

int intOr(const vb::Json& j, const char* key, int fallback) {
  const auto it = j.find(key);
  return it != j.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Texts and clicks.

std::vector<Target> GardenBoard::picksFor(const vb::Json& action) {
  using K = Target::Kind;
  const std::string type = action.value("type", std::string());
  const auto field = [&](const char* key) { return action.value(key, vb::Json()); };
  const auto pair = [&](const char* key, std::size_t i) {
    const vb::Json both = field(key);
    return both.is_array() && both.size() == 2 ? both[i] : vb::Json();
  };
  if (type == "take") return {{K::Harvest, intOr(action, "slot", -1)}};
  if (type == "shift" || type == "swap-side") {
    for (int h = 0; h < kHandles; ++h)
      if (handleJson(h) == action) return {{K::Handle, h}};
    return {};
  }
  if (type == "bunny") return {{K::Post, postFromJson(field("post"))}};
  if (type == "mole") return {{K::Cell, cellFromJson(field("cell"))}};
  if (type == "swap-posts")
    return {{K::Post, postFromJson(pair("posts", 0))}, {K::Post, postFromJson(pair("posts", 1))}};
  if (type == "swap")
    return {{K::Cell, cellFromJson(pair("cells", 0))}, {K::Cell, cellFromJson(pair("cells", 1))}};
  if (type == "potato") {
    const vb::Json crop = field("crop");
    return {{K::Cell, cellFromJson(field("cell"))},
            {K::Hand, crop.is_string() ? cropFromName(crop.get<std::string>()) : -1}};
  }
  if (type == "tomato")
    return {{K::Cell, cellFromJson(field("cell"))}, {K::Harvest, intOr(action, "slot", -1)}};
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

// The action the picks spell in this phase, legal or not, in the engine's JSON form; null when
// they spell none.
vb::Json GardenBoard::actionSpelled(const std::vector<Target>& picks) const {
  return spell(picks, sight_.powerCrop, sight_.peasSwapStep);
}

// The action `picks` spell while the power of `powerCrop` is used (-1: taking a card).
vb::Json GardenBoard::spell(const std::vector<Target>& picks, int powerCrop, bool peasSwapStep) {
  using K = Target::Kind;
  if (picks.empty()) return {};
  const Target& a = picks[0];
  if (powerCrop < 0) return a.kind == K::Harvest ? vb::Json{{"type", "take"}, {"slot", a.index}} : vb::Json();
  switch (powerCrop) {
    case vb::garden::kCabbage:
      return a.kind == K::Handle ? handleJson(a.index) : vb::Json();
    case vb::garden::kCarrot:
      return a.kind == K::Post ? vb::Json{{"type", "bunny"}, {"post", postText(a.index).toStdString()}}
                               : vb::Json();
    case vb::garden::kPeas:
      if (!peasSwapStep)
        return a.kind == K::Cell ? vb::Json{{"type", "mole"}, {"cell", cellJson(a.index)}} : vb::Json();
      [[fallthrough]];
    case vb::garden::kPepper: {
      if (picks.size() < 2 || picks[1].kind != a.kind) return {};
      const int lo = std::min(a.index, picks[1].index), hi = std::max(a.index, picks[1].index);
      if (a.kind == K::Cell) return {{"type", "swap"}, {"cells", {cellJson(lo), cellJson(hi)}}};
      if (a.kind == K::Post && powerCrop == vb::garden::kPepper)
        return {{"type", "swap-posts"}, {"posts", {postText(lo).toStdString(), postText(hi).toStdString()}}};
      return {};
    }
    case vb::garden::kPotato:
      if (picks.size() < 2 || a.kind != K::Cell || picks[1].kind != K::Hand) return {};
      return {
          {"type", "potato"}, {"cell", cellJson(a.index)}, {"crop", std::string(cropName(picks[1].index))}};
    case vb::garden::kTomato:
      if (picks.size() < 2 || a.kind != K::Cell || picks[1].kind != K::Harvest) return {};
      return {{"type", "tomato"}, {"cell", cellJson(a.index)}, {"slot", picks[1].index}};
    default:
      return {};
  }
}

// ---------------------------------------------------------------------------------------------

GardenBoard::GardenBoard(QWidget* parent) : BoardView(parent) {
  setObjectName(QStringLiteral("garden-board"));
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(640, 480);
  setMouseTracking(true);  // the coordinates follow the mouse (garden_coordinates.cpp)
}

void GardenBoard::readSight(const vb::State& state, bool handsOpen) {
  handsOpen_ = handsOpen;
  sight_ = GardenSight::read(state, seat(), handsOpen);
  picks_.clear();
  for (const LegalIndex::Entry& legal : legal().entries()) {
    std::vector<Target> picks = picksFor(legal.json);
    if (picks.empty()) continue;
    picks_.push_back({picks, legal.id});
    // A swap may be clicked in either order.
    if (picks.size() == 2 && picks[0].kind == picks[1].kind)
      picks_.push_back({{picks[1], picks[0]}, legal.id});
  }
  selection_.clear();
  attempt_.clear();
  note_.clear();
  logGarden_ = logHarvest_ = false;  // showState dropped the log's marks
  showUses();
  updatePrompt();
}

// A new language (docs/translating.md): the score lines come from the engine in it, the prompt is
// worded again; the painted words are asked for on the next paint.
void GardenBoard::changeEvent(QEvent* event) {
  BoardView::changeEvent(event);
  if (event->type() != QEvent::LanguageChange || !hasState()) return;
  sight_ = GardenSight::read(state(), seat(), handsOpen_);
  note_.clear();
  sayPrompt();
  update();
}

std::vector<Target> GardenBoard::legalTargets() const {
  std::vector<Target> out;
  const std::size_t k = selection_.size();
  for (const Picks& l : picks_) {
    if (l.picks.size() <= k || !std::equal(selection_.begin(), selection_.end(), l.picks.begin())) continue;
    if (std::find(out.begin(), out.end(), l.picks[k]) == out.end()) out.push_back(l.picks[k]);
  }
  auto order = [](const Target& t) { return static_cast<int>(t.kind) * 100 + t.index; };
  std::sort(out.begin(), out.end(), [&](const Target& a, const Target& b) { return order(a) < order(b); });
  return out;
}

void GardenBoard::choose(Target target) {
  if (!canAct()) {
    answer(target, whyIdle());
    return;
  }
  attempt_.clearRefused();
  setRefusal({});
  note_.clear();
  if (everyUse() && sight_.powerCrop < 0 && target.kind == Target::Kind::Harvest &&
      previewSlot_ != target.index && previewTake(target.index)) {
    // The every-use view: the first click shows what the card's power could do; the second takes it.
    setKeyIndex(-1);
    sayPrompt();
    update();
    return;
  }
  if (!selection_.empty() && selection_.back() == target) {  // a second click drops the choice
    selection_.pop_back();
    setKeyIndex(-1);
    sayPrompt();
    update();
    return;
  }
  std::vector<Target> picks = selection_;
  picks.push_back(target);
  for (const Picks& l : picks_) {
    if (l.picks == picks) {
      attempt_.tried(target);
      selection_ = picks;
      update();
      emit actionChosen(l.id);
      return;
    }
  }
  const bool opensLegal = std::any_of(picks_.begin(), picks_.end(), [&](const Picks& l) {
    return l.picks.size() > picks.size() && std::equal(picks.begin(), picks.end(), l.picks.begin());
  });
  if (opensLegal) {
    selection_ = picks;
    setKeyIndex(-1);
    sayPrompt();
    update();
    return;
  }
  const vb::Json action = actionSpelled(picks);
  if (!action.is_null()) {  // a whole action the rules refuse: the engine says why
    attempt_.tried(target);
    sendAction(action);
    return;
  }
  if (static_cast<int>(picks.size()) < picksNeeded() && picks.size() == 1 &&
      target.kind == Target::Kind::Cell && sight_.powerCrop >= 0 &&
      sight_.powerCrop != vb::garden::kCabbage) {
    // A first card that starts no legal move: keep it, so that the second click hears the reason.
    selection_ = picks;
    sayPrompt();
    update();
    return;
  }
  answer(target, whyNot(target));
}

void GardenBoard::answer(std::optional<Target> spot, const QString& why) {
  // Said in the window's message area, in place of the prompt until the next one.
  note_ = why;
  emit hint(why);
  if (spot)
    attempt_.refuse(*spot);
  else
    attempt_.clearRefused();
  update();
}

// The thing clicked, alone, as an action of its own kind, which this phase's rules refuse: the
// engine's sentence for such an action says what the phase wants instead
// (docs/rules/garden.md#a-turn, docs/rules/garden.md#the-powers).
QString GardenBoard::whyNot(Target t) const {
  using K = Target::Kind;
  vb::Json probe;
  switch (t.kind) {
    case K::Harvest:
      probe = {{"type", "take"}, {"slot", t.index}};
      break;
    case K::Cell:
      probe = {{"type", "mole"}, {"cell", cellJson(t.index)}};
      break;
    case K::Post:
      probe = {{"type", "bunny"}, {"post", postText(t.index).toStdString()}};
      break;
    case K::Handle:
      probe = handleJson(t.index);
      break;
    case K::Hand:
      // The potato's clicks are a garden card, then a crop from the hand.
      if (sight_.powerCrop == vb::garden::kPotato)
        return tr("Potato: choose the garden card first, then the card from your hand.");
      probe = {{"type", "potato"}, {"cell", cellJson(0)}, {"crop", std::string(cropName(t.index))}};
      break;
  }
  try {
    if (const std::string why = state().refusal(state().parseActionJson(probe)); !why.empty())
      return playersWords(why);
  } catch (const std::exception&) {
    // Not an action the engine reads at all: the table's own sentence below.
  }
  return tr("That cannot be chosen now.");
}

// A cabbage arrow's tooltip: the engine's words for the shift it makes, or why the rules refuse it.
QString GardenBoard::handleTip(int handle) const {
  try {
    const vb::ActionId id = state().parseActionJson(handleJson(handle));
    const std::string why = state().refusal(id);
    return playersWords(why.empty() ? state().describeAction(id) : why);
  } catch (const std::exception&) {
    return {};  // not an action the engine reads: no tooltip rather than a wrong one
  }
}

QString GardenBoard::whyIdle() const {
  const int n = static_cast<int>(sight_.players.size());
  const bool over = sight_.phase == QLatin1String("over") || sight_.current < 0 || sight_.current >= n;
  return table::notNow(over,
                       !over && sight_.current != seat() ? sight_.players[sight_.current].name : QString());
}

void GardenBoard::markRefused() {
  attempt_.refuse();
  selection_.clear();
  setKeyIndex(-1);
  sayPrompt();
}

int GardenBoard::handSeat() const {
  const int n = static_cast<int>(sight_.players.size());
  if (seat() >= 0 && seat() < n) return seat();
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
  } else if (!canAct() && sight_.current >= 0 && sight_.current == seat()) {
    if (sight_.powerCrop >= 0)
      p = tr("You are using the %1 power.").arg(cropTitle(sight_.powerCrop).toLower());
    else if (sight_.phase == QLatin1String("last-round"))
      p = tr("Last round: you take a card, which has no power.");
    else
      p = tr("Your turn to take a harvest card.");
  } else if (!canAct()) {
    if (sight_.powerCrop >= 0)
      p = tr("%1 is using the %2 power.").arg(who, cropTitle(sight_.powerCrop).toLower());
    else if (sight_.phase == QLatin1String("last-round"))
      p = tr("Last round: %1 takes a card, which has no power.").arg(who);
    else
      p = tr("%1 is taking a harvest card.").arg(who);
  } else if (sight_.phase == QLatin1String("last-round")) {
    // One click is the whole turn here: said before it (docs/rules/garden.md#the-last-round).
    p = tr("Last round: one click on a harvest card takes it and ends your turn (it has no power).");
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
    // Undo is offered only where it goes (the controller says: not after a take that refilled the
    // harvest, nor in a lesson), and only before a step of the power is applied.
    if (undoAvailable() && sight_.powerCrop >= 0 && !sight_.peasSwapStep)
      p += tr("  Cancel: Undo (Ctrl+Z) puts the %1 back.").arg(cropTitle(sight_.powerCrop).toLower());
  }
  if (everyUse() && canAct() && previewSlot_)
    prompt_ = usesPrompt();
  else
    prompt_ = everyUse() && canAct() && shownPower() >= 0 ? usesPrompt() + QStringLiteral("  ") + p : p;
}

void GardenBoard::sayPrompt() {
  updatePrompt();
  if (canAct()) emit hint(prompt_);
}

// ---------------------------------------------------------------------------------------------
// Where things are.

GardenLayout GardenBoard::layout() const { return GardenLayout::compute(QRectF(rect()), sight_, handSeat()); }

bool GardenBoard::handlesShown() const { return canAct() && shownPower() == vb::garden::kCabbage; }

QPoint GardenBoard::pointFor(Target target) const { return layout().rectFor(target).center().toPoint(); }

std::optional<QRect> GardenBoard::spotOf(vb::ActionId action) const {
  for (const Picks& l : picks_)
    if (l.id == action && !l.picks.empty()) return layout().rectFor(l.picks[0]).toAlignedRect();
  // A move the rules refuse (a lesson's `try`, docs/learn.md#lesson-files) is clicked all the same
  // when it is one click on something the table shows: a greyed cabbage arrow, a post, a cell.
  if (!hasState() || !canAct()) return std::nullopt;
  const std::vector<Target> picks = picksFor(state().actionJson(action));
  if (picks.size() != 1 || (picks[0].kind == Target::Kind::Handle && !handlesShown())) return std::nullopt;
  const QRectF spot = layout().rectFor(picks[0]);
  if (spot.isEmpty()) return std::nullopt;
  return spot.toAlignedRect();
}

// A move of two clicks (a swap, the potato, the tomato): once its first is chosen, the second.
std::optional<QRect> GardenBoard::nextSpotOf(vb::ActionId action) const {
  for (const Picks& l : picks_)
    if (l.id == action && l.picks.size() > selection_.size() &&
        std::equal(selection_.begin(), selection_.end(), l.picks.begin()))
      return layout().rectFor(l.picks[selection_.size()]).toAlignedRect();
  return spotOf(action);
}

// ---------------------------------------------------------------------------------------------
// Input.

void GardenBoard::mousePressEvent(QMouseEvent* event) {
  setFocus(Qt::MouseFocusReason);
  if (event->button() == Qt::RightButton) {
    selection_.clear();
    sayPrompt();
    update();
    return;
  }
  if (event->button() != Qt::LeftButton) return;
  const GardenLayout g = layout();
  if (const auto t = g.targetAt(event->position(), handlesShown())) {
    choose(*t);
  } else if (!canAct()) {
    answer(std::nullopt, whyIdle());
  } else if (g.harvestTitle.contains(event->position())) {
    // The words "deck N, discard M" in the harvest's title (docs/rules/garden.md#a-turn).
    answer(std::nullopt,
           tr("The deck and the discard pile are not chosen from: the deck refills the harvest."));
  } else {
    answer(std::nullopt, tr("Nothing to choose there."));
  }
}

void GardenBoard::leaveEvent(QEvent* event) {
  BoardView::leaveEvent(event);
  hoverAt(std::nullopt);
  if (!attempt_.refused()) return;
  attempt_.clearRefused();
  update();
}

void GardenBoard::takeOffered(int index) {
  const Target t = legalTargets()[static_cast<std::size_t>(index)];
  setKeyIndex(-1);
  choose(t);
}

void GardenBoard::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Escape:
      selection_.clear();
      setKeyIndex(-1);
      sayPrompt();
      update();
      return;
    default:
      BoardView::keyPressEvent(event);
  }
}

// ---------------------------------------------------------------------------------------------
// Painting.

std::vector<Caption> GardenBoard::captions() const {
  const GardenLayout g = layout();
  return GardenPainter::captions(font(), sight_, g, scene(g));
}

void GardenBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  const GardenLayout g = layout();
  GardenPainter(p, font(), sight_, g, scene(g)).paint(rect());
}

GardenScene GardenBoard::scene(const GardenLayout& g) const {
  GardenScene scene;
  scene.legal = legalTargets();
  scene.uses = everyUseTargets();
  scene.selection = selection_;
  if (previewSlot_)
    scene.selection.push_back({Target::Kind::Harvest, *previewSlot_});  // every-use: the card shown
  if (keyIndex() >= 0 && keyIndex() < static_cast<int>(scene.legal.size()))
    scene.focused = scene.legal[static_cast<std::size_t>(keyIndex())];
  scene.refused = attempt_.refused();
  scene.canAct = canAct();
  scene.handlesShown = handlesShown();
  scene.seat = seat();
  scene.handSeat = handSeat();
  sceneCoordinates(scene, g);
  return scene;
}

}  // namespace vb::app::garden
