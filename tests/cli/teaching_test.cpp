// What the real veggiebox-cli tells a learner (docs/cli.md#legal, #show, #apply): the Veggie Garden
// harvest's crops and powers, a power that is skipped and why, a Veggies tie and who still
// announces, the VEGEtables penalty's open choices and a hand counted with its jollies, each from a
// small scenario. What `show` adds is public: every seat sees it alike.
// GCC 12 warns inside libstdc++'s <regex> at -O2 with the sanitizers (a false
// -Wmaybe-uninitialized, GCC bug 105562), which -Werror would turn into a failed build.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <regex>

#include "cli_runner.h"

namespace teaching_test {

namespace {

using namespace clitest;

// Ana (seat 0) to take a card, in the garden of docs/rules/garden.md#the-powers: potatoes are out, the
// bunny is at t3 and the mole at 1,1.
Json garden() { return Json::parse(readFile(std::string(VEGGIEBOX_TEST_DATA) + "/garden/powers.json")); }

// The lines of `text` from the one starting with `first` up to the first line not indented.
std::string block(const std::string& text, const std::string& first) {
  const auto at = text.find("\n" + first);
  if (at == std::string::npos) return "";
  std::string out;
  for (const auto& line : lines(text.substr(at + 1))) {
    if (!out.empty() && line.rfind("  ", 0) != 0) break;
    out += line + "\n";
  }
  return out;
}

TEST_F(Cli, GardenLegalNamesEachHarvestCardAndItsPower) {
  const Result r = run({"legal", "-"}, garden().dump());
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out,
            "take 0  (cabbage: shift a line)\n"
            "take 1  (carrot: move the bunny)\n"
            "take 2  (peas: move the mole, then swap across it)\n"
            "take 3  (pepper: swap two neighbours)\n");
}

TEST_F(Cli, GardenLegalSaysTheLastRoundHasNoPower) {
  Json j = garden();
  j["players"][0]["hand"] = {"carrot", "carrot", "peas", "peas", "pepper", "pepper", "tomato", "tomato"};
  j["players"][1]["hand"] = {"cabbage", "cabbage", "cabbage", "peas", "peas", "tomato", "tomato", "carrot"};
  const Result r = run({"legal", "-"}, j.dump());
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(lines(r.out).at(3), "take 3  (pepper: no power in the last round)") << r.out;
  const Result taken = run({"apply", "-", lines(r.out).at(3)}, j.dump());
  ASSERT_EQ(taken.code, 0) << taken;
  EXPECT_EQ(taken.err, "") << "no power is skipped: the last round has none";
}

TEST_F(Cli, GardenShowNamesEachHarvestCardAndItsPowerToEverySeat) {
  const std::string state = garden().dump();
  const Result pub = run({"show", "-"}, state);
  ASSERT_EQ(pub.code, 0) << pub;
  const std::string harvest = block(pub.out, "Harvest:");
  EXPECT_EQ(harvest,
            "Harvest:\n"
            "  [0] cabbage: shift a line\n"
            "  [1] carrot: move the bunny\n"
            "  [2] peas: move the mole, then swap across it\n"
            "  [3] pepper: swap two neighbours\n")
      << pub.out;
  for (const char* seat : {"0", "1"})
    EXPECT_EQ(block(run({"show", "-", "--as", seat}, state).out, "Harvest:"), harvest);
}

TEST_F(Cli, ApplyTakesALineOfLegalAsItIs) {
  const std::string state = garden().dump();
  const Result plain = run({"apply", "-", "take 3"}, state);
  ASSERT_EQ(plain.code, 0) << plain;
  EXPECT_EQ(plain.err, "");
  const Result line = run({"apply", "-", "take 3  (pepper: swap two neighbours)"}, state);
  ASSERT_EQ(line.code, 0) << line;
  EXPECT_EQ(line.out, plain.out);
  // A note that is not the action's own now (a line of another position) is refused, not misread.
  const Result wrong = run({"apply", "-", "take 3  (carrot: move the bunny)"}, state);
  expectError(wrong,
              "action 1 of 1: 'take 3  (carrot: move the bunny)': the note in brackets is not this "
              "action's now ('pepper: swap two neighbours')");
  EXPECT_EQ(lines(wrong.err).size(), 1u) << wrong;
}

TEST_F(Cli, ApplySaysWhenAPowerIsSkippedAndWhy) {
  Json j = garden();
  j["harvest"] = {nullptr, nullptr, "tomato", nullptr};
  const std::string state = j.dump();
  const std::string why = "the tomato's power is skipped, as there is no other harvest card to plant";
  EXPECT_EQ(run({"legal", "-"}, state).out,
            "take 2  (tomato: its power is skipped, as there is no other harvest card to plant)\n");
  const Result r = run({"apply", "-", "take 2"}, state);
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(Json::parse(r.out).at("current"), 1) << "the turn is over: no power to use";
  EXPECT_EQ(r.err, "veggiebox-cli: note: action 1 of 1 'take 2': " + why + "\n");
  // A potato with nothing in hand to swap.
  j["harvest"] = {"potato", "carrot", "peas", "pepper"};
  j["crops"] = {"carrot", "cabbage", "peas", "pepper", "potato"};
  for (auto& row : j["garden"])
    for (auto& c : row)
      if (c == "tomato") c = "potato";
  j["deck"] = {"potato", "carrot"};
  j["players"][0]["hand"] = Json::array();
  j["players"][1]["hand"] = {"cabbage", "cabbage", "peas", "potato"};
  const Result potato = run({"apply", "-", "take 0"}, j.dump());
  ASSERT_EQ(potato.code, 0) << potato;
  EXPECT_EQ(
      potato.err,
      "veggiebox-cli: note: action 1 of 1 'take 0': the potato's power is skipped, as there is no card in "
      "hand to swap\n");
}

TEST_F(Cli, PlaySaysWhenAPowerIsSkippedAndWhy) {
  write("v.json", R"({"game": "garden", "name": "no tomato power", "rules": {"power_tomato": false}})");
  const Result r = run({"play", "garden", "--players", "2", "--seed", "4", "--option", "removed=potato",
                        "--variant", (dir_ / "v.json").string()});
  ASSERT_EQ(r.code, 0) << r;
  std::size_t skipped = 0;
  for (const auto& line : lines(r.out))
    if (line.find("  (the tomato's power is skipped, as it is off in this variant)") != std::string::npos) {
      EXPECT_NE(line.find(": take "), std::string::npos) << line;
      ++skipped;
    }
  EXPECT_GT(skipped, 0u) << r.out;
}

TEST_F(Cli, GardenShowListsTheValuesAndAnEmptyHandInWords) {
  const Result created =
      run({"new", "garden", "--names", "Ana,Bo", "--seed", "9", "--option", "removed=tomato"});
  ASSERT_EQ(created.code, 0) << created;
  const Result shown = run({"show", "-"}, created.out);
  ASSERT_EQ(shown.code, 0) << shown;
  const std::string values = lines(shown.out).at(1);
  EXPECT_TRUE(std::regex_match(
      values,
      std::regex(
          R"(Crop values: carrot \d+, cabbage \d+, peas \d+, pepper \d+, potato \d+ \(tomato not in play\))")))
      << values;
  // Whichever crop is out, first, in the middle or last: five values with a comma between each two.
  for (const char* out : {"carrot", "cabbage", "peas", "pepper", "potato"}) {
    const Result game =
        run({"new", "garden", "--names", "Ana,Bo", "--seed", "9", "--option", std::string("removed=") + out});
    ASSERT_EQ(game.code, 0) << game;
    const std::string line = lines(run({"show", "-"}, game.out).out).at(1);
    EXPECT_TRUE(std::regex_match(line, std::regex(R"(Crop values: (\w+ \d+, ){4}\w+ \d+ \()" +
                                                  std::string(out) + R"( not in play\))")))
        << line;
  }

  Json j = garden();
  j["players"][0]["hand"] = Json::array();
  for (const char* seat : {"-1", "0", "1"}) {
    const Result r = run({"show", "-", "--as", seat}, j.dump());
    ASSERT_EQ(r.code, 0) << r;
    EXPECT_NE(r.out.find("\n> Ana (seat 0): no cards\n"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("0 cards"), std::string::npos) << r.out;
  }
}

// Ana and Cy tie for their largest groups; Bo's largest is grape alone.
const char* const kTie = R"({"game":"veggies","players":[
  {"name":"Ana","stall":{"rows":["SSS","BBB"],"cards":[1,2,3,4,5,6,7,8]}},
  {"name":"Bo","stall":{"rows":["GG","R."],"cards":[9,10,11,12,13,14,15,16]}},
  {"name":"Cy","stall":{"rows":["GGMM"],"cards":[17,18,19,20,21,22,23,24]}}]})";

TEST_F(Cli, VeggiesShowListsTheTiedKindsAndWhoStillAnnounces) {
  const std::string start = "Still to announce, in turn order:\n";
  const std::string ana = "  Ana (now): a tie for the largest group (3 spaces each): strawberry or banana\n";
  const std::string bo = "  Bo: grape, the one kind of the largest group (2 spaces), without a choice\n";
  const Result r = run({"show", "-"}, kTie);
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(block(r.out, "Still to announce"),
            start + ana + bo + "  Cy: a tie for the largest group (2 spaces each): grape or mushroom\n")
      << r.out;
  for (const char* seat : {"0", "1", "2"})
    EXPECT_EQ(block(run({"show", "-", "--as", seat}, kTie).out, "Still to announce"),
              block(r.out, "Still to announce"));

  const Result announced = run({"apply", "-", "announce B"}, kTie);
  ASSERT_EQ(announced.code, 0) << announced;
  const Result next = run({"show", "-"}, announced.out);
  EXPECT_EQ(block(next.out, "Still to announce"),
            start + "  Cy (now): a tie for the largest group (2 spaces each): grape or mushroom\n")
      << next.out;
  EXPECT_NE(next.out.find("Ana (seat 0): 8 cards in stall; hand: hidden; announced banana"),
            std::string::npos)
      << next.out;
  EXPECT_NE(next.out.find("Bo (seat 1): 8 cards in stall; hand: hidden; announced grape"), std::string::npos)
      << next.out;
}

// VEGEtables: Bo (seat 1) to move with G9 and V7 and nothing to play (tests/vegetables_rules_test.cpp).
Json stuck(int uncollected) {
  return Json::parse(R"({"game":"vegetables","seed":3,
  "board":{"R1":"R5"},
  "players":[{"name":"Ana","hand":["R9","R13","Y6"],"terrains":["R2","Y1"]},
             {"name":"Bo","hand":["G9","V7"],"terrains":[],"jollies":{"uncollected":)" +
                     std::to_string(uncollected) + R"(,"held":0}},
             {"name":"Cai","hand":["Y10","V6"],"terrains":["V2"]},
             {"name":"Dee","hand":["G10","V11"],"terrains":["Y2","G1"]}],
  "silos":[["G13","V18"],["Y13"],[],["V13"]],
  "wells":[["G14","G15","G16","G17"],["Y14","Y15","Y16"]],
  "discards":"rest","current":1})");
}

std::string header(const Result& r) { return lines(r.out).empty() ? "" : lines(r.out).front(); }

TEST_F(Cli, VegetablesPenaltyHeaderNamesOnlyTheOpenChoices) {
  const std::string head = "VEGEtables 2.0 - hand 1 of 4 - Bo cannot fulfil the turn: ";
  EXPECT_EQ(header(run({"show", "-"}, stuck(0).dump())), head + "penalty A, B or C");
  EXPECT_EQ(header(run({"show", "-"}, stuck(2).dump())),
            head + "penalty A, B or C, or collect a jolly instead");
  Json full = stuck(0);
  full["players"][1]["hand"] = {"G9", "G18", "G19", "V7", "V15", "V19"};
  EXPECT_EQ(header(run({"show", "-"}, full.dump())),
            head + "penalty C (the hand holds 6 cards: nothing to refill)");
  Json dry = stuck(0);
  dry["wells"] = {Json::array(), Json::array()};
  EXPECT_EQ(header(run({"show", "-"}, dry.dump())),
            head + "penalty C (the wells are empty: nothing to refill)");
  Json low = stuck(0);
  low["wells"] = {{"G14", "G15"}, {"Y14", "Y15", "Y16"}};
  EXPECT_EQ(header(run({"show", "-"}, low.dump())),
            head + "penalty A, B or C (the wells hold 5 cards: A and B take them all, at no cost)");
  for (const char* seat : {"0", "1", "2", "3"})
    EXPECT_EQ(header(run({"show", "-", "--as", seat}, stuck(2).dump())),
              header(run({"show", "-"}, stuck(2).dump())));
}

TEST_F(Cli, VegetablesShowCountsAHandWithItsJolliesAsTheWellDoes) {
  Json j = stuck(0);
  j["current"] = 0;
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
  const Result own = run({"show", "-", "--as", "Ana"}, j.dump());
  ASSERT_EQ(own.code, 0) << own;
  EXPECT_NE(own.out.find("; hand 4 = 3 cards + 1 jolly: R9 R13 Y6; jollies: 1 in hand, 1 uncollected"),
            std::string::npos)
      << own.out;
  const Result other = run({"show", "-", "--as", "Bo"}, j.dump());
  EXPECT_NE(other.out.find("; hand 4 = 3 cards + 1 jolly (hidden: 2 white, 1 green); jollies: 1 in hand"),
            std::string::npos)
      << other.out;
  EXPECT_EQ(other.out.find("R9"), std::string::npos) << "Ana's cards stay hidden from Bo";
  // At the well the jolly counts towards the 6: 2 cards + 1 jolly + G14 drawn.
  const Result well = run({"apply", "-", "play R9", "well 0"}, j.dump());
  ASSERT_EQ(well.code, 0) << well;
  EXPECT_EQ(header(run({"show", "-"}, well.out)),
            "VEGEtables 2.0 - hand 1 of 4 - Ana is at the well, hand 4 of 6");
  EXPECT_NE(other.out.find("hand 2 cards (hidden: 2 white, 0 green)"), std::string::npos)
      << "Cai holds no jolly: the plain count, as docs/rules/vegetables.md shows it\n"
      << other.out;
}

// The closer of a hand has no card left in it (docs/rules/vegetables.md#the-end-of-a-hand): `show`
// says so in words to every seat, with no "0 cards" and no backs of cards that are not there.
TEST_F(Cli, VegetablesShowSaysAnEmptyHandInWords) {
  const std::string save = (dir_ / "one-hand.veggiebox").string();
  const Result played = run({"play", "vegetables", "--seed", "3", "--option", "hands=1", "--save", save});
  ASSERT_EQ(played.code, 0) << played;
  for (const char* seat : {"-1", "0", "1", "2", "3"}) {
    const Result r = run({"show", save, "--as", seat});
    ASSERT_EQ(r.code, 0) << r;
    EXPECT_NE(r.out.find("; hand (empty); jollies: "), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(" 0 cards"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("0 white, 0 green"), std::string::npos) << r.out;
  }
}

}  // namespace
}  // namespace teaching_test
