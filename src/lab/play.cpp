// One game of a run, played by bots to its end (docs/lab.md#seeds).
#include <chrono>
#include <stdexcept>
#include <string>

#include "seeds.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/lab/lab.h"

namespace vb::lab {

GameRecord playGame(const Plan& plan, int index, const std::atomic<bool>* stop) {
  const int players = static_cast<int>(plan.lineup.size());
  const auto count = static_cast<std::size_t>(players);
  GameRecord r;
  r.index = index;
  r.dealSeed = dealSeed(plan.setup.seed, index, players);
  Setup setup = plan.setup;
  setup.seed = r.dealSeed;
  auto state = plan.game->newGame(setup);
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Rng> rngs;
  for (int seat = 0; seat < players; ++seat) {
    r.lineupOf.push_back(lineupEntryAt(seat, index, players));
    bots.push_back(makeBot(plan.lineup[static_cast<std::size_t>(r.lineupOf.back())]));
    bots.back()->setStop(stop);
    rngs.emplace_back(botSeed(plan.setup.seed, index, seat));
  }
  r.seconds.resize(count);
  const int limit = plan.game->maxDecisions(players);
  while (!state->isOver()) {
    // A stopped bot answers with the best it has found so far, so a game stopped in the middle is
    // not the game its seeds make: it ends here, and run() drops it.
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) break;
    const int seat = state->currentPlayer();
    if (r.decisions >= limit || seat < 0 || seat >= players)
      throw std::runtime_error(tx("game {1} did not end as the engine promises (an engine bug)", index));
    const auto s = static_cast<std::size_t>(seat);
    const auto start = std::chrono::steady_clock::now();
    const ActionId action = bots[s]->choose(*state, rngs[s]);
    r.seconds[s].push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    r.actions.push_back(state->actionText(action));
    if (const Outcome o = state->apply(action); !o)
      throw std::runtime_error(tx("bot {1} chose {2}, which was refused: {3}", quote(bots[s]->name()),
                                  quote(r.actions.back()), o.reason));
    ++r.decisions;
  }
  const ScoreSheet sheet = state->scoreSheet();
  for (const auto& p : sheet.players) r.scores.push_back(p.total);
  r.winners = sheet.winners;
  r.events = state->events();
  return r;
}

}  // namespace vb::lab
