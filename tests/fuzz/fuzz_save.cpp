// fuzz_save: bytes -> JSON text -> vb::loadSave. A save the engine accepts must replay to a sound
// state, and writing it again (Save::toJson with that state) must load back to an equal state.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  vb::LoadedSave loaded;
  try {
    loaded = vb::loadSave(vb::parseJsonText(text, "input"));
  } catch (const vb::InputError&) {
    return 0;
  }
  vbfuzz::require(loaded.state != nullptr, "loadSave() accepted the save but gave no state");
  const vb::State& s = *loaded.state;
  vbfuzz::require(static_cast<std::size_t>(s.numPlayers()) == loaded.save.seats.size(),
                  "loadSave(): the state's seats differ from the save's players", &s);
  vbfuzz::require(loaded.save.cursor <= loaded.save.actions.size(), "loadSave(): cursor past the actions",
                  &s);
  vbfuzz::checkState(s, /*deep=*/false);

  const vb::Json again = loaded.save.toJson(s);
  vb::LoadedSave reloaded;
  try {
    reloaded = vb::loadSave(again);
  } catch (const vb::InputError& e) {
    vbfuzz::fail(
        std::string("a save written by Save::toJson is refused: ") + e.what() + "\n*** save: " + again.dump(),
        &s);
  }
  vbfuzz::require(reloaded.state->equals(s), "a save written by Save::toJson loads to a different state", &s);
  vbfuzz::require(reloaded.save.actions == loaded.save.actions &&
                      reloaded.save.cursor == loaded.save.cursor &&
                      reloaded.save.seats == loaded.save.seats && reloaded.save.seed == loaded.save.seed,
                  "a save written by Save::toJson reads back with a different timeline", &s);
  return 0;
}
