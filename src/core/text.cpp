#include "veggiebox/core/text.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "core/catalogue_text.h"

namespace vb {

namespace {

// The key of an entry: context, U+0004, English (gettext's own convention for msgctxt).
std::string keyOf(std::string_view context, std::string_view english) {
  if (context.empty()) return std::string(english);
  std::string key(context);
  key += '\x04';
  key += english;
  return key;
}

struct Catalogue {
  std::string code;
  std::map<std::string, std::vector<std::string>, std::less<>> entries;
  std::vector<CatalogueEntry> list;
};

// Reads one "…" string of a .po line, with its escapes.
std::string unquote(std::string_view s) {
  const size_t open = s.find('"');
  const size_t close = s.rfind('"');
  if (open == std::string_view::npos || close <= open) return {};
  std::string out;
  for (size_t i = open + 1; i < close; ++i) {
    if (s[i] != '\\' || i + 1 >= close) {
      out += s[i];
      continue;
    }
    const char e = s[++i];
    out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
  }
  return out;
}

// gettext's .po format, as far as the catalogues use it: msgctxt, msgid, msgid_plural, msgstr and
// msgstr[N], each string possibly continued on the next lines; '#' lines are comments. An entry
// marked fuzzy or left empty is not a translation (the check in scripts/i18n refuses both).
void readPo(std::string_view po, Catalogue& into) {
  CatalogueEntry entry;
  std::string* field = nullptr;
  bool fuzzy = false;
  bool hasStr = false;  // the entry has reached its msgstr: the next comment or msgid starts another
  auto finish = [&] {
    const bool complete = !entry.english.empty() && !fuzzy && !entry.translations.empty() &&
                          std::none_of(entry.translations.begin(), entry.translations.end(),
                                       [](const std::string& t) { return t.empty(); });
    if (complete) {
      into.entries[keyOf(entry.context, entry.english)] = entry.translations;
      into.list.push_back(entry);
    }
    entry = CatalogueEntry{};
    field = nullptr;
    fuzzy = false;
    hasStr = false;
  };
  size_t pos = 0;
  while (pos < po.size()) {
    size_t end = po.find('\n', pos);
    if (end == std::string_view::npos) end = po.size();
    std::string_view line = po.substr(pos, end - pos);
    pos = end + 1;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty()) continue;
    const bool starts = line.starts_with("#") || line.starts_with("msgctxt") ||
                        (line.starts_with("msgid") && !line.starts_with("msgid_plural"));
    if (starts && hasStr) finish();
    if (line.starts_with("#,") && line.find("fuzzy") != std::string_view::npos) fuzzy = true;
    if (line.starts_with("#")) continue;
    if (line.starts_with("\"")) {
      if (field != nullptr) *field += unquote(line);
    } else if (line.starts_with("msgctxt")) {
      entry.context = unquote(line);
      field = &entry.context;
    } else if (line.starts_with("msgid_plural")) {
      entry.plural = unquote(line);
      field = &entry.plural;
    } else if (line.starts_with("msgid")) {
      entry.english = unquote(line);
      field = &entry.english;
    } else if (line.starts_with("msgstr")) {
      size_t index = 0;
      if (line.size() > 7 && line[6] == '[') index = static_cast<size_t>(std::atoi(line.data() + 7));
      if (entry.translations.size() <= index) entry.translations.resize(index + 1);
      entry.translations[index] = unquote(line);
      field = &entry.translations[index];
      hasStr = true;
    }
  }
  finish();
}

std::unique_ptr<Catalogue> load(std::string_view code) {
  auto catalogue = std::make_unique<Catalogue>();
  catalogue->code = code;
  for (const text_detail::EmbeddedCatalogue& e : text_detail::embeddedCatalogues())
    if (e.language == code) readPo(e.po, *catalogue);
  return catalogue;
}

// Catalogues are read once and never freed, so a thread may keep using the one it found.
const Catalogue* catalogueFor(std::string_view code) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<Catalogue>, std::less<>> loaded;
  const std::lock_guard<std::mutex> lock(mutex);
  auto it = loaded.find(code);
  if (it == loaded.end()) it = loaded.emplace(std::string(code), load(code)).first;
  return it->second.get();
}

std::atomic<const Catalogue*> current{nullptr};

std::string lowerCode(std::string_view code) {
  std::string out;
  for (char c : code) {
    if (c == '_' || c == '-' || c == '.' || c == '@') break;
    out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  }
  return out;
}

}  // namespace

const std::vector<std::string>& languages() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out{"en"};
    for (const text_detail::EmbeddedCatalogue& e : text_detail::embeddedCatalogues())
      if (std::find(out.begin(), out.end(), e.language) == out.end()) out.emplace_back(e.language);
    std::sort(out.begin() + 1, out.end());
    return out;
  }();
  return codes;
}

std::string languageOf(std::string_view code) {
  const std::string lang = lowerCode(code);
  const std::vector<std::string>& known = languages();
  return std::find(known.begin(), known.end(), lang) != known.end() ? lang : std::string();
}

void setLanguage(std::string_view code) {
  const std::string lang = languageOf(code);
  current.store(lang.empty() || lang == "en" ? nullptr : catalogueFor(lang));
}

std::string language() {
  const Catalogue* c = current.load();
  return c == nullptr ? "en" : c->code;
}

std::string languageFromEnvironment() {
  auto env = [](const char* name) -> std::string_view {
    const char* v = std::getenv(name);
    return v == nullptr ? std::string_view() : std::string_view(v);
  };
  // The locale first: under C or POSIX gettext ignores LANGUAGE.
  std::string_view locale = env("LC_ALL");
  if (locale.empty()) locale = env("LC_MESSAGES");
  if (locale.empty()) locale = env("LANG");
  if (locale.empty() || locale == "C" || locale == "POSIX" || locale.starts_with("C.")) {
    return "en";
  }
  std::string_view list = env("LANGUAGE");
  while (!list.empty()) {
    const size_t colon = list.find(':');
    std::string lang = languageOf(list.substr(0, colon));
    if (!lang.empty()) return lang;
    if (colon == std::string_view::npos) break;
    list.remove_prefix(colon + 1);
  }
  const std::string lang = languageOf(locale);
  return lang.empty() ? "en" : lang;
}

namespace text_detail {

std::string translate(std::string_view context, std::string_view english) {
  const Catalogue* c = current.load();
  if (c != nullptr) {
    auto it = c->entries.find(keyOf(context, english));
    if (it != c->entries.end()) return it->second.front();
  }
  return std::string(english);
}

std::string translatePlural(std::string_view english, std::string_view plural, long long n) {
  // English, Italian and Spanish share gettext's rule "nplurals=2; plural=(n != 1)".
  const size_t form = n == 1 ? 0 : 1;
  const Catalogue* c = current.load();
  if (c != nullptr) {
    auto it = c->entries.find(english);
    if (it != c->entries.end() && form < it->second.size()) return it->second[form];
  }
  return std::string(form == 0 ? english : plural);
}

std::string substitute(std::string_view pattern, const std::vector<std::string>& args) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9' &&
        pattern[i + 2] == '}') {
      const size_t index = static_cast<size_t>(pattern[i + 1] - '1');
      if (index < args.size()) {
        out += args[index];
        i += 2;
        continue;
      }
    }
    out += pattern[i];
  }
  return out;
}

}  // namespace text_detail

namespace {
std::string joined(const std::vector<std::string>& items, const std::string& last) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? last : ", ";
    out += items[i];
  }
  return out;
}
}  // namespace

std::string listAnd(const std::vector<std::string>& items) {
  // TRANSLATORS: between the last two items of a list, with its spaces: "a, b and c".
  return joined(items, txc("list", " and "));
}

std::string listOr(const std::vector<std::string>& items) {
  // TRANSLATORS: between the last two items of a list of choices, with its spaces: "a, b or c".
  return joined(items, txc("list", " or "));
}

std::string decimal(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", std::clamp(decimals, 0, 12), value);
  std::string out = buffer;
  // TRANSLATORS: the decimal mark of numbers such as 0.53 (a comma in Italian and Spanish).
  const std::string mark = txc("number", ".");
  if (mark != ".") {
    const size_t dot = out.find('.');
    if (dot != std::string::npos) out.replace(dot, 1, mark);
  }
  return out;
}

std::vector<CatalogueEntry> catalogueEntries(std::string_view language) {
  const std::string lang = languageOf(language);
  if (lang.empty() || lang == "en") return {};
  return catalogueFor(lang)->list;
}

}  // namespace vb
