// The shared engine pieces: the seeded generator, saves and atomic writes.
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "support.h"
#include "veggiebox/core/output_file.h"
#include "veggiebox/core/random.h"

namespace core_test {

namespace {

TEST(Rng, OneSeedGivesTheSameNumbersEverywhere) {
  // Fixed values: a change here changes every deal and breaks every save.
  vb::Rng rng(0);
  EXPECT_EQ(rng.next(), 0x99ec5f36cb75f2b4ULL);
  EXPECT_EQ(rng.next(), 0xbf6e1f784956452aULL);
  vb::Rng shuffler(1);
  std::vector<int> v{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  shuffler.shuffle(std::span<int>(v));
  EXPECT_EQ(v, (std::vector<int>{4, 9, 1, 10, 3, 6, 7, 5, 2, 8}));
}

TEST(Rng, BoundedDrawsStayInRangeAndCoverIt) {
  vb::Rng rng(3);
  std::vector<int> seen(7, 0);
  for (int i = 0; i < 7000; ++i) ++seen[rng.below(7)];
  for (int count : seen) EXPECT_GT(count, 800);
  EXPECT_EQ(rng.below(1), 0u);
}

TEST(Rng, TextRoundTrip) {
  vb::Rng a(77);
  a.next();
  vb::Rng b;
  ASSERT_TRUE(b.fromText(a.toText()));
  EXPECT_EQ(a, b);
  EXPECT_FALSE(b.fromText("not a generator"));
  EXPECT_EQ(a, b);
}

// A game played part way, with two actions undone: the redo tail must survive a save and load.
vb::Save playedSave(std::unique_ptr<vb::State>& atCursor) {
  vb::Save save;
  save.game = "veggies";
  save.seed = 12;
  save.seats = {{"Ana", true, ""}, {"Bo", false, "greedy"}};
  auto state = save.startState();
  vb::Rng rng(4);
  for (int i = 0; i < 8; ++i) {
    const auto legal = state->legalActions();
    const vb::ActionId a = legal[rng.below(legal.size())];
    save.actions.push_back(state->actionText(a));
    state->apply(a);
    if (i == 5) atCursor = state->clone();
  }
  save.cursor = 6;
  return save;
}

TEST(Saves, LoadReplaysToTheCursorAndKeepsTheRedoTail) {
  std::unique_ptr<vb::State> atCursor;
  const vb::Save save = playedSave(atCursor);
  const vb::Json json = save.toJson(*atCursor);
  EXPECT_EQ(json["format"], "veggiebox-save");
  EXPECT_EQ(json["version"], 1);
  const vb::LoadedSave loaded = vb::loadSave(json);
  EXPECT_TRUE(loaded.state->equals(*atCursor));
  EXPECT_EQ(loaded.save.actions, save.actions);
  EXPECT_EQ(loaded.save.cursor, 6u);
  EXPECT_EQ(loaded.save.seats, save.seats);
}

TEST(Saves, ASaveThatDoesNotReplayNamesTheFirstBadStep) {
  std::unique_ptr<vb::State> atCursor;
  vb::Json json = playedSave(atCursor).toJson(*atCursor);
  json["actions"][3] = "place hand r0 at 40,40";
  const std::string why = vbtest::inputError([&] { vb::loadSave(json); });
  EXPECT_NE(why.find("actions[3] 'place hand r0 at 40,40'"), std::string::npos) << why;
}

TEST(Saves, ASnapshotThatDisagreesIsRefused) {
  std::unique_ptr<vb::State> atCursor;
  vb::Json json = playedSave(atCursor).toJson(*atCursor);
  json["cursor"] = 5;
  const std::string why = vbtest::inputError([&] { vb::loadSave(json); });
  EXPECT_NE(why.find("snapshot"), std::string::npos) << why;
  json["cursor"] = 99;
  EXPECT_NE(vbtest::inputError([&] { vb::loadSave(json); }).find("cursor"), std::string::npos);
  vb::Json wrong = json;
  wrong["format"] = "something else";
  EXPECT_NE(vbtest::inputError([&] { vb::loadSave(wrong); }).find("format"), std::string::npos);
}

TEST(Saves, AGameFromAScenarioKeepsItsStart) {
  vb::Save save;
  save.game = "veggies";
  save.seats = {{"Ana", true, ""}, {"Bo", true, ""}};
  save.start = vb::Json::parse(R"({"game":"veggies","players":[{"name":"Ana","hand":5,
    "stall":{"rows":["SS","SS","SS"]}},{"name":"Bo","stall":{"rows":["BB"]}}]})");
  auto state = save.startState();
  ASSERT_TRUE(state->applyText("place hand r0 at 2,0"));
  save.actions = {"place hand r0 at 2,0"};
  save.cursor = 1;
  const vb::LoadedSave loaded = vb::loadSave(save.toJson(*state));
  EXPECT_TRUE(loaded.state->equals(*state));
}

TEST(Files, WritesAreAtomic) {
  const auto dir = std::filesystem::temp_directory_path() / ("veggiebox-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto file = dir / "game.json";
  vb::writeFileAtomically(file, "first");
  vb::writeFileAtomically(file, "second");
  EXPECT_EQ(vb::readTextFile(file.string()), "second");
  // A write that cannot happen throws and leaves nothing behind.
  EXPECT_THROW(vb::writeFileAtomically(dir / "missing" / "x.json", "x"), std::runtime_error);
  int entries = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) ++entries, (void)e;
  EXPECT_EQ(entries, 1);
  std::filesystem::remove_all(dir);
}

TEST(Files, AWriteClearsWhatKilledWritersLeftBehind) {
  const auto dir = std::filesystem::temp_directory_path() / ("veggiebox-left-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto file = dir / "game.json";
  // Two writers killed before their rename, and two files that only look alike.
  for (const char* name :
       {".game.json.AbC123", ".game.json.zz9ZZ9", ".game.json.short", ".other.json.AbC123"})
    std::ofstream(dir / name) << "half";
  EXPECT_EQ(vb::leftoverTemporaryFiles(file).size(), 2u);
  vb::writeFileAtomically(file, "whole");
  EXPECT_TRUE(vb::leftoverTemporaryFiles(file).empty());
  EXPECT_EQ(vb::readTextFile(file.string()), "whole");
  EXPECT_TRUE(std::filesystem::exists(dir / ".game.json.short"));
  EXPECT_TRUE(std::filesystem::exists(dir / ".other.json.AbC123"));
  std::filesystem::remove_all(dir);
}

TEST(Files, BadJsonIsReportedWithLineAndColumn) {
  const std::string why = vbtest::inputError([] { vb::parseJsonText("{\n  \"a\": ,\n}", "x.json"); });
  EXPECT_NE(why.find("x.json:2:"), std::string::npos) << why;
}

}  // namespace
}  // namespace core_test
