#include "veggiebox/core/json_input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <iostream>
#include <vector>

#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb {

namespace {

std::string displayName(const std::string& path) {
  return path == "-" ? tx("standard input") : pathForMessage(path);
}

std::string tooLarge(const std::string& where) {
  return tx("{1}: is larger than {2} MiB, the most VeggieBox reads", where, kMaxInputBytes >> 20);
}

// Reads at most kMaxInputBytes + 1 bytes, so that a stream that never ends is refused, not read.
std::string readBounded(std::istream& in, const std::string& path) {
  std::string text;
  std::vector<char> buffer(std::size_t{1} << 16);
  while (in && text.size() <= kMaxInputBytes) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    text.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
  }
  if (text.size() > kMaxInputBytes) throw InputError(tooLarge(displayName(path)));
  if (in.bad()) throw InputError(tx("{1}: cannot be read", displayName(path)));
  return text;
}

// Builds the value from nlohmann's SAX events, as its own DOM parser does, and also refuses a key
// given twice (JSON leaves it open; silently keeping the last would hide a typo) and nesting past
// kMaxJsonDepth (a deep value would overflow the stack of every recursive copy and comparison).
class BoundedBuilder {
 public:
  using number_integer_t = Json::number_integer_t;
  using number_unsigned_t = Json::number_unsigned_t;
  using number_float_t = Json::number_float_t;
  using string_t = Json::string_t;
  using binary_t = Json::binary_t;

  Json root;
  std::string refusal;  // the field and the reason when the builder stopped the parse
  bool syntax = false;  // true when the parser stopped it
  std::size_t errorByte = 0;
  std::string errorReason;

  bool null() { return put(Json(nullptr)); }
  bool boolean(bool v) { return put(Json(v)); }
  bool number_integer(number_integer_t v) { return put(Json(v)); }
  bool number_unsigned(number_unsigned_t v) { return put(Json(v)); }
  bool number_float(number_float_t v, const string_t&) { return put(Json(v)); }
  bool string(string_t& v) { return put(Json(std::move(v))); }
  bool binary(binary_t&) { return put(Json()); }
  bool start_object(std::size_t) { return open(Json::object()); }
  bool start_array(std::size_t) { return open(Json::array()); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  bool key(string_t& k) {
    if (stack_.back().value->contains(k)) {
      refusal = tx("{1}: given twice in one object", fieldPath(path(stack_.size() - 1), k));
      return false;
    }
    stack_.back().key = std::move(k);
    return true;
  }
  bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& e) {
    syntax = true;
    errorByte = position;
    // 406 is a number too large for a double (1e400); anything else is a syntax error.
    errorReason = e.id == 406         ? tx("the number {1} is too large", quote(lastToken))
                  : lastToken.empty() ? tx("not valid JSON")
                                      : tx("not valid JSON near {1}", quote(lastToken));
    return false;
  }

 private:
  struct Level {
    Json* value;
    std::string key;  // the key being read, in an object
  };

  // The field path through the first `levels` levels ("players[1].stall"): in the innermost one,
  // where the next value goes; in the others, the value being read, which is already in place.
  std::string path(std::size_t levels) const {
    std::string out;
    for (std::size_t i = 0; i < levels; ++i) {
      const Level& level = stack_[i];
      const bool innermost = i + 1 == stack_.size();
      if (level.value->is_array())
        out.append("[").append(std::to_string(level.value->size() - (innermost ? 0 : 1))).append("]");
      else
        out = fieldPath(out, level.key);
    }
    return out;
  }

  Json* place(Json&& v) {
    if (stack_.empty()) {
      root = std::move(v);
      return &root;
    }
    Level& top = stack_.back();
    if (top.value->is_array()) {
      top.value->push_back(std::move(v));
      return &top.value->back();
    }
    Json& slot = (*top.value)[top.key];
    slot = std::move(v);
    return &slot;
  }
  bool put(Json&& v) {
    if (!count()) return false;
    place(std::move(v));
    return true;
  }
  // Every value costs memory far beyond its bytes in the text ("{}" is 2 bytes, an object ~50), so
  // their number is bounded too: 16 MiB of padding is refused at the limit, not read into gigabytes.
  bool count() {
    if (++values_ <= kMaxJsonValues) return true;
    refusal = tx("{1}: more than {2} values in one file", path(std::min<std::size_t>(stack_.size(), 2)),
                 kMaxJsonValues);
    return false;
  }
  bool open(Json&& container) {
    if (!count()) return false;
    if (static_cast<int>(stack_.size()) >= kMaxJsonDepth) {
      // Named by its first levels: the whole path would be as long as the nesting.
      refusal =
          tx("{1}: nested more than {2} levels deep",
             path(std::min<std::size_t>(stack_.size(), 3)) + (stack_.size() > 3 ? "..." : ""), kMaxJsonDepth);
      return false;
    }
    Json* v = place(std::move(container));
    stack_.push_back(Level{v, {}});
    return true;
  }
  bool close() {
    stack_.pop_back();
    return true;
  }

  std::vector<Level> stack_;
  std::size_t values_ = 0;
};

}  // namespace

std::string readTextFile(const std::string& path) {
  if (path == "-") return readBounded(std::cin, path);
  const std::string where = pathForMessage(path);
  if (path.find('\0') != std::string::npos) throw InputError(tx("{1}: a file name cannot hold a NUL", where));
  // Opened without blocking, so that a FIFO with no writer is refused rather than waited on; only
  // a regular file is then read (docs/cli.md#files-exit-codes-and-errors): a device or a FIFO may never end
  // or block.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) throw InputError(tx("{1}: cannot be opened", where));
  struct stat info {};
  const bool statted = ::fstat(fd, &info) == 0;
  if (!statted || !S_ISREG(info.st_mode)) {
    ::close(fd);
    if (statted && S_ISDIR(info.st_mode)) throw InputError(tx("{1}: is a folder, not a file", where));
    throw InputError(
        tx("{1}: is not a plain file (a device, a pipe or a socket); VeggieBox reads only files", where));
  }
  std::string text;
  std::vector<char> buffer(std::size_t{1} << 16);
  for (;;) {
    const ssize_t n = ::read(fd, buffer.data(), buffer.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      ::close(fd);
      throw InputError(tx("{1}: cannot be read", where));
    }
    if (n == 0) break;
    text.append(buffer.data(), static_cast<std::size_t>(n));
    if (text.size() > kMaxInputBytes) {
      ::close(fd);
      throw InputError(tooLarge(where));
    }
  }
  ::close(fd);
  return text;
}

std::string pathForMessage(const std::string& path) {
  // The end of a long path names the file; oneLine keeps a control character from breaking the line.
  constexpr std::size_t kKeep = 200;
  std::size_t from = path.size() > kKeep ? path.size() - kKeep : 0;
  while (from < path.size() && (static_cast<unsigned char>(path[from]) & 0xC0) == 0x80) ++from;
  return (from > 0 ? "..." : "") + oneLine(std::string_view(path).substr(from));
}

Json parseJsonText(const std::string& text, const std::string& where) {
  if (text.size() > kMaxInputBytes) throw InputError(tooLarge(where));
  BoundedBuilder builder;
  const bool ok = Json::sax_parse(text, &builder, Json::input_format_t::json, true, false);
  if (ok) return std::move(builder.root);
  if (!builder.refusal.empty()) throw InputError(where + ": " + builder.refusal);
  // nlohmann reports a byte offset; turn it into a line and column a person can find.
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < std::min(builder.errorByte == 0 ? 0 : builder.errorByte - 1, text.size());
       ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  throw InputError(where + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
                   builder.errorReason);
}

}  // namespace vb
