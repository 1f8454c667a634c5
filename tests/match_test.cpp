// The one loop bots play in, and its one seeding rule (docs/bots.md#seeds): the decision at move n
// depends only on the position, the bot, the game's bots' seed and n, so a game resumed at any move
// (the app after an undo or a reload) is played on exactly as it would have been.
#include "veggiebox/play/match.h"
#include "support.h"
#include "veggiebox/bots/bot.h"

namespace match_test {

namespace {

struct Case {
  const char* game;
  int players;
  vb::Options options;
};

const Case kCases[] = {{"veggies", 2, {}}, {"garden", 3, {}}, {"vegetables", 4, {{"hands", "1"}}}};

// Bots that draw from their generator: random, and greedy (ties broken at random).
std::vector<std::unique_ptr<vb::Bot>> botsFor(int players) {
  std::vector<std::unique_ptr<vb::Bot>> bots;
  for (int seat = 0; seat < players; ++seat) bots.push_back(vb::makeBot(seat % 2 == 0 ? "random" : "greedy"));
  return bots;
}

std::vector<vb::Bot*> pointers(const std::vector<std::unique_ptr<vb::Bot>>& bots) {
  std::vector<vb::Bot*> out;
  for (const auto& b : bots) out.push_back(b.get());
  return out;
}

// The actions playMatch takes from `state`, `played` actions in.
std::vector<std::string> playOn(vb::State& state, int players, std::uint64_t seed, std::size_t played) {
  const auto bots = botsFor(players);
  std::vector<std::string> taken;
  const bool ended =
      vb::playMatch(state, pointers(bots), vb::botsSeed(seed), played,
                    [&](const vb::State&, const vb::MatchMove& m) { taken.push_back(m.text); });
  EXPECT_TRUE(ended);
  EXPECT_TRUE(state.isOver());
  return taken;
}

}  // namespace

TEST(Match, AGameResumedAtAnyMoveIsPlayedOnAsBefore) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(c.game);
    for (std::uint64_t seed : {1ULL, 7ULL}) {
      auto whole = vbtest::newGame(c.game, c.players, seed, c.options);
      const std::vector<std::string> game = playOn(*whole, c.players, seed, 0);
      ASSERT_GT(game.size(), 4U);
      for (std::size_t resume : {std::size_t{1}, game.size() / 3, game.size() - 1}) {
        auto state = vbtest::newGame(c.game, c.players, seed, c.options);
        for (std::size_t i = 0; i < resume; ++i) ASSERT_TRUE(state->applyText(game[i]).ok);
        const std::vector<std::string> rest = playOn(*state, c.players, seed, resume);
        EXPECT_EQ(rest,
                  std::vector<std::string>(game.begin() + static_cast<std::ptrdiff_t>(resume), game.end()))
            << "resumed at move " << resume;
      }
    }
  }
}

TEST(Match, EachDecisionIsTheOneBotDecisionGivesAtItsMove) {
  // The app's computer seats take one decision at a time through botDecision: the same game.
  const Case& c = kCases[1];
  auto state = vbtest::newGame(c.game, c.players, 5, c.options);
  auto copy = state->clone();
  const std::vector<std::string> game = playOn(*state, c.players, 5, 0);
  const auto bots = botsFor(c.players);
  for (std::size_t move = 0; move < game.size(); ++move) {
    const vb::ActionId a =
        vb::botDecision(*copy, *bots[static_cast<std::size_t>(copy->currentPlayer())], vb::botsSeed(5), move);
    ASSERT_EQ(copy->actionText(a), game[move]) << "move " << move;
    ASSERT_TRUE(copy->apply(a).ok);
  }
}

TEST(Match, AnotherSeedPlaysAnotherGame) {
  auto a = vbtest::newGame("garden", 2, 3);
  auto b = vbtest::newGame("garden", 2, 3);
  EXPECT_NE(playOn(*a, 2, 3, 0), [&] {
    const auto bots = botsFor(2);
    std::vector<std::string> taken;
    vb::playMatch(*b, pointers(bots), vb::botsSeed(4), 0,
                  [&](const vb::State&, const vb::MatchMove& m) { taken.push_back(m.text); });
    return taken;
  }());
}

TEST(Match, AStoppedGameEndsAtOnce) {
  auto state = vbtest::newGame("veggies", 2, 1);
  const auto bots = botsFor(2);
  const std::atomic<bool> stop{true};
  int moves = 0;
  EXPECT_FALSE(vb::playMatch(
      *state, pointers(bots), vb::botsSeed(1), 0, [&](const vb::State&, const vb::MatchMove&) { ++moves; },
      &stop));
  EXPECT_EQ(moves, 0);
  EXPECT_FALSE(state->isOver());
}

}  // namespace match_test
