#include "veggiebox/core/game.h"

#include <algorithm>

#include "veggiebox/core/quote.h"

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
    throw InputError("players: " + std::string(name()) + " is for " +
                     (minPlayers() == maxPlayers()
                          ? std::to_string(minPlayers())
                          : std::to_string(minPlayers()) + " to " + std::to_string(maxPlayers())) +
                     " players, not " + std::to_string(n));
  for (int seat = 0; seat < n; ++seat)
    if (const std::string why = nameProblem(setup.names[seat]); !why.empty())
      throw InputError("players[" + std::to_string(seat) + "].name: the name " + why);
  return deal(setup);
}

std::unique_ptr<State> Game::fromJson(const Json& json) const {
  if (!json.is_object()) throw InputError("the state must be a JSON object, not " + describeJson(json));
  if (json.contains("game")) {
    const Json& game = json["game"];
    if (!game.is_string())
      throw InputError("game: must be a game's id such as \"" + std::string(id()) + "\"");
    if (game.get_ref<const std::string&>() != id())
      throw InputError("game: this is a " + quote(game.get_ref<const std::string&>()) + " state, not " +
                       std::string(id()));
  }
  std::unique_ptr<State> state = readSnapshot(json);
  if (const auto problems = state->checkInvariants(); !problems.empty())
    throw InputError("this position cannot arise in play: " + problems.front());
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
      throw InputError("option " + quote(key) + ": " + std::string(name()) + " has no such option" +
                       (known.empty() ? std::string(" (it has none)") : " (it has: " + known + ")"));
    }
    if (std::find(it->values.begin(), it->values.end(), value) == it->values.end()) {
      std::string allowed;
      for (const auto& v : it->values) allowed += (allowed.empty() ? "" : ", ") + v;
      throw InputError("option " + quote(key) + ": " + quote(value) + " is not one of " + allowed);
    }
    out[key] = value;
  }
  return out;
}

}  // namespace vb
