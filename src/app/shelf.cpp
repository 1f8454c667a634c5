#include "shelf.h"

#include <algorithm>

#include <QCoreApplication>
#include <QFile>

#include "veggiebox/core/registry.h"

namespace vb::app {

namespace {

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

// A registered game belongs to a shelf place when its id or its name matches.
const Game* registeredAs(const ShelfGame& place) {
  for (const Game* g : allGames())
    if (fromView(g->id()) == place.id || fromView(g->name()) == place.name) return g;
  return nullptr;
}

}  // namespace

QString ShelfGame::playersText() const {
  if (minPlayers == maxPlayers)
    return QCoreApplication::translate("vb::app::Shelf", "%n players", nullptr, minPlayers);
  return QCoreApplication::translate("vb::app::Shelf", "%1–%2 players").arg(minPlayers).arg(maxPlayers);
}

QString ShelfGame::rulesResource() const {
  const QString path = QStringLiteral(":/rules/%1.md").arg(id);
  return QFile::exists(path) ? path : QString();
}

QList<ShelfGame> gameShelf() {
  registerBuiltinGames();
  QList<ShelfGame> shelf = {
      {QStringLiteral("veggies"), QStringLiteral("Veggies"),
       QCoreApplication::translate("vb::app::Shelf",
                                   "Build a market stall of produce cards and gather the largest groups."),
       QStringLiteral(":/art/veggies.svg"), 2, 4},
      {QStringLiteral("garden"), QStringLiteral("Veggie Garden"),
       QCoreApplication::translate(
           "vb::app::Shelf",
           "A 4×4 garden of crops: fence posts set each crop's value; take harvest cards and use their "
           "powers."),
       QStringLiteral(":/art/garden.svg"), 2, 4},
      {QStringLiteral("vegetables"), QStringLiteral("VEGEtables 2.0"),
       QCoreApplication::translate(
           "vb::app::Shelf",
           "Grow crop lines in steps of four with jollies, silos and wells, under tournament rules."),
       QStringLiteral(":/art/vegetables.svg"), 4, 4},
  };

  for (ShelfGame& place : shelf) {
    place.game = registeredAs(place);
    if (place.game != nullptr) {
      place.id = fromView(place.game->id());
      place.minPlayers = place.game->minPlayers();
      place.maxPlayers = place.game->maxPlayers();
    }
  }

  // A game registered by the engine but unknown to this shelf is still shown, in its own words.
  for (const Game* g : allGames()) {
    const bool placed =
        std::any_of(shelf.begin(), shelf.end(), [g](const ShelfGame& p) { return p.game == g; });
    if (placed) continue;
    shelf.append({fromView(g->id()), fromView(g->name()), fromView(g->summary()),
                  QStringLiteral(":/art/veggiebox.svg"), g->minPlayers(), g->maxPlayers(), g});
  }
  return shelf;
}

}  // namespace vb::app
