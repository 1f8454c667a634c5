#include "veggiebox/core/game.h"

#include <algorithm>

#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb {

Outcome State::applyText(std::string_view text) {
  ActionId action = 0;
  try {
    action = parseAction(text);
  } catch (const InputError& e) {
    return Outcome::refused(e.what());
  }
  return apply(action);
}

std::vector<std::string> State::legalActionTexts() const {
  std::vector<std::string> out;
  for (ActionId a : legalActions()) out.push_back(actionText(a));
  return out;
}

std::unique_ptr<State> Game::newGame(const Setup& setup) const {
  const auto n = static_cast<int>(setup.names.size());
  if (n < minPlayers() || n > maxPlayers())
    throw InputError(
        minPlayers() == maxPlayers()
            ? tx("players: {1} is for {2} players, not {3}", name(), minPlayers(), n)
            : tx("players: {1} is for {2} to {3} players, not {4}", name(), minPlayers(), maxPlayers(), n));
  for (int seat = 0; seat < n; ++seat)
    if (const std::string why = nameProblem(setup.names[seat]); !why.empty())
      throw InputError(tx("{1}: the name {2}", "players[" + std::to_string(seat) + "].name", why));
  return deal(setup);
}

std::unique_ptr<State> Game::fromJson(const Json& json) const {
  if (!json.is_object()) throw InputError(tx("the state must be a JSON object, not {1}", describeJson(json)));
  if (json.contains("game")) {
    const Json& game = json["game"];
    if (!game.is_string()) throw InputError(tx("game: must be a game's id such as \"{1}\"", id()));
    if (game.get_ref<const std::string&>() != id())
      throw InputError(
          tx("game: this is a {1} state, not {2}", quote(game.get_ref<const std::string&>()), id()));
  }
  std::unique_ptr<State> state = readSnapshot(json);
  if (const auto problems = state->checkInvariants(); !problems.empty())
    throw InputError(tx("this position cannot arise in play: {1}", problems.front()));
  return state;
}

Options Game::resolveOptions(const Options& given) const {
  const auto specs = options();
  Options out;
  for (const auto& spec : specs) out[spec.key] = spec.defaultValue;
  for (const auto& [givenKey, value] : given) {
    const std::string& key = givenKey;  // a plain name, so the lambda below can capture it
    auto it = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec& s) { return s.key == key; });
    if (it == specs.end()) {
      std::string known;
      for (const auto& s : specs) known += (known.empty() ? "" : ", ") + s.key;
      throw InputError(
          known.empty() ? tx("option {1}: {2} has no such option (it has none)", quote(key), name())
                        : tx("option {1}: {2} has no such option (it has: {3})", quote(key), name(), known));
    }
    if (std::find(it->values.begin(), it->values.end(), value) == it->values.end()) {
      std::string allowed;
      for (const auto& v : it->values) allowed += (allowed.empty() ? "" : ", ") + v;
      throw InputError(tx("option {1}: {2} is not one of {3}", quote(key), quote(value), allowed));
    }
    out[key] = value;
  }
  return out;
}

}  // namespace vb
