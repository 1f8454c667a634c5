// The ISMCTS bot (docs/bots.md): its names, legal play in every game, that it never reads a secret,
// its stop flag and the hints. Budgets are tiny so that the suite stays fast under the sanitizers.
#include <atomic>
#include <chrono>
#include <thread>

#include "support.h"
#include "veggiebox/bots/bot.h"

namespace bots_ismcts_test {

namespace {

using vb::ActionId;

std::unique_ptr<vb::State> newGame(const std::string& id, std::uint64_t seed) {
  const vb::Options options = id == "vegetables" ? vb::Options{{"hands", "1"}} : vb::Options{};
  return vbtest::newGame(id, id == "vegetables" ? 4 : 2, seed, options);
}

// A state `steps` random decisions into a game.
std::unique_ptr<vb::State> midGame(const std::string& id, std::uint64_t seed, int steps) {
  auto s = newGame(id, seed);
  vb::Rng rng(seed);
  for (int i = 0; i < steps && !s->isOver(); ++i) {
    const auto legal = s->legalActions();
    s->apply(legal[rng.below(legal.size())]);
  }
  return s;
}

bool isLegal(const vb::State& s, ActionId a) {
  const auto legal = s.legalActions();
  return std::binary_search(legal.begin(), legal.end(), a);
}

const char* const kGames[] = {"veggies", "garden", "vegetables"};

TEST(Ismcts, NamesLevelsAndLabels) {
  const std::vector<std::string> names = {"random", "greedy", "ismcts:easy", "ismcts:medium", "ismcts:hard"};
  EXPECT_EQ(vb::botNames(), names);
  for (const auto& name : names) EXPECT_TRUE(vb::isBotName(name)) << name;
  EXPECT_TRUE(vb::isBotName("ismcts:iterations=500"));
  EXPECT_TRUE(vb::isBotName("ismcts:iterations=50:c=0.5:k=1:depth=10:prior=off:temperature=2"));
  EXPECT_TRUE(vb::isBotName("ismcts:hard:c=2"));
  EXPECT_EQ(vb::makeBot("ismcts:iterations=500")->name(), "ismcts:iterations=500");
  for (const char* bad : {"", "clever", "ismcts:", "ismcts:expert", "ismcts:iterations=0",
                          "ismcts:iterations=x", "ismcts:iterations=2000000", "ismcts:c=-1",
                          "ismcts:prior=maybe", "ismcts:speed=3", "ismctsx", "ismcts:iterations=5:"})
    EXPECT_FALSE(vb::isBotName(bad)) << bad;

  EXPECT_EQ(vb::botLabel("random"), "Random");
  EXPECT_EQ(vb::botLabel("greedy"), "Greedy");
  EXPECT_EQ(vb::botLabel("ismcts:easy"), "Easy");
  EXPECT_EQ(vb::botLabel("ismcts:medium"), "Normal");
  EXPECT_EQ(vb::botLabel("ismcts:hard"), "Hard");
  EXPECT_EQ(vb::botLabel("ismcts:iterations=500"), "Custom (500 iterations)");
  EXPECT_EQ(vb::botLabel("nonsense"), "nonsense");
}

TEST(Ismcts, BadNamesAreRefusedInOneClearLine) {
  const std::string unknown = vbtest::inputError([] { vb::makeBot("clever"); });
  EXPECT_NE(unknown.find("'clever'"), std::string::npos) << unknown;
  EXPECT_NE(unknown.find("ismcts:hard"), std::string::npos) << unknown;
  const std::string budget = vbtest::inputError([] { vb::makeBot("ismcts:iterations=0"); });
  EXPECT_NE(budget.find("iterations must be a whole number from 1 to 1000000"), std::string::npos) << budget;
  const std::string key = vbtest::inputError([] { vb::makeBot("ismcts:speed=3"); });
  EXPECT_NE(key.find("unknown setting 'speed'"), std::string::npos) << key;
  for (const std::string& m : {unknown, budget, key}) EXPECT_EQ(m.find('\n'), std::string::npos) << m;
}

// Every decision of whole games, multi-step turns included, is a legal action; one seed, one game.
TEST(Ismcts, PlaysWholeGamesLegallyAndReproducibly) {
  for (const char* id : kGames) {
    SCOPED_TRACE(id);
    std::vector<ActionId> first;
    for (int run = 0; run < 2; ++run) {
      auto state = newGame(id, 11);
      auto bot = vb::makeBot("ismcts:iterations=6");
      auto other = vb::makeBot("greedy");
      vb::Rng rng(5);
      std::vector<ActionId> played;
      while (!state->isOver()) {
        const ActionId a = (state->currentPlayer() == 0 ? bot : other)->choose(*state, rng);
        ASSERT_TRUE(isLegal(*state, a)) << state->actionText(a);
        ASSERT_TRUE(state->apply(a).ok);
        played.push_back(a);
        ASSERT_LE(played.size(), static_cast<std::size_t>(state->game().maxDecisions(state->numPlayers())));
      }
      if (run == 0) first = played;
      EXPECT_EQ(played, first);
    }
  }
}

// A State that lets a bot see only what its seat may: anything else is a test failure (it still
// answers, so one test run lists every call the bot should not make).
class SeatOnlyState final : public vb::State {
 public:
  explicit SeatOnlyState(const vb::State& real) : real_(real), seat_(real.currentPlayer()) {}

  const vb::Game& game() const override { return real_.game(); }
  int numPlayers() const override { return real_.numPlayers(); }
  std::string playerName(int seat) const override { return real_.playerName(seat); }
  int currentPlayer() const override { return real_.currentPlayer(); }
  bool isOver() const override { return real_.isOver(); }
  std::unique_ptr<vb::State> resample(int seat, vb::Rng& rng) const override {
    if (seat != seat_) forbidden("resample for another seat");
    return real_.resample(seat, rng);
  }
  vb::Json observation(int seat) const override {
    if (seat != seat_ && seat != -1) forbidden("observation of another seat");
    return real_.observation(seat);
  }
  std::string render(int seat) const override {
    if (seat != seat_ && seat != -1) forbidden("render of another seat");
    return real_.render(seat);
  }
  vb::ScoreSheet scoreSheet(int seat) const override {
    if (seat != seat_ && seat != -1) forbidden("scoreSheet of another seat");
    return real_.scoreSheet(seat);
  }

  std::unique_ptr<vb::State> clone() const override { return forbidden("clone"), real_.clone(); }
  bool equals(const vb::State& other) const override { return forbidden("equals"), real_.equals(other); }
  std::vector<ActionId> legalActions() const override {
    return forbidden("legalActions (a resample has them)"), real_.legalActions();
  }
  vb::Outcome apply(ActionId) override { return forbidden("apply"), vb::Outcome::refused("read only"); }
  std::string actionText(ActionId a) const override { return forbidden("actionText"), real_.actionText(a); }
  vb::Json actionJson(ActionId a) const override { return forbidden("actionJson"), real_.actionJson(a); }
  ActionId parseAction(std::string_view t) const override {
    return forbidden("parseAction"), real_.parseAction(t);
  }
  ActionId parseActionJson(const vb::Json& j) const override {
    return forbidden("parseActionJson"), real_.parseActionJson(j);
  }
  std::string describeAction(ActionId a) const override {
    return forbidden("describeAction"), real_.describeAction(a);
  }
  vb::ScoreSheet scoreSheet() const override { return forbidden("the whole scoreSheet"), real_.scoreSheet(); }
  std::string refusal(ActionId a) const override { return forbidden("refusal"), real_.refusal(a); }
  std::string refusalRule(ActionId a) const override {
    return forbidden("refusalRule"), real_.refusalRule(a);
  }
  vb::Json toJson() const override { return forbidden("toJson"), real_.toJson(); }
  std::vector<std::string> checkInvariants() const override {
    return forbidden("checkInvariants"), real_.checkInvariants();
  }

 private:
  static void forbidden(const char* what) {
    ADD_FAILURE() << "the bot called " << what << " on the real state";
  }
  const vb::State& real_;
  int seat_;
};

TEST(Ismcts, ReadsTheRealStateOnlyThroughItsSeatsResample) {
  for (const char* id : kGames) {
    SCOPED_TRACE(id);
    auto real = midGame(id, 3, 9);
    ASSERT_FALSE(real->isOver());
    const SeatOnlyState seen(*real);
    vb::Rng rng(1);
    const ActionId a = vb::makeBot("ismcts:iterations=5")->choose(seen, rng);
    EXPECT_TRUE(isLegal(*real, a));
    const std::atomic<bool> stop{true};  // one iteration is enough to see what the hints read
    EXPECT_FALSE(vb::hintMoves(seen, 3, 7, &stop).empty());
  }
}

// `state` with its seed and generator replaced: the same cards everywhere, but a different future.
std::unique_ptr<vb::State> withOtherGenerator(const vb::State& state) {
  vb::Json j = state.toJson();
  j["seed"] = j["seed"].get<std::uint64_t>() + 1;
  vb::Rng other(j["seed"].get<std::uint64_t>());
  j["rng"] = other.toText();
  return state.game().fromJson(j);
}

// Whether resample(seat) depends only on observation(seat) and the generator: two states the seat
// cannot tell apart give one resample.
bool resampleReadsOnlyTheObservation(const vb::State& a, const vb::State& b, int seat) {
  vb::Rng ra(99), rb(99);
  return a.resample(seat, ra)->toJson() == b.resample(seat, rb)->toJson();
}

// The secrets test: two states with one observation for the bot's seat, one bot seed, one
// action. First states that differ only in the generator (the future deals), then states that differ
// in every hidden card.
TEST(Ismcts, TwoStatesTheSeatCannotTellApartGetTheSameAction) {
  for (const char* id : kGames) {
    SCOPED_TRACE(id);
    for (int steps : {4, 12}) {
      auto a = midGame(id, 21, steps);
      ASSERT_FALSE(a->isOver());
      const int seat = a->currentPlayer();
      auto b = withOtherGenerator(*a);
      vb::Rng dealer(steps);
      auto c = a->resample(seat, dealer);
      ASSERT_EQ(b->observation(seat), a->observation(seat));
      ASSERT_EQ(c->observation(seat), a->observation(seat));
      auto bot = vb::makeBot("ismcts:iterations=12");
      auto choice = [&](const vb::State& s) {
        vb::Rng rng(42);
        return bot->choose(s, rng);
      };
      const ActionId fromA = choice(*a);
      EXPECT_EQ(choice(*b), fromA);
      ASSERT_TRUE(resampleReadsOnlyTheObservation(*a, *c, seat));
      EXPECT_EQ(choice(*c), fromA);
    }
  }
}

TEST(Ismcts, AStopFlagEndsTheSearchWithALegalAction) {
  for (const char* id : kGames) {
    SCOPED_TRACE(id);
    auto state = midGame(id, 8, 6);
    std::atomic<bool> stop{true};
    auto bot = vb::makeBot("ismcts:iterations=1000000");
    bot->setStop(&stop);
    vb::Rng rng(2);
    EXPECT_TRUE(isLegal(*state, bot->choose(*state, rng)));  // set before: one iteration only

    stop = false;
    std::jthread setter([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      stop = true;
    });
    const auto start = std::chrono::steady_clock::now();
    EXPECT_TRUE(isLegal(*state, bot->choose(*state, rng)));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));  // not a million iterations
  }
}

TEST(Ismcts, HintsAreTheSeatsBestActionsBestFirst) {
  // The last decisions of a VEGEtables hand: playouts are short, so the hard budget runs whole here.
  auto state = newGame("vegetables", 4);
  vb::Rng rng(4);
  std::vector<ActionId> moves;
  for (auto probe = state->clone(); !probe->isOver();) {
    const auto legal = probe->legalActions();
    moves.push_back(legal[rng.below(legal.size())]);
    probe->apply(moves.back());
  }
  for (std::size_t i = 0; i + 8 < moves.size(); ++i) state->apply(moves[i]);
  while (!state->isOver() && state->legalActions().size() < 2) state->apply(state->legalActions().front());
  ASSERT_FALSE(state->isOver());

  const auto hints = vb::hintMoves(*state, 3, 17);
  ASSERT_FALSE(hints.empty());
  EXPECT_LE(hints.size(), 3u);
  int visits = 0;
  for (std::size_t i = 0; i < hints.size(); ++i) {
    EXPECT_TRUE(isLegal(*state, hints[i].action));
    EXPECT_GE(hints[i].winRate, 0.0);
    EXPECT_LE(hints[i].winRate, 1.0);
    if (i > 0) {
      EXPECT_GE(hints[i - 1].visits, hints[i].visits);
    }
    visits += hints[i].visits;
  }
  EXPECT_GT(visits, 100);
  const auto again = vb::hintMoves(*state, 1, 17);  // one seed, one answer
  ASSERT_EQ(again.size(), 1u);
  EXPECT_EQ(again[0].action, hints[0].action);
  EXPECT_EQ(again[0].visits, hints[0].visits);
  EXPECT_TRUE(vb::hintMoves(*state, 0, 17).empty());

  // Stopped from another thread, a hint comes back at once with what it has.
  auto opening = newGame("veggies", 4);
  std::atomic<bool> stop{false};
  std::jthread setter([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    stop = true;
  });
  const auto start = std::chrono::steady_clock::now();
  const auto early = vb::hintMoves(*opening, 3, 17, &stop);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  ASSERT_FALSE(early.empty());
  EXPECT_LE(early.size(), 2u);  // the opening offers two cards to start with
}

}  // namespace
}  // namespace bots_ismcts_test
