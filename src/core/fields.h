// Reading hand-written JSON (scenarios, snapshots): refusals that name the field.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>

#include "veggiebox/core/game.h"

namespace vb::fields {

[[noreturn]] inline void refuse(const std::string& where, const std::string& why) {
  throw InputError(where + ": " + why);
}

// Refuses the first key of `j` that is not `known`, naming it ("players[0].colour: not a field of a
// player").
inline void onlyFields(const Json& j, const std::string& where, std::initializer_list<const char*> known,
                       const std::string& what) {
  for (const auto& item : j.items()) {
    const std::string& key = item.key();
    if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; }))
      refuse(where.empty() ? key : where + "." + key, "not a field of " + what);
  }
}

inline int readSeat(const Json& j, const std::string& where, int players) {
  if (!j.is_number_integer() || j.get<int>() < 0 || j.get<int>() >= players)
    refuse(where, "must be a seat number from 0 to " + std::to_string(players - 1));
  return j.get<int>();
}

// The "options" object of a state, checked against the game's options with defaults filled in
// ("options.scoring: ..."); `example` shows the form in the refusal.
inline Options readOptions(const Game& game, const Json& j, const std::string& example) {
  Options options;
  if (j.contains("options")) {
    if (!j["options"].is_object()) refuse("options", "must be an object such as " + example);
    for (const auto& [k, v] : j["options"].items()) {
      if (!v.is_string()) refuse("options." + k, "must be a string");
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
    refuse("seed", "must be a whole number, 0 or more");
  return seed.get<std::uint64_t>();
}

}  // namespace vb::fields
