// A run's plan and one game's record (docs/lab.md#records).
#include <string>

#include "seeds.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/registry.h"
#include "veggiebox/lab/lab.h"

namespace vb::lab {

void Plan::check() const {
  if (game == nullptr) throw InputError("game: none chosen");
  const int players = static_cast<int>(setup.names.size());
  if (players < game->minPlayers() || players > game->maxPlayers())
    throw InputError("players: " + std::to_string(players) + " players; " + std::string(game->name()) +
                     " is for " + std::to_string(game->minPlayers()) + "-" +
                     std::to_string(game->maxPlayers()));
  if (static_cast<int>(lineup.size()) != players)
    throw InputError("bots: " + std::to_string(lineup.size()) + " bots for " + std::to_string(players) +
                     " players");
  for (std::size_t i = 0; i < lineup.size(); ++i)
    if (!isBotName(lineup[i]))
      throw InputError("bots[" + std::to_string(i) + "]: " + quote(lineup[i]) + ": no such bot");
  if (games < 1 || games > kMaxGames)
    throw InputError("games: " + std::to_string(games) + ": must be from 1 to " + std::to_string(kMaxGames));
  if (shardCount < 1 || shardCount > games)
    throw InputError("shard: " + std::to_string(shardCount) + " shards for " + std::to_string(games) +
                     " games: must be from 1 to the number of games");
  if (shardIndex < 0 || shardIndex >= shardCount)
    throw InputError("shard: index " + std::to_string(shardIndex) + " must be from 0 to " +
                     std::to_string(shardCount - 1));
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
  OrderedJson botSeeds = OrderedJson::array(), bots = OrderedJson::array();
  for (std::size_t seat = 0; seat < lineupOf.size(); ++seat) {
    botSeeds.push_back(botSeed(plan.setup.seed, index, static_cast<int>(seat)));
    bots.push_back(plan.lineup[static_cast<std::size_t>(lineupOf[seat])]);
  }
  j["bot_seeds"] = botSeeds;
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
  if (!line.is_object()) throw InputError("expected a records line (a JSON object)");
  const auto it = line.find(key);
  if (it == line.end()) throw InputError(std::string(key) + ": missing");
  if (!((*it).*kind)()) throw InputError(std::string(key) + ": expected " + what);
  return *it;
}

std::vector<std::string> strings(const Json& list, const char* key) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].is_string())
      throw InputError(std::string(key) + "[" + std::to_string(i) + "]: expected a string");
    out.push_back(list[i].get<std::string>());
  }
  return out;
}

}  // namespace

Save recordSave(const Json& line) {
  Save s;
  s.game = recordField(line, "game", &Json::is_string, "a game's id").get<std::string>();
  const Game* game = findGame(s.game);
  if (game == nullptr) throw InputError("game: " + quote(s.game) + ": no such game");
  s.seed = recordField(line, "seed", &Json::is_number_unsigned, "a whole number").get<std::uint64_t>();
  const auto names = strings(recordField(line, "names", &Json::is_array, "an array"), "names");
  const auto bots = strings(recordField(line, "bots", &Json::is_array, "an array"), "bots");
  if (names.size() != bots.size())
    throw InputError("bots: " + std::to_string(bots.size()) + " bots for " + std::to_string(names.size()) +
                     " names");
  for (std::size_t i = 0; i < names.size(); ++i) s.seats.push_back(Seat{names[i], false, bots[i]});
  for (const auto& [key, value] : recordField(line, "options", &Json::is_object, "an object").items()) {
    if (!value.is_string()) throw InputError("options." + key + ": expected a string");
    s.options[key] = value.get<std::string>();
  }
  if (line.contains("variant")) s.variant = game->readVariant(line["variant"]);
  s.actions = strings(recordField(line, "actions", &Json::is_array, "an array"), "actions");
  s.cursor = s.actions.size();
  return s;
}

}  // namespace vb::lab
