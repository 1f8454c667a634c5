// The timeline of one game: its start, every action played, and a cursor for undo and redo.
//
// Undo follows the secrets (boardgame.io's `undoable`, Board Game Arena's policy): in normal play
// a seat may take back only its own decisions of the turn it is still playing, and never one that
// revealed hidden information (a draw, a deal, a hidden card shown). Teaching mode lifts both
// limits for learners and playtesters. Redo replays the stored actions, which give the same states
// because the generator lives in the state.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/core/save.h"

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

  explicit Timeline(std::unique_ptr<State> start);
  Timeline(const Timeline& other);
  Timeline& operator=(const Timeline& other);
  Timeline(Timeline&& other) noexcept = default;
  Timeline& operator=(Timeline&& other) noexcept = default;
  ~Timeline() = default;

  const State& current() const { return *current_; }
  const State& start() const { return *start_; }
  // Entries [0, cursor()) are played; the rest can be redone.
  const std::vector<Entry>& entries() const { return entries_; }
  std::size_t cursor() const { return cursor_; }

  // Plays an action at the cursor; on success the redo tail is dropped.
  Outcome play(ActionId action);
  Outcome playText(const std::string& text);

  bool canUndo(bool teaching) const;
  bool canRedo() const { return cursor_ < entries_.size(); }
  // Each returns false (and changes nothing) when it is not allowed.
  bool undo(bool teaching);
  bool redo();

  // The save of this timeline (actions and cursor) for the given seats; `start` is kept when the
  // game did not begin as a plain new game.
  Save toSave(const std::vector<Seat>& seats, std::uint64_t seed, const Options& options,
              bool keepStart) const;
  // A timeline from a loaded save: every action replayed, the cursor where the save had it.
  static Timeline fromSave(const LoadedSave& loaded);

 private:
  void rebuildTo(std::size_t cursor);

  std::unique_ptr<State> start_;
  std::unique_ptr<State> current_;
  std::vector<Entry> entries_;
  std::size_t cursor_ = 0;
};

}  // namespace vb
