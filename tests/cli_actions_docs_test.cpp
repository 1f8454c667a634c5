// The action tables of docs/cli.md#the-actions-of-each-game checked against the engine, so the page
// cannot drift: each game has a table; every example is read by parseAction and written back the
// same; every example fits its form; every legal action met in random games fits some form, and
// every form is met.
// GCC 12 warns inside libstdc++'s <regex> at -O2 with the sanitizers (a false
// -Wmaybe-uninitialized, GCC bug 105562), which -Werror would turn into a failed build.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <algorithm>
#include <cctype>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "rules_docs.h"
#include "support.h"

namespace cli_actions_docs_test {

namespace {

struct Row {
  std::string form, example;
};

// The cells of a table row "| `a` | `b` | text |", with "\|" read as "|".
std::vector<std::string> cells(const std::string& line) {
  std::vector<std::string> out;
  std::string cell;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
      cell += '|';
      ++i;
    } else if (line[i] == '|') {
      out.push_back(cell);
      cell.clear();
    } else {
      cell += line[i];
    }
  }
  return out;
}

// The text between the first pair of backticks of a cell, or "".
std::string code(const std::string& cell) {
  const auto a = cell.find('`'), b = cell.find('`', a + 1);
  return a == std::string::npos || b == std::string::npos ? "" : cell.substr(a + 1, b - a - 1);
}

// Each game's table, by game id: the table that follows the line linking the game's rules page at
// "How actions are written".
std::map<std::string, std::vector<Row>> actionTables() {
  const std::string page = vbtest::readFile(std::string(VEGGIEBOX_DOCS) + "/cli.md");
  const std::regex link(R"(\(rules/(\w+)\.md#how-actions-are-written\))");
  std::map<std::string, std::vector<Row>> out;
  std::istringstream in(page);
  std::string game;
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_search(line, m, link)) {
      game = m[1];
    } else if (!game.empty() && line.rfind("| `", 0) == 0) {
      const auto c = cells(line);
      if (c.size() >= 2) out[game].push_back({code(c[0]), code(c[1])});
    } else if (!game.empty() && line.empty() && !out[game].empty()) {
      game.clear();  // the table has ended
    }
  }
  return out;
}

// A form as a pattern: "a|b" is either word, a run of capitals stands for a value.
std::regex formPattern(const std::string& form) {
  std::string pattern;
  std::istringstream words(form);
  for (std::string word; words >> word;) {
    if (!pattern.empty()) pattern += ' ';
    if (word.find('|') != std::string::npos) {
      pattern += "(" + word + ")";
      continue;
    }
    for (std::size_t i = 0; i < word.size();) {
      if (std::isupper(static_cast<unsigned char>(word[i]))) {
        while (i < word.size() && std::isupper(static_cast<unsigned char>(word[i]))) ++i;
        pattern += "[A-Za-z0-9-]+";
      } else {
        pattern += std::isalnum(static_cast<unsigned char>(word[i])) ? std::string(1, word[i])
                                                                     : std::string("\\") + word[i];
        ++i;
      }
    }
  }
  return std::regex(pattern);
}

int playersOf(const std::string& game) { return game == "vegetables" ? 4 : 2; }

// Calls check(id, rows) for every game the engine plays, with its table, which must be there.
template <class Check>
void forEachGame(Check check) {
  const auto tables = actionTables();
  for (const vb::Game* game : vb::allGames()) {
    const std::string id(game->id());
    SCOPED_TRACE(id);
    ASSERT_TRUE(tables.contains(id)) << "docs/cli.md has no action table for " << id;
    check(id, tables.at(id));
  }
}

TEST(CliActionDocs, EveryGameHasATableWhoseExamplesTheEngineReads) {
  forEachGame([](const std::string& id, const std::vector<Row>& rows) {
    // The table's link lands on a heading of the game's rules page.
    const auto anchors =
        vbtest::pageAnchors(vbtest::readFile(std::string(VEGGIEBOX_DOCS) + "/rules/" + id + ".md"));
    EXPECT_NE(std::find(anchors.begin(), anchors.end(), "how-actions-are-written"), anchors.end())
        << "docs/rules/" << id << ".md has no heading 'How actions are written'";
    const auto state = vbtest::newGame(id, playersOf(id), 1);
    for (const auto& row : rows) {
      ASSERT_FALSE(row.form.empty());
      ASSERT_FALSE(row.example.empty()) << row.form;
      EXPECT_TRUE(std::regex_match(row.example, formPattern(row.form)))
          << row.example << " is not " << row.form;
      vb::ActionId action = 0;
      EXPECT_NO_THROW(action = state->parseAction(row.example)) << row.example;
      EXPECT_EQ(state->actionText(action), row.example) << "the example is the engine's own text";
    }
  });
}

// Random games enough for every kind of action to be legal somewhere (a penalty B pick is the
// rarest): every legal action fits a form, and every form is one the engine offers.
constexpr std::uint64_t kGames = 300;

TEST(CliActionDocs, EveryLegalActionFitsAFormOfItsTableAndEveryFormArises) {
  forEachGame([](const std::string& id, const std::vector<Row>& rows) {
    std::vector<std::regex> forms;
    for (const auto& row : rows) forms.push_back(formPattern(row.form));
    std::vector<bool> met(forms.size());
    std::set<std::string> seen, unmatched;
    vb::Options options;
    if (id == "vegetables") options["hands"] = "1";  // short games, and more of them
    for (std::uint64_t seed = 1; seed <= kGames; ++seed) {
      auto state = vbtest::newGame(id, playersOf(id), seed, options);
      vb::Rng rng(seed);
      while (!state->isOver()) {
        const auto legal = state->legalActions();
        for (const auto a : legal) {
          const std::string text = state->actionText(a);
          if (!seen.insert(text).second) continue;
          bool fits = false;
          for (std::size_t i = 0; i < forms.size(); ++i)
            if (std::regex_match(text, forms[i])) fits = met[i] = true;
          if (!fits) unmatched.insert(text);
        }
        ASSERT_TRUE(state->apply(legal[rng.below(legal.size())]));
      }
    }
    for (const auto& text : unmatched) ADD_FAILURE() << "'" << text << "' fits no form in docs/cli.md";
    for (std::size_t i = 0; i < rows.size(); ++i)
      EXPECT_TRUE(met[i]) << "'" << rows[i].form << "' was never legal in " << kGames << " random games";
  });
}

}  // namespace
}  // namespace cli_actions_docs_test
