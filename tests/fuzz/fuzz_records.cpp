// fuzz_records: bytes -> one line of `simulate --records` (docs/lab.md#records) -> lab::recordSave ->
// what the app's "Open a game" does with that save (GameController::replay): the deal, every action
// applied in order, then the save written with that state and loaded as any save file is.
//
// Properties: a save the line gives either replays or is refused with an InputError; the state it
// replays to is sound (vbfuzz::checkState) and equal to the one loadSave replays.
#include "fuzz_common.h"
#include "veggiebox/lab/lab.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  vb::Save save;
  std::unique_ptr<vb::State> state;
  try {
    save = vb::lab::recordSave(vb::parseJsonText(text, "input"));
    state = save.startState();
    for (std::size_t i = 0; i < save.cursor; ++i)
      if (!state->apply(state->parseAction(save.actions[i])).ok) return 0;
  } catch (const vb::InputError&) {
    return 0;
  }
  vbfuzz::checkState(*state, /*deep=*/false);
  vb::LoadedSave loaded;
  try {
    loaded = vb::loadSave(save.toJson(*state));
  } catch (const vb::InputError&) {
    // loadSave checks more than a replay (the players' names and bots: docs/saves.md); a line that
    // names a player as no save may is refused there, as the app refuses it.
    return 0;
  }
  vbfuzz::require(loaded.state->equals(*state),
                  "a records line's save loads to another state than it replays", state.get());
  return 0;
}
