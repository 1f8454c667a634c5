// Reading and checking a guided first game (docs/learn.md).
#include "veggiebox/play/lesson.h"

#include "core/fields.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"

namespace vb {
namespace {

std::string readText(const Json& j, const std::string& where, bool required) {
  if (!j.is_string()) fields::refuse(where, tx("must be a string, not {1}", describeJson(j)));
  std::string text = j.get<std::string>();
  if (required && text.empty()) fields::refuse(where, tx("must not be empty"));
  return text;
}

LessonStep readStep(const Json& j, const std::string& where) {
  if (!j.is_object()) fields::refuse(where, tx("must be an object, not {1}", describeJson(j)));
  fields::onlyFields(j, where, {"say", "do", "try", "then", "auto", "why", "scenario"}, tx("a lesson step"));
  LessonStep step;
  if (!j.contains("say")) fields::refuse(where, tx("a step needs 'say'"));
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
  if (kinds > 1) fields::refuse(where, tx("a step has at most one of 'do', 'try' and 'auto'"));
  if (j.contains("then")) {
    if (step.kind != LessonStep::Kind::kTry)
      fields::refuse(fieldPath(where, "then"), tx("only a 'try' step has 'then'"));
    step.then = readText(j["then"], fieldPath(where, "then"), true);
  } else if (step.kind == LessonStep::Kind::kTry) {
    fields::refuse(where, tx("a 'try' step needs 'then'"));
  }
  if (j.contains("why")) {
    if (step.kind != LessonStep::Kind::kDo)
      fields::refuse(fieldPath(where, "why"), tx("only a 'do' step has 'why'"));
    step.why = readText(j["why"], fieldPath(where, "why"), true);
  }
  if (j.contains("scenario")) {
    if (!j["scenario"].is_object()) fields::refuse(fieldPath(where, "scenario"), tx("must be an object"));
    step.scenario = j["scenario"];
  }
  return step;
}

std::unique_ptr<State> readPosition(const Lesson& lesson, const Json& scenario, const std::string& where) {
  const Game* game = findGame(lesson.game);
  if (game == nullptr) throw InputError("game: " + tx("{1}: no such game", quote(lesson.game)));
  try {
    return game->fromJson(scenario);
  } catch (const InputError& e) {
    throw InputError(where + "." + e.what());
  }
}

}  // namespace

Lesson readLesson(const Json& json, const std::string& where) {
  const std::string at = where.empty() ? std::string() : where + ": ";
  try {
    if (!json.is_object()) fields::refuse("lesson", tx("must be an object, not {1}", describeJson(json)));
    fields::onlyFields(json, "",
                       {"format", "version", "game", "title", "learner", "scenario", "steps", "end"},
                       tx("a lesson"));
    if (json.value("format", Json()) != "veggiebox-lesson")
      fields::refuse("format", tx("must be \"veggiebox-lesson\""));
    if (json.value("version", Json()) != 1) fields::refuse("version", tx("must be 1"));
    Lesson lesson;
    if (!json.contains("game")) fields::refuse("game", tx("missing"));
    lesson.game = readText(json["game"], "game", true);
    const Game* game = findGame(lesson.game);
    if (game == nullptr) fields::refuse("game", tx("{1}: no such game", quote(lesson.game)));
    if (!json.contains("title")) fields::refuse("title", tx("missing"));
    lesson.title = readText(json["title"], "title", true);
    if (!json.contains("scenario") || !json["scenario"].is_object())
      fields::refuse("scenario", tx("must be an object"));
    lesson.scenario = json["scenario"];
    lesson.learner =
        fields::readInt(json.value("learner", Json(0)), "learner", 0, game->maxPlayers() - 1, tx("a seat"));
    if (!json.contains("steps") || !json["steps"].is_array() || json["steps"].empty())
      fields::refuse("steps", tx("must be a list of at least one step"));
    for (std::size_t i = 0; i < json["steps"].size(); ++i)
      lesson.steps.push_back(readStep(json["steps"][i], "steps[" + std::to_string(i) + "]"));
    if (!json.contains("end")) fields::refuse("end", tx("missing"));
    lesson.end = readText(json["end"], "end", true);
    return lesson;
  } catch (const InputError& e) {
    throw InputError(at + e.what());
  }
}

std::unique_ptr<State> lessonStart(const Lesson& lesson) {
  return readPosition(lesson, lesson.scenario, "scenario");
}

std::unique_ptr<State> lessonChapter(const Lesson& lesson, std::size_t index) {
  return readPosition(lesson, lesson.steps.at(index).scenario,
                      "steps[" + std::to_string(index) + "].scenario");
}

std::unique_ptr<State> playLesson(const Lesson& lesson) {
  std::unique_ptr<State> state = lessonStart(lesson);
  if (lesson.learner >= state->numPlayers())
    throw InputError(
        tx("learner: seat {1} but the scenario has {2} players", lesson.learner, state->numPlayers()));
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    if (!step.scenario.is_null()) {
      state = lessonChapter(lesson, i);
      if (lesson.learner >= state->numPlayers())
        throw InputError(tx("{1}: the learner's seat {2} is not in it",
                            "steps[" + std::to_string(i) + "].scenario", lesson.learner));
    }
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
        throw InputError(where + tx("the engine allows it, but a 'try' must be refused"));
      continue;
    }
    if (step.kind == LessonStep::Kind::kDo && mover != lesson.learner)
      throw InputError(where + tx("it is seat {1}'s turn, not the learner's", mover));
    if (step.kind == LessonStep::Kind::kAuto && mover == lesson.learner)
      throw InputError(where + tx("it is the learner's turn: the learner makes this move ('do')"));
    if (const Outcome outcome = state->apply(action); !outcome) throw InputError(where + outcome.reason);
  }
  return state;
}

}  // namespace vb
