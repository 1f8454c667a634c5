// Veggies' own counts for the lab (docs/events.md#veggies): the cards placed, the announcements and
// what the stalls show at the end.
#include <set>

#include "support.h"

namespace veggies_events_test {

namespace {

using vb::Json;
using vbtest::countsOf;

// Ana's stall ties strawberries and bananas (3 each); Bo's shows two grapes and a mouse.
const char* const kTie = R"({"game":"veggies","players":[
  {"name":"Ana","stall":{"rows":["SSS","BBB"],"cards":[1,2,3,4,5,6,7,8]}},
  {"name":"Bo","stall":{"rows":["GG","R."],"cards":[9,10,11,12,13,14,15,16]}}]})";

TEST(VeggiesEvents, TheStallsAreCountedWhenTheGameEnds) {
  auto s = vbtest::scenario(kTie);
  EXPECT_EQ(s->events(), countsOf(*s, {})) << "nothing is counted before the end";
  ASSERT_TRUE(s->applyText("announce B"));
  ASSERT_TRUE(s->isOver());
  EXPECT_EQ(s->events(), countsOf(*s, {{"/announcements_chosen", 1},
                                       {"/mice", 1},
                                       {"/largest_group/strawberry", 3},
                                       {"/largest_group/banana", 3},
                                       {"/largest_group/grape", 2},
                                       {"/announced/banana", 1},
                                       {"/announced/grape", 1}}));
}

// The largest group of `code` in one stall's rows (spaces sharing an edge).
int largestGroup(const std::vector<std::string>& rows, char code) {
  std::set<std::pair<int, int>> seen;
  int best = 0;
  for (int y = 0; y < static_cast<int>(rows.size()); ++y)
    for (int x = 0; x < static_cast<int>(rows[y].size()); ++x) {
      if (rows[y][x] != code || seen.count({x, y})) continue;
      std::vector<std::pair<int, int>> todo = {{x, y}};
      seen.insert({x, y});
      int size = 0;
      while (!todo.empty()) {
        const auto [cx, cy] = todo.back();
        todo.pop_back();
        ++size;
        for (const auto& [nx, ny] : {std::pair{cx + 1, cy}, {cx - 1, cy}, {cx, cy + 1}, {cx, cy - 1}})
          if (ny >= 0 && ny < static_cast<int>(rows.size()) && nx >= 0 &&
              nx < static_cast<int>(rows[ny].size()) && rows[ny][nx] == code && seen.insert({nx, ny}).second)
            todo.push_back({nx, ny});
      }
      best = std::max(best, size);
    }
  return best;
}

// Random games to the end: the counts agree with the final stalls, counted here from the snapshot.
TEST(VeggiesEvents, RandomGamesAgreeWithTheFinalStalls) {
  const std::pair<char, const char*> produce[] = {
      {'S', "strawberry"}, {'B', "banana"}, {'G', "grape"}, {'M', "mushroom"}, {'C', "carrot"}};
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      auto s = vbtest::newGame("veggies", players, seed);
      vb::Rng rng(seed);
      while (!s->isOver()) {
        const auto legal = s->legalActions();
        ASSERT_TRUE(s->apply(legal[rng.below(legal.size())]).ok);
      }
      const Json e = s->events(), j = s->toJson();
      int mice = 0, crates = 0, announced = 0;
      std::map<char, int> largest;
      for (const auto& p : j["players"]) {
        const auto rows = p["stall"]["rows"].get<std::vector<std::string>>();
        for (const auto& row : rows) {
          mice += static_cast<int>(std::count(row.begin(), row.end(), 'R'));
          crates += static_cast<int>(std::count(row.begin(), row.end(), 'X'));
        }
        for (const auto& [code, name] : produce)
          largest[code] = std::max(largest[code], largestGroup(rows, code));
        announced += !p["announced"].is_null();
      }
      EXPECT_EQ(e["mice"], mice);
      EXPECT_EQ(e["crates"], crates);
      int announcedCounted = 0;
      for (const auto& [code, name] : produce) {
        EXPECT_EQ(e["largest_group"][name], largest[code]) << name;
        announcedCounted += e["announced"][name].get<int>();
      }
      EXPECT_EQ(announcedCounted, announced);
      EXPECT_EQ(e["placed"]["from_hand"].get<int>() + e["placed"]["from_market"].get<int>(), players * 7);
    }
}

}  // namespace
}  // namespace veggies_events_test
