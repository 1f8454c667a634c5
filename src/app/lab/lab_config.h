// A run of the playtesting lab as the Lab window sets it up and as a config file gives it
// (README.md#playtesting-lab, docs/lab-app.md):
//   {"game": "garden", "players": 3, "bots": ["greedy", "random", "greedy"], "games": 60, "seed": 3,
//    "variant": "big-bonus.json", "options": {"first": "0"}}
#pragma once

#include <QString>
#include <cstdint>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/lab/lab.h"

namespace vb::app {

struct LabConfig {
  std::string game = "garden";    // the game's id
  std::vector<std::string> bots;  // one bot name a seat; its size is the player count
  int games = 100;
  std::uint64_t seed = 1;
  vb::Options options;  // only options the game declares; the rest take their defaults
  vb::Variant variant;  // empty: the published rules
};

// Reads a config file. "game" and "bots" are required; "players" (default: the bots given) makes a
// shorter list of bots repeat its last; "games" defaults to 100, "seed" to 1; "variant" is a
// variant file's path, relative to the config file. Throws vb::InputError with one line naming the
// file and the field ("lab.json: bots[1]: 'grumpy': no such bot").
LabConfig readLabConfig(const QString& path);

// The lab's plan for a config, checked (Plan::check); throws vb::InputError naming the field.
vb::lab::Plan planFor(const LabConfig& config);

}  // namespace vb::app
