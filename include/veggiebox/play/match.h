// The one loop in which bots play a game (docs/bots.md#seeds): the CLI's `play`, every game of the
// lab and, one decision at a time, the app's computer seats draw their bots' random numbers by the
// same rule.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <string>

#include "veggiebox/bots/bot.h"
#include "veggiebox/core/game.h"

namespace vb {

// SplitMix64's finaliser over a and b: one seed from two, each bit of either changing about half
// of its bits.
constexpr std::uint64_t mixSeeds(std::uint64_t a, std::uint64_t b) {
  std::uint64_t z = a + 0x9E3779B97F4A7C15ULL * (b + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// The seed of a game's bots, apart from its deal: game `index` of a run seeded with `seed` (the
// lab), or a lone game dealt with `seed` (index 0: the CLI's play, the app).
std::uint64_t botsSeed(std::uint64_t seed, int index = 0);

// The seed of the generator a bot draws from for the decision at `move` (the number of actions
// played before it) of a game whose bots are seeded with `bots`: from those two alone, so a game
// reloaded, undone or replayed to any move has its bots decide there as before, on any thread or
// machine.
std::uint64_t decisionSeed(std::uint64_t bots, std::size_t move);

// What `bot` chooses at move `move` of a game whose bots are seeded with `botsSeed`: one decision
// of playMatch, and each of the app's computer seats' decisions.
ActionId botDecision(const State& state, Bot& bot, std::uint64_t botsSeed, std::size_t move);

// One decision taken in playMatch.
struct MatchMove {
  int seat = -1;
  ActionId action = 0;
  std::string text;    // the action's text form, before it was applied
  double seconds = 0;  // the bot's time to choose it
};

// Plays `state` (after `played` actions already) to its end: bots[seat] chooses for each seat, the
// decision at move n drawing from Rng(decisionSeed(bots, n)); `onMove` hears of every decision
// just before it is applied, with the state the bot chose in. Returns false when *stop was set first (a
// stopped bot answers at once with the best it has, so the game is not the one its seeds make: a caller drops
// it). Throws std::runtime_error when a bot's choice is refused or the game outlasts Game::maxDecisions (an
// engine bug).
bool playMatch(State& state, std::span<Bot* const> bots, std::uint64_t botsSeed, std::size_t played,
               const std::function<void(const State& before, const MatchMove&)>& onMove,
               const std::atomic<bool>* stop = nullptr);

}  // namespace vb
