// The engine's catalogue (include/veggiebox/core/text.h, docs/architecture.md#languages): lookups,
// positional placeholders, plurals, lists and numbers in each language, and the language a program
// takes from its environment.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "veggiebox/core/text.h"

namespace text_test {

namespace {

// Each test leaves the engine speaking English, as every other test expects.
class Text : public ::testing::Test {
 protected:
  void TearDown() override { vb::setLanguage("en"); }
};

TEST_F(Text, EnglishIsTheSourceAndPlaceholdersArePositional) {
  vb::setLanguage("en");
  EXPECT_EQ(vb::language(), "en");
  EXPECT_EQ(vb::tx("{2} after {1}", "one", 2), "2 after one");
  EXPECT_EQ(vb::tx("{1} and {1}", std::string("x")), "x and x");
  EXPECT_EQ(vb::tx("no placeholders"), "no placeholders");
  // A brace that is not a placeholder, or one with no argument, stays as written.
  EXPECT_EQ(vb::tx("{x} {3} {1}", 7), "{x} {3} 7");
}

TEST_F(Text, PluralFormsFollowTheCount) {
  vb::setLanguage("en");
  EXPECT_EQ(vb::txn(1, "{1} card", "{1} cards", 1), "1 card");
  EXPECT_EQ(vb::txn(0, "{1} card", "{1} cards", 0), "0 cards");
  EXPECT_EQ(vb::txn(2, "one card", "{1} cards", 2), "2 cards");
}

TEST_F(Text, ListsAndNumbersFollowTheLanguage) {
  vb::setLanguage("en");
  EXPECT_EQ(vb::listAnd({"a", "b", "c"}), "a, b and c");
  EXPECT_EQ(vb::listOr({"a", "b"}), "a or b");
  EXPECT_EQ(vb::listOr({"a"}), "a");
  EXPECT_EQ(vb::listAnd({}), "");
  EXPECT_EQ(vb::decimal(0.526, 2), "0.53");
  vb::setLanguage("it");
  EXPECT_EQ(vb::language(), "it");
  EXPECT_EQ(vb::listAnd({"a", "b", "c"}), "a, b e c");
  EXPECT_EQ(vb::listOr({"a", "b"}), "a o b");
  EXPECT_EQ(vb::decimal(0.526, 2), "0,53");
  vb::setLanguage("es");
  EXPECT_EQ(vb::listAnd({"a", "b"}), "a y b");
  EXPECT_EQ(vb::decimal(12.5, 1), "12,5");
}

TEST_F(Text, UnknownLanguagesAreEnglish) {
  for (const char* code : {"", "C", "xx", "fr_FR.UTF-8"}) {
    vb::setLanguage(code);
    EXPECT_EQ(vb::language(), "en") << code;
    EXPECT_EQ(vb::listAnd({"a", "b"}), "a and b") << code;
  }
  EXPECT_EQ(vb::languageOf("it_IT.UTF-8"), "it");
  EXPECT_EQ(vb::languageOf("ES"), "es");
  EXPECT_EQ(vb::languageOf("es-AR"), "es");
  EXPECT_EQ(vb::languageOf("de"), "");
}

TEST_F(Text, EveryCatalogueIsCompiledIn) {
  EXPECT_EQ(vb::languages(), (std::vector<std::string>{"en", "es", "it"}));
  for (const char* lang : {"it", "es"}) EXPECT_FALSE(vb::catalogueEntries(lang).empty()) << lang;
  EXPECT_TRUE(vb::catalogueEntries("en").empty());
}

// Sets the environment for one case and puts it back after.
class Environment {
 public:
  Environment(const char* language, const char* lcAll, const char* lcMessages, const char* lang) {
    set("LANGUAGE", language);
    set("LC_ALL", lcAll);
    set("LC_MESSAGES", lcMessages);
    set("LANG", lang);
  }
  ~Environment() {
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
  }
  Environment(const Environment&) = delete;
  Environment& operator=(const Environment&) = delete;

 private:
  static void set(const char* name, const char* value) {
    if (value == nullptr) {
      unsetenv(name);
    } else {
      setenv(name, value, 1);
    }
  }
};

TEST_F(Text, TheEnvironmentChoosesAsGettextDoes) {
  {
    const Environment env(nullptr, nullptr, nullptr, "it_IT.UTF-8");
    EXPECT_EQ(vb::languageFromEnvironment(), "it");
  }
  {
    const Environment env(nullptr, "es_ES.UTF-8", nullptr, "it_IT.UTF-8");
    EXPECT_EQ(vb::languageFromEnvironment(), "es");  // LC_ALL wins over LANG
  }
  {
    const Environment env(nullptr, nullptr, "es_ES.UTF-8", "it_IT.UTF-8");
    EXPECT_EQ(vb::languageFromEnvironment(), "es");  // LC_MESSAGES wins over LANG
  }
  {
    const Environment env("de:es:it", nullptr, nullptr, "en_GB.UTF-8");
    EXPECT_EQ(vb::languageFromEnvironment(), "es");  // LANGUAGE's first language with a catalogue
  }
  {
    const Environment env("it", "C", nullptr, nullptr);
    EXPECT_EQ(vb::languageFromEnvironment(), "en");  // the C locale ignores LANGUAGE
  }
  {
    const Environment env(nullptr, nullptr, nullptr, "de_DE.UTF-8");
    EXPECT_EQ(vb::languageFromEnvironment(), "en");
  }
  {
    const Environment env(nullptr, nullptr, nullptr, nullptr);
    EXPECT_EQ(vb::languageFromEnvironment(), "en");
  }
}

}  // namespace
}  // namespace text_test
