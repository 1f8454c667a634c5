// The sandbox's Veggies editor (docs/sandbox.md#veggies), driven as a person would: cards dragged
// from the box onto stalls (turned on the way), hands, the market and the deck; menus; and every
// position checked by the engine, which alone decides whether it is sound.
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>
#include <memory>

#include "app_test.h"
#include "app_test_program.h"
#include "pixels.h"
#include "table_test_support.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/veggies.h"
#include "veggies/table_edit_view.h"
#include "veggies/veggies_editor.h"

namespace vb::app::test::veggies_editor_test {

using vb::app::veggies::CardPlace;
using vb::app::veggies::TableEditView;
using vb::app::veggies::VeggiesEditor;
using Kind = vb::app::veggies::CardPlace::Kind;

namespace {

vb::Json fromFile(const QString& name) {
  QFile file(QStringLiteral(VEGGIEBOX_TEST_DATA "/veggies/") + name);
  if (!file.open(QIODevice::ReadOnly)) return {};
  return vb::Json::parse(file.readAll().toStdString());
}

// The engine's verdict on a scenario: empty when sound, else its reason.
QString refusal(const vb::Json& scenario) {
  try {
    vb::app::test::scenario(scenario);
    return {};
  } catch (const std::exception& e) {
    return QString::fromUtf8(e.what());
  }
}

std::vector<std::string> rowsOf(const vb::Json& stall) {
  return stall["rows"].get<std::vector<std::string>>();
}

// An editor on the (offscreen) screen.
struct Shown {
  std::unique_ptr<VeggiesEditor> editor;
  std::unique_ptr<QSignalSpy> edits, hints;

  explicit Shown(const vb::Json& scenario, QSize size = {1280, 800}) {
    editor.reset(static_cast<VeggiesEditor*>(vb::app::edit::makeVeggiesEditor(nullptr)));
    editor->resize(size);
    editor->setScenario(scenario);
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    edits = std::make_unique<QSignalSpy>(editor.get(), &vb::app::edit::PositionEditor::edited);
    hints = std::make_unique<QSignalSpy>(editor.get(), &vb::app::edit::PositionEditor::hint);
  }
  TableEditView* view() const { return editor->tableView(); }
  vb::Json json() const { return editor->scenario(); }
  QString lastWhat() const { return edits->isEmpty() ? QString() : edits->last().at(1).toString(); }
  QString lastHint() const { return hints->isEmpty() ? QString() : hints->last().at(0).toString(); }

  // Presses on `from`, turns the card `turns` times with R, moves and lets go on `to`.
  void drag(QPoint from, QPoint to, int turns = 0) {
    QTest::mousePress(view(), Qt::LeftButton, {}, from);
    for (int k = 0; k < turns; ++k) QTest::keyClick(view(), Qt::Key_R);
    QTest::mouseMove(view(), (from + to) / 2);
    QTest::mouseMove(view(), to);
    QTest::mouseRelease(view(), Qt::LeftButton, {}, to);
  }
  // Card `id` from the box onto seat's stall, turned, its top-left cell at `topLeft`.
  void boxToStall(int id, int seat, QPoint topLeft, int turns = 0) {
    const QSize size = turns % 2 ? QSize(3, 2) : QSize(2, 3);
    drag(view()->pointOf({Kind::Box}, id), view()->pointForPlacement(seat, topLeft, size), turns);
  }
  void boxTo(int id, const CardPlace& place) {
    drag(view()->pointOf({Kind::Box}, id), view()->pointOf(place));
  }
  // Triggers the entry `text` of the menu the place under `at` offers.
  bool chooseFromMenu(QPoint at, const QString& text) {
    std::unique_ptr<QMenu> menu(view()->menuAt(at));
    if (!menu) return false;
    for (QAction* a : menu->findChildren<QAction*>())
      if (a->text() == text) {
        a->trigger();
        return true;
      }
    return false;
  }
};

// The number of pixels painted in the problem red.
int redPixels(QWidget* widget) {
  return pixelsOf(widget->grab().toImage(), vb::app::table::palette().refused);
}

}  // namespace

class VeggiesEditorTest : public vb::app::test::AppTest {
  Q_OBJECT

 private slots:
  void theFactoryMakesTheEditor() {
    std::unique_ptr<vb::app::edit::PositionEditor> e(vb::app::edit::makePositionEditor("veggies", nullptr));
    QVERIFY(dynamic_cast<VeggiesEditor*>(e.get()) != nullptr);
  }

  void aPositionBuiltByDraggingFromTheBox() {
    Shown t(vb::Json::parse(R"({"game":"veggies","seed":3,"players":[{"name":"Ana"},{"name":"Bo"}]})"));
    t.boxToStall(1, 0, {0, 0});
    QCOMPARE(t.edits->size(), 1);
    QCOMPARE(t.lastWhat(), QStringLiteral("Card 1 to Ana's stall at 0,0 turned 0°"));
    const auto card1 = vb::veggies::cardRows(vb::veggies::card(1), 0);
    QCOMPARE(rowsOf(t.json()["players"][0]["stall"]), card1);
    // Card 9 turned a quarter (R once) beside it: three wide, two high.
    t.boxToStall(9, 0, {2, 0}, 1);
    const vb::Json stall = t.json()["players"][0]["stall"];
    QCOMPARE(stall["cards"], vb::Json::parse("[1, 9]"));
    QCOMPARE(stall["origin"], vb::Json::parse("[0, 0]"));
    const auto card9 = vb::veggies::cardRows(vb::veggies::card(9), 1);
    const auto rows = rowsOf(stall);
    QCOMPARE(rows.size(), std::size_t{3});
    QCOMPARE(rows[0], card1[0] + card9[0]);
    QCOMPARE(rows[1], card1[1] + card9[1]);
    QCOMPARE(rows[2], card1[2] + "...");
    // Bo's stall, both hands, the market; then Bo to play.
    t.boxToStall(2, 1, {0, 0});
    t.boxTo(5, {Kind::Hand, 0, 0});
    t.boxTo(6, {Kind::Hand, 1, 0});
    for (int slot = 0; slot < 3; ++slot) t.boxTo(20 + slot, {Kind::Market, -1, slot});
    t.editor->currentBox()->setCurrentIndex(2);
    emit t.editor->currentBox()->activated(2);
    QCOMPARE(t.lastWhat(), QStringLiteral("Bo to play"));
    const vb::Json j = t.json();
    QCOMPARE(j["players"][0]["hand"], vb::Json(5));
    QCOMPARE(j["market"], vb::Json::parse("[20, 21, 22]"));
    QCOMPARE(j["current"], vb::Json(1));
    QCOMPARE(t.edits->size(), 9);
    QCOMPARE(t.edits->last().at(0).value<vb::Json>(), j);
    // The engine takes it: the stalls as laid, Bo to play, the 32 cards not named in the deck.
    const auto state = vb::app::test::scenario(j);
    QCOMPARE(state->currentPlayer(), 1);
    const vb::Json back = state->toJson();
    QCOMPARE(back["players"][0]["stall"]["rows"], stall["rows"]);
    QCOMPARE(back["deck"].size(), std::size_t{32});
    QCOMPARE(t.editor->phaseLabel()->text(), QStringLiteral("Phase: play (it follows from the stalls)"));
  }

  void aRightClickTurnsTheCarriedCardAndAClickDropsIt() {
    Shown t(vb::Json::parse(R"({"game":"veggies","players":[{},{}]})"));
    const QPoint box = t.view()->pointOf({Kind::Box}, 4);
    QTest::mouseClick(t.view(), Qt::LeftButton, {}, box);  // picked up, still carried
    QCOMPARE(t.view()->carried(), std::optional<int>(4));
    QTest::mouseClick(t.view(), Qt::RightButton, {}, box);
    QTest::mouseClick(t.view(), Qt::RightButton, {}, box);
    QCOMPARE(t.view()->carriedTurns(), 2);
    const QPoint at = t.view()->pointForPlacement(1, {-1, 2}, {2, 3});
    QTest::mouseMove(t.view(), at);
    QVERIFY(t.lastHint().startsWith(QStringLiteral("Drop: card 4 on Player 2's stall at -1,2 turned 180°")));
    QTest::mouseClick(t.view(), Qt::LeftButton, {}, at);
    QVERIFY(!t.view()->carried());
    const vb::Json stall = t.json()["players"][1]["stall"];
    QCOMPARE(rowsOf(stall), vb::veggies::cardRows(vb::veggies::card(4), 2));
    QCOMPARE(stall["origin"], vb::Json::parse("[-1, 2]"));
  }

  void escapePutsTheCardBackAndThePlayerCountChanges() {
    Shown t(vb::Json::parse(
        R"({"game":"veggies","players":[{"name":"Ana","hand":7,"stall":{"rows":["CS","CC","CS"],"cards":[1]}},{"name":"Bo"}]})"));
    QTest::mouseClick(t.view(), Qt::LeftButton, {}, t.view()->pointOf({Kind::Hand, 0, 0}));
    QCOMPARE(t.view()->carried(), std::optional<int>(7));
    QTest::keyClick(t.view(), Qt::Key_Escape);
    QVERIFY(!t.view()->carried());
    QCOMPARE(t.edits->size(), 0);
    t.editor->playersBox()->setValue(3);
    QCOMPARE(t.lastWhat(), QStringLiteral("3 players"));
    QCOMPARE(t.json()["players"].size(), std::size_t{3});
    QCOMPARE(t.editor->currentBox()->count(), 4);  // "Follows from the stalls" and each player
    t.boxToStall(4, 2, {0, 0});
    t.editor->playersBox()->setValue(2);
    QCOMPARE(t.json()["players"].size(), std::size_t{2});
    QCOMPARE(t.view()->hitAt(t.view()->pointOf({Kind::Box}, 4)).card, 4);  // back in the box
    QCOMPARE(t.json()["players"][0]["hand"], vb::Json(7));
  }

  void theTopCardLiftsBackToTheBoxAndAStallFromAFileClears() {
    Shown t(vb::Json::parse(
        R"({"game":"veggies","players":[{"name":"Ana","stall":{"rows":["CS","CC","CS"],"cards":[1]}},{"name":"Bo"}]})"));
    // Card 1 came with the file: the editor cannot tell what it covers, so it stays.
    t.drag(t.view()->pointOf({Kind::Stall, 0, 0}), t.view()->pointOf({Kind::Box}, 3));
    QCOMPARE(t.edits->size(), 0);
    QVERIFY(t.lastHint().contains(QStringLiteral("Clear stall")));
    const vb::Json before = t.json();
    t.boxToStall(9, 0, {1, 1});
    QCOMPARE(t.json()["players"][0]["stall"]["cards"], vb::Json::parse("[1, 9]"));
    // The card just laid lifts off again, back to the box, and the stall is as it was.
    t.drag(t.view()->pointOf({Kind::Stall, 0, 0}), t.view()->pointOf({Kind::Box}, 3));
    QCOMPARE(t.lastWhat(), QStringLiteral("Card 9 to the box"));
    QCOMPARE(t.json()["players"][0]["stall"], before["players"][0]["stall"]);
    // And after an undo (the window sets the scenario back), the lift still works.
    t.boxToStall(9, 0, {1, 1});
    const vb::Json laid = t.json();
    t.editor->setScenario(before);
    t.editor->setScenario(laid);
    t.drag(t.view()->pointOf({Kind::Stall, 0, 0}), t.view()->pointOf({Kind::Box}, 3));
    QCOMPARE(t.json()["players"][0]["stall"], before["players"][0]["stall"]);
    QVERIFY(t.chooseFromMenu(t.view()->pointOf({Kind::Stall, 0, 0}),
                             QStringLiteral("Clear stall: its cards back in the box")));
    QVERIFY(!t.json()["players"][0].contains("stall"));
    QVERIFY(refusal(t.json()).isEmpty());
  }

  void theDeckIsOrderedByDraggingAndByMenu() {
    Shown t(vb::Json::parse(R"({"game":"veggies","deck":[35,14,8],"players":[{},{}]})"));
    QVERIFY(
        t.chooseFromMenu(t.view()->pointOf({Kind::Box}, 2), QStringLiteral("Put card 2 on top of the deck")));
    QCOMPARE(t.json()["deck"], vb::Json::parse("[2, 35, 14, 8]"));
    QVERIFY(t.chooseFromMenu(t.view()->pointOf({Kind::Deck, -1, 0}),
                             QStringLiteral("Put card 2 at the bottom of the deck")));
    QCOMPARE(t.json()["deck"], vb::Json::parse("[35, 14, 8, 2]"));
    // Card 8 dragged onto card 35 goes in above it: the new top.
    t.drag(t.view()->pointOf({Kind::Deck, -1, 2}), t.view()->pointOf({Kind::Deck, -1, 0}));
    QCOMPARE(t.json()["deck"], vb::Json::parse("[8, 35, 14, 2]"));
    QVERIFY(refusal(t.json()).isEmpty());
    const auto state = vb::app::test::scenario(t.json());
    QCOMPARE(state->toJson()["deck"][0], vb::Json(8));
  }

  void handAndMarketMenus() {
    Shown t(vb::Json::parse(
        R"({"game":"veggies","market":[7,18,3],"players":[{"stall":{"rows":["BM","BG","RB"],"cards":[2]},"hand":9},{}]})"));
    QVERIFY(t.chooseFromMenu(t.view()->pointOf({Kind::Hand, 0, 0}), QStringLiteral("No hand card")));
    QCOMPARE(t.json()["players"][0]["hand"], vb::Json(nullptr));
    QVERIFY(
        t.chooseFromMenu(t.view()->pointOf({Kind::Hand, 0, 0}), QStringLiteral("Hand card dealt at random")));
    QVERIFY(!t.json()["players"][0].contains("hand"));
    QVERIFY(t.chooseFromMenu(t.view()->pointOf({Kind::Market, -1, 1}),
                             QStringLiteral("Market slots from 2 on dealt at random")));
    QCOMPARE(t.json()["market"], vb::Json::parse("[7]"));
    // A card dropped on a full slot sends the old one back to the box.
    t.boxTo(30, {Kind::Market, -1, 0});
    QCOMPARE(t.json()["market"], vb::Json::parse("[30]"));
    const auto box = t.editor->scenario();
    QVERIFY(refusal(box).isEmpty());
  }

  void aRunningGameReadsBackEqual() {
    auto state =
        vb::app::test::scenario(vb::Json::parse(R"({"game":"veggies","seed":11,"players":[{},{},{}]})"));
    vb::Rng rng(5);
    Shown t(state->toJson());
    int checked = 0;
    while (true) {
      t.editor->setScenario(state->toJson());
      const auto back = vb::app::test::scenario(t.editor->scenario());
      QVERIFY(back->equals(*state));
      ++checked;
      if (state->isOver()) break;
      const auto actions = state->legalActions();
      state->apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
    QVERIFY(checked > 24);  // setup, play, announcements and the end
  }

  void anImpossiblePositionIsRefusedAndOutlined() {
    Shown t(fromFile(QStringLiteral("worked-example.json")));
    QCOMPARE(redPixels(t.view()), 0);
    t.boxToStall(3, 0, {6, 0});  // a ninth card on Ana's stall
    const QString why = refusal(t.json());
    QCOMPARE(why, QStringLiteral("players[0].stall.cards: at most 8 cards"));
    QCOMPARE(t.editor->phaseLabel()->text(), QStringLiteral("Phase: none until the position is sound"));
    t.editor->showProblem(why);
    QVERIFY(redPixels(t.view()) > 100);
    t.editor->showProblem({});
    QCOMPARE(redPixels(t.view()), 0);
    // Lifted again, the position is sound; an announcement of a type that is no largest group is not.
    t.drag(t.view()->pointOf({Kind::Stall, 0, 0}), t.view()->pointOf({Kind::Box}, 5));
    QVERIFY(refusal(t.json()).isEmpty());
    QVERIFY(t.chooseFromMenu(t.view()->pointOf({Kind::Stall, 1, 0}), QStringLiteral("strawberry")));
    QCOMPARE(t.lastWhat(), QStringLiteral("Bo announces strawberry"));
    const QString wrong = refusal(t.json());
    QVERIFY2(wrong.startsWith(QStringLiteral("players[1].announced: ")), qPrintable(wrong));
    t.editor->showProblem(wrong);
    QVERIFY(redPixels(t.view()) > 100);
    // A wrong turn outlines the turn chooser.
    t.editor->showProblem(QStringLiteral("current: that player's stall is already complete"));
    QCOMPARE(t.editor->currentBox()->styleSheet(), vb::app::table::palette().problemFrame());
    QCOMPARE(redPixels(t.view()), 0);
  }

  void clearPutsEveryCardInTheBox() {
    const auto state =
        vb::app::test::scenario(vb::Json::parse(R"({"game":"veggies","seed":4,"players":[{},{}]})"));
    Shown t(state->toJson());
    QVERIFY(t.chooseFromMenu(t.view()->pointOf({Kind::Box}, 0),
                             QStringLiteral("Clear: every card back in the box")));
    QCOMPARE(t.lastWhat(), QStringLiteral("Every card back in the box"));
    QVERIFY(refusal(t.json()).isEmpty());
    QCOMPARE(t.json()["seed"], vb::Json(4));
  }

  void looksRightAtThreeSizes() {
    const QByteArray dir = qgetenv("VEGGIEBOX_EDITOR_SHOTS");
    for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1600, 1000)}) {
      Shown t(fromFile(QStringLiteral("worked-example.json")), size);
      t.boxTo(5, {Kind::Market, -1, 0});
      if (!dir.isEmpty())
        t.editor->grab().save(
            QStringLiteral("%1/veggies-editor-%2.png").arg(QString::fromUtf8(dir)).arg(size.width()));
      // The palette's last card and the deck lie inside the widget.
      QVERIFY(t.view()->rect().contains(t.view()->pointOf({Kind::Box}, 39)));
      QVERIFY(t.view()->rect().contains(t.view()->pointOf({Kind::Market, -1, 2})));
    }
    // Four players at setup, on the smallest size: each panel keeps its drawn cards in view.
    const auto deal =
        vb::app::test::scenario(vb::Json::parse(R"({"game":"veggies","seed":9,"players":[{},{},{},{}]})"));
    Shown t(deal->toJson(), {1024, 640});
    if (!dir.isEmpty())
      t.editor->grab().save(QString::fromUtf8(dir) + QStringLiteral("/veggies-editor-4p.png"));
    for (int seat = 0; seat < 4; ++seat)
      QVERIFY(t.view()->hitAt(t.view()->pointOf({Kind::Drawn, seat, 1})).card > 0);
  }
};
}  // namespace vb::app::test::veggies_editor_test

VEGGIEBOX_APP_TEST(veggies_editor, vb::app::test::veggies_editor_test::VeggiesEditorTest)
#include "veggies_editor_test.moc"
