// Bad input never hurts: every case under tests/data/bad/ (cases.json lists the command and the
// one line it must print) exits 2 with that line alone on standard error and nothing on standard
// output. The CLI runs the engine's readers, so this suite, run in the sanitizer build too, also
// proves that no case writes out of bounds, overflows the stack or runs without end.
#include <sys/stat.h>

#include <algorithm>
#include <map>
#include <set>

#include "cli_runner.h"

namespace bad_input_test {

namespace {

using namespace clitest;

const fs::path kBad = fs::path(VEGGIEBOX_TEST_DATA) / "bad";

std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size())
    text.replace(at, from.size(), to);
  return text;
}

// What a folder holds, to the byte and the mode: a refused command must leave it as it was.
std::map<std::string, std::string> folderPrint(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name == "stdin.txt" || name == "stdout.txt" || name == "stderr.txt") continue;
    struct stat info {};
    ::lstat(entry.path().c_str(), &info);
    std::string print = std::to_string(info.st_mode);
    if (S_ISREG(info.st_mode)) print += ":" + readFile(entry.path());
    if (S_ISLNK(info.st_mode)) print += "->" + fs::read_symlink(entry.path()).string();
    out[name] = print;
  }
  return out;
}

class BadInput : public Cli {
 protected:
  // The special files the listed cases name under {tmp}: a FIFO (which a careless open would wait
  // on for ever), a symbolic link, a variant (which --records and --save must not overwrite), a
  // variant whose deck file is the FIFO and one whose deck is a link out of its folder.
  void SetUp() override {
    Cli::SetUp();
    ASSERT_EQ(::mkfifo((dir_ / "fifo").c_str(), 0644), 0);
    write("target.json", "{}");
    fs::create_symlink("target.json", dir_ / "link.json");
    write("variant.json", R"({"game": "garden", "name": "v", "rules": {"all_crops_bonus": 20}})");
    write("fifo-deck.json", R"({"game": "veggies", "rules": {"deck": "fifo"}})");
    // A deck named inside the folder that is a symbolic link out of it, to a good deck file.
    fs::create_symlink(fs::absolute(fs::path(VEGGIEBOX_TEST_DATA) / "variants/no-mice-deck.txt"),
                       dir_ / "outside-deck.txt");
    write("link-deck.json", R"({"game": "veggies", "rules": {"deck": "outside-deck.txt"}})");
  }

  std::string fill(const std::string& text) {
    return replaceAll(replaceAll(text, "{bad}", kBad.string()), "{tmp}", dir_.string());
  }

  // The contract for every refusal: exit 2, nothing on stdout, one printable line on stderr.
  void expectOneLine(const Result& r, const std::string& message) {
    EXPECT_EQ(r.code, 2) << r;
    EXPECT_EQ(r.out, "") << r;
    EXPECT_EQ(r.err, "veggiebox-cli: " + message + "\n") << r;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r;
    EXPECT_TRUE(std::none_of(r.err.begin(), r.err.end() - 1, [](char c) {
      return static_cast<unsigned char>(c) < 0x20 || c == 0x7F;
    })) << r;
    EXPECT_EQ(r.err.find("json.exception"), std::string::npos) << r;
  }
};

TEST_F(BadInput, EveryListedCaseIsRefusedInOneLine) {
  const Json cases = Json::parse(readFile(kBad / "cases.json"));
  ASSERT_GE(cases.size(), 30u);
  std::set<std::string> used;
  for (const auto& c : cases) {
    std::vector<std::string> args;
    for (const auto& a : c.at("args")) {
      args.push_back(fill(a.get<std::string>()));
      if (args.back().rfind(kBad.string(), 0) == 0) used.insert(fs::path(args.back()).filename().string());
    }
    SCOPED_TRACE(c.at("args").dump());
    const auto bad = folderPrint(kBad), tmp = folderPrint(dir_);
    expectOneLine(run(args), fill(c.at("error").get<std::string>()));
    EXPECT_EQ(folderPrint(kBad), bad);
    EXPECT_EQ(folderPrint(dir_), tmp);
  }
  // A file under tests/data/bad that no case reads would be a regression test that never runs.
  for (const auto& entry : fs::directory_iterator(kBad)) {
    const std::string name = entry.path().filename().string();
    if (name != "cases.json" && entry.path().extension() == ".json") {
      EXPECT_TRUE(used.count(name)) << name;
    }
  }
}

TEST_F(BadInput, AFileLargerThanTheLimitIsRefusedBeforeParsing) {
  const fs::path big = dir_ / "big.json";
  {
    std::ofstream out(big, std::ios::binary);
    const std::string block(1 << 20, ' ');
    for (int i = 0; i < 17; ++i) out << block;
    out << "{}";
  }
  expectOneLine(run({"show", big.string()}),
                big.string() + ": is larger than 16 MiB, the most VeggieBox reads");
  // The same through standard input.
  expectOneLine(run({"legal", "-"}, readFile(big)),
                "standard input: is larger than 16 MiB, the most VeggieBox reads");
}

// 16 MiB of "{}" would be ~5.6 million objects and gigabytes: refused at the count of values.
TEST_F(BadInput, PaddingIsRefusedAtTheMostValuesAFileMayHold) {
  const fs::path padded = dir_ / "padded.json";
  {
    std::ofstream out(padded, std::ios::binary);
    out << R"({"timing": {"bots": [{})";
    for (int i = 0; i < 5000000; ++i) out << ",{}";
    out << "]}}";
  }
  expectOneLine(run({"merge", padded.string()}),
                padded.string() + ": timing.bots: more than 500000 values in one file");
}

TEST_F(BadInput, SeatsAreReadInTheirPlainFormOnly) {
  const fs::path state = write("g.json", newState());
  for (const char* seat : {"+1", "-0", "01", " 1", "1x"})
    expectOneLine(
        run({"show", state.string(), "--as", seat}),
        "--as '" + std::string(seat) + "': no such seat (-1 for the public view, or one of: 0 Ana, 1 Bo)");
  EXPECT_EQ(run({"show", state.string(), "--as", "1"}).code, 0);
  EXPECT_EQ(run({"show", state.string(), "--as", "-1"}).code, 0);
}

TEST_F(BadInput, NamesThatAreNotTextAreRefused) {
  expectOneLine(run({"new", "veggies", "--names", "\xff\xfe,Bo"}), "--names: name 1 is not valid UTF-8 text");
  expectOneLine(run({"new", "veggies", "--names", "Ana,\x1b[2J"}),
                "--names: name 2 holds a control character");
  expectOneLine(run({"play", "veggies", "--names", "Ana,Bo,"}), "--names: name 3 is empty");
}

TEST_F(BadInput, AnActionIsQuotedOnceAndEscaped) {
  const fs::path state = write("g.json", newState());
  expectOneLine(run({"apply", state.string(), "start\n15"}),
                "action 1 of 1: 'start\\n15': an action is one line of words separated by spaces");
  expectOneLine(run({"apply", state.string(), "start 1"}),
                "action 1 of 1 'start 1' was refused: card 1 is not one of the two cards Ana drew "
                "(docs/rules/veggies.md#setup)");
}

TEST_F(BadInput, PlayRefusesAnUnwritableSaveBeforeTheGame) {
  const fs::path folder = dir_ / "a-folder";
  fs::create_directory(folder);
  expectOneLine(run({"play", "veggies", "--save", folder.string()}),
                "--save '" + folder.string() + "': is a folder, not a file");
  EXPECT_FALSE(fs::exists(dir_ / "no-such-folder"));
}

}  // namespace
}  // namespace bad_input_test
