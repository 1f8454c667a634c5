// The report of a Stats as `simulate --json` prints it, and reading one back for `merge`
// (docs/lab.md#statistics). Every number a report shows is computed from the exact sums it also
// carries (win_units, histogram, events.sums), which are what fromJson reads.
#include <algorithm>

#include "seeds.h"
#include "tallies.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/registry.h"
#include "veggiebox/core/text.h"

namespace vb::lab {

namespace {

void addTally(OrderedJson& out, const Tally& t) {
  const double n = static_cast<double>(t.games);
  const double wins = static_cast<double>(t.winUnits) / static_cast<double>(kWinUnits);
  const auto [lo, hi] = wilson(wins, n);
  out["games"] = t.games;
  out["wins"] = wins;
  out["win_rate"] = round4(n > 0 ? wins / n : 0.0);
  out["ci95"] = {round4(lo), round4(hi)};
  out["mean_score"] = round4(meanOf(t.scores));
  out["sd_score"] = round4(sdOf(t.scores));
  out["percentiles"] = percentilesOf(t.scores);
  out["histogram"] = histogramJson(t.scores);
  out["win_units"] = t.winUnits;
}

// The events' sums and means, and the mean points per use of every object counting "used" and
// "points" (Veggie Garden's powers: docs/events.md).
OrderedJson eventsJson(const EventSums& sums, std::int64_t games) {
  Json total = Json::object(), mean = Json::object(), perUse = Json::object();
  for (const auto& [path, sum] : sums) {
    total[path] = sum;
    mean[path] = round4(games > 0 ? static_cast<double>(sum) / static_cast<double>(games) : 0.0);
    const std::string used = "/used";
    if (path.size() > used.size() && path.ends_with(used)) {
      const std::string parent = path.substr(0, path.size() - used.size());
      if (const auto points = sums.find(parent + "/points"); points != sums.end())
        perUse[parent] = sum > 0
                             ? Json(round4(static_cast<double>(points->second) / static_cast<double>(sum)))
                             : Json(nullptr);
    }
  }
  OrderedJson out;
  out["sums"] = total.empty() ? Json::object() : total.unflatten();
  out["means"] = mean.empty() ? Json::object() : mean.unflatten();
  out["points_per_use"] = perUse.empty() ? Json::object() : perUse.unflatten();
  return out;
}

// Every shard in: the statistics of the whole run, which is one shard of one.
OrderedJson shardsJson(const Tallies& d) {
  if (static_cast<int>(d.shards.size()) == d.shardCount) return {{"count", 1}, {"played", {0}}};
  return {{"count", d.shardCount}, {"played", d.shards}};
}

}  // namespace

OrderedJson Stats::toJson() const {
  const Data empty;
  const Data& d = data_ ? *data_ : empty;
  OrderedJson out;
  out["game"] = d.game;
  out["games"] = d.played;
  out["seed"] = d.seed;
  out["bots"] = OrderedJson::array();
  for (std::size_t i = 0; i < d.bots.size(); ++i) {
    OrderedJson b;
    b["bot"] = d.botNames[i];
    addTally(b, d.bots[i]);
    out["bots"].push_back(b);
  }
  out["seats"] = OrderedJson::array();
  for (std::size_t s = 0; s < d.seats.size(); ++s) {
    OrderedJson e;
    e["seat"] = s;
    addTally(e, d.seats[s]);
    // The documented order of the first keys: seat, wins, win_rate, mean_score.
    OrderedJson ordered;
    for (const char* key : {"seat", "wins", "win_rate", "mean_score"}) ordered[key] = e[key];
    for (const auto& item : e.items()) ordered[item.key()] = item.value();
    out["seats"].push_back(ordered);
  }
  out["length"] = {{"mean", round4(meanOf(d.lengths))},
                   {"sd", round4(sdOf(d.lengths))},
                   {"percentiles", percentilesOf(d.lengths)},
                   {"histogram", histogramJson(d.lengths)}};
  const double played = static_cast<double>(d.played);
  out["ties"] = {{"games", d.ties},
                 {"rate", round4(played > 0 ? static_cast<double>(d.ties) / played : 0.0)}};
  if (!d.seats.empty()) {
    // Seat 0's win rate against the 1/P of a fair game; the interval is the Wilson interval of its
    // win rate, shifted by 1/P.
    const double even = 1.0 / static_cast<double>(d.players);
    const Tally& first = d.seats.front();
    const double wins = static_cast<double>(first.winUnits) / static_cast<double>(kWinUnits);
    const double n = static_cast<double>(first.games);
    const auto [lo, hi] = wilson(wins, n);
    const double rate = n > 0 ? wins / n : 0.0;
    out["first_seat"] = {{"win_rate", round4(rate)},
                         {"even", round4(even)},
                         {"advantage", round4(rate - even)},
                         {"ci95", {round4(lo - even), round4(hi - even)}}};
  }
  out["events"] = eventsJson(d.events, d.played);
  OrderedJson options = OrderedJson::object();
  for (const auto& [key, value] : d.options) options[key] = value;
  out["run"] = {{"players", d.players},
                {"lineup", d.lineup},
                {"options", options},
                {"variant", d.variant.empty() ? OrderedJson(nullptr) : OrderedJson(d.variant.toJson())},
                {"games", d.runGames},
                {"shards", shardsJson(d)}};
  return out;
}

namespace {

// Reading a report: each refusal names the field.
const Json& field(const Json& object, const std::string& where, const std::string& key) {
  if (!object.is_object())
    throw InputError(where.empty() ? tx("the report: expected an object")
                                   : tx("{1}: expected an object", where));
  const auto it = object.find(key);
  if (it == object.end()) throw InputError(tx("{1}: missing", fieldPath(where, key)));
  return *it;
}

std::int64_t whole(const Json& value, const std::string& where, std::int64_t low, std::int64_t high) {
  if (!value.is_number_integer()) throw InputError(tx("{1}: expected a whole number", where));
  if (value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(high))
    throw InputError(tx("{1}: must be from {2} to {3}", where, low, high));
  const auto v = value.get<std::int64_t>();
  if (v < low || v > high) throw InputError(tx("{1}: must be from {2} to {3}", where, low, high));
  return v;
}

std::int64_t wholeField(const Json& object, const std::string& where, const std::string& key,
                        std::int64_t low, std::int64_t high) {
  return whole(field(object, where, key), fieldPath(where, key), low, high);
}

const Json& arrayField(const Json& object, const std::string& where, const std::string& key) {
  const Json& value = field(object, where, key);
  if (!value.is_array()) throw InputError(tx("{1}: expected an array", fieldPath(where, key)));
  return value;
}

// "/powers/carrot" -> ".powers.carrot"
std::string dotted(std::string path) {
  std::replace(path.begin(), path.end(), '/', '.');
  return path;
}

constexpr std::int64_t kBig = std::int64_t{1} << 52;

Histogram readHistogram(const Json& value, const std::string& where) {
  if (!value.is_array()) throw InputError(tx("{1}: expected an array of [value, count] pairs", where));
  Histogram h;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    if (!value[i].is_array() || value[i].size() != 2)
      throw InputError(tx("{1}: expected a [value, count] pair", at));
    const std::int64_t v = whole(value[i][0], at + "[0]", -kBig, kBig);
    if (h.contains(v)) throw InputError(tx("{1}: value {2} given twice", at, v));
    h[v] = whole(value[i][1], at + "[1]", 1, kBig);
  }
  return h;
}

Tally readTally(const Json& entry, const std::string& where) {
  Tally t;
  t.games = wholeField(entry, where, "games", 0, kBig);
  t.winUnits = wholeField(entry, where, "win_units", 0, kBig);
  t.scores = readHistogram(field(entry, where, "histogram"), fieldPath(where, "histogram"));
  if (countOf(t.scores) != t.games)
    throw InputError(tx("{1}: counts {2} scores for {3} games", fieldPath(where, "histogram"),
                        countOf(t.scores), t.games));
  return t;
}

void readRun(Tallies& d, const Json& run) {
  const Json& lineup = arrayField(run, "run", "lineup");
  std::vector<std::string> names;
  for (std::size_t i = 0; i < lineup.size(); ++i) {
    if (!lineup[i].is_string())
      throw InputError(tx("{1}: expected a bot name", "run.lineup[" + std::to_string(i) + "]"));
    names.push_back(lineup[i].get<std::string>());
  }
  d.setLineup(names);
  if (wholeField(run, "run", "players", 1, 64) != d.players)
    throw InputError(tx("{1}: does not match {2}", "run.players", "run.lineup"));
  const Json& options = field(run, "run", "options");
  if (!options.is_object()) throw InputError(tx("{1}: expected an object", "run.options"));
  for (const auto& [key, value] : options.items()) {
    if (!value.is_string()) throw InputError(tx("{1}: expected a string", "run.options." + key));
    d.options[key] = value.get<std::string>();
  }
  const Json& variant = field(run, "run", "variant");
  if (!variant.is_null()) {
    d.variant = findGame(d.game)->readVariant(variant);
  }
  d.runGames = static_cast<int>(wholeField(run, "run", "games", 1, kMaxGames));
  const Json& shards = field(run, "run", "shards");
  d.shardCount = static_cast<int>(wholeField(shards, "run.shards", "count", 1, d.runGames));
  const Json& played = arrayField(shards, "run.shards", "played");
  for (std::size_t i = 0; i < played.size(); ++i)
    d.shards.push_back(static_cast<int>(
        whole(played[i], "run.shards.played[" + std::to_string(i) + "]", 0, d.shardCount - 1)));
  std::sort(d.shards.begin(), d.shards.end());
  if (d.shards.empty() || std::adjacent_find(d.shards.begin(), d.shards.end()) != d.shards.end())
    throw InputError(tx("{1}: expected distinct shard numbers", "run.shards.played"));
}

}  // namespace

Stats Stats::fromJson(const Json& json) {
  Stats stats;
  stats.data_ = std::make_shared<Data>();
  Data& d = *stats.data_;
  const Json& game = field(json, "", "game");
  if (!game.is_string()) throw InputError(tx("{1}: expected {2}", "game", tx("a game's id")));
  d.game = game.get<std::string>();
  if (findGame(d.game) == nullptr) throw InputError(tx("{1}: {2}: no such game", "game", quote(d.game)));
  const Json& seed = field(json, "", "seed");
  if (!seed.is_number_unsigned()) throw InputError(tx("{1}: expected a whole number from 0", "seed"));
  d.seed = seed.get<std::uint64_t>();
  try {
    readRun(d, field(json, "", "run"));
  } catch (const Json::exception&) {
    throw InputError(tx("{1}: not a variant", "run.variant"));
  }
  d.played = wholeField(json, "", "games", 0, kMaxGames);
  const Json& bots = arrayField(json, "", "bots");
  if (bots.size() != d.bots.size())
    throw InputError(
        tx("{1}: {2} entries for {3} bots in {4}", "bots", bots.size(), d.bots.size(), "run.lineup"));
  for (std::size_t i = 0; i < bots.size(); ++i) {
    const std::string where = "bots[" + std::to_string(i) + "]";
    if (field(bots[i], where, "bot") != d.botNames[i])
      throw InputError(
          tx("{1}: expected {2}, as in {3}", where + ".bot", quote(d.botNames[i]), "run.lineup"));
    d.bots[i] = readTally(bots[i], where);
  }
  const Json& seats = arrayField(json, "", "seats");
  if (seats.size() != d.seats.size())
    throw InputError(tx("{1}: {2} entries for {3} players", "seats", seats.size(), d.players));
  for (std::size_t s = 0; s < seats.size(); ++s) {
    const std::string where = "seats[" + std::to_string(s) + "]";
    d.seats[s] = readTally(seats[s], where);
    if (d.seats[s].games != d.played) throw InputError(tx("{1}: expected {2}", where + ".games", d.played));
  }
  d.lengths = readHistogram(field(field(json, "", "length"), "length", "histogram"), "length.histogram");
  if (countOf(d.lengths) != d.played)
    throw InputError(tx("{1}: does not count {2} games", "length.histogram", d.played));
  d.ties = wholeField(field(json, "", "ties"), "ties", "games", 0, d.played);
  const Json& sums = field(field(json, "", "events"), "events", "sums");
  if (!sums.is_object()) throw InputError(tx("{1}: expected an object", "events.sums"));
  const Json flat = sums.flatten();  // kept: a range-for over a temporary's items() would dangle
  for (const auto& [path, value] : flat.items())
    if (!value.is_null()) d.events[path] = whole(value, "events.sums" + dotted(path), -kBig, kBig);
  return stats;
}

}  // namespace vb::lab
