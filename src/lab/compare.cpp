// --compare (docs/lab.md#compare): the same games under two variants, and a paired t-test on each
// quantity's per-game differences, from whole-number sums so that threads and order change nothing.
#include <cmath>

#include "seeds.h"
#include "shard_loop.h"
#include "summary.h"
#include "tallies.h"
#include "veggiebox/core/text.h"

namespace vb::lab {

namespace {

// One quantity over the paired games: sums of its value under a and b, and of b - a and its square.
struct Paired {
  std::int64_t a = 0, b = 0, d = 0, d2 = 0;
  void add(std::int64_t x, std::int64_t y) {
    a += x;
    b += y;
    d += y - x;
    d2 += (y - x) * (y - x);
  }
  void add(const Paired& o) {
    a += o.a;
    b += o.b;
    d += o.d;
    d2 += o.d2;
  }
  // The per-game means divided by `scale` (a bot's seats a game, kWinUnits for win rates).
  OrderedJson toJson(std::int64_t n, double scale) const {
    const double games = static_cast<double>(n);
    const double mean = n > 0 ? static_cast<double>(d) / games : 0.0;
    double half = 0, p = 1;
    if (n > 1) {
      const double var = std::max(0.0, (static_cast<double>(d2) - games * mean * mean) / (games - 1));
      const double se = std::sqrt(var / games);
      if (se > 0) {
        half = studentQuantile975(games - 1) * se;
        p = studentP(mean / se, games - 1);
      } else {
        p = mean == 0 ? 1.0 : 0.0;
      }
    }
    return {{"a", round4(n > 0 ? static_cast<double>(a) / games / scale : 0.0)},
            {"b", round4(n > 0 ? static_cast<double>(b) / games / scale : 0.0)},
            {"difference", round4(mean / scale)},
            {"ci95", {round4((mean - half) / scale), round4((mean + half) / scale)}},
            {"p", round4(p)}};
  }
};

struct Side {
  Paired wins, score;
};

}  // namespace

struct Comparison::Data {
  Variant variant;  // b's
  std::vector<std::string> botNames;
  std::vector<int> rowOf;
  std::vector<std::int64_t> seatsOf;  // a bot's seats a game
  std::vector<Side> bots, seats;
  Paired length;
  std::map<std::string, Paired> events;
  std::int64_t played = 0;
};

Comparison::Comparison(const Plan& a, const Plan& b) : data_(std::make_shared<Data>()) {
  Tallies t;
  t.setLineup(a.lineup);
  data_->variant = b.setup.variant;
  data_->botNames = t.botNames;
  data_->rowOf = t.rowOf;
  data_->seatsOf.assign(t.botNames.size(), 0);
  for (int row : t.rowOf) ++data_->seatsOf[static_cast<std::size_t>(row)];
  data_->bots.resize(t.botNames.size());
  data_->seats.resize(a.lineup.size());
}

Comparison::Data& Comparison::mutableData() {
  if (!data_) throw std::logic_error("lab::Comparison: not made from plans");
  if (data_.use_count() > 1) data_ = std::make_shared<Data>(*data_);
  return *data_;
}

namespace {

std::vector<std::int64_t> winUnits(const GameRecord& g) {
  std::vector<std::int64_t> share(g.scores.size(), 0);
  for (int w : g.winners)
    share[static_cast<std::size_t>(w)] = kWinUnits / static_cast<std::int64_t>(g.winners.size());
  return share;
}

}  // namespace

void Comparison::add(const GameRecord& a, const GameRecord& b) {
  Data& d = mutableData();
  const auto winsA = winUnits(a), winsB = winUnits(b);
  std::vector<std::int64_t> botWinsA(d.bots.size()), botWinsB(d.bots.size()), botScoreA(d.bots.size()),
      botScoreB(d.bots.size());
  for (std::size_t seat = 0; seat < d.seats.size(); ++seat) {
    d.seats[seat].wins.add(winsA[seat], winsB[seat]);
    d.seats[seat].score.add(a.scores[seat], b.scores[seat]);
    const auto row = static_cast<std::size_t>(d.rowOf[static_cast<std::size_t>(a.lineupOf[seat])]);
    botWinsA[row] += winsA[seat];
    botWinsB[row] += winsB[seat];
    botScoreA[row] += a.scores[seat];
    botScoreB[row] += b.scores[seat];
  }
  for (std::size_t row = 0; row < d.bots.size(); ++row) {
    d.bots[row].wins.add(botWinsA[row], botWinsB[row]);
    d.bots[row].score.add(botScoreA[row], botScoreB[row]);
  }
  d.length.add(a.decisions, b.decisions);
  EventSums ea, eb;
  addEvents(ea, a.events);
  addEvents(eb, b.events);
  for (const auto& [path, x] : ea) d.events[path].add(x, eb.contains(path) ? eb[path] : 0);
  for (const auto& [path, y] : eb)
    if (!ea.contains(path)) d.events[path].add(0, y);
  ++d.played;
}

void Comparison::addGames(const Comparison& other) {
  if (!other.data_) return;
  Data& d = mutableData();
  const Data& o = *other.data_;
  for (std::size_t i = 0; i < d.bots.size(); ++i) {
    d.bots[i].wins.add(o.bots[i].wins);
    d.bots[i].score.add(o.bots[i].score);
  }
  for (std::size_t i = 0; i < d.seats.size(); ++i) {
    d.seats[i].wins.add(o.seats[i].wins);
    d.seats[i].score.add(o.seats[i].score);
  }
  d.length.add(o.length);
  for (const auto& [path, p] : o.events) d.events[path].add(p);
  d.played += o.played;
}

int Comparison::gamesPlayed() const { return data_ ? static_cast<int>(data_->played) : 0; }

OrderedJson Comparison::toJson() const {
  const Data empty;
  const Data& d = data_ ? *data_ : empty;
  const double units = static_cast<double>(kWinUnits);
  int changed = 0, significant = 0;
  auto entry = [&](const Paired& p, double scale) {
    OrderedJson j = p.toJson(d.played, scale);
    if (p.d != 0 || p.d2 != 0) ++changed;
    if (j["p"].get<double>() < 0.05) ++significant;
    return j;
  };
  OrderedJson out;
  out["variant"] = d.variant.empty() ? OrderedJson(nullptr) : OrderedJson(d.variant.toJson());
  out["games"] = d.played;
  out["bots"] = OrderedJson::array();
  for (std::size_t i = 0; i < d.bots.size(); ++i) {
    const double seats = static_cast<double>(d.seatsOf[i]);
    out["bots"].push_back({{"bot", d.botNames[i]},
                           {"win_rate", entry(d.bots[i].wins, units * seats)},
                           {"mean_score", entry(d.bots[i].score, seats)}});
  }
  out["seats"] = OrderedJson::array();
  for (std::size_t s = 0; s < d.seats.size(); ++s)
    out["seats"].push_back({{"seat", s},
                            {"win_rate", entry(d.seats[s].wins, units)},
                            {"mean_score", entry(d.seats[s].score, 1)}});
  out["length"] = entry(d.length, 1);
  OrderedJson events = OrderedJson::object();
  for (const auto& [path, p] : d.events) events[OrderedJson::json_pointer(path)] = entry(p, 1);
  out["events"] = events;
  out["changed"] = changed;
  out["significant"] = significant;
  return out;
}

ComparedRun runCompared(const Plan& a, const Plan& b, const RunOptions& options) {
  a.check();
  b.check();
  if (a.game != b.game || a.setup.names != b.setup.names || a.setup.seed != b.setup.seed ||
      a.setup.options != b.setup.options || a.lineup != b.lineup || a.games != b.games ||
      a.shardIndex != b.shardIndex || a.shardCount != b.shardCount)
    throw InputError(tx("{1}: the two plans differ in more than their variant", "compare"));
  struct Part {
    Stats a, b;
    Comparison c;
  };
  struct Played {
    GameRecord record, other;
  };
  const auto parts = playShard<Part>(
      a, options,
      [&] {
        return Part{Stats(a), Stats(b), Comparison(a, b)};
      },
      [&](int index) {
        return Played{playGame(a, index, options.stop), playGame(b, index, options.stop)};
      },
      [](Part& part, const Played& p) {
        part.a.add(p.record);
        part.b.add(p.other);
        part.c.add(p.record, p.other);
      });
  ComparedRun result{Stats(a), Stats(b), Comparison(a, b)};
  for (const auto& part : parts) {
    result.a.addGames(part.a);
    result.b.addGames(part.b);
    result.comparison.addGames(part.c);
  }
  return result;
}

}  // namespace vb::lab
