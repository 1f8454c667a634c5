// What every game module's Game shares (docs/architecture.md#the-engine-contract): a description
// fixed when the module is made, and reading snapshots through the game's own reader. Each module's
// game.cpp adds only what is its own: the bound on decisions and dealing a new game.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb::common {

// How a game describes itself to the front ends (names, players, options).
struct GameInfo {
  std::string_view id;
  std::string_view name;
  std::string_view summary;
  int minPlayers = 0;
  int maxPlayers = 0;
  std::vector<OptionSpec> options;
  std::vector<RuleSpec> rules;  // what a variant may change (docs/variants.md)
  // Every anchor in docs/rules/<id>.md a refusal may name (State::refusalRule).
  std::vector<std::string> refusalRules;
  GameTraits traits;
};

class GameBase : public Game {
 public:
  // Reads a snapshot or scenario's own fields (the game's snapshot.cpp), for Game::fromJson.
  using Reader = std::unique_ptr<State> (*)(const Game& game, const Json& json);

  GameBase(GameInfo info, Reader read) : info_(std::move(info)), read_(read) {}

  std::string_view id() const final { return info_.id; }
  std::string_view name() const final { return info_.name; }
  std::string_view summary() const final { return info_.summary; }
  int minPlayers() const final { return info_.minPlayers; }
  int maxPlayers() const final { return info_.maxPlayers; }
  std::vector<OptionSpec> options() const final { return info_.options; }
  std::vector<RuleSpec> rules() const final { return info_.rules; }
  std::vector<std::string> refusalRules() const final { return info_.refusalRules; }
  const GameTraits& traits() const final { return info_.traits; }

 protected:
  std::unique_ptr<State> readSnapshot(const Json& json) const final { return read_(*this, json); }

 private:
  GameInfo info_;
  Reader read_;
};

// A game module whose state class StateT deals itself from a Setup (StateT::deal reads the options).
template <class StateT>
class GameModule : public GameBase {
 public:
  using GameBase::GameBase;

 protected:
  // Game::newGame has checked the player count and the names.
  std::unique_ptr<State> deal(const Setup& setup) const final {
    auto state = std::make_unique<StateT>(*this);
    state->deal(setup);
    return state;
  }
};

}  // namespace vb::common
