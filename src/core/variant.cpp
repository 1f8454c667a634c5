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
  }
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
    for (const auto& [key, value] : rules.items()) {
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
  const Json json = parseJsonText(readTextFile(path), where);
  try {
    return game.readVariant(json);
  } catch (const InputError& e) {
    throw InputError(where + ": " + e.what());
  }
}

}  // namespace vb
