// VEGEtables 2.0 in Italian and Spanish (docs/translating.md): over seeded random games, every
// sentence the engine writes for a person (the move log's describeAction, every refusal, the score
// sheet's labels, the text picture) reads in the chosen language, never in English, and keeps every
// name, card and number of the English; a few sentences are checked word for word, and a bad
// scenario's error keeps its English field path.
// GCC 12 warns inside libstdc++'s <regex> at -O2 with the sanitizers (a false
// -Wmaybe-uninitialized, GCC bug 105562), which -Werror would turn into a failed build.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <map>
#include <regex>
#include <set>

#include "support.h"
#include "vegetables_support.h"
#include "veggiebox/core/text.h"

namespace vegetables_language_test {

namespace {

using vb::ActionId;
using vb::Json;
using vb::State;

// A test that changes the language; English again after it, whatever the test did.
template <class Test>
class EnglishAfter : public Test {
 protected:
  void TearDown() override { vb::setLanguage("en"); }
};

using VegetablesLanguage = EnglishAfter<::testing::TestWithParam<const char*>>;

// Every action a VEGEtables 2.0 text can name: the legal ones and the refused ones alike.
std::vector<ActionId> everyAction(const State& s) {
  std::vector<std::string> texts = {"collect jolly", "discard jolly", "pass",        "penalty A", "penalty B",
                                    "penalty C",     "pick well 0",   "pick well 1", "well 0",    "well 1"};
  for (int silo = 0; silo < 4; ++silo) texts.push_back("silo " + std::to_string(silo));
  for (const char colour : {'R', 'Y', 'G', 'V'})
    for (int value = 1; value <= 20; ++value) {
      const std::string card = colour + std::to_string(value);
      for (const char* verb : {"terrain ", "play ", "jolly ", "discard "}) texts.push_back(verb + card);
    }
  std::vector<ActionId> out;
  for (const auto& text : texts) {
    try {
      out.push_back(s.parseAction(text));
    } catch (const vb::InputError&) {
      // "terrain R5", "play R1", "jolly R17": no action of the game has this text.
    }
  }
  return out;
}

// The words that carry a sentence's arguments: cards ("R13"), numbers and the players' names.
std::multiset<std::string> arguments(const std::string& english, const State& s) {
  static const std::regex token(R"([RYGV][0-9]{1,2}\b|[0-9]+)");
  std::multiset<std::string> out;
  for (auto it = std::sregex_iterator(english.begin(), english.end(), token); it != std::sregex_iterator();
       ++it)
    out.insert(it->str());
  for (int seat = 0; seat < s.numPlayers(); ++seat)
    if (english.find(s.playerName(seat)) != std::string::npos) out.insert(s.playerName(seat));
  return out;
}

// `translated` is not the English and keeps each of its arguments.
void expectTranslated(const std::string& english, const std::string& translated, const State& s,
                      const std::string& what) {
  EXPECT_NE(translated, english) << what << " left in English";
  for (const auto& arg : arguments(english, s))
    EXPECT_NE(translated.find(arg), std::string::npos)
        << what << ": \"" << translated << "\" lost \"" << arg << "\" of \"" << english << "\"";
}

// The same call in English and in the language under test.
template <class F>
void compare(const char* language, const State& s, const std::string& what, F&& call) {
  vb::setLanguage("en");
  const std::string english = call();
  vb::setLanguage(language);
  expectTranslated(english, call(), s, what);
}

TEST_P(VegetablesLanguage, EverySentenceOfRandomGamesIsTranslated) {
  const char* language = GetParam();
  std::set<std::string> refusalsSeen;  // each English refusal once: the test stays quick
  // The steps that have sentences of their own, by the games' own counts (docs/events.md#vegetables-20).
  std::map<std::string, int> reached = {{"/penalties/A", 0},     {"/penalties/B", 0},
                                        {"/penalties/C", 0},     {"/penalties/jolly_instead", 0},
                                        {"/jollies/chains", 0},  {"/jollies/discarded", 0},
                                        {"/burnt_discards", 0},  {"/wells/visits", 0},
                                        {"/lines_completed", 0}, {"/closing_bonuses", 0}};
  for (std::uint64_t seed : {1u, 7u, 2024u, 31u}) {
    auto s = vbtest::newGame("vegetables", 4, seed);
    vb::Rng rng(seed);
    const std::vector<ActionId> all = everyAction(*s);
    for (int step = 0; !s->isOver() && step < 3000; ++step) {
      const std::vector<ActionId> legal = s->legalActions();
      ASSERT_FALSE(legal.empty());
      for (const ActionId a : legal)
        compare(language, *s, "describeAction(" + s->actionText(a) + ")",
                [&] { return s->describeAction(a); });
      for (const ActionId a : all) {
        vb::setLanguage("en");
        const std::string english = s->refusal(a);
        if (english.empty() || !refusalsSeen.insert(english).second) continue;
        compare(language, *s, "refusal(" + s->actionText(a) + ")", [&] { return s->refusal(a); });
      }
      if (step % 25 == 0) compare(language, *s, "render", [&] { return s->render(s->currentPlayer()); });
      s->apply(legal[rng.below(static_cast<std::uint64_t>(legal.size()))]);
    }
    ASSERT_TRUE(s->isOver());
    const Json events = s->events();
    for (auto& [step, count] : reached) count += events.at(Json::json_pointer(step)).get<int>();
    // Every score line of the match, and the observation's text of each, which views show.
    vb::setLanguage("en");
    const vb::ScoreSheet english = s->scoreSheet();
    const Json englishView = s->observation(0);
    vb::setLanguage(language);
    const vb::ScoreSheet translated = s->scoreSheet();
    const Json view = s->observation(0);
    ASSERT_EQ(english.players.size(), translated.players.size());
    for (std::size_t p = 0; p < english.players.size(); ++p) {
      ASSERT_EQ(english.players[p].lines.size(), translated.players[p].lines.size());
      for (std::size_t l = 0; l < english.players[p].lines.size(); ++l)
        expectTranslated(english.players[p].lines[l].label, translated.players[p].lines[l].label, *s,
                         "score line");
      const Json& lines = view["players"][p]["score"];
      for (std::size_t l = 0; l < lines.size(); ++l)
        expectTranslated(englishView["players"][p]["score"][l]["text"].get<std::string>(),
                         lines[l]["text"].get<std::string>(), *s, "observed score line");
    }
  }
  EXPECT_GT(refusalsSeen.size(), 30u) << "the games reach many kinds of refusal";
  for (const auto& [step, count] : reached)
    EXPECT_GT(count, 0) << step << " never happened: the sentences of that step went untested";
}

TEST_P(VegetablesLanguage, TheActionReaderExplainsInTheLanguage) {
  const char* language = GetParam();
  auto s = vbtest::newGame("vegetables", 4, 5);
  for (const char* text : {"play R1", "terrain R5", "jolly R17", "silo 7", "well 3", "penalty D", "play X1"})
    compare(language, *s, std::string("parseAction(") + text + ")",
            [&] { return vbtest::inputError([&] { s->parseAction(text); }); });
}

INSTANTIATE_TEST_SUITE_P(ItalianAndSpanish, VegetablesLanguage, ::testing::Values("it", "es"));

// Word for word, on the small table of vegetables_support.h (Ana to move: R9 R13 Y6 in hand,
// terrains R2 Y1; the R1 line shows R5; Bo closed the G1 line in hand 1).
struct Words {
  const char* language;
  const char* play;       // describeAction(play R9)
  const char* terrain;    // describeAction(terrain R2)
  const char* collect;    // describeAction(collect jolly)
  const char* early;      // refusal(play R13)
  const char* pass;       // refusal(pass)
  const char* scoreLine;  // Bo's score line
};

using VegetablesWords = EnglishAfter<::testing::TestWithParam<Words>>;

TEST_P(VegetablesWords, SayTheMoveTheRefusalAndTheScoreLine) {
  const Words& w = GetParam();
  vb::setLanguage(w.language);
  Json j = vbtest::vegetables::base();
  j["players"][1]["score"] = Json::array({{{"hand", 1}, {"event", "line"}, {"card", "G17"}, {"points", 10}}});
  auto s = vbtest::vegetables::load(j);
  EXPECT_EQ(s->describeAction(s->parseAction("play R9")), w.play);
  EXPECT_EQ(s->describeAction(s->parseAction("terrain R2")), w.terrain);
  EXPECT_EQ(s->describeAction(s->parseAction("collect jolly")), w.collect);
  EXPECT_EQ(s->refusal(s->parseAction("play R13")), w.early);
  EXPECT_EQ(s->refusal(s->parseAction("pass")), w.pass);
  EXPECT_EQ(s->scoreSheet().players[1].lines.at(0).label, w.scoreLine);
}

INSTANTIATE_TEST_SUITE_P(
    ItalianAndSpanish, VegetablesWords,
    ::testing::Values(
        Words{"it", "Ana gioca R9 sulla sequenza R1", "Ana gioca il Terreno R2", "Ana raccoglie un Jolly",
              "R13 richiede R9 sulla sua sequenza; la sequenza mostra R5",
              "Ana deve giocare almeno una carta prima di passare (o scartare un Jolly o una carta bruciata)",
              "Manche 1: sequenza G1 chiusa (G17)"},
        Words{"es", "Ana juega R9 en la línea R1", "Ana juega el terreno R2", "Ana recoge un comodín",
              "R13 necesita R9 en su línea; la línea muestra R5",
              "Ana debe jugar al menos una carta antes de pasar (o descartar un comodín o una carta quemada)",
              "Ronda 1: línea G1 cerrada (G17)"}));

using VegetablesLanguageScenario = EnglishAfter<::testing::Test>;

// A bad scenario's error names its field in English (the file's own words) and says why in Italian.
TEST_F(VegetablesLanguageScenario, ABadScenarioKeepsItsFieldPath) {
  vb::setLanguage("it");
  Json j = vbtest::vegetables::base();
  j["board"]["R1"] = "R6";
  EXPECT_EQ(vbtest::inputError([&] { vbtest::vegetables::load(j); }),
            "board.R1: deve essere una carta della sequenza R1 (R1, R5, R9, R13, R17), non \"R6\"");
  j = vbtest::vegetables::base();
  j["burnt"] = {"R5"};
  EXPECT_EQ(vbtest::inputError([&] { vbtest::vegetables::load(j); }),
            "players: 9 Jolly sono da raccogliere, in mano o sulla plancia; il gioco ne ha 8");
}

}  // namespace
}  // namespace vegetables_language_test
