// The Veggies documentation checked against the engine, so the pages cannot drift:
// the worked scoring example of docs/rules/veggies.md (tests/data/veggies/worked-example.json),
// the card table and the rotation picture of that page, in every language the page is written in,
// and the examples of docs/scenarios.md and docs/saves.md.
#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "rules_docs.h"
#include "support.h"

#include "veggiebox/games/registry.h"
#include "veggiebox/games/veggies.h"
#include "veggiebox/play/save.h"

namespace veggies_docs_test {

namespace {

using vb::Json;

using vbtest::readFile;

std::string rulesPage() { return readFile(std::string(VEGGIEBOX_DOCS) + "/rules/veggies.md"); }

Json workedExample() {
  return Json::parse(readFile(std::string(VEGGIEBOX_TEST_DATA) + "/veggies/worked-example.json"));
}

std::unique_ptr<vb::State> load(const Json& json) { return vb::stateFromJson(json); }

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The contents of every fenced code block in `text` whose info string is `info` ("" for none).
std::vector<std::string> codeBlocks(const std::string& text, const std::string& info = "") {
  std::vector<std::string> out;
  bool inside = false;
  bool wanted = false;
  std::string block;
  for (const std::string& line : lines(text)) {
    if (line.rfind("```", 0) == 0) {
      if (!inside) {
        inside = true;
        wanted = line.substr(3) == info;
        block.clear();
      } else {
        inside = false;
        if (wanted) out.push_back(block);
      }
      continue;
    }
    if (inside) block += line + "\n";
  }
  return out;
}

// The section with `anchor` of the page in every language, English first, each with its language.
std::vector<std::pair<std::string, std::string>> sections(const std::string& anchor) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const vbtest::RulesPage& page : vbtest::rulesPages("veggies"))
    out.emplace_back(page.language.code, vbtest::pageSection(page.text, anchor));
  return out;
}

std::string withoutSpaces(std::string s) {
  s.erase(std::remove_if(s.begin(), s.end(), [](unsigned char c) { return std::isspace(c); }), s.end());
  return s;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Every whole number in a text, reading both '-' and the typographic minus '−' as a sign.
std::vector<int> numbers(const std::string& text) {
  static const std::string kMinus = "\u2212";
  std::vector<int> out;
  for (std::size_t i = 0; i < text.size();) {
    bool negative = false;
    std::size_t j = i;
    if (text.compare(j, kMinus.size(), kMinus) == 0) {
      negative = true;
      j += kMinus.size();
    } else if (text[j] == '-') {
      negative = true;
      ++j;
    }
    if (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) {
      int v = 0;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])))
        v = v * 10 + (text[j++] - '0');
      out.push_back(negative ? -v : v);
      i = j;
    } else {
      ++i;
    }
  }
  return out;
}

// The points of the score line whose label names `what` ("trawberr", "grape", "mice").
int linePoints(const vb::PlayerScore& player, const std::string& what) {
  for (const auto& line : player.lines) {
    const std::string label = lower(line.label);
    if (label.find(what) != std::string::npos || (what == "mice" && label.find("mouse") != std::string::npos))
      return line.points;
  }
  ADD_FAILURE() << player.name << " has no score line for '" << what << "'";
  return 0;
}

struct Expected {
  std::string name;
  int first;   // points of the first scored type
  int second;  // points of the second scored type
  int mice;
  int total;
};

void expectSheet(const vb::ScoreSheet& sheet, const std::string& firstType, const std::string& secondType,
                 const std::vector<Expected>& expected) {
  ASSERT_EQ(sheet.players.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const vb::PlayerScore& p = sheet.players[i];
    SCOPED_TRACE(expected[i].name);
    EXPECT_EQ(p.name, expected[i].name);
    EXPECT_EQ(p.lines.size(), 3u) << "one line per scored type and one for mice";
    EXPECT_EQ(linePoints(p, firstType), expected[i].first);
    EXPECT_EQ(linePoints(p, secondType), expected[i].second);
    EXPECT_EQ(linePoints(p, "mice"), expected[i].mice);
    EXPECT_EQ(p.total, expected[i].total);
  }
}

// --- The worked example of docs/rules/veggies.md ----------------------------------------------

TEST(VeggiesDocs, WorkedExampleScoresAsThePageShows) {
  auto state = load(workedExample());
  EXPECT_TRUE(state->isOver()) << "every stall holds 8 cards and everybody has announced";
  const vb::ScoreSheet sheet = state->scoreSheet();
  EXPECT_TRUE(sheet.final);
  // Strawberries (announced by Ana and Cai, scored once) and grapes (Bo's choice from his tie).
  expectSheet(sheet, "trawberr", "grape",
              {{"Ana", 15, 3, -4, 14}, {"Bo", 3, 12, -2, 13}, {"Cai", 12, 3, -6, 9}});
  EXPECT_EQ(sheet.winners, std::vector<int>{0});
}

TEST(VeggiesDocs, WorkedExampleIfBoHadAnnouncedBananas) {
  Json json = workedExample();
  json["players"][1]["announced"] = "B";
  const vb::ScoreSheet sheet = load(json)->scoreSheet();
  expectSheet(sheet, "trawberr", "banana",
              {{"Ana", 15, 3, -4, 14}, {"Bo", 3, 4, -2, 5}, {"Cai", 12, 2, -6, 8}});
}

TEST(VeggiesDocs, WorkedExampleUnderTheAllSpacesVariant) {
  Json json = workedExample();
  json["options"]["scoring"] = "all-spaces";
  const vb::ScoreSheet sheet = load(json)->scoreSheet();
  expectSheet(sheet, "trawberr", "grape",
              {{"Ana", 24, 3, -4, 23}, {"Bo", 3, 21, -2, 22}, {"Cai", 14, 3, -6, 11}});
  EXPECT_EQ(sheet.winners, std::vector<int>{0});
}

TEST(VeggiesDocs, ProvisionalScoreTakesTheFirstTiedTypeInCodeOrder) {
  // Mid-game (Cai's stall is short of cards) nobody has announced: Bo's tie between bananas and
  // grapes is assumed to be bananas, B coming before G, so the sheet is the "bananas" one.
  Json json = workedExample();
  for (auto& p : json["players"]) p.erase("announced");
  json["players"][2]["stall"].erase("cards");
  auto state = load(json);
  EXPECT_FALSE(state->isOver());
  EXPECT_EQ(state->currentPlayer(), 2);
  const vb::ScoreSheet sheet = state->scoreSheet();
  EXPECT_FALSE(sheet.final);
  expectSheet(sheet, "trawberr", "banana",
              {{"Ana", 15, 3, -4, 14}, {"Bo", 3, 4, -2, 5}, {"Cai", 12, 2, -6, 8}});
}

TEST(VeggiesDocs, WorkedExampleStallsOnThePageAreTheScenarios) {
  const Json json = workedExample();
  for (const auto& [language, text] : sections("worked-example")) {
    const auto blocks = codeBlocks(text);
    ASSERT_GE(blocks.size(), json["players"].size()) << language;
    for (std::size_t i = 0; i < json["players"].size(); ++i) {
      std::string rows;
      for (const auto& row : json["players"][i]["stall"]["rows"]) rows += row.get<std::string>();
      EXPECT_EQ(withoutSpaces(blocks[i]), rows) << language << ": " << json["players"][i]["name"];
    }
  }
}

TEST(VeggiesDocs, WorkedExampleTablesOnThePageMatchTheEngine) {
  // The page's two score tables: the default scoring, then the all-spaces variant. Their rows, by
  // place in every language: strawberries, grapes, mice, the total.
  const char* const rowsOf[] = {"trawberr", "grape", "mice", "total"};
  for (const auto& [language, text] : sections("worked-example")) {
    const auto tables = vbtest::pageTables(text);
    ASSERT_EQ(tables.size(), 2u) << language;
    for (int t = 0; t < 2; ++t) {
      Json json = workedExample();
      if (t == 1) json["options"]["scoring"] = "all-spaces";
      const vb::ScoreSheet sheet = load(json)->scoreSheet();
      const auto& table = tables[t];
      ASSERT_EQ(table.size(), 5u) << language << ": the header and four rows";
      for (std::size_t row = 1; row < table.size(); ++row) {
        const auto& cells = table[row];
        ASSERT_EQ(cells.size(), 1 + sheet.players.size());
        const std::string what = rowsOf[row - 1];
        for (std::size_t seat = 0; seat < sheet.players.size(); ++seat) {
          SCOPED_TRACE(language + ": table " + std::to_string(t) + ", row '" + cells[0] + "', " +
                       sheet.players[seat].name);
          const std::vector<int> n = numbers(cells[seat + 1]);
          ASSERT_FALSE(n.empty());
          if (n.size() == 3) {
            EXPECT_EQ(n[0] * n[1], n[2]) << "the page's arithmetic";
          }
          EXPECT_EQ(what == "total" ? sheet.players[seat].total : linePoints(sheet.players[seat], what),
                    n.back());
        }
      }
    }
  }
}

// The picture of a placement (scripts/docs-images): tests/data/veggies/docs-placement.json plays the
// page's `place hand r90 at 1,1` on card 1, and Ana's stall is the page's "after" picture.
TEST(VeggiesDocs, ThePlacementPictureIsThePagesExample) {
  const std::string page = rulesPage();
  EXPECT_NE(page.find("](../img/rules/veggies-placement.png)"), std::string::npos);
  EXPECT_NE(page.find("the final scores, 14, 13 and 9](../img/rules/veggies-worked-example.png)"),
            std::string::npos)
      << "the totals of the worked example's table (WorkedExampleScoresAsThePageShows)";
  const vb::LoadedSave loaded =
      vb::loadSave(Json::parse(readFile(std::string(VEGGIEBOX_TEST_DATA) + "/veggies/docs-placement.json")));
  EXPECT_EQ(loaded.save.actions, std::vector<std::string>{"place hand r90 at 1,1"});
  const Json stall = loaded.state->toJson()["players"][0]["stall"];
  EXPECT_EQ(stall["cards"], Json({1, 5}));
  for (const auto& [language, text] : sections("legal-and-illegal-placements")) {
    // The picture below `place hand r90 at 1,1`, "before    after" and its rows: the after column is
    // what follows the first two symbols.
    const auto at = text.find("(`place hand r90 at 1,1`)");
    ASSERT_NE(at, std::string::npos) << language;
    const auto open = text.find("```\n", at) + 4;
    const auto picture = lines(text.substr(open, text.find("```", open) - open));
    std::vector<std::string> after;
    for (std::size_t r = 1; r < picture.size(); ++r) {
      const std::string cells = withoutSpaces(picture[r].size() > 10 ? picture[r].substr(10) : "");
      if (!cells.empty()) after.push_back(cells);
    }
    EXPECT_EQ(stall["rows"], Json(after)) << language;
  }
}
// The Interpretation notes of the scoring that a learner can check on the worked example: covered
// spaces do not count (Cai's covered mouse, above), crates score 0, equal totals share the win.
TEST(VeggiesDocs, CratesScoreNothingAndEqualTotalsShareTheWin) {
  const std::string page = rulesPage();
  for (const char* note :
       {"> **Interpretation:** covered spaces do not count.", "> **Interpretation:** crates score 0.",
        "> **Interpretation:** equal totals share the win"})
    EXPECT_NE(page.find(note), std::string::npos) << note;
  // Ana's crate at 5,2 turned into an empty cell: no point changes.
  Json json = workedExample();
  const std::vector<int> before = [&] {
    std::vector<int> out;
    for (const auto& p : load(json)->scoreSheet().players) out.push_back(p.total);
    return out;
  }();
  json["players"][0]["stall"]["rows"][2] = "MGGCC.";
  const vb::ScoreSheet noCrate = load(json)->scoreSheet();
  for (std::size_t seat = 0; seat < before.size(); ++seat)
    EXPECT_EQ(noCrate.players[seat].total, before[seat]);
  // Bo with Ana's stall, announcing strawberries: both score 15 - 4 = 11, and both win.
  json = workedExample();
  json["players"][1]["stall"]["rows"] = json["players"][0]["stall"]["rows"];
  json["players"][1]["announced"] = "S";
  const vb::ScoreSheet tie = load(json)->scoreSheet();
  EXPECT_EQ(tie.players[0].total, 11);
  EXPECT_EQ(tie.players[1].total, 11);
  EXPECT_EQ(tie.winners, (std::vector<int>{0, 1}));
}

// --- The card table and the turning picture -----------------------------------------------------

// The card table of a page's section "The cards" is the deck the app uses.
void expectTheDeck(const std::string& section) {
  const auto blocks = codeBlocks(section);
  ASSERT_EQ(blocks.size(), 1u);
  std::map<int, std::string> onPage;  // id -> its six spaces, upright, row by row
  std::vector<int> ids;
  for (const std::string& line : lines(blocks[0])) {
    std::istringstream in(line);
    std::vector<std::string> tokens;
    for (std::string t; in >> t;) tokens.push_back(t);
    if (tokens.empty()) continue;
    if (std::isdigit(static_cast<unsigned char>(tokens[0][0]))) {
      ids.clear();
      for (const auto& t : tokens) ids.push_back(std::stoi(t));
      for (int id : ids) EXPECT_EQ(onPage.count(id), 0u) << "card " << id << " is listed twice";
      continue;
    }
    ASSERT_EQ(tokens.size(), ids.size()) << "a row of the table: " << line;
    for (std::size_t k = 0; k < ids.size(); ++k) onPage[ids[k]] += tokens[k];
  }
  const auto& deck = vb::veggies::deck();
  ASSERT_EQ(onPage.size(), deck.size());
  for (const auto& c : deck) {
    std::string rows;
    for (const auto& r : vb::veggies::cardRows(c, 0)) rows += r;
    EXPECT_EQ(onPage[c.id], rows) << "card " << c.id;
  }
}

TEST(VeggiesDocs, CardTableOnThePageIsTheDeck) {
  for (const auto& [language, text] : sections("the-cards")) {
    SCOPED_TRACE(language);
    expectTheDeck(text);
  }
}

// The picture of card 5 turned r0, r90, r180 and r270 in a page's section "Coordinates", each in the
// column under its heading, is the engine's.
void expectTheTurns(const std::string& section) {
  const auto blocks = codeBlocks(section);
  ASSERT_FALSE(blocks.empty());
  const auto picture = lines(blocks[0]);
  ASSERT_GE(picture.size(), 4u);
  const std::string& head = picture[0];
  const std::vector<std::string> turns = {"r0", "r90", "r180", "r270"};
  std::vector<std::size_t> at;
  for (const auto& t : turns)
    at.push_back(head.find(t + " ") != std::string::npos ? head.find(t + " ") : head.find(t));
  for (std::size_t q = 0; q < turns.size(); ++q) {
    ASSERT_NE(at[q], std::string::npos) << turns[q];
    std::vector<std::string> rows;
    for (std::size_t r = 1; r < picture.size(); ++r) {
      const std::string& line = picture[r];
      if (line.size() <= at[q]) continue;
      const std::size_t end = q + 1 < at.size() ? at[q + 1] : std::string::npos;
      const std::string cell =
          withoutSpaces(line.substr(at[q], end == std::string::npos ? end : end - at[q]));
      if (!cell.empty()) rows.push_back(cell);
    }
    EXPECT_EQ(rows, vb::veggies::cardRows(vb::veggies::card(5), static_cast<int>(q))) << turns[q];
  }
}

TEST(VeggiesDocs, TurningPictureOnThePageMatchesTheEngine) {
  for (const auto& [language, text] : sections("coordinates")) {
    SCOPED_TRACE(language);
    expectTheTurns(text);
  }
}

// Ana's stall is card 1 upright at 0,0 (CS/CC/CS); her hand card is card 5.
std::unique_ptr<vb::State> placementExample() {
  return load(Json::parse(R"({"game":"veggies","players":[
      {"name":"Ana","hand":5,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},
      {"name":"Bo","stall":{"rows":["BM","BG","RB"],"cards":[2]}}]})"));
}

TEST(VeggiesDocs, PlacementExamplesOnThePageAreJudgedAlike) {
  const std::vector<std::pair<std::string, bool>> cases = {
      {"place hand r90 at 2,1", true}, {"place hand r90 at 2,3", false}, {"place hand r0 at 3,0", false},
      {"place hand r0 at 1,1", true},  {"place hand r0 at 0,0", true},
  };
  for (const auto& [action, legal] : cases) {
    auto state = placementExample();
    const vb::Outcome outcome = state->applyText(action);
    EXPECT_EQ(outcome.ok, legal) << action << ": " << outcome.reason;
  }
  // The refusal of a corner touch says so.
  auto state = placementExample();
  EXPECT_NE(state->applyText("place hand r90 at 2,3").reason.find("corner"), std::string::npos);
  // The page's picture of card 5 turned 90 at 1,1 over card 1: its last block, "before    after",
  // the after column under the header's second word ("dopo", "después").
  ASSERT_TRUE(state->applyText("place hand r90 at 1,1").ok);
  for (const auto& [language, text] : sections("legal-and-illegal-placements")) {
    ASSERT_NE(text.find("`place hand r90 at 1,1`"), std::string::npos) << language;
    const auto blocks = codeBlocks(text);
    ASSERT_FALSE(blocks.empty()) << language;
    const auto picture = lines(blocks.back());
    ASSERT_FALSE(picture.empty()) << language;
    const std::size_t at = picture[0].find_first_not_of(' ', picture[0].find(' '));
    ASSERT_NE(at, std::string::npos) << language << ": " << picture[0];
    std::vector<std::string> after;
    for (std::size_t r = 1; r < picture.size(); ++r)
      if (picture[r].size() > at) after.push_back(withoutSpaces(picture[r].substr(at)));
    EXPECT_EQ(Json(after), state->toJson()["players"][0]["stall"]["rows"]) << language;
  }
}

TEST(VeggiesDocs, CardThatLooksTheSameTurnedHalfwayIsOfferedOnce) {
  // Card 14 (GB/SS/BG) is offered as r0 and r90 only; card 1 in all four turns.
  const Json json = Json::parse(R"({"game":"veggies","market":[1,null,null],"players":[
      {"name":"Ana","hand":14,"stall":{"rows":["CS","CC","CS"],"cards":[3]}},
      {"name":"Bo","stall":{"rows":["BM","BG","RB"],"cards":[2]}}]})");
  auto state = load(json);
  ASSERT_EQ(state->currentPlayer(), 0);
  std::map<std::string, int> turnsOfHand, turnsOfMarket;
  for (const std::string& text : state->legalActionTexts()) {
    std::istringstream in(text);
    std::vector<std::string> w;
    for (std::string t; in >> t;) w.push_back(t);
    if (w.size() >= 2 && w[1] == "hand") ++turnsOfHand[w[2]];
    if (w.size() >= 2 && w[1] == "market") ++turnsOfMarket[w[3]];
  }
  EXPECT_GT(turnsOfHand["r0"], 0);
  EXPECT_GT(turnsOfHand["r90"], 0);
  EXPECT_EQ(turnsOfHand.count("r180"), 0u);
  EXPECT_EQ(turnsOfHand.count("r270"), 0u);
  EXPECT_EQ(turnsOfMarket.size(), 4u);
  EXPECT_FALSE(state->applyText("place hand r180 at 2,0").ok);
}

// --- docs/scenarios.md and docs/saves.md ---------------------------------------------------------

std::string scenariosPage() { return readFile(std::string(VEGGIEBOX_DOCS) + "/scenarios.md"); }

// The JSON example of docs/scenarios.md that contains `marker`.
Json scenarioExample(const std::string& marker) {
  for (const auto& block : codeBlocks(scenariosPage(), "json"))
    if (block.find(marker) != std::string::npos) return Json::parse(block);
  ADD_FAILURE() << "docs/scenarios.md has no JSON example with " << marker;
  return Json::object();
}

// Every scenario block of the docs loads (or is refused as its page says): docs_scenarios_test.cpp.
TEST(VeggiesDocs, WorkedExampleLoads) {
  std::unique_ptr<vb::State> state;
  EXPECT_NO_THROW(state = load(workedExample()));
  ASSERT_TRUE(state);
  EXPECT_TRUE(state->checkInvariants().empty());
}

TEST(VeggiesDocs, ScenarioSmallExampleIsAsDescribed) {
  auto state = load(scenarioExample(R"(["XS","MS","SR"])"));
  EXPECT_EQ(state->currentPlayer(), 0);
  const Json snapshot = state->toJson();
  EXPECT_EQ(snapshot["phase"], "play");
  EXPECT_EQ(snapshot["players"][0]["stall"]["cards"].size(), 1u);
  EXPECT_EQ(snapshot["players"][1]["stall"]["cards"].size(), 1u);
  const vb::ScoreSheet sheet = state->scoreSheet();
  expectSheet(sheet, "trawberr", "banana", {{"Ana", 4, 0, -2, 2}, {"Bo", 0, 6, 0, 6}});
  // Each stall shows its one card's six spaces, upright: a position a first card makes.
  const std::pair<int, int> firstCards[] = {{0, 5}, {1, 7}};
  for (const auto& [seat, id] : firstCards) {
    const Json& stall = snapshot["players"][seat]["stall"];
    EXPECT_EQ(stall["cards"], Json::array({id}));
    EXPECT_EQ(stall["rows"], Json(vb::veggies::cardRows(vb::veggies::deck().at(id - 1), 0))) << id;
  }
}

TEST(VeggiesDocs, ScenarioForcedDeckPlaysAsDescribed) {
  auto state = load(scenarioExample(R"("deck")"));
  EXPECT_EQ(state->toJson()["deck"].size(), 33u) << "the deck just after a setup of two";
  ASSERT_EQ(state->currentPlayer(), 0);
  ASSERT_TRUE(state->applyText("place market 0 r90 at 2,0").ok);
  EXPECT_EQ(state->toJson()["market"], Json::parse("[35, 18, 26]"));
  ASSERT_EQ(state->currentPlayer(), 1);
  ASSERT_TRUE(state->applyText("place hand r0 at 0,3").ok);
  EXPECT_EQ(state->toJson()["players"][1]["hand"], 14);
}

// docs/scenarios.md#what-every-scenario-must-be: its examples are positions that can arise in play.
// The engine takes a stall's rows on trust, so this checks what it cannot: a stall of one card
// shows exactly that card's six spaces, turned some quarter (the first card of a stall is never
// covered).
TEST(VeggiesDocs, EveryOneCardStallOfTheScenarioPageShowsItsCard) {
  int stalls = 0;
  for (const std::string& block : vbtest::jsonBlocks(scenariosPage())) {
    const Json j = Json::parse(block);
    if (j.value("game", "") != "veggies" || !j.contains("players")) continue;
    for (const Json& player : j["players"]) {
      if (!player.contains("stall") || player["stall"].value("cards", Json::array()).size() != 1) continue;
      SCOPED_TRACE(player.dump());
      const Json& stall = player["stall"];
      const vb::veggies::Card& card = vb::veggies::deck().at(stall["cards"][0].get<std::size_t>() - 1);
      bool shows = false;
      for (int turns = 0; turns < 4; ++turns)
        shows |= stall["rows"] == Json(vb::veggies::cardRows(card, turns));
      EXPECT_TRUE(shows) << "a first card's six spaces, as deck.txt has them";
      ++stalls;
    }
  }
  EXPECT_GE(stalls, 6) << "the small example, the forced deck and the refused example: two stalls each";
}

TEST(VeggiesDocs, ScenarioSetupPositionIsAsDescribed) {
  auto state = load(scenarioExample(R"("drawn")"));
  EXPECT_EQ(state->currentPlayer(), 1);
  EXPECT_EQ(state->legalActionTexts(), (std::vector<std::string>{"start 5", "start 6"}));
  ASSERT_TRUE(state->applyText("start 5").ok);
  EXPECT_EQ(state->currentPlayer(), 0);
  EXPECT_EQ(state->legalActionTexts(), (std::vector<std::string>{"start 3", "start 4"}));
}

TEST(VeggiesDocs, WorkedExampleWithoutBosAnnouncementWaitsForBo) {
  Json json = workedExample();
  json["players"][1].erase("announced");
  auto state = load(json);
  EXPECT_FALSE(state->isOver());
  EXPECT_EQ(state->currentPlayer(), 1);
  EXPECT_EQ(state->legalActionTexts(), (std::vector<std::string>{"announce B", "announce G"}));
}

TEST(VeggiesDocs, ScenarioRefusalsReadAsDocumented) {
  const std::string doc = scenariosPage();
  const std::string ana = R"({"name":"Ana","stall":{"rows":["SB"]}})";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"game":"veggies","players":[{"stall":{"rows":["SB","SQ"]}},{}]})",
       "players[0].stall.rows[1]: unknown symbol 'Q' (use S B G M C X R, or . for an empty space)"},
      {R"({"game":"veggies","players":[{},{"stall":{"rows":["SB","SBS"]}}]})",
       "players[1].stall.rows: rows differ in length (row 0 has 2 spaces, row 1 has 3)"},
      {R"({"game":"veggies","players":[)" + ana + "]}", "players: 2 to 4 players, each an object"},
      {R"({"game":"veggies","players":[{"colour":"red"},{}]})", "players[0].colour: not a field of a player"},
      {R"({"game":"veggies","players":[{"stall":{"rows":["SB"],"cards":[1,2,3,4,5,6,7,8,9]}},{}]})",
       "players[0].stall.cards: at most 8 cards"},
      {R"({"game":"veggies","players":[{"stall":{"rows":[".SSSR.","CSSBGG","RSMBGX","MMMRCS"],"cards":[1,2]}},{}]})",
       "players[0].stall.cards: 22 visible spaces spanning 6 need at least 4 cards; it lists 2"},
      {R"({"game":"veggies","players":[{"stall":{"rows":["SB"],"cards":[5]}},{"hand":5,"stall":{"rows":["SB"]}}]})",
       "players[1].hand: card 5 is also in players[0].stall.cards[0]"},
      {R"({"game":"veggies","players":[{"stall":{"rows":["S)" + std::string(38, '.') + R"(S"]}},{}]})",
       "players[0].stall: 2 visible spaces spanning 40 need more than the 8 cards a stall can hold"},
      {R"({"game":"veggies","players":[{"stall":{"rows":["SSS","BBG"]},"announced":"B"},{}]})",
       "players[0].announced: 'B' is not the type of a largest group in the stall"},
      {R"({"game":"veggies","options":{"colour":"red"},"players":[{},{}]})",
       "options: option 'colour': Veggies has no such option (it has: scoring, first)"},
  };
  for (const auto& [json, message] : cases) {
    SCOPED_TRACE(json);
    try {
      load(Json::parse(json));
      ADD_FAILURE() << "accepted";
    } catch (const vb::InputError& e) {
      EXPECT_EQ(std::string(e.what()), message);
    }
    EXPECT_NE(doc.find(message), std::string::npos) << "docs/scenarios.md should show: " << message;
  }
}

std::string savesPage() { return readFile(std::string(VEGGIEBOX_DOCS) + "/saves.md"); }

std::vector<Json> saveExamples() {
  std::vector<Json> out;
  for (const auto& block : codeBlocks(savesPage(), "json")) out.push_back(Json::parse(block));
  return out;
}

TEST(VeggiesDocs, SaveExamplesLoad) {
  const auto saves = saveExamples();
  ASSERT_EQ(saves.size(), 3u);
  for (const Json& json : saves) {
    SCOPED_TRACE(json.dump());
    EXPECT_EQ(json["format"], "veggiebox-save");
    EXPECT_NO_THROW(vb::loadSave(json));
  }
  // The first one: five actions played, one to redo, Bo to place a card; saving it again from the
  // loaded state writes the same document.
  const vb::LoadedSave loaded = vb::loadSave(saves[0]);
  EXPECT_EQ(loaded.save.cursor, 5u);
  EXPECT_EQ(loaded.save.actions.size(), 6u);
  EXPECT_EQ(loaded.state->currentPlayer(), 1);
  EXPECT_EQ(loaded.save.toJson(*loaded.state), saves[0]);
  // The third keeps a what-if branch, on the table (docs/sandbox.md#what-if-branches).
  const vb::LoadedSave branched = vb::loadSave(saves[2]);
  ASSERT_EQ(branched.save.branches.size(), 2u);
  EXPECT_EQ(branched.save.branch, 1u);
  EXPECT_EQ(branched.save.branches[1].at, 2u);
  EXPECT_EQ(branched.state->currentPlayer(), 1);
}

TEST(VeggiesDocs, SaveRefusalsReadAsDocumented) {
  const std::string doc = savesPage();
  const Json good = saveExamples().at(0);
  Json badVersion = good, badAction = good, badSnapshot = good;
  badVersion["version"] = 2;
  badAction["actions"][2] = "place hand r0 at 9,9";
  badSnapshot["snapshot"]["players"][1]["hand"] = 30;
  badSnapshot["snapshot"]["deck"][0] = 28;
  const std::vector<std::pair<Json, std::string>> cases = {
      {badVersion, "version: this program reads save version 1, the file says 2"},
      {badAction,
       "actions[2] 'place hand r0 at 9,9': the card at 9,9 neither covers nor shares an edge with a space of "
       "Ana's "
       "stall"},
      {badSnapshot, "snapshot: does not match the state reached by replaying actions[0..5)"},
  };
  for (const auto& [json, message] : cases) {
    try {
      vb::loadSave(json);
      ADD_FAILURE() << "accepted: " << message;
    } catch (const vb::InputError& e) {
      EXPECT_EQ(std::string(e.what()), message);
    }
    EXPECT_NE(doc.find(message), std::string::npos) << "docs/saves.md should show: " << message;
  }
}

}  // namespace
}  // namespace veggies_docs_test
