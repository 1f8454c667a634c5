// The hooks tests/app/crash_safety_test.cpp drives the real app with, all hidden from --help: it
// kills the app mid-game and checks its files.
// --print-moves prints "opened N" when the game from --load or --continue is on the table and
// "move N TEXT" as each decision is taken (before it is saved), and --save-every-move FILE saves
// that game to FILE as File › Save would, after every decision. --stop-inside-writes
// created|written|synced makes the app stop itself (SIGSTOP) at that moment of every write after
// "opened N" of the file given after the colon (--stop-inside-writes synced:FILE), so the test
// can kill it inside a write without racing it.
#include "test_hooks.h"

#include <QFile>
#include <csignal>
#include <cstdio>
#include <filesystem>

#include "game_controller.h"

namespace vb::app::startup {

namespace {

WriteStop writeStop;

void stopAtStage(const std::filesystem::path& path, vb::WriteStage stage) {
  if (stage == writeStop.stage && std::filesystem::absolute(path).string() == writeStop.file)
    std::raise(SIGSTOP);
}

}  // namespace

std::optional<WriteStop> writeStopNamed(const QString& text) {
  const qsizetype colon = text.indexOf(QLatin1Char(':'));
  if (colon < 0 || colon + 1 == text.size()) return std::nullopt;
  const QString stage = text.left(colon);
  WriteStop stop;
  stop.file = std::filesystem::absolute(QFile::encodeName(text.mid(colon + 1)).toStdString()).string();
  if (stage == QLatin1String("created"))
    stop.stage = vb::WriteStage::Created;
  else if (stage == QLatin1String("written"))
    stop.stage = vb::WriteStage::Written;
  else if (stage == QLatin1String("synced"))
    stop.stage = vb::WriteStage::Synced;
  else
    return std::nullopt;
  return stop;
}

// The test hooks above, on the game window opened from the command line.
void followForTests(vb::app::GameWindow* window, bool printMoves, const QString& saveEveryMove,
                    const std::optional<WriteStop>& stopInsideWrites) {
  vb::app::GameController* game = window->controller();
  if (!saveEveryMove.isEmpty()) window->saveTo(saveEveryMove);
  if (printMoves) {
    std::printf("opened %zu\n", game->timeline().cursor());
    std::fflush(stdout);
  }
  if (stopInsideWrites) {
    writeStop = *stopInsideWrites;
    vb::setWriteStageHook(stopAtStage);
  }
  if (printMoves) {
    // Connected before the save below, so each decision is printed before anything writes it down.
    QObject::connect(game, &vb::app::GameController::timelineMoved, window, [game] {
      const std::size_t cursor = game->timeline().cursor();
      if (cursor == 0) return;
      std::printf("move %zu %s\n", cursor, game->timeline().entries()[cursor - 1].text.c_str());
      std::fflush(stdout);
    });
  }
  if (!saveEveryMove.isEmpty())
    QObject::connect(game, &vb::app::GameController::timelineMoved, window,
                     [window, saveEveryMove] { window->saveTo(saveEveryMove); });
}

}  // namespace vb::app::startup
