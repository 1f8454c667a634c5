#include "lab_config.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "veggiebox/bots/bot.h"
#include "veggiebox/core/error.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/games/registry.h"

namespace vb::app {

namespace {

// A config's refusal in the current language; field paths and names stay as the file has them.
vb::InputError refusal(const QString& text) { return vb::InputError(text.toStdString()); }

QString fromStd(const std::string& text) { return QString::fromStdString(text); }

vb::InputError noSuchGame(const std::string& id) {
  return refusal(QCoreApplication::translate("lab", "%1: %2: no such game")
                     .arg(QStringLiteral("game"), fromStd(vb::quote(id))));
}

std::int64_t wholeField(const vb::Json& json, const std::string& key, std::int64_t low, std::int64_t high) {
  const vb::Json& value = json.at(key);
  if (!value.is_number_integer() || value.get<std::int64_t>() < low || value.get<std::int64_t>() > high)
    throw refusal(QCoreApplication::translate("lab", "%1: expected a whole number from %2 to %3, not %4")
                      .arg(fromStd(key))
                      .arg(low)
                      .arg(high)
                      .arg(fromStd(vb::describeJson(value))));
  return value.get<std::int64_t>();
}

std::vector<std::string> botsField(const vb::Json& json) {
  const vb::Json& bots = json.at("bots");
  if (!bots.is_array() || bots.empty())
    throw refusal(QCoreApplication::translate("lab", "%1: expected a list of bot names such as %2")
                      .arg(QStringLiteral("bots"), QStringLiteral("[\"greedy\", \"random\"]")));
  std::vector<std::string> names;
  for (std::size_t i = 0; i < bots.size(); ++i) {
    const std::string where = "bots[" + std::to_string(i) + "]";
    if (!bots[i].is_string())
      throw refusal(QCoreApplication::translate("lab", "%1: expected a bot name, not %2")
                        .arg(fromStd(where), fromStd(vb::describeJson(bots[i]))));
    if (!vb::isBotName(bots[i].get<std::string>()))
      throw refusal(QCoreApplication::translate("lab", "%1: %2: no such bot")
                        .arg(fromStd(where), fromStd(vb::quote(bots[i].get<std::string>()))));
    names.push_back(bots[i].get<std::string>());
  }
  return names;
}

vb::Options optionsField(const vb::Json& json) {
  vb::Options options;
  if (!json.contains("options")) return options;
  if (!json["options"].is_object())
    throw refusal(QCoreApplication::translate("lab", "%1: expected an object of names and values")
                      .arg(QStringLiteral("options")));
  for (const auto& [key, value] : json["options"].items()) {
    if (!value.is_string())
      throw refusal(
          QCoreApplication::translate("lab", "%1: expected a string").arg(fromStd("options." + key)));
    options[key] = value.get<std::string>();
  }
  return options;
}

LabConfig readConfig(const vb::Json& json, const QString& folder) {
  if (!json.is_object())
    throw refusal(QCoreApplication::translate("lab", "expected a JSON object such as %1")
                      .arg(QStringLiteral("{\"game\": \"garden\", ...}")));
  for (const auto& [key, value] : json.items())
    if (key != "game" && key != "players" && key != "bots" && key != "games" && key != "seed" &&
        key != "variant" && key != "options")
      throw refusal(
          QCoreApplication::translate("lab", "%1: no such field (a config has %2)")
              .arg(fromStd(key), QStringLiteral("game, players, bots, games, seed, variant, options")));
  if (!json.contains("game") || !json["game"].is_string())
    throw refusal(QCoreApplication::translate("lab", "%1: expected a game's id").arg(QStringLiteral("game")));
  LabConfig config;
  config.game = json["game"].get<std::string>();
  const vb::Game* game = vb::findGame(config.game);
  if (game == nullptr) throw noSuchGame(config.game);
  if (!json.contains("bots"))
    throw refusal(QCoreApplication::translate("lab", "%1: missing").arg(QStringLiteral("bots")));
  config.bots = botsField(json);
  if (json.contains("players")) {
    const auto players =
        static_cast<std::size_t>(wholeField(json, "players", game->minPlayers(), game->maxPlayers()));
    if (config.bots.size() > players)
      throw refusal(QCoreApplication::translate("lab", "%1: %2 bots for %3 players")
                        .arg(QStringLiteral("bots"))
                        .arg(config.bots.size())
                        .arg(players));
    config.bots.resize(players, config.bots.back());  // a shorter list repeats its last bot
  }
  if (json.contains("games"))
    config.games = static_cast<int>(wholeField(json, "games", 1, vb::lab::kMaxGames));
  if (json.contains("seed")) {
    if (!json["seed"].is_number_unsigned())
      throw refusal(QCoreApplication::translate("lab", "%1: expected a whole number from 0")
                        .arg(QStringLiteral("seed")));
    config.seed = json["seed"].get<std::uint64_t>();
  }
  config.options = optionsField(json);
  if (json.contains("variant")) {
    if (!json["variant"].is_string())
      throw refusal(QCoreApplication::translate("lab", "%1: expected a variant file's path")
                        .arg(QStringLiteral("variant")));
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
  vb::lab::Plan plan;
  plan.game = vb::findGame(config.game);
  if (plan.game == nullptr) throw noSuchGame(config.game);
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
