// Reading an action from its text form and its JSON form (docs/architecture.md#actions-ids-and-texts),
// the same way in every game: each game lists its verbs and its JSON types in a table, and the
// shared readers here split the words, pick the verb or type and phrase the refusals. Writing the
// forms (actionText, actionJson, describeAction) stays with each game's actions.cpp.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb::common {

// The words of one action's text form (fields::actionWords), and refusals that quote the text.
class ActionWords {
 public:
  explicit ActionWords(std::string_view text);
  std::size_t size() const { return words_.size(); }
  const std::string& operator[](std::size_t i) const { return words_[i]; }
  // Refuses the text: throws InputError("'the text': why").
  [[noreturn]] void fail(const std::string& why) const;

 private:
  std::vector<std::string> words_;
  std::string quoted_;
};

// A whole word as a number ("12", "-1"); false for "", "12x" or a number out of range.
bool readInt(std::string_view text, int& out);
// "A,B": two whole numbers around a comma (a cell "1,2", a position "3,-1").
bool readPair(std::string_view text, int& a, int& b);

// One verb of a game's text forms, and the reader of the words that start with it. A reader
// refuses with ActionWords::fail.
struct VerbForm {
  std::string_view verb;
  ActionId (*read)(const ActionWords& words);
};

// One "type" of a game's JSON forms, and the text form it stands for. A field that is missing or
// of the wrong kind throws Json::exception, which the reader turns into a refusal.
struct JsonForm {
  std::string_view type;
  std::string (*text)(const Json& json);
};

// A game's action forms, in the order its rules page lists them (the refusals list them so).
struct ActionForms {
  // "actions read 'take 2', ...": the answer to an unknown verb, marked VB_N and translated when shown.
  std::string_view examples;
  std::span<const VerbForm> verbs;
  std::span<const JsonForm> json;
};

// The action a text names; throws InputError naming what cannot be read.
ActionId readActionText(std::string_view text, const ActionForms& forms);
// The action a JSON form names, read as the text it stands for; `game` is the game's name.
ActionId readActionJson(const Json& json, const ActionForms& forms, std::string_view game);

}  // namespace vb::common
