// The playtesting lab from the command line (docs/lab.md): shards merged into the whole run,
// --records, --variant and --compare, and their refusals (exit 2, one line naming file and field).
#include "cli_runner.h"

namespace lab_cli_test {

namespace {

using namespace clitest;

Json withoutTiming(const std::string& text) {
  Json j = Json::parse(text);
  j.erase("timing");
  return j;
}

const std::vector<std::string> kRun = {"simulate",  "garden", "--bots", "greedy,random",
                                       "--games",   "7",      "--seed", "4",
                                       "--threads", "2",      "--json"};

std::vector<std::string> plus(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST_F(Cli, ThreeShardsMergeIntoExactlyTheWholeRun) {
  const Result whole = run(kRun);
  ASSERT_EQ(whole.code, 0) << whole;
  std::vector<std::string> merge = {"merge"};
  for (const char* shard : {"0/3", "1/3", "2/3"}) {
    const Result r = run(plus(kRun, {"--shard", shard}));
    ASSERT_EQ(r.code, 0) << r;
    merge.push_back(write(std::string("shard") + shard[0] + ".json", r.out).string());
  }
  const Result merged = run(plus(merge, {"--json"}));
  ASSERT_EQ(merged.code, 0) << merged;
  EXPECT_EQ(withoutTiming(merged.out), withoutTiming(whole.out));
  EXPECT_EQ(Json::parse(merged.out)["timing"]["shards"], 3);
  // Printed as simulate prints: the same table but for the timing line.
  const Result table = run({"merge", merge[3], merge[1], merge[2]});
  ASSERT_EQ(table.code, 0) << table;
  EXPECT_NE(table.out.find("Veggie Garden: 7 games, 2 players, seed 4"), std::string::npos) << table;
  EXPECT_NE(table.out.find("Game length"), std::string::npos) << table;
}

TEST_F(Cli, MergeRefusesShardsOfOtherRunsTwiceOrMissing) {
  const std::string a = write("a.json", run(plus(kRun, {"--shard", "0/2"})).out).string();
  const std::string b = write("b.json", run(plus(kRun, {"--shard", "1/2"})).out).string();
  std::vector<std::string> other = kRun;
  other[7] = "5";  // another seed
  const std::string c = write("c.json", run(plus(other, {"--shard", "1/2"})).out).string();
  const std::string bad = write("bad.json", R"({"game": "garden", "seed": 1})").string();
  expectError(run({"merge", a, c}), c + ": seed");
  expectError(run({"merge", a, b, b}), b + ": run.shards.played: shard 1 of 2 is counted twice");
  expectError(run({"merge", a}), a + ": run.shards: shard 1 of 2 is missing");
  expectError(run({"merge", a, bad}), bad + ": run: missing");
  expectError(run({"merge", a, (dir_ / "none.json").string()}), "none.json");
  for (const auto& r : {run({"merge", a, c}), run({"merge", a})})
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r;
}

TEST_F(Cli, SimulateRefusesABadShard) {
  for (const char* shard : {"3/3", "-1/3", "1/0", "1", "a/b", "0/8", "1/3x"}) {
    const Result r = run(plus(kRun, {"--shard", shard}));
    expectError(r, std::string("--shard '") + shard + "'");
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r;
  }
}

TEST_F(Cli, RecordsHoldOneReplayableLineAGameInOrder) {
  const fs::path records = dir_ / "games.jsonl";
  const Result r = run(plus(kRun, {"--records", records.string(), "--shard", "1/2"}));
  ASSERT_EQ(r.code, 0) << r;
  const auto text = lines(readFile(records));
  ASSERT_EQ(text.size(), 3u);  // games 1, 3 and 5
  const Json report = Json::parse(r.out);
  for (std::size_t i = 0; i < text.size(); ++i) {
    const Json line = Json::parse(text[i]);
    EXPECT_EQ(line["index"], 1 + 2 * static_cast<int>(i));
    EXPECT_EQ(line["bots"].size(), 2u);
    EXPECT_EQ(line["decisions"], line["actions"].size());
    // Play the actions again from the deal: the same scores.
    std::string state = run({"new", "garden", "--players", "2", "--seed", line["seed"].dump()}).out;
    std::vector<std::string> apply = {"apply", write("s.json", state).string()};
    for (const auto& a : line["actions"]) apply.push_back(a.get<std::string>());
    const Result played = run(apply);
    ASSERT_EQ(played.code, 0) << played;
    const Result score = run({"score", write("end.json", played.out).string()});
    const Json sheet = Json::parse(score.out);
    for (std::size_t seat = 0; seat < 2; ++seat)
      EXPECT_EQ(sheet["players"][seat]["total"], line["scores"][seat]) << text[i];
  }
  EXPECT_TRUE(fs::exists(records));
  // Only the finished file is there: no temporary file was left beside it.
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir_))
    files += entry.path().filename().string().starts_with(".");
  EXPECT_EQ(files, 0);
}

TEST_F(Cli, ABadVariantIsRefusedAndNoRecordsAreWritten) {
  const fs::path records = dir_ / "games.jsonl";
  const std::string bad =
      write("bad.json", R"({"game": "garden", "rules": {"all_crops_bonus": "x"}})").string();
  expectError(run(plus(kRun, {"--variant", bad, "--records", records.string()})),
              "--variant " + bad + ": rules.all_crops_bonus: expected a whole number");
  expectError(run(plus(kRun, {"--compare", bad})), "--compare " + bad + ": rules.all_crops_bonus");
  EXPECT_FALSE(fs::exists(records));
  expectError(run(plus(kRun, {"--records", dir_.string()})), "--records");
}

TEST_F(Cli, AVariantChangesTheRun) {
  const std::string big =
      write("big.json", R"({"game": "garden", "name": "big", "rules": {"all_crops_bonus": 100}})").string();
  const Result plain = run(kRun), varied = run(plus(kRun, {"--variant", big}));
  ASSERT_EQ(varied.code, 0) << varied;
  const Json j = Json::parse(varied.out);
  EXPECT_EQ(j["run"]["variant"]["name"], "big");
  EXPECT_GT(j["bots"][0]["mean_score"].get<double>(),
            Json::parse(plain.out)["bots"][0]["mean_score"].get<double>());
}

TEST_F(Cli, CompareFindsNoDifferenceWhereTheVariantChangesNothing) {
  const std::string same =
      write("same.json", R"({"game": "garden", "name": "same", "rules": {"all_crops_bonus": 10}})").string();
  const Result r = run(plus(kRun, {"--compare", same}));
  ASSERT_EQ(r.code, 0) << r;
  const Json c = Json::parse(r.out)["compare"];
  EXPECT_EQ(c["games"], 7);
  EXPECT_EQ(c["changed"], 0);
  EXPECT_EQ(c["significant"], 0);
  EXPECT_EQ(c["bots"][0]["mean_score"]["difference"], 0.0);
  EXPECT_EQ(c["bots"][0]["mean_score"]["p"], 1.0);
}

TEST_F(Cli, CompareFindsABigBonusSignificant) {
  const std::string big =
      write("big.json", R"({"game": "garden", "name": "big", "rules": {"all_crops_bonus": 100}})").string();
  const Result r = run(
      {"simulate", "garden", "--bots", "greedy", "--games", "20", "--seed", "2", "--compare", big, "--json"});
  ASSERT_EQ(r.code, 0) << r;
  const Json j = Json::parse(r.out);
  const Json& score = j["compare"]["bots"][0]["mean_score"];
  EXPECT_EQ(score["a"], j["bots"][0]["mean_score"]);  // a is the run itself
  EXPECT_GT(score["difference"].get<double>(), 20.0);
  EXPECT_GT(score["ci95"][0].get<double>(), 0.0);
  EXPECT_LT(score["p"].get<double>(), 0.01);
  EXPECT_GT(j["compare"]["significant"].get<int>(), 0);
  const Result table =
      run({"simulate", "garden", "--bots", "greedy", "--games", "4", "--seed", "2", "--compare", big});
  EXPECT_NE(table.out.find("Compared with variant 'big'"), std::string::npos) << table;
  const std::string unnamed =
      write("unnamed.json", R"({"game": "garden", "rules": {"all_crops_bonus": 100}})").string();
  const Result plain = run({"simulate", "garden", "--bots", "greedy", "--games", "2", "--seed", "2",
                            "--threads", "1", "--compare", unnamed});
  EXPECT_NE(plain.out.find("Compared with the unnamed variant on the same 2 games"), std::string::npos)
      << plain;
  EXPECT_NE(plain.out.find(" s on 1 thread.\n"), std::string::npos) << plain;
  // A --compare report is not a shard.
  expectError(run({"merge", write("c.json", r.out).string()}), "c.json: compare");
}

}  // namespace
}  // namespace lab_cli_test
