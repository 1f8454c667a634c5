// The VEGEtables 2.0 documentation checked against the engine, so the pages cannot drift: the action
// forms, score lines and jolly examples of docs/rules/vegetables.md (the action forms, score lines,
// notes and F.A.Q. in every language the page is written in), and the VEGEtables 2.0 example and
// refusals of docs/scenarios.md.
#include <functional>
#include <sstream>

#include "rules_docs.h"

namespace vegetables_docs_test {

namespace {

using vb::Json;

using vbtest::readFile;

std::string rulesPage() { return readFile(std::string(VEGGIEBOX_DOCS) + "/rules/vegetables.md"); }
std::string scenariosPage() { return readFile(std::string(VEGGIEBOX_DOCS) + "/scenarios.md"); }

Json scenarioExample() {
  for (const std::string& block : vbtest::jsonBlocks(scenariosPage()))
    if (block.find("\"vegetables\"") != std::string::npos) return Json::parse(block);
  ADD_FAILURE() << "docs/scenarios.md has no VEGEtables 2.0 example";
  return Json::object();
}

// A small table for trying the page's examples on: the R1 line shows R5, Ana holds R13 and Y6 and
// both her jollies, and every card nobody names lies in the discards. A test bench, not a position
// of play (docs/scenarios.md's examples are those).
Json table() {
  return Json::parse(R"({"game":"vegetables","seed":3,"board":{"R1":"R5"},"players":[
    {"name":"Ana","hand":["R13","Y6"],"terrains":["R2","Y1"],"jollies":{"uncollected":0,"held":2}},
    {"name":"Bo","hand":["G5","V7"],"terrains":["G1"]},{"name":"Cai","hand":["Y10","V6"],"terrains":["V2"]},
    {"name":"Dee","hand":["G10","V11"],"terrains":["Y2"]}],"silos":[["G13","V18"],["Y13"],[],["V13"]],
    "wells":[["G14","G15","G16"],["Y14","Y15"]],"discards":"rest","current":0})");
}

std::unique_ptr<vb::State> load(const Json& j) { return vbtest::scenario(j.dump()); }

// The action table of one page: every text form reads back to its JSON form.
void expectTheActionTable(const std::string& page) {
  auto s = load(table());
  std::istringstream in(page);
  int rows = 0;
  for (std::string line; std::getline(in, line);) {
    // | `terrain R3` | `{"type":"terrain","card":"R3"}` | meaning |
    if (line.rfind("| `", 0) != 0 || line.find("`{\"type\"") == std::string::npos) continue;
    const auto textEnd = line.find('`', 3);
    const std::string text = line.substr(3, textEnd - 3);
    const auto jsonStart = line.find("`{", textEnd) + 1;
    const std::string json = line.substr(jsonStart, line.find("}`", jsonStart) + 1 - jsonStart);
    const vb::ActionId a = s->parseAction(text);
    EXPECT_EQ(s->actionText(a), text);
    EXPECT_EQ(s->actionJson(a), Json::parse(json)) << text;
    EXPECT_EQ(s->parseActionJson(Json::parse(json)), a) << json;
    ++rows;
  }
  EXPECT_EQ(rows, 11);
}

TEST(VegetablesDocs, EveryActionFormOfTheTableReadsBack) {
  for (const vbtest::RulesPage& page : vbtest::rulesPages("vegetables")) {
    SCOPED_TRACE(page.language.code);
    expectTheActionTable(page.text);
  }
}

TEST(VegetablesDocs, TheScoreLinesAreTheEnginesLabels) {
  const std::string page = rulesPage();
  Json j = table();
  j["hand_number"] = 2;
  j["board"] = {{"R1", "R5"}, {"R3", "R15"}};
  j["players"][1]["hand"] = Json::array({"R19", "G5"});
  j["players"][1]["jollies"] = {{"uncollected", 1}, {"held", 0}};
  j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 1}};
  j["current"] = 1;
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R19"));
  ASSERT_TRUE(s->applyText("collect jolly"));
  EXPECT_EQ(s->scoreSheet().players[1].lines,
            (std::vector<vb::ScoreLine>{{"Hand 2: R3 line closed (R19)", 10},
                                        {"Hand 2: second jolly collected (1 player had both before)", 10}}));
  EXPECT_NE(page.find("`Hand 2: R3 line closed (R19)`"), std::string::npos);
  EXPECT_NE(page.find("`Hand 1: penalty A (refill chosen freely)`"), std::string::npos);
  EXPECT_NE(page.find("`R9 needs R5 on its line; the line shows R1`"), std::string::npos);
  auto r = vbtest::scenario(R"({"game":"vegetables","board":{"R1":"R1"},"players":[{"hand":["R9"]},{},{},{}],
    "discards":"rest","current":0})");
  EXPECT_EQ(r->applyText("play R9").reason, "R9 needs R5 on its line; the line shows R1");
}

TEST(VegetablesDocs, TheJollyExamplesPlayAsThePageShows) {
  Json j = table();
  j["players"][0]["hand"] = {"R17"};
  auto s = load(j);
  for (const char* a : {"jolly R9", "jolly R13", "play R17"}) ASSERT_TRUE(s->applyText(a)) << a;
  EXPECT_EQ(s->scoreSheet().players[0].total, 10);
  j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
  s = load(j);
  EXPECT_FALSE(s->applyText("jolly R9").ok) << "one jolly cannot reach R17";
  j["players"][0]["hand"] = {"R7"};
  j["players"][1]["terrains"] = Json::array({"G1", "R3"});
  s = load(j);
  for (const char* a : {"jolly R3", "silo 1", "play R7", "pass"}) ASSERT_TRUE(s->applyText(a)) << a;
  EXPECT_TRUE(s->applyText("discard R3").ok) << "Bo discards the burnt R3 and passes";
  EXPECT_EQ(s->currentPlayer(), 2);
}

TEST(VegetablesDocs, ScenarioExampleIsAsDescribed) {
  auto s = load(scenarioExample());
  EXPECT_EQ(s->currentPlayer(), 0) << "Ana holds V1";
  EXPECT_EQ(s->legalActionTexts(), (std::vector<std::string>{"terrain R2", "terrain Y1", "terrain G3",
                                                             "terrain V1", "collect jolly"}));
  const Json j = s->toJson();
  for (int seat = 0; seat < 4; ++seat) {
    EXPECT_EQ(j["players"][seat]["terrains"].size(), 4u);
    EXPECT_EQ(j["players"][seat]["hand"].size(), 8u);
    EXPECT_EQ(j["players"][seat]["jollies"], Json({{"uncollected", 2}, {"held", 0}}));
  }
  for (const Json& silo : j["silos"]) EXPECT_EQ(silo.size(), 4u);
  EXPECT_EQ(j["wells"][0].size() + j["wells"][1].size(), 16u);
  EXPECT_TRUE(j["discards"].empty());
  ASSERT_TRUE(s->applyText("terrain V1"));
  EXPECT_EQ(s->legalActionTexts(), (std::vector<std::string>{"silo 0", "silo 1", "silo 2", "silo 3"}));
}

TEST(VegetablesDocs, ScenarioRefusalsReadAsDocumented) {
  const std::string doc = scenariosPage();
  const Json base = table();
  auto message = [&](const std::function<void(Json&)>& edit) { return vbtest::refusalOf(base, edit); };
  const std::vector<std::string> messages = {
      message([](Json& j) { j["players"][1]["hand"][0] = "R13"; }),
      message([](Json& j) { j["players"][1]["hand"][0] = "R5"; }),
      message([](Json& j) { j["players"][0]["hand"][0] = "R3"; }),
      message([](Json& j) { j["board"]["R1"] = "R6"; }),
      message([](Json& j) { j["burnt"] = {"R5"}; }),
      message([](Json& j) { j.erase("discards"); }),
  };
  for (const auto& m : messages)
    EXPECT_NE(doc.find(m), std::string::npos) << "docs/scenarios.md should show: " << m;
}

TEST(VegetablesDocs, AHiddenHandIsDrawnAsThePageShows) {
  Json j = table();
  j["players"][0]["hand"] = {"R9", "Y6", "Y7", "R13", "R17"};
  j["players"][0]["jollies"] = {{"uncollected", 2}, {"held", 0}};
  const std::string picture = load(j)->render(1);
  EXPECT_NE(picture.find("hand 5 cards (hidden: 3 white, 2 green)"), std::string::npos) << picture;
  EXPECT_NE(rulesPage().find("`hand 5 cards (hidden: 3 white, 2 green)`"), std::string::npos);
}

TEST(VegetablesDocs, ThePageHasTheFaqAndItsInterpretations) {
  for (const vbtest::RulesPage& page : vbtest::rulesPages("vegetables")) {
    SCOPED_TRACE(page.language.code);
    const std::string note = "> **" + page.language.interpretation;
    std::size_t notes = 0;
    for (std::size_t at = page.text.find(note); at != std::string::npos; at = page.text.find(note, at + 1))
      ++notes;
    EXPECT_GE(notes, 20u);
    const std::string faq = "\n" + vbtest::pageSection(page.text, "faq");
    int questions = 0;
    for (std::size_t at = faq.find("\n- *"); at != std::string::npos; at = faq.find("\n- *", at + 1))
      ++questions;
    EXPECT_EQ(questions, 7);
  }
}

// "Collected jollies count for the hand's size at the well": 4 cards and 2 jollies are 6, so no well;
// the same 4 cards without jollies may go.
TEST(VegetablesDocs, CollectedJolliesCountAtTheWell) {
  EXPECT_NE(rulesPage().find("a hand of 4 cards\n> and 2 jollies is 6 cards, and can't go to the well"),
            std::string::npos);
  Json j = table();
  j["players"][0]["hand"] = {"R9", "R13", "Y6", "R17", "G17"};
  auto s = load(j);
  ASSERT_TRUE(s->applyText("play R9"));
  EXPECT_FALSE(vbtest::isLegal(*s, "well 0"));
  j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 0}};
  s = load(j);
  ASSERT_TRUE(s->applyText("play R9"));
  EXPECT_TRUE(vbtest::isLegal(*s, "well 0"));
}

// --- The pictures (scripts/docs-images): moments of a real game, seed 7 ---------------------------

// The state a picture is rendered from: a save of tests/data/vegetables/ replayed to its end.
std::unique_ptr<vb::State> picture(const std::string& name) {
  return vb::loadSave(Json::parse(vb::readTextFile(vbtest::dataPath("vegetables/docs-" + name + ".json"))))
      .state;
}

TEST(VegetablesDocs, ThePicturesShowWhatTheirCaptionsSay) {
  const std::string page = rulesPage();
  for (const char* name : {"jolly-chain", "silo", "well", "penalty"})
    EXPECT_NE(page.find(std::string("](../img/rules/vegetables-") + name + ".png)"), std::string::npos)
        << name;
  // A jolly stands in for the terrain R4, the silo draw is done, and R8 must close the chain.
  auto chain = picture("jolly-chain");
  EXPECT_EQ(chain->toJson()["burnt"], Json({"R4"}));
  EXPECT_EQ(chain->toJson()["chain"], "R4");
  EXPECT_EQ(chain->legalActionTexts(), std::vector<std::string>{"play R8"});
  // Ana has played her terrain V1 and draws the first free card of a silo of her choice.
  auto silo = picture("silo");
  EXPECT_EQ(silo->toJson()["phase"], "silo");
  EXPECT_EQ(silo->toJson()["rows"], Json({"R", "V"})) << "violet takes the next free row, below red";
  EXPECT_EQ(silo->legalActionTexts(), (std::vector<std::string>{"silo 0", "silo 1", "silo 2", "silo 3"}));
  // Bo is at the well with 5 cards: one more draw brings him to 6 and the turn passes by itself.
  auto well = picture("well");
  EXPECT_EQ(well->toJson()["phase"], "well");
  EXPECT_EQ(well->currentPlayer(), 1);
  EXPECT_EQ(well->toJson()["players"][1]["hand"].size(), 5u);
  ASSERT_TRUE(well->applyText("well 0"));
  EXPECT_EQ(well->toJson()["players"][1]["hand"].size(), 6u);
  EXPECT_EQ(well->currentPlayer(), 2);
  // Cai cannot fulfil the turn: the hand is shown, and A, B and C are open. The wells hold 7 cards,
  // not fewer, so A refills to 6 for 50 points.
  auto penalty = picture("penalty");
  const Json cai = penalty->toJson()["players"][2];
  EXPECT_EQ(penalty->currentPlayer(), 2);
  EXPECT_TRUE(cai["revealed"].get<bool>());
  EXPECT_EQ(penalty->legalActionTexts(), (std::vector<std::string>{"penalty A", "penalty B", "penalty C"}));
  const Json wells = penalty->toJson()["wells"];
  EXPECT_EQ(wells[0].size() + wells[1].size(), 7u);
  EXPECT_NE(page.find("If the wells hold **fewer than 7 cards**"), std::string::npos);
  EXPECT_NE(page.find("**pay 50 points**"), std::string::npos);
  ASSERT_TRUE(penalty->applyText("penalty A"));
  EXPECT_EQ(penalty->toJson()["penalty"], Json({{"option", "A"}, {"cards", 6 - int(cai["hand"].size())}}));
  EXPECT_EQ(penalty->scoreSheet().players[2].lines.back(),
            (vb::ScoreLine{"Hand 1: penalty A (refill chosen freely)", -50}));
}

// Penalty step 3: A, B and C stay open to a player who still has an uncollected jolly, and taking
// one of them keeps the jolly uncollected.
TEST(VegetablesDocs, APenaltyIsOpenBesideAnUncollectedJolly) {
  EXPECT_NE(rulesPage().find("**A, B and C stay open to a player who still has an uncollected jolly**"),
            std::string::npos);
  Json j = picture("penalty")->toJson();
  j["players"][2]["jollies"] = {{"uncollected", 1}, {"held", 0}};
  j["players"][2]["revealed"] = false;
  j["discarded_jollies"] = j["discarded_jollies"].get<int>() - 1;
  auto s = load(j);
  EXPECT_EQ(s->legalActionTexts(),
            (std::vector<std::string>{"collect jolly", "penalty A", "penalty B", "penalty C"}));
  const int before = s->scoreSheet().players[2].total;
  const vb::Outcome o = s->applyText("penalty A");
  ASSERT_TRUE(o.ok) << o.reason;
  EXPECT_TRUE(o.revealed) << "the hand is shown when the penalty is taken";
  EXPECT_EQ(s->toJson()["players"][2]["jollies"], Json({{"uncollected", 1}, {"held", 0}}));
  EXPECT_EQ(s->scoreSheet().players[2].total, before - 50);
}

// The sentences the page quotes, as the engine says them in its current language: a line closed, a
// penalty A and a refused play.
std::vector<std::string> quotedSentences() {
  Json j = table();
  j["hand_number"] = 2;
  j["board"] = {{"R1", "R5"}, {"R3", "R15"}};
  j["players"][1]["hand"] = Json::array({"R19", "G5"});
  j["current"] = 1;
  auto closed = load(j);
  EXPECT_TRUE(closed->applyText("play R19"));
  auto penalty = picture("penalty");
  EXPECT_TRUE(penalty->applyText("penalty A"));
  auto refused =
      vbtest::scenario(R"({"game":"vegetables","board":{"R1":"R1"},"players":[{"hand":["R9"]},{},{},{}],
    "discards":"rest","current":0})");
  return {closed->scoreSheet().players[1].lines.at(0).label,
          penalty->scoreSheet().players[2].lines.back().label, refused->applyText("play R9").reason};
}

// Each page quotes them in its own language, as the engine's catalogue (po/vegetables/) has them. A
// sentence the catalogue does not translate yet is not asked of the page.
TEST(VegetablesDocs, EveryPageQuotesTheEnginesSentencesInItsLanguage) {
  const std::vector<std::string> english = quotedSentences();
  EXPECT_EQ(english, (std::vector<std::string>{"Hand 2: R3 line closed (R19)",
                                               "Hand 1: penalty A (refill chosen freely)",
                                               "R9 needs R5 on its line; the line shows R1"}));
  for (const vbtest::RulesPage& page : vbtest::rulesPages("vegetables")) {
    const vbtest::EngineLanguage speaking(page.language.code);
    const std::vector<std::string> said = quotedSentences();
    for (std::size_t i = 0; i < said.size(); ++i) {
      if (page.language.code != "en" && said[i] == english[i]) continue;
      EXPECT_NE(page.text.find("`" + said[i] + "`"), std::string::npos)
          << "docs/rules/vegetables." << page.language.code << ".md should quote: " << said[i];
    }
  }
}

}  // namespace
}  // namespace vegetables_docs_test
