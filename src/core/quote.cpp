#include "veggiebox/core/quote.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>

#include "veggiebox/core/text.h"

namespace vb {

namespace {

// The length of the UTF-8 sequence starting at text[i], or 0 when it is not one (overlong forms,
// surrogates and code points past U+10FFFF are not UTF-8 either).
std::size_t sequenceLength(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b = byte(i);
  if (b < 0x80) return 1;
  std::size_t n = 0;
  std::uint32_t cp = 0;
  if ((b & 0xE0) == 0xC0) {
    n = 2, cp = b & 0x1F;
  } else if ((b & 0xF0) == 0xE0) {
    n = 3, cp = b & 0x0F;
  } else if ((b & 0xF8) == 0xF0) {
    n = 4, cp = b & 0x07;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  static constexpr std::uint32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kSmallest[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

std::string hexByte(unsigned char b) {
  char buf[5];
  std::snprintf(buf, sizeof buf, "\\x%02x", b);
  return buf;
}

// C1 control characters (U+0080 to U+009F) steer terminals as C0 ones do.
bool isC1(std::string_view text, std::size_t i, std::size_t n) {
  return n == 2 && static_cast<unsigned char>(text[i]) == 0xC2 &&
         static_cast<unsigned char>(text[i + 1]) < 0xA0;
}

bool plainKey(std::string_view key) {
  if (key.empty()) return false;
  for (char c : key)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) return false;
  return true;
}

}  // namespace

bool isUtf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = sequenceLength(text, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

namespace {

// What follows a text cut short: its whole length ("... (120000 bytes)").
std::string cutNote(std::size_t bytes) { return tx("... ({1} bytes)", bytes); }

// `text` with control characters and bytes that are not UTF-8 escaped, cut after `limit`
// characters with a note of the whole length. In a quotation a quote mark and a backslash are
// escaped too, so the quotation's end is never in doubt.
std::string escaped(std::string_view text, std::size_t limit, bool quotation) {
  std::string out;
  std::size_t shown = 0, i = 0;
  while (i < text.size() && shown < limit) {
    const std::size_t n = sequenceLength(text, i);
    const auto b = static_cast<unsigned char>(text[i]);
    if (n == 0) {
      out += hexByte(b);
      i += 1;
    } else if (n == 1 && (b < 0x20 || b == 0x7F)) {
      out += b == '\n' ? "\\n" : b == '\t' ? "\\t" : b == '\r' ? "\\r" : hexByte(b);
      i += 1;
    } else if (isC1(text, i, n)) {
      out += hexByte(b) + hexByte(static_cast<unsigned char>(text[i + 1]));
      i += n;
    } else if (quotation && n == 1 && (b == '\'' || b == '\\')) {
      out += '\\';
      out += text[i];
      i += 1;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
    ++shown;
  }
  if (quotation) out = "'" + out + "'";
  if (i < text.size()) out += cutNote(text.size());
  return out;
}

}  // namespace

std::string quote(std::string_view text, std::size_t limit) { return escaped(text, limit, true); }

std::string oneLine(std::string_view message, std::size_t limit) { return escaped(message, limit, false); }

std::string describeJson(const Json& value) {
  switch (value.type()) {
    case Json::value_t::null:
      return "null";
    case Json::value_t::boolean:
      return value.get<bool>() ? "true" : "false";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
      return value.dump();
    case Json::value_t::number_float:
      return tx("the number {1}", value.dump());
    case Json::value_t::string: {
      // As JSON writes it ("R6"), control characters escaped; a long one cut at a character.
      const std::string& text = value.get_ref<const std::string&>();
      std::size_t end = 0, chars = 0;
      while (end < text.size() && chars < kQuoteLimit)
        end += std::max<std::size_t>(1, sequenceLength(text, end)), ++chars;
      const std::string shown = Json(text.substr(0, std::min(end, text.size())))
                                    .dump(-1, ' ', false, Json::error_handler_t::replace);
      return end < text.size() ? shown + cutNote(text.size()) : shown;
    }
    case Json::value_t::object:
      return value.empty() ? tx("an empty object") : tx("an object with {1} fields", value.size());
    case Json::value_t::array:
      return value.empty() ? tx("an empty array") : tx("an array of {1} items", value.size());
    case Json::value_t::binary:
    case Json::value_t::discarded:
      return tx("a value of no JSON type");
  }
  return tx("a value");
}

std::string fieldPath(const std::string& where, std::string_view key) {
  if (plainKey(key)) return where.empty() ? std::string(key) : where + "." + std::string(key);
  return where + "[" + quote(key) + "]";
}

std::string nameProblem(std::string_view name) {
  if (!isUtf8(name)) return tx("is not valid UTF-8 text");
  std::size_t chars = 0;
  bool visible = false;
  for (std::size_t i = 0; i < name.size(); i += sequenceLength(name, i)) {
    const auto b = static_cast<unsigned char>(name[i]);
    if (b < 0x20 || b == 0x7F || isC1(name, i, sequenceLength(name, i)))
      return tx("holds a control character");
    if (b != ' ') visible = true;
    ++chars;
  }
  if (!visible) return txc("a name", "is empty");
  if (chars > kNameLimit) return tx("is longer than {1} characters", kNameLimit);
  return {};
}

}  // namespace vb
