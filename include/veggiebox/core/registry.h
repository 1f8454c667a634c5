// Explicit registration: no static registrars for the linker to drop.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb {

// Registers Veggies, Veggie Garden and VEGEtables 2.0. Safe to call more than once.
void registerBuiltinGames();

void registerGame(std::unique_ptr<Game> game);
// nullptr when no game has that id.
const Game* findGame(std::string_view id);
// Every registered game, in registration order.
std::vector<const Game*> allGames();

// The game named by a snapshot's or scenario's "game" field, read with it; throws InputError.
std::unique_ptr<State> stateFromJson(const Json& json);

}  // namespace vb
