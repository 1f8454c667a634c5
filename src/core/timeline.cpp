#include "veggiebox/core/timeline.h"

namespace vb {

Timeline::Timeline(std::unique_ptr<State> start) : start_(std::move(start)), current_(start_->clone()) {}

Timeline::Timeline(const Timeline& other)
    : start_(other.start_->clone()),
      current_(other.current_->clone()),
      entries_(other.entries_),
      cursor_(other.cursor_) {}

Timeline& Timeline::operator=(const Timeline& other) {
  if (this != &other) {
    Timeline copy(other);
    std::swap(start_, copy.start_);
    std::swap(current_, copy.current_);
    std::swap(entries_, copy.entries_);
    std::swap(cursor_, copy.cursor_);
  }
  return *this;
}

Outcome Timeline::play(ActionId action) {
  Entry entry;
  entry.action = action;
  entry.seat = current_->currentPlayer();
  entry.text = current_->actionText(action);
  entry.description = current_->describeAction(action);
  Outcome outcome = current_->apply(action);
  if (!outcome) return outcome;
  entry.revealed = outcome.revealed;
  entries_.resize(cursor_);
  entries_.push_back(std::move(entry));
  ++cursor_;
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
  if (cursor_ == 0) return false;
  if (teaching) return true;
  // Normal play: only the deciding seat's own decisions of the turn it is still playing, and
  // never one that showed a card somebody had not seen.
  const Entry& last = entries_[cursor_ - 1];
  return !last.revealed && last.seat == current_->currentPlayer();
}

bool Timeline::undo(bool teaching) {
  if (!canUndo(teaching)) return false;
  rebuildTo(cursor_ - 1);
  return true;
}

bool Timeline::redo() {
  if (!canRedo()) return false;
  // The stored actions replay to the same states: the generator lives in the state.
  const Outcome outcome = current_->apply(entries_[cursor_].action);
  if (!outcome) return false;
  ++cursor_;
  return true;
}

void Timeline::rebuildTo(std::size_t cursor) {
  auto state = start_->clone();
  for (std::size_t i = 0; i < cursor; ++i) state->apply(entries_[i].action);
  current_ = std::move(state);
  cursor_ = cursor;
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
  for (const Entry& e : entries_) save.actions.push_back(e.text);
  save.cursor = cursor_;
  return save;
}

Timeline Timeline::fromSave(const LoadedSave& loaded) {
  Timeline timeline(loaded.save.startState());
  for (const std::string& text : loaded.save.actions) {
    // loadSave has replayed and checked every action already.
    if (!timeline.playText(text)) throw InputError("actions: '" + text + "' no longer replays");
  }
  timeline.rebuildTo(loaded.save.cursor);
  return timeline;
}

}  // namespace vb
