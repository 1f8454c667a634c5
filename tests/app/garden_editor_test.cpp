// The Veggie Garden position editor of the sandbox, driven as a person would: cards dragged from
// the box onto the table (real drop events), the mole dragged off the compost and back, context
// menus for tokens and a power in progress, and the engine's verdict on each position.
#include <QDropEvent>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "app_test.h"
#include "app_test_program.h"
#include "garden/garden_editor.h"
#include "table_test_support.h"
#include "veggiebox/core/error.h"
#include "veggiebox/games/garden.h"

namespace vb::app::test::garden_editor_test {

using vb::Json;
using vb::app::garden::GardenEditor;
using vb::app::garden::Spot;
using K = vb::app::garden::Spot::Kind;

namespace {

const vb::Game& garden() {
  static const auto game = vb::garden::makeGame();
  return *game;
}

// The engine's refusal of a scenario, or empty when it loads.
QString refusalOf(const Json& scenario) {
  try {
    garden().fromJson(scenario);
    return {};
  } catch (const std::exception& e) {
    return QString::fromStdString(e.what());
  }
}

// An editor on the (offscreen) screen.
struct Editor {
  std::unique_ptr<vb::app::edit::PositionEditor> made{vb::app::edit::makeGardenEditor(nullptr)};
  GardenEditor* e = qobject_cast<GardenEditor*>(made.get());
  QSignalSpy edits{made.get(), &vb::app::edit::PositionEditor::edited};
  QSignalSpy hints{made.get(), &vb::app::edit::PositionEditor::hint};

  explicit Editor(const Json& scenario, QSize size = {1280, 800}) {
    e->resize(size);
    e->show();
    e->setScenario(scenario);
  }
  // A real drop event, as the end of a drag from `from` to the middle of `to` makes.
  bool drag(const Spot& from, const Spot& to) {
    const int before = static_cast<int>(edits.count());
    std::unique_ptr<QMimeData> mime(GardenEditor::mimeFor(from));
    const QPointF at = e->pointOf(to);
    QDragEnterEvent enter(at.toPoint(), Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(e, &enter);
    QDropEvent drop(at, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(e, &drop);
    return edits.count() > before;
  }
  // Picks the entry `path` ("Put/Carrot") of the context menu of `spot`.
  bool menu(const Spot& spot, const QStringList& path) {
    std::unique_ptr<QMenu> m(e->menuAt(e->pointOf(spot)));
    QMenu* at = m.get();
    for (int k = 0; at && k < path.size(); ++k) {
      QAction* found = nullptr;
      for (QAction* a : at->actions())
        if (a->text().startsWith(path[k])) found = a;
      if (!found) return false;
      if (k + 1 == path.size()) {
        found->trigger();
        return true;
      }
      at = found->menu();
    }
    return false;
  }
};

Spot box(int crop) { return Spot{K::Box, -1, -1, crop}; }
Spot cell(int r, int c) { return Spot{K::Cell, vb::garden::cellOf(r, c)}; }

const Json kEmpty =
    Json::parse(R"({"game":"garden","seed":3,"crops":["carrot","cabbage","peas","pepper","tomato"],
  "players":[{"name":"Ana","hand":[]},{"name":"Bo","hand":[]}]})");

}  // namespace

class GardenEditorTest : public vb::app::test::AppTest {
  Q_OBJECT

 private slots:
  void buildsAPositionByDragAndDropFromTheBox() {
    Editor ed(kEmpty);
    QCOMPARE(ed.e->position().inBox()[vb::garden::kPeas], 14);
    // Four harvest cards, peas first; a card into each hand; the mole onto compost 1,1.
    const int harvest[] = {vb::garden::kPeas, vb::garden::kCarrot, vb::garden::kTomato, vb::garden::kPepper};
    for (int s = 0; s < 4; ++s) QVERIFY(ed.drag(box(harvest[s]), Spot{K::Harvest, s}));
    QVERIFY(ed.drag(box(vb::garden::kCabbage), Spot{K::Hand, -1, 0}));
    QVERIFY(ed.drag(box(vb::garden::kPeas), Spot{K::Hand, -1, 1}));
    QVERIFY(ed.drag(Spot{K::Mole}, cell(1, 1)));
    QVERIFY(ed.drag(box(vb::garden::kCarrot), cell(0, 0)));
    QCOMPARE(ed.edits.last().at(1).toString(), QStringLiteral("Carrot from the box to garden 0,0"));
    // The rest of the garden from the box, by the context menu.
    QVERIFY(ed.menu(cell(3, 3), {QStringLiteral("Fill the empty cells")}));
    // A card from a cell to another cell swaps them.
    const Json before = ed.e->scenario();
    QVERIFY(ed.drag(cell(0, 0), cell(3, 3)));
    QCOMPARE(ed.e->scenario()["garden"][3][3], before["garden"][0][0]);
    QCOMPARE(ed.e->scenario()["garden"][0][0], before["garden"][3][3]);

    const Json s = ed.e->scenario();
    QCOMPARE(s["harvest"], Json::parse(R"(["peas","carrot","tomato","pepper"])"));
    QCOMPARE(s["players"][0]["hand"], Json::parse(R"(["cabbage"])"));
    QCOMPARE(s["mole"], Json::parse("[1,1]"));
    QCOMPARE(s["seed"], Json(3));  // what the editor does not touch stays
    QCOMPARE(
        ed.e->position().inBox()[vb::garden::kPeas] + 0, 14 - 2 - [&] {
          int n = 0;
          for (const Json& row : s["garden"])
            for (const Json& c : row) n += c == "peas";
          return n;
        }());
    QCOMPARE(refusalOf(s), QString());
    // The edited() signal carried the same scenario.
    QCOMPARE(ed.edits.last().at(0).value<Json>(), s);
  }

  void aMoleOffTheCompostIsTakenAndTheEngineRefusesIt() {
    Editor ed(garden().fromJson(kEmpty)->toJson());
    const int mole = *ed.e->position().moleCell();
    QVERIFY(vb::garden::isCompost(mole));
    QVERIFY(ed.drag(Spot{K::Mole}, cell(0, 1)));  // taken: the engine says why it is wrong
    QCOMPARE(ed.e->scenario()["mole"], Json::parse("[0,1]"));
    const QString why = refusalOf(ed.e->scenario());
    QVERIFY2(why.startsWith(QStringLiteral("mole: ")), qPrintable(why));
    QVERIFY(why.contains(QStringLiteral("not a compost card")));
    ed.e->showProblem(why);
    QCOMPARE(ed.e->problemSpots().size(), std::size_t{1});
    QCOMPARE(ed.e->problemSpots()[0].kind, K::Mole);
    // Fixed: back onto compost 2,2, and the engine takes it.
    QVERIFY(ed.drag(Spot{K::Mole}, cell(2, 2)));
    QCOMPARE(refusalOf(ed.e->scenario()), QString());
    ed.e->showProblem({});
    QVERIFY(ed.e->problemSpots().empty());
  }

  void aDropThatMakesNoSenseIsNotTakenAndSaysWhy() {
    Editor ed(kEmpty);
    QVERIFY(!ed.drag(box(vb::garden::kCarrot), Spot{K::Post, 2}));
    QCOMPARE(ed.hints.count(), 1);
    QVERIFY(ed.hints.last().at(0).toString().contains(QStringLiteral("token")));
    QVERIFY(!ed.drag(Spot{K::Post, 1}, cell(0, 0)));
    QCOMPARE(ed.edits.count(), 0);
  }

  void theFenceByMenuAndTheBunnyByDrag() {
    Editor ed(garden().fromJson(kEmpty)->toJson());
    const auto fence = ed.e->sight().fence;
    const int bunny = static_cast<int>(std::find(fence.begin(), fence.end(), 0) - fence.begin());
    const int other = (bunny + 1) % 12;
    QVERIFY(ed.drag(Spot{K::Post, bunny}, Spot{K::Post, other}));
    QCOMPARE(ed.e->sight().fence[other], 0);
    QCOMPARE(ed.e->sight().fence[bunny], fence[other]);
    QVERIFY(ed.edits.last().at(1).toString().startsWith(QStringLiteral("Bunny to")));
    QCOMPARE(refusalOf(ed.e->scenario()), QString());
    // A second bunny by the menu: the engine refuses it, naming the fence, outlined in red.
    QVERIFY(ed.menu(Spot{K::Post, bunny}, {QStringLiteral("The bunny")}));
    const QString why = refusalOf(ed.e->scenario());
    QVERIFY2(why.startsWith(QStringLiteral("fence: ")), qPrintable(why));
    ed.e->showProblem(why);
    QCOMPARE(ed.e->problemSpots().size(), std::size_t{12});
    QVERIFY(ed.menu(Spot{K::Post, bunny}, {QStringLiteral("Token 3")}));
    QCOMPARE(ed.e->sight().fence[bunny], 3);
  }

  void thePeasPowerIsPlayableFromTheBuiltPosition() {
    Editor ed(kEmpty);
    const int harvest[] = {vb::garden::kPeas, vb::garden::kCarrot, vb::garden::kTomato, vb::garden::kPepper};
    for (int s = 0; s < 4; ++s) QVERIFY(ed.drag(box(harvest[s]), Spot{K::Harvest, s}));
    QVERIFY(ed.drag(Spot{K::Mole}, cell(1, 2)));
    QVERIFY(ed.menu(cell(0, 0), {QStringLiteral("Fill the empty cells")}));
    auto state = garden().fromJson(ed.e->scenario());
    QVERIFY(state->applyText("take 0").ok);
    const auto texts = state->legalActionTexts();
    QVERIFY(std::find(texts.begin(), texts.end(), "mole 1,1") != texts.end());
    QVERIFY(state->applyText("mole 1,1").ok);
    const auto swaps = state->legalActionTexts();
    QVERIFY(std::find(swaps.begin(), swaps.end(), "swap 0,0 2,2") != swaps.end());
    QVERIFY(state->applyText("swap 0,0 2,2").ok);
  }

  void aPowerInProgressByTheMenuOfAnEmptySlot() {
    Editor ed(kEmpty);
    for (int s = 1; s < 4; ++s) QVERIFY(ed.drag(box(vb::garden::kTomato + 0 * s), Spot{K::Harvest, s}));
    QVERIFY(ed.drag(box(vb::garden::kCarrot), Spot{K::Harvest, 1}));
    QVERIFY(ed.menu(cell(0, 0), {QStringLiteral("Fill the empty cells")}));
    QVERIFY(ed.drag(Spot{K::Mole}, cell(1, 1)));
    QVERIFY(ed.menu(Spot{K::Harvest, 0},
                    {QStringLiteral("A power in progress"), QStringLiteral("Peas: the swap")}));
    const Json s = ed.e->scenario();
    QCOMPARE(s["power"], Json::parse(R"({"crop":"peas","slot":0,"step":"swap"})"));
    auto state = garden().fromJson(s);
    const auto texts = state->legalActionTexts();
    QCOMPARE(texts.size(), std::size_t{4});  // the four swaps across the mole on 1,1
    QCOMPARE(
        ed.e->position().inBox()[vb::garden::kPeas], 14 - 1 - [&] {
          int n = 0;
          for (const Json& row : s["garden"])
            for (const Json& c : row) n += c == "peas";
          return n;
        }());
    // Back to no power: the card returns to the box.
    QVERIFY(ed.menu(Spot{K::Power}, {QStringLiteral("No power")}));
    QVERIFY(ed.e->scenario()["power"].is_null());
  }

  void cropsInPlayAndWhoseTurn() {
    Editor ed(kEmpty);
    QVERIFY(ed.drag(box(vb::garden::kTomato), Spot{K::Hand, -1, 1}));
    QVERIFY(ed.menu(Spot{K::Box}, {QStringLiteral("Crop out of this game"), QStringLiteral("Tomato")}));
    QCOMPARE(ed.e->position().removedCrop(), static_cast<int>(vb::garden::kTomato));
    const QString why = refusalOf(ed.e->scenario());
    QVERIFY2(why.startsWith(QStringLiteral("players[1].hand[0]: tomato is not in play")), qPrintable(why));
    ed.e->showProblem(why);
    QCOMPARE(ed.e->problemSpots()[0].player, 1);
    QVERIFY(ed.drag(Spot{K::Hand, -1, 1, vb::garden::kTomato}, box(-1)));
    QVERIFY(ed.menu(Spot{K::Hand, -1, 1}, {QStringLiteral("Bo's turn")}));
    QCOMPARE(ed.e->scenario()["current"], Json(1));
    QCOMPARE(garden().fromJson(ed.e->scenario())->currentPlayer(), 1);
  }

  void theDeckKeepsItsOrderTopFirst() {
    Editor ed(kEmpty);
    QVERIFY(ed.drag(box(vb::garden::kCarrot), Spot{K::Deck, 0}));
    QVERIFY(ed.drag(box(vb::garden::kPeas), Spot{K::Deck, 0}));  // on top
    QVERIFY(ed.menu(Spot{K::Deck, 0}, {QStringLiteral("Put under"), QStringLiteral("Tomato")}));
    QCOMPARE(ed.e->scenario()["deck"], Json::parse(R"(["peas","carrot","tomato"])"));
    QVERIFY(ed.drag(Spot{K::Deck, 0}, Spot{K::Deck, 2}));  // the top card moved under the carrot
    QCOMPARE(ed.e->scenario()["deck"], Json::parse(R"(["carrot","peas","tomato"])"));
    QVERIFY(ed.drag(Spot{K::Deck, 2}, box(-1)));
    QCOMPARE(ed.e->scenario()["deck"], Json::parse(R"(["carrot","peas"])"));
  }

  void roundTripsRunningGames() {
    // A new deal, a power in progress, the last round and the end: each read back equal.
    auto state = garden().fromJson(Json::parse(R"({"game":"garden","seed":11,"players":[{},{},{}]})"));
    int phases = 0;
    std::string seen;
    while (true) {
      const std::string phase = state->toJson()["phase"].get<std::string>();
      if (seen.find(phase) == std::string::npos) {
        seen += phase + " ";
        ++phases;
        Editor ed(state->toJson());
        const auto back = garden().fromJson(ed.e->scenario());
        QVERIFY2(back->equals(*state), phase.c_str());
      }
      if (state->isOver()) break;
      QVERIFY(state->apply(state->legalActions().front()).ok);
    }
    QCOMPARE(phases, 4);
  }

  void clearPutsEveryCardBackInTheBox() {
    Editor ed(garden().fromJson(kEmpty)->toJson());
    QVERIFY(ed.menu(Spot{K::Box}, {QStringLiteral("Clear")}));
    QCOMPARE(ed.e->position().inBox()[vb::garden::kCarrot], 14);
    QCOMPARE(refusalOf(ed.e->scenario()), QString());
  }

  void looksRightAtEachSize() {
    const QByteArray dir = qgetenv("VEGGIEBOX_EDITOR_SHOTS");
    for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1600, 1000)}) {
      Editor ed(garden().fromJson(kEmpty)->toJson(), size);
      QVERIFY(ed.drag(Spot{K::Mole}, cell(0, 1)));
      ed.e->showProblem(refusalOf(ed.e->scenario()));
      const QImage shot = ed.e->grab().toImage();
      QCOMPARE(shot.size(), size);
      if (!dir.isEmpty())
        shot.save(
            QStringLiteral("%1/garden-editor-%2.png").arg(QString::fromLocal8Bit(dir)).arg(size.width()));
      // A sparse scenario: what it leaves to chance is said, not invented.
      Editor sparse(kEmpty, size);
      QVERIFY(sparse.drag(box(vb::garden::kPeas), Spot{K::Harvest, 0}));
      QVERIFY(sparse.drag(box(vb::garden::kCarrot), Spot{K::Deck, 0}));
      if (!dir.isEmpty())
        sparse.e->grab().save(QStringLiteral("%1/garden-editor-sparse-%2.png")
                                  .arg(QString::fromLocal8Bit(dir))
                                  .arg(size.width()));
    }
  }
};
}  // namespace vb::app::test::garden_editor_test

VEGGIEBOX_APP_TEST(garden_editor, vb::app::test::garden_editor_test::GardenEditorTest)
#include "garden_editor_test.moc"
