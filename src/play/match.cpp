#include "veggiebox/play/match.h"

#include <chrono>
#include <stdexcept>

#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb {

std::uint64_t botsSeed(std::uint64_t seed, int index) {
  return mixSeeds(seed ^ 0xB0755EEDB0755EEDULL, static_cast<std::uint64_t>(index));
}

std::uint64_t decisionSeed(std::uint64_t bots, std::size_t move) { return mixSeeds(bots, move); }

ActionId botDecision(const State& state, Bot& bot, std::uint64_t botsSeed, std::size_t move) {
  Rng rng(decisionSeed(botsSeed, move));
  return bot.choose(state, rng);
}

bool playMatch(State& state, std::span<Bot* const> bots, std::uint64_t botsSeed, std::size_t played,
               const std::function<void(const State&, const MatchMove&)>& onMove,
               const std::atomic<bool>* stop) {
  const int players = state.numPlayers();
  const auto limit = static_cast<std::size_t>(state.game().maxDecisions(players));
  for (std::size_t move = played; !state.isOver(); ++move) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) return false;
    const int seat = state.currentPlayer();
    if (move >= limit)
      throw std::runtime_error(tx("the game did not end within {1} decisions (an engine bug)", limit));
    if (seat < 0 || seat >= players || static_cast<std::size_t>(seat) >= bots.size())
      throw std::runtime_error(tx("the game is not over but seat {1} is to play", seat));
    Bot& bot = *bots[static_cast<std::size_t>(seat)];
    const auto start = std::chrono::steady_clock::now();
    MatchMove m;
    m.seat = seat;
    m.action = botDecision(state, bot, botsSeed, move);
    m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    m.text = state.actionText(m.action);
    onMove(state, m);
    if (const Outcome o = state.apply(m.action); !o)
      throw std::runtime_error(
          tx("bot {1} chose {2}, which was refused: {3}", quote(bot.name()), quote(m.text), o.reason));
  }
  return true;
}

}  // namespace vb
