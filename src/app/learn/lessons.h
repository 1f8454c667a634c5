// The guided first games compiled into the app (docs/learn.md): resources/learn/<game>.json as
// :/learn/<game>.json, read by the engine, and the games a lesson starts.
#pragma once

#include <QString>
#include <memory>
#include <string_view>

#include "game_setup.h"
#include "veggiebox/play/lesson.h"

namespace vb::app {

class GameController;

// The resource of a game's lesson; empty when the app has none for that game.
QString lessonResource(std::string_view gameId);
// The game's lesson, read by the engine; throws vb::InputError naming the file and the field, or
// saying that the game has no lesson ("--learn nope: no lesson for 'nope' (...)").
vb::Lesson loadLesson(std::string_view gameId);
// The lesson's scenario on the table: the learner a person, every other seat the guide's (a
// computer seat whose moves only the guide plays). Throws vb::InputError as fromScenario does.
std::unique_ptr<GameController> lessonGame(const vb::Lesson& lesson);
// "Play a real game" after a lesson: a new deal of the game with the same names, the learner a
// person and the others computer players at the default level (Normal), a fresh seed.
GameSetup realGameAfter(const vb::Lesson& lesson, const GameController& game);

}  // namespace vb::app
