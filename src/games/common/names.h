// Name tables: the fixed words a game writes for its crops, posts, phases and score lines, looked up
// both ways, and lists of them for refusals ("must be take, power, last-round or over").
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace vb::common {

// The name of entry `i`, or "?" outside the table.
inline std::string_view nameIn(std::span<const std::string_view> names, int i) {
  return i >= 0 && static_cast<std::size_t>(i) < names.size() ? names[static_cast<std::size_t>(i)]
                                                              : std::string_view("?");
}

// The entry named `name`, or -1.
inline int indexIn(std::span<const std::string_view> names, std::string_view name) {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return static_cast<int>(i);
  return -1;
}

// The names joined by ", ", the last one by `last` instead (" or ": "a, b or c"; ", ": "a, b, c").
inline std::string joinNames(std::span<const std::string_view> names, std::string_view last) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i)
    out.append(i == 0 ? "" : i + 1 == names.size() ? last : std::string_view(", ")).append(names[i]);
  return out;
}

}  // namespace vb::common
