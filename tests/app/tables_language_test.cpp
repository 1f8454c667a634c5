// The game tables and the sandbox in Italian and Spanish (docs/translating.md): every word of
// translations/tables_<lang>.ts reaches the screen in the language chosen, asked for in the
// context the catalogue records, and a language change while a table shows rewords it at once.
//
#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>
#include <memory>
#include <set>
#include <utility>

#include "app_test.h"
#include "app_test_program.h"
#include "edit/edit_window.h"
#include "garden/garden_board.h"
#include "garden/garden_sight.h"
#include "language.h"
#include "table_test_support.h"
#include "vegetables/vegetables_board.h"
#include "veggiebox/games/garden.h"
#include "veggies/symbol_art.h"
#include "veggies/veggies_board.h"
#include "visible_text.h"

namespace vb::app::test::tables_language_test {

namespace {

QString sourceDir() { return QStringLiteral(VEGGIEBOX_SOURCE_DIR); }

// Switches the language as Preferences does; QApplication posts LanguageChange to each window.
void switchTo(const char* lang) {
  applyLanguage(QString::fromLatin1(lang));
  QCoreApplication::processEvents();
}

// Every (context, English) of the tables' catalogue.
const std::set<std::pair<QString, QString>>& tablesCatalogue() {
  static const std::set<std::pair<QString, QString>> entries = [] {
    std::set<std::pair<QString, QString>> out;
    QFile file(QDir(sourceDir()).filePath(QStringLiteral("translations/tables_it.ts")));
    if (!file.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
      xml.readNext();
      if (!xml.isStartElement()) continue;
      if (xml.name() == QLatin1String("name")) context = xml.readElementText();
      if (xml.name() == QLatin1String("source")) out.emplace(context, xml.readElementText());
    }
    return out;
  }();
  return entries;
}

bool inTablesCatalogue(const QString& english) {
  for (const auto& [context, source] : tablesCatalogue())
    if (source == english) return true;
  return false;
}

// The English any catalogue has that `root` still shows: the tables' own words and the engine's
// sentences they show (prompts, refusals, score lines, the sandbox's position problems).
QStringList untranslatedTables(const QWidget* root) { return untranslated(root, sourceDir()); }

// A translator consulted first that translates nothing and writes down every question: the
// contexts and texts the tables really ask for while they lay out and paint.
class Recorder : public QTranslator {
 public:
  QString translate(const char* context, const char* sourceText, const char* disambiguation,
                    int n) const override {
    Q_UNUSED(disambiguation);
    Q_UNUSED(n);
    asked.emplace(QString::fromUtf8(context), QString::fromUtf8(sourceText));
    return {};
  }
  bool isEmpty() const override { return false; }

  mutable std::set<std::pair<QString, QString>> asked;
};

vb::Json position(const char* file) {
  return EditWindow::readPosition(QStringLiteral(VEGGIEBOX_TEST_DATA) + QLatin1Char('/') +
                                  QLatin1String(file));
}

// One game's table and sandbox, shown as a person at seat `seat` sees them.
struct Game {
  const char* file;
  std::function<BoardView*()> board;
};

const std::vector<Game>& games() {
  static const std::vector<Game> all{
      {"garden/docs-peas.json", [] { return new garden::GardenBoard; }},
      {"vegetables/docs-penalty.json", [] { return new vegetables::VegetablesBoard; }},
      {"veggies/docs-placement.json", [] { return new veggies::VeggiesBoard; }},
  };
  return all;
}

struct Shown {
  std::unique_ptr<vb::State> state;
  std::unique_ptr<BoardView> board;
  std::unique_ptr<QSignalSpy> hints;
  std::unique_ptr<EditWindow> sandbox;

  explicit Shown(const Game& game) {
    const vb::Json json = position(game.file);
    state = scenario(json);
    board.reset(game.board());
    hints = std::make_unique<QSignalSpy>(board.get(), &BoardView::hint);
    board->resize(1280, 760);
    board->show();
    board->showState(*state, state->currentPlayer(), true, false);
    board->grab();  // the painted words are asked for as they are painted
    sandbox = std::make_unique<EditWindow>(json);
    sandbox->resize(1280, 800);
    sandbox->show();
    sandbox->grab();
  }
  QString lastHint() const { return hints->isEmpty() ? QString() : hints->last().at(0).toString(); }
};

}  // namespace

class TablesLanguageTest : public AppTest {
  Q_OBJECT

 private slots:
  void cleanup() { switchTo("en"); }

  // lupdate records tr()'s context from the source; the runtime asks with the class's full name.
  // Every question the tables ask in a context of their catalogue, or about one of its texts,
  // must be an entry of it, context and all.
  void theRuntimeAsksInTheCataloguesContexts() {
    switchTo("it");
    Recorder recorder;
    QCoreApplication::installTranslator(&recorder);
    for (const Game& game : games()) Shown shown(game);
    QCoreApplication::removeTranslator(&recorder);
    std::set<QString> contexts;
    for (const auto& [context, source] : tablesCatalogue()) contexts.insert(context);
    QStringList strays;
    for (const auto& asked : recorder.asked) {
      const bool ours = contexts.count(asked.first) > 0 || inTablesCatalogue(asked.second);
      if (ours && tablesCatalogue().count(asked) == 0)
        strays << QStringLiteral("%1: '%2'").arg(asked.first, asked.second);
    }
    QVERIFY2(strays.isEmpty(), qPrintable(strays.join(QLatin1Char('\n'))));
    QVERIFY(recorder.asked.size() > 50);
  }

  void theTablesAndTheSandboxSpeakTheLanguage_data() {
    QTest::addColumn<QString>("lang");
    QTest::newRow("it") << QStringLiteral("it");
    QTest::newRow("es") << QStringLiteral("es");
  }
  void theTablesAndTheSandboxSpeakTheLanguage() {
    QFETCH(QString, lang);
    for (const Game& game : games()) {
      switchTo("en");
      const QString english = Shown(game).lastHint();
      switchTo(qPrintable(lang));
      Shown shown(game);
      const QStringList board = untranslatedTables(shown.board.get());
      QVERIFY2(board.isEmpty(), qPrintable(board.join(QLatin1Char('\n'))));
      const QStringList sandbox = untranslatedTables(shown.sandbox.get());
      QVERIFY2(sandbox.isEmpty(), qPrintable(sandbox.join(QLatin1Char('\n'))));
      // The prompt is sent as a hint, for the message area: the board's own words, in the language.
      QVERIFY2(!shown.lastHint().isEmpty() && shown.lastHint() != english, game.file);
    }
  }

  // The words the boards paint come from their own functions; in Italian they are the rulebooks'.
  void paintedWordsAreTheRulebooks() {
    switchTo("it");
    QCOMPARE(garden::cropTitle(vb::garden::kCarrot), QStringLiteral("Carota"));
    QCOMPARE(garden::cropTitle(vb::garden::kPeas), QStringLiteral("Piselli"));
    QCOMPARE(veggies::SymbolArt::pluralName('S'), QStringLiteral("Fragole"));
    Shown garden(games()[0]);
    QVERIFY2(static_cast<garden::GardenBoard*>(garden.board.get())
                 ->prompt()
                 .startsWith(QStringLiteral("Tocca a te")),
             qPrintable(static_cast<garden::GardenBoard*>(garden.board.get())->prompt()));
    Shown vegetables(games()[1]);
    QVERIFY2(static_cast<vegetables::VegetablesBoard*>(vegetables.board.get())
                 ->message()
                 .contains(QStringLiteral("penalità")),
             qPrintable(static_cast<vegetables::VegetablesBoard*>(vegetables.board.get())->message()));
    switchTo("es");
    QCOMPARE(garden::cropTitle(vb::garden::kCabbage), QStringLiteral("Col"));
    QCOMPARE(veggies::SymbolArt::pluralName('M'), QStringLiteral("Setas"));
  }

  // Preferences › Language applies at once: what shows is reworded without being shown again.
  void aLanguageChangeRewordsWhatShows() {
    switchTo("en");
    std::vector<std::unique_ptr<Shown>> shown;
    for (const Game& game : games()) shown.push_back(std::make_unique<Shown>(game));
    QVERIFY(!untranslatedTables(shown[0]->sandbox.get()).isEmpty());
    const QString englishTitle = shown[0]->sandbox->windowTitle();
    const QString englishPrompt = static_cast<garden::GardenBoard*>(shown[0]->board.get())->prompt();
    switchTo("it");
    for (const auto& s : shown) {
      const QStringList board = untranslatedTables(s->board.get());
      QVERIFY2(board.isEmpty(), qPrintable(board.join(QLatin1Char('\n'))));
      const QStringList sandbox = untranslatedTables(s->sandbox.get());
      QVERIFY2(sandbox.isEmpty(), qPrintable(sandbox.join(QLatin1Char('\n'))));
    }
    QVERIFY(shown[0]->sandbox->windowTitle() != englishTitle);
    QVERIFY(static_cast<garden::GardenBoard*>(shown[0]->board.get())->prompt() != englishPrompt);
    QVERIFY(static_cast<vegetables::VegetablesBoard*>(shown[1]->board.get())
                ->message()
                .contains(QStringLiteral("penalità")));
    switchTo("en");
    QCOMPARE(shown[0]->sandbox->windowTitle(), englishTitle);
    QCOMPARE(static_cast<garden::GardenBoard*>(shown[0]->board.get())->prompt(), englishPrompt);
  }
};
}  // namespace vb::app::test::tables_language_test

VEGGIEBOX_APP_TEST(tables_language, vb::app::test::tables_language_test::TablesLanguageTest)
#include "tables_language_test.moc"
