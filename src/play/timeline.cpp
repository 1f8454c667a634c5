#include "veggiebox/play/timeline.h"

#include <algorithm>

#include "veggiebox/core/text.h"

namespace vb {

namespace {

// The state after the first `count` actions of `line`, replayed from `start`.
std::unique_ptr<State> replayLine(const State& start, const std::vector<Timeline::Entry>& line,
                                  std::size_t count) {
  auto state = start.clone();
  // The stored actions replay to the same states: the generator lives in the state.
  for (std::size_t i = 0; i < count; ++i) state->apply(line[i].action);
  return state;
}

}  // namespace

Timeline::Timeline(std::unique_ptr<State> start) : start_(std::move(start)), current_(start_->clone()) {
  branches_.push_back(Branch{tx("Main line"), 0, 0, {}, 0});
}

Timeline::Timeline(const Timeline& other)
    : start_(other.start_->clone()),
      current_(other.current_->clone()),
      previous_(other.previous_ ? other.previous_->clone() : nullptr),
      branches_(other.branches_),
      branch_(other.branch_) {}

Timeline& Timeline::operator=(const Timeline& other) {
  if (this != &other) {
    Timeline copy(other);
    std::swap(start_, copy.start_);
    std::swap(current_, copy.current_);
    std::swap(previous_, copy.previous_);
    std::swap(branches_, copy.branches_);
    std::swap(branch_, copy.branch_);
  }
  return *this;
}

Outcome Timeline::play(ActionId action) {
  Entry entry;
  entry.action = action;
  entry.seat = current_->currentPlayer();
  entry.text = current_->actionText(action);
  entry.description = current_->describeAction(action);
  std::unique_ptr<State> before = current_->clone();
  Outcome outcome = current_->apply(action);
  if (!outcome) return outcome;
  previous_ = std::move(before);
  entry.revealed = outcome.revealed;
  // Dropping the redo tail must not take the moves another branch leaves from: the new decision
  // goes into a branch of its own instead (docs/sandbox.md#what-if-branches).
  for (std::size_t b = 1; b < branches_.size(); ++b) {
    if (branches_[b].parent == branch_ && branches_[b].at > cursor()) {
      addBranch(cursor());
      break;
    }
  }
  Branch& line = here();
  line.line.resize(line.cursor);
  line.line.push_back(std::move(entry));
  ++line.cursor;
  return outcome;
}

Outcome Timeline::playText(const std::string& text) {
  ActionId action = 0;
  try {
    action = current_->parseAction(text);
  } catch (const InputError& e) {
    return Outcome::refused(e.what());
  }
  return play(action);
}

bool Timeline::canUndo(bool teaching) const {
  const std::size_t at = cursor();
  if (at == 0) return false;
  // A branch's undo stops where it leaves its parent: its line before that is the parent's.
  if (branch_ != 0 && at == branches_[branch_].at) return false;
  if (teaching) return true;
  // Normal play: only the deciding seat's own decisions of the turn it is still playing, and
  // never one that showed a card somebody had not seen.
  const Entry& last = entries()[at - 1];
  return !last.revealed && last.seat == current_->currentPlayer();
}

bool Timeline::undo(bool teaching) {
  if (!canUndo(teaching)) return false;
  rebuildTo(cursor() - 1);
  return true;
}

bool Timeline::redo() {
  if (!canRedo()) return false;
  // The stored actions replay to the same states: the generator lives in the state.
  std::unique_ptr<State> before = current_->clone();
  const Outcome outcome = current_->apply(entries()[cursor()].action);
  if (!outcome) return false;
  previous_ = std::move(before);
  ++here().cursor;
  return true;
}

std::string Timeline::whyNoBranch(std::size_t at, bool teaching) const {
  if (branches_.size() >= kMaxBranches) return tx("a game keeps at most {1} branches", kMaxBranches);
  if (at > entries().size()) return tx("there is no move {1}", at);
  if (teaching) return {};
  // Normal play: only where undo could go back to (docs/sandbox.md#what-if-branches).
  if (at > cursor()) return tx("move {1} is undone: redo it first, or use teaching mode", at);
  const Branch& line = branches_[branch_];
  for (std::size_t i = cursor(); i > at; --i) {
    const Entry& e = entries()[i - 1];
    if (branch_ != 0 && i == line.at)
      return tx("this branch leaves {1} after move {2}: branch from there, or use teaching mode",
                branches_[line.parent].name, line.at);
    if (e.revealed) return tx("move {1} showed a card: only teaching mode branches before it", i);
    if (e.seat != current_->currentPlayer())
      return tx("move {1} is another player's: only teaching mode branches before it", i);
  }
  return {};
}

bool Timeline::startBranch(std::size_t at, bool teaching) {
  if (!whyNoBranch(at, teaching).empty()) return false;
  addBranch(at);
  rebuildTo(at);
  return true;
}

void Timeline::addBranch(std::size_t at) {
  // The branch hangs under the branch whose own moves reach `at`, so a branch from a shared move
  // is a sibling, not a child, of the branch it was started in.
  std::size_t owner = branch_;
  while (owner != 0 && at <= branches_[owner].at) owner = branches_[owner].parent;
  Branch branch;
  branch.name = tx("Branch {1}", branches_.size());
  branch.parent = owner;
  branch.at = at;
  const auto& line = entries();
  branch.line.assign(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(at));
  branch.cursor = at;
  branches_.push_back(std::move(branch));
  branch_ = branches_.size() - 1;
}

bool Timeline::switchTo(std::size_t index) {
  if (index >= branches_.size()) return false;
  branch_ = index;
  rebuildTo(here().cursor);
  return true;
}

std::unique_ptr<State> Timeline::stateOf(std::size_t index) const {
  return stateAt(index, branches_.at(index).cursor);
}

std::unique_ptr<State> Timeline::stateAt(std::size_t index, std::size_t count) const {
  const Branch& branch = branches_.at(index);
  count = std::min(count, branch.line.size());
  if (index == branch_ && count == branch.cursor) return current_->clone();
  if (index == branch_ && count + 1 == branch.cursor && previous_) return previous_->clone();
  return replayLine(*start_, branch.line, count);
}

void Timeline::rebuildTo(std::size_t cursor) {
  previous_.reset();
  if (cursor == 0) {
    current_ = start_->clone();
  } else {
    previous_ = replayLine(*start_, entries(), cursor - 1);
    current_ = previous_->clone();
    current_->apply(entries()[cursor - 1].action);
  }
  here().cursor = cursor;
}

Save Timeline::toSave(const std::vector<Seat>& seats, std::uint64_t seed, const Options& options,
                      bool keepStart) const {
  Save save;
  save.game = std::string(start_->game().id());
  save.options = options;
  save.seed = seed;
  save.seats = seats;
  if (keepStart) {
    save.start = start_->toJson();
  } else if (const Json start = start_->toJson(); start.contains("variant")) {
    // A new game of a variant replays only under the same rules (docs/variants.md#in-saves).
    save.variant = start_->game().readVariant(start["variant"]);
  }
  for (const Entry& e : branches_[0].line) save.actions.push_back(e.text);
  save.cursor = branches_[0].cursor;
  // Written only when there are branches, so a save of one line is as it always was.
  if (branches_.size() > 1) {
    for (const Branch& b : branches_) {
      SaveBranch out{b.name, b.parent, b.at, {}, b.cursor};
      for (std::size_t i = b.at; i < b.line.size(); ++i) out.actions.push_back(b.line[i].text);
      save.branches.push_back(std::move(out));
    }
    save.branch = branch_;
  }
  return save;
}

Timeline Timeline::fromSave(const LoadedSave& loaded) {
  const Save& save = loaded.save;
  Timeline timeline(save.startState());
  // loadSave has replayed and checked every action of every branch already.
  const auto playAll = [&timeline](const std::vector<std::string>& actions) {
    for (const std::string& text : actions)
      if (!timeline.playText(text)) throw InputError(tx("actions: '{1}' no longer replays", text));
  };
  playAll(save.actions);
  timeline.rebuildTo(save.cursor);
  for (std::size_t k = 0; k < save.branches.size(); ++k) {
    const SaveBranch& b = save.branches[k];
    if (k == 0) {
      timeline.branches_[0].name = b.name;
      continue;
    }
    timeline.branch_ = b.parent;
    timeline.addBranch(b.at);
    Branch& made = timeline.branches_.back();
    made.name = b.name;
    made.parent = b.parent;
    timeline.rebuildTo(b.at);
    playAll(b.actions);
    made.cursor = b.cursor;
  }
  if (!save.branches.empty()) timeline.switchTo(save.branch);
  return timeline;
}

}  // namespace vb
