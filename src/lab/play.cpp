// One game of a run, played by bots to its end (docs/lab.md#seeds).
#include <memory>
#include <vector>

#include "seeds.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/lab/lab.h"
#include "veggiebox/play/match.h"

namespace vb::lab {

GameRecord playGame(const Plan& plan, int index, const std::atomic<bool>* stop) {
  const int players = static_cast<int>(plan.lineup.size());
  GameRecord r;
  r.index = index;
  r.dealSeed = dealSeed(plan.setup.seed, index, players);
  Setup setup = plan.setup;
  setup.seed = r.dealSeed;
  auto state = plan.game->newGame(setup);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  owned.reserve(static_cast<std::size_t>(players));
  bots.reserve(static_cast<std::size_t>(players));
  for (int seat = 0; seat < players; ++seat) {
    r.lineupOf.push_back(lineupEntryAt(seat, index, players));
    owned.push_back(makeBot(plan.lineup[static_cast<std::size_t>(r.lineupOf.back())]));
    owned.back()->setStop(stop);
    bots.push_back(owned.back().get());
  }
  r.seconds.resize(static_cast<std::size_t>(players));
  // A game stopped in the middle is not the game its seeds make: it ends there, and run() drops it.
  playMatch(
      *state, bots, botsSeed(plan.setup.seed, index), 0,
      [&](const State&, const MatchMove& m) {
        r.seconds[static_cast<std::size_t>(m.seat)].push_back(m.seconds);
        r.actions.push_back(m.text);
        ++r.decisions;
      },
      stop);
  const ScoreSheet sheet = state->scoreSheet();
  for (const auto& p : sheet.players) r.scores.push_back(p.total);
  r.winners = sheet.winners;
  r.events = state->events();
  return r;
}

}  // namespace vb::lab
