// A run's plan and one game's record (docs/lab.md#records).
#include <string>

#include "seeds.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/lab/lab.h"

namespace vb::lab {

void Plan::check() const {
  if (game == nullptr) throw InputError(tx("{1}: none chosen", "game"));
  const int players = static_cast<int>(setup.names.size());
  if (players < game->minPlayers() || players > game->maxPlayers())
    throw InputError(txn(players, "{1}: {2} player; {3} is for {4}-{5}",
                         "{1}: {2} players; {3} is for {4}-{5}", "players", players, game->name(),
                         game->minPlayers(), game->maxPlayers()));
  if (static_cast<int>(lineup.size()) != players)
    throw InputError(tx("{1}: {2} for {3}", "bots",
                        txn(static_cast<long long>(lineup.size()), "{1} bot", "{1} bots", lineup.size()),
                        txn(players, "{1} player", "{1} players", players)));
  for (std::size_t i = 0; i < lineup.size(); ++i)
    if (!isBotName(lineup[i]))
      throw InputError(tx("{1}: {2}: no such bot", "bots[" + std::to_string(i) + "]", quote(lineup[i])));
  if (games < 1 || games > kMaxGames)
    throw InputError(tx("{1}: {2}: must be from 1 to {3}", "games", games, kMaxGames));
  if (shardCount < 1 || shardCount > games)
    throw InputError(tx("{1}: {2} shards for {3} games: must be from 1 to the number of games", "shard",
                        shardCount, games));
  if (shardIndex < 0 || shardIndex >= shardCount)
    throw InputError(tx("{1}: index {2} must be from 0 to {3}", "shard", shardIndex, shardCount - 1));
  // A variant the game cannot play with this player count is refused here rather than in a worker.
  Setup probe = setup;
  probe.seed = dealSeed(setup.seed, shardIndex, players);
  (void)game->newGame(probe);
}

Save GameRecord::save(const Plan& plan) const {
  Save s;
  s.game = std::string(plan.game->id());
  s.options = plan.setup.options;
  s.seed = dealSeed;
  s.variant = plan.setup.variant;
  for (std::size_t seat = 0; seat < lineupOf.size(); ++seat)
    s.seats.push_back(
        Seat{plan.setup.names[seat], false, plan.lineup[static_cast<std::size_t>(lineupOf[seat])]});
  s.actions = actions;
  s.cursor = actions.size();
  return s;
}

OrderedJson GameRecord::toJson(const Plan& plan) const {
  OrderedJson j;
  j["index"] = index;
  j["game"] = std::string(plan.game->id());
  j["seed"] = dealSeed;
  OrderedJson bots = OrderedJson::array();
  for (std::size_t seat = 0; seat < lineupOf.size(); ++seat)
    bots.push_back(plan.lineup[static_cast<std::size_t>(lineupOf[seat])]);
  j["bots_seed"] = botsSeed(plan.setup.seed, index);
  j["names"] = plan.setup.names;
  j["bots"] = bots;
  j["lineup_of"] = lineupOf;
  j["options"] = plan.setup.options;
  if (!plan.setup.variant.empty()) j["variant"] = plan.setup.variant.toJson();
  j["scores"] = scores;
  j["winners"] = winners;
  j["decisions"] = decisions;
  j["events"] = events;
  j["actions"] = actions;
  return j;
}

namespace {

const Json& recordField(const Json& line, const char* key, bool (Json::*kind)() const noexcept,
                        const char* what) {
  if (!line.is_object()) throw InputError(tx("expected a records line (a JSON object)"));
  const auto it = line.find(key);
  if (it == line.end()) throw InputError(tx("{1}: missing", key));
  if (!((*it).*kind)()) throw InputError(tx("{1}: expected {2}", key, tx(what)));
  return *it;
}

std::vector<std::string> strings(const Json& list, const char* key) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].is_string())
      throw InputError(tx("{1}: expected a string", std::string(key) + "[" + std::to_string(i) + "]"));
    out.push_back(list[i].get<std::string>());
  }
  return out;
}

}  // namespace

Save recordSave(const Json& line) {
  Save s;
  s.game = recordField(line, "game", &Json::is_string, VB_N("a game's id")).get<std::string>();
  const Game* game = findGame(s.game);
  if (game == nullptr) throw InputError(tx("{1}: {2}: no such game", "game", quote(s.game)));
  s.seed = recordField(line, "seed", &Json::is_number_unsigned, VB_N("a whole number")).get<std::uint64_t>();
  const auto names = strings(recordField(line, "names", &Json::is_array, VB_N("an array")), "names");
  const auto bots = strings(recordField(line, "bots", &Json::is_array, VB_N("an array")), "bots");
  if (names.size() != bots.size())
    throw InputError(tx("{1}: {2} for {3}", "bots",
                        txn(static_cast<long long>(bots.size()), "{1} bot", "{1} bots", bots.size()),
                        txn(static_cast<long long>(names.size()), "{1} name", "{1} names", names.size())));
  for (std::size_t i = 0; i < names.size(); ++i) s.seats.push_back(Seat{names[i], false, bots[i]});
  for (const auto& [key, value] : recordField(line, "options", &Json::is_object, VB_N("an object")).items()) {
    if (!value.is_string()) throw InputError(tx("{1}: expected a string", "options." + key));
    s.options[key] = value.get<std::string>();
  }
  if (line.contains("variant")) s.variant = game->readVariant(line["variant"]);
  s.actions = strings(recordField(line, "actions", &Json::is_array, VB_N("an array")), "actions");
  s.cursor = s.actions.size();
  return s;
}

}  // namespace vb::lab
