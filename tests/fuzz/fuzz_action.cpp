// fuzz_action: an action text or action JSON against a live state.
//
// Input: byte 0 picks one of vbfuzz::fixedStates() (each game at several points of a fixed game, and
// the worked examples); byte 1 picks the form; the rest is the action:
//   form % 3 == 0: action text  -> parseAction, then applyText on the state
//   form % 3 == 1: action JSON  -> parseJsonText + parseActionJson, then apply
//   form % 3 == 2: 8 raw bytes  -> apply(ActionId) with an arbitrary id
// A refused action must leave the state equal to a clone taken before; an accepted one must have been
// in legalActions() and lead to a sound state.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto& states = vbfuzz::fixedStates();
  vbfuzz::Reader in(data, size);
  const std::size_t pick = in.byte() % states.size();
  const int form = in.byte() % 3;
  auto state = states[pick]->clone();

  if (form == 0) {
    const std::string text = in.rest();
    std::optional<vb::ActionId> id;
    try {
      id = state->parseAction(text);
    } catch (const vb::InputError&) {
    }
    if (id) {
      // An id read from text is one whose text reads back to it, when it is legal.
      const auto legal = state->legalActions();
      if (std::binary_search(legal.begin(), legal.end(), *id)) {
        const std::string canonical = state->actionText(*id);
        vbfuzz::require(state->parseAction(canonical) == *id,
                        "parseAction(actionText(id)) != id for '" + canonical + "'", state.get());
      }
    }
    vbfuzz::checkApply(*state, "text '" + text + "'", id, [&](vb::State& s) { return s.applyText(text); });
  } else if (form == 1) {
    vb::Json j;
    try {
      j = vb::parseJsonText(in.rest(), "action");
    } catch (const vb::InputError&) {
      return 0;
    }
    vb::ActionId id = 0;
    try {
      id = state->parseActionJson(j);
    } catch (const vb::InputError&) {
      return 0;
    }
    vbfuzz::checkApply(*state, "JSON " + j.dump(), id, [&](vb::State& s) { return s.apply(id); });
  } else {
    const vb::ActionId id = static_cast<vb::ActionId>(in.u64());
    vbfuzz::checkApply(*state, "id " + std::to_string(id), id, [&](vb::State& s) { return s.apply(id); });
  }
  return 0;
}
