// veggiebox-cli simulate (docs/cli.md#simulate): its JSON, results that do not depend on the number of
// threads, rotated seats, and bad input refused with exit 2. Tiny budgets keep it fast.
#include "cli_runner.h"

namespace simulate_test {

namespace {

using namespace clitest;

// The keys of an object, in their order.
std::vector<std::string> keys(const nlohmann::ordered_json& j) {
  std::vector<std::string> out;
  for (const auto& item : j.items()) out.push_back(item.key());
  return out;
}

TEST_F(Cli, SimulatePrintsTheDocumentedJson) {
  const Result r = run({"simulate", "garden", "--bots", "ismcts:iterations=20,greedy", "--games", "4",
                        "--seed", "3", "--threads", "1", "--json"});
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.err, "");  // no progress bar: standard error is not a terminal
  const auto j = nlohmann::ordered_json::parse(r.out);
  EXPECT_EQ(keys(j), (std::vector<std::string>{"game", "games", "seed", "bots", "seats", "length", "ties",
                                               "first_seat", "events", "run", "timing"}));
  EXPECT_EQ(j["game"], "garden");
  EXPECT_EQ(j["games"], 4);
  EXPECT_EQ(j["seed"], 3);
  ASSERT_EQ(j["bots"].size(), 2u);
  EXPECT_EQ(j["bots"][0]["bot"], "ismcts:iterations=20");
  EXPECT_EQ(j["bots"][1]["bot"], "greedy");
  double wins = 0;
  for (const auto& b : j["bots"]) {
    EXPECT_EQ(keys(b), (std::vector<std::string>{"bot", "games", "wins", "win_rate", "ci95", "mean_score",
                                                 "sd_score", "percentiles", "histogram", "win_units"}));
    EXPECT_EQ(b["games"], 4);  // rotated: each bot in each seat twice
    const double rate = b["win_rate"], lo = b["ci95"][0], hi = b["ci95"][1];
    EXPECT_LE(lo, rate);
    EXPECT_GE(hi, rate);
    wins += b["wins"].get<double>();
  }
  EXPECT_DOUBLE_EQ(wins, 4.0);  // a shared win counts 1/k: one win a game in all
  ASSERT_EQ(j["seats"].size(), 2u);
  for (const auto& s : j["seats"])
    EXPECT_EQ(keys(s), (std::vector<std::string>{"seat", "wins", "win_rate", "mean_score", "games", "ci95",
                                                 "sd_score", "percentiles", "histogram", "win_units"}));
  ASSERT_TRUE(j["timing"].is_object());
  ASSERT_EQ(j["timing"]["bots"].size(), 2u);
  EXPECT_GT(j["timing"]["bots"][0]["decisions"].get<int>(), 0);
  EXPECT_GE(j["timing"]["bots"][0]["median_seconds"].get<double>(), 0.0);
}

// Each game is seeded from the seed and its index alone, so the threads change only the timing.
TEST_F(Cli, SimulateGivesTheSameResultsOnAnyNumberOfThreads) {
  std::vector<Json> results;
  for (const char* threads : {"1", "2", "3"}) {
    const Result r = run({"simulate", "veggies", "--bots", "ismcts:iterations=3,random", "--games", "6",
                          "--seed", "11", "--threads", threads, "--json"});
    ASSERT_EQ(r.code, 0) << r;
    Json j = Json::parse(r.out);
    j.erase("timing");
    results.push_back(j);
  }
  EXPECT_EQ(results[1], results[0]);
  EXPECT_EQ(results[2], results[0]);
}

TEST_F(Cli, SimulateRotatesOneBotAgainstThreeInVegetables) {
  const Result r = run({"simulate", "vegetables", "--bots", "ismcts:iterations=4,greedy", "--option",
                        "hands=1", "--games", "4", "--seed", "5", "--threads", "2", "--json"});
  ASSERT_EQ(r.code, 0) << r;
  const Json j = Json::parse(r.out);
  ASSERT_EQ(j["bots"].size(), 2u);
  EXPECT_EQ(j["bots"][0]["games"], 4);   // one seat a game
  EXPECT_EQ(j["bots"][1]["games"], 12);  // the last bot repeats: three seats a game
  EXPECT_EQ(j["seats"].size(), 4u);
}

TEST_F(Cli, SimulatePrintsATable) {
  const Result r = run({"simulate", "garden", "--bots", "random,greedy", "--games", "2", "--seed", "1"});
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_NE(r.out.find("Veggie Garden: 2 games, 2 players, seed 1"), std::string::npos) << r;
  EXPECT_NE(r.out.find("Win rate"), std::string::npos) << r;
  EXPECT_NE(r.out.find("greedy"), std::string::npos) << r;
}

TEST_F(Cli, SimulateRefusesBadInputWithExit2) {
  const std::vector<std::string> base = {"simulate", "veggies", "--seed", "1"};
  auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> args = base;
    args.insert(args.end(), more.begin(), more.end());
    return run(args);
  };
  expectError(with({"--bots", "random,clever", "--games", "2"}), "--bots: bot 'clever': no such bot");
  expectError(with({"--bots", "ismcts:iterations=0", "--games", "2"}), "iterations must be a whole number");
  expectError(with({"--bots", "random", "--games", "0"}), "--games '0': must be a whole number of games");
  expectError(with({"--bots", "random", "--games", "ten"}), "--games 'ten'");
  expectError(with({"--bots", "random", "--games", "2", "--threads", "0"}), "--threads '0'");
  expectError(with({"--bots", "random", "--games", "2", "--option", "scoring=most"}), "--option");
  expectError(with({"--bots", "random,random,random", "--games", "2", "--players", "2"}),
              "--bots: 3 bots for 2");
  expectError(with({"--bots", "random", "--games", "2", "--players", "9"}), "--players 9");
  expectError(with({"--games", "2"}), "--bots");
  expectError(run({"simulate", "chess", "--bots", "random", "--games", "2"}), "game 'chess'");
  for (const auto& r :
       {with({"--bots", "random,clever", "--games", "2"}), with({"--bots", "random", "--games", "0"})})
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r;
}

}  // namespace
}  // namespace simulate_test
