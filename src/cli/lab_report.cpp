#include "lab_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace vb::cli {

namespace {

constexpr double kBinWidth = 1.02;  // each bin of the timing histogram is 2% wide

double round4(double x) { return std::round(x * 1e4) / 1e4; }

}  // namespace

DecisionTiming::DecisionTiming(const lab::Plan& plan) {
  for (const auto& name : plan.lineup) {
    auto it = std::find_if(bots_.begin(), bots_.end(), [&](const Bot& b) { return b.name == name; });
    if (it == bots_.end()) {
      it = bots_.insert(bots_.end(), Bot{});
      it->name = name;
    }
    rowOf_.push_back(static_cast<int>(it - bots_.begin()));
  }
}

void DecisionTiming::add(const lab::GameRecord& game) {
  for (std::size_t seat = 0; seat < game.seconds.size(); ++seat) {
    Bot& b = bots_[static_cast<std::size_t>(rowOf_[static_cast<std::size_t>(game.lineupOf[seat])])];
    for (double s : game.seconds[seat]) {
      ++b.decisions;
      b.sum += s;
      b.most = std::max(b.most, s);
      ++b.bins[s > 1e-9 ? static_cast<int>(std::lround(std::log(s) / std::log(kBinWidth))) : -2000];
    }
  }
}

lab::OrderedJson DecisionTiming::toJson(int threads, double wallSeconds) const {
  lab::OrderedJson out;
  out["threads"] = threads;
  out["wall_seconds"] = round4(wallSeconds);
  out["bots"] = lab::OrderedJson::array();
  for (const Bot& b : bots_) {
    double median = 0;
    std::int64_t seen = 0;
    for (const auto& [bin, count] : b.bins)
      if ((seen += count) * 2 >= b.decisions) {
        median = bin == -2000 ? 0.0 : std::pow(kBinWidth, bin);
        break;
      }
    out["bots"].push_back({{"bot", b.name},
                           {"decisions", b.decisions},
                           {"median_seconds", median},
                           {"mean_seconds", b.decisions > 0 ? b.sum / static_cast<double>(b.decisions) : 0.0},
                           {"max_seconds", b.most}});
  }
  return out;
}

namespace {

std::string percent(double x) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100 * x);
  return buf;
}

std::string fixed(double x, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

std::string pad(std::string text, std::size_t w, bool left = false) {
  if (text.size() >= w) return text;
  return left ? text + std::string(w - text.size(), ' ') : std::string(w - text.size(), ' ') + text;
}

}  // namespace

std::string labTable(const lab::OrderedJson& r, const std::string& gameName) {
  std::size_t nameWidth = 3;
  for (const auto& b : r["bots"]) nameWidth = std::max(nameWidth, b["bot"].get<std::string>().size());
  const auto& run = r["run"];
  std::string out = gameName + ": " + std::to_string(r["games"].get<std::int64_t>()) + " games, " +
                    std::to_string(run["players"].get<int>()) + " players, seed " +
                    std::to_string(r["seed"].get<std::uint64_t>()) + ", seats rotated\n\n";
  out +=
      pad("Bot", nameWidth, true) + "  Games     Wins  Win rate  95% interval     Mean score  s/decision\n";
  for (std::size_t i = 0; i < r["bots"].size(); ++i) {
    const auto& b = r["bots"][i];
    const auto& t = r["timing"]["bots"][i];
    out += pad(b["bot"].get<std::string>(), nameWidth, true) + pad(std::to_string(b["games"].get<int>()), 7) +
           pad(fixed(b["wins"].get<double>(), 1), 9) + pad(percent(b["win_rate"].get<double>()), 10) + "  " +
           pad(percent(b["ci95"][0].get<double>()) + "-" + percent(b["ci95"][1].get<double>()), 13, true) +
           pad(fixed(b["mean_score"].get<double>(), 1), 14) +
           pad(fixed(t["median_seconds"].get<double>(), 4), 12) + "\n";
  }
  out += "\nSeat  Wins  Win rate  Mean score\n";
  for (const auto& s : r["seats"])
    out += pad(std::to_string(s["seat"].get<int>()), 4) + pad(fixed(s["wins"].get<double>(), 1), 6) +
           pad(percent(s["win_rate"].get<double>()), 10) + pad(fixed(s["mean_score"].get<double>(), 1), 12) +
           "\n";
  out += "\nA shared win counts 1/k. s/decision: the median seconds a decision took. " +
         fixed(r["timing"]["wall_seconds"].get<double>(), 1) + " s on " +
         std::to_string(r["timing"]["threads"].get<int>()) + " threads.\n";
  return out;
}

}  // namespace vb::cli
