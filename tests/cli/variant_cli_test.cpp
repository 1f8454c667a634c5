// Variants on the command line (docs/cli.md, docs/variants.md): games --variants lists every rule,
// new and play take --variant FILE, and the save of a variant game replays under it.
#include "cli_runner.h"

namespace variant_cli_test {

namespace {

using namespace clitest;

TEST_F(Cli, GamesListsTheVariantRules) {
  const Result plain = run({"games"});
  ASSERT_EQ(plain.code, 0) << plain;
  EXPECT_EQ(plain.out.find("all_crops_bonus"), std::string::npos) << plain;
  const Result r = run({"games", "--variants"});
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out.rfind(plain.out.substr(0, plain.out.find('\n') + 1), 0), 0u) << r;
  for (const char* line : {"  all_crops_bonus: whole number from 0 to 1000, default 10; ",
                           "  mouse_points: whole number from -10 to 10, default -2; ",
                           "  penalty_a: whole number from -500 to 0, default -50; ",
                           "  power_peas: yes/no (true or false), default true; "})
    EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r;
}

TEST_F(Cli, NewAndPlayTakeAVariant) {
  const fs::path file =
      write("v.json", R"({"game":"garden","name":"no bonus","rules":{"all_crops_bonus":0}})");
  const Result n = run({"new", "garden", "--seed", "4", "--variant", file.string()});
  ASSERT_EQ(n.code, 0) << n;
  EXPECT_EQ(Json::parse(n.out).at("variant"),
            Json::parse(R"({"name":"no bonus","rules":{"all_crops_bonus":0}})"));

  const fs::path save = dir_ / "game.json";
  const Result p = run({"play", "garden", "--players", "3", "--seed", "4", "--variant", file.string(),
                        "--save", save.string()});
  ASSERT_EQ(p.code, 0) << p;
  EXPECT_EQ(p.out.rfind("Veggie Garden (variant 'no bonus'), seed 4: ", 0), 0u) << p;
  EXPECT_EQ(p.out.find("All five crops"), std::string::npos) << p;
  EXPECT_EQ(Json::parse(readFile(save)).at("variant").at("name"), "no bonus");
  const Result replay = run({"replay", save.string()});
  EXPECT_EQ(replay.code, 0) << replay;

  // The same seed without the variant plays the published rules.
  const Result plain = run({"play", "garden", "--players", "3", "--seed", "4"});
  ASSERT_EQ(plain.code, 0) << plain;
  EXPECT_NE(plain.out.find("All five crops"), std::string::npos) << plain;
}

}  // namespace
}  // namespace variant_cli_test
