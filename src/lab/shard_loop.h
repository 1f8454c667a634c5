// The loop that plays a shard's games over threads, shared by run() and runCompared()
// (docs/lab.md#speed): each thread takes the next game from one atomic counter and counts it in a
// part of its own, so the games share nothing while they are played; the parts are added together
// by the caller, which exact sums allow. One lock a game, for onGame, never one a decision.
#pragma once

#include <chrono>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "veggiebox/lab/lab.h"

namespace vb::lab {

inline int shardGames(const Plan& plan) {
  return (plan.games - plan.shardIndex + plan.shardCount - 1) / plan.shardCount;
}

// play(index) -> Played, with Played::record the record onGame is given; add(part, played).
template <class Part, class MakePart, class Play, class Add>
std::vector<Part> playShard(const Plan& plan, const RunOptions& options, MakePart makePart, Play play,
                            Add add) {
  const int total = shardGames(plan);
  const int threads = std::max(1, std::min(options.threads, total));
  std::vector<Part> parts;
  parts.reserve(static_cast<std::size_t>(threads));
  for (int t = 0; t < threads; ++t) parts.push_back(makePart());
  std::atomic<int> next{0}, done{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex mutex;  // onGame and the first error
  auto stopped = [&] { return failed.load() || (options.stop != nullptr && options.stop->load()); };
  auto work = [&](Part& part) {
    for (int k; !stopped() && (k = next++) < total;) {
      try {
        const auto played = play(plan.shardIndex + k * plan.shardCount);
        if (stopped()) break;  // the game may have been cut short
        if (options.onGame) {
          const std::lock_guard lock(mutex);
          options.onGame(played.record);
        }
        add(part, played);
        ++done;
      } catch (...) {
        const std::lock_guard lock(mutex);
        if (!error) error = std::current_exception();
        failed = true;
      }
    }
  };
  const auto start = std::chrono::steady_clock::now();
  {
    std::vector<std::jthread> pool;
    pool.reserve(static_cast<std::size_t>(threads));
    for (auto& part : parts) pool.emplace_back(work, std::ref(part));
    if (options.onProgress) {
      auto report = [&] {
        const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
        options.onProgress(Progress{done.load(), total, seconds.count()});
      };
      for (int tick = 0; done < total && !stopped(); ++tick) {
        if (tick % 10 == 0) report();
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
      }
      for (auto& t : pool) t.join();
      report();
    }
  }
  if (error) std::rethrow_exception(error);
  return parts;
}

}  // namespace vb::lab
