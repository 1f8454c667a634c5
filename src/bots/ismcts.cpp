#include "bots/ismcts.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>

namespace vb::bots {

namespace {

// An action tried from a node. `weight` is its prior before normalisation, exp(change / temperature)
// relative to the node's first best change; `available` counts the iterations whose determinization
// offered it (the ISMCTS availability count: an action illegal in most worlds is not explored as if it
// had been passed over in all of them).
struct Edge {
  ActionId action = 0;
  double weight = 1;
  int visits = 0;
  int available = 0;
  double total = 0;   // the results of the node's mover through this edge
  double shares = 0;  // its shares of the win
  int child = -1;
};

// A node is one engine decision, whoever makes it; its edges are kept sorted by action.
struct Node {
  std::vector<Edge> edges;
  double reference = 0;  // the score change that weighs 1
  bool hasReference = false;
  int visits = 0;
  double total = 0;
};

int ownScore(const State& s, int seat) { return s.total(seat); }

class Search {
 public:
  Search(const IsmctsConfig& config, Rng& rng) : config_(config), rng_(rng) { nodes_.emplace_back(); }

  // One iteration: a fresh determinization for `me`, a descent through the actions legal in it, one new
  // node, a playout, and the results carried back up.
  void iterate(const State& root, int me) {
    std::unique_ptr<State> s = root.resample(me, rng_);
    struct Step {
      int node, edge, mover;
    };
    std::vector<Step> path;
    int node = 0, leaf = -1, leafMover = -1;
    while (!s->isOver()) {
      if (node != 0 && nodes_[static_cast<std::size_t>(node)].visits < config_.expand) {
        leaf = node;
        leafMover = s->currentPlayer();
        break;
      }
      const int mover = s->currentPlayer();
      const std::vector<int> offered = available(node, *s);
      const int e = select(nodes_[static_cast<std::size_t>(node)], offered);
      path.push_back({node, e, mover});
      Edge& edge = nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(e)];
      s->apply(edge.action);
      if (edge.child < 0) {
        edge.child = static_cast<int>(nodes_.size());
        nodes_.emplace_back();  // edge is not used after this: the vector may have moved
      }
      node = nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(e)].child;
    }
    if (leaf < 0 && node != 0 && s->isOver()) leaf = node;
    const SeatResults outcome = playout(*s);
    const std::vector<double>& results = outcome.result;
    if (leaf >= 0) {
      Node& n = nodes_[static_cast<std::size_t>(leaf)];
      ++n.visits;
      if (leafMover >= 0) n.total += results[static_cast<std::size_t>(leafMover)];
    }
    for (const Step& step : path) {
      Node& n = nodes_[static_cast<std::size_t>(step.node)];
      Edge& edge = n.edges[static_cast<std::size_t>(step.edge)];
      const double r = results[static_cast<std::size_t>(step.mover)];
      ++edge.visits;
      edge.total += r;
      edge.shares += outcome.share[static_cast<std::size_t>(step.mover)];
      ++n.visits;
      n.total += r;
    }
  }

  std::vector<RootStat> rootStats() const {
    std::vector<RootStat> out;
    for (const Edge& e : nodes_.front().edges)
      if (e.visits > 0) out.push_back({e.action, e.visits, e.total / e.visits, e.shares / e.visits});
    std::sort(out.begin(), out.end(), [](const RootStat& a, const RootStat& b) {
      if (a.visits != b.visits) return a.visits > b.visits;
      if (a.meanResult != b.meanResult) return a.meanResult > b.meanResult;
      return a.action < b.action;
    });
    return out;
  }

 private:
  // The node's edges for the actions legal in `s` (indices into node.edges), making the missing ones.
  std::vector<int> available(int index, const State& s) {
    const std::vector<ActionId> legal = s.legalActions();
    std::vector<ActionId> missing;
    {
      const auto& edges = nodes_[static_cast<std::size_t>(index)].edges;
      std::size_t i = 0;
      for (ActionId a : legal) {
        while (i < edges.size() && edges[i].action < a) ++i;
        if (i == edges.size() || edges[i].action != a) missing.push_back(a);
      }
    }
    if (!missing.empty()) addEdges(nodes_[static_cast<std::size_t>(index)], s, missing);
    std::vector<int> offered;
    offered.reserve(legal.size());
    auto& edges = nodes_[static_cast<std::size_t>(index)].edges;
    std::size_t i = 0;
    for (ActionId a : legal) {
      while (edges[i].action < a) ++i;
      ++edges[i].available;
      offered.push_back(static_cast<int>(i));
    }
    return offered;
  }

  void addEdges(Node& node, const State& s, const std::vector<ActionId>& actions) {
    std::vector<double> change(actions.size(), 0.0);
    if (config_.prior && actions.size() > 1) {
      const int mover = s.currentPlayer();
      const int before = ownScore(s, mover);
      for (std::size_t i = 0; i < actions.size(); ++i) {
        auto next = s.clone();
        next->apply(actions[i]);
        change[i] = ownScore(*next, mover) - before;
      }
      if (!node.hasReference) {
        node.reference = *std::max_element(change.begin(), change.end());
        node.hasReference = true;
      }
    }
    for (std::size_t i = 0; i < actions.size(); ++i) {
      Edge e;
      e.action = actions[i];
      // Capped so that a later world's far better move cannot overflow the weights.
      e.weight =
          config_.prior ? std::exp(std::min(30.0, (change[i] - node.reference) / config_.temperature)) : 1;
      node.edges.push_back(e);
    }
    std::sort(node.edges.begin(), node.edges.end(),
              [](const Edge& a, const Edge& b) { return a.action < b.action; });
  }

  int select(const Node& node, const std::vector<int>& offered) {
    if (offered.size() == 1) return offered.front();
    return config_.prior ? selectPuct(node, offered) : selectUcb(node, offered);
  }

  // PUCT (Silver et al. 2017) with the visits of the offered edges standing for the parent's, and
  // an untried edge valued at the node's mean so far (first-play urgency).
  int selectPuct(const Node& node, const std::vector<int>& offered) const {
    double weights = 0;
    int visits = 0;
    for (int i : offered) {
      weights += node.edges[static_cast<std::size_t>(i)].weight;
      visits += node.edges[static_cast<std::size_t>(i)].visits;
    }
    const double fpu = node.visits > 0 ? node.total / node.visits : 0.5;
    const double explore = config_.c * std::sqrt(static_cast<double>(visits) + 1) / weights;
    int best = offered.front();
    double bestValue = -std::numeric_limits<double>::infinity();
    for (int i : offered) {
      const Edge& e = node.edges[static_cast<std::size_t>(i)];
      const double q = e.visits > 0 ? e.total / e.visits : fpu;
      const double value = q + explore * e.weight / (1.0 + e.visits);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best;
  }

  // UCB1 over availability counts (Cowling et al.): untried edges first, drawn at random.
  int selectUcb(const Node& node, const std::vector<int>& offered) {
    std::vector<int> untried;
    for (int i : offered)
      if (node.edges[static_cast<std::size_t>(i)].visits == 0) untried.push_back(i);
    if (!untried.empty()) return untried[rng_.below(untried.size())];
    int best = offered.front();
    double bestValue = -std::numeric_limits<double>::infinity();
    for (int i : offered) {
      const Edge& e = node.edges[static_cast<std::size_t>(i)];
      const double value =
          e.total / e.visits + config_.c * std::sqrt(std::log(static_cast<double>(e.available)) / e.visits);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best;
  }

  // Plays on with the best of k random legal actions by the mover's own-score change, to the end or
  // for config_.depth decisions; returns every seat's result.
  SeatResults playout(State& s) {
    std::unique_ptr<State> owned;
    State* at = &s;
    for (int steps = 0; !at->isOver() && (config_.depth == 0 || steps < config_.depth); ++steps) {
      const std::vector<ActionId> legal = at->legalActions();
      if (config_.k <= 1 || legal.size() == 1) {
        at->apply(legal[rng_.below(legal.size())]);
        continue;
      }
      const int mover = at->currentPlayer();
      std::unique_ptr<State> best;
      int bestScore = std::numeric_limits<int>::min();
      const int draws = std::min<int>(config_.k, static_cast<int>(legal.size()));
      for (int j = 0; j < draws; ++j) {
        // With no more actions than draws, each is weighed once rather than drawn.
        const ActionId a = static_cast<int>(legal.size()) <= config_.k ? legal[static_cast<std::size_t>(j)]
                                                                       : legal[rng_.below(legal.size())];
        auto next = at->clone();
        next->apply(a);
        const int score = ownScore(*next, mover);
        if (score > bestScore) {
          bestScore = score;
          best = std::move(next);
        }
      }
      owned = std::move(best);
      at = owned.get();
    }
    return seatResults(*at, config_.margin);
  }

  IsmctsConfig config_;
  Rng& rng_;
  std::vector<Node> nodes_;
};

}  // namespace

SeatResults seatResults(const State& state, double margin) {
  const ScoreSheet sheet = state.scoreSheet();
  const std::size_t n = sheet.players.size();
  std::vector<double> totals(n);
  double top = -std::numeric_limits<double>::infinity(), magnitude = 0;
  for (std::size_t i = 0; i < n; ++i) {
    totals[i] = sheet.players[i].total;
    top = std::max(top, totals[i]);
    magnitude = std::max(magnitude, std::abs(totals[i]));
  }
  // Margins are weighed against the size of the scores, so one formula serves games scored in tens
  // and in hundreds.
  const double scale = std::max(4.0, 0.15 * magnitude);
  std::vector<double> share(n, 0.0);
  if (state.isOver()) {
    std::vector<int> winners = sheet.winners;
    if (winners.empty())
      for (std::size_t i = 0; i < n; ++i)
        if (totals[i] == top) winners.push_back(static_cast<int>(i));
    for (int w : winners) share[static_cast<std::size_t>(w)] = 1.0 / static_cast<double>(winners.size());
  } else {
    // A cut-off playout: the chance of winning from here, guessed from the provisional totals.
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i) sum += share[i] = std::exp((totals[i] - top) / scale);
    for (double& s : share) s /= sum;
  }
  SeatResults out{std::vector<double>(n), share};
  for (std::size_t i = 0; i < n; ++i) {
    double best = -std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < n; ++j)
      if (j != i) best = std::max(best, totals[j]);
    out.result[i] = (1 - margin) * share[i] + margin * 0.5 * (1 + std::tanh((totals[i] - best) / scale));
  }
  return out;
}

std::vector<RootStat> searchRoot(const State& state, const IsmctsConfig& config, Rng& rng,
                                 const std::atomic<bool>* stop) {
  const int me = state.currentPlayer();
  Search search(config, rng);
  const auto start = std::chrono::steady_clock::now();
  // One iteration always runs, so that a search stopped at once still names a legal action.
  for (int i = 0; i < config.iterations; ++i) {
    if (i > 0 && stop != nullptr && stop->load(std::memory_order_relaxed)) break;
    if (i > 0 && config.seconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > config.seconds)
      break;
    search.iterate(state, me);
  }
  return search.rootStats();
}

}  // namespace vb::bots
