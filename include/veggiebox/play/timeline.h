// The timeline of one game: its start, every action played, and a cursor for undo and redo.
//
// Undo follows the secrets (boardgame.io's `undoable`, Board Game Arena's policy): in normal play
// a seat may take back only its own decisions of the turn it is still playing, and never one that
// revealed hidden information (a draw, a deal, a hidden card shown). Teaching mode lifts both
// limits for learners and playtesters. Redo replays the stored actions, which give the same states
// because the generator lives in the state.
//
// What-if branches (docs/sandbox.md#what-if-branches): the timeline is a tree. Branch 0 is the
// game as played; every other branch leaves its parent's line after `at` actions and holds its
// own actions from there, its own cursor and a name. Each branch keeps its whole line from the
// start, so undo, redo and a save of one branch work as they always did. Two rules keep every
// branch's line its parent's up to `at`: a branch's undo stops where it leaves its parent, and a
// decision that would drop the moves a branch leaves from starts a new branch instead. In normal
// play a branch may start only where undo could go back to (never across a revealed card); in
// teaching mode anywhere.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/play/save.h"

namespace vb {

class Timeline {
 public:
  struct Entry {
    ActionId action = 0;
    std::string text;         // the stable text form (saves)
    std::string description;  // the action in words for the move log (from everyone's view)
    int seat = -1;            // who decided it
    bool revealed = false;    // it showed a card somebody had not seen
  };

  struct Branch {
    std::string name;         // "Main line", "Branch 1", ...
    std::size_t parent = 0;   // the branch it leaves (branch 0 has none)
    std::size_t at = 0;       // it leaves its parent's line after this many actions
    std::vector<Entry> line;  // the whole line from the start: the parent's first `at`, then its own
    std::size_t cursor = 0;   // line[0, cursor) are played; cursor is never below `at`
  };

  explicit Timeline(std::unique_ptr<State> start);
  Timeline(const Timeline& other);
  Timeline& operator=(const Timeline& other);
  Timeline(Timeline&& other) noexcept = default;
  Timeline& operator=(Timeline&& other) noexcept = default;
  ~Timeline() = default;

  const State& current() const { return *current_; }
  const State& start() const { return *start_; }
  // The state just before the last action played (entries()[cursor() - 1]), nullptr at the start:
  // what that action changed is what the table outlines as the last move.
  const State* beforeLast() const { return previous_.get(); }
  // Entries [0, cursor()) are played; the rest can be redone.
  // Of the current branch.
  const std::vector<Entry>& entries() const { return branches_[branch_].line; }
  std::size_t cursor() const { return branches_[branch_].cursor; }

  // Plays an action at the cursor; on success the redo tail is dropped. When another branch
  // leaves the current one past the cursor, its moves are kept instead: the action starts a new
  // branch (named as startBranch names it) and is played there.
  Outcome play(ActionId action);
  Outcome playText(const std::string& text);

  bool canUndo(bool teaching) const;
  bool canRedo() const { return cursor() < entries().size(); }
  // Each returns false (and changes nothing) when it is not allowed.
  bool undo(bool teaching);
  bool redo();

  // Branches: index 0 is the game as played. The current one is what current(), entries(),
  // cursor(), play, undo and redo work on.
  const std::vector<Branch>& branches() const { return branches_; }
  std::size_t branch() const { return branch_; }
  // Why a branch may not leave the current line after `at` actions; empty when it may.
  std::string whyNoBranch(std::size_t at, bool teaching) const;
  // A new branch leaving the current line after `at` actions; it becomes current, at that point,
  // with no actions yet. Returns false (and changes nothing) when whyNoBranch says no.
  bool startBranch(std::size_t at, bool teaching);
  // Makes `index` the current branch, its state exactly as at its own cursor; false when there is
  // no such branch.
  bool switchTo(std::size_t index);
  // The state of a branch at its cursor (for comparing branches side by side).
  std::unique_ptr<State> stateOf(std::size_t index) const;
  // The state of branch `index` after the first `count` actions of its line (no more than it has),
  // replayed from the start (the generator lives in the state, so the replay deals what the game
  // dealt); the current and previous states are cloned rather than replayed. The one way to a past
  // position: what a move changed, the turn review.
  std::unique_ptr<State> stateAt(std::size_t index, std::size_t count) const;

  // The save of this timeline (actions and cursor) for the given seats; `start` is kept when the
  // game did not begin as a plain new game.
  Save toSave(const std::vector<Seat>& seats, std::uint64_t seed, const Options& options,
              bool keepStart) const;
  // A timeline from a loaded save: every action replayed, the cursor where the save had it, and
  // every branch the save keeps (the current one current).
  static Timeline fromSave(const LoadedSave& loaded);

 private:
  void rebuildTo(std::size_t cursor);
  // Adds a branch leaving the current line after `at` actions and makes it current.
  void addBranch(std::size_t at);
  Branch& here() { return branches_[branch_]; }

  std::unique_ptr<State> start_;
  std::unique_ptr<State> current_;
  std::unique_ptr<State> previous_;  // before the cursor's last action; null at the start
  std::vector<Branch> branches_;
  std::size_t branch_ = 0;
};

}  // namespace vb
