// Single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012) through the engine
// contract alone: docs/bots.md explains the choices and the measurements behind the defaults.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/core/random.h"

namespace vb::bots {

struct IsmctsConfig {
  int iterations = 400;
  // A limit in seconds a decision as well, for comparing settings at equal time (docs/bots.md); 0: none.
  // Machine-dependent, so no level uses it.
  double seconds = 0;
  // The exploration constant of the selection formula (PUCT with `prior`, else UCB1).
  double c = 1.0;
  // PUCT over the engine's immediate own-score change (softmax at `temperature` points); off: plain
  // UCB1 with every untried action first, in random order.
  bool prior = true;
  double temperature = 1.0;
  // Playout policy: the best of `k` legal actions drawn at random, by the mover's immediate own-score
  // change (k = 1: uniformly random).
  int k = 4;
  // A node other than the root is searched through (its actions weighed and selected) from its
  // `expand`-th visit; before that it is a leaf and a playout starts there. Weighing every action
  // costs ~1 ms in Veggies (670 placements), so this keeps the cost where the search comes back.
  int expand = 16;
  // Playouts stop after this many decisions and the position is judged by its provisional scores;
  // 0: play to the end.
  int depth = 0;

  // The weight of the score margin in a result (seatResults); the rest is the share of the win.
  double margin = 0.1;

  bool operator==(const IsmctsConfig&) const = default;
};

// One root action after a search.
struct RootStat {
  ActionId action;
  int visits;
  double meanResult;  // of the seat to move at the root, in [0, 1]
  double meanShare;   // its mean share of the win (1/k for a k-way shared win): how often it wins
};

// Searches for state.currentPlayer() from resamples of `state` only; the state is not over. Returns
// the root actions, most visited first (ties: higher mean, then lower id). Stops early when *stop.
std::vector<RootStat> searchRoot(const State& state, const IsmctsConfig& config, Rng& rng,
                                 const std::atomic<bool>* stop);

// The result of each seat at the end of a game (or judged from provisional totals), in [0, 1]: the
// share of the win (1/k for a k-way shared win) weighed 1 - margin, and the margin over the best other
// seat, 0.5 * (1 + tanh(margin / scale)), weighed `margin`.
struct SeatResults {
  std::vector<double> result;  // what the search maximises
  std::vector<double> share;   // the share of the win alone (estimated from the totals when cut off)
};
SeatResults seatResults(const State& state, double margin);

}  // namespace vb::bots
