// fuzz_make_corpus OUTDIR: writes the seed corpora of the fuzz targets into OUTDIR/<target>/
// (tests/fuzz/corpus is its output, checked in). Deterministic: the same engine writes the same files.
// Run by hand after a change to the engine's formats or to vbfuzz::fixedStates():
//   build-fuzz/tests/fuzz/fuzz_make_corpus tests/fuzz/corpus
#include <filesystem>
#include <iostream>

#include "fuzz_common.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/random.h"

namespace fs = std::filesystem;

namespace {

fs::path root;
int written = 0;

void put(const std::string& target, const std::string& name, const std::string& bytes) {
  const fs::path dir = root / target;
  fs::create_directories(dir);
  std::ofstream out(dir / name, std::ios::binary);
  out << bytes;
  ++written;
}

std::string source(const std::string& rel) {
  return vbfuzz::readFileOrEmpty(std::string(VEGGIEBOX_SOURCE_DIR) + "/" + rel);
}

// Plays with bots, recording the action texts; stops after `stop` decisions or at the end.
std::vector<std::string> playBots(vb::State& s, const std::vector<std::string>& bots, std::uint64_t seed,
                                  int stop) {
  vb::Rng rng(seed);
  std::vector<std::unique_ptr<vb::Bot>> players;
  for (const auto& b : bots) players.push_back(vb::makeBot(b));
  std::vector<std::string> texts;
  for (int i = 0; i < stop && !s.isOver(); ++i) {
    const vb::ActionId a = players[s.currentPlayer() % players.size()]->choose(s, rng);
    texts.push_back(s.actionText(a));
    vbfuzz::require(s.apply(a).ok, "a bot's action was refused", &s);
  }
  return texts;
}

void stateSeeds() {
  struct Plan {
    const char* game;
    int players;
    std::uint64_t seed;
    vb::Options options;
    std::vector<int> points;  // decisions after which to write the state
  };
  const Plan plans[] = {
      {"veggies", 2, 7, {}, {0, 2, 9, 1000}},
      {"veggies", 3, 11, {{"scoring", "all-spaces"}}, {3, 14}},
      {"veggies", 4, 2026, {{"first", "2"}}, {20}},
      {"garden", 2, 7, {}, {0, 1, 9, 1000}},
      {"garden", 3, 5, {{"removed", "potato"}}, {4, 15}},
      {"garden", 4, 2026, {{"first", "random"}}, {22}},
      {"vegetables", 4, 7, {{"hands", "1"}}, {0, 6, 40, 1000}},
      {"vegetables", 4, 2026, {{"hands", "2"}, {"start", "rotate"}}, {90}},
  };
  for (const Plan& p : plans) {
    auto s = vbfuzz::newGame(p.game, p.players, p.seed, p.options);
    int done = 0;
    for (int point : p.points) {
      playBots(*s, {"greedy", "random"}, p.seed + done, point - done);
      done = point;
      const std::string name = std::string(p.game) + "-" + std::to_string(p.players) + "p-seed" +
                               std::to_string(p.seed) +
                               (s->isOver() ? "-over" : "-at" + std::to_string(point));
      put("fuzz_state", name + ".json", s->toJson().dump());
    }
  }
  for (const char* rel :
       {"tests/data/veggies/worked-example.json", "tests/data/garden/worked-example.json"}) {
    const std::string text = source(rel);
    if (!text.empty())
      put("fuzz_state", fs::path(rel).parent_path().filename().string() + "-worked-example.json", text);
  }
  // Hand-written scenarios with most fields left out.
  put("fuzz_state", "veggies-scenario-stall.json",
      R"({"game":"veggies","players":[{"name":"Ana","stall":{"rows":["SB","GM","CX"]}},{"name":"Bo"}]})");
  put("fuzz_state", "garden-scenario-min.json", R"({"game":"garden","players":[{"name":"A"},{"name":"B"}]})");
  put("fuzz_state", "vegetables-scenario-min.json",
      R"({"game":"vegetables","players":[{"name":"A"},{"name":"B"},{"name":"C"},{"name":"D"}]})");
}

void saveSeeds() {
  const std::string midgame = source("docs/img/veggies-midgame-save.json");
  if (!midgame.empty()) put("fuzz_save", "veggies-midgame-save.json", midgame);
  struct Plan {
    const char* game;
    int players;
    std::uint64_t seed;
    vb::Options options;
    int stop;  // decisions played
    int undo;  // of which this many are undone (the cursor stands before them)
  };
  const Plan plans[] = {
      {"veggies", 2, 3, {}, 1000, 0},
      {"veggies", 4, 9, {{"scoring", "all-spaces"}}, 12, 3},
      {"garden", 2, 4, {}, 1000, 0},
      {"garden", 4, 8, {{"removed", "tomato"}}, 10, 2},
      {"vegetables", 4, 5, {{"hands", "1"}}, 50, 4},
  };
  for (const Plan& p : plans) {
    vb::Save save;
    save.game = p.game;
    save.seed = p.seed;
    save.options = vb::findGame(p.game)->resolveOptions(p.options);
    for (int i = 0; i < p.players; ++i)
      save.seats.push_back(vb::Seat{"P" + std::to_string(i + 1), i == 0, i == 0 ? "" : "greedy"});
    auto s = save.startState();
    save.actions = playBots(*s, {"greedy", "random"}, p.seed, p.stop);
    save.cursor = save.actions.size() - static_cast<std::size_t>(p.undo);
    auto atCursor = save.startState();
    for (std::size_t i = 0; i < save.cursor; ++i) atCursor->applyText(save.actions[i]);
    put("fuzz_save",
        std::string(p.game) + "-" + std::to_string(p.players) + "p-seed" + std::to_string(p.seed) +
            (s->isOver() ? "-over" : "-cursor" + std::to_string(save.cursor)) + ".json",
        save.toJson(*atCursor).dump());
  }
  // A save that starts from a scenario.
  const std::string scenario = source("tests/data/garden/worked-example.json");
  if (!scenario.empty()) {
    vb::Save save;
    save.game = "garden";
    save.start = vb::parseJsonText(scenario, "worked-example");
    auto s = save.startState();
    for (int i = 0; i < s->numPlayers(); ++i) save.seats.push_back(vb::Seat{s->playerName(i), true, ""});
    save.options = vb::findGame("garden")->resolveOptions({});
    save.actions = playBots(*s, {"random"}, 1, 3);
    save.cursor = save.actions.size();
    put("fuzz_save", "garden-from-scenario.json", save.toJson(*s).dump());
  }
}

void actionSeeds() {
  const auto& states = vbfuzz::fixedStates();
  for (std::size_t i = 0; i < states.size(); ++i) {
    const vb::State& s = *states[i];
    if (s.isOver()) continue;
    const auto legal = s.legalActions();
    const vb::ActionId a = legal[legal.size() / 3];
    std::string bytes(1, static_cast<char>(i));
    const int form = static_cast<int>(i % 3);
    bytes += static_cast<char>(form);
    if (form == 0) {
      bytes += s.actionText(a);
    } else if (form == 1) {
      bytes += s.actionJson(a).dump();
    } else {
      for (int k = 0; k < 8; ++k)
        bytes += static_cast<char>((static_cast<std::uint64_t>(a) >> (8 * k)) & 0xff);
    }
    put("fuzz_action",
        "state" + std::to_string(i) + "-" + std::string(s.game().id()) + "-form" + std::to_string(form) +
            ".bin",
        bytes);
  }
}

// fuzz_play inputs that play whole games with legal moves (and a reload now and then); see the
// byte layout in fuzz_play.cpp.
void playSeeds() {
  const auto games = vb::allGames();
  struct Plan {
    int game;  // index into allGames()
    int players;
    std::uint64_t seed;
    int stop;
  };
  const Plan plans[] = {{0, 2, 7, 1000}, {0, 4, 99, 1000}, {1, 2, 7, 1000}, {1, 3, 42, 1000}, {2, 4, 7, 120}};
  for (const Plan& p : plans) {
    const vb::Game& game = *games[static_cast<std::size_t>(p.game)];
    std::string bytes;
    bytes += static_cast<char>(p.game);
    bytes += static_cast<char>(p.players - game.minPlayers());
    for (int k = 0; k < 8; ++k) bytes += static_cast<char>((p.seed >> (8 * k)) & 0xff);
    vb::Setup setup;
    for (int i = 0; i < p.players; ++i) setup.names.push_back("P" + std::to_string(i + 1));
    setup.seed = p.seed;
    for (const auto& spec : game.options()) {
      // The "hands" option of VEGEtables: one hand, so a seed reaches the end; else the default.
      if (spec.key == "hands") {
        bytes += static_cast<char>(0);
        setup.options[spec.key] = spec.values[0];
      } else {
        bytes += static_cast<char>(spec.values.size());
      }
    }
    auto s = game.newGame(setup);
    vb::Rng rng(p.seed);
    for (int i = 0; i < p.stop && !s->isOver(); ++i) {
      if (i % 7 == 6) bytes += static_cast<char>(250);  // reload
      const auto legal = s->legalActions();
      const std::size_t idx = rng.below(legal.size());
      bytes += static_cast<char>(rng.below(200));
      if (legal.size() <= 256) {
        bytes += static_cast<char>(idx);
      } else {
        bytes += static_cast<char>(idx & 0xff);
        bytes += static_cast<char>(idx >> 8);
      }
      s->apply(legal[idx]);
    }
    put("fuzz_play",
        std::string(game.id()) + "-" + std::to_string(p.players) + "p-seed" + std::to_string(p.seed) +
            (s->isOver() ? "-over" : "-" + std::to_string(p.stop)) + ".bin",
        bytes);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fuzz_make_corpus OUTDIR\n";
    return 2;
  }
  root = argv[1];
  stateSeeds();
  saveSeeds();
  actionSeeds();
  playSeeds();
  std::cout << "wrote " << written << " files under " << root << "\n";
  return 0;
}
