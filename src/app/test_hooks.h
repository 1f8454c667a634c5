// The hidden options tests/app/crash_safety_test.cpp drives the real app with (test_hooks.cpp).
#pragma once

#include <QString>
#include <optional>
#include <string>

#include "game_window.h"
#include "veggiebox/core/output_file.h"

namespace vb::app::startup {

// Where --stop-inside-writes STAGE:FILE stops the app.
struct WriteStop {
  vb::WriteStage stage = vb::WriteStage::Created;
  std::string file;
};

// --stop-inside-writes STAGE:FILE, or nothing when the text is not of that form.
std::optional<WriteStop> writeStopNamed(const QString& text);

// Follows the game window opened from the command line for the tests: --print-moves,
// --save-every-move and --stop-inside-writes.
void followForTests(GameWindow* window, bool printMoves, const QString& saveEveryMove,
                    const std::optional<WriteStop>& stopInsideWrites);

}  // namespace vb::app::startup
