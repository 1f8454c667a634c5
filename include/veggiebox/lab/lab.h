// The playtesting lab (docs/lab.md): batches of games between bots, under a rule variant, played in
// parallel and aggregated as they finish into statistics that are exact and can be merged.
//
// One engine serves the command line (`veggiebox-cli simulate`, `merge`) and the app's Lab window.
// Game i of a run is the same game whichever thread, shard or machine plays it: its deal and its
// bots' seeds come from the run's seed and i alone. Statistics hold only sums and counts of whole
// numbers (a win shared by k seats is kept in 840ths), so adding games in any order, or merging
// shards, gives exactly the same numbers; means and percentiles are computed when reported.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "veggiebox/core/game.h"
#include "veggiebox/play/save.h"

namespace vb::lab {

using OrderedJson = nlohmann::ordered_json;

inline constexpr int kMaxGames = 1000000;

// A run: which game, how many seats, which bots, under which rules, how many games.
struct Plan {
  const Game* game = nullptr;
  // The player names (their count is the player count), the options, the variant; setup.seed is the
  // run's seed, from which every game's deal and bot seeds are derived.
  Setup setup;
  std::vector<std::string> lineup;  // one bot name per line-up entry; lineup.size() == player count
  int games = 0;                    // games in the whole run, every shard together
  int shardIndex = 0;               // this shard plays the games i with i % shardCount == shardIndex
  int shardCount = 1;
  // Throws InputError naming the field when the plan cannot run (unknown bot, bad counts, ...).
  void check() const;
};

// One finished game: enough to replay it exactly (save()) and to aggregate it.
struct GameRecord {
  int index = 0;                     // the game's number in the whole run
  std::uint64_t dealSeed = 0;        // Setup::seed of its newGame
  std::vector<int> lineupOf;         // seat -> line-up entry (the seats rotate from game to game)
  std::vector<int> scores;           // seat -> final total
  std::vector<int> winners;          // seats; a shared win counts 1/k to each
  int decisions = 0;                 // actions played
  std::vector<std::string> actions;  // text forms, in order
  Json events;                       // State::events() at the end: the game's own counts, whole numbers only
  std::vector<std::vector<double>> seconds;  // seat -> seconds each of its decisions took (timing only)

  // A save (docs/saves.md) that replays this game on the table, bots in their seats.
  Save save(const Plan& plan) const;
  // One line of `simulate --records` (docs/lab.md#records); fromJson reads it back.
  OrderedJson toJson(const Plan& plan) const;
};

// A save that replays one line of `simulate --records` (for "Open a game" from the records); throws
// InputError naming the field when the line is not one.
Save recordSave(const Json& line);

// Plays game `index` of the plan to its end. Throws std::runtime_error if the engine breaks its promises.
// When *stop is set, it returns early with a record of no use (the caller checks *stop and drops it).
GameRecord playGame(const Plan& plan, int index, const std::atomic<bool>* stop = nullptr);

// Exact, mergeable statistics of the games added so far (docs/lab.md#statistics).
class Stats {
 public:
  Stats() = default;
  explicit Stats(const Plan& plan);
  void add(const GameRecord& game);
  // Adds another run's statistics of the same game, line-up, options, variant and seed; throws
  // InputError saying what differs.
  void merge(const Stats& other);
  // Adds the games another Stats of the same plan and shard counted (one per thread of a run);
  // merge() is for other shards.
  void addGames(const Stats& other);
  int gamesPlayed() const;
  // The bots, one a distinct line-up name, in the order of the report's "bots".
  std::vector<std::string> botNames() const;
  // The games the shards counted so far hold when each has run to its end, and the shards not yet
  // merged in (0-based, of the run's shard count); a finished whole run has none missing.
  int gamesExpected() const;
  std::vector<int> missingShards() const;
  // The report `simulate --json` prints (without "timing", which the caller adds).
  OrderedJson toJson() const;
  // Reads a `simulate --json` report back (for merge); throws InputError naming the field.
  static Stats fromJson(const Json& json);

 private:
  struct Data;
  // Shared between copies until one of them changes.
  std::shared_ptr<Data> data_;
  Data& mutableData();
};

// What `merge` adds up (docs/lab.md#shards-and-merge): each report's statistics, read by
// Stats::fromJson, and its "timing", read in full and range-checked. add() throws InputError naming
// the field, and a refused report leaves the sum as it was.
class ReportSum {
 public:
  // `stats` is Stats::fromJson(report).
  void add(const Stats& stats, const Json& report);
  const Stats& stats() const { return stats_; }
  // The merged report: stats().toJson() with "timing": threads, wall seconds and each bot's
  // decisions added up, its seconds the decisions-weighted mean (the most: the largest), and the
  // "shards" the reports held.
  OrderedJson toJson() const;

 private:
  struct BotTiming {
    std::string bot;
    std::int64_t decisions = 0;
    double median = 0, mean = 0, most = 0;
  };
  Stats stats_;
  std::int64_t threads_ = 0, shards_ = 0;
  double wall_ = 0;
  std::vector<BotTiming> bots_;
};

// Progress of a running batch.
struct Progress {
  int done = 0;   // games finished in this shard
  int total = 0;  // games this shard plays
  double seconds = 0;
};

// Plays the plan's games (this shard's) over `threads` threads. Each finished game is given to
// `onGame` (called under a lock, one at a time, in the order games finish) and added to the result.
// `onProgress`, when set, is called from the calling thread about five times a second. When *stop is
// set, the run ends soon after, with the games finished so far. Rethrows the first error of a game.
struct RunOptions {
  int threads = 1;
  const std::atomic<bool>* stop = nullptr;
  std::function<void(const GameRecord&)> onGame;
  std::function<void(const Progress&)> onProgress;
};
Stats run(const Plan& plan, const RunOptions& options);

// The same games played under two variants, compared game by game (docs/lab.md#compare): for each
// bot and seat its win rate and mean score, the game length and every event, the mean of the
// per-game differences (b - a) with a 95% interval and the p-value of a paired t-test, from
// streamed whole-number sums of the differences and their squares.
class Comparison {
 public:
  Comparison() = default;
  // `a` and `b` differ in their variant only.
  explicit Comparison(const Plan& a, const Plan& b);
  // Game i under a and under b.
  void add(const GameRecord& a, const GameRecord& b);
  void addGames(const Comparison& other);
  int gamesPlayed() const;
  OrderedJson toJson() const;

 private:
  struct Data;
  std::shared_ptr<Data> data_;
  Data& mutableData();
};

struct ComparedRun {
  Stats a, b;
  Comparison comparison;
};
// Plays each of the plan's games under `a` and under `b` (same deals, same bot seeds); onGame is
// given a's records. Throws InputError when b differs from a in more than its variant.
ComparedRun runCompared(const Plan& a, const Plan& b, const RunOptions& options);

}  // namespace vb::lab
