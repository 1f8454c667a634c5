#include "lab_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

#include "veggiebox/core/text.h"

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

// Numbers in the reader's language (a decimal comma in Italian and Spanish); the JSON keeps dots.
std::string percent(double x) { return decimal(100 * x, 1) + "%"; }

std::string fixed(double x, int digits) { return decimal(x, digits); }

// Columns are counted in code points, so that a translated "Vittorie" or "Pareggi" lines up.
std::size_t width(const std::string& text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::string pad(std::string text, std::size_t w, bool left = false) {
  const std::size_t n = width(text);
  if (n >= w) return text;
  return left ? text + std::string(w - n, ' ') : std::string(w - n, ' ') + text;
}

// A column at least `w` wide that holds its translated heading with two spaces before it.
std::size_t columnWidth(std::size_t w, const std::string& heading) { return std::max(w, width(heading) + 2); }

std::string signedFixed(double x, int digits) { return (x >= 0 ? "+" : "") + fixed(x, digits); }

// Mean, standard deviation and percentiles of the scores, per bot and per seat.
std::string scoreTable(const lab::OrderedJson& r) {
  const std::string mean = tx("Mean"), sd = tx("SD");
  std::size_t w = width(tx("Scores"));
  for (const auto& b : r["bots"]) w = std::max(w, width(b["bot"].get<std::string>()));
  for (const auto& e : r["seats"]) w = std::max(w, width(tx("seat {1}", e["seat"].get<int>())));
  const std::size_t meanWidth = columnWidth(8, mean), sdWidth = columnWidth(8, sd);
  std::string out = pad(tx("Scores"), w, true) + pad(mean, meanWidth) + pad(sd, sdWidth) +
                    "   p10   p25   p50   p75   p90\n";
  auto row = [&](const std::string& label, const lab::OrderedJson& e) {
    out += pad(label, w, true) + pad(fixed(e["mean_score"].get<double>(), 1), meanWidth) +
           pad(fixed(e["sd_score"].get<double>(), 1), sdWidth);
    for (const auto& item : e["percentiles"].items())
      out += pad(std::to_string(item.value().get<long long>()), 6);
    out += "\n";
  };
  for (const auto& b : r["bots"]) row(b["bot"].get<std::string>(), b);
  for (const auto& e : r["seats"]) row(tx("seat {1}", e["seat"].get<int>()), e);
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
  const long long range = std::max(1LL, (high - low + kBins) / kBins);
  static const char* const kBars[] = {" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
  std::size_t w = 3;
  for (const auto& b : r["bots"]) w = std::max(w, b["bot"].get<std::string>().size());
  std::string out = tx("Score histogram, {1} to {2} in ranges of {3}:", low, high, range) + "\n";
  for (const auto& b : r["bots"]) {
    std::vector<long long> bins(kBins, 0);
    for (const auto& pair : b["histogram"])
      bins[static_cast<std::size_t>((pair[0].get<long long>() - low) / range)] += pair[1].get<long long>();
    const long long most = std::max(1LL, *std::max_element(bins.begin(), bins.end()));
    out += pad(b["bot"].get<std::string>(), w, true) + "  |";
    for (long long c : bins) out += kBars[c == 0 ? 0 : 1 + (c * 7) / most];
    out += "|\n";
  }
  return out;
}

std::string gameLines(const lab::OrderedJson& r) {
  const auto& len = r["length"];
  std::string out = tx("Game length: mean {1} decisions, sd {2}, p10 {3}, median {4}, p90 {5}.",
                       fixed(len["mean"].get<double>(), 1), fixed(len["sd"].get<double>(), 1),
                       len["percentiles"]["p10"].get<long long>(), len["percentiles"]["p50"].get<long long>(),
                       len["percentiles"]["p90"].get<long long>()) +
                    "\n";
  const long long ties = r["ties"]["games"].get<long long>();
  out += txn(ties, "Ties: {1} game ({2}) with more than one winner.",
             "Ties: {1} games ({2}) with more than one winner.", ties,
             percent(r["ties"]["rate"].get<double>())) +
         "\n";
  if (r.contains("first_seat")) {
    const auto& f = r["first_seat"];
    out +=
        // xgettext:no-c-format
        tx("First seat: wins {1} where an even share is {2}: advantage {3} points (95% interval {4} to {5}).",
           percent(f["win_rate"].get<double>()), percent(f["even"].get<double>()),
           signedFixed(100 * f["advantage"].get<double>(), 1),
           signedFixed(100 * f["ci95"][0].get<double>(), 1),
           signedFixed(100 * f["ci95"][1].get<double>(), 1)) +
        "\n";
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
  const std::string event = tx("Event"), sum = tx("Sum"), perGame = tx("Per game");
  std::size_t w = width(event);
  for (const auto& item : sums.items()) w = std::max(w, dotted(item.key()).size());
  const std::size_t sumWidth = columnWidth(11, sum), perGameWidth = columnWidth(10, perGame);
  std::string out = "\n" + pad(event, w, true) + pad(sum, sumWidth) + pad(perGame, perGameWidth) + "\n";
  for (const auto& item : sums.items()) {
    if (!item.value().is_number()) continue;
    out += pad(dotted(item.key()), w, true) + pad(std::to_string(item.value().get<long long>()), sumWidth) +
           pad(fixed(means.value(item.key(), 0.0), 2), perGameWidth) + "\n";
  }
  for (const auto& item : perUse.items())
    if (item.value().is_number())
      out +=
          tx("Points per use of {1}: {2}", dotted(item.key()), fixed(item.value().get<double>(), 2)) + "\n";
  return out;
}

// --compare: each difference b - a, its 95% interval and its p-value; * marks p < 0.05.
std::string compareLines(const lab::OrderedJson& c) {
  std::string name = c["variant"].is_object() ? c["variant"].value("name", std::string()) : "";
  // An unnamed variant file is still a variant: say so rather than print ''.
  const long long games = c["games"].get<long long>();
  std::string out =
      (name.empty()
           // xgettext:no-c-format
           ? tx("Compared with the unnamed variant on the same {1} games (b - a, 95% interval, paired "
                "t-test):",
                games)
           // xgettext:no-c-format
           : tx("Compared with variant '{1}' on the same {2} games (b - a, 95% interval, paired t-test):",
                name, games)) +
      "\n";
  auto line = [&](const std::string& label, const lab::OrderedJson& e, bool rate) {
    const double k = rate ? 100 : 1;
    const int digits = rate ? 1 : 2;
    out += "  " + pad(label, 28, true) + pad(fixed(k * e["a"].get<double>(), digits), 9) + " -> " +
           pad(fixed(k * e["b"].get<double>(), digits), 9) +
           pad(signedFixed(k * e["difference"].get<double>(), digits), 10) + "  " +
           // TRANSLATORS: an interval; a semicolon where numbers have a decimal comma.
           tx("[{1}, {2}]", signedFixed(k * e["ci95"][0].get<double>(), digits),
              signedFixed(k * e["ci95"][1].get<double>(), digits)) +
           "  p " + fixed(e["p"].get<double>(), 4) + (e["p"].get<double>() < 0.05 ? " *" : "") + "\n";
  };
  for (const auto& b : c["bots"]) {
    // xgettext:no-c-format
    line(tx("{1} win rate %", b["bot"].get<std::string>()), b["win_rate"], true);
    line(tx("{1} mean score", b["bot"].get<std::string>()), b["mean_score"], false);
  }
  for (const auto& e : c["seats"]) {
    // xgettext:no-c-format
    line(tx("{1} win rate %", tx("seat {1}", e["seat"].get<int>())), e["win_rate"], true);
    line(tx("{1} mean score", tx("seat {1}", e["seat"].get<int>())), e["mean_score"], false);
  }
  line(tx("game length"), c["length"], false);
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
  out +=
      "  " +
      tx("{1} quantities changed, {2} significantly.", c["changed"].get<int>(), c["significant"].get<int>()) +
      "\n";
  return out;
}

}  // namespace

std::string labTable(const lab::OrderedJson& r, const std::string& gameName) {
  const std::string bot = tx("Bot"), games = tx("Games"), wins = tx("Wins"), rate = tx("Win rate"),
                    // xgettext:no-c-format
      interval = tx("95% interval"), mean = tx("Mean score"), perDecision = tx("s/decision"),
                    seat = tx("Seat");
  std::size_t nameWidth = width(bot);
  for (const auto& b : r["bots"]) nameWidth = std::max(nameWidth, width(b["bot"].get<std::string>()));
  const auto& run = r["run"];
  std::string out =
      tx("{1}: {2} games, {3} players, seed {4}, seats rotated", gameName, r["games"].get<std::int64_t>(),
         run["players"].get<int>(), r["seed"].get<std::uint64_t>()) +
      "\n\n";
  const std::size_t gamesW = columnWidth(7, games), winsW = columnWidth(9, wins),
                    rateW = columnWidth(10, rate), intervalW = std::max<std::size_t>(13, width(interval) + 1),
                    meanW = columnWidth(14, mean), perDecisionW = columnWidth(12, perDecision);
  out += pad(bot, nameWidth, true) + pad(games, gamesW) + pad(wins, winsW) + pad(rate, rateW) + "  " +
         pad(interval, intervalW, true) + pad(mean, meanW) + pad(perDecision, perDecisionW) + "\n";
  for (std::size_t i = 0; i < r["bots"].size(); ++i) {
    const auto& b = r["bots"][i];
    const auto& t = r["timing"]["bots"][i];
    out += pad(b["bot"].get<std::string>(), nameWidth, true) +
           pad(std::to_string(b["games"].get<int>()), gamesW) +
           pad(fixed(b["wins"].get<double>(), 1), winsW) + pad(percent(b["win_rate"].get<double>()), rateW) +
           "  " +
           pad(percent(b["ci95"][0].get<double>()) + "-" + percent(b["ci95"][1].get<double>()), intervalW,
               true) +
           pad(fixed(b["mean_score"].get<double>(), 1), meanW) +
           pad(fixed(t["median_seconds"].get<double>(), 4), perDecisionW) + "\n";
  }
  const std::size_t seatW = std::max<std::size_t>(4, width(seat)), seatWinsW = columnWidth(6, wins),
                    seatMeanW = columnWidth(12, mean);
  out +=
      "\n" + pad(seat, seatW, true) + pad(wins, seatWinsW) + pad(rate, rateW) + pad(mean, seatMeanW) + "\n";
  for (const auto& s : r["seats"])
    out += pad(std::to_string(s["seat"].get<int>()), seatW) +
           pad(fixed(s["wins"].get<double>(), 1), seatWinsW) +
           pad(percent(s["win_rate"].get<double>()), rateW) +
           pad(fixed(s["mean_score"].get<double>(), 1), seatMeanW) + "\n";
  out += "\n" + scoreTable(r) + "\n" + histogramLines(r) + "\n" + gameLines(r) + eventLines(r["events"]);
  if (r.contains("compare")) out += "\n" + compareLines(r["compare"]);
  const int threads = r["timing"]["threads"].get<int>();
  out += "\n" +
         txn(threads,
             "A shared win counts 1/k. s/decision: the median seconds a decision took. {1} s on {2} thread.",
             "A shared win counts 1/k. s/decision: the median seconds a decision took. {1} s on {2} threads.",
             fixed(r["timing"]["wall_seconds"].get<double>(), 1), threads) +
         "\n";
  return out;
}

}  // namespace vb::cli
