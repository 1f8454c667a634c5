// What `simulate` and `merge` print (docs/lab.md): the table of a lab report, and the "timing"
// part of it, the only part that may differ between two runs of the same games.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "veggiebox/lab/lab.h"

namespace vb::cli {

// The seconds each bot's decisions took, streamed: a count, a sum, the most, and a histogram of
// 2%-wide bins for the median.
class DecisionTiming {
 public:
  explicit DecisionTiming(const lab::Plan& plan);
  void add(const lab::GameRecord& game);
  // {"threads", "wall_seconds", "bots": [{"bot", "decisions", "median_seconds", "mean_seconds",
  // "max_seconds"}]}
  lab::OrderedJson toJson(int threads, double wallSeconds) const;

 private:
  struct Bot {
    std::string name;
    std::int64_t decisions = 0;
    double sum = 0, most = 0;
    std::map<int, std::int64_t> bins;
  };
  std::vector<Bot> bots_;
  std::vector<int> rowOf_;  // line-up entry -> bots_
};

// The table `simulate` prints for a report (Stats::toJson with "timing" added); `gameName` is the
// game's name in words.
std::string labTable(const lab::OrderedJson& report, const std::string& gameName);

}  // namespace vb::cli
