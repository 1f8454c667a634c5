// Small helpers shared by the engine tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <memory>
#include <sstream>
#include <string>

#include "veggiebox/core/random.h"
#include "veggiebox/core/registry.h"
#include "veggiebox/core/save.h"

namespace vbtest {

inline std::unique_ptr<vb::State> scenario(const std::string& json) {
  vb::registerBuiltinGames();
  return vb::stateFromJson(vb::Json::parse(json));
}

inline std::unique_ptr<vb::State> newGame(const std::string& game, int players, std::uint64_t seed,
                                          vb::Options options = {}) {
  vb::registerBuiltinGames();
  vb::Setup setup;
  for (int i = 0; i < players; ++i) setup.names.push_back("P" + std::to_string(i + 1));
  setup.seed = seed;
  setup.options = std::move(options);
  return vb::findGame(game)->newGame(setup);
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

}  // namespace vbtest
