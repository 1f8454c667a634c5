// veggiebox-cli simulate: many games between bots, the seats rotated, in parallel, with results that
// do not depend on the number of threads (docs/cli.md#simulate, docs/lab.md). The lab engine
// (veggiebox/lab/lab.h) plays and counts; this file reads the options and prints.
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <thread>

#include "commands.h"
#include "lab_report.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/lab/lab.h"

namespace vb::cli {

namespace {

constexpr int kMaxThreads = 256;

int readCount(const std::string& option, const std::string& text, int high, const char* what) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 1 || value > high)
    throw InputError(option + " " + quote(text) + ": must be a whole number of " + what + " from 1 to " +
                     std::to_string(high));
  return value;
}

lab::Plan makePlan(const SimulateArgs& args) {
  lab::Plan plan;
  plan.game = &gameNamed(args.start.game);
  if (args.bots.empty()) throw InputError("--bots: name at least one bot");
  plan.games = readCount("--games", args.games, lab::kMaxGames, "games");
  plan.setup = makeSetup(*plan.game, args.start, static_cast<int>(args.bots.size()));
  const std::size_t players = plan.setup.names.size();
  if (args.bots.size() > players)
    throw InputError("--bots: " + std::to_string(args.bots.size()) + " bots for " + std::to_string(players) +
                     " players");
  for (std::size_t seat = 0; seat < players; ++seat) {
    const std::string& name = args.bots[std::min(seat, args.bots.size() - 1)];
    if (!isBotName(name)) {
      try {
        makeBot(name);
      } catch (const InputError& e) {
        throw InputError("--bots: " + std::string(e.what()));
      }
    }
    plan.lineup.push_back(name);
  }
  return plan;
}

void drawProgress(const lab::Progress& p) {
  const int bar = p.total > 0 ? 30 * p.done / p.total : 30;
  std::fprintf(stderr, "\r[%s%s] %d/%d games", std::string(static_cast<std::size_t>(bar), '#').c_str(),
               std::string(static_cast<std::size_t>(30 - bar), '.').c_str(), p.done, p.total);
  if (p.done == p.total) std::fprintf(stderr, "\r%60s\r", "");
}

}  // namespace

std::string simulateCommand(const SimulateArgs& args) {
  const lab::Plan plan = makePlan(args);
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const int threads = args.threads ? readCount("--threads", *args.threads, kMaxThreads, "threads")
                                   : static_cast<int>(std::min<unsigned>(cores, kMaxThreads));
  plan.check();

  DecisionTiming timing(plan);
  lab::RunOptions options;
  options.threads = threads;
  options.onGame = [&](const lab::GameRecord& game) { timing.add(game); };
  if (::isatty(STDERR_FILENO) != 0) options.onProgress = drawProgress;
  const auto start = std::chrono::steady_clock::now();
  const lab::Stats stats = lab::run(plan, options);
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  lab::OrderedJson report = stats.toJson();
  report["timing"] = timing.toJson(threads, wall);
  return args.json ? report.dump(2) + "\n" : labTable(report, std::string(plan.game->name()));
}

}  // namespace vb::cli
