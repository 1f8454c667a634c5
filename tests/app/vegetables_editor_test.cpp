// The sandbox's VEGEtables 2.0 position editor, driven as a person would: cards dragged from the
// palette and between places (through the handler the table's drop event calls), context-menu
// edits, the engine's check of every position, and the red outline of what a refusal names.
#include <QComboBox>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>
#include <fstream>
#include <memory>

#include "app_test.h"
#include "app_test_program.h"
#include "edit/position_editor.h"
#include "table_test_support.h"
#include "vegetables/vegetables_editor.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::test::vegetables_editor_test {

using vb::app::vegetables::VegetablesEditor;
namespace vv = vb::vegetables;

namespace {

// The small example of docs/scenarios.md#vegetables-20: every card nobody names is in the box and
// goes to the discards ("rest").
const char* const kSmallExample =
    R"({"game":"vegetables","seed":3,"board":{"R1":"R5"},"players":[{"name":"Ana","hand":["R13","Y6"],"terrains":["R2","Y1"],"jollies":{"uncollected":0,"held":2}},{"name":"Bo","hand":["G5","V7"],"terrains":["G1"]},{"name":"Cai","hand":["Y10","V6"],"terrains":["V2"]},{"name":"Dee","hand":["G10","V11"],"terrains":["Y2"]}],"silos":[["G13","V18"],["Y13"],[],["V13"]],"wells":[["G14","G15","G16"],["Y14","Y15"]],"discards":"rest","current":0})";

const vb::Game& game() { return *vb::findGame("vegetables"); }

// The engine's refusal of a scenario, or empty when it loads.
QString refusal(const vb::Json& scenario) {
  try {
    game().fromJson(scenario);
    return {};
  } catch (const vb::InputError& e) {
    return QString::fromStdString(e.what());
  }
}

vb::Json readJson(const std::string& path) {
  std::ifstream in(path);
  return vb::Json::parse(in);
}

QAction* findAction(QMenu* menu, const QString& text) {
  for (QAction* a : menu->actions()) {
    if (a->text() == text) return a;
    if (a->menu() != nullptr)
      if (QAction* found = findAction(a->menu(), text)) return found;
  }
  return nullptr;
}

bool holds(const vb::Json& list, const char* card) {
  return std::find(list.begin(), list.end(), vb::Json(card)) != list.end();
}

std::unique_ptr<vb::State> newGame(std::uint64_t seed) {
  vb::Setup setup;
  setup.names = {"Ana", "Bo", "Cai", "Dee"};
  setup.seed = seed;
  return game().newGame(setup);
}

// A game of seed `seed` after `steps` random legal actions.
vb::Json runningGame(std::uint64_t seed, int steps) {
  auto state = newGame(seed);
  vb::Rng rng(seed);
  for (int step = 0; step < steps && !state->isOver(); ++step) {
    const auto legal = state->legalActions();
    state->apply(legal[rng.below(legal.size())]);
  }
  return state->toJson();
}

struct Editor {
  std::unique_ptr<vb::app::edit::PositionEditor> owned{
      vb::app::edit::makePositionEditor("vegetables", nullptr)};
  VegetablesEditor* e = dynamic_cast<VegetablesEditor*>(owned.get());
  QSignalSpy edits{owned.get(), &vb::app::edit::PositionEditor::edited};
  QSignalSpy hints{owned.get(), &vb::app::edit::PositionEditor::hint};

  explicit Editor(const vb::Json& scenario, QSize size = {1280, 800}) {
    owned->resize(size);
    owned->show();
    owned->setScenario(scenario);
    QCoreApplication::processEvents();
  }
  // Drags `card` onto the spot `key` through the drop handler of the table.
  bool drop(int card, const QString& key) {
    const QPoint at = e->spotCenter(key);
    if (at.x() < 0) qWarning() << "no spot" << key;
    std::unique_ptr<QMimeData> mime(VegetablesEditor::cardMime(card));
    return e->dropAt(*mime, at);
  }
  bool drop(const char* card, const QString& key) { return drop(vv::cardFromName(card), key); }
  // Right-clicks `key` and picks `entry` (in `submenu` when given).
  void pick(const QString& key, const QString& entry, const QString& submenu = {}) {
    std::unique_ptr<QMenu> menu(e->menuAt(e->spotCenter(key)));
    QVERIFY(menu != nullptr);
    QMenu* in = menu.get();
    if (!submenu.isEmpty()) {
      QAction* sub = findAction(in, submenu);
      QVERIFY2(sub != nullptr && sub->menu() != nullptr, qPrintable(submenu));
      in = sub->menu();
    }
    QAction* a = findAction(in, entry);
    QVERIFY2(a != nullptr, qPrintable(entry));
    a->trigger();
  }
  QString lastWhat() const { return edits.isEmpty() ? QString() : edits.last().at(1).toString(); }
};

}  // namespace

class VegetablesEditorTest : public vb::app::test::AppTest {
  Q_OBJECT

 private slots:
  void theSandboxHasAVegetablesEditor() {
    Editor ed(vb::Json::parse(kSmallExample));
    QVERIFY(ed.e != nullptr);
    QCOMPARE(ed.owned->scenario(), vb::Json::parse(kSmallExample));
    QVERIFY(ed.e->outlined().isEmpty());
  }

  void buildsAPositionByDragAndDropFromThePalette() {
    Editor ed(vb::Json::parse(kSmallExample));
    // R9, Y17 and G17 are named nowhere: they lie in the palette.
    QVERIFY(ed.e->spotCenter(QStringLiteral("box:R9")).x() >= 0);
    QVERIFY(ed.drop("R9", QStringLiteral("hand:1")));
    QCOMPARE(ed.lastWhat(), QStringLiteral("R9 to Bo's hand"));
    QVERIFY(holds(ed.owned->scenario()["players"][1]["hand"], "R9"));
    QCOMPARE(ed.e->spotCenter(QStringLiteral("box:R9")), QPoint(-1, -1));
    QVERIFY(ed.drop("Y17", QStringLiteral("silo:2")));
    QCOMPARE(ed.owned->scenario()["silos"][2], vb::Json::parse(R"(["Y17"])"));
    QVERIFY(ed.drop("G17", QStringLiteral("well:1")));
    QCOMPARE(ed.owned->scenario()["wells"][1], vb::Json::parse(R"(["Y14","Y15","G17"])"));
    // Dropped on a pile's card, a card goes in before it: the new first free card of well 0.
    QVERIFY(ed.drop("V17", QStringLiteral("card:G14")));
    QCOMPARE(ed.owned->scenario()["wells"][0], vb::Json::parse(R"(["V17","G14","G15","G16"])"));
    // From Bo's hand onto its line: R9 now tops the R1 line, and leaves Bo's hand.
    QVERIFY(ed.drop("R9", QStringLiteral("cell:R1")));
    QCOMPARE(ed.owned->scenario()["board"]["R1"], vb::Json("R9"));
    QVERIFY(!holds(ed.owned->scenario()["players"][1]["hand"], "R9"));
    // A terrain dropped on a seat goes with the terrains.
    QVERIFY(ed.drop("V3", QStringLiteral("hand:2")));
    QVERIFY(holds(ed.owned->scenario()["players"][2]["terrains"], "V3"));
    QCOMPARE(ed.edits.count(), 6);
    QCOMPARE(refusal(ed.owned->scenario()), QString());
    // The emitted scenario is the editor's.
    QCOMPARE(ed.edits.last().at(0).value<vb::Json>(), ed.owned->scenario());
  }

  void aDropThatMakesNoSenseIsNotTaken() {
    Editor ed(vb::Json::parse(kSmallExample));
    const vb::Json before = ed.owned->scenario();
    QVERIFY(!ed.drop("R10", QStringLiteral("cell:R1")));
    QCOMPARE(ed.owned->scenario(), before);
    QCOMPARE(ed.edits.count(), 0);
    QCOMPARE(ed.hints.last().at(0).toString(),
             QStringLiteral("R10 grows on the R2 line, not on the R1 line."));
  }

  void aCardOnTheBoardBringsTheCardsBeneathIt() {
    Editor ed(vb::Json::parse(kSmallExample));
    // Y1 (Ana's terrain) and Y5 come onto the board under Y9; the board row of yellow follows.
    QVERIFY(ed.drop("Y9", QStringLiteral("cell:Y1")));
    const vb::Json sc = ed.owned->scenario();
    QCOMPARE(sc["board"]["Y1"], vb::Json("Y9"));
    QVERIFY(!holds(sc["players"][0]["terrains"], "Y1"));
    QCOMPARE(refusal(sc), QString());
    // Back to the box from the board: the line comes down to Y5.
    ed.pick(QStringLiteral("cell:Y1"), QStringLiteral("Y9 back to the box (the line comes down)"));
    QCOMPARE(ed.owned->scenario()["board"]["Y1"], vb::Json("Y5"));
  }

  void contextMenusSetJolliesBurntCardsAndPileOrder() {
    Editor ed(vb::Json::parse(kSmallExample));
    ed.pick(QStringLiteral("jollies:1"), QStringLiteral("1"), QStringLiteral("Jollies in Bo's hand"));
    QCOMPARE(ed.owned->scenario()["players"][1]["jollies"], vb::Json::parse(R"({"uncollected":2,"held":1})"));
    QCOMPARE(ed.lastWhat(), QStringLiteral("Bo: 1 jolly in hand"));
    // R5 burnt: a jolly stands on the R1 line for it, and R5 goes back to the box.
    ed.pick(QStringLiteral("cell:R1"), QStringLiteral("A jolly stands in for R5 (R5 burnt)"));
    QCOMPARE(ed.owned->scenario()["burnt"], vb::Json::parse(R"(["R5"])"));
    QVERIFY(ed.e->spotCenter(QStringLiteral("box:R5")).x() >= 0);
    QVERIFY(ed.drop("R5", QStringLiteral("hand:3")));
    ed.pick(QStringLiteral("card:G16"), QStringLiteral("G16 to the top of its pile (the first free card)"));
    QCOMPARE(ed.owned->scenario()["wells"][0], vb::Json::parse(R"(["G16","G14","G15"])"));
    ed.pick(QStringLiteral("card:G16"), QStringLiteral("G16 to the bottom of its pile"));
    QCOMPARE(ed.owned->scenario()["wells"][0], vb::Json::parse(R"(["G14","G15","G16"])"));
    // Bo's jolly and the burnt R5 make ten jollies: the engine refuses, naming the players.
    const QString why = refusal(ed.owned->scenario());
    QVERIFY2(why.startsWith(QStringLiteral("players: 10 jollies")), qPrintable(why));
    ed.owned->showProblem(why);
    QCOMPARE(ed.e->outlined(), (QStringList{"jollies:0", "jollies:1", "jollies:2", "jollies:3"}));
    ed.pick(QStringLiteral("jollies:1"), QStringLiteral("0"),
            QStringLiteral("Jollies beside Bo (not collected)"));
    QCOMPARE(refusal(ed.owned->scenario()), QString());
  }

  void aPenaltyPositionTheLeadCanBranchFrom() {
    const vb::Json file = readJson(VEGGIEBOX_TEST_DATA "/vegetables/sandbox-penalty.json");
    // One jolly in Ana's hand: she may discard it (or stand it in for Y5 or G5), no penalty.
    vb::Json withJolly = file;
    withJolly["players"][0]["jollies"]["held"] = 1;
    Editor ed(withJolly);
    QCOMPARE(game().fromJson(withJolly)->legalActionTexts(),
             (std::vector<std::string>{"jolly Y5", "jolly G5", "discard jolly"}));
    // Without it (a context-menu edit) she must choose a penalty: A, B and C are all open.
    ed.pick(QStringLiteral("seat:0"), QStringLiteral("0"), QStringLiteral("Jollies in Ana's hand"));
    QCOMPARE(ed.owned->scenario()["players"][0]["jollies"], file["players"][0]["jollies"]);
    const auto state = game().fromJson(ed.owned->scenario());
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(state->legalActionTexts(), (std::vector<std::string>{"penalty A", "penalty B", "penalty C"}));
    // The refill of option B in progress, set from the row of controls: one card picked, five to go.
    auto* refill = ed.e->findChild<QComboBox*>(QStringLiteral("control:penalty"));
    auto* cards = ed.e->findChild<QSpinBox*>(QStringLiteral("control:penalty-cards"));
    QVERIFY(refill != nullptr && cards != nullptr);
    cards->setValue(3);
    refill->setCurrentIndex(2);
    emit refill->activated(2);
    QCOMPARE(ed.owned->scenario()["penalty"], vb::Json::parse(R"({"option":"B","cards":3,"picks_left":1})"));
    const QString why = refusal(ed.owned->scenario());
    QCOMPARE(why, QStringLiteral("penalty.cards: the refill brings the hand to 6: Ana holds 2, so 4 more"));
    ed.owned->showProblem(why);
    QCOMPARE(ed.e->outlined(), QStringList{"control:penalty"});
    QVERIFY(!cards->styleSheet().isEmpty());
    cards->setValue(4);
    const QString who = refusal(ed.owned->scenario());
    QVERIFY2(who.startsWith(QStringLiteral("current: ")), qPrintable(who));
    ed.owned->showProblem(who);
    QCOMPARE(ed.e->outlined(), QStringList{"control:current"});
    auto* picker = ed.e->findChild<QComboBox*>(QStringLiteral("control:current"));
    emit picker->activated(1);
    const auto picking = game().fromJson(ed.owned->scenario());
    QCOMPARE(picking->currentPlayer(), 1);
    QCOMPARE(picking->legalActionTexts(), (std::vector<std::string>{"pick well 0", "pick well 1"}));
    ed.owned->showProblem(QString());
    QVERIFY(ed.e->outlined().isEmpty());
    QVERIFY(cards->styleSheet().isEmpty());
  }

  void anImpossiblePositionIsRefusedAndOutlined() {
    Editor ed(vb::Json::parse(kSmallExample));
    // A terrain in a silo: the editor takes the drop; the engine refuses it.
    QVERIFY(ed.drop("R2", QStringLiteral("silo:0")));
    const vb::Json silo = ed.owned->scenario()["silos"][0];
    const auto at = std::find(silo.begin(), silo.end(), vb::Json("R2")) - silo.begin();
    const QString why = refusal(ed.owned->scenario());
    QCOMPARE(why, QStringLiteral(
                      "silos[0][%1]: R2 is a terrain: terrains are dealt face up, never to a silo or a well")
                      .arg(at));
    ed.owned->showProblem(why);
    QCOMPARE(ed.e->outlined(), (QStringList{"card:R2", "silo:0"}));
    // A card of a hand's list, a line, a card no place holds.
    ed.owned->showProblem(QStringLiteral("players[1].hand[0]: R13 is also in players[0].hand[0]"));
    QCOMPARE(ed.e->outlined(), (QStringList{"card:G5", "hand:1"}));
    ed.owned->showProblem(QStringLiteral("board.R1: must be a card of the R1 line"));
    QCOMPARE(ed.e->outlined(), QStringList{"cell:R1"});
    ed.owned->showProblem(QStringLiteral("R3: no place holds it"));
    QCOMPARE(ed.e->outlined(), QStringList{"box:R3"});
    ed.owned->showProblem(QString());
    QVERIFY(ed.e->outlined().isEmpty());
  }

  void clearPutsEveryCardInTheBox() {
    Editor ed(vb::Json::parse(kSmallExample));
    ed.pick(QStringLiteral("palette"), QStringLiteral("Clear: every card back to the box"));
    for (int c = 0; c < vv::kCards; ++c)
      QVERIFY2(ed.e->spotCenter(QStringLiteral("box:") + QString::fromStdString(vv::cardName(c))).x() >= 0,
               vv::cardName(c).c_str());
    // The engine says why an empty table is no game.
    QVERIFY(refusal(ed.owned->scenario()).startsWith(QStringLiteral("players[0]: no cards left")));
  }

  // A running game's snapshot, in every phase a few random games reach, reads back equal; so does
  // one after a card is taken out and put back.
  void roundTripsARunningGame() {
    std::set<std::string> phases;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      auto state = newGame(seed);
      vb::Rng rng(seed);
      for (int step = 0; step < 400 && !state->isOver(); ++step) {
        const std::string phase = state->toJson()["phase"].get<std::string>();
        if (phases.insert(phase).second) {
          Editor ed(state->toJson());
          QVERIFY2(game().fromJson(ed.owned->scenario())->equals(*state), phase.c_str());
          const vb::Json hand = state->toJson()["players"][0]["hand"];
          if (!hand.empty()) {
            const std::string card = hand[0].get<std::string>();
            QVERIFY(ed.drop(card.c_str(), QStringLiteral("palette")));
            QVERIFY(ed.drop(card.c_str(), QStringLiteral("hand:0")));
            QVERIFY2(game().fromJson(ed.owned->scenario())->equals(*state), phase.c_str());
          }
        }
        const auto legal = state->legalActions();
        state->apply(legal[rng.below(legal.size())]);
      }
    }
    QVERIFY2(phases.size() >= 4, std::to_string(phases.size()).c_str());
  }

  void screenshots() {
    const QByteArray dir = qgetenv("VEGGIEBOX_SHOTS");
    if (dir.isEmpty()) QSKIP("set VEGGIEBOX_SHOTS to a folder to keep the editor's pictures");
    for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1600, 1000)}) {
      Editor ed(runningGame(7, 60), size);
      ed.owned->showProblem(QStringLiteral("silos[1]: an example problem"));
      ed.owned->grab().save(
          QStringLiteral("%1/vegetables-editor-%2.png").arg(QString::fromUtf8(dir)).arg(size.width()));
    }
  }
};
}  // namespace vb::app::test::vegetables_editor_test

VEGGIEBOX_APP_TEST(vegetables_editor, vb::app::test::vegetables_editor_test::VegetablesEditorTest)
#include "vegetables_editor_test.moc"
