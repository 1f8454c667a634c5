// Variants (docs/variants.md): reading a variant and resolving its rules against a game's RuleSpecs.
// Every refusal names the field, so a variant file is corrected as easily as a scenario.
#include <algorithm>
#include <filesystem>

#include "core/fields.h"
#include "veggiebox/core/game.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb {

namespace {

std::string range(const RuleSpec& spec) { return tx("from {1} to {2}", spec.min, spec.max); }

// One rule's value, checked against its spec; refused naming `where` ("rules.harvest_size").
void checkRule(const RuleSpec& spec, const Json& value, const std::string& where) {
  switch (spec.type) {
    case RuleSpec::Type::kWhole:
      if (!value.is_number_integer())
        fields::refuse(where, tx("expected a whole number, not {1}", describeJson(value)));
      if (!fields::isIntIn(value, spec.min, spec.max))
        fields::refuse(where, tx("must be {1}, not {2}", range(spec), value.dump()));
      return;
    case RuleSpec::Type::kYesNo:
      if (!value.is_boolean())
        fields::refuse(where, tx("expected true or false, not {1}", describeJson(value)));
      return;
    case RuleSpec::Type::kWholeList:
      if (!value.is_array() || value.size() != spec.length)
        fields::refuse(where,
                       tx("expected a list of {1} whole numbers, not {2}", spec.length, describeJson(value)));
      for (std::size_t k = 0; k < value.size(); ++k) {
        const std::string at = where + "[" + std::to_string(k) + "]";
        if (!value[k].is_number_integer())
          fields::refuse(at, tx("expected a whole number, not {1}", describeJson(value[k])));
        if (!fields::isIntIn(value[k], spec.min, spec.max))
          fields::refuse(at, tx("must be {1}, not {2}", range(spec), value[k].dump()));
      }
      return;
    case RuleSpec::Type::kDeck:
      if (!value.is_array() || value.size() != spec.length)
        fields::refuse(where, tx("expected a deck of {1} cards (a list of strings, or a deck file), not {2}",
                                 spec.length, describeJson(value)));
      for (std::size_t k = 0; k < value.size(); ++k) {
        const std::string at = where + "[" + std::to_string(k) + "]";
        const Json& c = value[k];
        if (!c.is_string() || c.get_ref<const std::string&>().size() != spec.cardLength ||
            c.get_ref<const std::string&>().find_first_not_of(spec.alphabet) != std::string::npos)
          fields::refuse(at, tx("expected a card of {1} codes from {2}, not {3}", spec.cardLength,
                                spec.alphabet, describeJson(c)));
      }
      return;
  }
}

// A deck file's path as a variant file gives it: a plain relative path in the variant's folder or
// below (docs/variants.md#deck-files), so that a shared variant cannot read any other file.
std::filesystem::path deckPath(const std::filesystem::path& dir, const std::string& given,
                               const std::string& where) {
  namespace fs = std::filesystem;
  const fs::path path(given);
  if (given.empty() || given.find('\0') != std::string::npos || given == "-" || path.is_absolute() ||
      std::any_of(path.begin(), path.end(), [](const fs::path& part) { return part == ".."; }))
    fields::refuse(where, tx("{1}: a deck file is named by a path inside the variant's folder (no '/' at the "
                             "start, no '..')",
                             quote(given)));
  // A symbolic link inside the folder may still point out of it.
  std::error_code folderError, fileError;
  const fs::path folder = fs::weakly_canonical(dir.empty() ? fs::path(".") : dir, folderError);
  const fs::path file = fs::weakly_canonical(dir / path, fileError);
  if (folderError || fileError ||
      std::mismatch(folder.begin(), folder.end(), file.begin(), file.end()).first != folder.end())
    fields::refuse(where, tx("{1}: the deck file leads out of the variant's folder", quote(given)));
  return dir / path;
}

// A deck file (the format of resources/veggies/deck.txt: '#' comments, then one card a line, its id
// counting from 1 and its codes) as the list of its cards' codes, each checked against `spec`;
// refused naming the file and its line.
Json readDeckFile(const std::filesystem::path& file, const RuleSpec& spec, const std::string& where) {
  std::string text;
  try {
    text = readTextFile(file.string());
  } catch (const InputError& e) {
    fields::refuse(where, e.what());
  }
  // A byte-order mark, which some editors write, is not a character of the first line.
  if (text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);
  const std::string name = pathForMessage(file.string());
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
    const std::string at = name + ":" + std::to_string(lineNumber);
    const std::string expected = std::to_string(cards.size() + 1) + " ";
    if (cards.size() == spec.length)
      fields::refuse(where, tx("{1}: a deck has {2} cards; this line is one more", at, spec.length));
    if (line.rfind(expected, 0) != 0 || line.size() == expected.size())
      fields::refuse(where, tx("{1}: expected card {2} as '{3}CODES', not {4}", at, cards.size() + 1,
                               expected, quote(line)));
    const std::string codes = line.substr(expected.size());
    if (codes.size() != spec.cardLength || codes.find_first_not_of(spec.alphabet) != std::string::npos)
      fields::refuse(where, tx("{1}: expected a card of {2} codes from {3}, not {4}", at, spec.cardLength,
                               spec.alphabet, quote(codes)));
    cards.push_back(codes);
  }
  if (cards.size() != spec.length)
    fields::refuse(where, tx("{1}: a deck has {2} cards, the file {3}", name, spec.length, cards.size()));
  return cards;
}

}  // namespace

std::string ruleTypeText(const RuleSpec& spec) {
  switch (spec.type) {
    case RuleSpec::Type::kWhole:
      return tx("whole number {1}", range(spec));
    case RuleSpec::Type::kYesNo:
      return tx("yes/no (true or false)");
    case RuleSpec::Type::kWholeList:
      return tx("list of {1} whole numbers, each {2}", spec.length, range(spec));
    case RuleSpec::Type::kDeck:
      return tx("deck of {1} cards of {2} codes from {3} (a deck file, or a list of strings)", spec.length,
                spec.cardLength, spec.alphabet);
  }
  return {};
}

Variant Game::readVariant(const Json& json) const {
  if (!json.is_object())
    throw InputError(tx("a variant must be a JSON object such as {1}, not {2}",
                        "{\"game\": \"" + std::string(id()) + "\", \"name\": \"...\", \"rules\": {...}}",
                        describeJson(json)));
  fields::onlyFields(json, "", {"game", "name", "rules"}, tx("a variant"));
  if (json.contains("game")) {
    const Json& game = json["game"];
    if (!game.is_string()) fields::refuse("game", tx("expected a game's id such as \"{1}\"", id()));
    if (game.get_ref<const std::string&>() != id())
      fields::refuse("game", tx("this is a variant of {1}, not of {2}",
                                quote(game.get_ref<const std::string&>()), id()));
  }
  Variant variant;
  if (json.contains("name")) {
    const Json& name = json["name"];
    if (!name.is_string()) fields::refuse("name", tx("expected a string, not {1}", describeJson(name)));
    if (const std::string why = nameProblem(name.get_ref<const std::string&>()); !why.empty())
      fields::refuse("name", tx("the name {1}", why));
    variant.name = name.get<std::string>();
  }
  if (json.contains("rules")) {
    const Json& rules = json["rules"];
    if (!rules.is_object())
      fields::refuse("rules", tx("expected an object of rules, not {1}", describeJson(rules)));
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
        fields::refuse(where, known.empty() ? tx("{1} has no such rule (it has none)", name())
                                            : tx("{1} has no such rule (it has: {2})", name(), known));
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
      throw InputError(fieldPath("rules", key) + ": " + tx("{1} has no such rule", name()));
    out[key] = value;
  }
  return out;
}

Variant readVariantFile(const Game& game, const std::string& path) {
  const std::string where = path == "-" ? tx("standard input") : pathForMessage(path);
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
        const std::string at = fieldPath("rules", spec.key);
        value = readDeckFile(deckPath(dir, value.get<std::string>(), at), spec, at);
      }
    }
    return game.readVariant(json);
  } catch (const InputError& e) {
    throw InputError(where + ": " + e.what());
  }
}

}  // namespace vb
