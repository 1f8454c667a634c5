// What the app's command line opens (--lab, --edit, --learn), each read whole or refused with one
// line that names the option, the file and the field (exit code 2).
#pragma once

#include <QSize>
#include <QString>
#include <optional>

#include "lab/lab_config.h"
#include "veggiebox/core/game.h"
#include "veggiebox/play/lesson.h"

namespace vb::app::startup {

// Prints "veggiebox: MESSAGE" on the error stream; returns 2, the exit code of bad input.
int fail(const QString& message);

// "1024x768" -> QSize; an invalid size when the text is not of that form.
QSize parseSize(const QString& text);

// --lab CONFIG.json: the run a config file gives; else sets *status (fail's) and returns nothing.
std::optional<LabConfig> labConfig(const QString& path, int* status);

// --edit: the position a file holds, or a new deal of `gameId` (default Veggie Garden); else sets
// *status and returns nothing.
std::optional<vb::Json> editPosition(const QString& file, const QString& gameId, int* status);

// --learn GAME: the game's lesson; else sets *status and returns nothing.
std::optional<vb::Lesson> lessonOf(const QString& gameId, int* status);

}  // namespace vb::app::startup
