// The man pages (data/man/veggiebox.6, data/man/veggiebox-cli.6) and the bash completion
// (data/completion/veggiebox-cli) against what they describe: every command and option that
// `veggiebox-cli --help` and each `veggiebox-cli COMMAND --help` show, and every option the app's
// --help shows (read from src/app/main.cpp), is in the man page and offered by the completion, so a
// new one without its documentation fails here. The completion is run as bash runs it, and the man
// pages are read by man(1) when it is installed.
// GCC 12 warns inside libstdc++'s <regex> at -O2 with the sanitizers (a false
// -Wmaybe-uninitialized, GCC bug 105562), which -Werror would turn into a failed build.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <regex>
#include <set>

#include "cli_runner.h"

namespace man_completion_test {

namespace {

using namespace clitest;
using Names = std::set<std::string>;

const fs::path kData = VEGGIEBOX_DATA;
const fs::path kCliPage = kData / "man" / "veggiebox-cli.6";
const fs::path kAppPage = kData / "man" / "veggiebox.6";
const fs::path kCompletion = kData / "completion" / "veggiebox-cli";

// The lines of a --help between the heading `section` ("Options:") and the next blank line.
std::vector<std::string> helpSection(const std::string& help, const std::string& section) {
  std::vector<std::string> out;
  bool inside = false;
  for (const std::string& line : lines(help)) {
    if (line == section) {
      inside = true;
    } else if (inside && line.empty()) {
      break;
    } else if (inside) {
      out.push_back(line);
    }
  }
  return out;
}

// The first group of `pattern` in each line of a --help section.
Names namesIn(const std::string& help, const std::string& section, const std::regex& pattern) {
  Names names;
  for (const std::string& line : helpSection(help, section))
    if (std::smatch m; std::regex_search(line, m, pattern)) names.insert(m[1]);
  return names;
}

// The commands listed under "Subcommands:" in `veggiebox-cli --help`.
Names commandsOf(const std::string& help) {
  return namesIn(help, "Subcommands:", std::regex(R"(^  ([a-z]+) )"));
}

// The long options listed under "Options:" in a CLI11 help ("  -h,--help", "  --as SEAT").
Names longOptionsOf(const std::string& help) {
  return namesIn(help, "Options:", std::regex(R"(^  (?:-[a-z],)?(--[a-z][a-z-]*))"));
}

// "--help-all" as troff writes it: "\-\-help\-all".
std::string troff(const std::string& option) {
  std::string out;
  for (char c : option) out += c == '-' ? std::string("\\-") : std::string(1, c);
  return out;
}

// Whether `page` names `option` whole (not as the start of a longer option).
bool mentions(const std::string& page, const std::string& option) {
  const std::string written = troff(option);
  for (std::size_t at = page.find(written); at != std::string::npos; at = page.find(written, at + 1)) {
    const std::size_t end = at + written.size();
    const bool longer = end < page.size() && (std::isalnum(static_cast<unsigned char>(page[end])) != 0 ||
                                              page.compare(end, 2, "\\-") == 0);
    if (!longer) return true;
  }
  return false;
}

// The part of a man page from the line starting `heading` to the next .SS or .SH line.
std::string manSection(const std::string& page, const std::string& heading) {
  const std::size_t start = page.find("\n" + heading);
  if (start == std::string::npos) return {};
  std::size_t end = page.find("\n.S", start + 1);
  return page.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// The options `veggiebox --help` shows: the QCommandLineOptions of src/app/main.cpp not hidden
// from it, and Qt's own --help, --help-all and --version.
Names appOptions() {
  const std::string source = readFile(VEGGIEBOX_APP_MAIN);
  Names hidden;
  static const std::regex hiding(R"((\w+)\.setFlags\(QCommandLineOption::HiddenFromHelp\))");
  for (auto it = std::sregex_iterator(source.begin(), source.end(), hiding); it != std::sregex_iterator();
       ++it)
    hidden.insert((*it)[1]);
  Names names;
  static const std::regex declared(R"(QCommandLineOption\s+(\w+)\(\s*QStringLiteral\(\"([a-z][a-z-]*)\"\))");
  for (auto it = std::sregex_iterator(source.begin(), source.end(), declared); it != std::sregex_iterator();
       ++it)
    if (hidden.count((*it)[1]) == 0) names.insert("--" + (*it)[2].str());
  if (source.find("addHelpOption()") != std::string::npos) names.insert({"--help", "--help-all"});
  if (source.find("addVersionOption()") != std::string::npos) names.insert("--version");
  return names;
}

// The output of `command` run by the shell, and its exit status.
Result shell(const std::string& command) {
  Result r;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return r;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) r.out.append(buffer, n);
  const int status = ::pclose(pipe);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// 'text' for the shell.
std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Whether a program is on the PATH.
bool installed(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::istringstream folders(path == nullptr ? "" : path);
  for (std::string folder; std::getline(folders, folder, ':');)
    if (!folder.empty() && ::access((fs::path(folder) / program).c_str(), X_OK) == 0) return true;
  return false;
}

class ManAndCompletion : public Cli {
 protected:
  // What the completion offers for the words bash has parted the line into (at ':' and '=' too),
  // the last one being completed, with `folder` as the working folder. The first word is the CLI
  // itself, which the completion asks for the games.
  Names complete(std::vector<std::string> words, const fs::path& folder = {}) {
    words.insert(words.begin(), fs::absolute(VEGGIEBOX_CLI).string());
    std::string script = "source " + quoted(fs::absolute(kCompletion).string()) + " || exit 3\nCOMP_WORDS=(";
    for (const std::string& word : words) script += " " + quoted(word);
    script += " )\nCOMP_CWORD=" + std::to_string(words.size() - 1) +
              "\n_veggiebox_cli || exit 4\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n";
    const fs::path file = write("complete.sh", script);
    const Result r = shell("cd " + quoted((folder.empty() ? dir_ : folder).string()) + " && bash " +
                           quoted(file.string()) + " 2>" + quoted((dir_ / "complete.err").string()));
    EXPECT_EQ(r.code, 0) << script << readFile(dir_ / "complete.err");
    Names offered;
    for (const std::string& line : lines(r.out))
      if (!line.empty()) offered.insert(line);
    return offered;
  }

  std::string help(const std::vector<std::string>& args) {
    const Result r = run(args);
    EXPECT_EQ(r.code, 0) << r;
    return r.out;
  }
};

TEST_F(ManAndCompletion, EveryCommandAndOptionIsInTheManPage) {
  const std::string page = readFile(kCliPage);
  ASSERT_FALSE(page.empty()) << kCliPage;
  const Names commands = commandsOf(help({"--help"}));
  ASSERT_GE(commands.size(), 10u) << help({"--help"});
  const std::string global = manSection(page, ".SH OPTIONS");
  for (const std::string& option : longOptionsOf(help({"--help"})))
    EXPECT_TRUE(mentions(global, option)) << "veggiebox-cli.6 OPTIONS does not name " << option;
  for (const std::string& command : commands) {
    // Each command has its own subsection, naming every option of its --help but the global ones.
    const std::string section = manSection(page, ".SS " + command + " ");
    const std::string bare = manSection(page, ".SS " + command + "\n");
    const std::string& text = section.empty() ? bare : section;
    ASSERT_FALSE(text.empty()) << "veggiebox-cli.6 has no '.SS " << command << "'";
    for (const std::string& option : longOptionsOf(help({command, "--help"}))) {
      if (option == "--help") continue;
      EXPECT_TRUE(mentions(text, option)) << "veggiebox-cli.6 '" << command << "' does not name " << option;
    }
  }
}

TEST_F(ManAndCompletion, EveryAppOptionIsInTheManPage) {
  const Names options = appOptions();
  // The source is read as expected: these options are certainly there.
  for (const char* known : {"--load", "--lang", "--learn", "--screenshot", "--help", "--version"})
    ASSERT_EQ(options.count(known), 1u) << known << " not found in " << VEGGIEBOX_APP_MAIN;
  // Options hidden from --help are test hooks, not for the page.
  EXPECT_EQ(options.count("--print-moves"), 0u);
  const std::string page = manSection(readFile(kAppPage), ".SH OPTIONS");
  ASSERT_FALSE(page.empty()) << kAppPage;
  for (const std::string& option : options)
    EXPECT_TRUE(mentions(page, option)) << "veggiebox.6 OPTIONS does not name " << option;
}

TEST_F(ManAndCompletion, CompletionOffersEveryCommandAndOption) {
  const std::string top = help({"--help"});
  const Names commands = commandsOf(top);
  EXPECT_EQ(complete({""}), commands);
  EXPECT_EQ(complete({"-"}), longOptionsOf(top));
  for (const std::string& command : commands) {
    // --lang is read before the command line is parsed, so it is taken after any command too.
    Names options = longOptionsOf(help({command, "--help"}));
    options.insert("--lang");
    EXPECT_EQ(complete({command, "--"}), options) << command;
  }
}

TEST_F(ManAndCompletion, CompletionCompletes) {
  EXPECT_EQ(complete({"si"}), Names({"simulate"}));
  EXPECT_EQ(complete({"s"}), Names({"score", "show", "simulate"}));
  EXPECT_EQ(complete({"simulate", "garden", "--th"}), Names({"--threads"}));
  EXPECT_EQ(complete({"new", "veggies", "--players", "3", "--v"}), Names({"--variant"}));
  // Where a game is expected: the ids `games` lists.
  Names games;
  for (const std::string& line : lines(run({"games"}).out)) games.insert(line.substr(0, line.find(':')));
  ASSERT_EQ(games, Names({"garden", "vegetables", "veggies"}));
  EXPECT_EQ(complete({"new", ""}), games);
  EXPECT_EQ(complete({"play", "veg"}), Names({"vegetables", "veggies"}));
  EXPECT_EQ(complete({"--lang", "it", "simulate", "g"}), Names({"garden"}));
  EXPECT_EQ(complete({"new", "veggies", ""}), Names());
  // A game option's values, after --option and after the '=' bash parts the word at.
  EXPECT_EQ(complete({"new", "veggies", "--option", "sc"}),
            Names({"scoring=largest-group", "scoring=all-spaces"}));
  EXPECT_EQ(complete({"new", "veggies", "--option", "scoring", "=", "a"}), Names({"all-spaces"}));
  EXPECT_EQ(complete({"play", "vegetables", "--option", "st"}), Names({"start=black-one", "start=rotate"}));
}

TEST_F(ManAndCompletion, CompletionOffersTheLanguages) {
  // The languages the CLI names when it refuses another.
  const Result refused = run({"--lang", "xx", "games"});
  Names languages;
  static const std::regex code(R"(\b[a-z]{2}\b)");
  const std::string list = refused.err.substr(refused.err.find("expected"));
  for (auto it = std::sregex_iterator(list.begin(), list.end(), code); it != std::sregex_iterator(); ++it)
    if (it->str() != "or") languages.insert(it->str());
  ASSERT_EQ(languages, Names({"en", "es", "it"})) << refused;
  EXPECT_EQ(complete({"--lang", ""}), languages);
  EXPECT_EQ(complete({"games", "--lang", "e"}), Names({"en", "es"}));
  EXPECT_EQ(complete({"--lang", "=", "i"}), Names({"it"}));  // --lang=i
  EXPECT_EQ(complete({"--lang", "="}), languages);           // --lang=
}

TEST_F(ManAndCompletion, CompletionOffersTheBots) {
  // The bots the CLI names when it refuses another: "(random, greedy, ..., ismcts:iterations=N)".
  const Result refused = run({"play", "veggies", "--bots", "nobody"});
  const std::size_t open = refused.err.rfind('(');
  ASSERT_NE(open, std::string::npos) << refused;
  Names bots;
  std::istringstream list(refused.err.substr(open + 1, refused.err.rfind(')') - open - 1));
  for (std::string bot; std::getline(list, bot, ',');) {
    bot.erase(0, bot.find_first_not_of(' '));
    if (bot.ends_with("=N")) bot.pop_back();  // a number follows
    bots.insert(bot);
  }
  ASSERT_EQ(bots.count("greedy"), 1u) << refused;
  EXPECT_EQ(complete({"play", "veggies", "--bots", ""}), bots);
  EXPECT_EQ(complete({"simulate", "garden", "--games", "9", "--bots", "gr"}), Names({"greedy"}));
  // The last bot of a list, and the part after ':' that bash completes on its own.
  EXPECT_EQ(complete({"play", "veggies", "--bots", "random,gr"}), Names({"random,greedy"}));
  EXPECT_EQ(complete({"play", "veggies", "--bots", "random,ismcts", ":", "e"}), Names({"easy"}));
  EXPECT_EQ(complete({"play", "veggies", "--bots", "ismcts", ":"}),
            Names({"easy", "medium", "hard", "iterations="}));
}

TEST_F(ManAndCompletion, CompletionOffersFilesOfTheirKind) {
  const fs::path folder = dir_ / "files";
  fs::create_directories(folder / "saves");
  for (const char* name : {"game.veggiebox", "variant.json", "notes.txt", "run.jsonl"})
    std::ofstream(folder / name) << "{}";
  EXPECT_EQ(complete({"show", ""}, folder), Names({"game.veggiebox", "saves", "variant.json"}));
  EXPECT_EQ(complete({"replay", "g"}, folder), Names({"game.veggiebox"}));
  EXPECT_EQ(complete({"apply", "game.veggiebox", ""}, folder), Names());
  EXPECT_EQ(complete({"merge", "v"}, folder), Names({"variant.json"}));
  EXPECT_EQ(complete({"new", "garden", "--variant", ""}, folder), Names({"saves", "variant.json"}));
  EXPECT_EQ(complete({"new", "garden", "--variant", "=", "v"}, folder), Names({"variant.json"}));
  EXPECT_EQ(complete({"play", "garden", "--save", "g"}, folder), Names({"game.veggiebox"}));
  EXPECT_EQ(complete({"simulate", "garden", "--records", "r"}, folder), Names({"run.jsonl"}));
}

TEST_F(ManAndCompletion, CompletionOffersTheLegalActions) {
  write("g.json", newState());
  // The actions `legal` lists, without their notes, once those on the line are applied.
  const auto legal = [this](const std::vector<std::string>& args) {
    Names actions;
    for (const std::string& line : lines(run(args).out)) actions.insert(line.substr(0, line.find("  (")));
    return actions;
  };
  EXPECT_EQ(complete({"apply", "g.json", ""}), legal({"legal", (dir_ / "g.json").string()}));
  write("g2.json", run({"apply", (dir_ / "g.json").string(), "start 15", "start 27"}).out);
  Names placements;
  for (const std::string& action : legal({"legal", (dir_ / "g2.json").string()}))
    if (action.starts_with("place hand r0 at -1,")) placements.insert(action);
  ASSERT_GE(placements.size(), 2u);
  // However the actions before are quoted, and the one being typed too.
  EXPECT_EQ(complete({"apply", "g.json", "'start 15'", "start\\ 27", "'place hand r0 at -1,"}), placements);
  EXPECT_EQ(complete({"apply", "g.json", "\"start 15\"", "'start 27'", "place\\ hand\\ r0\\ at\\ -1,"}),
            placements);
  // In Veggie Garden a `take` carries a note, which is not part of the action.
  write("garden.json", run({"new", "garden", "--names", "Ana,Bo", "--seed", "9"}).out);
  EXPECT_EQ(complete({"apply", "garden.json", "t"}), Names({"take 0", "take 1", "take 2", "take 3"}));
  EXPECT_EQ(complete({"apply", "garden.json", "'take 2'", "swap s"}),
            Names({"swap side left", "swap side right"}));
}

TEST_F(ManAndCompletion, ManPagesParseWithoutWarnings) {
  if (!installed("man")) GTEST_SKIP() << "man is not installed";
  for (const fs::path& page : {kCliPage, kAppPage}) {
    const Result r =
        shell("man --warnings -E UTF-8 -l -Tutf8 -Z " + quoted(page.string()) + " 2>&1 >/dev/null");
    EXPECT_EQ(r.code, 0) << page << "\n" << r.out;
    EXPECT_EQ(r.out, "") << page;
  }
  if (!installed("lexgrog")) return;
  // The NAME line that whatis(1) and apropos(1) read.
  EXPECT_NE(shell("lexgrog " + quoted(kCliPage.string())).out.find(": \"veggiebox-cli - "),
            std::string::npos);
  EXPECT_NE(shell("lexgrog " + quoted(kAppPage.string())).out.find(": \"veggiebox - "), std::string::npos);
}

}  // namespace
}  // namespace man_completion_test
