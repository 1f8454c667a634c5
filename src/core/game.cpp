#include "veggiebox/core/game.h"

#include <algorithm>

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
      throw InputError("option '" + key + "': " + std::string(name()) + " has no such option" +
                       (known.empty() ? std::string(" (it has none)") : " (it has: " + known + ")"));
    }
    if (std::find(it->values.begin(), it->values.end(), value) == it->values.end()) {
      std::string allowed;
      for (const auto& v : it->values) allowed += (allowed.empty() ? "" : ", ") + v;
      throw InputError("option '" + key + "': '" + value + "' is not one of " + allowed);
    }
    out[key] = value;
  }
  return out;
}

}  // namespace vb
