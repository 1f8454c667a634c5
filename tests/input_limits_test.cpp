// The engine's readers under hostile input: stalls padded far beyond the window, numbers past
// every integer type, nesting, duplicate keys, quoting of what a message shows, and the limits.
// The CLI's tests/data/bad cases cover the same ground end to end; these pin the mechanisms.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support.h"
#include "veggiebox/core/quote.h"

namespace input_limits_test {

namespace {

using vb::Json;

// Ana's stall shows `rows` with `top` empty rows above, `left` empty columns left of them and as
// many below and right, its origin moved so the visible spaces stay at (x, y).
Json paddedVeggies(const std::vector<std::string>& rows, int x, int y, int top, int left, int bottom,
                   int right) {
  const std::size_t width = rows.front().size() + left + right;
  std::vector<std::string> padded(top, std::string(width, '.'));
  for (const auto& row : rows) padded.push_back(std::string(left, '.') + row + std::string(right, '.'));
  for (int i = 0; i < bottom; ++i) padded.push_back(std::string(width, '.'));
  return {{"game", "veggies"},
          {"seed", 3},
          {"players",
           {{{"name", "Ana"}, {"stall", {{"rows", padded}, {"origin", {x - left, y - top}}}}},
            {{"name", "Bo"}, {"stall", {{"rows", {"BM", "BG", "RB"}}}}}}}};
}

TEST(InputLimits, APaddedStallLoadsWithEverySpaceWhereTheScenarioPutIt) {
  // Two cards' worth of spaces, and the widest stall eight cards can show (24 spaces across).
  const std::vector<std::vector<std::string>> stalls = {{"SBC", "CMX", "R.G"}, {std::string(24, 'S')}};
  for (const auto& rows : stalls) {
    const Json plain = paddedVeggies(rows, -7, 5, 0, 0, 0, 0);
    const auto expected = vb::stateFromJson(plain)->toJson()["players"][0]["stall"];
    for (int pad : {1, 31, 63, 64, 65, 200}) {
      for (const auto& [top, left, bottom, right] : std::vector<std::array<int, 4>>{
               {pad, 0, 0, 0}, {0, pad, 0, 0}, {0, 0, pad, 0}, {0, 0, 0, pad}, {pad, pad, pad, pad}}) {
        SCOPED_TRACE("padding " + std::to_string(top) + "," + std::to_string(left) + "," +
                     std::to_string(bottom) + "," + std::to_string(right));
        const auto s = vb::stateFromJson(paddedVeggies(rows, -7, 5, top, left, bottom, right));
        const Json stall = s->toJson()["players"][0]["stall"];
        EXPECT_EQ(stall["rows"], expected["rows"]);
        EXPECT_EQ(stall["origin"], expected["origin"]);
        EXPECT_TRUE(s->checkInvariants().empty());
        EXPECT_FALSE(s->legalActions().empty());
      }
    }
  }
}

TEST(InputLimits, AStallAtTheEdgeOfTheCoordinatesPlaysEveryLegalPlacement) {
  for (int at : {-1000, 998}) {
    auto s = vb::stateFromJson(paddedVeggies({"SB", "CC", "XR"}, at, at, 0, 0, 0, 0));
    const auto legal = s->legalActions();
    ASSERT_FALSE(legal.empty());
    for (vb::ActionId a : legal) {
      ASSERT_EQ(s->parseAction(s->actionText(a)), a) << s->actionText(a);
      auto next = s->clone();
      ASSERT_TRUE(next->apply(a).ok) << s->actionText(a);
      ASSERT_TRUE(next->checkInvariants().empty()) << s->actionText(a);
    }
  }
  EXPECT_NE(vbtest::inputError([] {
              vb::stateFromJson(paddedVeggies({"SB"}, 1001, 0, 0, 1, 0, 0));
            }).find("players[0].stall.rows: its visible spaces must lie at coordinates from -1000 to 1000"),
            std::string::npos);
}

TEST(InputLimits, NumbersAreCheckedInTheTypeTheyArriveIn) {
  const std::string base =
      R"({"game":"veggies","players":[{"stall":{"rows":["SB"]}},{"stall":{"rows":["BB"]}}],)";
  for (const char* big :
       {"4294967296", "4294967297", "18446744073709551615", "-9223372036854775808", "2147483648"}) {
    SCOPED_TRACE(big);
    EXPECT_EQ(vbtest::inputError([&] { vbtest::scenario(base + R"("current":)" + big + "}"); }),
              std::string("current: must be a seat number from 0 to 1, not ") + big);
    EXPECT_EQ(vbtest::inputError([&] { vbtest::scenario(base + R"("market":[)" + big + "]}"); }),
              std::string("market[0]: must be a card id from 1 to 40, not ") + big);
  }
  // Below the range, written as JSON writes non-negative numbers (unsigned) or not.
  EXPECT_EQ(vbtest::inputError([&] { vbtest::scenario(base + R"("deck":[0]})"); }),
            "deck[0]: must be a card id from 1 to 40, not 0");
  EXPECT_EQ(vbtest::inputError([&] { vbtest::scenario(base + R"("deck":[-1]})"); }),
            "deck[0]: must be a card id from 1 to 40, not -1");
  EXPECT_EQ(vbtest::inputError([&] { vbtest::scenario(base + R"("current":1.0})"); }),
            "current: must be a seat number from 0 to 1, not the number 1.0");
}

TEST(InputLimits, NestingIsBoundedAndDuplicateKeysAreRefused) {
  auto nested = [](int depth) { return std::string(depth, '[') + std::string(depth, ']'); };
  EXPECT_NO_THROW(vb::parseJsonText(nested(vb::kMaxJsonDepth), "f"));
  EXPECT_EQ(vbtest::inputError([&] { vb::parseJsonText(nested(vb::kMaxJsonDepth + 1), "f"); }),
            "f: [0][0][0]...: nested more than 32 levels deep");
  EXPECT_EQ(vbtest::inputError([&] { vb::parseJsonText(nested(300000), "f"); }),
            "f: [0][0][0]...: nested more than 32 levels deep");
  EXPECT_EQ(vbtest::inputError([] { vb::parseJsonText(R"({"a":[1,{"b":2,"b":3}]})", "f"); }),
            "f: a[1].b: given twice in one object");
  EXPECT_EQ(vbtest::inputError([] { vb::parseJsonText("{\"a\":1,\n\"a\":1}", "f"); }),
            "f: a: given twice in one object");
  EXPECT_EQ(vbtest::inputError([] { vb::parseJsonText("[1,\n 2e999]", "f"); }),
            "f:2:6: the number '2e999' is too large");
  EXPECT_EQ(vbtest::inputError([] { vb::parseJsonText("{\"a\": tru}", "f"); }),
            "f:1:10: not valid JSON near '\"a\": tru}'");
  // Equal keys written differently are one key.
  EXPECT_EQ(vbtest::inputError([] { vb::parseJsonText(R"({"a":1,"\u0061":2})", "f"); }),
            "f: a: given twice in one object");
}

TEST(InputLimits, MessagesQuoteAShortPrintablePrefix) {
  EXPECT_EQ(vb::quote("place hand"), "'place hand'");
  EXPECT_EQ(vb::quote("a\nb\tc\x1b[2J\x7f"), "'a\\nb\\tc\\x1b[2J\\x7f'");
  EXPECT_EQ(vb::quote("it's"), "'it\\'s'");
  EXPECT_EQ(vb::quote("\xff\xfe"), "'\\xff\\xfe'");
  EXPECT_EQ(vb::quote("\xc2\x9b"
                      "1m"),
            "'\\xc2\\x9b1m'");  // C1 CSI steers a terminal too
  EXPECT_EQ(vb::quote("Zo\xc3\xab"), "'Zo\xc3\xab'");
  EXPECT_EQ(vb::quote(std::string(100000, 'x')), "'" + std::string(60, 'x') + "'... (100000 bytes)");
  EXPECT_EQ(vb::quote(std::string("\0ab", 3)), "'\\x00ab'");
  EXPECT_EQ(vb::describeJson(Json::parse(R"({"a":[[[]]]})")), "an object with 1 fields");
  EXPECT_EQ(vb::describeJson(Json(std::string(200, 'y'))), "\"" + std::string(60, 'y') + "\"... (200 bytes)");
  EXPECT_EQ(vb::fieldPath("players[0]", "name"), "players[0].name");
  EXPECT_EQ(vb::fieldPath("", std::string("\0k", 2)), "['\\x00k']");
}

TEST(InputLimits, NamesAreOneShortLineOfText) {
  EXPECT_EQ(vb::nameProblem("Zoë"), "");
  EXPECT_EQ(vb::nameProblem(""), "is empty");
  EXPECT_EQ(vb::nameProblem("   "), "is empty");
  EXPECT_EQ(vb::nameProblem("A\x1b[31m"), "holds a control character");
  EXPECT_EQ(vb::nameProblem("\xff"), "is not valid UTF-8 text");
  EXPECT_EQ(vb::nameProblem(std::string(41, 'n')), "is longer than 40 characters");
  EXPECT_EQ(vb::nameProblem(std::string(40, 'n')), "");
  vb::Setup setup{{"Ana", ""}, 1, {}};
  EXPECT_EQ(vbtest::inputError([&] { vb::findGame("garden")->newGame(setup); }),
            "players[1].name: the name is empty");
}

TEST(InputLimits, ASaveLongerThanAnyGameIsRefusedBeforeReplay) {
  Json save = {{"format", "veggiebox-save"},
               {"version", 1},
               {"game", "garden"},
               {"players", {{{"name", "A"}}, {{"name", "B"}}}},
               {"actions", std::vector<std::string>(1000000, "take 0")}};
  const std::string why = vbtest::inputError([&] { vb::loadSave(save); });
  EXPECT_EQ(why.rfind("actions: must be an array of at most 38 action texts", 0), 0u) << why;
}

TEST(InputLimits, ALoadedPositionAlwaysHasADecisionOrIsOver) {
  // Veggies: the player to move has no hand card and the market is empty (docs/rules/veggies.md).
  EXPECT_EQ(vbtest::inputError([] {
              vbtest::scenario(R"({"game":"veggies","market":[null,null,null],"current":0,
                "players":[{"hand":null,"stall":{"rows":["SB"]}},{"stall":{"rows":["BB"]}}]})");
            }),
            "this position cannot arise in play: no legal action while the game runs");
  // Veggies at setup: a stall holds its first card only.
  EXPECT_EQ(
      vbtest::inputError([] {
        vbtest::scenario(
            R"({"game":"veggies","players":[{"name":"Ana","stall":{"rows":["SBSB","CCCC","XRXR"]}},{}]})");
      }),
      "this position cannot arise in play: Ana's stall holds more than its first card during the setup");
  // A hand or market slot left empty on purpose, with a card to play, is a position to try.
  EXPECT_NO_THROW(vbtest::scenario(R"({"game":"veggies","market":[null,5,null],"current":0,
                "players":[{"hand":null,"stall":{"rows":["SB"]}},{"stall":{"rows":["BB"]}}]})"));
}

}  // namespace
}  // namespace input_limits_test
