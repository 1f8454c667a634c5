// The shared readers of the action forms; see action_forms.h.
#include "games/common/action_forms.h"

#include <charconv>

#include "core/fields.h"
#include "games/common/names.h"
#include "veggiebox/core/text.h"

namespace vb::common {

ActionWords::ActionWords(std::string_view text) : words_(fields::actionWords(text)), quoted_(quote(text)) {}

void ActionWords::fail(const std::string& why) const { throw InputError(quoted_ + ": " + why); }

bool readInt(std::string_view text, int& out) {
  if (text.empty()) return false;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc() && p == end;
}

bool readPair(std::string_view text, int& a, int& b) {
  const auto comma = text.find(',');
  return comma != std::string_view::npos && readInt(text.substr(0, comma), a) &&
         readInt(text.substr(comma + 1), b);
}

ActionId readActionText(std::string_view text, const ActionForms& forms) {
  const ActionWords words(text);
  if (words.size() == 0) words.fail(tx(forms.examples));
  for (const VerbForm& form : forms.verbs)
    if (form.verb == words[0]) return form.read(words);
  words.fail(tx(forms.examples));
}

ActionId readActionJson(const Json& json, const ActionForms& forms, std::string_view game) {
  std::vector<std::string_view> types;
  for (const JsonForm& form : forms.json) types.push_back(form.type);
  if (!json.is_object() || !json.contains("type") || !json["type"].is_string())
    throw InputError(tx("an action in JSON needs a \"type\": {1}",
                        listOr(std::vector<std::string>(types.begin(), types.end()))));
  const std::string type = json["type"].get<std::string>();
  for (const JsonForm& form : forms.json) {
    if (form.type != type) continue;
    std::string text;
    try {
      text = form.text(json);
    } catch (const Json::exception&) {
      throw InputError(tx("the {1} action in JSON lacks a field or has one of the wrong kind", type));
    }
    return readActionText(text, forms);
  }
  throw InputError(
      tx("\"type\": {1} is not an action of {2} ({3})", quote(type), game, joinNames(types, ", ")));
}

}  // namespace vb::common
