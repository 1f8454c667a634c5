#include "veggiebox/core/save.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <system_error>

#include <unistd.h>

#include "core/fields.h"
#include "veggiebox/core/registry.h"

namespace vb {

namespace {

const Json& field(const Json& json, const char* key) {
  if (!json.contains(key)) throw InputError(std::string(key) + ": missing");
  return json[key];
}

}  // namespace

std::unique_ptr<State> Save::startState() const {
  const Game* g = findGame(game);
  if (g == nullptr) throw InputError("game: no game '" + game + "'");
  if (start) {
    Json s = *start;
    return g->fromJson(s);
  }
  Setup setup;
  for (const auto& seat : seats) setup.names.push_back(seat.name);
  setup.seed = seed;
  setup.options = options;
  return g->newGame(setup);
}

Json Save::toJson(const State& current) const {
  Json players = Json::array();
  for (const auto& s : seats) {
    Json p = {{"name", s.name}, {"kind", s.human ? "human" : "bot"}};
    if (!s.human) p["bot"] = s.bot;
    players.push_back(p);
  }
  Json out = {{"format", "veggiebox-save"},
              {"version", kSaveFormatVersion},
              {"game", game},
              {"options", options},
              {"seed", seed},
              {"players", players}};
  if (start) out["start"] = *start;
  out["actions"] = actions;
  out["cursor"] = cursor;
  out["snapshot"] = current.toJson();
  return out;
}

LoadedSave loadSave(const Json& json) {
  if (!json.is_object()) throw InputError("the save must be a JSON object");
  if (json.value("format", std::string()) != "veggiebox-save")
    throw InputError("format: this is not a VeggieBox save (expected \"format\":\"veggiebox-save\")");
  const Json& version = field(json, "version");
  if (!version.is_number_integer() || version.get<int>() != kSaveFormatVersion)
    throw InputError("version: this program reads save version " + std::to_string(kSaveFormatVersion) +
                     ", the file says " + version.dump());
  static const std::vector<std::string> known = {"format",  "version", "game",    "options", "seed",
                                                 "players", "start",   "actions", "cursor",  "snapshot"};
  for (const auto& [key, value] : json.items())
    if (std::find(known.begin(), known.end(), key) == known.end())
      throw InputError(key + ": not a field of a save");

  LoadedSave out;
  Save& save = out.save;
  const Json& game = field(json, "game");
  if (!game.is_string()) throw InputError("game: must be a string");
  save.game = game.get<std::string>();
  if (json.contains("options")) {
    if (!json["options"].is_object()) throw InputError("options: must be an object");
    for (const auto& [k, v] : json["options"].items()) {
      if (!v.is_string()) throw InputError("options." + k + ": must be a string");
      save.options[k] = v.get<std::string>();
    }
  }
  save.seed = fields::readSeed(json);
  const Json& players = field(json, "players");
  if (!players.is_array()) throw InputError("players: must be an array");
  for (std::size_t i = 0; i < players.size(); ++i) {
    const Json& p = players[i];
    const std::string where = "players[" + std::to_string(i) + "]";
    if (!p.is_object() || !p.contains("name") || !p["name"].is_string())
      throw InputError(where + ": needs a \"name\"");
    Seat seat;
    seat.name = p["name"].get<std::string>();
    const std::string kind = p.value("kind", std::string("human"));
    if (kind != "human" && kind != "bot") throw InputError(where + ".kind: must be \"human\" or \"bot\"");
    seat.human = kind == "human";
    if (!seat.human) seat.bot = p.value("bot", std::string("random"));
    save.seats.push_back(seat);
  }
  if (json.contains("start")) save.start = json["start"];
  const Json& actions = field(json, "actions");
  if (!actions.is_array()) throw InputError("actions: must be an array of action texts");
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (!actions[i].is_string()) throw InputError("actions[" + std::to_string(i) + "]: must be a string");
    save.actions.push_back(actions[i].get<std::string>());
  }
  save.cursor = save.actions.size();
  if (json.contains("cursor")) {
    if (!json["cursor"].is_number_integer() || json["cursor"].get<std::int64_t>() < 0 ||
        json["cursor"].get<std::size_t>() > save.actions.size())
      throw InputError("cursor: must be a whole number from 0 to " + std::to_string(save.actions.size()));
    save.cursor = json["cursor"].get<std::size_t>();
  }

  std::unique_ptr<State> state;
  try {
    state = save.startState();
  } catch (const InputError& e) {
    throw InputError(std::string(save.start ? "start: " : "") + e.what());
  }
  if (static_cast<std::size_t>(state->numPlayers()) != save.seats.size())
    throw InputError("players: the game has " + std::to_string(state->numPlayers()) + " seats, the list " +
                     std::to_string(save.seats.size()));
  // Replay the whole timeline, redo tail included, so a save that loads can always redo.
  std::unique_ptr<State> atCursor = save.cursor == 0 ? state->clone() : nullptr;
  for (std::size_t i = 0; i < save.actions.size(); ++i) {
    const Outcome o = state->applyText(save.actions[i]);
    if (!o) throw InputError("actions[" + std::to_string(i) + "] '" + save.actions[i] + "': " + o.reason);
    if (i + 1 == save.cursor) atCursor = state->clone();
  }
  if (json.contains("snapshot")) {
    std::unique_ptr<State> snapshot;
    try {
      snapshot = findGame(save.game)->fromJson(json["snapshot"]);
    } catch (const InputError& e) {
      throw InputError(std::string("snapshot: ") + e.what());
    }
    if (!snapshot->equals(*atCursor))
      throw InputError("snapshot: does not match the state reached by replaying actions[0.." +
                       std::to_string(save.cursor) + ")");
  }
  out.state = std::move(atCursor);
  return out;
}

std::string readTextFile(const std::string& path) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    return ss.str();
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw InputError(path + ": is a folder, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot be opened");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw InputError(path + ": cannot be read");
  return text;
}

Json parseJsonText(const std::string& text, const std::string& where) {
  try {
    return Json::parse(text);
  } catch (const Json::parse_error& e) {
    // nlohmann reports a byte offset; turn it into a line and column a person can find.
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < std::min(e.byte == 0 ? 0 : e.byte - 1, text.size()); ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    throw InputError(where + ":" + std::to_string(line) + ":" + std::to_string(column) + ": not valid JSON");
  }
}

void writeFileAtomically(const std::filesystem::path& path, const std::string& contents) {
  const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : ".";
  std::string tmpl = (dir / ("." + path.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkstemp(tmpl.data());
  if (fd < 0) throw std::runtime_error(path.string() + ": cannot create a temporary file beside it");
  std::size_t written = 0;
  bool ok = true;
  while (written < contents.size()) {
    const ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
    if (n <= 0) {
      ok = false;
      break;
    }
    written += static_cast<std::size_t>(n);
  }
  ok = ok && ::fsync(fd) == 0;
  ok = (::close(fd) == 0) && ok;
  std::error_code ec;
  if (ok) {
    std::filesystem::permissions(tmpl,
                                 std::filesystem::perms::owner_read | std::filesystem::perms::owner_write |
                                     std::filesystem::perms::group_read | std::filesystem::perms::others_read,
                                 ec);
    std::filesystem::rename(tmpl, path, ec);
    ok = !ec;
  }
  if (!ok) {
    std::filesystem::remove(tmpl, ec);
    throw std::runtime_error(path.string() + ": could not be written; the old file, if any, is unchanged");
  }
}

}  // namespace vb
