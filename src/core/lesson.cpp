// Reading and checking a guided first game (docs/learn.md).
#include "veggiebox/core/lesson.h"

#include "fields.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/registry.h"

namespace vb {
namespace {

std::string readText(const Json& j, const std::string& where, bool required) {
  if (!j.is_string()) fields::refuse(where, "must be a string, not " + describeJson(j));
  std::string text = j.get<std::string>();
  if (required && text.empty()) fields::refuse(where, "must not be empty");
  return text;
}

LessonStep readStep(const Json& j, const std::string& where) {
  if (!j.is_object()) fields::refuse(where, "must be an object, not " + describeJson(j));
  fields::onlyFields(j, where, {"say", "do", "try", "then", "auto", "why"}, "a lesson step");
  LessonStep step;
  if (!j.contains("say")) fields::refuse(where, "a step needs 'say'");
  step.say = readText(j["say"], fieldPath(where, "say"), true);
  int kinds = 0;
  for (const auto& [key, kind] :
       {std::pair{"do", LessonStep::Kind::kDo}, std::pair{"try", LessonStep::Kind::kTry},
        std::pair{"auto", LessonStep::Kind::kAuto}}) {
    if (!j.contains(key)) continue;
    ++kinds;
    step.kind = kind;
    step.action = readText(j[key], fieldPath(where, key), true);
  }
  if (kinds > 1) fields::refuse(where, "a step has at most one of 'do', 'try' and 'auto'");
  if (j.contains("then")) {
    if (step.kind != LessonStep::Kind::kTry)
      fields::refuse(fieldPath(where, "then"), "only a 'try' step has 'then'");
    step.then = readText(j["then"], fieldPath(where, "then"), true);
  } else if (step.kind == LessonStep::Kind::kTry) {
    fields::refuse(where, "a 'try' step needs 'then'");
  }
  if (j.contains("why")) {
    if (step.kind != LessonStep::Kind::kDo)
      fields::refuse(fieldPath(where, "why"), "only a 'do' step has 'why'");
    step.why = readText(j["why"], fieldPath(where, "why"), true);
  }
  return step;
}

}  // namespace

Lesson readLesson(const Json& json, const std::string& where) {
  const std::string at = where.empty() ? std::string() : where + ": ";
  try {
    if (!json.is_object()) fields::refuse("lesson", "must be an object, not " + describeJson(json));
    fields::onlyFields(
        json, "", {"format", "version", "game", "title", "learner", "scenario", "steps", "end"}, "a lesson");
    if (json.value("format", Json()) != "veggiebox-lesson")
      fields::refuse("format", "must be \"veggiebox-lesson\"");
    if (json.value("version", Json()) != 1) fields::refuse("version", "must be 1");
    Lesson lesson;
    if (!json.contains("game")) fields::refuse("game", "missing");
    lesson.game = readText(json["game"], "game", true);
    const Game* game = findGame(lesson.game);
    if (game == nullptr) fields::refuse("game", quote(lesson.game) + ": no such game");
    if (!json.contains("title")) fields::refuse("title", "missing");
    lesson.title = readText(json["title"], "title", true);
    if (!json.contains("scenario") || !json["scenario"].is_object())
      fields::refuse("scenario", "must be an object");
    lesson.scenario = json["scenario"];
    lesson.learner =
        fields::readInt(json.value("learner", Json(0)), "learner", 0, game->maxPlayers() - 1, "a seat");
    if (!json.contains("steps") || !json["steps"].is_array() || json["steps"].empty())
      fields::refuse("steps", "must be a list of at least one step");
    for (std::size_t i = 0; i < json["steps"].size(); ++i)
      lesson.steps.push_back(readStep(json["steps"][i], "steps[" + std::to_string(i) + "]"));
    if (!json.contains("end")) fields::refuse("end", "missing");
    lesson.end = readText(json["end"], "end", true);
    return lesson;
  } catch (const InputError& e) {
    throw InputError(at + e.what());
  }
}

std::unique_ptr<State> lessonStart(const Lesson& lesson) {
  const Game* game = findGame(lesson.game);
  if (game == nullptr) throw InputError("game: " + quote(lesson.game) + ": no such game");
  try {
    return game->fromJson(lesson.scenario);
  } catch (const InputError& e) {
    throw InputError(std::string("scenario.") + e.what());
  }
}

std::unique_ptr<State> playLesson(const Lesson& lesson) {
  std::unique_ptr<State> state = lessonStart(lesson);
  if (lesson.learner >= state->numPlayers())
    throw InputError("learner: seat " + std::to_string(lesson.learner) + " but the scenario has " +
                     std::to_string(state->numPlayers()) + " players");
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    if (step.kind == LessonStep::Kind::kSay) continue;
    const char* key = step.kind == LessonStep::Kind::kDo    ? "do"
                      : step.kind == LessonStep::Kind::kTry ? "try"
                                                            : "auto";
    const std::string where = "steps[" + std::to_string(i) + "]." + key + " " + quote(step.action) + ": ";
    ActionId action = 0;
    try {
      action = state->parseAction(step.action);
    } catch (const InputError& e) {
      throw InputError(where + e.what());
    }
    const int mover = state->currentPlayer();
    if (step.kind == LessonStep::Kind::kTry) {
      if (state->refusal(action).empty())
        throw InputError(where + "the engine allows it, but a 'try' must be refused");
      continue;
    }
    if (step.kind == LessonStep::Kind::kDo && mover != lesson.learner)
      throw InputError(where + "it is seat " + std::to_string(mover) + "'s turn, not the learner's");
    if (step.kind == LessonStep::Kind::kAuto && mover == lesson.learner)
      throw InputError(where + "it is the learner's turn: the learner makes this move ('do')");
    if (const Outcome outcome = state->apply(action); !outcome) throw InputError(where + outcome.reason);
  }
  return state;
}

}  // namespace vb
