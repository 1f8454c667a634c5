// A guided first game (docs/learn.md): a fixed scenario and the steps that teach it, read from a
// data file (resources/learn/<game>.json) and played through the engine, so a rule change that
// breaks a guide fails the build (tests/lesson_test.cpp) rather than a learner.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb {

struct LessonStep {
  // kSay: a page the learner reads, then Next. kDo: the learner makes `action` (a legal action of
  // the learner's seat). kTry: the learner attempts `action`, which the engine refuses; `then`
  // explains the refusal. kAuto: another seat's `action`, played by the guide as the learner watches.
  enum class Kind : std::uint8_t { kSay, kDo, kTry, kAuto };
  Kind kind = Kind::kSay;
  std::string say;     // what the guide says at this step (never empty)
  std::string action;  // kDo, kTry, kAuto: the engine's text form ("take 3")
  std::string then;    // kTry: said after the refusal
  std::string why;     // kDo, optional: said when the learner makes another legal move instead
  // Optional: a new position (a scenario, like Lesson::scenario) the table is set to before the
  // step is said: a new chapter, e.g. a second deal that has the one crop the first lacked.
  Json scenario;
};

struct Lesson {
  std::string game;   // a game id
  std::string title;  // "Learn to play Veggie Garden"
  int learner = 0;    // the seat the learner plays
  Json scenario;      // a scenario (docs/scenarios.md) that leaves nothing to chance
  std::vector<LessonStep> steps;
  std::string end;  // said when the last step is done, beside "Play a real game"
};

// Reads a lesson file's JSON; throws InputError naming `where` and the field ("FILE: steps[3].do:
// must be a string"). Does not play it: see playLesson.
Lesson readLesson(const Json& json, const std::string& where);

// The lesson's scenario read by its game (Game::fromJson); throws InputError as fromJson does.
std::unique_ptr<State> lessonStart(const Lesson& lesson);
// Step `index`'s own scenario (LessonStep::scenario) read by the lesson's game; throws InputError
// naming "steps[N].scenario" as fromJson does.
std::unique_ptr<State> lessonChapter(const Lesson& lesson, std::size_t index);

// Plays every step through the engine from lessonStart (a step with its own scenario starts from
// lessonChapter): each kDo is legal for the learner, who is
// the seat to play; each kAuto is legal for a seat that is not the learner; each kTry is read by
// the game and refused. Returns the state after the last step; throws InputError naming the step
// that does not hold ("steps[7].do 'take 9': the harvest has no card 9").
std::unique_ptr<State> playLesson(const Lesson& lesson);

}  // namespace vb
