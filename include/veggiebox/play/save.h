// Saves: the whole timeline of a game (start, every action, a cursor) and a snapshot.
//
// As KPatience keeps its undo/redo timeline in a save, the action list runs past the cursor when
// actions were undone, so redo survives save and load. Loading replays every action and checks
// each; a save that does not replay is refused with the first bad step named, never half-loaded.
// docs/saves.md documents the format.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/core/json_input.h"

namespace vb {

inline constexpr int kSaveFormatVersion = 1;

struct Seat {
  std::string name;
  bool human = true;
  std::string bot;  // the bot's name ("random", "greedy") when not human
  bool operator==(const Seat&) const = default;
};

// A line of words the app wrote into the timeline at a cursor position ("teaching mode on"), shown
// in the move log after actions[0, at); it plays no part in the game.
struct SaveNote {
  std::size_t at = 0;
  std::string text;
  bool operator==(const SaveNote&) const = default;
};

// A what-if branch (docs/sandbox.md#what-if-branches): it leaves branch `parent`'s line after `at`
// actions and plays `actions` from there; `cursor` counts along its whole line, from `at` to
// `at + actions.size()`. Branch 0, the game as played, is the save's own `actions` and `cursor`:
// of it only the name is kept here.
struct SaveBranch {
  std::string name;
  std::size_t parent = 0;
  std::size_t at = 0;
  std::vector<std::string> actions;
  std::size_t cursor = 0;
  bool operator==(const SaveBranch&) const = default;
};

inline constexpr std::size_t kMaxBranches = 100;
inline constexpr std::size_t kMaxSaveNotes = 1000;
inline constexpr std::size_t kMaxSaveNoteLength = 200;

struct Save {
  std::string game;
  Options options;
  std::uint64_t seed = 0;
  // The rules' variant (docs/variants.md), written only when there is one, so older saves are
  // unchanged. A scenario start carries its own variant in `start`.
  Variant variant;
  std::vector<Seat> seats;
  // The starting state when the game did not begin as newGame(seed) (a scenario); else empty.
  std::optional<Json> start;
  std::vector<std::string> actions;  // text forms, from the start
  std::size_t cursor = 0;            // actions[0, cursor) are played; the rest can be redone
  // Written only when there are any, so older saves are unchanged; each `at` within [0, actions.size()].
  std::vector<SaveNote> notes;
  // Empty for a game of one line; else every branch, branches[0] the game as played. Written only
  // when there is more than one, so older saves are unchanged. `branch` is the current one, whose
  // state at its cursor the snapshot holds.
  std::vector<SaveBranch> branches;
  std::size_t branch = 0;

  // The state at the start of the timeline.
  std::unique_ptr<State> startState() const;
  // Writes the save with a snapshot of `current`, which must be the state at the cursor.
  Json toJson(const State& current) const;
};

// The text of a save file as every writer writes it (the app's Save and autosave, the CLI's
// --save): indented JSON that opens with the format and its version, then the game, then every
// other field in the order of its name, and a final newline. The fixed opening is what the
// desktop's file type recognises a save by (docs/saves.md#the-file); loadSave reads the fields in
// any order, so older saves, written with every field in name order, still load.
std::string saveText(const Json& save);

struct LoadedSave {
  Save save;
  std::unique_ptr<State> state;  // the state at the cursor (of the current branch)
};

// Reads a save and replays it; throws InputError naming the first thing that is wrong
// ("actions[6] 'place hand r0 at 9,9': the card neither covers nor touches the stall").
LoadedSave loadSave(const Json& json);

}  // namespace vb
