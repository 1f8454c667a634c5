#include <algorithm>
#include <charconv>
#include <limits>
#include <optional>

#include "bots/ismcts.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb {

namespace {

class RandomBot final : public Bot {
 public:
  std::string_view name() const override { return "random"; }
  ActionId choose(const State& state, Rng& rng) override {
    const auto legal = state.legalActions();
    return legal[rng.below(legal.size())];
  }
};

// Looks one decision ahead at its own provisional score; it never reads another seat's secrets
// because a seat's own score after its own decision depends only on what that seat can see.
class GreedyBot final : public Bot {
 public:
  std::string_view name() const override { return "greedy"; }
  ActionId choose(const State& state, Rng& rng) override {
    const int me = state.currentPlayer();
    const auto legal = state.legalActions();
    int best = 0;
    std::vector<ActionId> bestActions;
    for (ActionId a : legal) {
      auto next = state.clone();
      next->apply(a);
      const int score = next->total(me);
      if (bestActions.empty() || score > best) {
        best = score;
        bestActions.assign(1, a);
      } else if (score == best) {
        bestActions.push_back(a);
      }
    }
    return bestActions[rng.below(bestActions.size())];
  }
};

// The levels: their budgets in iterations are each game's (GameTraits::searchBudgets, measured in
// docs/bots.md so that on the reference 2-core machine the median decision takes at most 0.05 s
// (easy), 0.25 s (medium) and 1.0 s (hard)).
struct Level {
  std::string_view word, label;
};
// The labels are shown translated (botLabel); the words are names in --bots and saves.
constexpr Level kLevels[] = {{"easy", VB_N("Easy")}, {"medium", VB_N("Normal")}, {"hard", VB_N("Hard")}};
constexpr int kMedium = 1, kHard = 2;

// What an "ismcts..." name asks for: a level (its budget then depends on the game) or a budget of its
// own, and the search's settings.
struct IsmctsSpec {
  int level = kMedium;
  bool ownBudget = false;  // iterations or seconds given
  bool ownIterations = false;
  bool settings = false;  // anything but the level given
  bots::IsmctsConfig config;

  bool ownMargin = false;

  bots::IsmctsConfig configFor(const State& state) const {
    bots::IsmctsConfig c = config;
    const GameTraits& traits = state.game().traits();
    if (!ownBudget) c.iterations = traits.searchBudgets[static_cast<std::size_t>(level)];
    if (!ownMargin) c.margin = traits.searchMargin;
    return c;
  }
};

// Searches only resamples of the state for its own seat (bots/ismcts.h), so it cannot read a secret.
class IsmctsBot final : public Bot {
 public:
  IsmctsBot(std::string name, const IsmctsSpec& spec) : name_(std::move(name)), spec_(spec) {}
  std::string_view name() const override { return name_; }
  ActionId choose(const State& state, Rng& rng) override {
    return bots::searchRoot(state, spec_.configFor(state), rng, stop_).front().action;
  }
  void setStop(const std::atomic<bool>* stop) override { stop_ = stop; }

 private:
  std::string name_;
  IsmctsSpec spec_;
  const std::atomic<bool>* stop_ = nullptr;
};

constexpr std::string_view kIsmcts = "ismcts";
constexpr int kMaxIterations = 1000000;

std::string knownBots() {
  std::string out;
  for (const auto& n : botNames()) out += (out.empty() ? "" : ", ") + n;
  return out + ", ismcts:iterations=N";
}

template <class T>
T readNumber(std::string_view name, std::string_view key, std::string_view text, T low, T high,
             const char* what) {
  T value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || !(value >= low) ||
      !(value <= high))
    throw InputError(tx("bot {1}: {2} must be {3}", quote(name), key, tx(what)));
  return value;
}

// Applies one "KEY=VALUE" setting or level word of an ismcts name to `spec`.
void readSetting(std::string_view name, std::string_view item, IsmctsSpec& spec) {
  for (int l = 0; l < 3; ++l)
    if (item == kLevels[l].word) {
      spec.level = l;
      return;
    }
  const auto eq = item.find('=');
  if (eq == std::string_view::npos)
    throw InputError(tx("bot {1}: {2} is neither a level (easy, medium, hard) nor a KEY=VALUE setting",
                        quote(name), quote(item)));
  const std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
  bots::IsmctsConfig& config = spec.config;
  spec.settings = true;
  if (key == "iterations") {
    config.iterations =
        readNumber(name, key, value, 1, kMaxIterations, VB_N("a whole number from 1 to 1000000"));
    spec.ownBudget = true;
    spec.ownIterations = true;
  } else if (key == "c") {
    config.c = readNumber(name, key, value, 0.0, 100.0, VB_N("a number from 0 to 100"));
  } else if (key == "k") {
    config.k = readNumber(name, key, value, 1, 1000, VB_N("a whole number from 1 to 1000"));
  } else if (key == "depth") {
    config.depth =
        readNumber(name, key, value, 0, 100000, VB_N("a whole number from 0 (to the end) to 100000"));
  } else if (key == "expand") {
    config.expand = readNumber(name, key, value, 0, 100000, VB_N("a whole number from 0 to 100000"));
  } else if (key == "seconds") {
    // 0 would mean no time limit at all (a game that may never end): the least is a hair above it.
    config.seconds = readNumber(name, key, value, std::numeric_limits<double>::min(), 3600.0,
                                VB_N("a number of seconds above 0, at most 3600"));
    if (!spec.ownBudget) config.iterations = kMaxIterations;
    spec.ownBudget = true;
  } else if (key == "margin") {
    config.margin = readNumber(name, key, value, 0.0, 1.0, VB_N("a number from 0 to 1"));
    spec.ownMargin = true;
  } else if (key == "temperature") {
    config.temperature = readNumber(name, key, value, 0.01, 1000.0, VB_N("a number from 0.01 to 1000"));
  } else if (key == "prior") {
    if (value != "on" && value != "off")
      throw InputError(tx("bot {1}: prior must be on or off", quote(name)));
    config.prior = value == "on";
  } else {
    throw InputError(tx(
        "bot {1}: unknown setting {2} (iterations, seconds, c, k, depth, expand, margin, temperature, prior)",
        quote(name), quote(key)));
  }
}

// What an "ismcts[:ITEM]..." name asks for; nullopt for a name of another family.
std::optional<IsmctsSpec> ismctsSpec(std::string_view name) {
  if (name.substr(0, kIsmcts.size()) != kIsmcts) return std::nullopt;
  std::string_view rest = name.substr(kIsmcts.size());
  IsmctsSpec spec;  // "ismcts" alone: the medium level
  if (rest.empty()) return spec;
  if (rest.front() != ':') return std::nullopt;
  rest.remove_prefix(1);
  // Settings are parted by ':' rather than ',', which parts the bots of a --bots list.
  for (;;) {
    const auto colon = rest.find(':');
    readSetting(name, rest.substr(0, colon), spec);
    if (colon == std::string_view::npos) break;
    rest.remove_prefix(colon + 1);
  }
  return spec;
}

}  // namespace

std::vector<std::string> botNames() {
  std::vector<std::string> names = {"random", "greedy"};
  for (const Level& level : kLevels) names.push_back(std::string(kIsmcts) + ":" + std::string(level.word));
  return names;
}

std::unique_ptr<Bot> makeBot(std::string_view name) {
  if (name == "random") return std::make_unique<RandomBot>();
  if (name == "greedy") return std::make_unique<GreedyBot>();
  if (const auto spec = ismctsSpec(name)) return std::make_unique<IsmctsBot>(std::string(name), *spec);
  throw InputError(tx("bot {1}: no such bot ({2})", quote(name), knownBots()));
}

bool isBotName(std::string_view name) {
  try {
    makeBot(name);
    return true;
  } catch (const InputError&) {
    return false;
  }
}

std::string botLabel(std::string_view name) {
  if (name == "random") return tx("Random");
  if (name == "greedy") return tx("Greedy");
  try {
    if (const auto spec = ismctsSpec(name)) {
      if (!spec->settings) return tx(kLevels[spec->level].label);
      if (spec->ownIterations) return tx("Custom ({1} iterations)", spec->config.iterations);
      return tx("Custom ({1})", tx(kLevels[spec->level].label));
    }
  } catch (const InputError&) {
  }
  return std::string(name);
}

std::vector<HintMove> hintMoves(const State& state, int count, std::uint64_t seed,
                                const std::atomic<bool>* stop) {
  if (state.isOver() || count <= 0) return {};
  IsmctsSpec hard;
  hard.level = kHard;
  const bots::IsmctsConfig config = hard.configFor(state);
  Rng rng(seed);
  std::vector<HintMove> out;
  for (const bots::RootStat& s : bots::searchRoot(state, config, rng, stop)) {
    if (static_cast<int>(out.size()) == count) break;
    out.push_back({s.action, s.meanShare, s.visits});
  }
  return out;
}

}  // namespace vb
