// The conformance suite (OpenSpiel's RandomSimTest): every registered game, seeded random games,
// the contract checked at every step.
#include <algorithm>
#include <set>

#include "support.h"

namespace {

class Conformance : public ::testing::TestWithParam<std::string> {};

std::vector<std::string> gameIds() {
  vb::registerBuiltinGames();
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

TEST_P(Conformance, RandomGamesKeepTheContract) {
  const vb::Game& game = *vb::findGame(GetParam());
  constexpr int kGames = 200;
  vb::Rng rng(20261130);
  for (int g = 0; g < kGames; ++g) {
    const int players = game.minPlayers() + g % (game.maxPlayers() - game.minPlayers() + 1);
    vb::Setup setup;
    for (int i = 0; i < players; ++i) setup.names.push_back("Seat" + std::to_string(i));
    setup.seed = static_cast<std::uint64_t>(g) * 7919 + 1;
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

      // Clone and JSON round trip give equal states.
      auto copy = state->clone();
      ASSERT_TRUE(copy->equals(*state));
      auto reread = game.fromJson(state->toJson());
      ASSERT_TRUE(reread->equals(*state)) << state->toJson().dump();
      ASSERT_EQ(reread->toJson(), state->toJson());

      // No seat's observation depends on the deck's order: the same state with the deck reversed
      // shows every seat, and the public, exactly the same.
      if (const vb::Json snapshot = state->toJson();
          snapshot.contains("deck") && snapshot["deck"].size() > 1) {
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
      const vb::Outcome done = state->apply(chosen);
      ASSERT_TRUE(done.ok) << done.reason;
      ASSERT_LE(++steps, game.maxDecisions(players)) << "the game did not end within its bound";
    }
    const vb::ScoreSheet sheet = state->scoreSheet();
    EXPECT_TRUE(sheet.final);
    EXPECT_EQ(static_cast<int>(sheet.players.size()), players);
    EXPECT_FALSE(sheet.winners.empty());
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

INSTANTIATE_TEST_SUITE_P(EveryGame, Conformance, ::testing::ValuesIn(gameIds()),
                         [](const auto& info) { return info.param; });

}  // namespace
