// fuzz_play: structure-aware play. The bytes choose a game, a player count, a seed and options, then
// a sequence of moves, each one of:
//   byte   0-199: a legal action, by index into legalActions() (two index bytes when there are >256)
//   byte 200-219: an arbitrary ActionId (8 bytes)
//   byte 220-229: a legal id shifted by a small signed delta
//   byte 230-241: a legal action's text, mutated (a byte replaced, a suffix, or fuzzer text)
//   byte 242-249: a legal action's JSON with one value replaced, or fuzzer JSON text
//   byte 250-255: reload the state from its own snapshot and play on with the copy
// After every move: a refusal changes nothing; an acceptance was legal and leaves a state whose
// invariants hold, whose legal actions are well formed and whose snapshot round-trips. Stops when the
// game is over or the bytes run out.
#include "fuzz_common.h"

namespace {

using vbfuzz::Reader;

std::size_t pickIndex(Reader& in, std::size_t n) {
  if (n <= 256) return in.byte() % n;
  return in.u16() % n;
}

std::string mutateText(Reader& in, const std::string& legal) {
  const std::uint8_t how = in.byte() % 4;
  if (how == 0) return in.text(in.byte() % 24);  // fuzzer text
  std::string t = legal;
  if (how == 1) return t + in.text(in.byte() % 8);  // a suffix
  if (how == 2 && !t.empty()) {
    t[in.byte() % t.size()] = static_cast<char>(in.byte());  // one byte replaced
    return t;
  }
  // A number in the text replaced by a fuzzer-chosen one.
  const std::size_t at = t.find_first_of("0123456789");
  if (at == std::string::npos) return t + " " + std::to_string(static_cast<std::int64_t>(in.u64()));
  const std::size_t end = t.find_first_not_of("0123456789", at);
  const std::int64_t v = static_cast<std::int64_t>(in.u64());
  return t.substr(0, at) + std::to_string(v) + (end == std::string::npos ? "" : t.substr(end));
}

vb::Json mutateJson(Reader& in, vb::Json j) {
  const std::uint8_t how = in.byte() % 4;
  if (how == 0) {
    try {
      return vb::parseJsonText(in.text(in.byte() % 48), "action");
    } catch (const vb::InputError&) {
      return vb::Json();
    }
  }
  if (!j.is_object() || j.empty()) return j;
  auto it = j.begin();
  std::advance(it, in.byte() % j.size());
  switch (how) {
    case 1:
      *it = static_cast<std::int64_t>(in.u64());
      break;
    case 2:
      *it = in.text(in.byte() % 12);
      break;
    default:
      j.erase(it.key());
      break;
  }
  return j;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Reader in(data, size);
  const auto games = vb::allGames();
  const vb::Game& game = *games[in.byte() % games.size()];
  const int span = game.maxPlayers() - game.minPlayers() + 1;
  const int players = game.minPlayers() + in.byte() % span;
  vb::Setup setup;
  for (int i = 0; i < players; ++i) setup.names.push_back("P" + std::to_string(i + 1));
  setup.seed = in.u64();
  for (const auto& spec : game.options()) {
    const std::size_t v = in.byte() % (spec.values.size() + 1);
    if (v < spec.values.size()) setup.options[spec.key] = spec.values[v];
  }
  std::unique_ptr<vb::State> state;
  try {
    state = game.newGame(setup);
  } catch (const vb::InputError&) {
    return 0;  // an option value that does not fit the player count ("first=3" with two players)
  }
  vbfuzz::checkState(*state, /*deep=*/false);

  const int limit = game.maxDecisions(players);
  int decisions = 0;
  while (!state->isOver() && !in.empty()) {
    const auto legal = state->legalActions();
    const std::uint8_t kind = in.byte();
    vb::State& s = *state;
    if (kind < 200) {
      const vb::ActionId a = legal[pickIndex(in, legal.size())];
      const std::string text = s.actionText(a);
      vbfuzz::checkApply(s, "legal '" + text + "'", a, [&](vb::State& st) {
        const vb::Outcome o = st.apply(a);
        vbfuzz::require(
            o.ok, vbfuzz::describe(st) + ": the legal action '" + text + "' is refused: " + o.reason, &st);
        return o;
      });
      ++decisions;
      vbfuzz::require(decisions <= limit,
                      vbfuzz::describe(s) + ": more decisions than maxDecisions() = " + std::to_string(limit),
                      &s);
      // The views and action forms cost more than the rest: every fourth decision.
      if (decisions % 4 == 0) {
        vbfuzz::checkActionForms(s, s.legalActions(), 8);
        vbfuzz::checkViews(s);
      }
    } else if (kind < 220) {
      const vb::ActionId a = static_cast<vb::ActionId>(in.u64());
      vbfuzz::checkApply(s, "id " + std::to_string(a), a, [&](vb::State& st) { return st.apply(a); });
    } else if (kind < 230) {
      const vb::ActionId a = legal[pickIndex(in, legal.size())] + static_cast<std::int8_t>(in.byte());
      vbfuzz::checkApply(s, "id " + std::to_string(a), a, [&](vb::State& st) { return st.apply(a); });
    } else if (kind < 242) {
      const std::string text = mutateText(in, s.actionText(legal[pickIndex(in, legal.size())]));
      std::optional<vb::ActionId> id;
      try {
        id = s.parseAction(text);
      } catch (const vb::InputError&) {
      }
      vbfuzz::checkApply(s, "text '" + text + "'", id, [&](vb::State& st) { return st.applyText(text); });
    } else if (kind < 250) {
      const vb::Json j = mutateJson(in, s.actionJson(legal[pickIndex(in, legal.size())]));
      vb::ActionId id = 0;
      try {
        id = s.parseActionJson(j);
      } catch (const vb::InputError&) {
        continue;
      }
      vbfuzz::checkApply(s, "JSON " + j.dump(), id, [&](vb::State& st) { return st.apply(id); });
    } else {
      std::unique_ptr<vb::State> copy;
      try {
        copy = vb::stateFromJson(s.toJson());
      } catch (const vb::InputError& e) {
        vbfuzz::fail(vbfuzz::describe(s) + ": toJson() is refused by fromJson(): " + e.what(), &s);
      }
      vbfuzz::require(copy->equals(s), vbfuzz::describe(s) + ": the reloaded state is not equal", &s);
      state = std::move(copy);
    }
  }
  if (state->isOver()) {
    vbfuzz::checkLegal(*state);
    vbfuzz::checkInvariants(*state, "at the end");
    vbfuzz::checkViews(*state);
    vbfuzz::checkRoundTrip(*state);
  }
  return 0;
}
