// veggiebox-cli merge: the shards of one `simulate` run (each printed by `simulate --shard I/N
// --json`) combined into exactly the whole run's statistics (docs/lab.md#shards).
#include <algorithm>

#include "commands.h"
#include "lab_report.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/registry.h"
#include "veggiebox/core/text.h"

namespace vb::cli {

namespace {

// The shards' timing side by side: threads and wall seconds added up, each bot's decisions and
// seconds added up, its median the decisions-weighted mean of the shards' medians (timing only).
lab::OrderedJson mergedTiming(const std::vector<Json>& timings) {
  lab::OrderedJson out;
  int threads = 0;
  double wall = 0;
  lab::OrderedJson bots = lab::OrderedJson::array();
  for (const Json& t : timings) {
    threads += t.value("threads", 0);
    wall += t.value("wall_seconds", 0.0);
    const Json list = t.value("bots", Json::array());
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (bots.size() <= i)
        bots.push_back({{"bot", list[i].value("bot", "")},
                        {"decisions", 0},
                        {"median_seconds", 0.0},
                        {"mean_seconds", 0.0},
                        {"max_seconds", 0.0}});
      auto& b = bots[i];
      const double n = b["decisions"].get<double>(), m = list[i].value("decisions", 0.0);
      if (n + m <= 0) continue;
      for (const char* key : {"median_seconds", "mean_seconds"})
        b[key] = (b[key].get<double>() * n + list[i].value(key, 0.0) * m) / (n + m);
      b["max_seconds"] = std::max(b["max_seconds"].get<double>(), list[i].value("max_seconds", 0.0));
      b["decisions"] = static_cast<std::int64_t>(n + m);
    }
  }
  out["threads"] = threads;
  out["wall_seconds"] = wall;
  out["bots"] = bots;
  out["shards"] = timings.size();
  return out;
}

}  // namespace

std::string mergeCommand(const std::vector<std::string>& files, bool json) {
  lab::Stats merged;
  std::vector<Json> timings;
  for (const std::string& file : files) {
    const std::string where = displayName(file);
    const Json report = parseJsonText(readTextFile(file), where);
    try {
      if (report.is_object() && report.contains("compare"))
        throw InputError(tx("compare: a --compare run cannot be merged") + " (docs/lab.md#compare)");
      const lab::Stats shard = lab::Stats::fromJson(report);
      if (shard.gamesPlayed() != shard.gamesExpected())
        throw InputError(tx("games: {1} played where its shards hold {2} (an unfinished run)",
                            shard.gamesPlayed(), shard.gamesExpected()));
      merged.merge(shard);
    } catch (const InputError& e) {
      throw InputError(where + ": " + e.what());
    } catch (const Json::exception&) {
      throw InputError(unexpectedKind(where));
    }
    timings.push_back(report.value("timing", Json::object()));
  }
  if (const auto missing = merged.missingShards(); !missing.empty()) {
    std::string list;
    for (int s : missing) list += (list.empty() ? "" : ", ") + std::to_string(s);
    const int count = merged.toJson()["run"]["shards"]["count"].get<int>();
    throw InputError(files.front() + ": run.shards: " +
                     txn(static_cast<long long>(missing.size()), "shard {1} of {2} is missing",
                         "shards {1} of {2} are missing", list, count));
  }
  lab::OrderedJson report = merged.toJson();
  report["timing"] = mergedTiming(timings);
  const Game* game = findGame(report["game"].get<std::string>());
  return json ? report.dump(2) + "\n"
              : labTable(report, game ? std::string(game->name()) : report["game"].get<std::string>());
}

}  // namespace vb::cli
