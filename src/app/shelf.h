// The shelf of the box: every game the engine has registered, in the engine's order (the box's:
// Veggies, Veggie Garden, VEGEtables 2.0). Names, descriptions and player ranges come from the
// engine, so the shelf keeps no copy of its own.
#pragma once

#include <QList>
#include <QString>

namespace vb {
class Game;
}

namespace vb::app {

struct ShelfGame {
  QString id;    // the engine's game id ("veggies")
  QString name;  // "Veggies"
  QString art;   // resource path of the game's picture
  int minPlayers = 0;
  int maxPlayers = 0;
  const Game* game = nullptr;  // the registered engine module

  // One line, in the current language (the engine's summary, docs/translating.md).
  QString description() const;
  // "2–4 players", "4 players"
  QString playersText() const;
  // The rules page compiled into the app (":/rules/veggies.md"), or empty when there is none.
  QString rulesResource() const;
};

// Registers the built-in games, then lists every registered game.
QList<ShelfGame> gameShelf();

}  // namespace vb::app
