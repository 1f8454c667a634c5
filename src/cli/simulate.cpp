// veggiebox-cli simulate: many games between bots, the seats rotated, in parallel, with results that
// do not depend on the number of threads (docs/cli.md#simulate, docs/lab.md). The lab engine
// (veggiebox/lab/lab.h) plays and counts; this file reads the options and prints.
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string_view>
#include <thread>

#include "commands.h"
#include "lab_report.h"
#include "records.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/lab/lab.h"

namespace vb::cli {

namespace {

constexpr int kMaxThreads = 256;

// `refusal`: "{1} {2}: must be a whole number of ... from 1 to {3}" (option, text, high), marked.
int readCount(const std::string& option, const std::string& text, int high, const char* refusal) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 1 || value > high)
    throw InputError(tx(refusal, option, quote(text), high));
  return value;
}

lab::Plan makePlan(const SimulateArgs& args) {
  lab::Plan plan;
  plan.game = &gameNamed(args.start.game);
  if (args.bots.empty()) throw InputError(tx("--bots: name at least one bot"));
  plan.games = readCount("--games", args.games, lab::kMaxGames,
                         VB_N("{1} {2}: must be a whole number of games from 1 to {3}"));
  plan.setup = makeSetup(*plan.game, args.start, static_cast<int>(args.bots.size()));
  const std::size_t players = plan.setup.names.size();
  if (args.bots.size() > players) throw InputError(botsFor("--bots", args.bots.size(), players));
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

// --shard I/N: 0 <= I < N <= the number of games.
void readShard(const std::string& text, lab::Plan& plan) {
  const auto slash = text.find('/');
  int index = -1, count = 0;
  auto whole = [](std::string_view part, int& value) {
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    return !part.empty() && error == std::errc() && end == part.data() + part.size();
  };
  if (slash == std::string::npos || !whole(std::string_view(text).substr(0, slash), index) ||
      !whole(std::string_view(text).substr(slash + 1), count) || count < 1 || count > plan.games ||
      index < 0 || index >= count)
    throw InputError(
        tx("--shard {1}: expected I/N with 0 <= I < N <= --games ({2})", quote(text), plan.games));
  plan.shardIndex = index;
  plan.shardCount = count;
}

void drawProgress(const lab::Progress& p) {
  const int bar = p.total > 0 ? 30 * p.done / p.total : 30;
  std::fprintf(stderr, "\r[%s%s] %s", std::string(static_cast<std::size_t>(bar), '#').c_str(),
               std::string(static_cast<std::size_t>(30 - bar), '.').c_str(),
               tx("{1}/{2} games", p.done, p.total).c_str());
  if (p.done == p.total) std::fprintf(stderr, "\r%60s\r", "");
}

}  // namespace

std::string simulateCommand(const SimulateArgs& args) {
  lab::Plan plan = makePlan(args);
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const int threads = args.threads
                          ? readCount("--threads", *args.threads, kMaxThreads,
                                      VB_N("{1} {2}: must be a whole number of threads from 1 to {3}"))
                          : static_cast<int>(std::min<unsigned>(cores, kMaxThreads));
  if (args.shard) readShard(*args.shard, plan);
  plan.check();
  std::optional<lab::Plan> other;
  if (args.compare) {
    other = plan;
    try {
      other->setup.variant = readVariantFile(*plan.game, *args.compare);
    } catch (const InputError& e) {
      throw InputError("--compare " + std::string(e.what()));
    }
    try {
      other->check();  // rules that cannot be dealt for this many players (docs/variants.md#refusals)
    } catch (const InputError& e) {
      throw InputError("--compare " + pathForMessage(*args.compare) + ": " + e.what());
    }
  }
  std::optional<RecordsFile> records;
  if (args.records) {
    std::vector<NamedInput> inputs;
    if (args.start.variant) inputs.emplace_back("--variant", *args.start.variant);
    if (args.compare) inputs.emplace_back("--compare", *args.compare);
    records.emplace(*args.records, plan, inputs);
  }

  DecisionTiming timing(plan);
  lab::RunOptions options;
  options.threads = threads;
  options.onGame = [&](const lab::GameRecord& game) {
    timing.add(game);
    if (records) records->add(game);
  };
  if (::isatty(STDERR_FILENO) != 0) options.onProgress = drawProgress;
  const auto start = std::chrono::steady_clock::now();
  lab::OrderedJson report;
  if (other) {
    const lab::ComparedRun compared = lab::runCompared(plan, *other, options);
    report = compared.a.toJson();
    report["compare"] = compared.comparison.toJson();
  } else {
    report = lab::run(plan, options).toJson();
  }
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (records) records->finish();
  report["timing"] = timing.toJson(threads, wall);
  return args.json ? report.dump(2) + "\n" : labTable(report, std::string(plan.game->name()));
}

}  // namespace vb::cli
