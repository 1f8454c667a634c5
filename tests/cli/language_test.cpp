// veggiebox-cli speaks the reader's language (docs/cli.md#language): --lang it|es|en, before or after
// the command, else LANGUAGE, LC_ALL, LC_MESSAGES and LANG as gettext reads them. Sentences change;
// action texts, option names and JSON do not.
#include "cli_runner.h"

namespace language_test {

namespace {

using namespace clitest;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A digit, a decimal comma and a digit: "12,5" (Italian and Spanish write numbers so).
bool hasDecimalComma(const std::string& text) {
  for (std::size_t i = 1; i + 1 < text.size(); ++i)
    if (text[i] == ',' && std::isdigit(static_cast<unsigned char>(text[i - 1])) != 0 &&
        std::isdigit(static_cast<unsigned char>(text[i + 1])) != 0)
      return true;
  return false;
}

// `command` with --lang `lang` in front.
std::vector<std::string> inLanguage(const std::string& lang, const std::vector<std::string>& command) {
  std::vector<std::string> args = {"--lang", lang};
  args.insert(args.end(), command.begin(), command.end());
  return args;
}

class Language : public Cli {
 protected:
  // A successful run whose standard output holds every one of `parts`.
  void expectOutputHas(const Result& r, const std::vector<std::string>& parts) {
    EXPECT_EQ(r.code, 0) << r;
    for (const auto& part : parts) EXPECT_TRUE(has(r.out, part)) << "missing '" << part << "'\n" << r;
  }

  // The documented failure in one line, starting `start` after the program's name.
  void expectRefusal(const Result& r, const std::string& start) {
    EXPECT_EQ(r.code, 2) << r;
    EXPECT_EQ(r.out, "") << r;
    EXPECT_EQ(r.err.rfind("veggiebox-cli: " + start, 0), 0u) << r;
    EXPECT_EQ(lines(r.err).size(), 1u) << r;
  }
};

TEST_F(Language, LangItalianAndSpanishLocaleChangeARefusal) {
  const fs::path state = write("g.json", newState());
  const Result it = run({"--lang", "it", "apply", state.string(), "start 1"});
  expectRefusal(it, "l'azione 1 di 1 'start 1' è stata rifiutata: ");
  // Where the rule is written is the same page in every language.
  EXPECT_TRUE(has(it.err, "(docs/rules/veggies.md#setup)\n")) << it;

  const Result es = runIn({"LANG=es_ES.UTF-8"}, {"apply", state.string(), "start 1"});
  expectRefusal(es, "la acción 1 de 1 'start 1' fue rechazada: ");
  EXPECT_TRUE(has(es.err, "(docs/rules/veggies.md#setup)\n")) << es;

  expectRefusal(run({"apply", state.string(), "start 1"}), "action 1 of 1 'start 1' was refused: ");
}

TEST_F(Language, GamesInItalianAndSpanish) {
  const Result it = run({"--lang", "it", "games"});
  ASSERT_EQ(it.code, 0) << it;
  EXPECT_EQ(it.out.rfind("veggies: Veggies, 2-4 giocatori; opzioni: scoring=", 0), 0u) << it;
  EXPECT_TRUE(has(it.out, "(predefinito ")) << it;

  const Result es = runIn({"LANG=es_ES.UTF-8"}, {"games"});
  ASSERT_EQ(es.code, 0) << es;
  EXPECT_EQ(es.out.rfind("veggies: Veggies, 2-4 jugadores; opciones: scoring=", 0), 0u) << es;

  // LANGUAGE comes first when the locale names a language, as in gettext.
  const Result language = runIn({"LANG=en_US.UTF-8", "LANGUAGE=it:es"}, {"games"});
  EXPECT_EQ(language.out, it.out) << language;
  // The option and its values are names a script types: the same in every language.
  EXPECT_EQ(lines(it.out).size(), lines(run({"games"}).out).size());
}

TEST_F(Language, TheCLocaleIsEnglishWhateverLanguageSays) {
  const Result r = runIn({"LC_ALL=C", "LANGUAGE=it"}, {"games"});
  ASSERT_EQ(r.code, 0) << r;
  EXPECT_EQ(r.out, run({"games"}).out) << r;
  EXPECT_TRUE(has(r.out, "2-4 players; options: ")) << r;
}

TEST_F(Language, LangWinsOverTheEnvironmentBeforeOrAfterTheCommand) {
  const std::string italian = run({"--lang", "it", "games"}).out;
  EXPECT_EQ(runIn({"LANG=es_ES.UTF-8"}, {"--lang", "it", "games"}).out, italian);
  EXPECT_EQ(runIn({"LANG=es_ES.UTF-8"}, {"games", "--lang", "it"}).out, italian);
  EXPECT_EQ(runIn({"LANG=es_ES.UTF-8"}, {"games", "--lang=it"}).out, italian);
  EXPECT_EQ(runIn({"LC_ALL=it_IT.UTF-8"}, {"games", "--lang", "en"}).out, run({"games"}).out);
}

TEST_F(Language, AnUnknownLanguageIsOneLineAndExitTwo) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--lang", "fr", "games"}, {"games", "--lang=xx"}, {"games", "--lang"}}) {
    const Result r = run(args);
    EXPECT_EQ(r.code, 2) << r;
    EXPECT_EQ(r.out, "") << r;
    EXPECT_EQ(lines(r.err).size(), 1u) << r;
    EXPECT_EQ(r.err.rfind("veggiebox-cli: --lang ", 0), 0u) << r;
    EXPECT_TRUE(has(r.err, "en, es or it")) << r;
  }
  // The message itself is in the environment's language.
  EXPECT_TRUE(has(runIn({"LANG=it_IT.UTF-8"}, {"--lang", "fr", "games"}).err, "en, es o it"));
}

TEST_F(Language, JsonIsTheSameInEveryLanguage) {
  const std::vector<std::string> start = {"new", "garden", "--players", "3", "--seed", "11"};
  const std::string english = run(start).out;
  ASSERT_FALSE(english.empty());
  const fs::path state = write("g.json", english);
  // An action's text without the note `legal` may add: the note is a sentence, the text is not.
  std::string action = lines(run({"legal", state.string()}).out).at(0);
  action = action.substr(0, action.find("  ("));
  const std::vector<std::vector<std::string>> commands = {
      start,
      {"show", state.string(), "--as", "1", "--json"},
      {"score", state.string()},
      {"apply", state.string(), action},
  };
  for (const auto& command : commands) {
    const Result en = run(command);
    ASSERT_EQ(en.code, 0) << en;
    for (const char* lang : {"it", "es"}) {
      const Result other = run(inLanguage(lang, command));
      EXPECT_EQ(other.out, en.out) << lang << " " << command.front();
      EXPECT_EQ(other.code, 0) << other;
    }
  }
}

// A line of `legal` with its note, printed in one language, is taken by `apply` in another: the
// note is checked against the action's note in every language (docs/cli.md#language).
TEST_F(Language, ALegalLineWithItsNoteIsTakenInAnyLanguage) {
  const fs::path state = write("g.json", run({"new", "garden", "--players", "2", "--seed", "5"}).out);
  const std::vector<std::string> italian = lines(run(inLanguage("it", {"legal", state.string()})).out);
  const std::vector<std::string> english = lines(run({"legal", state.string()}).out);
  ASSERT_EQ(italian.size(), english.size());
  bool sawANote = false;
  for (std::size_t i = 0; i < italian.size(); ++i) {
    if (italian[i] == english[i]) continue;  // no note, or one that reads the same
    sawANote = true;
    const Result en = run({"apply", state.string(), italian[i]});
    EXPECT_EQ(en.code, 0) << en;
    EXPECT_EQ(en.out, run({"apply", state.string(), english[i]}).out) << italian[i];
  }
  EXPECT_TRUE(sawANote);
  // A note that is no language's note of this action is still refused.
  const std::string text = english.at(0).substr(0, english.at(0).find("  ("));
  EXPECT_EQ(run({"apply", state.string(), text + "  (not its note)"}).code, 2);
}

TEST_F(Language, TheHelpIsTranslated) {
  const Result it = run({"--lang", "it", "--help"});
  expectOutputHas(it, {"Uso: veggiebox-cli [OPZIONI] COMANDO", "Opzioni:", "Comandi:", "Elenca i giochi"});
  EXPECT_FALSE(has(it.out, "Options:")) << it;

  // Option names stay.
  const Result es = runIn({"LANG=es_ES.UTF-8"}, {"new", "--help"});
  expectOutputHas(es, {"Argumentos:", "OBLIGATORIO", "Imprime esta ayuda y sale", "--players N"});
  // One "Options" group: the help flag of a subcommand is not left under CLI11's English one.
  EXPECT_FALSE(has(es.out, "Options:")) << es;
}

TEST_F(Language, TheLabTableWritesNumbersTheReadersWay) {
  const std::vector<std::string> command = {"simulate", "garden", "--bots", "random,greedy", "--games",
                                            "6",        "--seed", "5",      "--threads",     "1"};
  const Result en = run(command);
  ASSERT_EQ(en.code, 0) << en;
  EXPECT_FALSE(hasDecimalComma(en.out)) << en;
  const Result it = run(inLanguage("it", command));
  // The bots' names and the events' keys are names, not words.
  expectOutputHas(it, {"Veggie Garden: 6 partite, 2 giocatori, seed 5, posti a rotazione\n",
                       "Durata della partita: media ", "\ngreedy ", "powers."});
  EXPECT_TRUE(hasDecimalComma(it.out)) << it;
  EXPECT_EQ(lines(it.out).size(), lines(en.out).size()) << it;
}

}  // namespace
}  // namespace language_test
