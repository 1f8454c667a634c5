// Reading untrusted JSON files: bounded in size and depth, strict about duplicate keys, and with
// refusals a person can act on (the file, the line and column or the field, never a library's
// message id). docs/saves.md and docs/scenarios.md document the limits.
#pragma once

#include <cstddef>
#include <string>

#include "veggiebox/core/game.h"

namespace vb {

// The largest file read: 16 MiB, far above any save or scenario (a finished game saves in ~20 KiB).
inline constexpr std::size_t kMaxInputBytes = std::size_t{16} << 20;
// The deepest nesting read: saves and scenarios need 6 levels.
inline constexpr int kMaxJsonDepth = 32;
// The most values (objects, arrays, strings, numbers, ...) in one file: a long save holds a few
// thousand, a lab report of many bots tens of thousands.
inline constexpr std::size_t kMaxJsonValues = 500000;

// Reads a whole file, or standard input for "-"; throws InputError if it cannot be read, is not a
// regular file (a folder, a device, a FIFO, a socket: docs/cli.md#files-exit-codes-and-errors) or is larger
// than kMaxInputBytes.
std::string readTextFile(const std::string& path);

// A file's path for a message: escaped onto one line, and a very long one cut to its end.
std::string pathForMessage(const std::string& path);

// Parses JSON text; throws InputError naming `where` and, for a syntax error, the line and column;
// for a key given twice in one object or nesting deeper than kMaxJsonDepth, the field.
Json parseJsonText(const std::string& text, const std::string& where);

// Reads a variant file (docs/variants.md) for `game`; throws InputError naming the file and the field.
Variant readVariantFile(const Game& game, const std::string& path);

}  // namespace vb
