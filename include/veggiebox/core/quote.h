// Putting untrusted text into a one-line message: short, printable, never a library's own words.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "veggiebox/core/game.h"

namespace vb {

// How much of a value a message quotes at most, in characters.
inline constexpr std::size_t kQuoteLimit = 60;

// `text` in single quotes for a message: control characters and bytes that are not UTF-8 escaped
// (\n, \t, \x1b, ...), cut after `limit` characters with "..." and the full length in bytes.
std::string quote(std::string_view text, std::size_t limit = kQuoteLimit);

// A JSON value for a message: a short scalar as written, anything else by its type and size
// ("an object with 3 fields", "an array of 200000 items", "the string '...'"). Never dumps a deep
// or long value whole.
std::string describeJson(const Json& value);

// A field path with `key` added: "players[0].name", or players[0]["odd key"] when the key is not
// a plain name (quoted as above, so a NUL or a newline in a key cannot cut or break the message).
std::string fieldPath(const std::string& where, std::string_view key);

// Why `name` cannot be a player's name, or empty when it can: at least one visible character,
// at most kNameLimit characters, UTF-8, no control characters.
inline constexpr std::size_t kNameLimit = 40;
std::string nameProblem(std::string_view name);

// A message for one line of a terminal or a status bar: control characters and bytes that are not
// UTF-8 escaped as quote() does, and cut after `limit` characters.
std::string oneLine(std::string_view message, std::size_t limit = 500);

// True when `text` is well-formed UTF-8.
bool isUtf8(std::string_view text);

}  // namespace vb
