// How game i of a run is seeded (docs/lab.md#seeds): from the run's seed and i alone, so that a game
// is the same whichever thread, shard or machine plays it.
#pragma once

#include <cstdint>

#include "veggiebox/play/match.h"

namespace vb::lab {

// Game i deals deal i / P: each deal is played once in every rotation of the seats, which halves
// the luck of the deal in a two-bot match.
constexpr std::uint64_t dealSeed(std::uint64_t runSeed, int index, int players) {
  return mixSeeds(runSeed, static_cast<std::uint64_t>(index / players));
}

// Game i seats line-up entry j at seat (j - i) mod P, so seat s holds entry (s + i) mod P.
constexpr int lineupEntryAt(int seat, int index, int players) { return (seat + index) % players; }

// A win shared by k seats counts 1/k to each: kept in 840ths (the least common multiple of 1 to 8),
// so that every share is a whole number and sums of them are exact.
inline constexpr std::int64_t kWinUnits = 840;

}  // namespace vb::lab
