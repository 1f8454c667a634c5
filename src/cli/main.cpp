// veggiebox-cli: new games, scenarios, legal moves, apply, score, bot games and replays from a shell.
// Exit codes: 0 success; 2 for any error (bad usage, unreadable input, refused action), with the
// message on standard error and nothing on standard output. docs/cli.md documents every command.
#include <CLI/CLI.hpp>
#include <deque>
#include <functional>
#include <iostream>

#include "commands.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/registry.h"

namespace {

constexpr int kError = 2;

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
    command.add_option("GAME", args.game, "The game's id (see `games`)")->required();
    playersOption =
        command.add_option("--players", players, "How many players (default: the game's minimum)")
            ->type_name("N");
    seedOption =
        command.add_option("--seed", seed, "The seed for the deal, 0 or more (default: drawn at random)")
            ->type_name("S");
    command.add_option("--option", args.options, "A game option as KEY=VALUE; repeat for more")
        ->type_name("K=V")
        ->allow_extra_args(false);
    // Split by makeSetup, not by CLI11, which would drop an empty name (",Bo") without a word.
    namesOption = command.add_option("--names", names, "The players' names, comma-separated")
                      ->type_name("A,B,..")
                      ->allow_extra_args(false);
  }

  // `new` and `play` only (docs/variants.md).
  void addVariantTo(CLI::App& command) {
    variantOption =
        command.add_option("--variant", variant, "A variant file: rules changed from the published ones")
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
  std::vector<std::function<void()>> given;  // copies each option given into `args`

  // An option whose absence means its default: `target` is set only when it is given.
  void optional(CLI::App* command, const char* name, std::optional<std::string>& target, const char* help,
                const char* type) {
    std::string& text = texts.emplace_back();
    CLI::Option* option = command->add_option(name, text, help)->type_name(type);
    given.emplace_back([option, &text, &target] {
      if (option->count() > 0) target = text;
    });
  }

  void addTo(CLI::App& app, std::function<std::string()>& run) {
    auto* simulate =
        app.add_subcommand("simulate", "Play many games between bots, seats rotated; print the results");
    simulate->add_option("GAME", args.start.game, "The game's id (see `games`)")->required();
    simulate->add_option("--bots", args.bots, "Bot names, comma-separated, by seat; the last one repeats")
        ->type_name("BOT,..")
        ->delimiter(',')
        ->allow_extra_args(false)
        ->required();
    simulate->add_option("--games", args.games, "How many games")->type_name("N")->required();
    optional(simulate, "--players", args.start.players, "How many players (default: the number of bots)",
             "N");
    optional(simulate, "--seed", args.start.seed, "The seed of the whole run (default: drawn at random)",
             "S");
    optional(simulate, "--threads", args.threads, "Threads to play on (default: the number of cores)", "T");
    simulate->add_option("--option", args.start.options, "A game option as KEY=VALUE; repeat for more")
        ->type_name("K=V")
        ->allow_extra_args(false);
    simulate->add_flag("--json", args.json, "Print the results as JSON");
    optional(simulate, "--variant", args.start.variant,
             "A variant file: rules changed from the published ones", "FILE");
    optional(simulate, "--records", args.records, "Write one JSON line a game (replayable) to this file",
             "FILE.jsonl");
    optional(simulate, "--shard", args.shard, "Play only every N-th game, from game I (0 <= I < N)", "I/N");
    optional(simulate, "--compare", args.compare,
             "Also play the same seeds under this variant; report the differences", "OTHER.json");
    simulate->callback([this, &run] {
      run = [this] {
        for (const auto& copy : given) copy();
        return vb::cli::simulateCommand(args);
      };
    });
  }
};

}  // namespace

int main(int argc, char** argv) {
  vb::registerBuiltinGames();

  CLI::App app{"Set up, check and play VeggieBox games from the command line.", "veggiebox-cli"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "veggiebox-cli " VEGGIEBOX_VERSION);
  std::function<std::string()> run;
  std::string notes;  // for standard error once the command has succeeded (apply's skipped steps)

  auto* games = app.add_subcommand("games", "List the games, their player counts and options");
  bool listVariants = false;
  games->add_flag("--variants", listVariants, "Also list the rules a variant file may change");
  games->callback([&] { run = [&] { return vb::cli::gamesCommand(listVariants); }; });

  StartOptions newOptions;
  auto* newGame = app.add_subcommand("new", "Start a new game and print its state as JSON");
  newOptions.addTo(*newGame);
  newOptions.addVariantTo(*newGame);
  newGame->callback([&] { run = [&] { return vb::cli::newCommand(newOptions.resolved()); }; });

  std::string file;
  const char* fileHelp = "A state, scenario or save as JSON; - for standard input";

  std::string seat;
  bool json = false;
  auto* show = app.add_subcommand("show", "Draw the state as text, or print what a seat sees as JSON");
  show->add_option("FILE", file, fileHelp)->required();
  auto* seatOption = show->add_option("--as", seat, "Show what this seat (index or name) sees; -1: public")
                         ->type_name("SEAT");
  show->add_flag("--json", json, "Print the seat's observation as JSON instead of the picture");
  show->callback([&] {
    run = [&] {
      return vb::cli::showCommand(file, seatOption->count() > 0 ? std::optional(seat) : std::nullopt, json);
    };
  });

  auto* legal = app.add_subcommand("legal", "List the legal actions, one a line");
  legal->add_option("FILE", file, fileHelp)->required();
  legal->callback([&] { run = [&] { return vb::cli::legalCommand(file); }; });

  std::vector<std::string> actions;
  auto* apply = app.add_subcommand("apply", "Apply actions in order and print the new state as JSON");
  apply->add_option("FILE", file, fileHelp)->required();
  apply
      ->add_option("ACTION", actions,
                   "An action text, quoted (\"place hand r90 at 3,-1\"), or a line of `legal`")
      ->required();
  apply->callback([&] { run = [&] { return vb::cli::applyCommand(file, actions, notes); }; });

  auto* score = app.add_subcommand("score", "Print the score sheet as JSON");
  score->add_option("FILE", file, fileHelp)->required();
  auto* scoreSeat =
      score->add_option("--as", seat, "The sheet as this seat (index or name) may know it; -1: public")
          ->type_name("SEAT");
  score->callback([&] {
    run = [&] {
      return vb::cli::scoreCommand(file, scoreSeat->count() > 0 ? std::optional(seat) : std::nullopt);
    };
  });

  StartOptions playOptions;
  vb::cli::PlayArgs playArgs;
  auto* play = app.add_subcommand("play", "Play a whole game between bots and print its log and scores");
  playOptions.addTo(*play);
  playOptions.addVariantTo(*play);
  play->add_option("--bots", playArgs.bots, "Bot names, comma-separated, by seat; the last one repeats")
      ->type_name("BOT,..")
      ->delimiter(',')
      ->allow_extra_args(false);
  std::string savePath;
  auto* saveOption =
      play->add_option("--save", savePath, "Write a save of the game to this file")->type_name("FILE");
  play->callback([&] {
    run = [&] {
      playArgs.start = playOptions.resolved();
      if (saveOption->count() > 0) playArgs.savePath = savePath;
      return vb::cli::playCommand(playArgs);
    };
  });

  auto* replay = app.add_subcommand("replay", "Check a save by replaying it; print the scores");
  replay->add_option("SAVE", file, "A save file; - for standard input")->required();
  replay->callback([&] { run = [&] { return vb::cli::replayCommand(file); }; });

  SimulateOptions simulateOptions;
  simulateOptions.addTo(app, run);

  std::vector<std::string> shardFiles;
  auto* merge =
      app.add_subcommand("merge", "Combine the shards' `simulate --json` outputs into the whole run's");
  merge->add_option("FILE", shardFiles, "A shard's `simulate --json` output")->required();
  merge->add_flag("--json", json, "Print the results as JSON");
  merge->callback([&] { run = [&] { return vb::cli::mergeCommand(shardFiles, json); }; });

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version succeed and print as CLI11 does; a usage error is one line like any other.
    if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(e);
    std::cerr << "veggiebox-cli: " << vb::oneLine(e.what()) << " (see veggiebox-cli --help)\n";
    return kError;
  }

  try {
    const std::string out = run();
    std::cout << out << std::flush;
    if (!std::cout) {
      std::cerr << "veggiebox-cli: standard output could not be written\n";
      return kError;
    }
    std::cerr << notes;
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "veggiebox-cli: " << vb::oneLine(e.what()) << "\n";
    return kError;
  }
}
