// The timeline: undo within one's own turn and never across a secret; redo; saves.
#include "veggiebox/play/timeline.h"
#include "support.h"

namespace timeline_test {

namespace {

// Ana must announce (a tie), then the game is over: announcing reveals nothing.
const char* const kTie = R"({"game":"veggies","players":[
  {"name":"Ana","stall":{"rows":["SSS","BBB"],"cards":[1,2,3,4,5,6,7,8]}},
  {"name":"Bo","stall":{"rows":["GG","B."],"cards":[9,10,11,12,13,14,15,16]}}]})";

TEST(Timeline, RecordsWhoDecidedWhatInWords) {
  vb::Timeline t(vbtest::newGame("veggies", 2, 3, {{"first", "0"}}));
  const std::string first = t.current().actionText(t.current().legalActions().front());
  ASSERT_TRUE(t.playText(first));
  ASSERT_EQ(t.entries().size(), 1u);
  EXPECT_EQ(t.entries()[0].seat, 0);
  EXPECT_EQ(t.entries()[0].text, first);
  EXPECT_NE(t.entries()[0].description.find("P1 starts the stall with card"), std::string::npos);
  EXPECT_TRUE(t.entries()[0].revealed);
  EXPECT_FALSE(t.playText("start 99"));
  EXPECT_EQ(t.cursor(), 1u);
}

TEST(Timeline, UndoNeverCrossesADrawInNormalPlay) {
  vb::Timeline t(vbtest::newGame("veggies", 2, 3));
  ASSERT_TRUE(t.play(t.current().legalActions().front()));  // a start: shows a card to the table
  EXPECT_FALSE(t.canUndo(false));
  EXPECT_FALSE(t.undo(false));
  EXPECT_EQ(t.cursor(), 1u);
  EXPECT_TRUE(t.canUndo(true));  // teaching mode undoes anything
  ASSERT_TRUE(t.undo(true));
  EXPECT_EQ(t.cursor(), 0u);
  EXPECT_TRUE(t.current().equals(t.start()));
}

TEST(Timeline, UndoStopsAtTheEndOfOnesOwnTurn) {
  // Ana's announcement ends her decisions: Bo's single type is announced for him, the game ends,
  // and the turn is no longer Ana's, so normal play cannot take it back.
  vb::Timeline t(vbtest::scenario(kTie));
  ASSERT_TRUE(t.playText("announce B"));
  EXPECT_FALSE(t.entries().back().revealed);
  EXPECT_FALSE(t.canUndo(false));
  EXPECT_TRUE(t.canUndo(true));
}

TEST(Timeline, RedoReplaysTheSameStates) {
  vb::Timeline t(vbtest::newGame("veggies", 3, 9));
  vb::Rng rng(2);
  for (int i = 0; i < 8; ++i) {
    const auto legal = t.current().legalActions();
    ASSERT_TRUE(t.play(legal[rng.below(legal.size())]));
  }
  const auto end = t.current().clone();
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(t.undo(true));
  EXPECT_TRUE(t.canRedo());
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(t.redo());
  EXPECT_FALSE(t.canRedo());
  EXPECT_TRUE(t.current().equals(*end));
  // A new decision after an undo drops the redo tail.
  ASSERT_TRUE(t.undo(true));
  ASSERT_TRUE(t.play(t.current().legalActions().back()));
  EXPECT_FALSE(t.canRedo());
  EXPECT_EQ(t.entries().size(), 8u);
}

TEST(Timeline, SurvivesASaveWithItsRedoTail) {
  vb::Timeline t(vbtest::newGame("veggies", 2, 21));
  vb::Rng rng(6);
  for (int i = 0; i < 6; ++i) {
    const auto legal = t.current().legalActions();
    ASSERT_TRUE(t.play(legal[rng.below(legal.size())]));
  }
  ASSERT_TRUE(t.undo(true));
  ASSERT_TRUE(t.undo(true));
  const std::vector<vb::Seat> seats = {{"P1", true, ""}, {"P2", false, "random"}};
  const vb::Json json = t.toSave(seats, 21, {}, false).toJson(t.current());
  const vb::Timeline back = vb::Timeline::fromSave(vb::loadSave(json));
  EXPECT_EQ(back.cursor(), 4u);
  EXPECT_EQ(back.entries().size(), 6u);
  EXPECT_TRUE(back.current().equals(t.current()));
  EXPECT_EQ(back.entries()[5].text, t.entries()[5].text);
}

TEST(Timeline, AScenarioStartIsKeptInTheSave) {
  vb::Timeline t(vbtest::scenario(kTie));
  ASSERT_TRUE(t.playText("announce S"));
  const vb::Json json = t.toSave({{"Ana", true, ""}, {"Bo", true, ""}}, 0, {}, true).toJson(t.current());
  EXPECT_TRUE(json.contains("start"));
  EXPECT_TRUE(vb::Timeline::fromSave(vb::loadSave(json)).current().isOver());
}

// beforeLast() is the state just before the cursor's last action, however the cursor got there:
// play, undo, redo, a new branch, a switch of branch, a save read back.
TEST(Timeline, BeforeLastIsTheStateBeforeTheCursorsLastAction) {
  vb::Timeline t(vbtest::newGame("garden", 3, 14));
  const auto expectBeforeLast = [](const vb::Timeline& line, const std::string& when) {
    SCOPED_TRACE(when);
    if (line.cursor() == 0) {
      EXPECT_EQ(line.beforeLast(), nullptr);
      return;
    }
    std::unique_ptr<vb::State> replay = line.start().clone();
    for (std::size_t i = 0; i + 1 < line.cursor(); ++i) ASSERT_TRUE(replay->apply(line.entries()[i].action));
    ASSERT_NE(line.beforeLast(), nullptr);
    EXPECT_TRUE(line.beforeLast()->equals(*replay));
    ASSERT_TRUE(replay->apply(line.entries()[line.cursor() - 1].action));
    EXPECT_TRUE(replay->equals(line.current()));
  };
  expectBeforeLast(t, "new");
  vb::Rng rng(4);
  for (int i = 0; i < 7; ++i) {
    const auto legal = t.current().legalActions();
    ASSERT_TRUE(t.play(legal[rng.below(legal.size())]));
    expectBeforeLast(t, "play " + std::to_string(i));
  }
  EXPECT_FALSE(t.play(-1));  // a refusal keeps it
  expectBeforeLast(t, "refused");
  ASSERT_TRUE(t.undo(true));
  expectBeforeLast(t, "undo");
  ASSERT_TRUE(t.redo());
  expectBeforeLast(t, "redo");
  for (int i = 0; i < 7; ++i) ASSERT_TRUE(t.undo(true));
  expectBeforeLast(t, "undone to the start");
  ASSERT_TRUE(t.redo());
  expectBeforeLast(t, "one redo from the start");
  ASSERT_TRUE(t.startBranch(1, true));
  expectBeforeLast(t, "a branch after move 1");
  ASSERT_TRUE(t.play(t.current().legalActions().back()));
  const vb::Timeline copy = t;
  expectBeforeLast(copy, "a copy");
  ASSERT_TRUE(t.switchTo(0));
  expectBeforeLast(t, "back on the main line");
  const std::vector<vb::Seat> seats = {{"P1", true, ""}, {"P2", true, ""}, {"P3", true, ""}};
  const vb::Json json = t.toSave(seats, 14, {}, false).toJson(t.current());
  expectBeforeLast(vb::Timeline::fromSave(vb::loadSave(json)), "read back");
}

}  // namespace
}  // namespace timeline_test
