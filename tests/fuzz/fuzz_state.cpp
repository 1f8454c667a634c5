// fuzz_state: bytes -> JSON text -> a snapshot or scenario of any game (vb::stateFromJson).
// A state the engine accepts must be sound: invariants, legal actions and their text and JSON forms,
// every seat's view, the score sheet, clone and the JSON round trip, and a few legal moves on clones.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::unique_ptr<vb::State> state;
  try {
    state = vb::stateFromJson(vb::parseJsonText(text, "input"));
  } catch (const vb::InputError&) {
    return 0;  // refused with a reason: fine
  }
  vbfuzz::checkState(*state, /*deep=*/true);
  return 0;
}
