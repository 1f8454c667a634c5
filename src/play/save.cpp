#include "veggiebox/play/save.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <system_error>

#include "core/fields.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"

namespace vb {

namespace {

const Json& field(const Json& json, const char* key, const std::string& where) {
  if (!json.contains(key)) throw InputError(fieldPath(where, key) + ": " + tx("missing"));
  return json[key];
}

}  // namespace

std::unique_ptr<State> Save::startState() const {
  const Game* g = findGame(game);
  if (g == nullptr) throw InputError(tx("game: no game {1}", quote(game)));
  if (start) return g->fromJson(*start);
  Setup setup;
  for (const auto& seat : seats) setup.names.push_back(seat.name);
  setup.seed = seed;
  setup.options = options;
  setup.variant = variant;
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
              {"seed", seed}};
  if (!variant.empty()) out["variant"] = variant.toJson();
  out["players"] = players;
  if (start) out["start"] = *start;
  out["actions"] = actions;
  out["cursor"] = cursor;
  if (!notes.empty()) {
    Json list = Json::array();
    for (const SaveNote& note : notes) list.push_back({{"at", note.at}, {"text", note.text}});
    out["notes"] = list;
  }
  if (branches.size() > 1) {
    Json list = Json::array({{{"name", branches.front().name}}});
    for (std::size_t k = 1; k < branches.size(); ++k) {
      const SaveBranch& b = branches[k];
      list.push_back({{"name", b.name},
                      {"parent", b.parent},
                      {"at", b.at},
                      {"actions", b.actions},
                      {"cursor", b.cursor}});
    }
    out["branches"] = list;
    out["branch"] = branch;
  }
  out["snapshot"] = current.toJson();
  return out;
}

std::string saveText(const Json& save) {
  // An ordered_json keeps the order of insertion; the values below it stay as they were (their
  // fields in name order), so only the top level changes place.
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (const char* first : {"format", "version", "game"})
    if (save.contains(first)) out[first] = save[first];
  for (const auto& [key, value] : save.items())
    if (!out.contains(key)) out[key] = value;
  return out.dump(2) + "\n";
}

namespace {

Seat readSeatEntry(const Json& p, const std::string& where) {
  if (!p.is_object()) throw InputError(tx("{1}: must be an object with a \"name\"", where));
  fields::onlyFields(p, where, {"name", "kind", "bot"}, tx("a save's player"));
  Seat seat;
  seat.name = fields::readName(field(p, "name", where), where + ".name");
  std::string kind = "human";
  if (p.contains("kind")) {
    if (!p["kind"].is_string() || (p["kind"] != "human" && p["kind"] != "bot"))
      throw InputError(
          tx("{1}: must be \"human\" or \"bot\", not {2}", where + ".kind", describeJson(p["kind"])));
    kind = p["kind"].get<std::string>();
  }
  seat.human = kind == "human";
  if (seat.human && p.contains("bot"))
    throw InputError(tx("{1}: only a seat of kind \"bot\" names a bot", where + ".bot"));
  if (!seat.human) {
    const std::vector<std::string> known = botNames();
    seat.bot = known.empty() ? std::string() : known.front();
    if (p.contains("bot")) {
      const Json& bot = p["bot"];
      if (!bot.is_string() || !isBotName(bot.get<std::string>())) {
        std::string names;
        for (const auto& n : known) names += (names.empty() ? "" : ", ") + n;
        throw InputError(tx("{1}: must be one of {2}, not {3}", where + ".bot", names, describeJson(bot)));
      }
      seat.bot = bot.get<std::string>();
    }
  }
  return seat;
}

// "notes": [{"at": N, "text": ".."}], each `at` a cursor position within the actions.
std::vector<SaveNote> readNotes(const Json& notes, std::size_t actions) {
  if (!notes.is_array() || notes.size() > kMaxSaveNotes)
    throw InputError(
        tx("notes: must be an array of at most {1} notes, not {2}", kMaxSaveNotes, describeJson(notes)));
  std::vector<SaveNote> out;
  for (std::size_t i = 0; i < notes.size(); ++i) {
    const std::string where = "notes[" + std::to_string(i) + "]";
    const Json& n = notes[i];
    if (!n.is_object()) throw InputError(tx("{1}: must be an object with \"at\" and \"text\"", where));
    fields::onlyFields(n, where, {"at", "text"}, tx("a save's note"));
    SaveNote note;
    note.at = static_cast<std::size_t>(fields::readInt(field(n, "at", where), where + ".at", 0,
                                                       static_cast<int>(actions), tx("a whole number")));
    const Json& text = field(n, "text", where);
    const std::string words = text.is_string() ? text.get<std::string>() : std::string();
    if (words.empty() || words.size() > kMaxSaveNoteLength ||
        std::any_of(words.begin(), words.end(),
                    [](char c) { return std::iscntrl(static_cast<unsigned char>(c)) != 0; }))
      throw InputError(tx("{1}: must be 1 to {2} characters of text without control characters, not {3}",
                          where + ".text", kMaxSaveNoteLength, describeJson(text)));
    note.text = text.get<std::string>();
    out.push_back(std::move(note));
  }
  return out;
}

// Replays one action text; a text that cannot be read is named once, by its own message. `list`
// names the list it comes from ("actions", "branches[2].actions").
void replay(State& state, const std::string& text, std::size_t i, const std::string& list = "actions") {
  const std::string where = list + "[" + std::to_string(i) + "]";
  ActionId action = 0;
  try {
    action = state.parseAction(text);
  } catch (const InputError& e) {
    throw InputError(where + ": " + e.what());
  }
  if (const Outcome o = state.apply(action); !o)
    throw InputError(where + " " + quote(text) + ": " + o.reason);
}

// An array of action texts of at most `most` entries, naming `where` and the entry; `why` (in the
// reader's language, with its leading space) says where the bound comes from.
std::vector<std::string> readActions(const Json& actions, const std::string& where, std::size_t most,
                                     const std::string& why) {
  if (!actions.is_array() || actions.size() > most)
    throw InputError(tx("{1}: must be an array of at most {2} action texts{3}, not {4}", where, most, why,
                        describeJson(actions)));
  std::vector<std::string> out;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (!actions[i].is_string())
      throw InputError(tx("{1}: must be an action text, not {2}", where + "[" + std::to_string(i) + "]",
                          describeJson(actions[i])));
    out.push_back(actions[i].get<std::string>());
  }
  return out;
}

// "branches": [{"name"}, {"name", "parent", "at", "actions", "cursor"}, ...] and "branch"
// (docs/saves.md): each branch leaves an earlier one within that one's line, and no line runs past
// `most` actions. Only the fields are checked here; replayBranches replays them.
void readBranches(const Json& json, Save& save, std::size_t most) {
  const Json& list = json["branches"];
  if (!list.is_array() || list.size() < 2 || list.size() > kMaxBranches)
    throw InputError(
        tx("branches: must be an array of 2 to {1} branches, the first the game as played, not {2}",
           kMaxBranches, describeJson(list)));
  std::vector<std::size_t> length;  // of each branch's whole line
  for (std::size_t k = 0; k < list.size(); ++k) {
    const std::string where = "branches[" + std::to_string(k) + "]";
    const Json& b = list[k];
    if (!b.is_object()) throw InputError(tx("{1}: must be an object with a \"name\"", where));
    if (k == 0)
      fields::onlyFields(b, where, {"name"}, tx("the game as played (its actions are the save's own)"));
    else
      fields::onlyFields(b, where, {"name", "parent", "at", "actions", "cursor"}, tx("a branch"));
    SaveBranch branch;
    branch.name = fields::readName(field(b, "name", where), where + ".name");
    for (std::size_t j = 0; j < k; ++j)
      if (save.branches[j].name == branch.name)
        throw InputError(tx("{1}: {2} is already the name of {3}", where + ".name", quote(branch.name),
                            "branches[" + std::to_string(j) + "]"));
    if (k == 0) {
      length.push_back(save.actions.size());
      save.branches.push_back(std::move(branch));
      continue;
    }
    const int last = static_cast<int>(k) - 1;
    branch.parent = static_cast<std::size_t>(fields::readInt(field(b, "parent", where), where + ".parent", 0,
                                                             last, tx("an earlier branch's number")));
    branch.at = static_cast<std::size_t>(fields::readInt(field(b, "at", where), where + ".at", 0,
                                                         static_cast<int>(length[branch.parent]),
                                                         tx("a number of actions of its parent's line")));
    branch.actions = readActions(field(b, "actions", where), where + ".actions", most - branch.at,
                                 tx(" (a line runs no longer than the longest game)"));
    const std::size_t end = branch.at + branch.actions.size();
    branch.cursor = end;
    if (b.contains("cursor"))
      branch.cursor = static_cast<std::size_t>(fields::readInt(b["cursor"], where + ".cursor",
                                                               static_cast<int>(branch.at),
                                                               static_cast<int>(end), tx("a whole number")));
    length.push_back(end);
    save.branches.push_back(std::move(branch));
  }
  if (json.contains("branch"))
    save.branch = static_cast<std::size_t>(fields::readInt(
        json["branch"], "branch", 0, static_cast<int>(list.size()) - 1, tx("a branch's number")));
}

// Replays every branch past the save's own actions, each checked as `actions` are; returns the
// state of branch `save.branch` at its cursor.
std::unique_ptr<State> replayBranches(const Save& save, std::unique_ptr<State> mainAtCursor) {
  std::vector<std::vector<std::string>> lines = {save.actions};
  std::unique_ptr<State> current = std::move(mainAtCursor);
  for (std::size_t k = 1; k < save.branches.size(); ++k) {
    const SaveBranch& b = save.branches[k];
    const std::vector<std::string>& parent = lines[b.parent];
    std::vector<std::string> line(parent.begin(), parent.begin() + static_cast<std::ptrdiff_t>(b.at));
    auto state = save.startState();
    // The parent's line is checked already: only the branch's own actions can be refused.
    for (std::size_t i = 0; i < line.size(); ++i) replay(*state, line[i], i);
    std::unique_ptr<State> atCursor = b.cursor == b.at ? state->clone() : nullptr;
    const std::string where = "branches[" + std::to_string(k) + "].actions";
    for (std::size_t i = 0; i < b.actions.size(); ++i) {
      replay(*state, b.actions[i], i, where);
      if (b.at + i + 1 == b.cursor) atCursor = state->clone();
    }
    if (k == save.branch) current = std::move(atCursor);
    line.insert(line.end(), b.actions.begin(), b.actions.end());
    lines.push_back(std::move(line));
  }
  return current;
}

}  // namespace

LoadedSave loadSave(const Json& json) {
  if (!json.is_object()) throw InputError(tx("the save must be a JSON object, not {1}", describeJson(json)));
  if (!json.contains("format") || json["format"] != "veggiebox-save")
    throw InputError(tx("format: this is not a VeggieBox save (expected \"format\":\"veggiebox-save\")"));
  const Json& version = field(json, "version", "");
  if (!fields::isIntIn(version, kSaveFormatVersion, kSaveFormatVersion))
    throw InputError(tx("version: this program reads save version {1}, the file says {2}", kSaveFormatVersion,
                        describeJson(version)));
  fields::onlyFields(json, "",
                     {"format", "version", "game", "options", "seed", "variant", "players", "start",
                      "actions", "cursor", "notes", "branches", "branch", "snapshot"},
                     tx("a save"));

  LoadedSave out;
  Save& save = out.save;
  const Json& game = field(json, "game", "");
  if (!game.is_string()) throw InputError(tx("game: must be a game's id, not {1}", describeJson(game)));
  save.game = game.get<std::string>();
  const Game* g = findGame(save.game);
  if (g == nullptr) throw InputError(tx("game: no game {1}", quote(save.game)));
  // Checked as the game checks them (naming options.KEY), kept as written: defaults stay implicit.
  const std::vector<OptionSpec> specs = g->options();
  fields::readOptions(
      *g, json,
      specs.empty() ? "{}" : "{\"" + specs.front().key + "\":\"" + specs.front().defaultValue + "\"}");
  if (json.contains("options"))
    for (const auto& [k, v] : json["options"].items()) save.options[k] = v.get<std::string>();
  save.seed = fields::readSeed(json);
  if (json.contains("variant")) {
    try {
      save.variant = g->readVariant(json["variant"]);
    } catch (const InputError& e) {
      const std::string what = e.what();
      // Game::readVariant names a field of the variant ("rules.x: ..."), or refuses the whole.
      throw InputError(json["variant"].is_object() ? "variant." + what : "variant: " + what);
    }
  }
  const Json& players = field(json, "players", "");
  if (!players.is_array() || players.size() < static_cast<std::size_t>(g->minPlayers()) ||
      players.size() > static_cast<std::size_t>(g->maxPlayers()))
    throw InputError(tx("players: must be an array of {1} to {2} players, not {3}", g->minPlayers(),
                        g->maxPlayers(), describeJson(players)));
  for (std::size_t i = 0; i < players.size(); ++i)
    save.seats.push_back(readSeatEntry(players[i], "players[" + std::to_string(i) + "]"));
  if (json.contains("start")) save.start = json["start"];
  const Json& actions = field(json, "actions", "");
  // No game runs longer than maxDecisions, so a longer list is refused before any replay.
  const auto most = static_cast<std::size_t>(g->maxDecisions(static_cast<int>(save.seats.size())));
  save.actions = readActions(actions, "actions", most,
                             tx(" (the longest game of {1} with {2} players)", g->name(), save.seats.size()));
  save.cursor = save.actions.size();
  if (json.contains("cursor")) {
    const int last = static_cast<int>(save.actions.size());
    save.cursor =
        static_cast<std::size_t>(fields::readInt(json["cursor"], "cursor", 0, last, tx("a whole number")));
  }
  if (json.contains("notes")) save.notes = readNotes(json["notes"], save.actions.size());
  if (json.contains("branches"))
    readBranches(json, save, most);
  else if (json.contains("branch"))
    throw InputError(tx("branch: only a save with \"branches\" names a current branch"));

  std::unique_ptr<State> state;
  try {
    state = save.startState();
  } catch (const InputError& e) {
    throw InputError(std::string(save.start ? "start: " : "") + e.what());
  }
  if (static_cast<std::size_t>(state->numPlayers()) != save.seats.size())
    throw InputError(
        tx("players: the game has {1} seats, the list {2}", state->numPlayers(), save.seats.size()));
  if (save.start) {
    // The start carries its own variant; a save that names another would replay by one set of rules
    // and be shown, saved and merged under the other (docs/saves.md#loading).
    const Json own = state->toJson().value("variant", Json());
    if (own != (save.variant.empty() ? Json() : save.variant.toJson()))
      throw InputError(own.is_null() ? tx("variant: the start position is dealt under the published rules")
                       : save.variant.empty()
                           ? tx("variant: missing, but the start position is dealt under a variant")
                           : tx("variant: is not the variant the start position is dealt under"));
  }
  // Replay the whole timeline, redo tail included, so a save that loads can always redo.
  std::unique_ptr<State> atCursor = save.cursor == 0 ? state->clone() : nullptr;
  for (std::size_t i = 0; i < save.actions.size(); ++i) {
    replay(*state, save.actions[i], i);
    if (i + 1 == save.cursor) atCursor = state->clone();
  }
  if (!save.branches.empty()) atCursor = replayBranches(save, std::move(atCursor));
  if (json.contains("snapshot")) {
    std::unique_ptr<State> snapshot;
    try {
      snapshot = g->fromJson(json["snapshot"]);
    } catch (const InputError& e) {
      throw InputError(std::string("snapshot: ") + e.what());
    }
    if (!snapshot->equals(*atCursor))
      throw InputError(save.branch == 0
                           ? tx("snapshot: does not match the state reached by replaying {1}",
                                "actions[0.." + std::to_string(save.cursor) + ")")
                           : tx("snapshot: does not match the state reached by replaying {1} to its cursor",
                                "branches[" + std::to_string(save.branch) + "]"));
  }
  out.state = std::move(atCursor);
  return out;
}

}  // namespace vb
