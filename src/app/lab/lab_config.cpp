#include "lab/lab_config.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "veggiebox/bots/bot.h"
#include "veggiebox/core/error.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/registry.h"

namespace vb::app {

namespace {

std::int64_t wholeField(const vb::Json& json, const std::string& key, std::int64_t low, std::int64_t high) {
  const vb::Json& value = json.at(key);
  if (!value.is_number_integer() || value.get<std::int64_t>() < low || value.get<std::int64_t>() > high)
    throw vb::InputError(key + ": expected a whole number from " + std::to_string(low) + " to " +
                         std::to_string(high) + ", not " + vb::describeJson(value));
  return value.get<std::int64_t>();
}

std::vector<std::string> botsField(const vb::Json& json) {
  const vb::Json& bots = json.at("bots");
  if (!bots.is_array() || bots.empty())
    throw vb::InputError("bots: expected a list of bot names such as [\"greedy\", \"random\"]");
  std::vector<std::string> names;
  for (std::size_t i = 0; i < bots.size(); ++i) {
    const std::string where = "bots[" + std::to_string(i) + "]";
    if (!bots[i].is_string())
      throw vb::InputError(where + ": expected a bot name, not " + vb::describeJson(bots[i]));
    if (!vb::isBotName(bots[i].get<std::string>()))
      throw vb::InputError(where + ": " + vb::quote(bots[i].get<std::string>()) + ": no such bot");
    names.push_back(bots[i].get<std::string>());
  }
  return names;
}

vb::Options optionsField(const vb::Json& json) {
  vb::Options options;
  if (!json.contains("options")) return options;
  if (!json["options"].is_object()) throw vb::InputError("options: expected an object of names and values");
  for (const auto& [key, value] : json["options"].items()) {
    if (!value.is_string()) throw vb::InputError("options." + key + ": expected a string");
    options[key] = value.get<std::string>();
  }
  return options;
}

LabConfig readConfig(const vb::Json& json, const QString& folder) {
  if (!json.is_object()) throw vb::InputError("expected a JSON object such as {\"game\": \"garden\", ...}");
  for (const auto& [key, value] : json.items())
    if (key != "game" && key != "players" && key != "bots" && key != "games" && key != "seed" &&
        key != "variant" && key != "options")
      throw vb::InputError(
          key + ": no such field (a config has game, players, bots, games, seed, variant, options)");
  if (!json.contains("game") || !json["game"].is_string()) throw vb::InputError("game: expected a game's id");
  LabConfig config;
  config.game = json["game"].get<std::string>();
  const vb::Game* game = vb::findGame(config.game);
  if (game == nullptr) throw vb::InputError("game: " + vb::quote(config.game) + ": no such game");
  if (!json.contains("bots")) throw vb::InputError("bots: missing");
  config.bots = botsField(json);
  if (json.contains("players")) {
    const auto players =
        static_cast<std::size_t>(wholeField(json, "players", game->minPlayers(), game->maxPlayers()));
    if (config.bots.size() > players)
      throw vb::InputError("bots: " + std::to_string(config.bots.size()) + " bots for " +
                           std::to_string(players) + " players");
    config.bots.resize(players, config.bots.back());  // a shorter list repeats its last bot
  }
  if (json.contains("games"))
    config.games = static_cast<int>(wholeField(json, "games", 1, vb::lab::kMaxGames));
  if (json.contains("seed")) {
    if (!json["seed"].is_number_unsigned()) throw vb::InputError("seed: expected a whole number from 0");
    config.seed = json["seed"].get<std::uint64_t>();
  }
  config.options = optionsField(json);
  if (json.contains("variant")) {
    if (!json["variant"].is_string()) throw vb::InputError("variant: expected a variant file's path");
    const QString path = QDir(folder).filePath(QString::fromStdString(json["variant"].get<std::string>()));
    try {
      config.variant = vb::readVariantFile(*game, QFile::encodeName(path).toStdString());
    } catch (const vb::InputError& e) {
      throw vb::InputError(std::string("variant: ") + e.what());
    }
  }
  return config;
}

}  // namespace

LabConfig readLabConfig(const QString& path) {
  vb::registerBuiltinGames();
  const std::string file = QFile::encodeName(path).toStdString();
  const vb::Json json = vb::parseJsonText(vb::readTextFile(file), file);
  try {
    LabConfig config = readConfig(json, QFileInfo(path).absolutePath());
    (void)planFor(config);  // a plan the lab cannot run is refused now, naming its field
    return config;
  } catch (const vb::InputError& e) {
    throw vb::InputError(file + ": " + e.what());
  }
}

vb::lab::Plan planFor(const LabConfig& config) {
  vb::registerBuiltinGames();
  vb::lab::Plan plan;
  plan.game = vb::findGame(config.game);
  if (plan.game == nullptr) throw vb::InputError("game: " + vb::quote(config.game) + ": no such game");
  for (std::size_t seat = 0; seat < config.bots.size(); ++seat)
    plan.setup.names.push_back("Player " + std::to_string(seat + 1));
  plan.setup.seed = config.seed;
  plan.setup.options = config.options;
  plan.setup.variant = config.variant;
  plan.lineup = config.bots;
  plan.games = config.games;
  plan.check();
  return plan;
}

}  // namespace vb::app
