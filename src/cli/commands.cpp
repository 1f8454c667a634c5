#include "commands.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <limits>
#include <random>
#include <sstream>
#include <stdexcept>

#include "veggiebox/bots/bot.h"
#include "veggiebox/core/game.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/output_file.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/random.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/match.h"
#include "veggiebox/play/save.h"

namespace vb::cli {

std::string displayName(const std::string& file) { return file == "-" ? tx("standard input") : file; }

std::string unexpectedKind(const std::string& where) {
  return tx("{1}: a value has a kind VeggieBox did not expect", where);
}

std::string botsFor(const std::string& option, std::size_t bots, std::size_t players) {
  return tx("{1}: {2} for {3}", option, txn(static_cast<long long>(bots), "{1} bot", "{1} bots", bots),
            txn(static_cast<long long>(players), "{1} player", "{1} players", players));
}

namespace {

// --- reading states ---------------------------------------------------------------------------

Json readJson(const std::string& file) {
  std::string text;
  try {
    text = readTextFile(file);
  } catch (const InputError&) {
    throw;
  } catch (const std::exception& e) {
    // libstdc++ throws ios_base::failure when the path is a folder; name the file all the same.
    throw InputError(tx("{1}: cannot be read ({2})", displayName(file), e.what()));
  }
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    throw InputError(tx("{1}: is empty (expected a state, a scenario or a save as JSON)", displayName(file)));
  return parseJsonText(text, displayName(file));
}

bool isSave(const Json& json) {
  return json.is_object() && json.contains("format") && json["format"] == "veggiebox-save";
}

// Runs `read` and puts the file's name in front of any InputError it throws.
template <class F>
auto namingFile(const std::string& file, F read) {
  try {
    return read();
  } catch (const InputError& e) {
    throw InputError(displayName(file) + ": " + e.what());
  } catch (const Json::exception&) {
    // The engine answers bad input with InputError (the fuzzers hold it to that); should a value
    // still slip through, say so in words rather than with the JSON library's message id.
    throw InputError(unexpectedKind(displayName(file)));
  }
}

// A snapshot, a scenario, or a save (then the state at its cursor).
std::unique_ptr<State> loadState(const std::string& file) {
  const Json json = readJson(file);
  return namingFile(file, [&] { return isSave(json) ? loadSave(json).state : stateFromJson(json); });
}

// --- starting games ---------------------------------------------------------------------------

std::string join(const std::vector<std::string>& items, const std::string& sep) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : sep) + item;
  return out;
}

std::string playerRange(const Game& game) {
  if (game.minPlayers() == game.maxPlayers())
    return txn(game.minPlayers(), "{1} player", "{1} players", game.minPlayers());
  return tx("{1}-{2} players", game.minPlayers(), game.maxPlayers());
}

}  // namespace

const Game& gameNamed(const std::string& id) {
  if (const Game* game = findGame(id)) return *game;
  std::vector<std::string> known;
  for (const Game* g : allGames()) known.emplace_back(g->id());
  throw InputError(tx("game {1}: no such game (known: {2})", quote(id), join(known, ", ")));
}

namespace {

Options parseOptions(const Game& game, const std::vector<std::string>& given) {
  Options options;
  for (const auto& item : given) {
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InputError(tx("--option {1}: expected KEY=VALUE", quote(item)));
    const std::string key = item.substr(0, eq);
    if (options.contains(key))
      throw InputError(tx("--option {1}: option {2} given twice", quote(item), quote(key)));
    options[key] = item.substr(eq + 1);
  }
  try {
    return game.resolveOptions(options);
  } catch (const InputError& e) {
    throw InputError(std::string("--option: ") + e.what());
  }
}

// The setup for `new` and `play`. The player count comes from --players, else from --names, else
// it is `fallbackCount` (at least the game's minimum).
// The names given to --names, split at commas; an empty one is kept, to be refused by its number.
std::vector<std::string> splitList(const std::optional<std::string>& text) {
  std::vector<std::string> out;
  if (!text) return out;
  std::size_t from = 0;
  for (std::size_t comma; (comma = text->find(',', from)) != std::string::npos; from = comma + 1)
    out.push_back(text->substr(from, comma - from));
  out.push_back(text->substr(from));
  return out;
}

}  // namespace

std::vector<std::string> readBotList(const std::string& text) {
  std::vector<std::string> bots = splitList(text);
  for (std::size_t i = 0; i < bots.size(); ++i)
    if (bots[i].empty())
      throw InputError(tx("--bots {1}: bot {2} of {3} is empty", quote(text), i + 1, bots.size()));
  return bots;
}

Setup makeSetup(const Game& game, const StartArgs& args, int fallbackCount) {
  const std::vector<std::string> given = splitList(args.names);
  const int names = static_cast<int>(given.size());
  int count = std::max(fallbackCount, game.minPlayers());
  std::string source = "--bots: " + txn(count, "{1} bot", "{1} bots", count);
  if (args.players) {
    const std::string& text = *args.players;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), count);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
      throw InputError(
          tx("--players {1}: must be a whole number of players ({2})", quote(text), playerRange(game)));
    source = "--players " + std::to_string(count);
    if (names != 0 && names != count)
      throw InputError(tx("{1}: {2} for {3}", "--names", txn(names, "{1} name", "{1} names", names),
                          txn(count, "{1} player", "{1} players", count)));
  } else if (names != 0) {
    count = names;
    source = "--names: " + txn(count, "{1} name", "{1} names", count);
  }
  if (count < game.minPlayers() || count > game.maxPlayers())
    throw InputError(tx("{1}: {2} is for {3}", source, game.name(), playerRange(game)));

  Setup setup;
  // The default names are data, kept in the state JSON and saves: "Player 1" in every language.
  for (int seat = 0; seat < count; ++seat)
    setup.names.push_back(names != 0 ? given[seat] : "Player " + std::to_string(seat + 1));
  for (std::size_t i = 0; i < setup.names.size(); ++i)
    if (const std::string why = nameProblem(setup.names[i]); !why.empty())
      throw InputError(tx("--names: name {1} {2}", i + 1, why));
  if (args.seed) {
    const std::string& text = *args.seed;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), setup.seed);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
      throw InputError(tx("--seed {1}: must be a whole number from 0 to {2}", quote(text),
                          std::numeric_limits<std::uint64_t>::max()));
  } else {
    std::random_device device;
    setup.seed = (std::uint64_t{device()} << 32) | device();
  }
  setup.options = parseOptions(game, args.options);
  if (args.variant) {
    try {
      setup.variant = readVariantFile(game, *args.variant);
    } catch (const InputError& e) {
      throw InputError("--variant " + std::string(e.what()));
    }
    // Rules that cannot be dealt for this many players are refused now, naming the file
    // (docs/variants.md#refusals), not later by the deal as if no file were involved.
    try {
      (void)game.newGame(setup);
    } catch (const InputError& e) {
      throw InputError("--variant " + pathForMessage(*args.variant) + ": " + e.what());
    }
  }
  return setup;
}

namespace {

// --- the score table --------------------------------------------------------------------------

// Columns are counted in code points, so "Zoë" lines up with "Zoe".
std::size_t width(const std::string& text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::string padLeft(const std::string& text, std::size_t w) {
  return std::string(w > width(text) ? w - width(text) : 0, ' ') + text;
}

std::string padRight(const std::string& text, std::size_t w) {
  return text + std::string(w > width(text) ? w - width(text) : 0, ' ');
}

// One block per player: a line per score line, then the total, the points in one column.
std::string scoreTable(const ScoreSheet& sheet) {
  const std::string total = tx("Total");
  std::size_t labelWidth = width(total);
  std::size_t pointsWidth = 1;
  for (const auto& player : sheet.players) {
    pointsWidth = std::max(pointsWidth, width(std::to_string(player.total)));
    for (const auto& line : player.lines) {
      labelWidth = std::max(labelWidth, width(line.label));
      pointsWidth = std::max(pointsWidth, width(std::to_string(line.points)));
    }
  }
  auto row = [&](const std::string& label, int points) {
    return "  " + padRight(label, labelWidth) + "  " + padLeft(std::to_string(points), pointsWidth) + "\n";
  };

  std::string out = (sheet.final ? tx("Final scores") : tx("Scores so far (the game is not over)")) + "\n";
  for (const auto& player : sheet.players) {
    out += player.name + "\n";
    for (const auto& line : player.lines) out += row(line.label, line.points);
    out += row(total, player.total);
  }
  std::vector<std::string> winners;
  for (int seat : sheet.winners)
    if (seat >= 0 && seat < static_cast<int>(sheet.players.size()))
      winners.push_back(sheet.players[seat].name);
  if (!winners.empty()) {
    const std::string names = join(winners, ", ");
    out +=
        (sheet.final ? (winners.size() == 1 ? tx("Winner: {1}", names) : tx("Winners (tie): {1}", names))
                     : (winners.size() == 1 ? tx("Leading: {1}", names) : tx("Leading (tie): {1}", names))) +
        "\n";
  }
  return out;
}

std::string pretty(const Json& json) { return json.dump(2) + "\n"; }

// Refuses a --save path that cannot be written: empty, a folder, or in a folder that is missing or
// not writable.
int parseSeat(const State& state, const std::string& text) {
  const int n = state.numPlayers();
  std::vector<std::string> seats;
  for (int seat = 0; seat < n; ++seat) {
    if (state.playerName(seat) == text) return seat;
    seats.push_back(std::to_string(seat) + " " + state.playerName(seat));
  }
  // Only the plain forms: -1, 0, 1, ... ("+1", "-0" and "01" are not seats).
  for (int seat = -1; seat < n; ++seat)
    if (text == std::to_string(seat)) return seat;
  throw InputError(
      tx("--as {1}: no such seat (-1 for the public view, or one of: {2})", quote(text), join(seats, ", ")));
}

}  // namespace

// --- the commands -----------------------------------------------------------------------------

// A rule's default as a variant file writes it.
std::string ruleDefault(const RuleSpec& spec) {
  return spec.type == RuleSpec::Type::kDeck ? tx("the published deck") : spec.defaultValue.dump();
}

std::string gamesCommand(bool variants) {
  std::string out;
  for (const Game* game : allGames()) {
    std::vector<std::string> options;
    for (const auto& spec : game->options())
      options.push_back(tx("{1}={2} (default {3})", spec.key, join(spec.values, "|"), spec.defaultValue));
    out += tx("{1}: {2}, {3}; {4}", game->id(), game->name(), playerRange(*game),
              options.empty() ? tx("no options") : tx("options: {1}", join(options, ", "))) +
           "\n";
    if (!variants) continue;
    const auto rules = game->rules();
    if (rules.empty()) out += "  " + tx("(no variant rules)") + "\n";
    // tx(spec.help): a game may keep its rules' help as marked English (VB_N); a translated one is
    // no English text of the catalogue and comes back as it is.
    for (const auto& spec : rules)
      out += "  " +
             tx("{1}: {2}, default {3}; {4} ({5})", spec.key, ruleTypeText(spec), ruleDefault(spec),
                tx(spec.help), spec.rule) +
             "\n";
  }
  return out;
}

std::string newCommand(const StartArgs& args) {
  const Game& game = gameNamed(args.game);
  return pretty(game.newGame(makeSetup(game, args, game.minPlayers()))->toJson());
}

std::string showCommand(const std::string& file, const std::optional<std::string>& seat, bool json) {
  const auto state = loadState(file);
  const int as = seat ? parseSeat(*state, *seat) : -1;
  // JSON is data: its texts read the same under every language (docs/cli.md#language).
  if (json) {
    const LanguageScope english("en");
    return pretty(state->observation(as));
  }
  std::string out = state->render(as);
  if (!out.empty() && out.back() != '\n') out += '\n';
  return out;
}

namespace {

// An action's text as `legal` and `play` write it: the note, when there is one, after two spaces in
// brackets (docs/cli.md#legal).
std::string withNote(const std::string& text, const std::string& note) {
  return note.empty() ? text : text + "  (" + note + ")";
}

// Reads an action as `apply` takes it: its text, or a line of `legal` as it is, whose note must be
// the action's own now (a line copied from another position is refused rather than misread).
ActionId readAction(const State& state, const std::string& given) {
  const std::size_t at = given.find("  (");
  if (at == std::string::npos || given.back() != ')') return state.parseAction(given);
  const ActionId action = state.parseAction(given.substr(0, at));  // its refusal quotes the text
  const std::string note = given.substr(at + 3, given.size() - at - 4), own = state.actionNote(action);
  // A line of `legal` printed under another language is the same line.
  const auto ownIn = [&](const std::string& lang) {
    const LanguageScope scope(lang);
    return state.actionNote(action);
  };
  if (note != own && std::none_of(languages().begin(), languages().end(),
                                  [&](const std::string& lang) { return ownIn(lang) == note; }))
    throw InputError(tx("{1}: the note in brackets is not this action's now ({2})", quote(given),
                        own.empty() ? tx("it has none") : quote(own)));
  return action;
}

}  // namespace

std::string legalCommand(const std::string& file) {
  const auto state = loadState(file);
  std::string out;
  for (const ActionId action : state->legalActions())
    out += withNote(state->actionText(action), state->actionNote(action)) + "\n";
  return out;
}

std::string applyCommand(const std::string& file, const std::vector<std::string>& actions,
                         std::string& notes) {
  const auto state = loadState(file);
  std::ostringstream skipped;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const std::string which = tx("action {1} of {2}", i + 1, actions.size());
    ActionId action = 0;
    try {
      action = readAction(*state, actions[i]);
    } catch (const InputError& e) {
      throw InputError(which + ": " + e.what());
    }
    const std::string skip = state->skipNote(action);
    if (const Outcome outcome = state->apply(action); !outcome) {
      // The line ends with where the rule is written (docs/cli.md#apply).
      const std::string rule = state->refusalRule(action);
      throw InputError(
          tx("{1} {2} was refused: {3}", which, quote(actions[i]), outcome.reason) +
          (rule.empty() ? "" : " (docs/rules/" + std::string(state->game().id()) + ".md#" + rule + ")"));
    }
    if (!skip.empty())
      skipped << "veggiebox-cli: " << tx("note: {1} {2}: {3}", which, quote(actions[i]), skip) << "\n";
  }
  notes = skipped.str();  // only once every action is applied: a refusal prints its one line alone
  return pretty(state->toJson());
}

std::string scoreCommand(const std::string& file, const std::optional<std::string>& seat) {
  // The score sheet keeps its documented key order (final, players, winners; name, total, lines).
  const auto state = loadState(file);
  const int as = seat ? parseSeat(*state, *seat) : -1;
  // JSON is data: its labels read the same under every language (docs/cli.md#language).
  const LanguageScope english("en");
  const ScoreSheet sheet = seat ? state->scoreSheet(as) : state->scoreSheet();
  return sheet.toJson().dump(2) + "\n";
}

std::string playCommand(const PlayArgs& args) {
  const Game& game = gameNamed(args.start.game);
  const std::vector<std::string> botList = args.bots.empty() ? std::vector<std::string>{"random"} : args.bots;
  const Setup setup = makeSetup(game, args.start, static_cast<int>(args.bots.size()));
  const int count = static_cast<int>(setup.names.size());
  if (static_cast<int>(botList.size()) > count)
    throw InputError(botsFor("--bots", botList.size(), static_cast<std::size_t>(count)));

  // A save that cannot be written is found out before the game, not after it.
  if (args.savePath) {
    std::vector<NamedInput> inputs;
    if (args.start.variant) inputs.emplace_back("--variant", *args.start.variant);
    checkOutputFile("--save", *args.savePath, inputs);
  }

  Save save;
  save.game = std::string(game.id());
  save.options = setup.options;
  save.seed = setup.seed;
  save.variant = setup.variant;
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < count; ++seat) {
    const std::string& name = botList[std::min<std::size_t>(seat, botList.size() - 1)];
    try {
      bots.push_back(makeBot(name));
    } catch (const InputError& e) {
      throw InputError("--bots: " + std::string(e.what()));
    }
    save.seats.push_back(Seat{setup.names[seat], false, name});
  }

  auto state = game.newGame(setup);
  std::vector<std::string> table;
  table.reserve(save.seats.size());
  for (const auto& seat : save.seats) table.push_back(seat.name + " (" + seat.bot + ")");
  const std::string title = setup.variant.empty() ? std::string(game.name())
                            : setup.variant.name.empty()
                                ? tx("{1} (a variant)", game.name())
                                : tx("{1} (variant {2})", game.name(), quote(setup.variant.name));
  std::string out = tx("{1}, seed {2}: {3}", title, setup.seed, join(table, tx(" vs "))) + "\n";

  std::vector<Bot*> seated;
  seated.reserve(bots.size());
  for (const auto& bot : bots) seated.push_back(bot.get());
  playMatch(*state, seated, botsSeed(setup.seed), 0, [&](const State& before, const MatchMove& m) {
    out += before.playerName(m.seat) + ": " + withNote(m.text, before.skipNote(m.action)) + "\n";
    save.actions.push_back(m.text);
  });
  save.cursor = save.actions.size();
  out += "\n" + scoreTable(state->scoreSheet());

  if (args.savePath) {
    writeFileAtomically(*args.savePath, saveText(save.toJson(*state)));
    out += tx("Saved to {1}", *args.savePath) + "\n";
  }
  return out;
}

std::string replayCommand(const std::string& file) {
  const Json json = readJson(file);
  const LoadedSave loaded = namingFile(file, [&] { return loadSave(json); });
  const std::size_t played = loaded.save.actions.size();
  return txn(static_cast<long long>(played), "valid: {1} action, cursor {2}",
             "valid: {1} actions, cursor {2}", played, loaded.save.cursor) +
         "\n" + scoreTable(loaded.state->scoreSheet());
}

}  // namespace vb::cli
