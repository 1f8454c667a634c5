#include "veggiebox/games/registry.h"

#include <algorithm>

#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/garden.h"
#include "veggiebox/games/vegetables.h"
#include "veggiebox/games/veggies.h"

namespace vb {

namespace {

// The built-in games are there from the first look on: no caller has to remember to register
// them, so no path (a screenshot of the editor, a test, a fuzz target) can find the list empty.
std::vector<std::unique_ptr<Game>>& games() {
  static std::vector<std::unique_ptr<Game>> all = [] {
    std::vector<std::unique_ptr<Game>> builtin;
    builtin.push_back(veggies::makeGame());
    builtin.push_back(garden::makeGame());
    builtin.push_back(vegetables::makeGame());
    return builtin;
  }();
  return all;
}

}  // namespace

void registerGame(std::unique_ptr<Game> game) {
  if (findGame(game->id()) == nullptr) games().push_back(std::move(game));
}

const Game* findGame(std::string_view id) {
  for (const auto& g : games())
    if (g->id() == id) return g.get();
  return nullptr;
}

std::vector<const Game*> allGames() {
  std::vector<const Game*> out;
  for (const auto& g : games()) out.push_back(g.get());
  return out;
}

std::unique_ptr<State> stateFromJson(const Json& json) {
  if (!json.is_object()) throw InputError(tx("the state must be a JSON object, not {1}", describeJson(json)));
  if (!json.contains("game")) throw InputError(tx("game: missing (say which game, e.g. \"veggies\")"));
  if (!json["game"].is_string())
    throw InputError(tx("game: must be a game's id, not {1}", describeJson(json["game"])));
  const std::string id = json["game"].get<std::string>();
  const Game* game = findGame(id);
  if (game == nullptr) {
    std::string known;
    for (const Game* g : allGames()) known += (known.empty() ? "" : ", ") + std::string(g->id());
    throw InputError(tx("game: no game {1} (known: {2})", quote(id), known));
  }
  return game->fromJson(json);
}

std::unique_ptr<State> newNumberedGame(std::string_view id, int players, std::uint64_t seed,
                                       Options options) {
  const Game* game = findGame(id);
  if (game == nullptr) throw InputError(tx("no game {1}", quote(id)));
  Setup setup;
  for (int i = 0; i < players; ++i) setup.names.push_back("P" + std::to_string(i + 1));
  setup.seed = seed;
  setup.options = std::move(options);
  return game->newGame(setup);
}

}  // namespace vb
