// The report of a Stats as `simulate --json` prints it, and reading one back for `merge`
// (docs/lab.md#statistics). Every number a report shows is computed from the exact sums it also
// carries (win_units, histogram, events.sums), which are what fromJson reads.
#include <algorithm>
#include <limits>

#include "report_fields.h"
#include "seeds.h"
#include "tallies.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"

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

// Reading a report: each refusal names the field (report_fields.h), and everything added up is
// checked against the rest of the report, so that a hand-edited file cannot print impossible rates.
using report::arrayField;
using report::field;
using report::kBig;
using report::whole;
using report::wholeField;

// The keys of a bot's or a seat's entry ("seat" for a seat, "bot" for a bot).
constexpr std::initializer_list<const char*> kTallyKeys = {
    "games", "wins", "win_rate", "ci95", "mean_score", "sd_score", "percentiles", "histogram", "win_units"};

void onlyTallyFields(const Json& entry, const std::string& where, const char* name) {
  if (!entry.is_object()) throw InputError(tx("{1}: expected an object", where));
  for (const auto& item : entry.items())
    if (item.key() != name && std::find(kTallyKeys.begin(), kTallyKeys.end(), item.key()) == kTallyKeys.end())
      report::notAField(where, item.key());
}

// The values a histogram holds are a game's scores or lengths, ints (GameRecord); with at most
// `games` values counted, the sums summary.cpp forms from it stay within 64 bits.
Histogram readHistogram(const Json& value, const std::string& where, std::int64_t low, std::int64_t games) {
  if (!value.is_array()) throw InputError(tx("{1}: expected an array of [value, count] pairs", where));
  Histogram h;
  std::int64_t total = 0;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    if (!value[i].is_array() || value[i].size() != 2)
      throw InputError(tx("{1}: expected a [value, count] pair", at));
    const std::int64_t v = whole(value[i][0], at + "[0]", low, std::numeric_limits<int>::max());
    if (h.contains(v)) throw InputError(tx("{1}: value {2} given twice", at, v));
    h[v] = whole(value[i][1], at + "[1]", 1, kBig);
    total = checkedSum(total, h[v], where);
  }
  if (total != games) throw InputError(tx("{1}: counts {2} scores for {3} games", where, total, games));
  return h;
}

// A bot's or a seat's entry, which counts `games` seat-games: its wins at most one a game.
Tally readTally(const Json& entry, const std::string& where, const char* name, std::int64_t games) {
  onlyTallyFields(entry, where, name);
  Tally t;
  t.games = wholeField(entry, where, "games", 0, kBig);
  if (t.games != games) throw InputError(tx("{1}: expected {2}", where + ".games", games));
  t.winUnits = wholeField(entry, where, "win_units", 0, games * kWinUnits);
  t.scores = readHistogram(field(entry, where, "histogram"), fieldPath(where, "histogram"),
                           std::numeric_limits<int>::min(), games);
  return t;
}

void readRun(Tallies& d, const Json& run) {
  report::onlyFields(run, "run", {"players", "lineup", "options", "variant", "games", "shards"});
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
  report::onlyFields(shards, "run.shards", {"count", "played"});
  const Json& played = arrayField(shards, "run.shards", "played");
  for (std::size_t i = 0; i < played.size(); ++i)
    d.shards.push_back(static_cast<int>(
        whole(played[i], "run.shards.played[" + std::to_string(i) + "]", 0, d.shardCount - 1)));
  std::sort(d.shards.begin(), d.shards.end());
  if (d.shards.empty() || std::adjacent_find(d.shards.begin(), d.shards.end()) != d.shards.end())
    throw InputError(tx("{1}: expected distinct shard numbers", "run.shards.played"));
}

// The run as simulate would plan it, checked as simulate checks it (players, bots, options, the
// variant for that many players), and the events its game counts: every key of State::events() is
// always there, 0 at the start (docs/events.md), so a new game's events have every key.
Json checkedRun(const Tallies& d) {
  Plan plan;
  plan.game = findGame(d.game);
  for (int i = 0; i < d.players; ++i) plan.setup.names.push_back("P" + std::to_string(i + 1));
  plan.setup.options = d.options;
  plan.setup.variant = d.variant;
  plan.setup.seed = d.seed;
  plan.lineup = d.lineup;
  plan.games = d.runGames;
  plan.shardCount = d.shardCount;
  plan.shardIndex = d.shards.front();
  try {
    plan.check();
    return plan.game->newGame(plan.setup)->events();
  } catch (const InputError& e) {
    throw InputError(std::string("run: ") + e.what());
  }
}

// events.sums against the game's own events: only its keys, each a whole number; a count is never
// negative, a sum of points ("points": docs/events.md) may be.
void readEvents(EventSums& out, const Json& sums, const Json& known, const std::string& where,
                const std::string& pointer, const std::string& game) {
  if (!sums.is_object()) throw InputError(tx("{1}: expected an object", where));
  for (const auto& [key, value] : sums.items()) {
    const std::string at = fieldPath(where, key);
    const auto k = known.find(key);
    if (k == known.end()) fields::refuse(at, tx("not an event of {1} (docs/events.md)", quote(game)));
    std::string token = key;  // a JSON pointer's token (RFC 6901): ~ is ~0, / is ~1
    for (std::size_t i = 0; (i = token.find_first_of("~/", i)) != std::string::npos; i += 2)
      token.replace(i, 1, token[i] == '~' ? "~0" : "~1");
    std::string leaf = pointer;
    leaf.append("/").append(token);
    if (k->is_object())
      readEvents(out, value, *k, at, leaf, game);
    else
      out[leaf] = whole(value, at, key == "points" ? -kBig : 0, kBig);
  }
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
  report::onlyFields(
      json, "",
      {"game", "games", "seed", "bots", "seats", "length", "ties", "first_seat", "events", "run", "timing"});
  const Json& seed = field(json, "", "seed");
  if (!seed.is_number_unsigned()) throw InputError(tx("{1}: expected a whole number from 0", "seed"));
  d.seed = seed.get<std::uint64_t>();
  try {
    readRun(d, field(json, "", "run"));
  } catch (const Json::exception&) {
    throw InputError(tx("{1}: not a variant", "run.variant"));
  }
  const Json knownEvents = checkedRun(d);
  d.played = wholeField(json, "", "games", 0, kMaxGames);
  const Json& bots = arrayField(json, "", "bots");
  if (bots.size() != d.bots.size())
    throw InputError(
        tx("{1}: {2} entries for {3} bots in {4}", "bots", bots.size(), d.bots.size(), "run.lineup"));
  std::int64_t botUnits = 0, seatUnits = 0;
  for (std::size_t i = 0; i < bots.size(); ++i) {
    const std::string where = "bots[" + std::to_string(i) + "]";
    if (field(bots[i], where, "bot") != d.botNames[i])
      throw InputError(
          tx("{1}: expected {2}, as in {3}", where + ".bot", quote(d.botNames[i]), "run.lineup"));
    // A bot listed k times in the line-up plays k seats of every game.
    const auto seats = std::count(d.lineup.begin(), d.lineup.end(), d.botNames[i]);
    d.bots[i] = readTally(bots[i], where, "bot", d.played * seats);
    botUnits += d.bots[i].winUnits;
  }
  const Json& seats = arrayField(json, "", "seats");
  if (seats.size() != d.seats.size())
    throw InputError(tx("{1}: {2} entries for {3} players", "seats", seats.size(), d.players));
  for (std::size_t s = 0; s < seats.size(); ++s) {
    d.seats[s] = readTally(seats[s], "seats[" + std::to_string(s) + "]", "seat", d.played);
    seatUnits += d.seats[s].winUnits;
  }
  // Each game shares kWinUnits among its winners, counted once for a seat and once for its bot.
  if (botUnits != seatUnits)
    throw InputError(
        tx("{1}: the bots' win_units add up to {2}, the seats' to {3}", "bots", botUnits, seatUnits));
  if (seatUnits > d.played * kWinUnits)
    throw InputError(tx("{1}: the win_units add up to {2}, more than {3} games share ({4})", "seats",
                        seatUnits, d.played, d.played * kWinUnits));
  const Json& length = field(json, "", "length");
  report::onlyFields(length, "length", {"mean", "sd", "percentiles", "histogram"});
  d.lengths = readHistogram(field(length, "length", "histogram"), "length.histogram", 0, d.played);
  const Json& ties = field(json, "", "ties");
  report::onlyFields(ties, "ties", {"games", "rate"});
  d.ties = wholeField(ties, "ties", "games", 0, d.played);
  if (json.contains("first_seat"))
    report::onlyFields(json["first_seat"], "first_seat", {"win_rate", "even", "advantage", "ci95"});
  const Json& events = field(json, "", "events");
  report::onlyFields(events, "events", {"sums", "means", "points_per_use"});
  readEvents(d.events, field(events, "events", "sums"), knownEvents, "events.sums", "", d.game);
  return stats;
}

std::vector<std::string> Stats::botNames() const {
  return data_ ? data_->botNames : std::vector<std::string>{};
}

}  // namespace vb::lab
