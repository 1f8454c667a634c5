// The conformance suite (OpenSpiel's RandomSimTest): every registered game, seeded random games,
// the contract checked at every step.
#include <algorithm>
#include <chrono>
#include <iostream>

#include "support.h"

namespace conformance_test {

namespace {

class Conformance : public ::testing::TestWithParam<std::string> {};

std::vector<std::string> gameIds() {
  std::vector<std::string> ids;
  for (const vb::Game* g : vb::allGames()) ids.emplace_back(g->id());
  return ids;
}

// A decision that is not legal now: a legal action's id changed in its low bits, or an id no game
// uses; never one of `legal`.
vb::ActionId illegalAction(const std::vector<vb::ActionId>& legal, vb::Rng& rng) {
  for (;;) {
    vb::ActionId a = legal.empty()
                         ? static_cast<vb::ActionId>(rng.next() >> 1)
                         : legal[rng.below(legal.size())] ^ static_cast<vb::ActionId>(1 + rng.below(1 << 20));
    if (rng.below(4) == 0) a = static_cast<vb::ActionId>(rng.next() >> 1);
    if (!std::binary_search(legal.begin(), legal.end(), a)) return a;
  }
}

// A variant of `id` with rules away from their defaults, playable with every player count.
vb::Json nonDefaultVariant(std::string_view id) {
  if (id == "veggies")
    return vb::Json::parse(
        R"({"name":"short","rules":{"mouse_points":-5,"crate_points":1,"stall_cards":6,"market_size":2}})");
  if (id == "garden")
    return vb::Json::parse(
        R"({"name":"lean","rules":{"all_crops_bonus":0,"starting_hand":3,"cards_per_crop":12,"power_pepper":false,"power_tomato":false,"fence_tokens":[1,2,2,3,3,4,4,5,5,6,7,9],"harvest_size":5}})");
  if (id == "vegetables")
    return vb::Json::parse(
        R"({"name":"mild","rules":{"line_points":5,"colour_points":20,"jolly_points":4,"closing_points":2,"penalty_a":-30,"refill_to":5}})");
  return vb::Json::object();
}

// 200 games, checked at every step. Under AddressSanitizer (build-asan/), which looks for memory
// faults on the same paths the Release build's 200 check the rules on, the first 60 (the variant
// every fourth game and every player count among them): there a VEGEtables snapshot, made at every
// step, costs ten times as much, and the 200 games of the three were 30% of that build's test time
// (docs/architecture.md#the-build).
#if defined(__SANITIZE_ADDRESS__)
constexpr int kContractGames = 60;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr int kContractGames = 60;
#else
constexpr int kContractGames = 200;
#endif
#else
constexpr int kContractGames = 200;
#endif

TEST_P(Conformance, RandomGamesKeepTheContract) {
  const vb::Game& game = *vb::findGame(GetParam());
  vb::Rng rng(20261130);
  for (int g = 0; g < kContractGames; ++g) {
    const int players = game.minPlayers() + g % (game.maxPlayers() - game.minPlayers() + 1);
    vb::Setup setup;
    for (int i = 0; i < players; ++i) setup.names.push_back("Seat" + std::to_string(i));
    setup.seed = static_cast<std::uint64_t>(g) * 7919 + 1;
    // Every fourth game runs under a variant that changes every rule it can (docs/variants.md).
    if (g % 4 == 3) setup.variant = game.readVariant(nonDefaultVariant(game.id()));
    auto state = game.newGame(setup);
    SCOPED_TRACE("game " + std::to_string(g) + ", seed " + std::to_string(setup.seed));
    int steps = 0;
    while (true) {
      ASSERT_TRUE(state->checkInvariants().empty()) << state->checkInvariants().front();
      const auto legal = state->legalActions();
      if (state->isOver()) {
        EXPECT_TRUE(legal.empty());
        EXPECT_EQ(state->currentPlayer(), -1);
        break;
      }
      ASSERT_FALSE(legal.empty()) << "no legal action while the game runs";
      ASSERT_TRUE(std::is_sorted(legal.begin(), legal.end()));
      ASSERT_TRUE(std::adjacent_find(legal.begin(), legal.end()) == legal.end()) << "a legal action twice";
      ASSERT_GE(state->currentPlayer(), 0);
      ASSERT_LT(state->currentPlayer(), players);

      // Clone and JSON round trip give equal states. (The snapshot is made once a step: a
      // VEGEtables snapshot holds every score line of the game, and making it five times a step
      // was most of this test's time under the sanitizers.)
      auto copy = state->clone();
      ASSERT_TRUE(copy->equals(*state));
      const vb::Json snapshot = state->toJson();
      auto reread = game.fromJson(snapshot);
      ASSERT_TRUE(reread->equals(*state)) << snapshot.dump();
      ASSERT_EQ(reread->toJson(), snapshot);

      // No seat's observation depends on the deck's order: the same state with the deck reversed
      // shows every seat, and the public, exactly the same.
      if (snapshot.contains("deck") && snapshot["deck"].size() > 1) {
        vb::Json reordered = snapshot;
        std::reverse(reordered["deck"].begin(), reordered["deck"].end());
        const auto other = game.fromJson(reordered);
        ASSERT_FALSE(other->equals(*state));
        for (int seat = -1; seat < players; ++seat) {
          ASSERT_TRUE(state->observation(seat).is_object());
          ASSERT_EQ(state->observation(seat), other->observation(seat)) << "seat " << seat;
        }
      }

      // An illegal action is refused with a reason and changes nothing.
      const vb::ActionId bad = illegalAction(legal, rng);
      const vb::Outcome refused = state->apply(bad);
      ASSERT_FALSE(refused.ok) << state->actionText(bad);
      ASSERT_FALSE(refused.reason.empty());
      ASSERT_TRUE(state->equals(*copy));

      // Text and JSON forms read back to the same action (all of them in the first games).
      const vb::ActionId chosen = legal[rng.below(legal.size())];
      for (vb::ActionId a : g < 10 ? legal : std::vector<vb::ActionId>{chosen}) {
        ASSERT_EQ(state->parseAction(state->actionText(a)), a) << state->actionText(a);
        ASSERT_EQ(state->parseActionJson(state->actionJson(a)), a) << state->actionJson(a).dump();
      }
      ASSERT_FALSE(state->describeAction(chosen).empty());
      // total() is the sheet's total for every seat at every step of the first games (bots weigh
      // moves by it), and at the end of every game (below).
      if (g < 10) {
        const vb::ScoreSheet running = state->scoreSheet();
        for (int seat = 0; seat < players; ++seat)
          ASSERT_EQ(state->total(seat), running.players[static_cast<std::size_t>(seat)].total)
              << "seat " << seat;
      }
      const vb::Outcome done = state->apply(chosen);
      ASSERT_TRUE(done.ok) << done.reason;
      ASSERT_LE(++steps, game.maxDecisions(players)) << "the game did not end within its bound";
    }
    const vb::ScoreSheet sheet = state->scoreSheet();
    for (int seat = 0; seat < players; ++seat)
      EXPECT_EQ(state->total(seat), sheet.players[static_cast<std::size_t>(seat)].total) << "seat " << seat;
    EXPECT_TRUE(sheet.final);
    EXPECT_EQ(static_cast<int>(sheet.players.size()), players);
    EXPECT_FALSE(sheet.winners.empty());
  }
}

// Every id one bit away from a legal one is legal or refused with a reason, changing nothing: a
// field pushed out of its range (a cell past the board, a slot past the harvest) is never read or
// written (docs/cli.md#files-exit-codes-and-errors). Every state of each game is visited, so a power's
// one-step phase is met, and a few of its legal ids are flipped in each of their bits.
TEST_P(Conformance, IdsNextToALegalOneAreLegalOrRefused) {
  const vb::Game& game = *vb::findGame(GetParam());
  constexpr int kGames = 12, kIdsAState = 3, kBits = 63;
  vb::Rng rng(20261207);
  for (int g = 0; g < kGames; ++g) {
    vb::Setup setup;
    const int players = game.minPlayers() + g % (game.maxPlayers() - game.minPlayers() + 1);
    for (int i = 0; i < players; ++i) setup.names.push_back("Seat" + std::to_string(i));
    setup.seed = static_cast<std::uint64_t>(g) * 6151 + 5;
    auto state = game.newGame(setup);
    SCOPED_TRACE("game " + std::to_string(g) + ", seed " + std::to_string(setup.seed));
    while (!state->isOver()) {
      const auto legal = state->legalActions();
      const auto before = state->clone();
      for (int k = 0; k < kIdsAState; ++k) {
        const vb::ActionId near = legal[rng.below(legal.size())];
        for (int bit = 0; bit < kBits; ++bit) {
          const vb::ActionId id = near ^ (vb::ActionId{1} << bit);
          if (std::binary_search(legal.begin(), legal.end(), id)) continue;
          const vb::Outcome o = state->apply(id);
          ASSERT_FALSE(o.ok) << "accepted " << id << " (" << near << " with bit " << bit << " flipped)";
          ASSERT_FALSE(o.reason.empty());
          ASSERT_TRUE(state->equals(*before)) << "refusing " << id << " changed the state";
        }
      }
      ASSERT_TRUE(state->apply(legal[rng.below(legal.size())]).ok);
    }
  }
}

// Every leaf of `events` is a whole number (docs/events.md): the lab adds them up over games exactly.
void expectWholeNumberLeaves(const vb::Json& events, const std::string& where) {
  ASSERT_TRUE(events.is_object()) << where;
  for (const auto& [key, value] : events.items()) {
    if (value.is_object()) {
      expectWholeNumberLeaves(value, where + "." + key);
    } else {
      EXPECT_TRUE(value.is_number_integer()) << where << "." << key << " is " << value.dump();
    }
  }
}

// The game's own events (State::events): zero when a game begins, whole numbers after random games
// of every player count, with and without a variant, and copied by clone.
TEST_P(Conformance, EventsAreWholeNumbers) {
  const vb::Game& game = *vb::findGame(GetParam());
  vb::Rng rng(4242);
  for (int g = 0; g < 24; ++g) {
    const int players = game.minPlayers() + g % (game.maxPlayers() - game.minPlayers() + 1);
    vb::Setup setup;
    for (int i = 0; i < players; ++i) setup.names.push_back("Seat" + std::to_string(i));
    setup.seed = static_cast<std::uint64_t>(g) + 11;
    if (g % 2 == 1) setup.variant = game.readVariant(nonDefaultVariant(game.id()));
    auto state = game.newGame(setup);
    const vb::Json zero = state->events();
    expectWholeNumberLeaves(zero, "events");
    EXPECT_EQ(zero.dump().find_first_of("123456789"), std::string::npos) << zero.dump();
    while (!state->isOver()) {
      const auto legal = state->legalActions();
      ASSERT_TRUE(state->apply(legal[rng.below(legal.size())]).ok);
    }
    expectWholeNumberLeaves(state->events(), "events");
    EXPECT_NE(state->events(), zero) << "a whole game counts something";
    EXPECT_EQ(state->clone()->events(), state->events());
  }
}

TEST_P(Conformance, OneSeedGivesOneGame) {
  const vb::Game& game = *vb::findGame(GetParam());
  vb::Setup setup{{"A", "B", "C", "D"}, 42, {}};
  setup.names.resize(static_cast<std::size_t>(std::max(game.minPlayers(), std::min(3, game.maxPlayers()))));
  auto a = game.newGame(setup), b = game.newGame(setup);
  EXPECT_TRUE(a->equals(*b));
  setup.seed = 43;
  EXPECT_FALSE(game.newGame(setup)->equals(*a));
}

TEST_P(Conformance, BadPlayerCountsAndOptionsAreRefused) {
  const vb::Game& game = *vb::findGame(GetParam());
  vb::Setup setup;
  setup.names.assign(static_cast<std::size_t>(game.maxPlayers() + 1), "X");
  EXPECT_NE(vbtest::inputError([&] { game.newGame(setup); }).find("players"), std::string::npos);
  setup.names.assign(static_cast<std::size_t>(game.minPlayers()), "X");
  setup.options["no-such-option"] = "1";
  EXPECT_NE(vbtest::inputError([&] { game.newGame(setup); }).find("no-such-option"), std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// What each seat may know (docs/architecture.md#what-each-seat-may-know): resample(seat) deals anew
// every card the seat cannot see, and nothing shown to the seat may depend on those cards.

// Random states of random games, a few seeds for each player count: visit(state, next action)
// for the states before the end, then visit(state, 0) at the end. A game that may run long (more
// than 200 decisions) is visited every few states, so that every game costs about the same.
template <class Visit>
void forRandomStates(const vb::Game& game, int games, std::uint64_t seed, Visit visit) {
  vb::Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    const int players = game.minPlayers() + g % (game.maxPlayers() - game.minPlayers() + 1);
    vb::Setup setup;
    for (int i = 0; i < players; ++i) setup.names.push_back("Seat" + std::to_string(i));
    setup.seed = seed + static_cast<std::uint64_t>(g) * 104729;
    auto state = game.newGame(setup);
    SCOPED_TRACE("game " + std::to_string(g) + ", seed " + std::to_string(setup.seed));
    const int stride = std::max(1, game.maxDecisions(players) / 200);
    for (int step = 0; !state->isOver(); ++step) {
      const auto legal = state->legalActions();
      const vb::ActionId next = legal[rng.below(legal.size())];
      if (step % stride == 0) visit(*state, next);
      if (::testing::Test::HasFatalFailure()) return;
      ASSERT_TRUE(state->apply(next).ok);
    }
    visit(*state, vb::ActionId{0});
  }
}

// Plays `state` on with random legal actions to its end, checking the invariants at every step.
void playToTheEnd(vb::State& state, vb::Rng& rng) {
  int steps = 0;
  const int bound = state.game().maxDecisions(state.numPlayers());
  while (!state.isOver()) {
    ASSERT_TRUE(state.checkInvariants().empty()) << state.checkInvariants().front();
    const auto legal = state.legalActions();
    ASSERT_FALSE(legal.empty());
    const vb::Outcome o = state.apply(legal[rng.below(legal.size())]);
    ASSERT_TRUE(o.ok) << o.reason;
    ASSERT_LE(++steps, bound);
  }
  ASSERT_TRUE(state.checkInvariants().empty()) << state.checkInvariants().front();
  EXPECT_TRUE(state.scoreSheet().final);
}

// A move the engine does not mark `revealed` shows nobody a card they had not seen: played in any
// world a seat cannot tell from the real one (a resample for that seat) where it is legal, it
// leaves that seat seeing exactly what the real move leaves it seeing. Undo may go back over such a move, and
// the app asks for no confirmation before it (include/veggiebox/core/error.h, Outcome::revealed).
TEST_P(Conformance, AMoveNotMarkedRevealedShowsNothingNew) {
  const vb::Game& game = *vb::findGame(GetParam());
  vb::Rng rng(1207);
  int checked = 0;
  forRandomStates(game, 8, 4242, [&](const vb::State& state, vb::ActionId next) {
    if (state.isOver()) return;
    std::unique_ptr<vb::State> real = state.clone();
    const vb::Outcome outcome = real->apply(next);
    ASSERT_TRUE(outcome.ok);
    if (outcome.revealed) return;
    for (int seat = -1; seat < state.numPlayers(); ++seat) {
      std::unique_ptr<vb::State> other = state.resample(seat, rng);
      // That the move could be made tells what it tells (a jolly played holds a card to close its
      // chain), and where it shows a card in the other world (the next seat's hand, shown by a
      // penalty there) the worlds part openly: the claim is about the worlds where it shows none.
      const vb::Outcome there = other->apply(next);
      if (!there.ok || there.revealed) continue;
      ASSERT_EQ(other->observation(seat), real->observation(seat))
          << state.actionText(next) << " is not marked revealed but shows seat " << seat
          << " something new: " << vb::Json::diff(real->observation(seat), other->observation(seat)).dump();
      ++checked;
    }
  });
  EXPECT_GT(checked, 0);
}

TEST_P(Conformance, ResamplesKeepWhatTheSeatSees) {
  const vb::Game& game = *vb::findGame(GetParam());
  vb::Rng rng(31337);
  int views = 0, played = 0;
  forRandomStates(game, 12, 77, [&](const vb::State& state, vb::ActionId) {
    const vb::ScoreSheet whole = state.scoreSheet();
    for (int seat = -1; seat < state.numPlayers(); ++seat) {
      SCOPED_TRACE("seat " + std::to_string(seat));
      const auto r = state.resample(seat, rng);
      ++views;
      ASSERT_EQ(r->observation(seat), state.observation(seat)) << r->observation(seat).dump();
      ASSERT_TRUE(r->checkInvariants().empty()) << r->checkInvariants().front();
      ASSERT_EQ(r->currentPlayer(), state.currentPlayer());
      // A fresh generator, drawn from the caller's: the real one would foretell the draws to come.
      ASSERT_NE(r->toJson().at("rng"), state.toJson().at("rng"));
      ASSERT_TRUE(game.fromJson(r->toJson())->equals(*r));
      // The draw depends on what the seat sees and on the generator alone: resampling the resample
      // (another world the seat cannot tell apart) with the same generator gives the same world, so
      // a bot's choice cannot depend on where the hidden cards really lie.
      {
        vb::Rng once(views), again(views);
        ASSERT_EQ(state.resample(seat, once)->toJson(), r->resample(seat, again)->toJson());
      }
      // A seat knows its own lines; at the end every seat knows the whole sheet.
      if (seat >= 0) {
        ASSERT_EQ(state.scoreSheet(seat).players.at(seat), whole.players.at(seat));
      }
      if (state.isOver()) {
        ASSERT_EQ(state.scoreSheet(seat).toJson(), whole.toJson());
      }
      if (rng.below(8) == 0 && !state.isOver()) {
        ++played;
        const auto copy = r->clone();
        playToTheEnd(*copy, rng);
      }
    }
  });
  std::cout << "[ resample ] " << GetParam() << ": " << views << " resampled views checked, " << played
            << " played on to the end\n";
}

// The leak test: two resamples for one seat differ in everything the seat cannot see, so anything
// shown to the seat that differs between them would betray a secret.
struct LeakCount {
  int states = 0, views = 0, sentences = 0;
  int unseenDiffer = 0;  // views where another seat's observation differs: the test can see a leak
};

void compareViews(const vb::State& state, vb::ActionId next, int seat, vb::Rng& rng, LeakCount& count) {
  SCOPED_TRACE("seat " + std::to_string(seat));
  const auto a = state.resample(seat, rng), b = state.resample(seat, rng);
  ++count.views;
  ASSERT_EQ(a->observation(seat), b->observation(seat));
  ASSERT_EQ(a->render(seat), b->render(seat));
  ASSERT_EQ(a->scoreSheet(seat).toJson(), b->scoreSheet(seat).toJson());
  for (int other = 0; other < state.numPlayers(); ++other)
    if (other != seat && a->observation(other) != b->observation(other)) {
      ++count.unseenDiffer;
      break;
    }
  if (state.isOver()) return;
  const int mover = state.currentPlayer();
  if (mover == seat) {
    ASSERT_EQ(a->legalActions(), b->legalActions());
    ASSERT_EQ(a->refusal(next), "");
    ASSERT_EQ(a->refusal(next ^ 1), b->refusal(next ^ 1));
  }
  // The move log's sentence for the action the seat watches. The mover knows all it says; another
  // seat must get the same sentence from both unless the action shows them different cards.
  if (!a->refusal(next).empty() || !b->refusal(next).empty()) return;
  if (mover != seat) {
    const auto afterA = a->clone(), afterB = b->clone();
    afterA->apply(next);
    afterB->apply(next);
    if (afterA->observation(seat) != afterB->observation(seat)) return;
  }
  ++count.sentences;
  ASSERT_EQ(a->describeAction(next), b->describeAction(next)) << a->actionText(next);
}

TEST_P(Conformance, NothingHiddenLeaks) {
  const vb::Game& game = *vb::findGame(GetParam());
  const auto start = std::chrono::steady_clock::now();
  vb::Rng rng(4242);
  LeakCount count;
  for (std::uint64_t seed : {5, 1234567, 987654321}) {
    forRandomStates(game, 12, seed, [&](const vb::State& state, vb::ActionId next) {
      ++count.states;
      for (int seat = -1; seat < state.numPlayers(); ++seat) {
        compareViews(state, next, seat, rng, count);
        if (HasFatalFailure()) return;
      }
    });
  }
  const auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  std::cout << "[ leak test ] " << GetParam() << ": " << count.states << " states, " << count.views
            << " seat views (seats -1 to n-1), " << count.sentences << " move-log sentences compared, " << ms
            << " ms\n";
  // The test must be able to fail: the resamples do differ in what the seat cannot see.
  EXPECT_GT(count.unseenDiffer, count.views / 4);
  EXPECT_GT(count.sentences, count.states / 2);
}

INSTANTIATE_TEST_SUITE_P(EveryGame, Conformance, ::testing::ValuesIn(gameIds()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace conformance_test
