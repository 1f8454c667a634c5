// What a Stats holds: whole-number counts, sums and histograms only (docs/lab.md#statistics).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "summary.h"
#include "veggiebox/lab/lab.h"

namespace vb::lab {

// One bot's or one seat's games: seat-games, wins in kWinUnits, and the scores.
struct Tally {
  std::int64_t games = 0;
  std::int64_t winUnits = 0;
  Histogram scores;
  // Adds `other` in checked arithmetic; `where` names the tally in a refusal ("bots[0]").
  void add(const Tally& other, const std::string& where);
};

// a + b, refused naming `field` when the sum leaves the 64-bit range: the tallies of files from
// anyone are added (docs/lab.md#shards-and-merge), and a wrapped sum would print a wrong number.
std::int64_t checkedSum(std::int64_t a, std::int64_t b, const std::string& field);

// An event's JSON pointer ("/powers/carrot/used") as a report's field ("events.sums.powers.carrot.used").
std::string eventField(const std::string& pointer);

// Each game's events, flattened to JSON pointers ("/powers/carrot/used"), summed over games.
using EventSums = std::map<std::string, std::int64_t>;
// Adds one game's State::events(); throws std::runtime_error on a leaf that is not a whole number.
void addEvents(EventSums& sums, const Json& events);

// A run's tallies; Stats::Data is one, shared between copies of a Stats until one changes.
struct Tallies {
  // Which run: statistics merge only with those of the same run.
  std::string game;
  int players = 0;
  std::vector<std::string> lineup;
  Options options;
  Variant variant;
  std::uint64_t seed = 0;
  int runGames = 0;         // the whole run's games, every shard together
  int shardCount = 1;       // 1 once every shard is in
  std::vector<int> shards;  // the shards counted, ascending

  std::vector<std::string> botNames;  // one a distinct line-up name, in line-up order
  std::vector<int> rowOf;             // line-up entry -> index into botNames and bots
  std::vector<Tally> bots, seats;
  std::int64_t played = 0;
  std::int64_t ties = 0;  // games with more than one winner
  Histogram lengths;      // decisions a game
  EventSums events;

  void setLineup(std::vector<std::string> names);
  // Adds other's counts in checked arithmetic; on a refusal (InputError naming the field) this is
  // left half added, so callers add into a copy (Stats::merge).
  void addGames(const Tallies& other);
};

struct Stats::Data : Tallies {};

}  // namespace vb::lab
