#include "lab_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

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

std::string signedFixed(double x, int digits) { return (x >= 0 ? "+" : "") + fixed(x, digits); }

// Mean, standard deviation and percentiles of the scores, per bot and per seat.
std::string scoreTable(const lab::OrderedJson& r) {
  std::size_t w = 6;
  for (const auto& b : r["bots"]) w = std::max(w, b["bot"].get<std::string>().size());
  std::string out = pad("Scores", w, true) + "    Mean      SD   p10   p25   p50   p75   p90\n";
  auto row = [&](const std::string& label, const lab::OrderedJson& e) {
    out += pad(label, w, true) + pad(fixed(e["mean_score"].get<double>(), 1), 8) +
           pad(fixed(e["sd_score"].get<double>(), 1), 8);
    for (const auto& item : e["percentiles"].items())
      out += pad(std::to_string(item.value().get<long long>()), 6);
    out += "\n";
  };
  for (const auto& b : r["bots"]) row(b["bot"].get<std::string>(), b);
  for (const auto& e : r["seats"]) row("seat " + std::to_string(e["seat"].get<int>()), e);
  return out;
}

// Each bot's score histogram as one line of bars over ten equal ranges of the scores.
std::string histogramLines(const lab::OrderedJson& r) {
  long long low = 0, high = 0;
  bool any = false;
  for (const auto& b : r["bots"])
    for (const auto& pair : b["histogram"]) {
      const long long v = pair[0].get<long long>();
      low = any ? std::min(low, v) : v;
      high = any ? std::max(high, v) : v;
      any = true;
    }
  if (!any) return "";
  constexpr int kBins = 10;
  const long long width = std::max(1LL, (high - low + kBins) / kBins);
  static const char* const kBars[] = {" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
  std::size_t w = 3;
  for (const auto& b : r["bots"]) w = std::max(w, b["bot"].get<std::string>().size());
  std::string out = "Score histogram, " + std::to_string(low) + " to " + std::to_string(high) +
                    " in ranges of " + std::to_string(width) + ":\n";
  for (const auto& b : r["bots"]) {
    std::vector<long long> bins(kBins, 0);
    for (const auto& pair : b["histogram"])
      bins[static_cast<std::size_t>((pair[0].get<long long>() - low) / width)] += pair[1].get<long long>();
    const long long most = std::max(1LL, *std::max_element(bins.begin(), bins.end()));
    out += pad(b["bot"].get<std::string>(), w, true) + "  |";
    for (long long c : bins) out += kBars[c == 0 ? 0 : 1 + (c * 7) / most];
    out += "|\n";
  }
  return out;
}

std::string gameLines(const lab::OrderedJson& r) {
  const auto& len = r["length"];
  std::string out = "Game length: mean " + fixed(len["mean"].get<double>(), 1) + " decisions, sd " +
                    fixed(len["sd"].get<double>(), 1) + ", p10 " +
                    std::to_string(len["percentiles"]["p10"].get<long long>()) + ", median " +
                    std::to_string(len["percentiles"]["p50"].get<long long>()) + ", p90 " +
                    std::to_string(len["percentiles"]["p90"].get<long long>()) + ".\n";
  const long long ties = r["ties"]["games"].get<long long>();
  out += "Ties: " + std::to_string(ties) + (ties == 1 ? " game (" : " games (") +
         percent(r["ties"]["rate"].get<double>()) + ") with more than one winner.\n";
  if (r.contains("first_seat")) {
    const auto& f = r["first_seat"];
    out += "First seat: wins " + percent(f["win_rate"].get<double>()) + " where an even share is " +
           percent(f["even"].get<double>()) + ": advantage " +
           signedFixed(100 * f["advantage"].get<double>(), 1) + " points (95% interval " +
           signedFixed(100 * f["ci95"][0].get<double>(), 1) + " to " +
           signedFixed(100 * f["ci95"][1].get<double>(), 1) + ").\n";
  }
  return out;
}

// "/powers/carrot/used" -> "powers.carrot.used"
std::string dotted(const std::string& pointer) {
  std::string out = pointer.substr(1);
  std::replace(out.begin(), out.end(), '/', '.');
  return out;
}

std::string eventLines(const lab::OrderedJson& events) {
  const lab::OrderedJson sums = events["sums"].flatten();
  if (sums.empty() || sums.begin()->is_null()) return "";
  const lab::OrderedJson means = events["means"].flatten();
  const lab::OrderedJson perUse = events["points_per_use"].flatten();
  std::size_t w = 5;
  for (const auto& item : sums.items()) w = std::max(w, dotted(item.key()).size());
  std::string out = "\n" + pad("Event", w, true) + "        Sum  Per game\n";
  for (const auto& item : sums.items()) {
    if (!item.value().is_number()) continue;
    out += pad(dotted(item.key()), w, true) + pad(std::to_string(item.value().get<long long>()), 11) +
           pad(fixed(means.value(item.key(), 0.0), 2), 10) + "\n";
  }
  for (const auto& item : perUse.items())
    if (item.value().is_number())
      out += "Points per use of " + dotted(item.key()) + ": " + fixed(item.value().get<double>(), 2) + "\n";
  return out;
}

// --compare: each difference b - a, its 95% interval and its p-value; * marks p < 0.05.
std::string compareLines(const lab::OrderedJson& c) {
  std::string name = c["variant"].is_object() ? c["variant"]["name"].get<std::string>() : "";
  // An unnamed variant file is still a variant: say so rather than print ''.
  std::string out = (name.empty() ? std::string("Compared with the unnamed variant")
                                  : "Compared with variant '" + name + "'") +
                    " on the same " + std::to_string(c["games"].get<long long>()) +
                    " games (b - a, 95% interval, paired t-test):\n";
  auto line = [&](const std::string& label, const lab::OrderedJson& e, bool rate) {
    const double k = rate ? 100 : 1;
    const int digits = rate ? 1 : 2;
    out += "  " + pad(label, 28, true) + pad(fixed(k * e["a"].get<double>(), digits), 9) + " -> " +
           pad(fixed(k * e["b"].get<double>(), digits), 9) +
           pad(signedFixed(k * e["difference"].get<double>(), digits), 10) + "  [" +
           signedFixed(k * e["ci95"][0].get<double>(), digits) + ", " +
           signedFixed(k * e["ci95"][1].get<double>(), digits) + "]  p " + fixed(e["p"].get<double>(), 4) +
           (e["p"].get<double>() < 0.05 ? " *" : "") + "\n";
  };
  for (const auto& b : c["bots"]) {
    line(b["bot"].get<std::string>() + " win rate %", b["win_rate"], true);
    line(b["bot"].get<std::string>() + " mean score", b["mean_score"], false);
  }
  for (const auto& e : c["seats"]) {
    line("seat " + std::to_string(e["seat"].get<int>()) + " win rate %", e["win_rate"], true);
    line("seat " + std::to_string(e["seat"].get<int>()) + " mean score", e["mean_score"], false);
  }
  line("game length", c["length"], false);
  const lab::OrderedJson& events = c["events"];
  std::function<void(const lab::OrderedJson&, const std::string&)> walk = [&](const lab::OrderedJson& j,
                                                                              const std::string& at) {
    if (j.contains("difference") && j["difference"].is_number()) {
      line(at, j, false);
      return;
    }
    for (const auto& item : j.items()) walk(item.value(), at.empty() ? item.key() : at + "." + item.key());
  };
  walk(events, "");
  out += "  " + std::to_string(c["changed"].get<int>()) + " quantities changed, " +
         std::to_string(c["significant"].get<int>()) + " significantly.\n";
  return out;
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
  out += "\n" + scoreTable(r) + "\n" + histogramLines(r) + "\n" + gameLines(r) + eventLines(r["events"]);
  if (r.contains("compare")) out += "\n" + compareLines(r["compare"]);
  out += "\nA shared win counts 1/k. s/decision: the median seconds a decision took. " +
         fixed(r["timing"]["wall_seconds"].get<double>(), 1) + " s on " +
         std::to_string(r["timing"]["threads"].get<int>()) +
         (r["timing"]["threads"].get<int>() == 1 ? " thread.\n" : " threads.\n");
  return out;
}

}  // namespace vb::cli
