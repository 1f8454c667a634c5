// veggiebox-cli merge: the shards of one `simulate` run (each printed by `simulate --shard I/N
// --json`) combined into exactly the whole run's statistics (docs/lab.md#shards).
#include "commands.h"
#include "lab_report.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"

namespace vb::cli {

std::string mergeCommand(const std::vector<std::string>& files, bool json) {
  lab::ReportSum merged;
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
      merged.add(shard, report);
    } catch (const InputError& e) {
      throw InputError(where + ": " + e.what());
    } catch (const Json::exception&) {
      throw InputError(unexpectedKind(where));
    }
  }
  if (const auto missing = merged.stats().missingShards(); !missing.empty()) {
    std::string list;
    for (int s : missing) list += (list.empty() ? "" : ", ") + std::to_string(s);
    const int count = merged.stats().toJson()["run"]["shards"]["count"].get<int>();
    throw InputError(files.front() + ": run.shards: " +
                     txn(static_cast<long long>(missing.size()), "shard {1} of {2} is missing",
                         "shards {1} of {2} are missing", list, count));
  }
  const lab::OrderedJson report = merged.toJson();
  const Game* game = findGame(report["game"].get<std::string>());
  return json ? report.dump(2) + "\n"
              : labTable(report, game ? std::string(game->name()) : report["game"].get<std::string>());
}

}  // namespace vb::cli
