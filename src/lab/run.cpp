// Playing a shard's games over threads into one Stats (docs/lab.md#speed).
#include "shard_loop.h"

namespace vb::lab {

namespace {

struct Played {
  GameRecord record;
};

}  // namespace

Stats run(const Plan& plan, const RunOptions& options) {
  plan.check();
  const auto parts = playShard<Stats>(
      plan, options, [&] { return Stats(plan); },
      [&](int index) { return Played{playGame(plan, index, options.stop)}; },
      [](Stats& part, const Played& played) { part.add(played.record); });
  Stats result(plan);
  for (const auto& part : parts) result.addGames(part);
  return result;
}

}  // namespace vb::lab
