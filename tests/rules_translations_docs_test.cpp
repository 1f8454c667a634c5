// The Italian and Spanish rules pages mirror the English one (docs/translating.md#words): the same
// headings with the same anchors in the same order, as many Interpretation notes, and in every
// section the same numbers, code blocks, tables, links and action texts. The English page is
// checked against the engine by the other docs tests, so through this one every language is.
#include <map>

#include "rules_docs.h"

namespace rules_translations_docs_test {

namespace {

using vbtest::RulesPage;

// A page cut at every heading: the anchor of each part ("" for the text above the first heading)
// and its text.
std::vector<std::pair<std::string, std::string>> sections(const std::string& text) {
  std::vector<std::pair<std::string, std::string>> out = {{"", ""}};
  bool fenced = false;
  for (const std::string& line : vbtest::pageLines(text)) {
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    const std::size_t level = fenced ? 0 : vbtest::headingLevel(line);
    if (level > 0)
      out.emplace_back(vbtest::headingAnchor(line.substr(level + 1)), "");
    else
      out.back().second += line + "\n";
  }
  return out;
}

// The text of a section outside its code blocks.
std::string prose(const std::string& section) {
  std::string out;
  bool fenced = false;
  for (const std::string& line : vbtest::pageLines(section)) {
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    if (!fenced && line.rfind("```", 0) != 0) out += line + "\n";
  }
  return out;
}

// The words of a code block that are data, not prose: those with a digit (`0,3`, `R13`, `t2`)
// and those of capitals, dots, stars and brackets (`S`, `B`, `.`, `[G13]`), without the
// punctuation around them. "after:" or "dopo:" and "(first free card on top)" are prose and may be
// translated; the garden's crop words stay the engine's ids, as `show` prints them.
std::vector<std::string> dataWords(const std::string& block) {
  std::vector<std::string> out;
  std::istringstream in(block);
  for (std::string word; in >> word;) {
    const std::size_t begin = word.find_first_not_of(":,;()");
    if (begin == std::string::npos) continue;
    word = word.substr(begin, word.find_last_not_of(":,;()") + 1 - begin);
    const bool digit = std::any_of(word.begin(), word.end(), [](unsigned char c) { return std::isdigit(c); });
    const bool symbols = std::all_of(word.begin(), word.end(), [](unsigned char c) {
      return std::isupper(c) || c == '.' || c == '*' || c == '[' || c == ']';
    });
    if (digit || symbols) out.push_back(word);
  }
  return out;
}

std::vector<std::string> linkTargets(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t at = text.find("]("); at != std::string::npos; at = text.find("](", at + 2))
    out.push_back(text.substr(at + 2, text.find(')', at) - at - 2));
  return out;
}

std::map<int, int> countNumbers(const std::string& text) {
  std::map<int, int> out;
  for (int n : vbtest::pageNumbers(text)) ++out[n];
  return out;
}

// The lines that open an Interpretation note, "> **Interpretazione:**" or
// "> **Interpretazione (regole pubblicate):**".
int notes(const RulesPage& page) {
  int out = 0;
  for (const std::string& line : vbtest::pageLines(page.text))
    if (line.rfind("> **" + page.language.interpretation, 0) == 0) ++out;
  return out;
}

void expectMirrors(const RulesPage& english, const RulesPage& page) {
  SCOPED_TRACE("docs/rules/" + page.game + "." + page.language.code + ".md");
  EXPECT_EQ(vbtest::pageAnchors(page.text), vbtest::pageAnchors(english.text));
  bool fenced = false;
  for (const std::string& line : vbtest::pageLines(page.text)) {
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    if (fenced || vbtest::headingLevel(line) == 0) continue;
    EXPECT_TRUE(line.find(" {#") != std::string::npos && line.back() == '}')
        << "a translated heading names the English page's anchor: " << line;
  }
  EXPECT_GT(notes(english), 0);
  EXPECT_EQ(notes(page), notes(english)) << "Interpretation notes";

  const auto theirs = sections(english.text), ours = sections(page.text);
  ASSERT_EQ(ours.size(), theirs.size());
  for (std::size_t s = 0; s < ours.size(); ++s) {
    SCOPED_TRACE("section #" + theirs[s].first);
    const std::string& en = theirs[s].second;
    const std::string& tr = ours[s].second;
    EXPECT_EQ(countNumbers(prose(tr)), countNumbers(prose(en))) << "the numbers of the text";
    EXPECT_EQ(linkTargets(prose(tr)), linkTargets(prose(en))) << "links and pictures";
    const auto ticks = [](const std::string& t) { return std::count(t.begin(), t.end(), '`'); };
    EXPECT_EQ(ticks(prose(tr)), ticks(prose(en))) << "inline code (action texts, options, files)";
    EXPECT_EQ(vbtest::pageBlocks(tr, "json"), vbtest::pageBlocks(en, "json")) << "scenario blocks";
    const auto enBlocks = vbtest::pageBlocks(en), trBlocks = vbtest::pageBlocks(tr);
    ASSERT_EQ(trBlocks.size(), enBlocks.size()) << "code blocks";
    for (std::size_t b = 0; b < trBlocks.size(); ++b)
      EXPECT_EQ(dataWords(trBlocks[b]), dataWords(enBlocks[b])) << "code block " << b << ":\n" << trBlocks[b];
    const auto enTables = vbtest::pageTables(en), trTables = vbtest::pageTables(tr);
    ASSERT_EQ(trTables.size(), enTables.size()) << "tables";
    for (std::size_t t = 0; t < trTables.size(); ++t) {
      ASSERT_EQ(trTables[t].size(), enTables[t].size()) << "rows of table " << t;
      for (std::size_t r = 0; r < trTables[t].size(); ++r) {
        ASSERT_EQ(trTables[t][r].size(), enTables[t][r].size()) << "cells of table " << t << " row " << r;
        for (std::size_t c = 0; c < trTables[t][r].size(); ++c)
          EXPECT_EQ(vbtest::pageNumbers(trTables[t][r][c]), vbtest::pageNumbers(enTables[t][r][c]))
              << "table " << t << " row " << r << ": " << trTables[t][r][c];
      }
    }
  }
}

TEST(RulesTranslationsDocs, EveryTranslatedPageMirrorsTheEnglishOne) {
  for (const std::string& game : vbtest::rulesGames()) {
    const auto pages = vbtest::rulesPages(game);
    for (std::size_t i = 1; i < pages.size(); ++i) expectMirrors(pages[0], pages[i]);
  }
}

// The checks above read what they compare: a heading, a note, a number or a code word that moved
// is seen.
TEST(RulesTranslationsDocs, TheStructureIsRead) {
  EXPECT_EQ(vbtest::headingAnchor("Il raccolto {#the-harvest}"), "the-harvest");
  EXPECT_EQ(vbtest::headingAnchor("The harvest"), "the-harvest");
  EXPECT_EQ(vbtest::pageAnchors("# A {#a}\n```\n# no\n```\n## B c\n"),
            (std::vector<std::string>{"a", "b-c"}));
  EXPECT_EQ(dataWords("prima:   t0 1  t1 2  t3 B\n(la prima carta libera)  [G13] S . carrot*\n"),
            (std::vector<std::string>{"t0", "1", "t1", "2", "t3", "B", "[G13]", "S", "."}));
  EXPECT_EQ(vbtest::pageNumbers("| 2 \u00d7 \u22122 = \u22124 |"), (std::vector<int>{2, 2, 4}));
  const auto tables = vbtest::pageTables("| a | b |\n|---|---|\n| 1 | 2 |\n\ntext\n| c |\n");
  ASSERT_EQ(tables.size(), 2u);
  EXPECT_EQ(tables[0].size(), 2u);
  EXPECT_EQ(tables[0][1][1], " 2 ");
  const std::string page = "# T {#t}\nintro\n## S {#s}\nA\n### U {#u}\nB\n## V {#v}\nC\n";
  EXPECT_EQ(vbtest::pageSection(page, "s"), "A\n### U {#u}\nB\n") << "a section holds its subsections";
  EXPECT_EQ(sections(page).size(), 5u);
  const RulesPage it{
      "garden", {"it", "Interpretazione"}, "> **Interpretazione:** a\n> **Interpretation:** b\n"};
  EXPECT_EQ(notes(it), 1);
}

}  // namespace
}  // namespace rules_translations_docs_test
