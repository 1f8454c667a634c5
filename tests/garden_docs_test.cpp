// The Veggie Garden documentation checked against the engine, so the pages cannot drift: the
// worked scoring example of docs/rules/garden.md (tests/data/garden/worked-example.json) and its
// pictures, in every language the page is written in, and the Veggie Garden examples and refusals
// of docs/scenarios.md.
#include <cctype>
#include <fstream>
#include <functional>
#include <sstream>

#include "rules_docs.h"

namespace garden_docs_test {

namespace {

using vb::Json;

using vbtest::readFile;

std::string rulesPage() { return readFile(std::string(VEGGIEBOX_DOCS) + "/rules/garden.md"); }
std::string scenariosPage() { return readFile(std::string(VEGGIEBOX_DOCS) + "/scenarios.md"); }

Json workedExample() { return Json::parse(vb::readTextFile(vbtest::dataPath("garden/worked-example.json"))); }

std::unique_ptr<vb::State> load(const Json& j) { return vbtest::scenario(j.dump()); }

// The three tables of the worked example, read by their place so that they read alike in every
// language: the crop values (a row per crop: crop, edge cards, value), the scores and the scores
// with the bunny moved (a row per crop, the bonus and the total: label, Ana, Bo, Cai).
std::vector<std::vector<std::vector<std::string>>> workedTables(const vbtest::RulesPage& page) {
  auto tables = vbtest::pageTables(vbtest::pageSection(page.text, "worked-example"));
  EXPECT_EQ(tables.size(), 3u) << page.language.code;
  tables.resize(3);
  for (auto& table : tables)
    if (!table.empty()) table.erase(table.begin());  // the header
  return tables;
}

// The last number of each player's cell of a score row ("3 × 7 = 21" -> 21).
std::vector<int> rowPoints(const std::vector<std::string>& row) {
  std::vector<int> out;
  for (std::size_t seat = 1; seat < row.size(); ++seat) {
    const auto n = vbtest::pageNumbers(row[seat]);
    out.push_back(n.empty() ? -1 : n.back());
  }
  return out;
}

std::vector<int> totals(const vb::State& s) {
  std::vector<int> out;
  for (const auto& p : s.scoreSheet().players) out.push_back(p.total);
  return out;
}

TEST(GardenDocs, WorkedExampleScoresAsThePageShows) {
  auto s = load(workedExample());
  ASSERT_TRUE(s->isOver());
  const vb::ScoreSheet sheet = s->scoreSheet();
  EXPECT_TRUE(sheet.final);
  EXPECT_EQ(totals(*s), (std::vector<int>{53, 57, 20}));
  EXPECT_EQ(sheet.winners, std::vector<int>{1});
  const auto& ana = sheet.players[0];
  EXPECT_EQ(ana.lines.front(), (vb::ScoreLine{"Carrot: 3 cards \u00d7 7", 21}));
  EXPECT_EQ(ana.lines.back(), (vb::ScoreLine{"All five crops", 10}));
  EXPECT_EQ(sheet.players[1].lines.back(), (vb::ScoreLine{"All five crops: missing pepper, tomato", 0}));
  // The tables on the page: one row per crop, the bonus and the totals, Ana, Bo, Cai.
  for (const vbtest::RulesPage& page : vbtest::rulesPages("garden")) {
    SCOPED_TRACE(page.language.code);
    const auto tables = workedTables(page);
    const auto& values = tables[0];
    const auto& scores = tables[1];
    ASSERT_EQ(values.size(), 5u) << "the five crops in play";
    ASSERT_EQ(scores.size(), 7u) << "the five crops, the bonus and the total";
    for (std::size_t c = 0; c < 5; ++c) {
      for (std::size_t seat = 0; seat < 3; ++seat) {
        // "| 3 × 7 = 21 |": cards, value, points per player.
        const auto n = vbtest::pageNumbers(scores[c][1 + seat]);
        ASSERT_EQ(n.size(), 3u) << scores[c][1 + seat];
        EXPECT_EQ(n[2], sheet.players[seat].lines[c].points) << scores[c][0];
        EXPECT_EQ(n[1], vbtest::pageNumbers(values[c].back()).back())
            << scores[c][0] << ": the value in both tables";
      }
    }
    EXPECT_EQ(rowPoints(scores[5]), (std::vector<int>{10, 0, 0}));
    EXPECT_EQ(rowPoints(scores[6]), totals(*s));
  }
}

TEST(GardenDocs, WorkedExampleWithTheBunnyMoved) {
  Json j = workedExample();
  j["fence"]["right"] = {2, 0};  // bunny r2
  auto s = load(j);
  EXPECT_EQ(totals(*s), (std::vector<int>{53, 47, 28}));
  EXPECT_EQ(s->scoreSheet().winners, std::vector<int>{0});
  for (const vbtest::RulesPage& page : vbtest::rulesPages("garden"))
    EXPECT_EQ(rowPoints(workedTables(page)[2].back()), totals(*s)) << page.language.code;
  const vb::ScoreSheet sheet = s->scoreSheet();
  EXPECT_EQ(sheet.players[0].lines[2], (vb::ScoreLine{"Peas: 2 cards \u00d7 5", 10}));
  EXPECT_EQ(sheet.players[0].lines[4], (vb::ScoreLine{"Tomato: 2 cards \u00d7 2", 4}));
}

TEST(GardenDocs, TheSummarysHandIsWorth25) {
  Json j = workedExample();
  j["players"][0]["hand"] = {"carrot", "carrot", "peas", "pepper"};
  j["players"][1]["hand"] = {"cabbage", "cabbage", "peas", "peas"};
  j["players"][2]["hand"] = {"tomato", "tomato", "tomato", "tomato"};
  auto s = load(j);
  EXPECT_FALSE(s->isOver());
  EXPECT_EQ(s->scoreSheet().players[0].total, 25);
}

// The redeal guard (docs/rules/garden.md#a-turn): with only peas left in the deck and none in the
// discards, a harvest of four peas stays, rather than being dealt again for ever. A variant of 8
// cards a crop makes the position possible: 16 in the garden, 4 in the harvest, 15 in the hands.
TEST(GardenDocs, TheRedealStopsWhenOnlyOneCropIsLeft) {
  EXPECT_NE(rulesPage().find("> **Interpretation:** the four-of-a-kind redeal stops when it can't help"),
            std::string::npos);
  auto s = load(Json::parse(R"({"game":"garden","variant":{"name":"8 a crop","rules":{"cards_per_crop":8}},
    "crops":["carrot","cabbage","peas","pepper","tomato"],
    "garden":[["carrot","cabbage","pepper","tomato"],["carrot","cabbage","pepper","tomato"],
              ["carrot","cabbage","pepper","tomato"],["carrot","cabbage","pepper","tomato"]],
    "fence":{"top":[1,2,3,0],"bottom":[3,2,1,1],"left":[2,3],"right":[1,2]},"mole":[1,1],
    "harvest":["peas","peas","peas","pepper"],"deck":["peas","peas","peas","peas","peas"],
    "players":[{"name":"Ana","hand":["carrot","carrot","cabbage","cabbage","pepper","tomato","tomato"]},
               {"name":"Bo","hand":["carrot","carrot","cabbage","cabbage","pepper","pepper","tomato","tomato"]}]})"));
  vbtest::applyAll(*s, {"take 3", "swap 0,0 0,1"});
  const Json j = s->toJson();
  EXPECT_EQ(j["harvest"], Json({"peas", "peas", "peas", "peas"}));
  EXPECT_EQ(j["deck"].size(), 4u);
  EXPECT_TRUE(j["discard"].empty());
}

// Equal totals share the win: Cai with 4 carrots, 2 cabbages, a peas, a pepper and a tomato scores
// 28 + 8 + 7 + 4 + 0 and the bonus, 57, as Bo does, and both win.
TEST(GardenDocs, EqualTotalsShareTheWin) {
  EXPECT_NE(rulesPage().find("> **Interpretation:** equal totals share the win"), std::string::npos);
  Json j = workedExample();
  j["players"][2]["hand"] = {"carrot",  "carrot", "carrot", "carrot", "cabbage",
                             "cabbage", "peas",   "pepper", "tomato"};
  const vb::ScoreSheet sheet = load(j)->scoreSheet();
  EXPECT_EQ(sheet.players[1].total, 57);
  EXPECT_EQ(sheet.players[2].total, 57);
  EXPECT_EQ(sheet.winners, (std::vector<int>{1, 2}));
}

// Hands are hidden: during the game a seat sees another hand's size only.
TEST(GardenDocs, HandsAreHidden) {
  EXPECT_NE(rulesPage().find("> **Interpretation:** hands are hidden"), std::string::npos);
  Json j = workedExample();
  for (auto& p : j["players"]) p["hand"] = {"carrot", "peas", "pepper", "tomato"};
  const Json seen = load(j)->observation(1);
  EXPECT_EQ(seen["players"][0]["hand"], "hidden");
  EXPECT_EQ(seen["players"][0]["hand_size"], 4);
  EXPECT_EQ(seen["players"][1]["hand"], Json({"carrot", "peas", "pepper", "tomato"}));
}

// --- The pictures of the powers (scripts/docs-images) ------------------------------------------

// The state a picture is rendered from: a save of tests/data/garden/ replayed to its end.
std::unique_ptr<vb::State> picture(const std::string& name) {
  return vb::loadSave(Json::parse(vb::readTextFile(vbtest::dataPath("garden/docs-" + name + ".json")))).state;
}

// The lines of the first code block of a power's section, each as its words.
std::vector<std::vector<std::string>> blockOf(const vbtest::RulesPage& page, const std::string& anchor) {
  const auto blocks = vbtest::pageBlocks(vbtest::pageSection(page.text, anchor));
  EXPECT_FALSE(blocks.empty()) << anchor;
  std::vector<std::vector<std::string>> out;
  for (const std::string& line : vbtest::pageLines(blocks.empty() ? "" : blocks.front())) {
    std::istringstream words(line);
    out.emplace_back();
    for (std::string w; words >> w;) out.back().push_back(w);
  }
  return out;
}

// The words of the last line of that block, the "after:" line ("dopo:", "después:" in the other
// languages), without its label.
std::vector<std::string> afterWords(const vbtest::RulesPage& page, const std::string& anchor) {
  const auto lines = blockOf(page, anchor);
  if (lines.size() < 2 || lines.back().empty()) {
    ADD_FAILURE() << "no after: line in #" << anchor;
    return {};
  }
  return {lines.back().begin() + 1, lines.back().end()};
}

Json gardenRow(const vb::State& s, int row) { return s.toJson()["garden"][row]; }

TEST(GardenDocs, ThePicturesShowEachPowerAsThePageDoes) {
  // The worked example's picture names its values and totals, as the engine gives them.
  EXPECT_NE(
      rulesPage().find("carrot 7, cabbage 4, peas 7, pepper 4, tomato 0, and the totals 53, 57 and 20]("),
      std::string::npos);
  const auto worked = load(workedExample());
  EXPECT_EQ(totals(*worked), (std::vector<int>{53, 57, 20}));
  EXPECT_EQ(worked->observation(0)["values"],
            Json::parse(R"({"carrot":7,"cabbage":4,"peas":7,"pepper":4,"tomato":0})"));
  const auto cabbage = picture("cabbage");
  const Json fence = picture("carrot")->toJson()["fence"];
  EXPECT_EQ(fence["top"][3], 3);
  EXPECT_EQ(fence["left"][1], 0);
  const auto peas = picture("peas");
  EXPECT_EQ(peas->toJson()["mole"], Json({1, 2}));
  EXPECT_EQ(gardenRow(*picture("pepper"), 0), Json({"carrot", "cabbage", "pepper", "peas"}));
  const auto potato = picture("potato");
  EXPECT_EQ(potato->toJson()["players"][0]["hand"], Json({"cabbage", "peas", "pepper", "pepper", "potato"}));
  const auto tomato = picture("tomato");
  EXPECT_EQ(tomato->toJson()["discard"], Json({"pepper"}));

  for (const vbtest::RulesPage& page : vbtest::rulesPages("garden")) {
    SCOPED_TRACE(page.language.code);
    // The worked example's caption: the five values, then the three totals.
    const auto link = page.text.find("](../img/rules/garden-worked-example.png)");
    ASSERT_NE(link, std::string::npos);
    const auto alt = page.text.rfind("![", link);
    EXPECT_EQ(vbtest::pageNumbers(page.text.substr(alt, link - alt)),
              (std::vector<int>{7, 4, 7, 4, 0, 53, 57, 20}));
    for (const char* power : {"cabbage", "carrot", "peas", "pepper", "potato", "tomato"})
      EXPECT_NE(page.text.find(std::string("](../img/rules/garden-") + power + ".png)"), std::string::npos)
          << power;
    // Cabbage: `shift row 0 left`, row 0 as the page's "after:" line.
    EXPECT_NE(vbtest::pageSection(page.text, "cabbage-shift-a-line").find("`shift row 0 left`:"),
              std::string::npos);
    EXPECT_EQ(gardenRow(*cabbage, 0), Json(afterWords(page, "cabbage-shift-a-line")));
    // Carrot: `bunny l2`, "after:  t3 3    l2 B".
    EXPECT_EQ(afterWords(page, "carrot-move-the-bunny"), (std::vector<std::string>{"t3", "3", "l2", "B"}));
    // Peas: the mole on 1,2, then `swap 0,3 2,1`: the page's "after:" rows, columns 1-3 of rows 0-2.
    // "cabbage peas  pepper       cabbage peas  tomato": before and after, side by side.
    const auto rows = blockOf(page, "peas-move-the-mole-then-swap-across-it");
    ASSERT_GE(rows.size(), 4u);
    ASSERT_EQ(rows[1].size(), 6u);
    for (int r = 0; r < 3; ++r)
      for (int c = 1; c < 4; ++c) {
        std::string shown = rows[1 + r][2 + c];
        if (shown.back() == '*') shown.pop_back();  // the mole
        EXPECT_EQ(gardenRow(*peas, r)[c], shown) << r << "," << c;
      }
    // Pepper: `swap 0,2 0,3` turns row 0 into `carrot cabbage pepper peas`.
    const std::string pepper = vbtest::pageSection(page.text, "pepper-swap-two-neighbours");
    EXPECT_LT(pepper.find("`swap 0,2 0,3`"), pepper.find("`carrot cabbage pepper peas`"));
    EXPECT_NE(pepper.find("`carrot cabbage pepper peas`"), std::string::npos);
    // Potato: "after:   garden 0,3 carrot    hand  peas pepper pepper cabbage   (+ the potato)".
    const auto potatoAfter = afterWords(page, "potato-swap-with-your-hand");  // garden 0,3 carrot hand ...
    ASSERT_GE(potatoAfter.size(), 3u);
    EXPECT_EQ(gardenRow(*potato, 0)[3], potatoAfter[2]);
    // Tomato: `tomato 0,3 with 2`, the peas of slot 2 planted and the pepper discarded.
    const auto tomatoAfter = afterWords(page, "tomato-replant-from-the-harvest");
    ASSERT_GE(tomatoAfter.size(), 3u);
    EXPECT_EQ(gardenRow(*tomato, 0)[3], tomatoAfter[2]);
  }
}

// --- docs/scenarios.md ---------------------------------------------------------------------------

Json scenarioExample(const std::string& marker) {
  for (const std::string& block : vbtest::jsonBlocks(scenariosPage()))
    if (block.find("\"garden\"") != std::string::npos && block.find(marker) != std::string::npos)
      return Json::parse(block);
  ADD_FAILURE() << "docs/scenarios.md has no Veggie Garden example with " << marker;
  return Json::object();
}

TEST(GardenDocs, ScenarioSmallExampleIsAsDescribed) {
  auto s = load(scenarioExample(R"("seed":5)"));
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(s->toJson()["phase"], "take");
  ASSERT_TRUE(s->applyText("take 0"));
  EXPECT_EQ(s->legalActions().size(), 45u);
  EXPECT_EQ(s->legalActionTexts().front().rfind("tomato ", 0), 0u);
}

TEST(GardenDocs, ScenarioPowerInProgressIsAsDescribed) {
  auto s = load(scenarioExample(R"("step":"swap")"));
  EXPECT_EQ(s->legalActionTexts(),
            (std::vector<std::string>{"swap 0,0 2,2", "swap 0,1 2,1", "swap 0,2 2,0", "swap 1,0 1,2"}));
  ASSERT_TRUE(s->applyText("swap 0,0 2,2"));
  const Json j = s->toJson();
  EXPECT_EQ(j["players"][0]["hand"], Json({"peas", "peas", "peas", "tomato"}));
  EXPECT_FALSE(j["harvest"][1].is_null());
}

TEST(GardenDocs, ScenarioShortDeckIsAsDescribed) {
  auto s = load(scenarioExample(R"("discard":"rest")"));
  Json j = s->toJson();
  EXPECT_EQ(j["deck"], Json({"carrot"}));
  const std::size_t discards = j["discard"].size();
  EXPECT_EQ(discards, 70u - 16 - 4 - 4 * 7 - 1);
  // Two turns: the first refill empties the deck, the second shuffles the discards into a new one.
  for (int turn = 0; turn < 2; ++turn) {
    ASSERT_TRUE(s->apply(s->legalActions().front()));
    while (s->toJson()["phase"] == "power") ASSERT_TRUE(s->apply(s->legalActions().front()));
    if (turn == 0) {
      EXPECT_TRUE(s->toJson()["deck"].empty());
    }
  }
  j = s->toJson();
  EXPECT_FALSE(j["deck"].empty());
  EXPECT_TRUE(s->checkInvariants().empty());
}

// The `harvest` field of docs/scenarios.md: four of one crop refused unless a power is being used
// (in the last round too), a card to take while cards are taken with a power, and in the last round
// a card for every player still to take one.
TEST(GardenDocs, ScenarioHarvestFieldRefusesWhatThePageSays) {
  EXPECT_NE(scenariosPage().find("Unless a power is being used, four cards of one crop are refused"),
            std::string::npos);
  const Json base = workedExample();
  auto refusal = [&](const std::function<void(Json&)>& edit) { return vbtest::refusalOf(base, edit); };
  EXPECT_EQ(
      refusal([&](Json& j) {
        j["players"][0]["hand"] = {"carrot", "carrot", "carrot", "carrot",
                                   "carrot", "carrot", "carrot", "carrot"};
        j["players"][1]["hand"] = {"cabbage", "cabbage", "cabbage", "cabbage",
                                   "cabbage", "cabbage", "cabbage", "cabbage"};
        j["players"][2]["hand"] = {"tomato", "tomato", "tomato", "tomato",
                                   "tomato", "tomato", "tomato", "tomato"};
        j["harvest"] = {"peas", "peas", "peas", "peas"};
      }),
      "harvest: four peas cards: the four-of-a-kind rule discards them (leave out \"harvest\" to deal it)");
  EXPECT_EQ(refusal([&](Json& j) {
              j["players"][0]["hand"] = {"carrot", "peas"};
              j["players"][1]["hand"] = {"carrot", "peas"};
              j["players"][2]["hand"] = {"carrot", "peas"};
              j["harvest"] = {nullptr, nullptr, nullptr, nullptr};
            }),
            "harvest: no card for Ana to take");
  EXPECT_EQ(refusal([&](Json& j) {
              j["players"][0]["hand"] = {"carrot", "carrot", "carrot", "carrot",
                                         "carrot", "carrot", "carrot", "carrot"};
              j["players"][1]["hand"] = {"cabbage", "cabbage", "cabbage", "cabbage",
                                         "cabbage", "cabbage", "cabbage", "cabbage"};
            }),
            "harvest: 2 players still take a card in the last round, but it holds 1");
}

TEST(GardenDocs, ScenarioRefusalsReadAsDocumented) {
  const std::string doc = scenariosPage();
  const Json base = workedExample();
  auto message = [&](const std::function<void(Json&)>& edit) { return vbtest::refusalOf(base, edit); };
  auto fresh = [](const char* json) { return vbtest::inputError([&] { vbtest::scenario(json); }); };
  const std::vector<std::string> messages = {
      message([](Json& j) { j["fence"]["right"][0] = 1; }),
      fresh(R"({"game":"garden","options":{"removed":"carrot"},
        "fence":{"top":[1,2,3,0],"bottom":[3,2,1,1],"left":[2,3],"right":[1,2]},"players":[{},{}]})"),
      message([](Json& j) {
        j["fence"]["top"] = {1, 2, 3};
      }),
      message([](Json& j) {
        j["fence"]["left"] = {3, 3};
      }),
      message([](Json& j) { j["mole"] = nullptr; }),
      fresh(R"({"game":"garden","options":{"removed":"peas"},"mole":[1,1],"players":[{},{}]})"),
      message([](Json& j) {
        j["mole"] = {0, 1};
      }),
      message([](Json& j) { j["garden"][0][0] = "potato"; }),
      fresh(R"({"game":"garden","options":{"removed":"potato"},
        "players":[{"hand":["peas","peas","peas","peas","peas","peas","peas"]},{}],
        "deck":["peas","peas","peas","peas","peas","peas","peas","peas"]})"),
      message([](Json& j) {
        j["players"][0]["hand"] = {"carrot"};
        j["harvest"] = {"peas", "peas", "peas", "peas"};
      }),
      message([](Json& j) {
        j["players"][0]["hand"] = {"carrot"};
        j["harvest"] = {"carrot", "carrot", "peas", "carrot"};
        j["power"] = {{"crop", "pepper"}, {"slot", 2}};
      }),
      message([](Json& j) {
        j["options"] = {{"removed", "peas"}};
      }),
      message([](Json& j) { j["colour"] = "green"; }),
  };
  for (const auto& m : messages)
    EXPECT_NE(doc.find(m), std::string::npos) << "docs/scenarios.md should show: " << m;
}

}  // namespace
}  // namespace garden_docs_test
