// main() of veggiebox-app-tests: `veggiebox-app-tests NAME [QtTest options]` runs the test file
// NAME (tests/app/NAME_test.cpp); with no name, or `--list`, it lists the names.
#include "app_test_program.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace vb::app::test {
namespace {

std::map<std::string, AppTestRun>& tests() {
  static std::map<std::string, AppTestRun> registered;
  return registered;
}

}  // namespace

bool registerAppTest(const char* name, AppTestRun run) {
  if (!tests().emplace(name, run).second) {
    std::fprintf(stderr, "veggiebox-app-tests: two test files are named %s\n", name);
    std::exit(2);
  }
  return true;
}

}  // namespace vb::app::test

int main(int argc, char* argv[]) {
  const auto& tests = vb::app::test::tests();
  if (argc < 2 || std::strcmp(argv[1], "--list") == 0) {
    std::fprintf(argc < 2 ? stderr : stdout, "%s",
                 argc < 2 ? "usage: veggiebox-app-tests NAME [QtTest options]; the names:\n" : "");
    for (const auto& [name, run] : tests) std::printf("%s\n", name.c_str());
    return argc < 2 ? 2 : 0;
  }
  const auto found = tests.find(argv[1]);
  if (found == tests.end()) {
    std::fprintf(stderr, "veggiebox-app-tests: no test file is named %s (--list names them)\n", argv[1]);
    return 2;
  }
  // The test's own arguments: the program's name, then what follows NAME.
  std::vector<char*> args{argv[0]};
  args.insert(args.end(), argv + 2, argv + argc);
  args.push_back(nullptr);
  int count = argc - 1;
  return found->second(count, args.data());
}
