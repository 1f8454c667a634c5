// Reading hand-written JSON (scenarios, snapshots): refusals that name the field.
#pragma once

#include <algorithm>
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

}  // namespace vb::fields
