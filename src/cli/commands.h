// The subcommands of veggiebox-cli. Each one returns the text for standard output, or throws
// vb::InputError (or std::runtime_error) with a message naming what is wrong and where; main()
// prints that message on standard error and exits 2, so a failed command never prints half a result.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb::cli {

// How to start a game: `new` and `play`.
struct StartArgs {
  std::string game;
  std::optional<std::string> players;  // as given to --players
  std::optional<std::string> seed;     // a whole number; drawn at random when absent
  std::vector<std::string> options;    // "KEY=VALUE"
  std::optional<std::string> names;    // comma-separated, as given to --names
  std::optional<std::string> variant;  // a variant file (docs/variants.md), as given to --variant
};

struct PlayArgs {
  StartArgs start;
  std::vector<std::string> bots;        // shorter than the player count: the last one repeats
  std::optional<std::string> savePath;  // absent: no save
};

// `simulate`: many bot games with the seats rotated, their results and timing (docs/cli.md,
// docs/lab.md).
struct SimulateArgs {
  StartArgs start;                     // game, players, seed, options, variant (no names)
  std::vector<std::string> bots;       // by seat of the first game; shorter: the last one repeats
  std::string games;                   // as given to --games
  std::optional<std::string> threads;  // as given to --threads; absent: the number of cores
  std::optional<std::string> records;  // --records FILE.jsonl: one line a game
  std::optional<std::string> shard;    // --shard I/N
  std::optional<std::string> compare;  // --compare OTHER.json: a second variant, the same seeds
  bool json = false;
};

// `variants`: also every rule a variant may change, per game (docs/variants.md).
std::string gamesCommand(bool variants = false);
std::string newCommand(const StartArgs& args);
// `seat` is a seat index or a player's name; absent: the public view. `json`: the observation as
// JSON rather than the text picture.
std::string showCommand(const std::string& file, const std::optional<std::string>& seat, bool json);
std::string legalCommand(const std::string& file);
// Each action is its text or a line of `legal` as it is. `notes` gets a line for standard error for
// each action that skipped a step of the rules (a Veggie Garden power with no use), and why.
std::string applyCommand(const std::string& file, const std::vector<std::string>& actions,
                         std::string& notes);
// `seat` as for show: the sheet as that seat may know it; absent: the whole sheet.
std::string scoreCommand(const std::string& file, const std::optional<std::string>& seat);
std::string playCommand(const PlayArgs& args);
std::string replayCommand(const std::string& file);
std::string simulateCommand(const SimulateArgs& args);
// `merge`: the shards' `simulate --json` outputs combined into the whole run's report.
std::string mergeCommand(const std::vector<std::string>& files, bool json);

// Shared by the commands (commands.cpp): the game by its id, and the setup for new, play and simulate.
// The player count comes from --players, else from --names, else it is `fallbackCount` (at least the
// game's minimum).
const Game& gameNamed(const std::string& id);
// The words the commands' messages share: "standard input" for "-", else the file's name; "WHERE: a
// value has a kind VeggieBox did not expect"; "OPTION 'PATH': is a folder, not a file";
// The bots given to --bots ("random,greedy"), split at commas; an empty one ("random,,greedy", ",")
// is refused by its number rather than dropped.
std::vector<std::string> readBotList(const std::string& text);

// "OPTION: 3 bots for 2 players".
std::string displayName(const std::string& file);
std::string unexpectedKind(const std::string& where);
std::string botsFor(const std::string& option, std::size_t bots, std::size_t players);
Setup makeSetup(const Game& game, const StartArgs& args, int fallbackCount);

}  // namespace vb::cli
