// Runs the real veggiebox-cli (VEGGIEBOX_CLI) and checks standard output, standard error and the
// exit code: 0 on success; 2 on any error, with a message on stderr and nothing on stdout.
#include "cli_runner.h"

namespace cli_test {

namespace {

using namespace clitest;

TEST_F(Cli, GamesListsVeggies) {
  const Result r = run({"games"});
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out.rfind("veggies: Veggies, ", 0), 0u) << r;
  EXPECT_NE(r.out.find("players"), std::string::npos) << r;
  EXPECT_EQ(r.err, "");
}

TEST_F(Cli, NewPrintsPrettyStateJson) {
  const Result r = run({"new", "veggies", "--seed", "3"});
  ASSERT_EQ(r.code, 0) << r;
  const Json state = Json::parse(r.out);
  EXPECT_EQ(state.at("game"), "veggies");
  EXPECT_EQ(r.out, state.dump(2) + "\n");
  EXPECT_EQ(run({"new", "veggies", "--seed", "3"}).out, r.out) << "one seed, one deal";
}

TEST_F(Cli, NamesSetThePlayerCount) {
  const Result created = run({"new", "veggies", "--names", "Ana,Bo,Cy", "--seed", "1"});
  ASSERT_EQ(created.code, 0) << created;
  const Result r = run({"score", "-"}, created.out);
  ASSERT_EQ(r.code, 0) << r;
  const Json sheet = Json::parse(r.out);
  ASSERT_EQ(sheet.at("players").size(), 3u);
  EXPECT_EQ(sheet["players"][2].at("name"), "Cy");
}

TEST_F(Cli, NamesMustMatchPlayers) {
  expectError(run({"new", "veggies", "--players", "2", "--names", "Ana,Bo,Cy"}), "--names");
}

TEST_F(Cli, NewLegalApplyThroughStandardInput) {
  const std::string state = newState();
  const Result legal = run({"legal", "-"}, state);
  ASSERT_EQ(legal.code, 0) << legal;
  const auto actions = lines(legal.out);
  ASSERT_FALSE(actions.empty());

  const Result applied = run({"apply", "-", actions.front()}, state);
  ASSERT_EQ(applied.code, 0) << applied;
  const Json next = Json::parse(applied.out);
  EXPECT_EQ(next.at("game"), "veggies");
  EXPECT_NE(next, Json::parse(state));

  const Result shown = run({"show", "-", "--as", "Ana"}, applied.out);
  EXPECT_EQ(shown.code, 0) << shown;
  EXPECT_FALSE(shown.out.empty());
}

TEST_F(Cli, RefusedActionExits2AndNamesIt) {
  const std::string state = newState();
  const std::string first = lines(run({"legal", "-"}, state).out).at(0);
  const Result r = run({"apply", "-", first, "place hand r0 at 99,99"}, state);
  expectError(r, "'place hand r0 at 99,99'");
  EXPECT_NE(r.err.find("2 of 2"), std::string::npos) << r;

  expectError(run({"apply", "-", "fly away"}, state), "'fly away'");
}

TEST_F(Cli, MalformedScenarioNamesTheField) {
  const fs::path file = write("bad.json", kBadScenario);
  const Result r = run({"show", file.string()});
  expectError(r, "players[0].stall.rows");
  EXPECT_NE(r.err.find(file.string()), std::string::npos) << r;
}

TEST_F(Cli, HandWrittenScenarioIsAccepted) {
  const fs::path file = write("scenario.json", kGoodScenario);
  for (const char* command : {"show", "legal", "score"}) {
    const Result r = run({command, file.string()});
    EXPECT_EQ(r.code, 0) << command << "\n" << r;
  }
  const Result applied = run({"apply", file.string(), lines(run({"legal", file.string()}).out).at(0)});
  EXPECT_EQ(applied.code, 0) << applied;
}

TEST_F(Cli, ScorePrintsTheDocumentedKeys) {
  const Result r = run({"score", write("scenario.json", kGoodScenario).string()});
  ASSERT_EQ(r.code, 0) << r;
  const Json sheet = Json::parse(r.out);
  EXPECT_TRUE(sheet.at("final").is_boolean());
  ASSERT_TRUE(sheet.at("winners").is_array());
  ASSERT_EQ(sheet.at("players").size(), 2u);
  EXPECT_EQ(sheet["players"][0].at("name"), "Ana");
  EXPECT_TRUE(sheet["players"][0].at("total").is_number_integer());
  for (const auto& line : sheet["players"][0].at("lines")) {
    EXPECT_TRUE(line.at("label").is_string());
    EXPECT_TRUE(line.at("points").is_number_integer());
  }
  for (const auto& seat : sheet["winners"]) EXPECT_TRUE(seat.is_number_integer());
}

// What each seat may know (docs/cli.md#show, #score): `show --json` prints the seat's observation,
// and `score --as` the sheet as that seat may know it; without --as, score prints the whole sheet.
TEST_F(Cli, ShowJsonPrintsTheSeatsObservation) {
  const std::string state = run({"new", "garden", "--names", "Ana,Bo,Cy", "--seed", "9"}).out;
  const Json whole = Json::parse(state);
  const Result ana = run({"show", "-", "--as", "Ana", "--json"}, state);
  ASSERT_EQ(ana.code, 0) << ana;
  const Json seen = Json::parse(ana.out);
  EXPECT_EQ(ana.out, seen.dump(2) + "\n");
  EXPECT_EQ(seen.at("seat"), 0);
  EXPECT_EQ(seen["players"][0].at("hand"), whole["players"][0].at("hand"));
  EXPECT_EQ(seen["players"][1].at("hand"), "hidden");
  EXPECT_EQ(seen["players"][1].at("hand_size"), 2);
  EXPECT_FALSE(seen.contains("deck")) << "the deck's order is no seat's to see";
  EXPECT_FALSE(seen.contains("rng"));
  const Result pub = run({"show", "-", "--json"}, state);
  ASSERT_EQ(pub.code, 0) << pub;
  EXPECT_EQ(Json::parse(pub.out).at("seat"), -1);
  EXPECT_EQ(Json::parse(pub.out)["players"][0].at("hand"), "hidden");
}

TEST_F(Cli, ScoreAsSeatHidesTheOtherHands) {
  const std::string state = run({"new", "garden", "--names", "Ana,Bo", "--seed", "9"}).out;
  const Json whole = Json::parse(run({"score", "-"}, state).out);
  ASSERT_EQ(whole["players"][1].at("lines").size(), 6u) << "without --as: every line, for tools";
  const Result bo = run({"score", "-", "--as", "1"}, state);
  ASSERT_EQ(bo.code, 0) << bo;
  const Json sheet = Json::parse(bo.out);
  EXPECT_EQ(sheet["players"][1], whole["players"][1]);
  EXPECT_EQ(sheet["players"][0].at("hidden"), true);
  EXPECT_EQ(sheet["players"][0].at("hand_size"), 2);
  EXPECT_EQ(sheet["players"][0].at("total"), 0);
  EXPECT_TRUE(sheet["players"][0].at("lines").empty());
  EXPECT_TRUE(sheet.at("winners").empty());
  const Json pub = Json::parse(run({"score", "-", "--as", "-1"}, state).out);
  EXPECT_EQ(pub["players"][1].at("hidden"), true);
  expectError(run({"score", "-", "--as", "Zed"}, state), "--as 'Zed'");
}

TEST_F(Cli, PlayBetweenBotsFinishes) {
  const std::vector<std::string> args = {"play",          "veggies", "--players", "2",       "--bots",
                                         "random,greedy", "--seed",  "5",         "--names", "Ana,Bo"};
  const Result r = run(args);
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_NE(r.out.find("\nAna: "), std::string::npos) << r;
  EXPECT_NE(r.out.find("\nBo: "), std::string::npos) << r;
  EXPECT_NE(r.out.find("Final scores"), std::string::npos) << r;
  EXPECT_NE(r.out.find("\n  Total "), std::string::npos) << r;
  EXPECT_EQ(run(args).out, r.out) << "one seed, one game";
}

TEST_F(Cli, PlaySaveThenReplay) {
  const fs::path save = dir_ / "game.json";
  const Result played = run({"play", "veggies", "--players", "3", "--bots", "greedy,random", "--seed", "11",
                             "--save", save.string()});
  ASSERT_EQ(played.code, 0) << played;
  const Json json = Json::parse(readFile(save));
  EXPECT_EQ(json.at("format"), "veggiebox-save");

  const Result replayed = run({"replay", save.string()});
  ASSERT_EQ(replayed.code, 0) << replayed;
  const std::size_t n = json.at("actions").size();
  EXPECT_EQ(replayed.out.rfind("valid: " + std::to_string(n) + " actions, cursor " + std::to_string(n), 0),
            0u)
      << replayed;
  EXPECT_NE(replayed.out.find("Final scores"), std::string::npos) << replayed;

  // A save is also a FILE for the state commands: the state at its cursor.
  const Result score = run({"score", "-"}, readFile(save));
  ASSERT_EQ(score.code, 0) << score;
  EXPECT_EQ(Json::parse(score.out).at("final"), true);
}

// A save opens with the format and its version, by which the desktop knows the file
// (docs/saves.md#the-file); a save with its fields in another order, as older versions wrote them
// (every field in name order), still loads.
TEST_F(Cli, SaveOpensWithTheFormatLineAndAnyOrderLoads) {
  const fs::path save = dir_ / "game.veggiebox";
  ASSERT_EQ(run({"play", "veggies", "--players", "2", "--seed", "4", "--save", save.string()}).code, 0);
  const std::string text = readFile(save);
  EXPECT_EQ(
      text.rfind("{\n  \"format\": \"veggiebox-save\",\n  \"version\": 1,\n  \"game\": \"veggies\",\n", 0),
      0u)
      << text.substr(0, 120);
  const Json json = Json::parse(text);
  EXPECT_NE(text, json.dump(2) + "\n") << "not the name order of older saves";

  const std::string sorted = json.dump(2);
  ASSERT_EQ(sorted.rfind("{\n  \"actions\"", 0), 0u) << "the order older versions wrote";
  write("old.json", sorted);
  const Result replayed = run({"replay", (dir_ / "old.json").string()});
  ASSERT_EQ(replayed.code, 0) << replayed;
  EXPECT_EQ(replayed.out, run({"replay", save.string()}).out);
}

TEST_F(Cli, EditedSaveIsRefusedNamingTheStep) {
  const fs::path save = dir_ / "game.json";
  ASSERT_EQ(run({"play", "veggies", "--players", "2", "--seed", "4", "--save", save.string()}).code, 0);
  Json json = Json::parse(readFile(save));
  const std::size_t step = json.at("actions").size() / 2;
  json["actions"][step] = "place hand r0 at 99,99";
  write("game.json", json.dump(2));
  const Result r = run({"replay", save.string()});
  expectError(r, "actions[" + std::to_string(step) + "]");
  EXPECT_NE(r.err.find("place hand r0 at 99,99"), std::string::npos) << r;
  expectError(run({"legal", save.string()}), "actions[" + std::to_string(step) + "]");
}

TEST_F(Cli, EveryErrorExits2WithNothingOnStdout) {
  const fs::path state = write("state.json", newState());
  expectError(run({"new", "nosuchgame"}), "nosuchgame");
  expectError(run({"play", "nosuchgame"}), "nosuchgame");
  expectError(run({"new", "veggies", "--option", "nosuch=1"}), "nosuch");
  expectError(run({"new", "veggies", "--option", "novalue"}), "KEY=VALUE");
  expectError(run({"new", "veggies", "--players", "99"}), "--players 99");
  expectError(run({"play", "veggies", "--bots", "clever"}), "clever");
  expectError(run({"show", state.string(), "--as", "9"}), "--as '9'");
  expectError(run({"legal", (dir_ / "missing.json").string()}), "missing.json");
  expectError(run({"legal", write("broken.json", "{\n  \"game\": ").string()}), "broken.json:");
  expectError(run({"legal", "-"}, "[1, 2]"), "standard input");
  expectError(run({"replay", state.string()}), "format");
  expectError(run({"play", "veggies", "--save", (dir_ / "no/such/dir/x.json").string()}), "x.json");
  expectError(run({}), "");                         // no subcommand
  expectError(run({"legal"}), "FILE");              // missing argument
  expectError(run({"games", "--frobnicate"}), "");  // unknown flag
}

TEST_F(Cli, HelpSucceeds) {
  const Result r = run({"--help"});
  EXPECT_EQ(r.code, 0) << r;
  EXPECT_NE(r.out.find("replay"), std::string::npos) << r;
}

}  // namespace
}  // namespace cli_test
