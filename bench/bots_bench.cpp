// Seconds a decision of each search level takes, by game (docs/bots.md#levels), measured by hand:
// build/bench/veggiebox-bots-bench --benchmark_filter=medium
#include <benchmark/benchmark.h>

#include <vector>

#include "veggiebox/bots/bot.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/registry.h"

namespace {

// Eight positions from the first half of greedy games: the decisions a level must answer in time.
std::vector<std::unique_ptr<vb::State>> positions(const char* id) {
  const bool vegetables = std::string_view(id) == "vegetables";
  std::vector<std::unique_ptr<vb::State>> out;
  auto greedy = vb::makeBot("greedy");
  vb::Rng rng(3);
  for (std::uint64_t seed = 1; out.size() < 8; ++seed) {
    auto state = vb::newNumberedGame(id, vegetables ? 4 : 2, seed,
                                     vegetables ? vb::Options{{"hands", "1"}} : vb::Options{});
    const int steps = static_cast<int>(rng.below(vegetables ? 60 : 12));
    for (int i = 0; i < steps && !state->isOver(); ++i) state->apply(greedy->choose(*state, rng));
    if (!state->isOver()) out.push_back(std::move(state));
  }
  return out;
}

void decision(benchmark::State& bs, const char* id, const char* bot) {
  const auto states = positions(id);
  auto b = vb::makeBot(bot);
  vb::Rng rng(5);
  std::size_t i = 0;
  for (auto _ : bs) benchmark::DoNotOptimize(b->choose(*states[i++ % states.size()], rng));
}

}  // namespace

BENCHMARK_CAPTURE(decision, veggies_easy, "veggies", "ismcts:easy")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decision, veggies_medium, "veggies", "ismcts:medium")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decision, veggies_hard, "veggies", "ismcts:hard")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decision, garden_easy, "garden", "ismcts:easy")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decision, garden_medium, "garden", "ismcts:medium")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decision, garden_hard, "garden", "ismcts:hard")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decision, vegetables_easy, "vegetables", "ismcts:easy")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decision, vegetables_medium, "vegetables", "ismcts:medium")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decision, vegetables_hard, "vegetables", "ismcts:hard")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
