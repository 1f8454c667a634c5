// Veggie Garden in Italian and Spanish (docs/architecture.md#languages, docs/translating.md): over
// seeded random games, every sentence the game writes for a person (the move log's description of
// every legal action, its note, every refusal, every score-sheet line, the text picture) comes out
// of the catalogue, differs from the English of the same call, keeps every name and number of the
// English and leaves no English word behind; a few exact sentences; a bad scenario's, a variant's
// and an action text's errors keep their field path and data words.
#include <cctype>
#include <map>
#include <set>

#include "support.h"
#include "veggiebox/core/text.h"

namespace garden_language_test {

namespace {

using vb::Json;

const char* const kLanguages[] = {"it", "es"};

// Each test leaves the engine speaking English, as every other test expects.
class GardenLanguage : public ::testing::Test {
 protected:
  void TearDown() override { vb::setLanguage("en"); }
};

const vb::Game& garden() { return *vb::findGame("garden"); }

// Names no language's words contain, so that finding them proves the argument was kept.
std::unique_ptr<vb::State> newGame(int players, std::uint64_t seed) {
  vb::Setup setup;
  for (int i = 0; i < players; ++i) setup.names.push_back(std::string("Zed") + static_cast<char>('A' + i));
  setup.seed = seed;
  return garden().newGame(setup);
}

// The same call in English and in `language`.
template <class F>
std::pair<std::string, std::string> inBoth(const std::string& language, F&& f) {
  vb::setLanguage("en");
  std::string english = f();
  vb::setLanguage(language);
  std::string translated = f();
  vb::setLanguage("en");
  return {std::move(english), std::move(translated)};
}

// The numbers of a text, in any order: cells (1,2), slots, counts, posts (t0).
std::multiset<std::string> numbers(const std::string& text) {
  std::multiset<std::string> out;
  std::string run;
  for (char c : text + " ") {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      run += c;
    } else if (!run.empty()) {
      out.insert(run);
      run.clear();
    }
  }
  return out;
}

// English words a translated sentence must not show, outside the action texts it quotes ('take S'):
// the first one found, or "".
std::string englishWord(const std::string& text) {
  static const std::set<std::string> kEnglish = {
      "the",     "takes",  "swaps",   "shifts", "moves",  "discards", "plants", "uses",  "holds",
      "harvest", "slot",   "card",    "cards",  "with",   "from",     "and",    "bunny", "mole",
      "post",    "posts",  "power",   "round",  "hand",   "hidden",   "turn",   "game",  "must",
      "not",     "carrot", "cabbage", "peas",   "pepper", "potato",   "tomato"};
  auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
  std::string word;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    // An action text opens with a quote after a space or a bracket; an apostrophe follows a letter
    // ("dell'orto").
    if (c == '\'' && (i == 0 || !letter(text[i - 1]))) {
      const std::size_t close = text.find('\'', i + 1);
      if (close != std::string::npos) i = close;
      continue;
    }
    if (letter(c)) {
      word += c;
      continue;
    }
    if (kEnglish.count(word)) return word;
    word.clear();
  }
  return {};
}

// A translated sentence: not the English, the English's names and numbers all there, no English word.
void expectTranslated(const std::pair<std::string, std::string>& texts, const std::vector<std::string>& names,
                      const std::string& what) {
  const auto& [english, translated] = texts;
  EXPECT_NE(translated, english) << what << " is not in the catalogue: " << english;
  EXPECT_EQ(numbers(translated), numbers(english)) << what << ":\n  " << english << "\n  " << translated;
  for (const auto& name : names) {
    if (english.find(name) != std::string::npos) {
      EXPECT_NE(translated.find(name), std::string::npos) << what << " lost " << name << ": " << translated;
    }
  }
  EXPECT_EQ(englishWord(translated), "") << what << " leaves a word in English: " << translated;
}

// Every action text of the game: the legal ones of a state are among them, and the others are
// refused with a reason (docs/rules/garden.md#how-actions-are-written).
std::vector<std::string> everyActionText() {
  std::vector<std::string> out;
  std::vector<std::string> cells, posts;
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) cells.push_back(std::to_string(r) + "," + std::to_string(c));
  for (const char* p : {"t0", "t1", "t2", "t3", "b0", "b1", "b2", "b3", "l1", "l2", "r1", "r2"})
    posts.push_back(p);
  for (int s = 0; s < 4; ++s) out.push_back("take " + std::to_string(s));
  for (int i = 0; i < 4; ++i) {
    for (const char* d : {"left", "right"}) out.push_back("shift row " + std::to_string(i) + " " + d);
    for (const char* d : {"up", "down"}) out.push_back("shift column " + std::to_string(i) + " " + d);
  }
  for (const char* line : {"top", "bottom"})
    for (const char* d : {"left", "right"}) out.push_back(std::string("shift ") + line + " " + d);
  out.push_back("swap side left");
  out.push_back("swap side right");
  for (const auto& p : posts) out.push_back("bunny " + p);
  for (const auto& c : cells) out.push_back("mole " + c);
  for (std::size_t a = 0; a < cells.size(); ++a)
    for (std::size_t b = a + 1; b < cells.size(); ++b) out.push_back("swap " + cells[a] + " " + cells[b]);
  for (std::size_t a = 0; a + 1 < posts.size(); ++a)
    out.push_back("swap posts " + posts[a] + " " + posts[a + 1]);
  out.push_back("swap posts t0 b0");
  for (const auto& c : cells) {
    for (const char* crop : {"carrot", "cabbage", "peas", "pepper", "potato", "tomato"})
      out.push_back("potato " + c + " " + crop);
    for (int s = 0; s < 4; ++s) out.push_back("tomato " + c + " with " + std::to_string(s));
  }
  return out;
}

// Seeded random games of 2 to 4 players, played to the end; `visit` sees every state.
template <class Visit>
void randomGames(int games, Visit&& visit) {
  for (int g = 0; g < games; ++g) {
    const int players = 2 + g % 3;
    auto state = newGame(players, 100 + static_cast<std::uint64_t>(g));
    std::vector<std::string> names;
    for (int i = 0; i < players; ++i) names.push_back(state->playerName(i));
    vb::Rng rng(7 + static_cast<std::uint64_t>(g));
    while (true) {
      visit(*state, names);
      if (state->isOver()) break;
      const auto legal = state->legalActions();
      ASSERT_TRUE(state->apply(legal[rng.below(legal.size())]).ok);
    }
  }
}

TEST_F(GardenLanguage, EveryMoveNoteAndScoreLineIsTranslated) {
  for (const char* language : kLanguages) {
    std::set<std::string> kinds;  // the action kinds described ("take", "shift", "bunny"…)
    randomGames(6, [&](const vb::State& s, const std::vector<std::string>& names) {
      for (vb::ActionId a : s.legalActions()) {
        const auto move = inBoth(language, [&] { return s.describeAction(a); });
        expectTranslated(move, names, std::string(language) + " describeAction(" + s.actionText(a) + ")");
        const std::string text = s.actionText(a);
        kinds.insert(text.substr(0, text.find(' ')));
        for (auto note : {&vb::State::actionNote, &vb::State::skipNote}) {
          const auto texts = inBoth(language, [&] { return (s.*note)(a); });
          if (!texts.first.empty()) expectTranslated(texts, names, std::string(language) + " note");
        }
      }
      vb::setLanguage("en");
      const vb::ScoreSheet english = s.scoreSheet();
      vb::setLanguage(language);
      const vb::ScoreSheet translated = s.scoreSheet();
      vb::setLanguage("en");
      ASSERT_EQ(english.players.size(), translated.players.size());
      for (std::size_t p = 0; p < english.players.size(); ++p) {
        ASSERT_EQ(english.players[p].lines.size(), translated.players[p].lines.size());
        for (std::size_t l = 0; l < english.players[p].lines.size(); ++l)
          expectTranslated({english.players[p].lines[l].label, translated.players[p].lines[l].label}, names,
                           std::string(language) + " score line");
      }
      expectTranslated(inBoth(language, [&] { return s.render(s.isOver() ? 0 : s.currentPlayer()); }), names,
                       std::string(language) + " render");
    });
    // Every kind of action was described: take, shift, swap, bunny, mole, potato and tomato.
    EXPECT_EQ(kinds.size(), 7u) << language;
  }
}

TEST_F(GardenLanguage, EveryRefusalIsTranslated) {
  const std::vector<std::string> texts = everyActionText();
  for (const char* language : kLanguages) {
    std::set<std::string> reasons;  // the English reasons seen, to show the check reached them
    randomGames(3, [&](const vb::State& s, const std::vector<std::string>& names) {
      for (const auto& text : texts) {
        const vb::ActionId a = s.parseAction(text);
        const auto why = inBoth(language, [&] { return s.refusal(a); });
        if (why.first.empty()) continue;
        reasons.insert(why.first);
        expectTranslated(why, names, std::string(language) + " refusal of '" + text + "'");
      }
    });
    EXPECT_GE(reasons.size(), 50u) << language;
  }
}

// The garden of docs/rules/garden.md#the-powers (tests/data/garden/powers.json): Ana to take a card;
// potatoes are out, the bunny is at t3, the mole at 1,1.
Json powersGarden() { return Json::parse(vbtest::readFile(vbtest::dataPath("garden/powers.json"))); }

// What the game says in `language`, in a few known positions: a take, a refusal, a score line and
// the bonus line, a pepper swap, the mole's card refused.
std::vector<std::string> said(const char* language) {
  vb::setLanguage(language);
  auto s = vbtest::scenario(powersGarden().dump());
  std::vector<std::string> out;
  out.push_back(s->describeAction(s->parseAction("take 0")));
  out.push_back(s->refusal(s->parseAction("bunny t2")));
  const vb::ScoreSheet sheet = s->scoreSheet();
  out.push_back(sheet.players[0].lines[0].label);
  out.push_back(sheet.players[0].lines.back().label);
  EXPECT_TRUE(s->apply(s->parseAction("take 3")).ok);  // the pepper
  out.push_back(s->describeAction(s->parseAction("swap 0,0 0,1")));
  out.push_back(s->refusal(s->parseAction("swap 1,1 1,2")));
  vb::setLanguage("en");
  return out;
}

TEST_F(GardenLanguage, ExactSentences) {
  const std::map<std::string, std::vector<std::string>> expected = {
      {"en",
       {"Ana takes the cabbage from harvest slot 0",
        "it is Ana's turn to take a harvest card ('take S'); its power comes after",
        "Carrot: 1 card \u00d7 2", "All five crops: missing cabbage",
        "Ana (pepper) swaps the carrot at 0,0 with the cabbage at 0,1",
        "the mole's card cannot move (the mole is at 1,1)"}},
      {"it",
       {"Ana prende il cavolo dal posto 0 del raccolto",
        "tocca a Ana prendere una carta del raccolto ('take S'); il suo potere viene dopo",
        "Carota: 1 carta \u00d7 2", "Tutte e cinque le colture: manca cavolo",
        "Ana (peperone) scambia la carota in 0,0 con il cavolo in 0,1",
        "la carta della talpa non si può spostare (la talpa è in 1,1)"}},
      {"es",
       {"Ana toma la col del hueco 0 de la cosecha",
        "le toca a Ana tomar una carta de la cosecha ('take S'); su poder viene después",
        "Zanahoria: 1 carta \u00d7 2", "Los cinco cultivos: falta col",
        "Ana (pimiento) intercambia la zanahoria en 0,0 con la col en 0,1",
        "la carta del topo no se puede mover (el topo está en 1,1)"}},
  };
  for (const auto& [language, sentences] : expected) EXPECT_EQ(said(language.c_str()), sentences) << language;
}

TEST_F(GardenLanguage, ErrorsKeepTheirFieldPathsAndDataWords) {
  Json bad = powersGarden();
  bad["garden"][1][2] = "banana";
  vb::setLanguage("it");
  const std::string scenario = vbtest::inputError([&] { vbtest::scenario(bad.dump()); });
  EXPECT_NE(scenario.find("garden[1][2]"), std::string::npos) << scenario;
  // The crops a scenario is written with stay its words: carrot, not carota.
  EXPECT_NE(scenario.find("deve essere una coltura in gioco (carrot, cabbage, peas, pepper, tomato), non"),
            std::string::npos)
      << scenario;

  Json fence = powersGarden();
  fence["fence"]["top"] = Json::array({1, 2, 3, 0, 1});
  vb::setLanguage("es");
  const std::string side = vbtest::inputError([&] { vbtest::scenario(fence.dump()); });
  EXPECT_NE(side.find("fence.top"), std::string::npos) << side;
  EXPECT_NE(side.find("debe enumerar 4 postes, de izquierda a derecha"), std::string::npos) << side;

  vb::setLanguage("it");
  const vb::Variant two = garden().readVariant(Json::parse(R"({"rules":{"harvest_size":2}})"));
  const std::string variant = vbtest::inputError([&] {
    vb::Setup setup;
    setup.names = {"Ana", "Bo", "Cy"};
    setup.variant = two;
    garden().newGame(setup);
  });
  EXPECT_EQ(
      variant,
      "rules.harvest_size: un raccolto di 2 carte è troppo piccolo per 3 giocatori: l'ultimo giro prende "
      "una carta a testa, senza rimpiazzo");

  auto s = vbtest::scenario(powersGarden().dump());
  const std::string action = vbtest::inputError([&] { s->parseAction("potato 1,3 banana"); });
  EXPECT_NE(action.find("'banana' non è una coltura (carrot, cabbage, peas, pepper, potato, tomato)"),
            std::string::npos)
      << action;
  vb::setLanguage("en");
}

// The words the app and the CLI show about the game itself: its summary and what each option and
// rule means, marked in game.cpp and translated where they are shown.
TEST_F(GardenLanguage, TheGameDescribesItselfInEveryLanguage) {
  const vb::Game& g = garden();
  std::vector<std::string> texts = {std::string(g.summary())};
  for (const auto& o : g.options()) texts.push_back(o.help);
  for (const auto& r : g.rules()) texts.push_back(r.help);
  for (const char* language : kLanguages)
    for (const auto& text : texts) expectTranslated(inBoth(language, [&] { return vb::tx(text); }), {}, text);
}

// The fence's tokens in words, for the invariants and a scenario's fence: number words and the
// language's list (po/core).
TEST_F(GardenLanguage, TokensInWords) {
  Json j = powersGarden();
  j["fence"]["top"] = Json::array({3, 3, 3, 0});
  vb::setLanguage("it");
  EXPECT_EQ(vbtest::inputError([&] { vbtest::scenario(j.dump()); }),
            "fence: 5 paletti mostrano 3; i marcatori sono quattro 1, quattro 2 e quattro 3");
  vb::setLanguage("es");
  EXPECT_EQ(vbtest::inputError([&] { vbtest::scenario(j.dump()); }),
            "fence: 5 postes muestran 3; las fichas son cuatro 1, cuatro 2 y cuatro 3");
  vb::setLanguage("en");
}

}  // namespace
}  // namespace garden_language_test
