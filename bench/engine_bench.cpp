// Engine speed, measured by hand: build/bench/veggiebox-bench
#include <benchmark/benchmark.h>

#include <span>
#include <stdexcept>
#include <vector>

#include "veggiebox/core/random.h"
#include "veggiebox/games/registry.h"

namespace {

// Complete games with uniformly random legal decisions, set-up included.
void randomGames(benchmark::State& bs, const char* id) {
  const int players = static_cast<int>(bs.range(0));
  std::uint64_t seed = 1;
  vb::Rng rng(99);
  for (auto _ : bs) {
    auto state = vb::newNumberedGame(id, players, seed++);
    while (!state->isOver()) {
      const auto legal = state->legalActions();
      state->apply(legal[rng.below(legal.size())]);
    }
    benchmark::DoNotOptimize(state);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["games/s"] =
      benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
}

// VEGEtables 2.0: complete random hands (option hands=1: a match of one hand), the deal included.
void randomHands(benchmark::State& bs, const char* id) {
  std::uint64_t seed = 1;
  vb::Rng rng(99);
  std::int64_t decisions = 0;
  for (auto _ : bs) {
    auto state = vb::newNumberedGame(id, 4, seed++, {{"hands", "1"}});
    while (!state->isOver()) {
      const auto legal = state->legalActions();
      state->apply(legal[rng.below(legal.size())]);
      ++decisions;
    }
    benchmark::DoNotOptimize(state);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["hands/s"] =
      benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
  bs.counters["decisions/hand"] = static_cast<double>(decisions) / static_cast<double>(bs.iterations());
}

// 64 positions from the middle of random 4-player games.
std::vector<std::unique_ptr<vb::State>> midGamePositions(const char* id) {
  std::vector<std::unique_ptr<vb::State>> positions;
  vb::Rng rng(7);
  for (std::uint64_t seed = 1; positions.size() < 64; ++seed) {
    auto state = vb::newNumberedGame(id, 4, seed);
    const int steps = static_cast<int>(rng.below(20));
    for (int i = 0; i < steps && !state->isOver(); ++i) {
      const auto legal = state->legalActions();
      state->apply(legal[rng.below(legal.size())]);
    }
    if (!state->isOver()) positions.push_back(std::move(state));
  }
  return positions;
}

// legalActions() on positions from the middle of random games.
void legalActionEnumeration(benchmark::State& bs, const char* id) {
  const auto positions = midGamePositions(id);
  std::size_t i = 0, actions = 0;
  for (auto _ : bs) {
    auto legal = positions[i++ % positions.size()]->legalActions();
    actions += legal.size();
    benchmark::DoNotOptimize(legal);
  }
  bs.counters["enumerations/s"] =
      benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
  bs.counters["actions/enumeration"] = static_cast<double>(actions) / static_cast<double>(bs.iterations());
}

// resample(current player) on positions from the middle of random games, against its budget
// (docs/architecture.md#what-each-seat-may-know): at most 3x a clone() plus one shuffle of the
// game's whole set of cards (`cards`), which cloneAndShuffle measures.
void resample(benchmark::State& bs, const char* id) {
  const auto positions = midGamePositions(id);
  vb::Rng rng(11);
  std::size_t i = 0;
  for (auto _ : bs) {
    const vb::State& s = *positions[i++ % positions.size()];
    try {
      auto r = s.resample(s.currentPlayer(), rng);
      benchmark::DoNotOptimize(r);
    } catch (const std::logic_error& e) {  // a game whose resample is not written yet
      bs.SkipWithError(e.what());
      break;
    }
  }
  bs.counters["resamples/s"] =
      benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
}

void cloneAndShuffle(benchmark::State& bs, const char* id) {
  const auto positions = midGamePositions(id);
  std::vector<int> cards(static_cast<std::size_t>(bs.range(0)));
  for (std::size_t k = 0; k < cards.size(); ++k) cards[k] = static_cast<int>(k);
  vb::Rng rng(11);
  std::size_t i = 0;
  for (auto _ : bs) {
    auto c = positions[i++ % positions.size()]->clone();
    rng.shuffle(std::span<int>(cards));
    benchmark::DoNotOptimize(c);
    benchmark::DoNotOptimize(cards.data());
  }
}

}  // namespace

BENCHMARK_CAPTURE(randomGames, veggies, "veggies")->Arg(2)->Arg(4);
BENCHMARK_CAPTURE(legalActionEnumeration, veggies, "veggies");
BENCHMARK_CAPTURE(randomGames, garden, "garden")->Arg(2)->Arg(4);
BENCHMARK_CAPTURE(legalActionEnumeration, garden, "garden");
BENCHMARK_CAPTURE(randomGames, vegetables, "vegetables")->Arg(4);
BENCHMARK_CAPTURE(randomHands, vegetables, "vegetables");
BENCHMARK_CAPTURE(legalActionEnumeration, vegetables, "vegetables");
// The cards a game has: Veggies 40, Veggie Garden 70 in play, VEGEtables 2.0 88.
BENCHMARK_CAPTURE(resample, veggies, "veggies");
BENCHMARK_CAPTURE(cloneAndShuffle, veggies, "veggies")->Arg(40);
BENCHMARK_CAPTURE(resample, garden, "garden");
BENCHMARK_CAPTURE(cloneAndShuffle, garden, "garden")->Arg(70);
BENCHMARK_CAPTURE(resample, vegetables, "vegetables");
BENCHMARK_CAPTURE(cloneAndShuffle, vegetables, "vegetables")->Arg(88);

BENCHMARK_MAIN();
