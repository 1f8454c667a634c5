// Small helpers shared by the engine tests.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
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

}  // namespace vbtest
