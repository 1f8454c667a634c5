// Shared by the libFuzzer targets in tests/fuzz (and the corpus maker): the property checks every
// target runs on a state, a small front-to-back byte reader, and the fixed states of fuzz_action.
//
// Only vb::InputError is an expected refusal. Any other exception escaping the engine is a bug and
// is left to escape (std::terminate, which libFuzzer reports as a crash). A violated property prints
// what failed and calls abort().
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/save.h"

namespace vbfuzz {

[[noreturn]] inline void fail(const std::string& what, const vb::State* state = nullptr) {
  std::fprintf(stderr, "\n*** VEGGIEBOX FUZZ PROPERTY VIOLATED: %s\n", what.c_str());
  if (state != nullptr) {
    // Best effort: the state may be what is broken, so print it last.
    std::fprintf(stderr, "*** state: %s\n", state->toJson().dump().c_str());
  }
  std::fflush(stderr);
  std::abort();
}

inline void require(bool ok, const std::string& what, const vb::State* state = nullptr) {
  if (!ok) fail(what, state);
}

// Reads the fuzzer's bytes front to back; past the end every read gives 0 / empty.
class Reader {
 public:
  Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  bool empty() const { return pos_ >= size_; }
  std::size_t left() const { return empty() ? 0 : size_ - pos_; }
  std::uint8_t byte() { return empty() ? 0 : data_[pos_++]; }
  std::uint16_t u16() { return static_cast<std::uint16_t>(byte() | (byte() << 8)); }
  std::uint64_t u64() {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(byte()) << (8 * i);
    return v;
  }
  // `n` bytes (fewer at the end) as a string.
  std::string text(std::size_t n) {
    n = std::min(n, left());
    std::string s(reinterpret_cast<const char*>(data_ + pos_), n);
    pos_ += n;
    return s;
  }
  std::string rest() { return text(left()); }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

inline std::string describe(const vb::State& s) {
  return std::string(s.game().id()) + " (" + std::to_string(s.numPlayers()) + " players)";
}

// The snapshot reads back to an equal state, and it is a fixed point: a second round trip writes the
// same JSON.
inline void checkRoundTrip(const vb::State& s) {
  const vb::Json j = s.toJson();
  std::unique_ptr<vb::State> back;
  try {
    back = vb::stateFromJson(j);
  } catch (const vb::InputError& e) {
    fail(describe(s) + ": toJson() is refused by fromJson(): " + e.what(), &s);
  }
  require(back->equals(s) && s.equals(*back), describe(s) + ": fromJson(toJson()) is not equal to the state",
          &s);
  const vb::Json again = back->toJson();
  require(again == j, describe(s) + ": toJson(fromJson(toJson())) differs from toJson(): " + again.dump(),
          &s);
}

inline void checkInvariants(const vb::State& s, const std::string& when) {
  const auto problems = s.checkInvariants();
  if (!problems.empty()) {
    std::string all;
    for (const auto& p : problems) all += "\n    " + p;
    fail(describe(s) + ": " + when + ": checkInvariants() reports:" + all, &s);
  }
}

// legalActions() is ascending, has no two alike, and is empty exactly when the game is over; the
// current player matches.
inline std::vector<vb::ActionId> checkLegal(const vb::State& s) {
  const auto legal = s.legalActions();
  for (std::size_t i = 1; i < legal.size(); ++i)
    require(legal[i - 1] < legal[i],
            describe(s) + ": legalActions() is not strictly ascending at index " + std::to_string(i), &s);
  const int cp = s.currentPlayer();
  if (s.isOver()) {
    require(legal.empty(), describe(s) + ": the game is over but legalActions() is not empty", &s);
    require(cp == -1, describe(s) + ": the game is over but currentPlayer() is " + std::to_string(cp), &s);
  } else {
    require(!legal.empty(), describe(s) + ": the game is not over but legalActions() is empty", &s);
    require(cp >= 0 && cp < s.numPlayers(),
            describe(s) + ": currentPlayer() " + std::to_string(cp) + " is not a seat", &s);
  }
  return legal;
}

// Each of these legal actions reads back from its text and its JSON form, and has words.
inline void checkActionForms(const vb::State& s, const std::vector<vb::ActionId>& legal, std::size_t limit) {
  const std::size_t step = legal.size() <= limit ? 1 : legal.size() / limit + 1;
  for (std::size_t i = 0; i < legal.size(); i += step) {
    const vb::ActionId a = legal[i];
    const std::string text = s.actionText(a);
    vb::ActionId back = -1;
    try {
      back = s.parseAction(text);
    } catch (const vb::InputError& e) {
      fail(describe(s) + ": parseAction('" + text + "') of a legal action is refused: " + e.what(), &s);
    }
    require(back == a,
            describe(s) + ": parseAction('" + text + "') gives " + std::to_string(back) + ", not " +
                std::to_string(a),
            &s);
    const vb::Json j = s.actionJson(a);
    try {
      back = s.parseActionJson(j);
    } catch (const vb::InputError& e) {
      fail(describe(s) + ": parseActionJson(" + j.dump() + ") of a legal action is refused: " + e.what(), &s);
    }
    require(back == a,
            describe(s) + ": parseActionJson(" + j.dump() + ") gives " + std::to_string(back) + ", not " +
                std::to_string(a),
            &s);
    (void)s.describeAction(a);
  }
}

inline void checkViews(const vb::State& s) {
  for (int seat = -1; seat < s.numPlayers(); ++seat) {
    (void)s.observation(seat);
    (void)s.render(seat);
    (void)s.playerName(seat < 0 ? 0 : seat);
  }
  const vb::ScoreSheet sheet = s.scoreSheet();
  (void)sheet;
}

// Everything a state read from outside must satisfy. `deep` also applies a few legal actions to
// clones and checks the states they lead to.
inline void checkState(const vb::State& s, bool deep) {
  require(s.numPlayers() >= s.game().minPlayers() && s.numPlayers() <= s.game().maxPlayers(),
          describe(s) + ": the player count is outside the game's range", &s);
  checkInvariants(s, "after reading");
  const auto legal = checkLegal(s);
  checkActionForms(s, legal, 64);
  checkViews(s);
  const auto copy = s.clone();
  require(copy->equals(s) && s.equals(*copy), describe(s) + ": clone() is not equal to the state", &s);
  checkRoundTrip(s);
  if (!deep || legal.empty()) return;
  const vb::ActionId picks[] = {legal.front(), legal[legal.size() / 2], legal.back()};
  for (vb::ActionId a : picks) {
    auto next = s.clone();
    const std::string text = s.actionText(a);
    const vb::Outcome o = next->apply(a);
    require(o.ok, describe(s) + ": the legal action '" + text + "' is refused: " + o.reason, &s);
    checkInvariants(*next, "after '" + text + "'");
    checkLegal(*next);
    checkRoundTrip(*next);
  }
}

// Applies `apply` to `s`. A refusal must leave the state as it was; an acceptance must be of a legal
// action (when `id` is known) and lead to a sound state.
template <class F>
void checkApply(vb::State& s, const std::string& what, std::optional<vb::ActionId> id, F&& apply) {
  const auto before = s.clone();
  const auto legalBefore = s.legalActions();
  const vb::Outcome o = apply(s);
  if (!o.ok) {
    require(s.equals(*before) && before->equals(s),
            describe(s) + ": the refused action " + what + " changed the state (" + o.reason + ")",
            before.get());
    require(s.toJson() == before->toJson(),
            describe(s) + ": the refused action " + what + " changed toJson()", before.get());
    return;
  }
  if (id)
    require(std::binary_search(legalBefore.begin(), legalBefore.end(), *id),
            describe(s) + ": the action " + what + " (id " + std::to_string(*id) +
                ") was accepted but is not in legalActions()",
            before.get());
  checkInvariants(s, "after " + what);
  checkLegal(s);
  checkRoundTrip(s);
}

// --- fixed states for fuzz_action and the corpus ---------------------------------------------------

inline std::unique_ptr<vb::State> newGame(std::string_view game, int players, std::uint64_t seed,
                                          vb::Options options = {}) {
  vb::Setup setup;
  for (int i = 0; i < players; ++i) setup.names.push_back("P" + std::to_string(i + 1));
  setup.seed = seed;
  setup.options = std::move(options);
  return vb::findGame(game)->newGame(setup);
}

// A fixed, deterministic walk: `steps` actions picked by a small LCG from legalActions().
inline void walk(vb::State& s, int steps, std::uint64_t salt) {
  std::uint64_t x = salt * 6364136223846793005ULL + 1442695040888963407ULL;
  for (int i = 0; i < steps && !s.isOver(); ++i) {
    const auto legal = s.legalActions();
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    const vb::ActionId a = legal[(x >> 33) % legal.size()];
    const vb::Outcome o = s.apply(a);
    require(o.ok, "walk: a legal action was refused: " + o.reason, &s);
  }
}

inline std::string readFileOrEmpty(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The states fuzz_action picks from with its first byte: each game at its start, early, in the middle
// and near the end, with fixed seeds, plus the hand-written worked examples under tests/data. The
// order is fixed: the corpus depends on it.
inline const std::vector<std::unique_ptr<vb::State>>& fixedStates() {
  static const std::vector<std::unique_ptr<vb::State>> states = [] {
    std::vector<std::unique_ptr<vb::State>> out;
    struct Plan {
      const char* game;
      int players;
      std::uint64_t seed;
      vb::Options options;
    };
    const Plan plans[] = {
        {"veggies", 2, 7, {}},
        {"veggies", 4, 2026, {{"scoring", "all-spaces"}}},
        {"garden", 2, 7, {}},
        {"garden", 4, 2026, {}},
        {"vegetables", 4, 7, {{"hands", "1"}}},
        {"vegetables", 4, 2026, {{"hands", "2"}}},
    };
    for (const Plan& p : plans) {
      auto s = newGame(p.game, p.players, p.seed, p.options);
      // The length of this walk's whole game, then states at its start, after two decisions, halfway
      // and two decisions before the end.
      auto probe = s->clone();
      int length = 0;
      while (!probe->isOver()) {
        walk(*probe, 1, p.seed + static_cast<std::uint64_t>(length));
        ++length;
      }
      int done = 0;
      for (int target : {0, 2, length / 2, length - 2}) {
        for (; done < target; ++done) walk(*s, 1, p.seed + static_cast<std::uint64_t>(done));
        out.push_back(s->clone());
      }
    }
#ifdef VEGGIEBOX_SOURCE_DIR
    for (const char* rel :
         {"tests/data/veggies/worked-example.json", "tests/data/garden/worked-example.json"}) {
      const std::string text = readFileOrEmpty(std::string(VEGGIEBOX_SOURCE_DIR) + "/" + rel);
      if (text.empty()) continue;
      try {
        out.push_back(vb::stateFromJson(vb::parseJsonText(text, rel)));
      } catch (const vb::InputError&) {
        // The engine may have tightened its reader; the other states still serve.
      }
    }
#endif
    return out;
  }();
  return states;
}

}  // namespace vbfuzz
