// veggiebox-cli: new games, scenarios, legal moves, apply, score, bot games and replays from a shell.
// Exit codes: 0 success; 2 for any error (bad usage, unreadable input, refused action), with the
// message on standard error and nothing on standard output. docs/cli.md documents every command.
// Every sentence, the help included, is in the language of --lang or the environment
// (docs/cli.md#language); command and option names, action texts and JSON never change.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <deque>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "commands.h"
#include "veggiebox/core/output_file.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"

namespace {

constexpr int kError = 2;

// A subcommand listed under the translated "Subcommands", its help flag under the translated
// "Options" (CLI11 makes a subcommand's help flag before it takes the parent's option defaults).
CLI::App* subcommand(CLI::App& app, const std::string& name, const std::string& description) {
  CLI::App* command = app.add_subcommand(name, description);
  command->set_help_flag("-h,--help", vb::tx("Print this help message and exit"));
  return command;
}

// CLI11's words in the help ("Usage:", "Options:", "REQUIRED"), in the current language.
void translateHelp(CLI::App& app) {
  auto formatter = app.get_formatter();
  for (const char* label :
       {VB_N("Usage"), VB_N("OPTIONS"), VB_N("SUBCOMMAND"), VB_N("SUBCOMMANDS"), VB_N("Positionals"),
        VB_N("REQUIRED"), VB_N("TEXT"), VB_N("Needs"), VB_N("Excludes")})
    formatter->label(label, vb::tx(label));
  app.option_defaults()->group(vb::tx("Options"));
  app.group(vb::tx("Subcommands"));  // the group a subcommand is listed in, which they inherit
  app.set_help_flag("-h,--help", vb::tx("Print this help message and exit"));
}

// --lang CODE or --lang=CODE anywhere before "--": chooses the language and is taken out of the
// arguments before CLI11 reads them, so that the help is already in it and --lang may come before
// or after the command (docs/cli.md#language). Without it, the environment's language. Returns an
// error message for a language with no catalogue, or none.
std::optional<std::string> chooseLanguage(std::vector<std::string>& args) {
  vb::setLanguage(vb::languageFromEnvironment());
  std::optional<std::string> asked;
  for (std::size_t i = 1; i < args.size();) {
    if (args[i] == "--") break;
    if (args[i] == "--lang") {
      asked = i + 1 < args.size() ? args[i + 1] : std::string();
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
                 args.begin() + static_cast<std::ptrdiff_t>(std::min(i + 2, args.size())));
    } else if (args[i].starts_with("--lang=")) {
      asked = args[i].substr(7);
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
    } else {
      ++i;
    }
  }
  if (!asked) return std::nullopt;
  if (vb::languageOf(*asked).empty())
    return vb::tx("--lang {1}: expected {2}", vb::quote(*asked), vb::listOr(vb::languages()));
  vb::setLanguage(*asked);
  return std::nullopt;
}

// The options shared by `new` and `play`.
struct StartOptions {
  vb::cli::StartArgs args;
  std::string players;
  std::string seed;
  std::string names;
  CLI::Option* playersOption = nullptr;
  CLI::Option* seedOption = nullptr;
  CLI::Option* namesOption = nullptr;
  std::string variant;
  CLI::Option* variantOption = nullptr;

  void addTo(CLI::App& command) {
    command.add_option("GAME", args.game, vb::tx("The game's id (see `games`)"))->required();
    playersOption =
        command.add_option("--players", players, vb::tx("How many players (default: the game's minimum)"))
            ->type_name("N");
    seedOption =
        command
            .add_option("--seed", seed, vb::tx("The seed for the deal, 0 or more (default: drawn at random)"))
            ->type_name("S");
    command.add_option("--option", args.options, vb::tx("A game option as KEY=VALUE; repeat for more"))
        ->type_name("K=V")
        ->allow_extra_args(false);
    // Split by makeSetup, not by CLI11, which would drop an empty name (",Bo") without a word.
    namesOption = command.add_option("--names", names, vb::tx("The players' names, comma-separated"))
                      ->type_name("A,B,..")
                      ->allow_extra_args(false);
  }

  // `new` and `play` only (docs/variants.md).
  void addVariantTo(CLI::App& command) {
    variantOption =
        command
            .add_option("--variant", variant, vb::tx("A variant file: rules changed from the published ones"))
            ->type_name("FILE");
  }

  const vb::cli::StartArgs& resolved() {
    if (variantOption != nullptr && variantOption->count() > 0) args.variant = variant;
    if (playersOption->count() > 0) args.players = players;
    if (seedOption->count() > 0) args.seed = seed;
    if (namesOption->count() > 0) args.names = names;
    return args;
  }
};

// The options of `simulate`, read into SimulateArgs when it runs.
struct SimulateOptions {
  vb::cli::SimulateArgs args;
  std::deque<std::string> texts;             // as given; a deque keeps their addresses
  std::string bots;                          // as given to --bots
  std::vector<std::function<void()>> given;  // copies each option given into `args`

  // An option whose absence means its default: `target` is set only when it is given.
  void optional(CLI::App* command, const char* name, std::optional<std::string>& target,
                const std::string& help, const char* type) {
    std::string& text = texts.emplace_back();
    CLI::Option* option = command->add_option(name, text, help)->type_name(type);
    given.emplace_back([option, &text, &target] {
      if (option->count() > 0) target = text;
    });
  }

  void addTo(CLI::App& app, std::function<std::string()>& run) {
    auto* simulate =
        subcommand(app, "simulate", vb::tx("Play many games between bots, seats rotated; print the results"));
    simulate->add_option("GAME", args.start.game, vb::tx("The game's id (see `games`)"))->required();
    // Split by readBotList, not by CLI11, which would drop an empty name ("random,,greedy").
    simulate->add_option("--bots", bots, vb::tx("Bot names, comma-separated, by seat; the last one repeats"))
        ->type_name("BOT,..")
        ->allow_extra_args(false)
        ->required();
    simulate->add_option("--games", args.games, vb::tx("How many games"))->type_name("N")->required();
    optional(simulate, "--players", args.start.players,
             vb::tx("How many players (default: the number of bots)"), "N");
    optional(simulate, "--seed", args.start.seed,
             vb::tx("The seed of the whole run (default: drawn at random)"), "S");
    optional(simulate, "--threads", args.threads, vb::tx("Threads to play on (default: the number of cores)"),
             "T");
    simulate
        ->add_option("--option", args.start.options, vb::tx("A game option as KEY=VALUE; repeat for more"))
        ->type_name("K=V")
        ->allow_extra_args(false);
    simulate->add_flag("--json", args.json, vb::tx("Print the results as JSON"));
    optional(simulate, "--variant", args.start.variant,
             vb::tx("A variant file: rules changed from the published ones"), "FILE");
    optional(simulate, "--records", args.records,
             vb::tx("Write one JSON line a game (replayable) to this file"), "FILE.jsonl");
    optional(simulate, "--shard", args.shard, vb::tx("Play only every N-th game, from game I (0 <= I < N)"),
             "I/N");
    optional(simulate, "--compare", args.compare,
             vb::tx("Also play the same seeds under this variant; report the differences"), "OTHER.json");
    simulate->callback([this, &run] {
      run = [this] {
        for (const auto& copy : given) copy();
        args.bots = vb::cli::readBotList(bots);
        return vb::cli::simulateCommand(args);
      };
    });
  }
};

// Parses the arguments and runs the command they chose: its output on standard output, a refusal
// or a usage error in one line on standard error (exit 2).
int parseAndRun(CLI::App& app, const std::vector<std::string>& args, const std::function<std::string()>& run,
                const std::string& notes) {
  try {
    // CLI11 reads the arguments last to first.
    std::vector<std::string> reversed(args.rbegin(), args.rend() - 1);
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    // --help and --version succeed and print as CLI11 does; a usage error is one line like any other.
    if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(e);
    std::cerr << "veggiebox-cli: " << vb::tx("{1} (see veggiebox-cli --help)", vb::oneLine(e.what())) << "\n";
    return kError;
  }

  try {
    const std::string out = run();
    std::cout << out << std::flush;
    if (!std::cout) {
      std::cerr << "veggiebox-cli: " << vb::tx("standard output could not be written") << "\n";
      return kError;
    }
    std::cerr << notes;
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "veggiebox-cli: " << vb::oneLine(e.what()) << "\n";
    return kError;
  }
}

}  // namespace

int main(int argc, char** argv) {
  vb::installSignalCleanup();  // an interrupted command leaves no temporary file (docs/cli.md#files-written)
  std::vector<std::string> args(argv, argv + argc);
  if (const auto error = chooseLanguage(args)) {
    std::cerr << "veggiebox-cli: " << *error << "\n";
    return kError;
  }

  CLI::App app{vb::tx("Set up, check and play VeggieBox games from the command line."), "veggiebox-cli"};
  translateHelp(app);
  app.require_subcommand(1);
  app.set_version_flag("--version", "veggiebox-cli " VEGGIEBOX_VERSION,
                       vb::tx("Display program version information and exit"));
  // Read (and taken out) before CLI11 parses; here for the help only.
  std::string language;
  app.add_option("--lang", language,
                 vb::tx("The language of the messages and the help: {1}", vb::listOr(vb::languages())))
      ->type_name("LANG");
  std::function<std::string()> run;
  std::string notes;  // for standard error once the command has succeeded (apply's skipped steps)

  auto* games = subcommand(app, "games", vb::tx("List the games, their player counts and options"));
  bool listVariants = false;
  games->add_flag("--variants", listVariants, vb::tx("Also list the rules a variant file may change"));
  games->callback([&] { run = [&] { return vb::cli::gamesCommand(listVariants); }; });

  StartOptions newOptions;
  auto* newGame = subcommand(app, "new", vb::tx("Start a new game and print its state as JSON"));
  newOptions.addTo(*newGame);
  newOptions.addVariantTo(*newGame);
  newGame->callback([&] { run = [&] { return vb::cli::newCommand(newOptions.resolved()); }; });

  std::string file;
  const std::string fileHelp = vb::tx("A state, scenario or save as JSON; - for standard input");

  std::string seat;
  bool json = false;
  auto* show = subcommand(app, "show", vb::tx("Draw the state as text, or print what a seat sees as JSON"));
  show->add_option("FILE", file, fileHelp)->required();
  auto* seatOption =
      show->add_option("--as", seat, vb::tx("Show what this seat (index or name) sees; -1: public"))
          ->type_name("SEAT");
  show->add_flag("--json", json, vb::tx("Print the seat's observation as JSON instead of the picture"));
  show->callback([&] {
    run = [&] {
      return vb::cli::showCommand(file, seatOption->count() > 0 ? std::optional(seat) : std::nullopt, json);
    };
  });

  auto* legal = subcommand(app, "legal", vb::tx("List the legal actions, one a line"));
  legal->add_option("FILE", file, fileHelp)->required();
  legal->callback([&] { run = [&] { return vb::cli::legalCommand(file); }; });

  std::vector<std::string> actions;
  auto* apply = subcommand(app, "apply", vb::tx("Apply actions in order and print the new state as JSON"));
  apply->add_option("FILE", file, fileHelp)->required();
  apply
      ->add_option("ACTION", actions,
                   vb::tx("An action text, quoted (\"place hand r90 at 3,-1\"), or a line of `legal`"))
      ->required();
  apply->callback([&] { run = [&] { return vb::cli::applyCommand(file, actions, notes); }; });

  auto* score = subcommand(app, "score", vb::tx("Print the score sheet as JSON"));
  score->add_option("FILE", file, fileHelp)->required();
  auto* scoreSeat =
      score
          ->add_option("--as", seat, vb::tx("The sheet as this seat (index or name) may know it; -1: public"))
          ->type_name("SEAT");
  score->callback([&] {
    run = [&] {
      return vb::cli::scoreCommand(file, scoreSeat->count() > 0 ? std::optional(seat) : std::nullopt);
    };
  });

  StartOptions playOptions;
  vb::cli::PlayArgs playArgs;
  auto* play = subcommand(app, "play", vb::tx("Play a whole game between bots and print its log and scores"));
  playOptions.addTo(*play);
  playOptions.addVariantTo(*play);
  std::string playBots;
  auto* playBotsOption = play->add_option("--bots", playBots,
                                          vb::tx("Bot names, comma-separated, by seat; the last one repeats"))
                             ->type_name("BOT,..")
                             ->allow_extra_args(false);
  std::string savePath;
  auto* saveOption = play->add_option("--save", savePath, vb::tx("Write a save of the game to this file"))
                         ->type_name("FILE");
  play->callback([&] {
    run = [&] {
      playArgs.start = playOptions.resolved();
      if (playBotsOption->count() > 0) playArgs.bots = vb::cli::readBotList(playBots);
      if (saveOption->count() > 0) playArgs.savePath = savePath;
      return vb::cli::playCommand(playArgs);
    };
  });

  auto* replay = subcommand(app, "replay", vb::tx("Check a save by replaying it; print the scores"));
  replay->add_option("SAVE", file, vb::tx("A save file; - for standard input"))->required();
  replay->callback([&] { run = [&] { return vb::cli::replayCommand(file); }; });

  SimulateOptions simulateOptions;
  simulateOptions.addTo(app, run);

  std::vector<std::string> shardFiles;
  auto* merge =
      subcommand(app, "merge", vb::tx("Combine the shards' `simulate --json` outputs into the whole run's"));
  merge->add_option("FILE", shardFiles, vb::tx("A shard's `simulate --json` output"))->required();
  merge->add_flag("--json", json, vb::tx("Print the results as JSON"));
  merge->callback([&] { run = [&] { return vb::cli::mergeCommand(shardFiles, json); }; });

  return parseAndRun(app, args, run, notes);
}
