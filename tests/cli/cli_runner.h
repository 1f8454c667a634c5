// The harness of the CLI tests: runs the real veggiebox-cli (VEGGIEBOX_CLI) in a fresh folder and
// captures standard output, standard error and the exit code.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

extern char** environ;

namespace clitest {

namespace fs = std::filesystem;
using Json = nlohmann::json;

struct Result {
  int code = -1;
  std::string out;
  std::string err;
};

inline std::ostream& operator<<(std::ostream& os, const Result& r) {
  return os << "exit " << r.code << "\n--- stdout:\n" << r.out << "--- stderr:\n" << r.err;
}

inline std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline constexpr const char* kGoodScenario =
    R"({"game":"veggies","players":[{"name":"Ana","stall":{"rows":["SS.","SBR"],"origin":[0,0]},)"
    R"("announced":"S"},{"name":"Bo","stall":{"rows":["BB"]}}]})";
inline constexpr const char* kBadScenario =
    R"({"game":"veggies","players":[{"name":"Ana","stall":{"rows":["SQ"]}},{"name":"Bo"}]})";

class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (fs::temp_directory_path() / "veggiebox-cli-test.XXXXXX").string();
    ASSERT_NE(::mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }

  fs::path write(const std::string& name, const std::string& contents) {
    const fs::path path = dir_ / name;
    std::ofstream(path, std::ios::binary) << contents;
    return path;
  }

  // Runs veggiebox-cli with `args`, feeding `input` on standard input, in English whatever the
  // environment of the tests says: the variables that choose a language are taken out.
  Result run(const std::vector<std::string>& args, const std::string& input = "") {
    return runIn({}, args, input);
  }

  // As run(), with `language` ("LANG=it_IT.UTF-8", "LANGUAGE=es", ...) in the environment, the
  // only variables that choose a language (docs/cli.md#language).
  Result runIn(const std::vector<std::string>& language, const std::vector<std::string>& args,
               const std::string& input = "") {
    std::vector<std::string> env;
    for (char** e = environ; *e != nullptr; ++e) {
      const std::string entry = *e;
      const std::string name = entry.substr(0, entry.find('='));
      if (name != "LANGUAGE" && name != "LC_ALL" && name != "LC_MESSAGES" && name != "LANG")
        env.push_back(entry);
    }
    env.insert(env.end(), language.begin(), language.end());
    std::vector<char*> cenv;
    for (auto& e : env) cenv.push_back(e.data());
    cenv.push_back(nullptr);

    const fs::path in = write("stdin.txt", input), out = dir_ / "stdout.txt", err = dir_ / "stderr.txt";
    std::vector<std::string> argv = {VEGGIEBOX_CLI};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> cargv;
    for (auto& a : argv) cargv.push_back(a.data());
    cargv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, in.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, VEGGIEBOX_CLI, &actions, nullptr, cargv.data(), cenv.data());
    posix_spawn_file_actions_destroy(&actions);
    Result r;
    if (spawned != 0) {
      ADD_FAILURE() << "cannot start " << VEGGIEBOX_CLI;
      return r;
    }
    int status = 0;
    waitpid(pid, &status, 0);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = readFile(out);
    r.err = readFile(err);
    return r;
  }

  // Expects the documented failure: exit 2, nothing on stdout, a message naming `mentions`.
  void expectError(const Result& r, const std::string& mentions) {
    EXPECT_EQ(r.code, 2) << r;
    EXPECT_EQ(r.out, "") << r;
    EXPECT_NE(r.err.find(mentions), std::string::npos) << "stderr should mention '" << mentions << "'\n" << r;
  }

  std::string newState() {
    const Result r = run({"new", "veggies", "--players", "2", "--seed", "7", "--names", "Ana,Bo"});
    EXPECT_EQ(r.code, 0) << r;
    return r.out;
  }

  fs::path dir_;
};

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

}  // namespace clitest
