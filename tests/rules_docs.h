// The rules pages in every language (docs/translating.md#words): docs/rules/<game>.md in English
// and docs/rules/<game>.<lang>.md in Italian and Spanish, read by structure (anchors, sections,
// code blocks, tables) so that one test checks every language's page alike.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "support.h"
#include "veggiebox/core/text.h"

namespace vbtest {

inline const std::vector<std::string>& rulesGames() {
  static const std::vector<std::string> games = {"veggies", "garden", "vegetables"};
  return games;
}

// One language of the rules pages: its code and the word that opens an Interpretation note
// ("> **Interpretation:**", "> **Interpretazione (regole pubblicate):**").
struct RulesLanguage {
  std::string code;
  std::string interpretation;
};

inline const std::vector<RulesLanguage>& rulesLanguages() {
  static const std::vector<RulesLanguage> languages = {
      {"en", "Interpretation"}, {"it", "Interpretazione"}, {"es", "Interpretaci\u00f3n"}};
  return languages;
}

inline std::string rulesPath(const std::string& game, const std::string& language) {
  return std::string(VEGGIEBOX_DOCS) + "/rules/" + game + (language == "en" ? "" : "." + language) + ".md";
}

// One rules page: its game, its language and its text.
struct RulesPage {
  std::string game;
  RulesLanguage language;
  std::string text;
};

// The page of `game` in every language, English first; a missing translation fails the test.
inline std::vector<RulesPage> rulesPages(const std::string& game) {
  std::vector<RulesPage> out;
  for (const RulesLanguage& language : rulesLanguages()) {
    const std::string path = rulesPath(game, language.code);
    EXPECT_TRUE(std::filesystem::exists(path)) << path;
    out.push_back({game, language, readFile(path)});
  }
  return out;
}

inline std::vector<std::string> pageLines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The heading of a Markdown line ("## Il raccolto {#the-harvest}" -> level 2), or 0 for a line that
// is no heading. Lines inside ``` fences are never headings: the caller tracks the fences.
inline std::size_t headingLevel(const std::string& line) {
  if (line.empty() || line[0] != '#') return 0;
  const std::size_t text = line.find_first_not_of('#');
  return text != std::string::npos && line[text] == ' ' ? text : 0;
}

// A heading's anchor: the one it names at its end, `{#the-harvest}`, as the translated pages do so
// that a refusal's Rule link lands on the same paragraph in every language, or else its slug
// (headingSlug), as the English pages have it.
inline std::string headingAnchor(const std::string& heading) {
  const std::size_t open = heading.rfind(" {#");
  if (open != std::string::npos && heading.size() > open + 4 && heading.back() == '}')
    return heading.substr(open + 3, heading.size() - open - 4);
  return headingSlug(heading);
}

// The anchors of a page's headings, in page order.
inline std::vector<std::string> pageAnchors(const std::string& text) {
  std::vector<std::string> out;
  bool fenced = false;
  for (const std::string& line : pageLines(text)) {
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    if (!fenced && headingLevel(line) > 0) out.push_back(headingAnchor(line.substr(headingLevel(line) + 1)));
  }
  return out;
}

// The text under the heading with `anchor`, up to the next heading of the same or a higher level.
inline std::string pageSection(const std::string& text, const std::string& anchor) {
  std::string out;
  std::size_t level = 0;
  bool fenced = false;
  for (const std::string& line : pageLines(text)) {
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    const std::size_t heading = fenced ? 0 : headingLevel(line);
    if (heading > 0 && level > 0 && heading <= level) break;
    if (heading > 0 && level == 0 && headingAnchor(line.substr(heading + 1)) == anchor) {
      level = heading;
      continue;
    }
    if (level > 0) out += line + "\n";
  }
  EXPECT_FALSE(out.empty()) << "no section #" << anchor;
  return out;
}

// The contents of every fenced code block of `text` whose info string is `info` ("" for none).
inline std::vector<std::string> pageBlocks(const std::string& text, const std::string& info = "") {
  std::vector<std::string> out;
  bool inside = false, wanted = false;
  std::string block;
  for (const std::string& line : pageLines(text)) {
    if (line.rfind("```", 0) == 0) {
      if (!inside) {
        wanted = line.substr(3) == info;
        block.clear();
      } else if (wanted) {
        out.push_back(block);
      }
      inside = !inside;
      continue;
    }
    if (inside) block += line + "\n";
  }
  return out;
}

// The tables of `text`, each as its rows without the header's rule, each row as its cells.
inline std::vector<std::vector<std::vector<std::string>>> pageTables(const std::string& text) {
  std::vector<std::vector<std::vector<std::string>>> tables;
  bool inTable = false, fenced = false;
  for (const std::string& line : pageLines(text)) {
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    if (fenced || line.rfind("|", 0) != 0) {
      inTable = false;
      continue;
    }
    if (!inTable) tables.emplace_back();
    inTable = true;
    if (line.find_first_not_of("|-: ") == std::string::npos) continue;  // |----|:---|
    std::vector<std::string> cells;
    std::istringstream in(line.substr(1));
    for (std::string cell; std::getline(in, cell, '|');) cells.push_back(cell);
    tables.back().push_back(cells);
  }
  return tables;
}

// The whole numbers of a text in order, without their signs ("3 × −2 = −6" -> 3 2 6).
inline std::vector<int> pageNumbers(const std::string& text) {
  std::vector<int> out;
  for (std::size_t i = 0; i < text.size();) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    int v = 0;
    for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i)
      v = v * 10 + (text[i] - '0');
    out.push_back(v);
  }
  return out;
}

// The engine speaks `language` while this lives, and English again after it.
class EngineLanguage {
 public:
  explicit EngineLanguage(const std::string& language) { vb::setLanguage(language); }
  ~EngineLanguage() { vb::setLanguage("en"); }
  EngineLanguage(const EngineLanguage&) = delete;
  EngineLanguage& operator=(const EngineLanguage&) = delete;
};

}  // namespace vbtest
