// fuzz_report: bytes -> up to three lab reports (JSON texts separated by NUL bytes, which JSON text
// cannot hold) -> what `merge` does with each file (src/cli/merge.cpp, docs/lab.md#shards-and-merge):
// parseJsonText, Stats::fromJson, the unfinished-run check, ReportSum::add (the statistics merged and
// the timing added up); then the merged report's table (labTable) and JSON.
//
// Properties: a refused report leaves the sum as it was; what merge writes, merge reads again, to the
// same statistics, threads, shards and decisions.
#include "fuzz_common.h"
#include "lab_report.h"
#include "veggiebox/lab/lab.h"

namespace {

// The merged report without its seconds, which a weighted mean may round differently when read again.
vb::lab::OrderedJson exactPart(vb::lab::OrderedJson report) {
  for (auto& bot : report["timing"]["bots"])
    for (const char* key : {"median_seconds", "mean_seconds", "max_seconds"}) bot.erase(key);
  report["timing"].erase("wall_seconds");
  return report;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  vb::lab::ReportSum sum;
  std::size_t start = 0;
  for (int file = 0; file < 3 && start <= text.size(); ++file) {
    const std::size_t end = std::min(text.find('\0', start), text.size());
    const std::string one = text.substr(start, end - start);
    start = end + 1;
    const vb::lab::OrderedJson before = sum.toJson();
    try {
      const vb::Json report = vb::parseJsonText(one, "input");
      const vb::lab::Stats stats = vb::lab::Stats::fromJson(report);
      if (stats.gamesPlayed() != stats.gamesExpected()) continue;  // merge refuses it
      sum.add(stats, report);
    } catch (const vb::InputError&) {
      vbfuzz::require(sum.toJson() == before, "a refused report changed the sum: " + sum.toJson().dump());
    }
  }
  if (sum.stats().gamesPlayed() == 0) return 0;
  const vb::lab::OrderedJson merged = sum.toJson();
  (void)vb::cli::labTable(merged, merged["game"].get<std::string>());
  const vb::Json again = vb::Json::parse(merged.dump());
  vb::lab::ReportSum reread;
  try {
    reread.add(vb::lab::Stats::fromJson(again), again);
  } catch (const vb::InputError& e) {
    vbfuzz::fail(std::string("merge refuses the report it wrote: ") + e.what() +
                 "\n*** report: " + merged.dump());
  }
  vbfuzz::require(exactPart(reread.toJson()) == exactPart(merged),
                  "the report merge wrote reads back to another: " + merged.dump());
  return 0;
}
