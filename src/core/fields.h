// Reading hand-written JSON (scenarios, snapshots): refusals that name the field.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb::fields {

[[noreturn]] inline void refuse(const std::string& where, const std::string& why) {
  throw InputError(where + ": " + why);
}

// Refuses the first key of `j` that is not `known`, naming it ("players[0].colour: not a field of a
// player"). `what` is already in the reader's language (tx("a player")).
inline void onlyFields(const Json& j, const std::string& where, std::initializer_list<const char*> known,
                       const std::string& what) {
  for (const auto& item : j.items()) {
    const std::string& key = item.key();
    if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; }))
      refuse(fieldPath(where, key), tx("not a field of {1}", what));
  }
}

// True when `j` is a whole number from lo to hi. JSON integers arrive as 64-bit signed or unsigned
// values: compare them as such, never after a narrowing get<int>() (4294967297 is not 1).
inline bool isIntIn(const Json& j, std::int64_t lo, std::int64_t hi) {
  if (j.is_number_unsigned()) {
    const std::uint64_t v = j.get<std::uint64_t>();
    return hi >= 0 && v <= static_cast<std::uint64_t>(hi) && static_cast<std::int64_t>(v) >= lo;
  }
  if (!j.is_number_integer()) return false;
  const std::int64_t v = j.get<std::int64_t>();
  return v >= lo && v <= hi;
}

// A whole number from lo to hi; refuses naming the field, the range and what it found ("must be a
// card id from 1 to 40, not 4294967297"). `what` says what the number is, in the reader's language.
inline int readInt(const Json& j, const std::string& where, int lo, int hi,
                   const std::string& what = tx("a number")) {
  if (!isIntIn(j, lo, hi))
    refuse(where, tx("must be {1} from {2} to {3}, not {4}", what, lo, hi, describeJson(j)));
  return static_cast<int>(j.get<std::int64_t>());
}

// The exact decimal text of a whole number in an action's JSON form, which is then read as the
// action's text with its own range checks; anything else is refused naming the field.
inline std::string integerText(const Json& j, const std::string& field) {
  if (!j.is_number_integer()) refuse(field, tx("must be a whole number, not {1}", describeJson(j)));
  return j.dump();
}

// The words of an action's text form. An action is one line of printable words separated by
// spaces; a control character (a newline, an escape) is refused rather than read as a space.
inline std::vector<std::string> actionWords(std::string_view text) {
  if (std::any_of(text.begin(), text.end(),
                  [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; }))
    throw InputError(tx("{1}: an action is one line of words separated by spaces", quote(text)));
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i > start) words.emplace_back(text.substr(start, i - start));
  }
  return words;
}

inline int readSeat(const Json& j, const std::string& where, int players) {
  return readInt(j, where, 0, players - 1, tx("a seat number"));
}

// A player's name: a string that fits on a score sheet and a terminal (see nameProblem).
inline std::string readName(const Json& j, const std::string& where) {
  if (!j.is_string()) refuse(where, tx("must be a name (a string), not {1}", describeJson(j)));
  const std::string& name = j.get_ref<const std::string&>();
  if (const std::string why = nameProblem(name); !why.empty()) refuse(where, tx("the name {1}", why));
  return name;
}

// The "options" object of a state, checked against the game's options with defaults filled in
// ("options.scoring: ..."); `example` shows the form in the refusal.
inline Options readOptions(const Game& game, const Json& j, const std::string& example) {
  Options options;
  if (j.contains("options")) {
    if (!j["options"].is_object()) refuse("options", tx("must be an object such as {1}", example));
    for (const auto& [k, v] : j["options"].items()) {
      if (!v.is_string()) refuse(fieldPath("options", k), tx("must be a string, not {1}", describeJson(v)));
      options[k] = v.get<std::string>();
    }
  }
  try {
    return game.resolveOptions(options);
  } catch (const InputError& e) {
    throw InputError(std::string("options: ") + e.what());
  }
}

// The "seed" field (default 0): a whole number, 0 or more, up to 2^64 - 1.
inline std::uint64_t readSeed(const Json& j) {
  if (!j.contains("seed")) return 0;
  const Json& seed = j["seed"];
  if (!(seed.is_number_unsigned() || (seed.is_number_integer() && seed.get<std::int64_t>() >= 0)))
    refuse("seed", tx("must be a whole number from {1} to {2}, not {3}", 0, "18446744073709551615",
                      describeJson(seed)));
  return seed.get<std::uint64_t>();
}

}  // namespace vb::fields
