// `merge`'s sum of reports (docs/lab.md#shards-and-merge): the statistics through Stats::merge, and
// the timing, the one part of a report that is not exact, added up here. A report is a file from
// anyone, so every timing value is range-checked before it is added.
#include <algorithm>
#include <limits>

#include "report_fields.h"
#include "veggiebox/lab/lab.h"

namespace vb::lab {

namespace {

// The longest time a report's seconds may say: about 32 years, and a million files of it still add
// up to a finite number.
constexpr double kMaxSeconds = 1e9;

// Every key of a report's timing is there (simulate writes them all), so that what merge writes,
// merge reads again: a sum of threads that no report gave would be 0, which no run plays on.
double seconds(const Json& timing, const std::string& where, const char* key) {
  const Json& value = report::field(timing, where, key);
  const std::string at = fieldPath(where, key);
  if (!value.is_number())
    fields::refuse(at, tx("expected a number of seconds, not {1}", describeJson(value)));
  const double s = value.get<double>();
  if (!(s >= 0 && s <= kMaxSeconds))  // also refuses NaN
    fields::refuse(at, tx("must be from {1} to {2}, not {3}", 0, static_cast<std::int64_t>(kMaxSeconds),
                          describeJson(value)));
  return s;
}

}  // namespace

void ReportSum::add(const Stats& stats, const Json& report) {
  Stats merged = stats_;
  merged.merge(stats);
  const std::vector<std::string> names = merged.botNames();
  // The sum so far, added to in a copy: a refusal below leaves *this as it was.
  ReportSum sum = *this;
  sum.stats_ = merged;
  sum.bots_.resize(names.size());
  for (std::size_t i = 0; i < names.size(); ++i) sum.bots_[i].bot = names[i];
  const Json& timing = report::field(report, "", "timing");
  report::onlyFields(timing, "timing", {"threads", "wall_seconds", "bots", "shards"});
  // A report's threads are a positive int (the table prints them as one), and so is their sum.
  constexpr std::int64_t kMaxThreads = std::numeric_limits<int>::max();
  sum.threads_ = report::inRange(threads_ + report::wholeField(timing, "timing", "threads", 1, kMaxThreads),
                                 "timing.threads", std::int64_t{0}, kMaxThreads);
  sum.wall_ = report::inRange(wall_ + seconds(timing, "timing", "wall_seconds"), "timing.wall_seconds", 0.0,
                              kMaxSeconds);
  const std::int64_t shards =
      timing.contains("shards") ? report::wholeField(timing, "timing", "shards", 1, kMaxGames) : 1;
  sum.shards_ = report::inRange(shards_ + shards, "timing.shards", std::int64_t{1}, std::int64_t{kMaxGames});
  const Json& bots = report::arrayField(timing, "timing", "bots");
  if (bots.size() > names.size())
    throw InputError(
        tx("{1}: {2} entries for {3} bots in {4}", "timing.bots", bots.size(), names.size(), "bots"));
  for (std::size_t i = 0; i < bots.size(); ++i) {
    const std::string where = "timing.bots[" + std::to_string(i) + "]";
    report::onlyFields(bots[i], where, {"bot", "decisions", "median_seconds", "mean_seconds", "max_seconds"});
    if (report::field(bots[i], where, "bot") != names[i])
      throw InputError(tx("{1}: expected {2}, as in {3}", where + ".bot", quote(names[i]), "bots"));
    BotTiming& b = sum.bots_[i];
    const std::int64_t m = report::wholeField(bots[i], where, "decisions", 0, report::kBig);
    const std::int64_t n = b.decisions;
    b.decisions = report::inRange(n + m, where + ".decisions", std::int64_t{0}, report::kBig);
    const double median = seconds(bots[i], where, "median_seconds"),
                 mean = seconds(bots[i], where, "mean_seconds");
    b.most = std::max(b.most, seconds(bots[i], where, "max_seconds"));
    if (b.decisions == 0) continue;
    const double wn = static_cast<double>(n), wm = static_cast<double>(m), all = wn + wm;
    // Weighted means of values within the range stay within it, but for a rounding.
    b.median = std::min(kMaxSeconds, (b.median * wn + median * wm) / all);
    b.mean = std::min(kMaxSeconds, (b.mean * wn + mean * wm) / all);
  }
  *this = std::move(sum);
}

OrderedJson ReportSum::toJson() const {
  OrderedJson out = stats_.toJson();
  OrderedJson bots = OrderedJson::array();
  for (const BotTiming& b : bots_)
    bots.push_back({{"bot", b.bot},
                    {"decisions", b.decisions},
                    {"median_seconds", b.median},
                    {"mean_seconds", b.mean},
                    {"max_seconds", b.most}});
  out["timing"] = {{"threads", threads_}, {"wall_seconds", wall_}, {"bots", bots}, {"shards", shards_}};
  return out;
}

}  // namespace vb::lab
