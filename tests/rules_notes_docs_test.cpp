// The rules pages read as a player reads the rules (docs/rules/garden.md#rules-notes): every
// Interpretation note, every file and test name and the rules decisions sit in the "Rules notes"
// section at the end of the page, in every language; each section of the rules that has notes
// links its own notes there, and each notes subsection belongs to a section of the rules.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "rules_docs.h"

namespace rules_notes_docs_test {

namespace {

constexpr const char* kNotes = "rules-notes";

// The page cut where the Rules notes begin: the rules, and the notes.
std::pair<std::string, std::string> splitAtTheNotes(const std::string& text) {
  const std::size_t at = text.find("{#" + std::string(kNotes) + "}");
  if (at == std::string::npos) return {text, ""};
  const std::size_t line = text.rfind('\n', at);
  return {text.substr(0, line + 1), text.substr(line + 1)};
}

// Every "(#notes-x)" link of `text`, counted.
std::map<std::string, int> notesLinks(const std::string& text) {
  std::map<std::string, int> out;
  const std::string open = "](#notes-";
  for (std::size_t at = text.find(open); at != std::string::npos; at = text.find(open, at + 1)) {
    const std::size_t end = text.find(')', at);
    ++out[text.substr(at + 3, end - at - 3)];
  }
  return out;
}

TEST(RulesNotesDocs, NotesFileNamesAndReasonsAreAtTheEnd) {
  for (const std::string& game : vbtest::rulesGames()) {
    for (const vbtest::RulesPage& page : vbtest::rulesPages(game)) {
      SCOPED_TRACE(game + " " + page.language.code);
      const auto [rules, notes] = splitAtTheNotes(page.text);
      ASSERT_FALSE(notes.empty()) << "no Rules notes section";
      // The notes are the page's last section: no level-2 heading after theirs.
      EXPECT_EQ(notes.find("\n## "), std::string::npos);
      EXPECT_EQ(rules.find("> **" + page.language.interpretation), std::string::npos);
      EXPECT_NE(notes.find("> **" + page.language.interpretation), std::string::npos);
      for (const char* word : {"tests/", "seeds/", "src/", ".cpp", "rules-decisions", "_test"})
        EXPECT_EQ(rules.find(word), std::string::npos) << word << " before the Rules notes";
      EXPECT_NE(rules.find("](#" + std::string(kNotes) + ")"), std::string::npos)
          << "the opening paragraph links the Rules notes";
    }
  }
}

TEST(RulesNotesDocs, EachSectionLinksItsOwnNotesOnce) {
  for (const std::string& game : vbtest::rulesGames()) {
    for (const vbtest::RulesPage& page : vbtest::rulesPages(game)) {
      SCOPED_TRACE(game + " " + page.language.code);
      const auto [rules, notes] = splitAtTheNotes(page.text);
      const std::vector<std::string> ruleAnchors = vbtest::pageAnchors(rules);
      const std::set<std::string> sections(ruleAnchors.begin(), ruleAnchors.end());
      std::set<std::string> subsections;
      for (const std::string& anchor : vbtest::pageAnchors(notes)) {
        if (anchor.rfind("notes-", 0) != 0) continue;
        subsections.insert(anchor);
        EXPECT_EQ(sections.count(anchor.substr(6)), 1u) << anchor << " names no section of the rules";
        EXPECT_NE(vbtest::pageSection(notes, anchor).find("> **" + page.language.interpretation),
                  std::string::npos)
            << anchor << " holds no note";
      }
      EXPECT_FALSE(subsections.empty());
      const std::map<std::string, int> links = notesLinks(rules);
      for (const std::string& anchor : subsections) {
        const auto link = links.find(anchor);
        EXPECT_TRUE(link != links.end() && link->second == 1)
            << anchor << " is not linked once from its section";
        // The link sits in the section the notes are about.
        EXPECT_NE(vbtest::pageSection(rules, anchor.substr(6)).find("](#" + anchor + ")"), std::string::npos)
            << anchor;
      }
      for (const auto& [anchor, count] : links)
        EXPECT_EQ(subsections.count(anchor), 1u) << "a link to #" << anchor << ", which is no notes heading";
    }
  }
}

// The notes of the English page and of each translation are the same subsections in the same order,
// so that a reader switching language finds the same note at the same place.
TEST(RulesNotesDocs, EveryLanguageHasTheSameNotes) {
  for (const std::string& game : vbtest::rulesGames()) {
    const auto pages = vbtest::rulesPages(game);
    const std::vector<std::string> english = vbtest::pageAnchors(splitAtTheNotes(pages.front().text).second);
    for (const vbtest::RulesPage& page : pages) {
      SCOPED_TRACE(game + " " + page.language.code);
      EXPECT_EQ(vbtest::pageAnchors(splitAtTheNotes(page.text).second), english);
    }
  }
}

}  // namespace
}  // namespace rules_notes_docs_test
