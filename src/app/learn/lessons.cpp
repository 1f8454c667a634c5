#include "lessons.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>

#include "game_controller.h"
#include "veggiebox/core/error.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/games/registry.h"

namespace vb::app {

namespace {

// The level a new game's computer players start at in the new game dialog: Normal.
const char* const kDefaultBot = "ismcts:medium";

// The learner is a person; every other seat a computer player at the default level.
vb::Seat seatFor(const std::string& name, int seat, int learner) {
  return vb::Seat{name, seat == learner, seat == learner ? "" : kDefaultBot};
}

}  // namespace

QString lessonResource(std::string_view gameId) {
  const QString path = QStringLiteral(":/learn/%1.json")
                           .arg(QString::fromUtf8(gameId.data(), static_cast<qsizetype>(gameId.size())));
  return QFile::exists(path) ? path : QString();
}

vb::Lesson loadLesson(std::string_view gameId) {
  const QString path = lessonResource(gameId);
  if (path.isEmpty()) {
    std::string games;
    for (const vb::Game* game : vb::allGames())
      if (!lessonResource(game->id()).isEmpty())
        games += (games.empty() ? "" : ", ") + std::string(game->id());
    throw vb::InputError(
        QCoreApplication::translate("learn", "no lesson for %1 (there are lessons for: %2)")
            .arg(QString::fromStdString(vb::quote(std::string(gameId))),
                 games.empty() ? QCoreApplication::translate("learn", "none") : QString::fromStdString(games))
            .toStdString());
  }
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    throw vb::InputError(QCoreApplication::translate("learn", "%1: cannot be read").arg(path).toStdString());
  const std::string where = "learn/" + std::string(gameId) + ".json";
  return vb::readLesson(vb::parseJsonText(file.readAll().toStdString(), where), where);
}

std::unique_ptr<GameController> lessonGame(const vb::Lesson& lesson) {
  const std::unique_ptr<vb::State> start = vb::lessonStart(lesson);
  std::vector<vb::Seat> seats;
  seats.reserve(static_cast<std::size_t>(start->numPlayers()));
  for (int seat = 0; seat < start->numPlayers(); ++seat)
    seats.push_back(seatFor(start->playerName(seat), seat, lesson.learner));
  return GameController::fromScenario(lesson.scenario, std::move(seats));
}

GameSetup realGameAfter(const vb::Lesson& lesson, const GameController& game) {
  GameSetup setup;
  setup.gameId = lesson.game;
  for (int seat = 0; seat < static_cast<int>(game.seats().size()); ++seat) {
    setup.seats.push_back(seatFor(game.seats()[static_cast<std::size_t>(seat)].name, seat, lesson.learner));
    setup.colours.append(game.seatColour(seat));
  }
  setup.seed = QRandomGenerator::global()->bounded(1000000000U);
  setup.options = vb::findGame(lesson.game)->resolveOptions({});
  return setup;
}

}  // namespace vb::app
