// The engine's sentences in the reader's language (docs/architecture.md#languages).
//
// Every sentence the engine, the bots, the lab and the CLI show a person is written in English in
// the source, marked with tx() (or txn() when it depends on a count, txc() when the same English
// needs two translations), and looked up in the catalogue of the current language: po/<domain>/
// <lang>.po, gettext's format, compiled into the engine. Placeholders are positional, {1} to {9},
// so that a translation may put them in another order:
//
//   tx("{1} takes card {2} from the market", name, card)
//   txn(n, "{1} card", "{1} cards", n)
//
// Words that are data, not sentences (action texts such as "take 2", JSON fields, anchors, save
// files), are never translated: a save or a script reads the same in every language.
#pragma once

#include <concepts>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

// Marks a string for the catalogue where it is defined (a table of names), without translating
// it there; tx(name) translates it where it is shown. xgettext finds it by this name.
#define VB_N(text) text

namespace vb {

// The languages with a catalogue, English first: "en", "es", "it".
const std::vector<std::string>& languages();

// Chooses the language of every later tx(). An unknown code, "" or "C" means English. Safe to call
// while other threads translate (they see the old or the new catalogue, never half of one).
void setLanguage(std::string_view code);
// The current language's code ("en", "it", "es").
std::string language();
// The language a program should use when none is asked for: gettext's order of LANGUAGE (its
// first language with a catalogue), LC_ALL, LC_MESSAGES and LANG; "it_IT.UTF-8" is "it". English
// when none names a language with a catalogue, or the locale is C or POSIX.
std::string languageFromEnvironment();
// The language a code names ("it", "it_IT", "it-IT.UTF-8"), or "" when it names none with a
// catalogue.
std::string languageOf(std::string_view code);

namespace text_detail {
std::string translate(std::string_view context, std::string_view english);
std::string translatePlural(std::string_view english, std::string_view plural, long long n);
std::string substitute(std::string_view pattern, const std::vector<std::string>& args);

inline std::string argument(const std::string& s) { return s; }
inline std::string argument(std::string_view s) { return std::string(s); }
inline std::string argument(const char* s) { return s; }
inline std::string argument(char c) { return std::string(1, c); }
template <std::integral T>
requires(!std::same_as<T, char> && !std::same_as<T, bool>) std::string argument(T n) {
  return std::to_string(n);
}
}  // namespace text_detail

// The English text in the current language, with {1}…{9} replaced by the arguments.
template <class... Args>
std::string tx(std::string_view english, const Args&... args) {
  std::string t = text_detail::translate({}, english);
  if constexpr (sizeof...(Args) == 0) {
    return t;
  } else {
    return text_detail::substitute(t, {text_detail::argument(args)...});
  }
}

// As tx(), for an English text that needs two translations: `context` tells them apart
// (gettext's msgctxt), e.g. txc("harvest slot", "empty").
template <class... Args>
std::string txc(std::string_view context, std::string_view english, const Args&... args) {
  std::string t = text_detail::translate(context, english);
  if constexpr (sizeof...(Args) == 0) {
    return t;
  } else {
    return text_detail::substitute(t, {text_detail::argument(args)...});
  }
}

// The singular or plural form for the count n, in the current language's plural rule, with the
// arguments in place ({1} is not n unless n is passed).
template <class... Args>
std::string txn(long long n, std::string_view singular, std::string_view plural, const Args&... args) {
  std::string t = text_detail::translatePlural(singular, plural, n);
  if constexpr (sizeof...(Args) == 0) {
    return t;
  } else {
    return text_detail::substitute(t, {text_detail::argument(args)...});
  }
}

// Speaks `code` until the end of the scope, then the language before it. For a single-threaded
// caller that must write data the same in every language (the CLI's JSON output: score-sheet
// labels, an observation's text).
class LanguageScope {
 public:
  explicit LanguageScope(std::string_view code) : before_(language()) { setLanguage(code); }
  ~LanguageScope() { setLanguage(before_); }
  LanguageScope(const LanguageScope&) = delete;
  LanguageScope& operator=(const LanguageScope&) = delete;

 private:
  std::string before_;
};

// "a, b and c" / "a, b or c" in the current language ("a, b e c", "a, b y c", "a, b o c").
std::string listAnd(const std::vector<std::string>& items);
std::string listOr(const std::vector<std::string>& items);
// A number with `decimals` digits after the current language's decimal mark ("0.53", "0,53").
std::string decimal(double value, int decimals);

// One language's catalogue, for the checks in tests: every English text (with its context, as
// "context\x04english") and its translations (one, or one per plural form).
struct CatalogueEntry {
  std::string context;
  std::string english;
  std::string plural;  // empty unless txn()
  std::vector<std::string> translations;
};
std::vector<CatalogueEntry> catalogueEntries(std::string_view language);

}  // namespace vb
