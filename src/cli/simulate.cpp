// veggiebox-cli simulate: many games between bots, the seats rotated, in parallel, with results that
// do not depend on the number of threads (docs/cli.md#simulate).
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "commands.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/quote.h"

namespace vb::cli {

namespace {

constexpr int kMaxGames = 1000000;
constexpr int kMaxThreads = 256;

// SplitMix64's finaliser: the seeds of game i and of its seats' bots from the one --seed, so that each
// game is the same whichever thread plays it.
std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  std::uint64_t z = a + 0x9E3779B97F4A7C15ULL * (b + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

int readCount(const std::string& option, const std::string& text, int high, const char* what) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 1 || value > high)
    throw InputError(option + " " + quote(text) + ": must be a whole number of " + what + " from 1 to " +
                     std::to_string(high));
  return value;
}

// One finished game: by seat, the bot (an index into the line-up), the final total, the share of the
// win, and the seconds each decision took.
struct GameResult {
  std::vector<int> bot;
  std::vector<int> total;
  std::vector<double> share;
  std::vector<std::vector<double>> seconds;
};

struct Plan {
  const Game* game = nullptr;
  Setup setup;                      // names, seed and options; the seed is --seed
  std::vector<std::string> lineup;  // one bot name a seat
  int games = 0;
};

// Game i deals deal i / P (each deal is played once with every rotation, which halves the luck of the
// deal in a two-bot match) and seats line-up entry j at seat (j - i) mod P.
GameResult playOne(const Plan& plan, int index) {
  const int players = static_cast<int>(plan.lineup.size());
  Setup setup = plan.setup;
  setup.seed = mix(plan.setup.seed, static_cast<std::uint64_t>(index / players));
  auto state = plan.game->newGame(setup);
  GameResult r;
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Rng> rngs;
  for (int seat = 0; seat < players; ++seat) {
    r.bot.push_back((seat + index) % players);
    bots.push_back(makeBot(plan.lineup[static_cast<std::size_t>(r.bot.back())]));
    rngs.emplace_back(mix(mix(plan.setup.seed ^ 0xB0755EEDB0755EEDULL, static_cast<std::uint64_t>(index)),
                          static_cast<std::uint64_t>(seat)));
  }
  r.seconds.resize(static_cast<std::size_t>(players));
  const int limit = plan.game->maxDecisions(players);
  for (int decisions = 0; !state->isOver(); ++decisions) {
    const int seat = state->currentPlayer();
    if (decisions >= limit || seat < 0 || seat >= players)
      throw std::runtime_error("game " + std::to_string(index) +
                               " did not end as the engine promises (an engine bug)");
    const auto start = std::chrono::steady_clock::now();
    const ActionId action =
        bots[static_cast<std::size_t>(seat)]->choose(*state, rngs[static_cast<std::size_t>(seat)]);
    r.seconds[static_cast<std::size_t>(seat)].push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (const Outcome o = state->apply(action); !o)
      throw std::runtime_error("bot " + quote(bots[static_cast<std::size_t>(seat)]->name()) + " chose " +
                               quote(state->actionText(action)) + ", which was refused: " + o.reason);
  }
  const ScoreSheet sheet = state->scoreSheet();
  r.share.assign(static_cast<std::size_t>(players), 0.0);
  for (const auto& p : sheet.players) r.total.push_back(p.total);
  for (int w : sheet.winners)
    r.share[static_cast<std::size_t>(w)] = 1.0 / static_cast<double>(sheet.winners.size());
  return r;
}

// Plays every game over `threads` threads; results[i] is game i's whatever thread played it.
std::vector<GameResult> playAll(const Plan& plan, int threads, bool progress) {
  std::vector<GameResult> results(static_cast<std::size_t>(plan.games));
  std::atomic<int> next{0}, done{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex errorMutex;
  auto work = [&] {
    for (int i; !failed && (i = next++) < plan.games;) {
      try {
        results[static_cast<std::size_t>(i)] = playOne(plan, i);
      } catch (...) {
        const std::lock_guard lock(errorMutex);
        if (!error) error = std::current_exception();
        failed = true;
      }
      ++done;
    }
  };
  {
    std::vector<std::jthread> pool;
    pool.reserve(static_cast<std::size_t>(threads));
    for (int t = 0; t < threads; ++t) pool.emplace_back(work);
    if (progress) {
      while (done < plan.games && !failed) {
        const int d = done;
        const int bar = 30 * d / plan.games;
        std::fprintf(stderr, "\r[%s%s] %d/%d games", std::string(static_cast<std::size_t>(bar), '#').c_str(),
                     std::string(static_cast<std::size_t>(30 - bar), '.').c_str(), d, plan.games);
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
      }
      std::fprintf(stderr, "\r%60s\r", "");
    }
  }
  if (error) std::rethrow_exception(error);
  return results;
}

// The Wilson score interval for a proportion at 95%.
std::pair<double, double> wilson(double wins, double n) {
  if (n <= 0) return {0, 1};
  const double z = 1.959964, p = wins / n, z2n = z * z / n;
  const double centre = (p + z2n / 2) / (1 + z2n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  const std::size_t mid = v.size() / 2;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
  const double upper = v[mid];
  if (v.size() % 2 == 1) return upper;
  return (upper + *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid))) / 2;
}

double round4(double x) { return std::round(x * 1e4) / 1e4; }

struct Tally {
  std::string bot;
  int games = 0;
  double wins = 0;
  long long points = 0;
  std::vector<double> seconds;
};

using OrderedJson = nlohmann::ordered_json;

OrderedJson report(const Plan& plan, const std::vector<GameResult>& results, double wall, int threads) {
  const int players = static_cast<int>(plan.lineup.size());
  // One row a distinct bot name, in the order of the line-up.
  std::vector<Tally> bots;
  std::vector<int> row;
  for (const auto& name : plan.lineup) {
    auto it = std::find_if(bots.begin(), bots.end(), [&](const Tally& t) { return t.bot == name; });
    if (it == bots.end()) {
      it = bots.insert(bots.end(), Tally{});
      it->bot = name;
    }
    row.push_back(static_cast<int>(it - bots.begin()));
  }
  std::vector<Tally> seats(static_cast<std::size_t>(players));
  for (const GameResult& g : results)
    for (std::size_t s = 0; s < g.bot.size(); ++s) {
      for (Tally* t : {&bots[static_cast<std::size_t>(row[static_cast<std::size_t>(g.bot[s])])], &seats[s]}) {
        ++t->games;
        t->wins += g.share[s];
        t->points += g.total[s];
      }
      auto& sec = bots[static_cast<std::size_t>(row[static_cast<std::size_t>(g.bot[s])])].seconds;
      sec.insert(sec.end(), g.seconds[s].begin(), g.seconds[s].end());
    }
  OrderedJson out;
  out["game"] = std::string(plan.game->id());
  out["games"] = plan.games;
  out["seed"] = plan.setup.seed;
  out["bots"] = OrderedJson::array();
  OrderedJson timing;
  timing["threads"] = threads;
  timing["wall_seconds"] = round4(wall);
  timing["bots"] = OrderedJson::array();
  for (const Tally& t : bots) {
    const auto [lo, hi] = wilson(t.wins, t.games);
    out["bots"].push_back({{"bot", t.bot},
                           {"games", t.games},
                           {"wins", t.wins},
                           {"win_rate", round4(t.wins / t.games)},
                           {"ci95", {round4(lo), round4(hi)}},
                           {"mean_score", round4(static_cast<double>(t.points) / t.games)}});
    double sum = 0, most = 0;
    for (double x : t.seconds) {
      sum += x;
      most = std::max(most, x);
    }
    const double n = static_cast<double>(t.seconds.size());
    timing["bots"].push_back({{"bot", t.bot},
                              {"decisions", t.seconds.size()},
                              {"median_seconds", median(t.seconds)},
                              {"mean_seconds", n > 0 ? sum / n : 0.0},
                              {"max_seconds", most}});
  }
  out["seats"] = OrderedJson::array();
  for (std::size_t s = 0; s < seats.size(); ++s)
    out["seats"].push_back({{"seat", s},
                            {"wins", seats[s].wins},
                            {"win_rate", round4(seats[s].wins / seats[s].games)},
                            {"mean_score", round4(static_cast<double>(seats[s].points) / seats[s].games)}});
  out["timing"] = timing;
  return out;
}

std::string percent(double x) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100 * x);
  return buf;
}

std::string fixed(double x, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

std::string pad(std::string text, std::size_t w, bool left = false) {
  if (text.size() >= w) return text;
  return left ? text + std::string(w - text.size(), ' ') : std::string(w - text.size(), ' ') + text;
}

std::string textReport(const OrderedJson& r, const Plan& plan) {
  std::size_t nameWidth = 3;
  for (const auto& b : r["bots"]) nameWidth = std::max(nameWidth, b["bot"].get<std::string>().size());
  std::string out = std::string(plan.game->name()) + ": " + std::to_string(plan.games) + " games, " +
                    std::to_string(plan.lineup.size()) + " players, seed " + std::to_string(plan.setup.seed) +
                    ", seats rotated\n\n";
  out +=
      pad("Bot", nameWidth, true) + "  Games     Wins  Win rate  95% interval     Mean score  s/decision\n";
  for (std::size_t i = 0; i < r["bots"].size(); ++i) {
    const auto& b = r["bots"][i];
    const auto& t = r["timing"]["bots"][i];
    out += pad(b["bot"].get<std::string>(), nameWidth, true) + pad(std::to_string(b["games"].get<int>()), 7) +
           pad(fixed(b["wins"].get<double>(), 1), 9) + pad(percent(b["win_rate"].get<double>()), 10) + "  " +
           pad(percent(b["ci95"][0].get<double>()) + "-" + percent(b["ci95"][1].get<double>()), 13, true) +
           pad(fixed(b["mean_score"].get<double>(), 1), 14) +
           pad(fixed(t["median_seconds"].get<double>(), 4), 12) + "\n";
  }
  out += "\nSeat  Wins  Win rate  Mean score\n";
  for (const auto& s : r["seats"])
    out += pad(std::to_string(s["seat"].get<int>()), 4) + pad(fixed(s["wins"].get<double>(), 1), 6) +
           pad(percent(s["win_rate"].get<double>()), 10) + pad(fixed(s["mean_score"].get<double>(), 1), 12) +
           "\n";
  out += "\nA shared win counts 1/k. s/decision: the median seconds a decision took. " +
         fixed(r["timing"]["wall_seconds"].get<double>(), 1) + " s on " +
         std::to_string(r["timing"]["threads"].get<int>()) + " threads.\n";
  return out;
}

}  // namespace

std::string simulateCommand(const SimulateArgs& args) {
  Plan plan;
  plan.game = &gameNamed(args.start.game);
  if (args.bots.empty()) throw InputError("--bots: name at least one bot");
  plan.games = readCount("--games", args.games, kMaxGames, "games");
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const int threads = args.threads ? readCount("--threads", *args.threads, kMaxThreads, "threads")
                                   : static_cast<int>(std::min<unsigned>(cores, kMaxThreads));
  plan.setup = makeSetup(*plan.game, args.start, static_cast<int>(args.bots.size()));
  const std::size_t players = plan.setup.names.size();
  if (args.bots.size() > players)
    throw InputError("--bots: " + std::to_string(args.bots.size()) + " bots for " + std::to_string(players) +
                     " players");
  for (std::size_t seat = 0; seat < players; ++seat) {
    const std::string& name = args.bots[std::min(seat, args.bots.size() - 1)];
    if (!isBotName(name)) {
      try {
        makeBot(name);
      } catch (const InputError& e) {
        throw InputError("--bots: " + std::string(e.what()));
      }
    }
    plan.lineup.push_back(name);
  }

  const auto start = std::chrono::steady_clock::now();
  const auto results = playAll(plan, std::min(threads, plan.games), ::isatty(STDERR_FILENO) != 0);
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const OrderedJson r = report(plan, results, wall, threads);
  return args.json ? r.dump(2) + "\n" : textReport(r, plan);
}

}  // namespace vb::cli
