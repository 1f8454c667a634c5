// Playing a shard's games over threads (docs/lab.md#speed): each thread takes the next game from one
// atomic counter and counts it in statistics of its own, so the games share nothing while they are
// played; the threads' statistics are added together at the end, which exact sums allow.
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>

#include "veggiebox/lab/lab.h"

namespace vb::lab {

namespace {

int shardGames(const Plan& plan) {
  return (plan.games - plan.shardIndex + plan.shardCount - 1) / plan.shardCount;
}

}  // namespace

Stats run(const Plan& plan, const RunOptions& options) {
  plan.check();
  const int total = shardGames(plan);
  const int threads = std::max(1, std::min(options.threads, total));
  std::vector<Stats> parts;  // one a thread, each made apart so that they share nothing
  for (int t = 0; t < threads; ++t) parts.emplace_back(plan);
  std::atomic<int> next{0}, done{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex mutex;  // onGame and the first error
  auto stopped = [&] { return failed.load() || (options.stop != nullptr && options.stop->load()); };
  auto work = [&](Stats& part) {
    for (int k; !stopped() && (k = next++) < total;) {
      try {
        const GameRecord record = playGame(plan, plan.shardIndex + k * plan.shardCount, options.stop);
        if (stopped()) break;  // it may have been cut short
        if (options.onGame) {
          const std::lock_guard lock(mutex);
          options.onGame(record);
        }
        part.add(record);
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
        options.onProgress(
            Progress{done.load(), total,
                     std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()});
      };
      while (done < total && !stopped()) {
        report();
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
      }
      for (auto& t : pool) t.join();
      report();
    }
  }
  if (error) std::rethrow_exception(error);
  Stats result(plan);
  for (const auto& part : parts) result.addGames(part);
  return result;
}

}  // namespace vb::lab
