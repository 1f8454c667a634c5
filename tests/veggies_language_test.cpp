// Veggies in Italian and Spanish (docs/translating.md): every sentence a player reads — the move
// log's describeAction, the refusal of an illegal action, the score sheet's lines and the table
// as text — comes out in the language chosen, with the names and numbers of the English, while
// the action texts stay what they are in every language.
#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "support.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/games/veggies.h"

namespace veggies_language_test {

namespace {

const std::vector<std::string> kNames = {"Ana", "Bruno", "Carla", "Dario"};
const char* const kLanguages[] = {"it", "es"};

// Each test leaves the engine speaking English, as every other test expects.
class VeggiesLanguage : public ::testing::Test {
 protected:
  void TearDown() override { vb::setLanguage("en"); }
};

std::unique_ptr<vb::State> newGame(int players, std::uint64_t seed) {
  vb::Setup setup;
  setup.names.assign(kNames.begin(), kNames.begin() + players);
  setup.seed = seed;
  return vb::findGame("veggies")->newGame(setup);
}

// The arguments an English sentence carries: the players' names, and every word with a digit in
// it (a card id, a position "3,-1", a turn "90°", a card picture's neighbour "r0"), without the
// punctuation around it. A translation must carry each of them.
std::vector<std::string> arguments(const std::string& english) {
  std::vector<std::string> out;
  for (const std::string& name : kNames)
    if (english.find(name) != std::string::npos) out.push_back(name);
  std::string word;
  const auto finish = [&] {
    while (!word.empty() && std::string(",.:;)'").find(word.back()) != std::string::npos) word.pop_back();
    while (!word.empty() && std::string("('").find(word.front()) != std::string::npos) word.erase(0, 1);
    if (word.find_first_of("0123456789") != std::string::npos) out.push_back(word);
    word.clear();
  };
  for (char c : english) {
    if (c == ' ')
      finish();
    else
      word += c;
  }
  finish();
  return out;
}

// The same call's text in each language: it differs from the English and carries its arguments.
template <class Text>
void expectTranslated(const Text& text, const std::string& what) {
  vb::setLanguage("en");
  const std::string english = text();
  ASSERT_FALSE(english.empty()) << what;
  for (const char* lang : kLanguages) {
    vb::setLanguage(lang);
    const std::string translated = text();
    EXPECT_NE(translated, english) << lang << ", " << what << ": left in English";
    for (const std::string& arg : arguments(english))
      EXPECT_NE(translated.find(arg), std::string::npos)
          << lang << ", " << what << ": '" << translated << "' lacks '" << arg << "' of '" << english << "'";
  }
  vb::setLanguage("en");
}

// Candidate action texts around a position: every form, legal or not (a start of each card, an
// announcement of each produce, each source and turn placed on a window around the origin).
std::vector<std::string> candidateTexts() {
  std::vector<std::string> out;
  for (int id = 1; id <= 40; id += 3) out.push_back("start " + std::to_string(id));
  for (const char* s : {"S", "B", "G", "M", "C"}) out.push_back(std::string("announce ") + s);
  for (const std::string source : {"hand", "market 0", "market 1", "market 2"})
    for (int r = 0; r < 360; r += 90)
      for (int y = -4; y <= 4; y += 2)
        for (int x = -4; x <= 4; x += 2)
          out.push_back("place " + source + " r" + std::to_string(r) + " at " + std::to_string(x) + "," +
                        std::to_string(y));
  return out;
}

TEST_F(VeggiesLanguage, EveryMoveRefusalAndScoreLineOfRandomGamesIsTranslated) {
  const std::vector<std::string> candidates = candidateTexts();
  std::set<std::string> refusalShapes;  // the distinct refusals met, by their first three words
  int described = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    auto state = newGame(2 + static_cast<int>(seed % 3), seed);
    vb::Rng rng(seed * 7919);
    int step = 0;
    while (!state->isOver()) {
      const std::vector<vb::ActionId> legal = state->legalActions();
      ASSERT_FALSE(legal.empty());
      // Every legal action's sentence, a sample of them once the stalls offer hundreds.
      for (std::size_t k = 0; k < legal.size(); k += std::max<std::size_t>(1, legal.size() / 12)) {
        expectTranslated([&] { return state->describeAction(legal[k]); }, state->actionText(legal[k]));
        ++described;
      }
      // Every refusal of an illegal candidate, on every third position (the reasons repeat).
      if (step % 3 == 0) {
        for (const std::string& text : candidates) {
          const vb::ActionId action = state->parseAction(text);
          vb::setLanguage("en");
          const std::string why = state->refusal(action);
          if (why.empty()) continue;
          refusalShapes.insert(why.substr(0, why.find(' ', why.find(' ', why.find(' ') + 1) + 1)));
          expectTranslated([&] { return state->refusal(action); }, text);
        }
      }
      for (std::size_t line = 0; line < state->scoreSheet().players[0].lines.size(); ++line)
        expectTranslated([&] { return state->scoreSheet().players[0].lines[line].label; }, "score line");
      expectTranslated([&] { return state->render(state->currentPlayer()); }, "the table");
      state->apply(legal[rng.below(legal.size())]);
      ++step;
    }
    for (const auto& player : state->scoreSheet().players)
      for (std::size_t line = 0; line < player.lines.size(); ++line)
        expectTranslated(
            [&] {
              for (const auto& p : state->scoreSheet().players)
                if (p.name == player.name) return p.lines[line].label;
              return std::string();
            },
            "final score line");
    expectTranslated([&] { return state->render(0); }, "the final table");
  }
  EXPECT_GT(described, 200);
  // The games met the refusals of every phase and every placement rule.
  EXPECT_GE(refusalShapes.size(), 8u);
}

TEST_F(VeggiesLanguage, ActionTextsStayTheSameInEveryLanguage) {
  auto state = newGame(2, 5);
  vb::setLanguage("en");
  const std::vector<std::string> english = state->legalActionTexts();
  for (const char* lang : kLanguages) {
    vb::setLanguage(lang);
    EXPECT_EQ(state->legalActionTexts(), english) << lang;
    for (const std::string& text : english) EXPECT_EQ(state->actionText(state->parseAction(text)), text);
    const vb::Json translated = state->toJson();
    vb::setLanguage("en");
    EXPECT_EQ(translated, state->toJson()) << lang;
  }
}

// A position with a tie to announce and a market slot left empty, for exact sentences.
const char* const kTie = R"({"game":"veggies","seed":3,"phase":"announce","market":[12,null,14],"players":[
  {"name":"Ana","stall":{"rows":["SSBB","XXRR","CCGG","MMRR"],"cards":[1,2,3,4,5,6,7,8]}},
  {"name":"Bruno","stall":{"rows":["SSSB","XXRR","CCGG","MMRR"],"cards":[9,10,11,13,15,16,17,18]},
   "announced":"S"}]})";

// The sentences of one language for the positions below.
struct Expected {
  const char* lang;
  std::string starts;       // describeAction of a start, up to the card's picture
  std::string announces;    // describeAction of "announce S" in kTie
  std::string complete;     // the refusal of a placement in kTie
  std::string largest;      // Bruno's first score line in kTie
  std::string mice;         // Ana's last score line in kTie
  std::string stillToSay;   // the table's line before those who announce
  std::string badProduce;   // the error of "announce Q"
  std::string unknownVerb;  // the error of "jump"
};

const Expected kExpected[] = {
    {"it", "inizia la bancarella con la carta ", "Ana annuncia fragole",
     "ogni bancarella è completa: Ana annuncia un tipo di prodotto ('announce S')",
     "Fragole: gruppo più grande 3 × 1 gruppo", "Topi: 4 × −2",
     "Devono ancora annunciare, in ordine di turno:",
     "'announce Q': 'Q' non è un tipo di prodotto (S B G M C)",
     "'jump': le mosse si scrivono 'start 12', 'place hand r90 at 3,-1', 'place market 2 r0 at 0,3' o "
     "'announce S'"},
    {"es", "empieza el puesto con la carta ", "Ana anuncia fresas",
     "todos los puestos están completos: Ana anuncia un tipo de mercancía ('announce S')",
     "Fresas: grupo mayor 3 × 1 grupo", "Ratones: 4 × −2",
     "Faltan por anunciar, en orden de turno:", "'announce Q': 'Q' no es un tipo de mercancía (S B G M C)",
     "'jump': las acciones se escriben 'start 12', 'place hand r90 at 3,-1', 'place market 2 r0 at 0,3' o "
     "'announce S'"},
};

TEST_F(VeggiesLanguage, ExactSentencesInItalianAndSpanish) {
  auto start = newGame(2, 7);
  const std::vector<std::string> texts = start->legalActionTexts();
  ASSERT_FALSE(texts.empty());
  const vb::ActionId first = start->parseAction(texts.front());
  const std::string card = texts.front().substr(6);
  auto tie = vbtest::scenario(kTie);
  const vb::ActionId announce = tie->parseAction("announce S");
  const vb::ActionId place = tie->parseAction("place hand r0 at 0,0");

  for (const Expected& e : kExpected) {
    vb::setLanguage(e.lang);
    EXPECT_NE(start->describeAction(first).find(e.starts + card + " "), std::string::npos) << e.lang;
    EXPECT_EQ(tie->describeAction(announce), e.announces);
    EXPECT_EQ(tie->refusal(place), e.complete);
    const vb::ScoreSheet sheet = tie->scoreSheet();
    EXPECT_EQ(sheet.players[1].lines[0].label, e.largest);
    EXPECT_EQ(sheet.players[0].lines.back().label, e.mice);
    EXPECT_NE(tie->render(0).find(e.stillToSay), std::string::npos) << e.lang;
    EXPECT_EQ(vbtest::inputError([&] { tie->parseAction("announce Q"); }), e.badProduce);
    EXPECT_EQ(vbtest::inputError([&] { tie->parseAction("jump"); }), e.unknownVerb);
  }
}

}  // namespace
}  // namespace veggies_language_test
