// VEGEtables 2.0 hidden information (docs/rules/vegetables.md#hidden-information): what each seat sees
// (observation, render, score sheet), and State::resample, a whole state a seat could be in: it keeps
// what the seat sees, plays on by the rules, deals every unseen card evenly among the places it could
// be, and gives nothing away of where the cards really are.
#include <array>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "support.h"
#include "vegetables_support.h"
#include "veggiebox/games/vegetables.h"

namespace vegetables_information_test {

namespace {

using vb::Json;
using vbtest::vegetables::base;
using vbtest::vegetables::load;

// --- what each seat sees ----------------------------------------------------------------------------------

TEST(VegetablesObservation, OwnHandAllTerrainsBoardSilosAndWellsOthersCounted) {
  auto s = load(base());
  const Json o = s->observation(1);
  EXPECT_FALSE(o.contains("rng"));
  EXPECT_EQ(o["seat"], 1);
  EXPECT_EQ(o["players"][1]["hand"], Json({"G5", "V7"}));
  EXPECT_EQ(o["players"][0]["hand"], "hidden");
  EXPECT_EQ(o["players"][0]["hand_size"], 3);
  EXPECT_EQ(o["players"][0]["backs"], Json({{"white", 2}, {"green", 1}, {"jolly", 0}})) << "R9 Y6; R13";
  EXPECT_EQ(o["players"][0]["terrains"], Json({"R2", "Y1"}));
  EXPECT_EQ(o["players"][0]["jollies"], Json({{"uncollected", 2}, {"held", 0}}));
  EXPECT_EQ(o["silos"], s->toJson()["silos"]);
  EXPECT_EQ(o["wells"], s->toJson()["wells"]);
  EXPECT_EQ(o["board"], Json({{"R1", "R5"}}));
  const std::string picture = s->render(1);
  EXPECT_NE(picture.find("Bo (seat 1), score 0: terrains G1; hand 2 cards: G5 V7"), std::string::npos)
      << picture;
  EXPECT_NE(picture.find("Ana (seat 0), score 0: terrains R2 Y1; hand 3 cards (hidden: 2 white, 1 green)"),
            std::string::npos)
      << picture;
}

TEST(VegetablesObservation, JolliesInHandAreCountedAsTheirOwnBack) {
  auto s = load(base());
  vbtest::applyAll(*s, {"collect jolly", "collect jolly", "jolly R9", "play R13", "pass"});
  const Json ana = s->observation(2)["players"][0];
  EXPECT_EQ(ana["backs"], Json({{"white", 2}, {"green", 0}, {"jolly", 1}})) << "R9 (burnt) Y6 and a jolly";
  EXPECT_EQ(ana["hand_size"], 2);
  EXPECT_FALSE(s->toJson()["players"][0].contains("backs")) << "the snapshot is unchanged";
}

TEST(VegetablesObservation, EverySeatKnowsTheWholeScoreSheetWithItsTexts) {
  Json j = base();
  j["hand_number"] = 2;
  j["players"][2]["score"] =
      Json::array({Json({{"hand", 1}, {"event", "line"}, {"points", 10}, {"card", "Y19"}}),
                   Json({{"hand", 1}, {"event", "penalty"}, {"points", -50}})});
  auto s = load(j);
  const Json cai = s->observation(0)["players"][2];
  EXPECT_EQ(cai["total"], -40);
  EXPECT_EQ(cai["score"][0]["text"], "Y3 line closed (Y19)");
  EXPECT_EQ(cai["score"][1]["text"], "penalty A (refill chosen freely)");
  EXPECT_EQ(s->scoreSheet().players[2].lines[0].label, "Hand 1: Y3 line closed (Y19)");
  EXPECT_FALSE(s->toJson()["players"][2].contains("total")) << "the snapshot is unchanged";
  for (int seat = -1; seat < 4; ++seat)
    EXPECT_EQ(s->scoreSheet(seat).toJson(), s->scoreSheet().toJson()) << seat;
}

TEST(VegetablesObservation, ARefusalIsAskedThroughTheContract) {
  auto s = load(base());
  const vb::State& state = *s;
  EXPECT_EQ(state.refusal(s->parseAction("pass")),
            "Ana must play at least one card before passing (or discard a jolly or a burnt card)");
  EXPECT_EQ(state.refusal(s->parseAction("play R9")), "");
}

// --- resample: random positions ---------------------------------------------------------------------------

// Positions reached by random play: every 9th decision of a one-hand match, for a few seeds.
std::vector<std::unique_ptr<vb::State>> randomPositions() {
  std::vector<std::unique_ptr<vb::State>> out;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto s = vbtest::newGame("vegetables", 4, seed, {{"hands", "1"}});
    vb::Rng rng(seed * 7919);
    for (int step = 0; !s->isOver(); ++step) {
      if (step % 9 == 0) out.push_back(s->clone());
      const auto legal = s->legalActions();
      s->apply(legal[rng.below(legal.size())]);
    }
    out.push_back(s->clone());
  }
  return out;
}

void playToTheEnd(vb::State& s, vb::Rng& rng) {
  for (int step = 0; !s.isOver(); ++step) {
    ASSERT_LT(step, 20000) << "no end";
    const auto legal = s.legalActions();
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(s.apply(legal[rng.below(legal.size())]).ok);
  }
  ASSERT_TRUE(s.checkInvariants().empty()) << s.checkInvariants().front();
}

// Calls f(position, seat) for every random position and every seat, -1 (public) to 3.
template <class F>
void forEachView(F&& f) {
  for (const auto& s : randomPositions())
    for (int seat = -1; seat < 4; ++seat) f(*s, seat);
}

TEST(VegetablesResample, KeepsWhatTheSeatSeesAndPlaysOnByTheRules) {
  vb::Rng rng(11);
  int chains = 0;
  forEachView([&](const vb::State& s, int seat) {
    auto r = s.resample(seat, rng);
    ASSERT_EQ(r->observation(seat), s.observation(seat)) << s.toJson().dump();
    ASSERT_TRUE(r->checkInvariants().empty()) << r->checkInvariants().front() << "\n" << s.toJson().dump();
    const Json j = s.toJson();
    chains += j["chain"].is_string() && seat != j["turn"] && !j["players"][j["turn"].get<int>()]["revealed"];
    playToTheEnd(*r, rng);
  });
  EXPECT_GT(chains, 0) << "some position has an open chain in a hand the seat cannot see";
}

// What `seat` sees of a state: all of it must be the same in every resample.
struct Seen {
  Json observation, sheet;
  std::string picture;
  std::vector<vb::ActionId> legal;
  std::vector<std::string> sentences;
  bool operator==(const Seen&) const = default;
};

Seen seenBy(const vb::State& s, int seat) {
  Seen out{s.observation(seat), s.scoreSheet(seat).toJson(), s.render(seat), {}, {}};
  if (seat >= 0 && s.currentPlayer() == seat) {
    out.legal = s.legalActions();
    for (auto a : out.legal) out.sentences.push_back(s.describeAction(a));
  }
  return out;
}

TEST(VegetablesResample, GivesNothingAwayOfWhereTheCardsAre) {
  vb::Rng rng(12);
  int differ = 0;
  forEachView([&](const vb::State& s, int seat) {
    auto r1 = s.resample(seat, rng);
    auto r2 = s.resample(seat, rng);
    ASSERT_EQ(seenBy(*r1, seat), seenBy(*r2, seat)) << "seat " << seat << "\n" << s.toJson().dump();
    ASSERT_EQ(seenBy(*r1, seat), seenBy(s, seat));
    differ += r1->toJson()["players"] != r2->toJson()["players"];
    // Two positions the seat cannot tell apart, resampled with the same generator, give the same
    // state: the resample reads nothing the seat does not see.
    vb::Rng a(99), b(99);
    ASSERT_TRUE(s.resample(seat, a)->equals(*r1->resample(seat, b))) << "seat " << seat;
  });
  EXPECT_GT(differ, 100) << "the resamples differ in the hidden hands (so this test can fail)";
}

// --- resample: even odds ----------------------------------------------------------------------------------

// The hands `seat` cannot see.
std::array<bool, 4> hiddenHands(const vb::State& s, int seat) {
  std::array<bool, 4> out{};
  for (int i = 0; i < 4; ++i) out[i] = i != seat && !s.toJson()["players"][i]["revealed"];
  return out;
}

// The reference: the cards `seat` cannot see shuffled among the hands it cannot see, white with white
// and green with green, kept only when the rules accept the position (a scenario they refuse, e.g. a
// turn that could not be fulfilled, cannot arise). Null when refused.
std::unique_ptr<vb::State> referenceDeal(const vb::State& s, int seat, vb::Rng& rng) {
  namespace vv = vb::vegetables;
  Json j = s.toJson();
  std::array<std::vector<std::string>, 2> cards;  // white, green
  std::vector<std::array<int, 2>> counts(4);
  const auto hidden = hiddenHands(s, seat);
  for (int i = 0; i < 4; ++i) {
    if (!hidden[i]) continue;
    for (const auto& c : j["players"][i]["hand"]) {
      const int back = vv::backOf(vv::cardFromName(c.get<std::string>())) == vv::Back::kGreen;
      cards[back].push_back(c.get<std::string>());
      ++counts[i][back];
    }
  }
  for (auto& pile : cards) rng.shuffle(std::span<std::string>(pile));
  std::array<std::size_t, 2> next{};
  for (int i = 0; i < 4; ++i) {
    if (!hidden[i]) continue;
    Json hand = Json::array();
    for (int back = 0; back < 2; ++back)
      for (int k = 0; k < counts[i][back]; ++k) hand.push_back(cards[back][next[back]++]);
    j["players"][i]["hand"] = hand;
  }
  try {
    return vb::stateFromJson(j);
  } catch (const vb::InputError&) {
    return nullptr;
  }
}

// Per unseen card, how often each seat holds it.
using Tally = std::map<std::string, std::array<int, 4>>;

void count(Tally& tally, const vb::State& r, const std::array<bool, 4>& hidden) {
  const Json j = r.toJson();
  for (int i = 0; i < 4; ++i)
    if (hidden[i])
      for (const auto& c : j["players"][i]["hand"]) ++tally[c.get<std::string>()][i];
}

// Resamples and reference deals put every unseen card in each place with the same odds: a two-sample
// chi-square per card (equal sample sizes), below its p = 0.001 critical value.
void expectEvenOdds(const vb::State& s, int seat, std::uint64_t seed) {
  constexpr int kSamples = 1500;
  vb::Rng rng(seed);
  const auto hidden = hiddenHands(s, seat);
  Tally resampled, reference;
  for (int n = 0; n < kSamples; ++n) count(resampled, *s.resample(seat, rng), hidden);
  for (int n = 0, tries = 0; n < kSamples; ++tries) {
    ASSERT_LT(tries, 50 * kSamples) << "the rules refuse almost every deal";
    if (auto r = referenceDeal(s, seat, rng)) count(reference, *r, hidden), ++n;
  }
  constexpr double kCritical[] = {0, 10.83, 13.82, 16.27};  // chi-square, p = 0.001, 1 to 3 df
  ASSERT_EQ(resampled.size(), reference.size());
  for (const auto& [card, a] : resampled) {
    const auto& b = reference[card];
    double chi = 0;
    int cells = 0;
    for (int i = 0; i < 4; ++i)
      if (a[i] + b[i] > 0) {
        chi += static_cast<double>((a[i] - b[i]) * (a[i] - b[i])) / (a[i] + b[i]);
        ++cells;
      }
    if (cells > 1) {
      EXPECT_LT(chi, kCritical[cells - 1]) << card << " seen from seat " << seat;
    }
  }
}

TEST(VegetablesResample, EveryUnseenCardLandsEvenlyInARandomPosition) {
  auto s = vbtest::newGame("vegetables", 4, 5, {{"hands", "1"}});
  vb::Rng rng(5);
  for (int step = 0; step < 40; ++step) s->apply(s->legalActions()[rng.below(s->legalActions().size())]);
  expectEvenOdds(*s, -1, 21);
  expectEvenOdds(*s, 2, 22);
}

// Ana (seat 0) to move with no terrain left. The R1 line shows R5, Y2 Y6, G3 G3 and V4 V8, so the
// cards to play are R9, Y10, G7 and V12; Ana holds `anaHand` and `held` jollies, Cai R10 or Y10,
// whichever Ana does not. Every other card not named lies in the discards.
Json table(const Json& anaHand, int held) {
  Json j = Json::parse(R"({"game":"vegetables","seed":4,
    "board":{"R1":"R5","Y2":"Y6","G3":"G3","V4":"V8"},
    "players":[{"name":"Ana","terrains":[]},
               {"name":"Bo","hand":["R9","G7","G14","V15","R17","V16"],"terrains":["G1"]},
               {"name":"Cai","hand":["V12","G15","V17","G18","Y14"],"terrains":["V2"]},
               {"name":"Dee","hand":["R6","Y9","G13","Y13","V13","G19"],"terrains":["Y1"]}],
    "silos":[["G20"],[],[],[]], "wells":[["Y20","R20"],[]],
    "discards":"rest","current":0})");
  j["players"][0]["hand"] = anaHand;
  j["players"][0]["jollies"] = {{"uncollected", 2 - held}, {"held", held}};
  j["players"][2]["hand"].push_back(anaHand[0] == "Y10" ? "R10" : "Y10");
  return j;
}

TEST(VegetablesResample, ThePenaltyKeepsAHandWithNothingToPlay) {
  auto s = load(table({"R10", "Y11", "V10", "R13", "G16", "Y18"}, 0));
  ASSERT_EQ(s->toJson()["phase"], "penalty");
  ASSERT_EQ(s->observation(1)["players"][0]["hand"], "hidden") << "Ana could still collect a jolly";
  expectEvenOdds(*s, 1, 31);
  expectEvenOdds(*s, -1, 32);
}

TEST(VegetablesResample, ATurnJustBegunKeepsACardToPlay) {
  auto s = load(table({"Y10", "Y11", "V10", "R13", "G16", "Y18"}, 0));
  ASSERT_EQ(s->toJson()["phase"], "turn");
  ASSERT_EQ(s->legalActionTexts(), std::vector<std::string>({"play Y10", "collect jolly"}));
  expectEvenOdds(*s, 1, 33);
  expectEvenOdds(*s, -1, 34);
}

TEST(VegetablesResample, AnOpenChainKeepsACardToCloseIt) {
  auto s = load(table({"R10", "Y11", "V10", "R13", "G16", "Y18"}, 2));
  vbtest::applyAll(*s, {"jolly R9"});
  ASSERT_EQ(s->toJson()["phase"], "chain");
  expectEvenOdds(*s, 2, 35);  // R13 or R17 with Ana, then the rest
  expectEvenOdds(*s, -1, 36);
}

}  // namespace
}  // namespace vegetables_information_test
