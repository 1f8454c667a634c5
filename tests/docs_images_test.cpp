// The pictures of the rules pages: every ![words](../img/rules/NAME.png) a page links (the same ones
// in every language) exists, is small, and is one that scripts/docs-images renders from a file under
// tests/data, and every picture that script renders is linked, so a picture can always be made
// again from its scenario.
// GCC 12 warns inside libstdc++'s <regex> at -O2 with the sanitizers (a false
// -Wmaybe-uninitialized, GCC bug 105562), which -Werror would turn into a failed build.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "rules_docs.h"

namespace docs_images_test {

namespace {

std::string docs() { return VEGGIEBOX_DOCS; }

// NAME of every ![...](../img/rules/NAME.png) of one rules page.
std::set<std::string> picturesOf(const std::string& text) {
  std::set<std::string> out;
  const std::regex link(R"(!\[[^\]]+\]\(\.\./img/rules/([a-z0-9-]+)\.png\))");
  for (std::sregex_iterator it(text.begin(), text.end(), link), end; it != end; ++it)
    out.insert((*it)[1].str());
  return out;
}

// NAME of every picture of the three rules pages, in English; each translation links the same ones.
std::set<std::string> linkedPictures() {
  std::set<std::string> out;
  for (const std::string& game : vbtest::rulesGames()) {
    const auto pages = vbtest::rulesPages(game);
    const std::set<std::string> english = picturesOf(pages.front().text);
    for (const vbtest::RulesPage& page : pages)
      EXPECT_EQ(picturesOf(page.text), english) << game << " in " << page.language.code;
    out.insert(english.begin(), english.end());
  }
  return out;
}

// NAME -> its source file, from the script's lines "NAME tests/data/GAME/FILE.json SEAT WxH".
std::map<std::string, std::string> renderedPictures() {
  std::map<std::string, std::string> out;
  const std::string script = vbtest::readFile(docs() + "/../scripts/docs-images");
  const std::regex entry(R"re("([a-z0-9-]+) (tests/data/[a-z]+/[a-z0-9-]+\.json) [0-3] [0-9]+x[0-9]+")re");
  for (std::sregex_iterator it(script.begin(), script.end(), entry), end; it != end; ++it)
    out[(*it)[1].str()] = (*it)[2].str();
  return out;
}

TEST(DocsImages, EveryLinkedPictureIsRenderedFromAScenario) {
  const auto linked = linkedPictures();
  const auto rendered = renderedPictures();
  EXPECT_GE(linked.size(), 13u) << "Veggies 2, Veggie Garden 7, VEGEtables 2.0 4";
  for (const std::string& name : linked) {
    SCOPED_TRACE(name);
    ASSERT_EQ(rendered.count(name), 1u) << "scripts/docs-images does not render it";
    const std::filesystem::path png = docs() + "/img/rules/" + name + ".png";
    ASSERT_TRUE(std::filesystem::exists(png));
    EXPECT_LT(std::filesystem::file_size(png), 200u * 1024) << "keep a picture under 200 KB";
    const std::string source = rendered.at(name);
    EXPECT_TRUE(std::filesystem::exists(std::string(VEGGIEBOX_TEST_DATA) + "/" + source.substr(11)))
        << source;
    EXPECT_EQ(name.substr(0, name.find('-')), source.substr(11, source.find('/', 11) - 11))
        << "a picture is named for its game";
  }
  for (const auto& [name, source] : rendered)
    EXPECT_EQ(linked.count(name), 1u) << name << " is linked by no page";
}

}  // namespace
}  // namespace docs_images_test
