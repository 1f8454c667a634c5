// The lab's statistics (docs/lab.md#statistics) on small hand-made games whose numbers are known, and
// the engine's promises: exact merges, thread counts that change nothing, records that replay.
#include <gtest/gtest.h>

#include "support.h"
#include "veggiebox/lab/lab.h"

namespace lab_stats_test {

namespace {

using vb::lab::GameRecord;
using vb::lab::OrderedJson;
using vb::lab::Plan;
using vb::lab::Stats;

Plan plan(const std::string& game, std::vector<std::string> lineup, int games, std::uint64_t seed = 1) {
  Plan p;
  p.game = vb::findGame(game);
  for (std::size_t i = 0; i < lineup.size(); ++i) p.setup.names.push_back("P" + std::to_string(i + 1));
  p.setup.seed = seed;
  p.lineup = std::move(lineup);
  p.games = games;
  return p;
}

GameRecord record(int index, std::vector<int> lineupOf, std::vector<int> scores, std::vector<int> winners,
                  int decisions, vb::Json events = vb::Json::object()) {
  GameRecord r;
  r.index = index;
  r.lineupOf = std::move(lineupOf);
  r.scores = std::move(scores);
  r.winners = std::move(winners);
  r.decisions = decisions;
  r.events = std::move(events);
  return r;
}

// Four games of two bots, the seats rotated; seat 0's scores 10, 20, 30, 40; one tie.
Stats fourGames(const Plan& p, const std::vector<int>& order = {0, 1, 2, 3}) {
  const std::vector<GameRecord> games = {
      record(0, {0, 1}, {10, 5}, {0}, 20,
             {{"powers", {{"carrot", {{"used", 2}, {"skipped", 1}, {"points", 6}}}}}}),
      record(1, {1, 0}, {20, 20}, {0, 1}, 30,
             {{"powers", {{"carrot", {{"used", 1}, {"skipped", 0}, {"points", 1}}}}}}),
      record(2, {0, 1}, {30, 35}, {1}, 40,
             {{"powers", {{"carrot", {{"used", 0}, {"skipped", 3}, {"points", 0}}}}}}),
      // A report holds only its game's events (docs/lab.md#shards-and-merge): here Veggie Garden's.
      record(3, {1, 0}, {40, 0}, {0}, 50, {{"powers", {{"peas", {{"used", 3}}}}}}),
  };
  Stats s(p);
  for (int i : order) s.add(games[static_cast<std::size_t>(i)]);
  return s;
}

TEST(LabStats, KnownSmallInputsGiveKnownNumbers) {
  const Plan p = plan("garden", {"random", "greedy"}, 4);
  const OrderedJson j = fourGames(p).toJson();
  EXPECT_EQ(j["games"], 4);
  const auto& seat0 = j["seats"][0];
  EXPECT_EQ(seat0["mean_score"], 25.0);
  EXPECT_DOUBLE_EQ(seat0["sd_score"].get<double>(), 12.9099);  // sqrt(500 / 3)
  EXPECT_EQ(seat0["percentiles"],
            (OrderedJson{{"p10", 10}, {"p25", 10}, {"p50", 20}, {"p75", 30}, {"p90", 40}}));
  EXPECT_EQ(seat0["histogram"], (OrderedJson{{10, 1}, {20, 1}, {30, 1}, {40, 1}}));
  EXPECT_DOUBLE_EQ(seat0["wins"].get<double>(), 2.5);  // games 0 and 3, half of game 1
  EXPECT_EQ(seat0["win_rate"], 0.625);
  // random sat in seat 0 in games 0 and 2 and in seat 1 in games 1 and 3: 10, 30, 20, 0.
  const auto& random = j["bots"][0];
  EXPECT_EQ(random["bot"], "random");
  EXPECT_EQ(random["mean_score"], 15.0);
  EXPECT_DOUBLE_EQ(random["wins"].get<double>(), 1.5);
  EXPECT_EQ(random["percentiles"]["p50"], 10);
  EXPECT_EQ(j["ties"]["games"], 1);
  EXPECT_EQ(j["ties"]["rate"], 0.25);
  EXPECT_EQ(j["length"]["mean"], 35.0);
  EXPECT_EQ(j["length"]["percentiles"]["p90"], 50);
  EXPECT_EQ(j["first_seat"]["advantage"], 0.125);
  EXPECT_LT(j["first_seat"]["ci95"][0].get<double>(), 0.125);
  EXPECT_GT(j["first_seat"]["ci95"][1].get<double>(), 0.125);
  EXPECT_EQ(j["events"]["sums"]["powers"]["carrot"]["used"], 3);
  EXPECT_EQ(j["events"]["sums"]["powers"]["carrot"]["points"], 7);
  EXPECT_EQ(j["events"]["sums"]["powers"]["peas"]["used"], 3);
  EXPECT_EQ(j["events"]["means"]["powers"]["carrot"]["skipped"], 1.0);
  EXPECT_EQ(j["events"]["means"]["powers"]["peas"]["used"], 0.75);
  EXPECT_DOUBLE_EQ(j["events"]["points_per_use"]["powers"]["carrot"].get<double>(), 2.3333);
}

TEST(LabStats, TheOrderOfTheGamesChangesNothing) {
  const Plan p = plan("garden", {"random", "greedy"}, 4);
  EXPECT_EQ(fourGames(p).toJson(), fourGames(p, {3, 1, 0, 2}).toJson());
}

TEST(LabStats, FromJsonReadsBackWhatToJsonWrote) {
  const Plan p = plan("garden", {"random", "greedy"}, 4);
  const OrderedJson j = fourGames(p).toJson();
  EXPECT_EQ(Stats::fromJson(vb::Json::parse(j.dump())).toJson(), j);
}

TEST(LabStats, ShardsMergeIntoTheWholeRun) {
  Plan p = plan("veggies", {"greedy", "random"}, 7, 5);
  vb::lab::RunOptions options;
  const OrderedJson whole = vb::lab::run(p, options).toJson();
  p.shardCount = 3;
  Stats merged;
  for (int i : {2, 0, 1}) {
    p.shardIndex = i;
    const Stats shard = vb::lab::run(p, options);
    EXPECT_EQ(shard.gamesPlayed(), i == 0 ? 3 : 2);
    merged.merge(Stats::fromJson(vb::Json::parse(shard.toJson().dump())));
    if (i == 2) {
      EXPECT_EQ(merged.missingShards(), (std::vector<int>{0, 1}));
    }
  }
  EXPECT_TRUE(merged.missingShards().empty());
  EXPECT_EQ(merged.toJson(), whole);
}

TEST(LabStats, MergeRefusesOtherRunsAndShardsTwice) {
  Plan p = plan("veggies", {"random"}, 4, 5);
  p.setup.names.push_back("P2");
  p.lineup.push_back("random");
  p.shardCount = 2;
  const Stats shard0 = vb::lab::run(p, {});
  Stats twice = shard0;
  EXPECT_NE(vbtest::inputError([&] { twice.merge(shard0); }).find("run.shards.played: shard 0 of 2"),
            std::string::npos);
  Plan other = p;
  other.setup.seed = 6;
  other.shardIndex = 1;
  Stats mixed = shard0;
  EXPECT_NE(vbtest::inputError([&] { mixed.merge(vb::lab::run(other, {})); }).find("seed"),
            std::string::npos);
}

TEST(LabStats, ARefusedReportLeavesTheSumAsItWas) {
  Plan p = plan("garden", {"greedy", "random"}, 4, 5);
  p.shardCount = 2;
  vb::Json r0 = vb::Json::parse(vb::lab::run(p, {}).toJson().dump());
  p.shardIndex = 1;
  vb::Json r1 = vb::Json::parse(vb::lab::run(p, {}).toJson().dump());
  r0["events"]["sums"]["powers"]["carrot"]["used"] = std::int64_t{1} << 52;
  r0["timing"] = {{"threads", 1}, {"wall_seconds", 0.5}, {"bots", vb::Json::array()}};
  vb::lab::ReportSum sum;
  sum.add(Stats::fromJson(r0), r0);
  const OrderedJson before = sum.toJson();
  r1["events"]["sums"]["powers"]["carrot"]["used"] = 0;
  r1["timing"] = {{"threads", 1}, {"wall_seconds", 0.5}, {"bots", {{{"bot", "greedy"}, {"decisions", "x"}}}}};
  EXPECT_EQ(vbtest::inputError([&] { sum.add(Stats::fromJson(r1), r1); }),
            "timing.bots[0].decisions: expected a whole number, not \"x\"");
  EXPECT_EQ(sum.toJson(), before);
  // The two event sums together pass what a report holds.
  r1["timing"] = r0["timing"];
  r1["events"]["sums"]["powers"]["carrot"]["used"] = 1;
  EXPECT_NE(vbtest::inputError([&] {
              sum.add(Stats::fromJson(r1), r1);
            }).find("events.sums.powers.carrot.used: the sum is out of the range"),
            std::string::npos);
  EXPECT_EQ(sum.toJson(), before);
  EXPECT_EQ(sum.stats().missingShards(), std::vector<int>{1});
}

TEST(LabStats, ThreadsChangeNothing) {
  const Plan p = plan("garden", {"greedy", "random"}, 6, 9);
  vb::lab::RunOptions one, three;
  three.threads = 3;
  EXPECT_EQ(vb::lab::run(p, one).toJson(), vb::lab::run(p, three).toJson());
}

TEST(LabStats, ARecordReplaysToItsScores) {
  const Plan p = plan("vegetables", {"greedy", "random", "random", "random"}, 3, 2);
  const GameRecord r = vb::lab::playGame(p, 2);
  const vb::Save save = r.save(p);
  auto end = save.startState();
  for (const auto& action : save.actions) ASSERT_TRUE(end->applyText(action)) << action;
  const vb::LoadedSave loaded = vb::loadSave(save.toJson(*end));
  const vb::ScoreSheet sheet = loaded.state->scoreSheet();
  ASSERT_TRUE(loaded.state->isOver());
  for (std::size_t seat = 0; seat < r.scores.size(); ++seat)
    EXPECT_EQ(sheet.players[seat].total, r.scores[seat]);
  EXPECT_EQ(sheet.winners, r.winners);
  EXPECT_EQ(save.seats[0].bot, p.lineup[static_cast<std::size_t>(r.lineupOf[0])]);
  // The records line alone gives the same save.
  const vb::Save fromLine = vb::lab::recordSave(vb::Json::parse(r.toJson(p).dump()));
  EXPECT_EQ(fromLine.actions, save.actions);
  EXPECT_EQ(fromLine.seats, save.seats);
  EXPECT_EQ(fromLine.seed, save.seed);
  EXPECT_EQ(fromLine.options, save.options);
  EXPECT_EQ(fromLine.variant, save.variant);
}

TEST(LabStats, PlanCheckNamesTheField) {
  Plan p = plan("garden", {"random", "greedy"}, 4);
  p.shardCount = 2;
  p.shardIndex = 2;
  EXPECT_NE(vbtest::inputError([&] { p.check(); }).find("shard"), std::string::npos);
  p.shardIndex = 0;
  p.lineup[1] = "clever";
  EXPECT_NE(vbtest::inputError([&] { p.check(); }).find("bots[1]"), std::string::npos);
}

}  // namespace
}  // namespace lab_stats_test
