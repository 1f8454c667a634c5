// Reading a lab report back (`merge`: docs/lab.md#shards-and-merge), a file from anyone: every
// refusal names the field and what it found, never a library's message.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>

#include "core/fields.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb::lab::report {

// The largest count or sum a report's field holds: far above any run's (kMaxGames games), and small
// enough that a few of them multiplied by a seat count or added up stay exact in 64 bits.
inline constexpr std::int64_t kBig = std::int64_t{1} << 52;

// The field `key` of the object `object` (`where` its path, "" for the report itself).
inline const Json& field(const Json& object, const std::string& where, const std::string& key) {
  if (!object.is_object())
    throw InputError(where.empty() ? tx("the report: expected an object")
                                   : tx("{1}: expected an object", where));
  const auto it = object.find(key);
  if (it == object.end()) throw InputError(tx("{1}: missing", fieldPath(where, key)));
  return *it;
}

inline std::int64_t whole(const Json& value, const std::string& where, std::int64_t low, std::int64_t high) {
  if (!value.is_number_integer())
    fields::refuse(where, tx("expected a whole number, not {1}", describeJson(value)));
  if (!fields::isIntIn(value, low, high))
    fields::refuse(where, tx("must be from {1} to {2}, not {3}", low, high, value.dump()));
  return value.get<std::int64_t>();
}

// A total over the reports merged: within the range one report may hold, so that what merge writes
// merge reads again.
template <class T>
T inRange(T sum, const std::string& where, T low, T high) {
  if (!(sum >= low && sum <= high))
    fields::refuse(where, tx("the sum is out of the range a report holds ({1} to {2})",
                             static_cast<std::int64_t>(low), static_cast<std::int64_t>(high)));
  return sum;
}

inline std::int64_t wholeField(const Json& object, const std::string& where, const std::string& key,
                               std::int64_t low, std::int64_t high) {
  return whole(field(object, where, key), fieldPath(where, key), low, high);
}

inline const Json& arrayField(const Json& object, const std::string& where, const std::string& key) {
  const Json& value = field(object, where, key);
  if (!value.is_array()) throw InputError(tx("{1}: expected an array", fieldPath(where, key)));
  return value;
}

// Refuses a key of the object at `where` that a report does not have (so that a misspelt or
// invented field is never silently left out of a sum).
[[noreturn]] inline void notAField(const std::string& where, const std::string& key) {
  fields::refuse(fieldPath(where, key), tx("not a field of {1}", tx("a lab report")));
}

inline void onlyFields(const Json& object, const std::string& where,
                       std::initializer_list<const char*> known) {
  if (!object.is_object()) throw InputError(tx("{1}: expected an object", where));
  for (const auto& item : object.items())
    if (std::find(known.begin(), known.end(), item.key()) == known.end()) notAField(where, item.key());
}

}  // namespace vb::lab::report
