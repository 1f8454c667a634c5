// Variants (docs/variants.md): reading a variant and resolving its rules against a game's RuleSpecs.
// Every refusal names the field, so a variant file is corrected as easily as a scenario.
#include <algorithm>
#include <filesystem>

#include "core/fields.h"
#include "veggiebox/core/game.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"

namespace vb {

namespace {

std::string range(const RuleSpec& spec) {
  return "from " + std::to_string(spec.min) + " to " + std::to_string(spec.max);
}

// One rule's value, checked against its spec; refused naming `where` ("rules.harvest_size").
void checkRule(const RuleSpec& spec, const Json& value, const std::string& where) {
  switch (spec.type) {
    case RuleSpec::Type::kWhole:
      if (!value.is_number_integer())
        fields::refuse(where, "expected a whole number, not " + describeJson(value));
      if (!fields::isIntIn(value, spec.min, spec.max))
        fields::refuse(where, "must be " + range(spec) + ", not " + value.dump());
      return;
    case RuleSpec::Type::kYesNo:
      if (!value.is_boolean()) fields::refuse(where, "expected true or false, not " + describeJson(value));
      return;
    case RuleSpec::Type::kWholeList:
      if (!value.is_array() || value.size() != spec.length)
        fields::refuse(where, "expected a list of " + std::to_string(spec.length) + " whole numbers, not " +
                                  describeJson(value));
      for (std::size_t k = 0; k < value.size(); ++k) {
        const std::string at = where + "[" + std::to_string(k) + "]";
        if (!value[k].is_number_integer())
          fields::refuse(at, "expected a whole number, not " + describeJson(value[k]));
        if (!fields::isIntIn(value[k], spec.min, spec.max))
          fields::refuse(at, "must be " + range(spec) + ", not " + value[k].dump());
      }
      return;
    case RuleSpec::Type::kDeck:
      if (!value.is_array() || value.size() != spec.length)
        fields::refuse(where, "expected a deck of " + std::to_string(spec.length) +
                                  " cards (a list of strings, or a deck file), not " + describeJson(value));
      for (std::size_t k = 0; k < value.size(); ++k) {
        const std::string at = where + "[" + std::to_string(k) + "]";
        const Json& c = value[k];
        if (!c.is_string() || c.get_ref<const std::string&>().size() != spec.cardLength ||
            c.get_ref<const std::string&>().find_first_not_of(spec.alphabet) != std::string::npos)
          fields::refuse(at, "expected a card of " + std::to_string(spec.cardLength) + " codes from " +
                                 spec.alphabet + ", not " + describeJson(c));
      }
      return;
  }
}

// A deck file (the format of resources/veggies/deck.txt: '#' comments, then one card a line, its id
// counting from 1 and its codes) as the list of its cards' codes; refused naming the file's line.
Json readDeckFile(const std::filesystem::path& file, const std::string& where) {
  std::string text;
  try {
    text = readTextFile(file.string());
  } catch (const InputError& e) {
    fields::refuse(where, e.what());
  }
  Json cards = Json::array();
  std::size_t lineNumber = 0, start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const std::string expected = std::to_string(cards.size() + 1) + " ";
    if (line.rfind(expected, 0) != 0 || line.size() == expected.size())
      fields::refuse(where, file.string() + ":" + std::to_string(lineNumber) + ": expected card " +
                                std::to_string(cards.size() + 1) + " as '" + expected + "CODES', not " +
                                quote(line));
    cards.push_back(line.substr(expected.size()));
  }
  return cards;
}

}  // namespace

std::string ruleTypeText(const RuleSpec& spec) {
  switch (spec.type) {
    case RuleSpec::Type::kWhole:
      return "whole number " + range(spec);
    case RuleSpec::Type::kYesNo:
      return "yes/no (true or false)";
    case RuleSpec::Type::kWholeList:
      return "list of " + std::to_string(spec.length) + " whole numbers, each " + range(spec);
    case RuleSpec::Type::kDeck:
      return "deck of " + std::to_string(spec.length) + " cards of " + std::to_string(spec.cardLength) +
             " codes from " + spec.alphabet + " (a deck file, or a list of strings)";
  }
  return {};
}

Variant Game::readVariant(const Json& json) const {
  if (!json.is_object())
    throw InputError("a variant must be a JSON object such as {\"game\": \"" + std::string(id()) +
                     "\", \"name\": \"...\", \"rules\": {...}}, not " + describeJson(json));
  fields::onlyFields(json, "", {"game", "name", "rules"}, "a variant");
  if (json.contains("game")) {
    const Json& game = json["game"];
    if (!game.is_string())
      fields::refuse("game", "expected a game's id such as \"" + std::string(id()) + "\"");
    if (game.get_ref<const std::string&>() != id())
      fields::refuse("game", "this is a variant of " + quote(game.get_ref<const std::string&>()) +
                                 ", not of " + std::string(id()));
  }
  Variant variant;
  if (json.contains("name")) {
    const Json& name = json["name"];
    if (!name.is_string()) fields::refuse("name", "expected a string, not " + describeJson(name));
    if (const std::string why = nameProblem(name.get_ref<const std::string&>()); !why.empty())
      fields::refuse("name", "the name " + why);
    variant.name = name.get<std::string>();
  }
  if (json.contains("rules")) {
    const Json& rules = json["rules"];
    if (!rules.is_object())
      fields::refuse("rules", "expected an object of rules, not " + describeJson(rules));
    const std::vector<RuleSpec> specs = this->rules();
    for (const auto& item : rules.items()) {
      // Plain names, so that the lambda below can capture them (clang refuses a structured binding).
      const std::string& key = item.key();
      const Json& value = item.value();
      const std::string where = fieldPath("rules", key);
      const auto it =
          std::find_if(specs.begin(), specs.end(), [&](const RuleSpec& s) { return s.key == key; });
      if (it == specs.end()) {
        std::string known;
        for (const auto& s : specs) known += (known.empty() ? "" : ", ") + s.key;
        fields::refuse(where,
                       std::string(name()) + " has no such rule" +
                           (known.empty() ? std::string(" (it has none)") : " (it has: " + known + ")"));
      }
      checkRule(*it, value, where);
      variant.rules[key] = value;
    }
  }
  return variant;
}

Json Game::resolveRules(const Variant& variant) const {
  Json out = Json::object();
  for (const auto& spec : rules()) out[spec.key] = spec.defaultValue;
  for (const auto& [key, value] : variant.rules.items()) {
    if (!out.contains(key))
      throw InputError(fieldPath("rules", key) + ": " + std::string(name()) + " has no such rule");
    out[key] = value;
  }
  return out;
}

Variant readVariantFile(const Game& game, const std::string& path) {
  const std::string where = path == "-" ? "standard input" : path;
  Json json = parseJsonText(readTextFile(path), where);
  try {
    // A deck given as a file is read here, relative to the variant file, and kept inline: a state
    // and a save then carry the whole deck (docs/variants.md#the-file).
    if (json.is_object() && json.contains("rules") && json["rules"].is_object()) {
      for (const auto& spec : game.rules()) {
        if (spec.type != RuleSpec::Type::kDeck || !json["rules"].contains(spec.key)) continue;
        Json& value = json["rules"][spec.key];
        if (!value.is_string()) continue;
        const std::filesystem::path dir =
            path == "-" ? std::filesystem::path(".") : std::filesystem::path(path).parent_path();
        value = readDeckFile(dir / value.get<std::string>(), fieldPath("rules", spec.key));
      }
    }
    return game.readVariant(json);
  } catch (const InputError& e) {
    throw InputError(where + ": " + e.what());
  }
}

}  // namespace vb
