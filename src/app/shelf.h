// The shelf of the box: the three games VeggieBox is made for, joined with what the engine has
// registered. A game the engine does not know yet stays on the shelf as "coming soon".
#pragma once

#include <QList>
#include <QString>

namespace vb {
class Game;
}

namespace vb::app {

struct ShelfGame {
  QString id;           // the engine's game id ("veggies")
  QString name;         // "Veggies"
  QString description;  // one line, translated
  QString art;          // resource path of the game's picture
  int minPlayers = 0;
  int maxPlayers = 0;
  const Game* game = nullptr;  // the registered engine module; nullptr while it is coming soon

  bool playable() const { return game != nullptr; }
  // "2–4 players", "4 players"
  QString playersText() const;
  // The rules page compiled into the app (":/rules/veggies.md"), or empty when there is none.
  QString rulesResource() const;
};

// Registers the built-in games, then lists the box's three games in box order followed by any
// other registered game. Player ranges of registered games come from the engine.
QList<ShelfGame> gameShelf();

}  // namespace vb::app
