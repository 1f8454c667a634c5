// How game i of a run is seeded (docs/lab.md#seeds): from the run's seed and i alone, so that a game
// is the same whichever thread, shard or machine plays it.
#pragma once

#include <cstdint>

namespace vb::lab {

// SplitMix64's finaliser over a and b.
constexpr std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  std::uint64_t z = a + 0x9E3779B97F4A7C15ULL * (b + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// Game i deals deal i / P: each deal is played once in every rotation of the seats, which halves
// the luck of the deal in a two-bot match.
constexpr std::uint64_t dealSeed(std::uint64_t runSeed, int index, int players) {
  return mix(runSeed, static_cast<std::uint64_t>(index / players));
}

// The generator of the bot in `seat` of game `index`, apart from the deal's.
constexpr std::uint64_t botSeed(std::uint64_t runSeed, int index, int seat) {
  return mix(mix(runSeed ^ 0xB0755EEDB0755EEDULL, static_cast<std::uint64_t>(index)),
             static_cast<std::uint64_t>(seat));
}

// Game i seats line-up entry j at seat (j - i) mod P, so seat s holds entry (s + i) mod P.
constexpr int lineupEntryAt(int seat, int index, int players) { return (seat + index) % players; }

// A win shared by k seats counts 1/k to each: kept in 840ths (the least common multiple of 1 to 8),
// so that every share is a whole number and sums of them are exact.
inline constexpr std::int64_t kWinUnits = 840;

}  // namespace vb::lab
