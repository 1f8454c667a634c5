// The engine's shared sentences in Italian and Spanish (docs/translating.md): the errors of
// scenarios, saves, variants, options, action texts and JSON files name their field in English,
// as the file writes it, and say what is wrong in the reader's language.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support.h"
#include "veggiebox/core/game.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/save.h"
#include "veggiebox/play/timeline.h"

namespace core_language_test {

namespace {

const char* const kLanguages[] = {"it", "es"};

// Each test leaves the engine speaking English, as every other test expects.
class CoreLanguage : public ::testing::Test {
 protected:
  void TearDown() override { vb::setLanguage("en"); }
};

// The message `read` throws in `lang`.
template <class Read>
std::string errorIn(const char* lang, Read read) {
  vb::setLanguage(lang);
  std::string message = vbtest::inputError(read);
  vb::setLanguage("en");
  return message;
}

const char* const kPlayers = R"("players":[{"name":"Ana"},{"name":"Bruno"}])";

std::string veggies(const std::string& fields) {
  return std::string(R"({"game":"veggies",)") + fields + (fields.empty() ? "" : ",") + kPlayers + "}";
}

// Broken scenarios, each refused by a different check, with the field path its refusal names.
struct Broken {
  std::string json;
  std::string field;
};
const std::vector<Broken> kBrokenScenarios = {
    {R"({"players":[]})", "game"},
    {R"({"game":"chess"})", "game"},
    {R"({"game":"veggies"})", "players"},
    {R"({"game":"veggies","players":[{"name":"Ana"}]})", "players"},
    {R"({"game":"veggies","players":[{"name":""},{"name":"B"}]})", "players[0].name"},
    {R"({"game":"veggies","players":[{"name":"A","colour":"red"},{"name":"B"}]})", "players[0].colour"},
    {R"({"game":"veggies","players":[{"name":"A","stall":{"rows":["SQ"]}},{"name":"B"}]})",
     "players[0].stall.rows[0]"},
    {R"({"game":"veggies","players":[{"name":"A","stall":{"rows":["SS","SSS"]}},{"name":"B"}]})",
     "players[0].stall.rows"},
    {R"({"game":"veggies","players":[{"name":"A","hand":41},{"name":"B"}]})", "players[0].hand"},
    {R"({"game":"veggies","players":[{"name":"A","hand":5},{"name":"B","hand":5}]})", "players[1].hand"},
    {veggies(R"("seed":-1)"), "seed"},
    {veggies(R"("rng":"x")"), "rng"},
    {veggies(R"("phase":"dance")"), "phase"},
    {veggies(R"("options":{"scoring":"most"})"), "options"},
    {veggies(R"("options":{"colour":"red"})"), "options"},
    {veggies(R"("options":[])"), "options"},
    {veggies(R"("variant":{"rules":{"mouse_points":99}})"), "variant.rules.mouse_points"},
    {veggies(R"("variant":{"rules":{"pie":1}})"), "variant.rules.pie"},
    {veggies(R"("variant":3)"), "variant"},
    {veggies(R"("market":[1,2,3,4])"), "market"},
    {veggies(R"("deck":"all")"), "deck"},
    {veggies(R"("first":7)"), "first"},
};

TEST_F(CoreLanguage, BrokenScenariosSayWhatIsWrongInTheLanguageAndKeepTheField) {
  for (const Broken& b : kBrokenScenarios) {
    const auto read = [&] { vbtest::scenario(b.json); };
    const std::string english = errorIn("en", read);
    ASSERT_EQ(english.rfind(b.field + ": ", 0), 0u) << english;
    for (const char* lang : kLanguages) {
      const std::string translated = errorIn(lang, read);
      EXPECT_NE(translated, english) << lang << ": left in English";
      EXPECT_EQ(translated.rfind(b.field + ": ", 0), 0u) << lang << ": " << translated;
    }
  }
}

vb::Json goodSave() {
  return vb::Json::parse(R"({"format":"veggiebox-save","version":1,"game":"veggies","seed":4,
    "players":[{"name":"Ana"},{"name":"Bruno","kind":"bot"}],"actions":[]})");
}

TEST_F(CoreLanguage, BrokenSavesSayWhatIsWrongInTheLanguageAndKeepTheField) {
  const std::vector<std::pair<std::string, vb::Json>> broken = {
      {"format", {{"format", "zip"}}},
      {"version", {{"version", 7}}},
      {"game", {{"game", "chess"}}},
      {"players", {{"players", vb::Json::array()}}},
      {"players[1].kind", {{"players", {{{"name", "A"}}, {{"name", "B"}, {"kind", "cat"}}}}}},
      {"players[0].bot", {{"players", {{{"name", "A"}, {"bot", "greedy"}}, {{"name", "B"}}}}}},
      {"actions", {{"actions", 3}}},
      {"actions[0]", {{"actions", {"fly away"}}}},
      {"cursor", {{"cursor", 9}}},
      {"notes", {{"notes", "x"}}},
      {"branch", {{"branch", 1}}},
      {"seed", {{"seed", "soon"}}},
  };
  for (const auto& [field, change] : broken) {
    vb::Json save = goodSave();
    save.merge_patch(change);
    const auto read = [&] { vb::loadSave(save); };
    const std::string english = errorIn("en", read);
    ASSERT_EQ(english.rfind(field, 0), 0u) << english;
    for (const char* lang : kLanguages) {
      const std::string translated = errorIn(lang, read);
      EXPECT_NE(translated, english) << lang << ": left in English";
      EXPECT_EQ(translated.rfind(field, 0), 0u) << lang << ": " << translated;
    }
  }
}

TEST_F(CoreLanguage, ExactErrorsInItalianAndSpanish) {
  const auto symbol = [] {
    vbtest::scenario(R"({"game":"veggies","players":[{"name":"A","stall":{"rows":["SQ"]}},{"name":"B"}]})");
  };
  EXPECT_EQ(
      errorIn("it", symbol),
      "players[0].stall.rows[0]: simbolo sconosciuto 'Q' (usa S B G M C X R, o . per uno spazio vuoto)");
  EXPECT_EQ(
      errorIn("es", symbol),
      "players[0].stall.rows[0]: símbolo desconocido 'Q' (usa S B G M C X R, o . para un espacio vacío)");

  const auto version = [] {
    vb::Json save = goodSave();
    save["version"] = 7;
    vb::loadSave(save);
  };
  EXPECT_EQ(errorIn("it", version),
            "version: questo programma legge salvataggi della versione 1, il file dice 7");
  EXPECT_EQ(errorIn("es", version),
            "version: este programa lee partidas guardadas de la versión 1, el archivo dice 7");

  const auto twice = [] { vb::parseJsonText(R"({"a":{"b":1,"b":2}})", "x.json"); };
  EXPECT_EQ(errorIn("it", twice), "x.json: a.b: dato due volte nello stesso oggetto");
  const auto syntax = [] { vb::parseJsonText("{\n  \"a\": tru }", "x.json"); };
  EXPECT_EQ(errorIn("es", syntax).rfind("x.json:2:", 0), 0u);
  EXPECT_NE(errorIn("es", syntax).find("JSON no válido"), std::string::npos);

  const auto option = [] { vbtest::scenario(veggies(R"("options":{"colour":"red"})")); };
  EXPECT_EQ(errorIn("it", option),
            "options: opzione 'colour': Veggies non ha questa opzione (ha: scoring, first)");

  const auto rule = [] { vbtest::scenario(veggies(R"("variant":{"rules":{"mouse_points":99}})")); };
  EXPECT_EQ(errorIn("es", rule), "variant.rules.mouse_points: debe ser de -10 a 10, no 99");
  const auto whole = [] { vbtest::scenario(veggies(R"("variant":3)")); };
  EXPECT_EQ(errorIn("it", whole).rfind("variant: una variante deve essere un oggetto JSON come ", 0), 0u);

  const auto players = [] {
    vb::Setup setup;
    setup.names = {"Ana"};
    vb::findGame("veggies")->newGame(setup);
  };
  EXPECT_EQ(errorIn("it", players), "players: Veggies si gioca da 2 a 4 giocatori, non in 1");
  EXPECT_EQ(errorIn("es", players), "players: Veggies se juega de 2 a 4 jugadores, no con 1");
}

TEST_F(CoreLanguage, ValuesListsAndNamesAreDescribedInTheLanguage) {
  vb::setLanguage("it");
  EXPECT_EQ(vb::describeJson(vb::Json::parse(R"({"a":1,"b":2})")), "un oggetto con 2 campi");
  EXPECT_EQ(vb::describeJson(vb::Json::array()), "un array vuoto");
  EXPECT_EQ(vb::describeJson(vb::Json(1.5)), "il numero 1.5");
  EXPECT_EQ(vb::describeJson(vb::Json("R6")), "\"R6\"");
  EXPECT_EQ(vb::nameProblem("   "), "è vuoto");
  vb::setLanguage("es");
  EXPECT_EQ(vb::describeJson(vb::Json::parse("[1,2,3]")), "un array de 3 elementos");
  EXPECT_EQ(vb::nameProblem(std::string(41, 'a')), "tiene más de 40 caracteres");
}

TEST_F(CoreLanguage, BranchesAndScoresSpeakTheLanguage) {
  vb::setLanguage("it");
  vb::Timeline timeline(vbtest::newGame("veggies", 2, 9));
  EXPECT_EQ(timeline.branches().front().name, "Linea principale");
  EXPECT_EQ(timeline.whyNoBranch(5, false), "non c'è una mossa 5");
  vb::setLanguage("es");
  EXPECT_EQ(timeline.whyNoBranch(5, true), "no hay jugada 5");
  auto state = vbtest::newGame("veggies", 2, 9);
  while (!state->isOver()) state->apply(state->legalActions().front());
  EXPECT_NE(state->render(0).find("\nPuntuaciones finales:\n"), std::string::npos);
  EXPECT_NE(state->render(0).find("fin de la partida"), std::string::npos);
}

}  // namespace
}  // namespace core_language_test
