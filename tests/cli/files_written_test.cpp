// Files the CLI writes and files it is given from anyone (docs/cli.md#files-written,
// docs/variants.md#deck-files): a file's mode is the umask's or the replaced file's, an interrupted
// run leaves no temporary file, a variant without a name goes all the way through a sharded run,
// and a long path is cut in a message.
#include <signal.h>
#include <sys/stat.h>

#include <chrono>
#include <thread>

#include "cli_runner.h"

namespace files_written_test {

namespace {

using namespace clitest;

mode_t modeOf(const fs::path& path) {
  struct stat info {};
  ::stat(path.c_str(), &info);
  return info.st_mode & 07777;
}

// The files whose name starts with '.' in `dir`: the temporary files a write leaves behind.
int hiddenFiles(const fs::path& dir) {
  int n = 0;
  for (const auto& entry : fs::directory_iterator(dir))
    n += entry.path().filename().string().starts_with(".");
  return n;
}

class FilesWritten : public Cli {};

TEST_F(FilesWritten, ANewFileTakesTheUmasksModeAndAReplacedOneKeepsItsOwn) {
  const mode_t old = ::umask(027);  // inherited by the CLI the test starts
  const fs::path save = dir_ / "game.json", records = dir_ / "games.jsonl";
  EXPECT_EQ(run({"play", "veggies", "--seed", "3", "--save", save.string()}).code, 0);
  EXPECT_EQ(
      run({"simulate", "garden", "--bots", "random", "--games", "2", "--records", records.string()}).code, 0);
  EXPECT_EQ(modeOf(save), 0640u);
  EXPECT_EQ(modeOf(records), 0640u);
  ::chmod(save.c_str(), 0604);
  ::chmod(records.c_str(), 0644);
  EXPECT_EQ(run({"play", "veggies", "--seed", "4", "--save", save.string()}).code, 0);
  EXPECT_EQ(
      run({"simulate", "garden", "--bots", "random", "--games", "2", "--records", records.string()}).code, 0);
  EXPECT_EQ(modeOf(save), 0604u);
  EXPECT_EQ(modeOf(records), 0644u);
  ::umask(old);
}

TEST_F(FilesWritten, AnInterruptedRunLeavesNoTemporaryFile) {
  for (const int signal : {SIGINT, SIGTERM}) {
    const fs::path records = dir_ / "games.jsonl";
    const std::string cli = VEGGIEBOX_CLI, out = (dir_ / "out.txt").string();
    std::vector<std::string> args = {cli,      "simulate",  "veggies",       "--bots",
                                     "greedy", "--games",   "1000000",       "--threads",
                                     "1",      "--records", records.string()};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid = 0;
    ASSERT_EQ(posix_spawn(&pid, cli.c_str(), &actions, nullptr, argv.data(), environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    // Interrupted once the run has begun writing, which is when it has a temporary file.
    for (int i = 0; i < 3000 && hiddenFiles(dir_) == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    EXPECT_EQ(hiddenFiles(dir_), 1);
    ::kill(pid, signal);
    int status = 0;
    ::waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal) << status;
    EXPECT_EQ(hiddenFiles(dir_), 0) << signal;
    EXPECT_FALSE(fs::exists(records));
  }
}

TEST_F(FilesWritten, AVariantWithoutANameGoesThroughShardsAndMerge) {
  const std::string variant =
      write("v.json", R"({"game": "garden", "rules": {"all_crops_bonus": 20}})").string();
  const Result state = run({"new", "garden", "--seed", "5", "--variant", variant});
  ASSERT_EQ(state.code, 0) << state;
  EXPECT_EQ(run({"legal", write("s.json", state.out).string()}).code, 0);
  const fs::path save = dir_ / "game.json";
  const Result played = run({"play", "garden", "--seed", "5", "--variant", variant, "--save", save.string()});
  ASSERT_EQ(played.code, 0) << played;
  EXPECT_EQ(played.out.substr(0, played.out.find(',')), "Veggie Garden (a variant)");
  EXPECT_EQ(run({"replay", save.string()}).code, 0);
  std::vector<std::string> shards = {"merge"};
  for (const char* shard : {"0/2", "1/2"}) {
    const Result r = run({"simulate", "garden", "--bots", "random", "--games", "4", "--seed", "1",
                          "--variant", variant, "--shard", shard, "--json"});
    ASSERT_EQ(r.code, 0) << r;
    shards.push_back(write(std::string("shard") + shard[0] + ".json", r.out).string());
  }
  const Result merged = run(shards);
  EXPECT_EQ(merged.code, 0) << merged;
}

TEST_F(FilesWritten, ADeckFileMayStartWithAByteOrderMark) {
  const std::string deck = readFile(fs::path(VEGGIEBOX_TEST_DATA) / "variants" / "no-mice-deck.txt");
  write("deck.txt", "\xEF\xBB\xBF" + deck);
  const std::string variant =
      write("v.json", R"({"game": "veggies", "rules": {"deck": "deck.txt"}})").string();
  const Result r = run({"new", "veggies", "--variant", variant});
  EXPECT_EQ(r.code, 0) << r;
}

TEST_F(FilesWritten, ALongPathIsCutToItsEndInAMessage) {
  fs::path deep = dir_;
  for (int i = 0; i < 4; ++i) deep /= std::string(120, 'a' + i);
  const std::string path = (deep / "missing.json").string();
  const Result r = run({"show", path});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "veggiebox-cli: ..." + path.substr(path.size() - 200) + ": cannot be opened\n");
}

}  // namespace
}  // namespace files_written_test
