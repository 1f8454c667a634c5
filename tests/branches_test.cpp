// What-if branches of a timeline (docs/sandbox.md#what-if-branches) and their saves
// (docs/saves.md): a branch keeps the line it leaves, switching restores each branch exactly, normal
// play never branches across a revealed card, and a bad branch in a save is refused by its field.
#include "support.h"
#include "veggiebox/play/timeline.h"

namespace branches_test {

namespace {

const std::vector<vb::Seat> kSeats = {{"P1", true, ""}, {"P2", true, ""}};

// A game of Veggies with `moves` random actions played.
vb::Timeline played(int moves, std::uint64_t seed = 5) {
  vb::Timeline t(vbtest::newGame("veggies", 2, seed));
  vb::Rng rng(seed);
  for (int i = 0; i < moves; ++i) {
    const auto legal = t.current().legalActions();
    EXPECT_TRUE(t.play(legal[rng.below(legal.size())]));
  }
  return t;
}

// A legal action at the cursor other than the one the line has there (the last one when the line
// ends at the cursor).
vb::ActionId another(const vb::Timeline& t) {
  const auto legal = t.current().legalActions();
  for (vb::ActionId a : legal)
    if (t.cursor() == t.entries().size() || t.current().actionText(a) != t.entries()[t.cursor()].text)
      return a;
  return legal.front();
}

vb::Json saveOf(const vb::Timeline& t) { return t.toSave(kSeats, 5, {}, false).toJson(t.current()); }

// stateAt(branch, n) is that branch's line replayed to its n-th move from the start, for every
// branch and every n (past the end: the end), whether it clones the state on the table, the one
// before it, or replays.
TEST(Branches, StateAtIsTheLineReplayedThatFar) {
  vb::Timeline t = played(6);
  ASSERT_TRUE(t.startBranch(3, true));
  ASSERT_TRUE(t.play(another(t)));
  ASSERT_TRUE(t.play(t.current().legalActions().front()));
  ASSERT_TRUE(t.undo(true));  // the branch's cursor inside its line, with one move to redo
  for (std::size_t b = 0; b < t.branches().size(); ++b) {
    const std::vector<vb::Timeline::Entry>& line = t.branches()[b].line;
    auto replayed = t.start().clone();
    for (std::size_t n = 0; n <= line.size() + 1; ++n) {
      SCOPED_TRACE("branch " + std::to_string(b) + ", " + std::to_string(n) + " moves");
      EXPECT_TRUE(t.stateAt(b, n)->equals(*replayed));
      if (n < line.size()) {
        ASSERT_TRUE(replayed->apply(line[n].action));
      }
    }
  }
  EXPECT_TRUE(t.stateAt(1, t.cursor())->equals(t.current()));
  EXPECT_TRUE(t.stateAt(1, t.cursor() - 1)->equals(*t.beforeLast()));
}

TEST(Branches, ABranchKeepsTheLineItLeavesAndSwitchingRestoresEachExactly) {
  vb::Timeline t = played(6);
  const auto mainEnd = t.current().clone();
  const auto atThree = vb::Timeline(t).stateOf(0);
  ASSERT_TRUE(t.startBranch(3, true));
  ASSERT_EQ(t.branches().size(), 2u);
  EXPECT_EQ(t.branch(), 1u);
  EXPECT_EQ(t.branches()[1].name, "Branch 1");
  EXPECT_EQ(t.branches()[1].parent, 0u);
  EXPECT_EQ(t.branches()[1].at, 3u);
  EXPECT_EQ(t.cursor(), 3u);
  EXPECT_EQ(t.entries().size(), 3u);
  EXPECT_FALSE(t.canRedo());
  EXPECT_FALSE(t.canUndo(true));  // the branch's undo stops where it leaves the main line
  // The main line keeps its redo tail: that is the point of a branch.
  EXPECT_EQ(t.branches()[0].line.size(), 6u);
  EXPECT_EQ(t.branches()[0].cursor, 6u);
  EXPECT_TRUE(t.stateOf(0)->equals(*mainEnd));

  ASSERT_TRUE(t.play(another(t)));
  ASSERT_TRUE(t.play(t.current().legalActions().front()));
  const auto branchEnd = t.current().clone();
  EXPECT_FALSE(branchEnd->equals(*mainEnd));
  ASSERT_TRUE(t.switchTo(0));
  EXPECT_TRUE(t.current().equals(*mainEnd));
  EXPECT_EQ(t.cursor(), 6u);
  ASSERT_TRUE(t.undo(true));
  ASSERT_TRUE(t.switchTo(1));
  EXPECT_TRUE(t.current().equals(*branchEnd));
  EXPECT_EQ(t.cursor(), 5u);
  ASSERT_TRUE(t.switchTo(0));
  EXPECT_EQ(t.cursor(), 5u);  // each branch keeps its own cursor
  EXPECT_TRUE(t.canRedo());
  EXPECT_FALSE(t.switchTo(2));
}

TEST(Branches, ABranchFromASharedMoveIsASiblingAndAnUndoneTailStartsABranchOfItsOwn) {
  vb::Timeline t = played(6);
  ASSERT_TRUE(t.startBranch(4, true));
  ASSERT_TRUE(t.play(another(t)));
  // From the first moves, which branch 1 shares with the main line, the new branch leaves the main line.
  ASSERT_TRUE(t.startBranch(2, true));
  EXPECT_EQ(t.branches()[2].parent, 0u);
  EXPECT_EQ(t.branches()[2].name, "Branch 2");
  ASSERT_TRUE(t.play(another(t)));
  ASSERT_TRUE(t.startBranch(3, true));
  EXPECT_EQ(t.branches()[3].parent, 2u);

  // Back on the main line, a new decision before move 4 would drop the moves branch 1 leaves from:
  // it starts a branch instead, and branch 1 still replays from the main line's first 4 moves.
  ASSERT_TRUE(t.switchTo(0));
  const auto branchOne = t.stateOf(1);
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(t.undo(true));
  ASSERT_TRUE(t.play(another(t)));
  EXPECT_EQ(t.branch(), 4u);
  EXPECT_EQ(t.branches()[4].at, 3u);
  EXPECT_EQ(t.branches()[0].line.size(), 6u);
  EXPECT_TRUE(t.stateOf(1)->equals(*branchOne));
}

TEST(Branches, NormalPlayBranchesOnlyWhereUndoCouldGoBack) {
  vb::Timeline t = played(4);
  ASSERT_TRUE(t.undo(true));
  // A veggies move draws a card for the table to see: undo in normal play cannot go before it.
  EXPECT_EQ(t.whyNoBranch(2, false), "move 3 showed a card: only teaching mode branches before it");
  EXPECT_FALSE(t.startBranch(2, false));
  EXPECT_EQ(t.branches().size(), 1u);
  EXPECT_EQ(t.whyNoBranch(4, false), "move 4 is undone: redo it first, or use teaching mode");
  EXPECT_EQ(t.whyNoBranch(9, true), "there is no move 9");
  EXPECT_EQ(t.whyNoBranch(3, false), "");  // where the game is: nothing is taken back
  EXPECT_EQ(t.whyNoBranch(2, true), "");
  ASSERT_TRUE(t.startBranch(3, false));
  EXPECT_EQ(t.cursor(), 3u);
}

TEST(Branches, OneLineSavesAsItAlwaysDid) {
  const vb::Timeline t = played(5);
  const vb::Json json = saveOf(t);
  EXPECT_FALSE(json.contains("branches"));
  EXPECT_FALSE(json.contains("branch"));
}

TEST(Branches, SurviveASave) {
  vb::Timeline t = played(6);
  ASSERT_TRUE(t.startBranch(3, true));
  ASSERT_TRUE(t.play(another(t)));
  ASSERT_TRUE(t.play(t.current().legalActions().front()));
  ASSERT_TRUE(t.undo(true));
  ASSERT_TRUE(t.startBranch(4, true));
  ASSERT_TRUE(t.play(another(t)));
  ASSERT_TRUE(t.switchTo(1));
  const vb::Json json = saveOf(t);
  ASSERT_TRUE(json.contains("branches"));
  EXPECT_EQ(json["branch"], 1);
  EXPECT_EQ(json["branches"][0], vb::Json({{"name", "Main line"}}));
  EXPECT_EQ(json["branches"][1]["at"], 3);
  EXPECT_EQ(json["branches"][1]["actions"].size(), 2u);
  EXPECT_EQ(json["branches"][1]["cursor"], 4);
  EXPECT_EQ(json["branches"][2]["parent"], 1);

  const vb::LoadedSave loaded = vb::loadSave(vb::Json::parse(json.dump()));
  EXPECT_TRUE(loaded.state->equals(t.current()));
  const vb::Timeline back = vb::Timeline::fromSave(loaded);
  ASSERT_EQ(back.branches().size(), 3u);
  EXPECT_EQ(back.branch(), 1u);
  for (std::size_t k = 0; k < 3; ++k) {
    EXPECT_EQ(back.branches()[k].name, t.branches()[k].name);
    EXPECT_EQ(back.branches()[k].parent, t.branches()[k].parent);
    EXPECT_EQ(back.branches()[k].at, t.branches()[k].at);
    EXPECT_EQ(back.branches()[k].cursor, t.branches()[k].cursor);
    EXPECT_EQ(back.branches()[k].line.size(), t.branches()[k].line.size());
    EXPECT_TRUE(back.stateOf(k)->equals(*t.stateOf(k)));
  }
  EXPECT_EQ(saveOf(back), json);
}

TEST(Branches, ABadBranchIsRefusedByItsField) {
  vb::Timeline t = played(6);
  ASSERT_TRUE(t.startBranch(3, true));
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(t.play(t.current().legalActions().front()));
  ASSERT_TRUE(t.startBranch(5, true));
  ASSERT_TRUE(t.play(t.current().legalActions().front()));
  const vb::Json good = saveOf(t);
  const auto refusal = [&good](const std::function<void(vb::Json&)>& spoil) {
    vb::Json json = good;
    spoil(json);
    return vbtest::inputError([&json] { vb::loadSave(json); });
  };
  EXPECT_EQ(refusal([](vb::Json& j) { j["branches"][1]["actions"][3] = "take 9"; }),
            "branches[1].actions[3]: 'take 9': actions read 'start 12', 'place hand r90 at 3,-1', 'place "
            "market 2 r0 "
            "at 0,3' or 'announce S'");
  EXPECT_EQ(refusal([](vb::Json& j) { j["branches"][2]["at"] = 12; }),
            "branches[2].at: must be a number of actions of its parent's line from 0 to 7, not 12");
  EXPECT_EQ(refusal([](vb::Json& j) { j["branches"][2]["parent"] = 2; }),
            "branches[2].parent: must be an earlier branch's number from 0 to 1, not 2");
  EXPECT_EQ(refusal([](vb::Json& j) { j["branches"][1]["cursor"] = 2; }),
            "branches[1].cursor: must be a whole number from 3 to 7, not 2");
  EXPECT_EQ(refusal([](vb::Json& j) { j["branches"][2]["name"] = "Branch 1"; }),
            "branches[2].name: 'Branch 1' is already the name of branches[1]");
  EXPECT_EQ(refusal([](vb::Json& j) { j["branches"][0]["actions"] = vb::Json::array(); }),
            "branches[0].actions: not a field of the game as played (its actions are the save's own)");
  EXPECT_EQ(refusal([](vb::Json& j) { j["branches"][1].erase("at"); }), "branches[1].at: missing");
  EXPECT_EQ(refusal([](vb::Json& j) { j["branch"] = 3; }),
            "branch: must be a branch's number from 0 to 2, not 3");
  EXPECT_EQ(refusal([](vb::Json& j) { j.erase("branches"); }),
            "branch: only a save with \"branches\" names a current branch");
  EXPECT_EQ(
      refusal([](vb::Json& j) {
        j["branches"] = vb::Json::array({{{"name", "Main line"}}});
      }),
      "branches: must be an array of 2 to 100 branches, the first the game as played, not an array of 1 "
      "items");
  EXPECT_EQ(refusal([](vb::Json& j) { j["branch"] = 1; }),
            "snapshot: does not match the state reached by replaying branches[1] to its cursor");
}

}  // namespace
}  // namespace branches_test
