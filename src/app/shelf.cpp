#include "shelf.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

// The game's picture (":/art/veggies.svg"), or the box's own for a game without one.
QString artFor(const QString& id) {
  const QString path = QStringLiteral(":/art/%1.svg").arg(id);
  return QFile::exists(path) ? path : QStringLiteral(":/art/veggiebox.svg");
}

}  // namespace

QString ShelfGame::description() const {
  // The engine's summary is marked in its game's catalogue (VB_N) and translated where it is shown.
  return QString::fromStdString(vb::tx(game->summary()));
}

QString ShelfGame::playersText() const {
  if (minPlayers == maxPlayers)
    return QCoreApplication::translate("vb::app::Shelf", "%n players", nullptr, minPlayers);
  return QCoreApplication::translate("vb::app::Shelf", "%1–%2 players")
      .arg(QLocale().toString(minPlayers), QLocale().toString(maxPlayers));
}

QString ShelfGame::rulesResource() const {
  const QString path = QStringLiteral(":/rules/%1.md").arg(id);
  return QFile::exists(path) ? path : QString();
}

QList<ShelfGame> gameShelf() {
  QList<ShelfGame> shelf;
  for (const Game* g : allGames()) {
    const QString id = fromView(g->id());
    shelf.append({id, fromView(g->name()), artFor(id), g->minPlayers(), g->maxPlayers(), g});
  }
  return shelf;
}

}  // namespace vb::app
