// Explicit registration: no static registrars for the linker to drop.
#pragma once

#include <cstdint>
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

// A new game of the built-in game `id` with seats named P1, P2, ...: for tests and benchmarks, which
// need no real names. Registers the built-in games first; throws InputError for an unknown id, a bad
// player count or a bad option.
std::unique_ptr<State> newNumberedGame(std::string_view id, int players, std::uint64_t seed,
                                       Options options = {});

}  // namespace vb
