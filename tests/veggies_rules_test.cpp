// Veggies rules, one test per rule and edge case (docs/rules/veggies.md), each from a small scenario.
#include <algorithm>
#include <map>
#include <set>

#include "support.h"
#include "veggiebox/games/veggies.h"

namespace veggies_rules_test {

namespace {

using vbtest::scenario;

std::vector<std::string> stallRows(const vb::State& s, int seat) {
  return s.toJson()["players"][seat]["stall"]["rows"].get<std::vector<std::string>>();
}

const vb::PlayerScore& scoreOf(const vb::ScoreSheet& sheet, int seat) { return sheet.players.at(seat); }

int linePoints(const vb::PlayerScore& ps, const std::string& prefix) {
  int found = 0, points = 0;
  for (const auto& l : ps.lines)
    if (l.label.rfind(prefix, 0) == 0) ++found, points = l.points;
  EXPECT_EQ(found, 1) << "one line starting '" << prefix << "'";
  return points;
}

// Ana: a full column of strawberries (card id given), hand card 5 (XS / MS / SR).
const char* const kColumn = R"({"game":"veggies","players":[
  {"name":"Ana","hand":5,"stall":{"rows":["SS","SS","SS"],"cards":[30]}},
  {"name":"Bo","stall":{"rows":["BB"]}}]})";

TEST(VeggiesDeck, HasTheStatedProperties) {
  const auto& deck = vb::veggies::deck();
  ASSERT_EQ(deck.size(), 40u);
  std::map<char, int> count;
  for (std::size_t i = 0; i < deck.size(); ++i) {
    const auto& c = deck[i];
    EXPECT_EQ(c.id, static_cast<int>(i) + 1);
    std::set<char> produce;
    int mice = 0;
    for (auto s : c.spaces) {
      const char code = vb::veggies::symbolCode(s);
      ++count[code];
      if (s >= vb::veggies::kStrawberry && s <= vb::veggies::kCarrot) produce.insert(code);
      if (s == vb::veggies::kMouse) ++mice;
    }
    EXPECT_LE(mice, 2) << "card " << c.id;
    EXPECT_GE(produce.size(), 2u) << "card " << c.id;
  }
  for (char p : std::string("SBGMC")) EXPECT_EQ(count[p], 40) << p;
  EXPECT_EQ(count['X'], 24);
  EXPECT_EQ(count['R'], 16);
}

TEST(VeggiesCards, RotationsTurnClockwise) {
  const auto& c = vb::veggies::card(5);  // XSMSSR: rows XS / MS / SR
  using Rows = std::vector<std::string>;
  EXPECT_EQ(vb::veggies::cardRows(c, 0), (Rows{"XS", "MS", "SR"}));
  EXPECT_EQ(vb::veggies::cardRows(c, 1), (Rows{"SMX", "RSS"}));  // the left column becomes the top row
  EXPECT_EQ(vb::veggies::cardRows(c, 2), (Rows{"RS", "SM", "SX"}));
  EXPECT_EQ(vb::veggies::cardRows(c, 3), (Rows{"SSR", "XMS"}));
}

TEST(VeggiesCards, PlacedCardShowsItsTurnedSymbols) {
  for (int q = 0; q < 4; ++q) {
    auto s = scenario(kColumn);
    // Cover the whole starting card from its top-left: the new card's rows are all that shows.
    const std::string text = "place hand r" + std::to_string(q * 90) + " at 0,0";
    ASSERT_TRUE(s->applyText(text)) << text;
    auto rows = stallRows(*s, 0);
    const auto turned = vb::veggies::cardRows(vb::veggies::card(5), q);
    for (std::size_t y = 0; y < turned.size(); ++y)
      EXPECT_EQ(rows[y].substr(0, turned[y].size()), turned[y]) << text;
  }
}

TEST(VeggiesPlacement, SharingAnEdgeIsLegal) {
  auto s = scenario(kColumn);
  EXPECT_TRUE(s->applyText("place hand r0 at 2,1"));  // right of the column, one row down
  EXPECT_EQ(stallRows(*s, 0), (std::vector<std::string>{"SS..", "SSXS", "SSMS", "..SR"}));
}

TEST(VeggiesPlacement, ACornerTouchIsNot) {
  auto s = scenario(kColumn);
  const auto before = s->toJson();
  const vb::Outcome o = s->applyText("place hand r0 at 2,3");  // meets (1,2) only diagonally
  EXPECT_FALSE(o.ok);
  EXPECT_NE(o.reason.find("corner"), std::string::npos) << o.reason;
  EXPECT_EQ(s->toJson(), before);
  const vb::Outcome gap = s->applyText("place hand r90 at 3,0");  // one space away
  EXPECT_FALSE(gap.ok);
  EXPECT_NE(gap.reason.find("neither covers nor shares an edge"), std::string::npos) << gap.reason;
}

TEST(VeggiesPlacement, CoveringPartOfACard) {
  auto s = scenario(kColumn);
  ASSERT_TRUE(s->applyText("place hand r0 at 1,1"));
  EXPECT_EQ(stallRows(*s, 0), (std::vector<std::string>{"SS.", "SXS", "SMS", ".SR"}));
}

TEST(VeggiesPlacement, CoveringAWholeCard) {
  auto s = scenario(kColumn);
  ASSERT_TRUE(s->applyText("place hand r0 at 0,0"));
  EXPECT_EQ(stallRows(*s, 0), (std::vector<std::string>{"XS", "MS", "SR"}));
  EXPECT_EQ(s->toJson()["players"][0]["stall"]["cards"], vb::Json({30, 5}));  // the covered card stays
}

TEST(VeggiesPlacement, ACardThatLooksTheSameTurnedHalfwayIsOfferedOnce) {
  // Card 14 is GB / SS / BG: turned 180 it reads the same.
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","hand":14,"stall":{"rows":["SS","SS","SS"]}},{"name":"Bo","stall":{"rows":["BB"]}}]})");
  for (const auto& text : s->legalActionTexts()) {
    if (text.rfind("place hand", 0) != 0) continue;
    EXPECT_TRUE(text.find(" r180 ") == std::string::npos && text.find(" r270 ") == std::string::npos) << text;
  }
  const vb::Outcome o = s->applyText("place hand r180 at 0,0");
  EXPECT_FALSE(o.ok);
  EXPECT_NE(o.reason.find("r0"), std::string::npos) << o.reason;
}

// Every legal placement, found by brute force from the stall's rows, equals legalActions().
TEST(VeggiesPlacement, LegalPlacementsAreEnumeratedExactly) {
  vb::Rng rng(5);
  int checked = 0;
  for (std::uint64_t seed = 1; checked < 40; ++seed) {
    auto s = vbtest::newGame("veggies", 2 + static_cast<int>(seed % 3), seed);
    const int steps = static_cast<int>(rng.below(20));
    for (int i = 0; i < steps && !s->isOver(); ++i) {
      const auto legal = s->legalActions();
      s->apply(legal[rng.below(legal.size())]);
    }
    const vb::Json j = s->toJson();
    if (j["phase"] != "play") continue;
    ++checked;
    const vb::Json& me = j["players"][j["current"].get<int>()];
    const auto rows = me["stall"]["rows"].get<std::vector<std::string>>();
    const int ox = me["stall"]["origin"][0], oy = me["stall"]["origin"][1];
    auto occupied = [&](int x, int y) {
      const int r = y - oy, c = x - ox;
      return r >= 0 && r < static_cast<int>(rows.size()) && c >= 0 && c < static_cast<int>(rows[r].size()) &&
             rows[r][c] != '.';
    };
    std::set<std::string> expected;
    std::vector<std::pair<std::string, int>> sources;
    if (!me["hand"].is_null()) sources.emplace_back("place hand", me["hand"].get<int>());
    for (int m = 0; m < 3; ++m)
      if (!j["market"][m].is_null())
        sources.emplace_back("place market " + std::to_string(m), j["market"][m].get<int>());
    for (const auto& [prefix, id] : sources) {
      const auto& c = vb::veggies::card(id);
      const bool symmetric = std::equal(c.spaces.begin(), c.spaces.end(), c.spaces.rbegin());
      for (int q = 0; q < (symmetric ? 2 : 4); ++q) {
        const int w = q % 2 ? 3 : 2, h = q % 2 ? 2 : 3;
        for (int y = oy - 4; y <= oy + static_cast<int>(rows.size()) + 4; ++y) {
          for (int x = ox - 4; x <= ox + static_cast<int>(rows[0].size()) + 4; ++x) {
            bool legal = false;
            for (int yy = y; yy < y + h; ++yy)
              for (int xx = x; xx < x + w; ++xx)
                legal = legal || occupied(xx, yy) || occupied(xx - 1, yy) || occupied(xx + 1, yy) ||
                        occupied(xx, yy - 1) || occupied(xx, yy + 1);
            if (legal)
              expected.insert(prefix + " r" + std::to_string(q * 90) + " at " + std::to_string(x) + "," +
                              std::to_string(y));
          }
        }
      }
    }
    const auto texts = s->legalActionTexts();
    EXPECT_EQ(std::set<std::string>(texts.begin(), texts.end()), expected) << j.dump();
    EXPECT_EQ(texts.size(), expected.size());
  }
}

TEST(VeggiesSetup, ThreeMarketCardsAndTwoDrawnEach) {
  auto s = vbtest::newGame("veggies", 3, 11);
  const vb::Json j = s->toJson();
  EXPECT_EQ(j["phase"], "start");
  EXPECT_EQ(j["deck"].size(), 40u - 3 - 6);
  for (const auto& slot : j["market"]) EXPECT_TRUE(slot.is_number());
  for (const auto& p : j["players"]) {
    EXPECT_EQ(p["drawn"].size(), 2u);
    EXPECT_TRUE(p["hand"].is_null());
  }
}

TEST(VeggiesSetup, EachPlayerStartsWithOneDrawnCardAndKeepsTheOther) {
  auto s = vbtest::newGame("veggies", 2, 3, {{"first", "1"}});
  EXPECT_EQ(s->currentPlayer(), 1);
  const auto drawn = s->toJson()["players"][1]["drawn"].get<std::vector<int>>();
  const auto legal = s->legalActionTexts();
  EXPECT_EQ(legal.size(), 2u);
  ASSERT_TRUE(s->applyText("start " + std::to_string(drawn[1])));
  const vb::Json j = s->toJson();
  EXPECT_EQ(j["players"][1]["hand"], drawn[0]);
  EXPECT_EQ(j["players"][1]["stall"]["cards"], vb::Json({drawn[1]}));
  EXPECT_EQ(j["players"][1]["stall"]["origin"], vb::Json({0, 0}));
  EXPECT_EQ(stallRows(*s, 1), vb::veggies::cardRows(vb::veggies::card(drawn[1]), 0));  // upright
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(s->applyText("start 99").ok);
  EXPECT_FALSE(s->applyText("place hand r0 at 0,3").ok);  // the setup comes first
}

TEST(VeggiesTurn, PlayingTheHandCardDrawsANewOne) {
  auto s = scenario(R"({"game":"veggies","deck":[33,34],"players":[
    {"name":"Ana","hand":5,"stall":{"rows":["SS","SS","SS"]}},{"name":"Bo","stall":{"rows":["BB"]}}]})");
  ASSERT_TRUE(s->applyText("place hand r0 at 2,0"));
  const vb::Json j = s->toJson();
  EXPECT_EQ(j["players"][0]["hand"], 33);
  EXPECT_EQ(j["deck"][0], 34);
  EXPECT_EQ(s->currentPlayer(), 1);
}

TEST(VeggiesTurn, PlayingAMarketCardRefillsThatSlot) {
  auto s = scenario(R"({"game":"veggies","deck":[33],"market":[6,7,8],"players":[
    {"name":"Ana","hand":5,"stall":{"rows":["SS","SS","SS"]}},{"name":"Bo","stall":{"rows":["BB"]}}]})");
  ASSERT_TRUE(s->applyText("place market 1 r90 at 2,0"));
  const vb::Json j = s->toJson();
  EXPECT_EQ(j["market"], vb::Json({6, 33, 8}));
  EXPECT_EQ(j["players"][0]["hand"], 5);
  EXPECT_EQ(j["players"][0]["stall"]["cards"].back(), 7);
}

TEST(VeggiesTurn, NoHandCardMeansOnlyTheMarket) {
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","hand":null,"stall":{"rows":["SS","SS","SS"]}},{"name":"Bo","stall":{"rows":["BB"]}}]})");
  for (const auto& t : s->legalActionTexts()) EXPECT_EQ(t.rfind("place market", 0), 0u) << t;
  const vb::Outcome o = s->applyText("place hand r0 at 2,0");
  EXPECT_FALSE(o.ok);
  EXPECT_NE(o.reason.find("no hand card"), std::string::npos) << o.reason;
}

// Two stalls with 7 cards each: two more placements end the game.
TEST(VeggiesEnd, TheGameEndsWhenEveryStallHoldsEightCards) {
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","stall":{"rows":["SSBB"],"cards":[1,2,3,4,5,6,7]}},
    {"name":"Bo","stall":{"rows":["GGMM"],"cards":[8,9,10,11,12,13,14]}}]})");
  ASSERT_TRUE(s->applyText(s->legalActionTexts().front()));
  EXPECT_FALSE(s->isOver());
  EXPECT_EQ(s->currentPlayer(), 1);
  ASSERT_TRUE(s->applyText(s->legalActionTexts().front()));
  EXPECT_TRUE(s->toJson()["phase"] == "announce" || s->isOver());
  const vb::Json j = s->toJson();
  for (const auto& p : j["players"]) EXPECT_EQ(p["stall"]["cards"].size(), 8u);
}

const char* const kTie = R"({"game":"veggies","players":[
  {"name":"Ana","stall":{"rows":["SSS","BBB"],"cards":[1,2,3,4,5,6,7,8]}},
  {"name":"Bo","stall":{"rows":["GG","R."],"cards":[9,10,11,12,13,14,15,16]}}]})";

TEST(VeggiesScoring, ATieForLargestGroupIsTheAnnouncersChoice) {
  auto s = scenario(kTie);
  EXPECT_EQ(s->toJson()["phase"], "announce");
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(s->legalActionTexts(), (std::vector<std::string>{"announce S", "announce B"}));
  EXPECT_FALSE(s->applyText("announce G").ok);
  ASSERT_TRUE(s->applyText("announce B"));
  ASSERT_TRUE(s->isOver());  // Bo's single largest type (grape) is announced for him
  const vb::Json j = s->toJson();
  EXPECT_EQ(j["players"][0]["announced"], "B");
  EXPECT_EQ(j["players"][1]["announced"], "G");
  const vb::ScoreSheet sheet = s->scoreSheet();
  EXPECT_TRUE(sheet.final);
  EXPECT_EQ(linePoints(scoreOf(sheet, 0), "Banana"), 3);
  EXPECT_EQ(linePoints(scoreOf(sheet, 0), "Grape"), 0);
  EXPECT_EQ(scoreOf(sheet, 0).total, 3);
  EXPECT_EQ(linePoints(scoreOf(sheet, 1), "Grape"), 2);
  EXPECT_EQ(linePoints(scoreOf(sheet, 1), "Mice"), -2);
  EXPECT_EQ(scoreOf(sheet, 1).total, 0);
  EXPECT_EQ(sheet.winners, std::vector<int>{0});
}

TEST(VeggiesScoring, ATypeAnnouncedByTwoPlayersIsScoredOnce) {
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","stall":{"rows":["SS.","..S"]},"announced":"S"},
    {"name":"Bo","stall":{"rows":["SSS","B.."]},"announced":"S"}]})");
  const vb::ScoreSheet sheet = s->scoreSheet();
  EXPECT_FALSE(sheet.final);
  ASSERT_EQ(scoreOf(sheet, 0).lines.size(), 2u);  // strawberry once, and the mice
  EXPECT_EQ(linePoints(scoreOf(sheet, 0), "Strawberry"), 2 * 2);
  EXPECT_EQ(linePoints(scoreOf(sheet, 1), "Strawberry"), 3 * 1);
  EXPECT_EQ(scoreOf(sheet, 0).total, 4);
}

TEST(VeggiesScoring, CoveredMiceDoNotCount) {
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","hand":1,"stall":{"rows":["RR","SS","SS"]}},{"name":"Bo","stall":{"rows":["BB"]}}]})");
  EXPECT_EQ(linePoints(scoreOf(s->scoreSheet(), 0), "Mice"), -4);
  ASSERT_TRUE(s->applyText("place hand r90 at 0,-1"));  // card 1 (no mice) lies over both
  EXPECT_EQ(linePoints(scoreOf(s->scoreSheet(), 0), "Mice"), 0);
}

TEST(VeggiesScoring, DiagonalSpacesDoNotJoinAGroup) {
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","stall":{"rows":["S.",".S"]}},{"name":"Bo","stall":{"rows":["SS"]}}]})");
  EXPECT_EQ(scoreOf(s->scoreSheet(), 0).lines.front().label, "Strawberry: largest group 1 \u00d7 2 groups");
  EXPECT_EQ(linePoints(scoreOf(s->scoreSheet(), 0), "Strawberry"), 1 * 2);
}

TEST(VeggiesScoring, LargestGroupTimesNumberOfGroups) {
  // Strawberries in groups of 3, 2 and 1: the largest (3) x 3 groups.
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","stall":{"rows":["SSS.SS","......","S....."]}},{"name":"Bo","stall":{"rows":["MM"]}}]})");
  EXPECT_EQ(linePoints(scoreOf(s->scoreSheet(), 0), "Strawberry"), 9);
  EXPECT_EQ(linePoints(scoreOf(s->scoreSheet(), 0), "Mushroom"), 0);
  EXPECT_EQ(linePoints(scoreOf(s->scoreSheet(), 1), "Mushroom"), 2);
}

TEST(VeggiesScoring, AllSpacesVariantCountsEverySpace) {
  const std::string rows = R"("players":[{"name":"Ana","stall":{"rows":["SSS.SS","......","S....."]}},
    {"name":"Bo","stall":{"rows":["MM"]}}]})";
  auto s = scenario(R"({"game":"veggies","options":{"scoring":"all-spaces"},)" + rows);
  EXPECT_EQ(linePoints(scoreOf(s->scoreSheet(), 0), "Strawberry"), 6 * 3);
  auto published = scenario(R"({"game":"veggies",)" + rows);
  EXPECT_EQ(linePoints(scoreOf(published->scoreSheet(), 0), "Strawberry"), 3 * 3);
}

TEST(VeggiesScoring, CratesScoreNothingAndAStallWithoutProduceAnnouncesNothing) {
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","stall":{"rows":["XX","XR"],"cards":[1,2,3,4,5,6,7,8]}},
    {"name":"Bo","stall":{"rows":["CC"],"cards":[9,10,11,12,13,14,15,16]}}]})");
  ASSERT_TRUE(s->isOver());
  EXPECT_TRUE(s->toJson()["players"][0]["announced"].is_null());
  EXPECT_EQ(scoreOf(s->scoreSheet(), 0).total, -2);
  EXPECT_EQ(scoreOf(s->scoreSheet(), 1).total, 2);
}

TEST(VeggiesScoring, EqualTotalsShareTheWin) {
  auto s = scenario(R"({"game":"veggies","players":[
    {"name":"Ana","stall":{"rows":["SS"],"cards":[1,2,3,4,5,6,7,8]}},
    {"name":"Bo","stall":{"rows":["SS"],"cards":[9,10,11,12,13,14,15,16]}}]})");
  EXPECT_EQ(s->scoreSheet().winners, (std::vector<int>{0, 1}));
}

TEST(VeggiesHidden, ObservationHidesOtherHandsAndTheDeck) {
  auto s = vbtest::newGame("veggies", 2, 8, {{"first", "0"}});
  const vb::Json mine = s->observation(0);
  EXPECT_FALSE(mine.contains("deck"));
  EXPECT_FALSE(mine.contains("rng"));
  EXPECT_EQ(mine["deck_size"], 40 - 3 - 4);
  EXPECT_EQ(mine["players"][0]["drawn"], s->toJson()["players"][0]["drawn"]);
  EXPECT_EQ(mine["players"][1]["drawn"], vb::Json({"hidden", "hidden"}));
  ASSERT_TRUE(s->apply(s->legalActions().front()));
  ASSERT_TRUE(s->apply(s->legalActions().front()));
  EXPECT_EQ(s->observation(0)["players"][1]["hand"], "hidden");
  EXPECT_TRUE(s->observation(1)["players"][1]["hand"].is_number());
  const std::string hand = std::to_string(s->toJson()["players"][1]["hand"].get<int>());
  EXPECT_EQ(s->render(0).find("#" + hand + " "), std::string::npos);
}

TEST(VeggiesHidden, DrawsAndDealsAreMarkedAsRevealing) {
  auto s = scenario(kColumn);
  EXPECT_TRUE(s->applyText("place hand r0 at 2,0").revealed);
  auto t = scenario(kTie);
  EXPECT_FALSE(t->applyText("announce S").revealed);
}

TEST(VeggiesScenario, TheDocumentedExampleIsAccepted) {
  auto s =
      scenario(R"({"game":"veggies","players":[{"name":"Ana","stall":{"rows":["SS.","SBR"],"origin":[0,0]},
    "announced":"S"},{"name":"Bo","stall":{"rows":["BB"]}}]})");
  EXPECT_TRUE(s->checkInvariants().empty());
  EXPECT_EQ(s->toJson()["phase"], "play");
  EXPECT_EQ(s->currentPlayer(), 0);
}

TEST(VeggiesScenario, MalformedScenariosNameTheField) {
  auto err = [](const std::string& json) { return vbtest::inputError([&] { scenario(json); }); };
  EXPECT_NE(
      err(R"({"game":"veggies","players":[{"stall":{"rows":["SQ"]}},{}]})").find("players[0].stall.rows[0]"),
      std::string::npos);
  EXPECT_NE(
      err(R"({"game":"veggies","players":[{},{"stall":{"rows":["SS","S"]}}]})").find("players[1].stall.rows"),
      std::string::npos);
  EXPECT_NE(err(R"({"game":"veggies","players":[{}]})").find("players"), std::string::npos);
  EXPECT_NE(err(R"({"game":"veggies","players":[{},{},{},{},{}]})").find("players"), std::string::npos);
  EXPECT_NE(err(R"({"game":"veggies","players":[{"colour":"red"},{}]})").find("players[0].colour"),
            std::string::npos);
  EXPECT_NE(err(R"({"game":"veggies","turn":3,"players":[{},{}]})").find("turn"), std::string::npos);
  EXPECT_NE(
      err(R"({"game":"veggies","players":[{"hand":5},{"stall":{"rows":["S"],"cards":[5]}}]})").find("card 5"),
      std::string::npos);
  EXPECT_NE(err(R"({"game":"veggies","options":{"scoring":"most"},"players":[{},{}]})").find("scoring"),
            std::string::npos);
  EXPECT_NE(err(R"({"game":"veggies","players":[{"stall":{"rows":["S"],"cards":[1,2,3,4,5,6,7,8,9]}},{}]})")
                .find("players[0].stall.cards"),
            std::string::npos);
  EXPECT_NE(err(R"({"game":"veggies","players":[{"stall":{"rows":["SSB"]},"announced":"B"},{}]})")
                .find("players[0].announced"),
            std::string::npos);
  EXPECT_NE(err(R"({"game":"chess","players":[{},{}]})").find("game"), std::string::npos);
}

TEST(VeggiesScenario, LeftOutFieldsTakeNaturalDefaults) {
  auto s = scenario(R"({"game":"veggies","players":[{},{}]})");
  const vb::Json j = s->toJson();
  EXPECT_EQ(j["phase"], "start");
  EXPECT_EQ(j["players"][0]["name"], "Player 1");
  EXPECT_EQ(j["players"][1]["drawn"].size(), 2u);
  EXPECT_TRUE(s->checkInvariants().empty());
  // A stall whose spaces span more than one card can is given enough cards.
  auto wide =
      scenario(R"({"game":"veggies","players":[{"stall":{"rows":["S......S"]}},{"stall":{"rows":["B"]}}]})");
  EXPECT_EQ(wide->toJson()["players"][0]["stall"]["cards"].size(), 3u);
}

TEST(VeggiesActions, UnreadableTextIsRefusedWithTheForms) {
  auto s = scenario(kColumn);
  const vb::Outcome o = s->applyText("put it somewhere");
  EXPECT_FALSE(o.ok);
  EXPECT_NE(o.reason.find("place hand r90 at 3,-1"), std::string::npos) << o.reason;
  EXPECT_FALSE(s->applyText("place hand r45 at 2,0").ok);
  EXPECT_FALSE(s->applyText("place market 3 r0 at 2,0").ok);
}

}  // namespace
}  // namespace veggies_rules_test
