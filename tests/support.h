// Small helpers shared by the engine tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "veggiebox/core/random.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/save.h"

namespace vbtest {

inline std::unique_ptr<vb::State> scenario(const std::string& json) {
  return vb::stateFromJson(vb::Json::parse(json));
}

inline std::unique_ptr<vb::State> newGame(const std::string& game, int players, std::uint64_t seed,
                                          vb::Options options = {}) {
  return vb::newNumberedGame(game, players, seed, std::move(options));
}

// The message of the InputError that `f` throws; fails the test if it throws none.
template <class F>
std::string inputError(F&& f) {
  try {
    f();
  } catch (const vb::InputError& e) {
    return e.what();
  }
  ADD_FAILURE() << "no InputError was thrown";
  return {};
}

inline std::string dataPath(const std::string& relative) {
  return std::string(VEGGIEBOX_TEST_DATA) + "/" + relative;
}

// A whole file, or "" with a test failure when it cannot be opened.
inline std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << path << " cannot be opened";
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The ```json blocks of a documentation page, in page order, each without its fences.
inline std::vector<std::string> jsonBlocks(const std::string& page) {
  std::vector<std::string> blocks;
  std::istringstream in(page);
  std::string block;
  bool inside = false;
  for (std::string line; std::getline(in, line);) {
    if (line == "```json") {
      inside = true;
      block.clear();
    } else if (inside && line == "```") {
      inside = false;
      blocks.push_back(block);
    } else if (inside) {
      block += line + "\n";
    }
  }
  return blocks;
}

// A heading's anchor as GitHub makes it, and as the app's rules window finds it
// (RulesWindow::showAnchor): lower case, every character but letters, digits, spaces, hyphens and
// underscores dropped, spaces made hyphens ("Jollies: the Tractor" -> "jollies-the-tractor").
inline std::string headingSlug(const std::string& heading) {
  std::string out;
  for (const char c : heading) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x80 || std::isalnum(u) || c == '-' || c == '_')
      out += static_cast<char>(std::tolower(u));
    else if (c == ' ')
      out += '-';
  }
  return out;
}

// The anchors of a Markdown page's headings, in page order (lines in ``` fences are not headings).
inline std::vector<std::string> headingSlugs(const std::string& page) {
  std::vector<std::string> slugs;
  std::istringstream in(page);
  bool fenced = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("```", 0) == 0) fenced = !fenced;
    if (fenced || line.empty() || line[0] != '#') continue;
    const std::size_t text = line.find_first_not_of('#');
    if (text == std::string::npos || line[text] != ' ') continue;
    slugs.push_back(headingSlug(line.substr(text + 1)));
  }
  return slugs;
}

// The refusal of `base` changed by `edit`, read as a scenario: the InputError's message.
inline std::string refusalOf(const vb::Json& base, const std::function<void(vb::Json&)>& edit) {
  vb::Json j = base;
  edit(j);
  return inputError([&] { scenario(j.dump()); });
}

// Applies each action text in order; fails the test at the first refusal.
inline void applyAll(vb::State& s, std::initializer_list<const char*> actions) {
  for (const char* a : actions) {
    const vb::Outcome o = s.applyText(a);
    ASSERT_TRUE(o.ok) << a << ": " << o.reason;
  }
}

// The action is refused, with `fragment` in the reason, and nothing changes.
inline void expectRefused(vb::State& s, const std::string& action, const std::string& fragment) {
  const vb::Json before = s.toJson();
  const vb::Outcome o = s.applyText(action);
  EXPECT_FALSE(o.ok) << action;
  EXPECT_NE(o.reason.find(fragment), std::string::npos) << action << ": " << o.reason;
  EXPECT_EQ(s.toJson(), before) << action;
}

inline bool isLegal(const vb::State& s, const std::string& text) {
  const auto texts = s.legalActionTexts();
  return std::find(texts.begin(), texts.end(), text) != texts.end();
}

// The events (State::events) of a game that has just begun, every count zero, with the counts at
// the given JSON pointers set instead ("/powers/carrot/used"): what a small scenario should count.
inline vb::Json countsOf(const vb::State& s, std::initializer_list<std::pair<const char*, int>> counts) {
  std::vector<std::string> names = {"A", "B", "C", "D"};
  names.resize(static_cast<std::size_t>(s.game().minPlayers()));
  vb::Json out = s.game().newGame({names, 1, {}})->events();
  for (const auto& [pointer, n] : counts) {
    const vb::Json::json_pointer at(pointer);
    EXPECT_TRUE(out.contains(at)) << pointer << " is no count of " << s.game().id();
    out[at] = n;
  }
  return out;
}

}  // namespace vbtest
