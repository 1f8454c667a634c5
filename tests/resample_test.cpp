// Resampling and the per-seat score sheet of Veggies and Veggie Garden
// (docs/architecture.md#what-each-seat-may-know, docs/rules/veggies.md#hidden-information,
// docs/rules/garden.md#hidden-information): every unseen card lands in each place it could be with
// the same chance (a chi-square check with a fixed seed), and a Garden seat knows its own points
// only. The game-independent properties are in conformance_test.cpp.
#include <cmath>
#include <map>

#include "support.h"

namespace resample_test {

namespace {

// The chi-square value that a statistic with `dof` degrees of freedom exceeds with probability
// 0.001 (Wilson and Hilferty's approximation, good to a few per cent here).
double chiSquareLimit(int dof) {
  const double k = dof, z = 3.090;  // the normal quantile of 0.999
  const double c = 1 - 2 / (9 * k) + z * std::sqrt(2 / (9 * k));
  return k * c * c * c;
}

// Pearson's statistic for observed counts against expected ones, merging categories whose expected
// count is under 5 into the next; returns {statistic, degrees of freedom}.
std::pair<double, int> chiSquare(const std::vector<double>& observed, const std::vector<double>& expected) {
  std::vector<double> o, e;
  double po = 0, pe = 0;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    po += observed[i];
    pe += expected[i];
    if (pe >= 5) {
      o.push_back(po);
      e.push_back(pe);
      po = pe = 0;
    }
  }
  if (pe > 0 && !e.empty()) {
    o.back() += po;
    e.back() += pe;
  }
  double x = 0;
  for (std::size_t i = 0; i < e.size(); ++i) x += (o[i] - e[i]) * (o[i] - e[i]) / e[i];
  return {x, static_cast<int>(e.size()) - 1};
}

void expectPlausible(const std::vector<double>& observed, const std::vector<double>& expected,
                     const std::string& what) {
  const auto [x, dof] = chiSquare(observed, expected);
  ASSERT_GT(dof, 0) << what;
  EXPECT_LT(x, chiSquareLimit(dof)) << what << ": chi-square " << x << " with " << dof
                                    << " degrees of freedom";
}

// A state after `steps` random decisions.
std::unique_ptr<vb::State> playedFor(const std::string& game, int players, std::uint64_t seed, int steps) {
  auto s = vbtest::newGame(game, players, seed);
  vb::Rng rng(seed);
  for (int i = 0; i < steps && !s->isOver(); ++i) {
    const auto legal = s->legalActions();
    s->apply(legal[rng.below(legal.size())]);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Veggies: the deck and the other players' hand cards are one pool of unseen cards.

// Where card `id` is in a Veggies snapshot: "hand N", "deck K" (from the top), or "" elsewhere.
std::string placeOf(const vb::Json& j, int id) {
  for (std::size_t i = 0; i < j["players"].size(); ++i)
    if (j["players"][i]["hand"] == id) return "hand " + std::to_string(i);
  const auto& deck = j["deck"];
  for (std::size_t k = 0; k < deck.size(); ++k)
    if (deck[k] == id) return "deck " + std::to_string(k);
  return "";
}

TEST(Resample, VeggiesDealsEachUnseenCardUniformly) {
  const auto state = playedFor("veggies", 3, 11, 7);  // the setup done, a few cards placed
  ASSERT_FALSE(state->isOver());
  const vb::Json real = state->toJson();
  const int deckSize = static_cast<int>(real["deck"].size());
  const int unseen = deckSize + 2;  // the deck and the hand cards of seats 1 and 2
  ASSERT_TRUE(real["players"][1]["hand"].is_number() && real["players"][2]["hand"].is_number());
  vb::Rng rng(2026);
  const int samples = 150 * unseen;
  // Two cards: seat 1's hand card and the deck's top card, each counted in every place.
  for (const vb::Json& card : {real["players"][1]["hand"], real["deck"][0]}) {
    const int id = card.get<int>();
    std::map<std::string, double> seen;
    for (int n = 0; n < samples; ++n) {
      const vb::Json r = state->resample(0, rng)->toJson();
      ++seen[placeOf(r, id)];
      ASSERT_EQ(r["players"][0]["hand"], real["players"][0]["hand"]);  // seat 0's own card stays
      ASSERT_EQ(r["market"], real["market"]);
    }
    std::vector<double> observed, expected;
    for (int i : {1, 2}) observed.push_back(seen["hand " + std::to_string(i)]);
    for (int k = 0; k < deckSize; ++k) observed.push_back(seen["deck " + std::to_string(k)]);
    expected.assign(observed.size(), static_cast<double>(samples) / unseen);
    EXPECT_EQ(seen.count(""), 0U) << "card " << id << " left the unseen places";
    expectPlausible(observed, expected, "card " + std::to_string(id));
  }
}

TEST(Resample, VeggiesForThePublicDealsEveryHand) {
  const auto state = playedFor("veggies", 2, 3, 4);
  const vb::Json real = state->toJson();
  vb::Rng rng(9);
  bool ownMoved = false;
  for (int n = 0; n < 50; ++n)
    ownMoved |= state->resample(-1, rng)->toJson()["players"][0]["hand"] != real["players"][0]["hand"];
  EXPECT_TRUE(ownMoved) << "seat -1 sees no hand, so every hand card is dealt anew";
}

// The derived facts a view shows come from the engine, in the observation.
TEST(Resample, ObservationsCarryTheDerivedFacts) {
  const auto veggies = vbtest::scenario(vbtest::readFile(vbtest::dataPath("veggies/worked-example.json")));
  const vb::Json v = veggies->observation(-1);
  EXPECT_EQ(v["players"][0]["largest"], vb::Json::parse(R"({"size":5,"types":["S"]})"));
  EXPECT_EQ(v["players"][1]["largest"], vb::Json::parse(R"({"size":4,"types":["B","G"]})"));
  EXPECT_FALSE(veggies->toJson()["players"][0].contains("largest"));
  const auto garden = vbtest::scenario(vbtest::readFile(vbtest::dataPath("garden/worked-example.json")));
  EXPECT_EQ(garden->observation(0)["values"],
            vb::Json::parse(R"({"carrot":7,"cabbage":4,"peas":7,"pepper":4,"tomato":0})"));
  EXPECT_FALSE(garden->toJson().contains("values"));
}

TEST(Resample, VeggiesScoreSheetIsPublic) {
  const auto state = playedFor("veggies", 3, 5, 12);
  for (int seat = -1; seat < 3; ++seat)
    EXPECT_EQ(state->scoreSheet(seat).toJson(), state->scoreSheet().toJson());
}

// ---------------------------------------------------------------------------------------------
// Veggie Garden: the deck and the other players' hands are one pool of unseen cards.

std::map<std::string, int> countCrops(const vb::Json& list) {
  std::map<std::string, int> out;
  for (const auto& c : list) ++out[c.get<std::string>()];
  return out;
}

double logChoose(int n, int k) {
  return std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0);
}

TEST(Resample, GardenDealsEachUnseenCardUniformly) {
  const auto state = playedFor("garden", 3, 21, 14);
  ASSERT_FALSE(state->isOver());
  const vb::Json real = state->toJson();
  // The unseen pool for seat 0: the deck and the hands of seats 1 and 2.
  std::map<std::string, int> pool = countCrops(real["deck"]);
  for (int i : {1, 2})
    for (const auto& [crop, n] : countCrops(real["players"][i]["hand"])) pool[crop] += n;
  int total = 0;
  for (const auto& [crop, n] : pool) total += n;
  const int samples = 4000;
  vb::Rng rng(77);
  std::map<std::string, double> top;
  std::map<std::pair<int, std::string>, std::vector<double>> inHand;  // (seat, crop) -> counts by number
  for (int n = 0; n < samples; ++n) {
    const vb::Json r = state->resample(0, rng)->toJson();
    ASSERT_EQ(r["players"][0]["hand"], real["players"][0]["hand"]);
    ASSERT_EQ(r["harvest"], real["harvest"]);
    ASSERT_EQ(r["discard"], real["discard"]);
    ++top[r["deck"][0].get<std::string>()];
    for (int i : {1, 2}) {
      const auto counts = countCrops(r["players"][i]["hand"]);
      for (const auto& [crop, _] : pool) {
        auto& v = inHand[{i, crop}];
        v.resize(real["players"][i]["hand"].size() + 1);
        const auto it = counts.find(crop);
        ++v[it == counts.end() ? 0 : static_cast<std::size_t>(it->second)];
      }
    }
  }
  // The deck's top card: each crop as often as its share of the pool.
  std::vector<double> observed, expected;
  for (const auto& [crop, n] : pool) {
    observed.push_back(top[crop]);
    expected.push_back(static_cast<double>(samples) * n / total);
  }
  expectPlausible(observed, expected, "the deck's top card");
  // Each hand: the number of cards of each crop is hypergeometric.
  for (const auto& [key, counts] : inHand) {
    const int h = static_cast<int>(counts.size()) - 1, u = pool[key.second];
    std::vector<double> pmf;
    for (int k = 0; k <= h; ++k)
      pmf.push_back(k > u || h - k > total - u
                        ? 0.0
                        : samples *
                              std::exp(logChoose(u, k) + logChoose(total - u, h - k) - logChoose(total, h)));
    if (u == 0) continue;
    expectPlausible(counts, pmf, "seat " + std::to_string(key.first) + "'s " + key.second);
  }
}

TEST(Resample, GardenSeatKnowsItsOwnPointsOnly) {
  const auto state = playedFor("garden", 3, 8, 10);
  ASSERT_FALSE(state->isOver());
  const vb::ScoreSheet whole = state->scoreSheet();
  const vb::Json real = state->toJson();
  for (int seat = -1; seat < 3; ++seat) {
    const vb::ScoreSheet sheet = state->scoreSheet(seat);
    EXPECT_FALSE(sheet.final);
    EXPECT_TRUE(sheet.winners.empty()) << "no leader can be named while points are hidden";
    for (int i = 0; i < 3; ++i) {
      const vb::PlayerScore& p = sheet.players[i];
      EXPECT_EQ(p.name, whole.players[i].name);
      if (i == seat) {
        EXPECT_EQ(p, whole.players[i]);
      } else {
        EXPECT_TRUE(p.hidden);
        EXPECT_TRUE(p.lines.empty());
        EXPECT_EQ(p.total, 0);
        EXPECT_EQ(p.handSize, static_cast<int>(real["players"][i]["hand"].size()));
      }
    }
  }
  const auto json = state->scoreSheet(0).toJson();
  EXPECT_EQ(json["players"][1]["hidden"], true);
  EXPECT_FALSE(json["players"][0].contains("hidden"));
}

// The leak test's sensitivity: the whole sheet, which a view must never show, does change between
// resamples, while each seat's own sheet does not.
TEST(Resample, GardenWholeSheetBetraysTheResampledHands) {
  vb::Rng rng(5);
  int differs = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const auto state = playedFor("garden", 2 + static_cast<int>(seed % 3), seed, static_cast<int>(seed) * 3);
    for (int seat = -1; seat < state->numPlayers(); ++seat) {
      const auto a = state->resample(seat, rng), b = state->resample(seat, rng);
      differs += a->scoreSheet().toJson() != b->scoreSheet().toJson();
      EXPECT_EQ(a->scoreSheet(seat).toJson(), b->scoreSheet(seat).toJson());
    }
  }
  EXPECT_GT(differs, 10);
}

TEST(Resample, GardenShowsEveryHandAtTheEnd) {
  auto state = playedFor("garden", 3, 4, 1000);
  ASSERT_TRUE(state->isOver());
  const vb::Json real = state->toJson();
  for (int seat = -1; seat < 3; ++seat) {
    const vb::Json seen = state->observation(seat);
    for (int i = 0; i < 3; ++i) EXPECT_EQ(seen["players"][i]["hand"], real["players"][i]["hand"]);
    EXPECT_EQ(state->scoreSheet(seat).toJson(), state->scoreSheet().toJson());
    EXPECT_EQ(state->render(seat).find("(hidden)"), std::string::npos);
  }
}

}  // namespace
}  // namespace resample_test
