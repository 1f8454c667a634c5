// Adding games and merging shards (docs/lab.md#statistics): whole numbers only, so the order of the
// games and the way they were split never changes a result.
#include <algorithm>
#include <stdexcept>

#include "report_fields.h"
#include "seeds.h"
#include "tallies.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb::lab {

std::int64_t checkedSum(std::int64_t a, std::int64_t b, const std::string& field) {
  std::int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum))
    throw InputError(tx("{1}: the sum is beyond the range of a 64-bit whole number", field));
  return sum;
}

std::string eventField(const std::string& pointer) {
  std::string out = "events.sums";
  for (std::size_t at = 1; at <= pointer.size();) {
    const std::size_t end = std::min(pointer.find('/', at), pointer.size());
    std::string key = pointer.substr(at, end - at);  // unescaped as RFC 6901 says: ~1 is /, ~0 is ~
    for (std::size_t i = 0; (i = key.find('~', i)) != std::string::npos; ++i)
      if (i + 1 < key.size()) key.replace(i, 2, key[i + 1] == '1' ? "/" : "~");
    out = fieldPath(out, key);
    at = end + 1;
  }
  return out;
}

void Tally::add(const Tally& other, const std::string& where) {
  games = checkedSum(games, other.games, where + ".games");
  winUnits = checkedSum(winUnits, other.winUnits, where + ".win_units");
  for (const auto& [value, count] : other.scores)
    scores[value] = checkedSum(scores[value], count, where + ".histogram");
}

void addEvents(EventSums& sums, const Json& events) {
  if (!events.is_object())
    throw std::runtime_error(tx("the game's events are not a JSON object (an engine bug)"));
  const Json flat = events.flatten();  // kept: a range-for over a temporary's items() would dangle
  for (const auto& [path, value] : flat.items()) {
    if (value.is_number_integer()) {
      sums[path] = checkedSum(sums[path], value.get<std::int64_t>(), eventField(path));
    } else if (!value.is_null()) {  // an empty object or array flattens to null
      throw std::runtime_error(tx("event {1} is not a whole number (an engine bug)", quote(path)));
    }
  }
}

void Tallies::setLineup(std::vector<std::string> names) {
  lineup = std::move(names);
  players = static_cast<int>(lineup.size());
  botNames.clear();
  rowOf.clear();
  for (const auto& name : lineup) {
    auto it = std::find(botNames.begin(), botNames.end(), name);
    if (it == botNames.end()) it = botNames.insert(botNames.end(), name);
    rowOf.push_back(static_cast<int>(it - botNames.begin()));
  }
  bots.assign(botNames.size(), Tally{});
  seats.assign(lineup.size(), Tally{});
}

void Tallies::addGames(const Tallies& other) {
  const auto at = [](const char* list, std::size_t i) { return list + ("[" + std::to_string(i) + "]"); };
  for (std::size_t i = 0; i < bots.size(); ++i) bots[i].add(other.bots[i], at("bots", i));
  for (std::size_t i = 0; i < seats.size(); ++i) seats[i].add(other.seats[i], at("seats", i));
  played = checkedSum(played, other.played, "games");
  ties = checkedSum(ties, other.ties, "ties.games");
  for (const auto& [value, count] : other.lengths)
    lengths[value] = checkedSum(lengths[value], count, "length.histogram");
  for (const auto& [path, sum] : other.events) events[path] = checkedSum(events[path], sum, eventField(path));
}

Stats::Stats(const Plan& plan) : data_(std::make_shared<Data>()) {
  Data& d = *data_;
  d.game = std::string(plan.game->id());
  d.options = plan.game->resolveOptions(plan.setup.options);
  d.variant = plan.setup.variant;
  d.seed = plan.setup.seed;
  d.runGames = plan.games;
  d.shardCount = plan.shardCount;
  d.shards = {plan.shardIndex};
  d.setLineup(plan.lineup);
}

Stats::Data& Stats::mutableData() {
  if (!data_) throw std::logic_error("lab::Stats: not made from a plan");
  if (data_.use_count() > 1) data_ = std::make_shared<Data>(*data_);
  return *data_;
}

void Stats::add(const GameRecord& game) {
  Data& d = mutableData();
  const std::size_t players = d.seats.size();
  if (game.scores.size() != players || game.lineupOf.size() != players)
    throw std::runtime_error(
        tx("game {1} has {2} scores for {3} seats", game.index, game.scores.size(), players));
  std::vector<std::int64_t> share(players, 0);
  for (int w : game.winners) {
    if (w < 0 || static_cast<std::size_t>(w) >= players)
      throw std::runtime_error(tx("game {1}: winner {2} is not a seat", game.index, w));
    share[static_cast<std::size_t>(w)] = kWinUnits / static_cast<std::int64_t>(game.winners.size());
  }
  for (std::size_t seat = 0; seat < players; ++seat) {
    const int entry = game.lineupOf[seat];
    Tally& bot = d.bots[static_cast<std::size_t>(d.rowOf[static_cast<std::size_t>(entry)])];
    for (Tally* t : {&bot, &d.seats[seat]}) {
      ++t->games;
      t->winUnits += share[seat];
      ++t->scores[game.scores[seat]];
    }
  }
  ++d.played;
  if (game.winners.size() > 1) ++d.ties;
  ++d.lengths[game.decisions];
  addEvents(d.events, game.events);
}

void Stats::addGames(const Stats& other) {
  if (!other.data_) return;
  mutableData().addGames(*other.data_);
}

namespace {

template <class T>
void expectSame(const std::string& field, const T& here, const T& there) {
  if (!(here == there))
    throw InputError(tx("{1}: differs from that of the statistics merged before (another run)", field));
}

}  // namespace

void Stats::merge(const Stats& other) {
  if (!other.data_) return;
  if (!data_) {
    data_ = other.data_;
    return;
  }
  const Data& o = *other.data_;
  const Data& d = *data_;
  expectSame("game", d.game, o.game);
  expectSame("run.lineup", d.lineup, o.lineup);
  expectSame("run.options", d.options, o.options);
  expectSame("run.variant", d.variant, o.variant);
  expectSame("seed", d.seed, o.seed);
  expectSame("run.games", d.runGames, o.runGames);
  expectSame("run.shards.count", d.shardCount, o.shardCount);
  for (int s : o.shards)
    if (std::binary_search(d.shards.begin(), d.shards.end(), s))
      throw InputError(tx("{1}: shard {2} of {3} is counted twice", "run.shards.played", s, d.shardCount));
  // Added into a copy, so a refused file (a sum beyond 64 bits) leaves these statistics as they were.
  auto sum = std::make_shared<Data>(d);
  sum->addGames(o);
  // Every other total is bounded by the run's games; an event's sum only by what a report holds.
  for (const auto& [path, total] : sum->events)
    report::inRange(total, eventField(path), -report::kBig, report::kBig);
  sum->shards.insert(sum->shards.end(), o.shards.begin(), o.shards.end());
  std::sort(sum->shards.begin(), sum->shards.end());
  data_ = std::move(sum);
}

int Stats::gamesPlayed() const { return data_ ? static_cast<int>(data_->played) : 0; }

int Stats::gamesExpected() const {
  if (!data_) return 0;
  int games = 0;
  for (int s : data_->shards) games += (data_->runGames - s + data_->shardCount - 1) / data_->shardCount;
  return games;
}

std::vector<int> Stats::missingShards() const {
  std::vector<int> missing;
  if (!data_) return missing;
  for (int s = 0; s < data_->shardCount; ++s)
    if (!std::binary_search(data_->shards.begin(), data_->shards.end(), s)) missing.push_back(s);
  return missing;
}

}  // namespace vb::lab
