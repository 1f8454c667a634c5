// The games there are: Veggies, Veggie Garden and VEGEtables 2.0 from the start, and any other a
// program registers (the tests' own game). The only place outside a game's folder that names the
// built-in games; no static registrars for the linker to drop.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb {

void registerGame(std::unique_ptr<Game> game);
// nullptr when no game has that id.
const Game* findGame(std::string_view id);
// Every registered game, in registration order.
std::vector<const Game*> allGames();

// The game named by a snapshot's or scenario's "game" field, read with it; throws InputError.
std::unique_ptr<State> stateFromJson(const Json& json);

// A new game of the game `id` with seats named P1, P2, ...: for tests and benchmarks, which
// need no real names. Throws InputError for an unknown id, a bad
// player count or a bad option.
std::unique_ptr<State> newNumberedGame(std::string_view id, int players, std::uint64_t seed,
                                       Options options = {});

}  // namespace vb
