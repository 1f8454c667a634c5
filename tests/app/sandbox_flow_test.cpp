// The sandbox end to end, as a playtester uses it (docs/sandbox.md): a Veggie Garden position built
// by drag and drop in the Edit Position window, the engine's refusal of a mole off the compost shown
// under the table with Play from here disabled, the mole put right, and the peas power played by
// clicking on the table of the game that Play from here opens.
#include <QApplication>
#include <QComboBox>
#include <QDropEvent>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>
#include <functional>
#include <memory>

#include "app_test.h"
#include "app_test_program.h"
#include "edit/edit_window.h"
#include "edit/play_from_here_dialog.h"
#include "game_controller.h"
#include "game_window.h"
#include "garden/garden_board.h"
#include "garden/garden_editor.h"
#include "veggiebox/games/garden.h"

namespace vb::app::test::sandbox_flow_test {

namespace {

using garden::Spot;
using K = garden::Spot::Kind;

// A real drop event at the middle of `to`, as the end of a drag from `from` makes.
bool drag(garden::GardenEditor* editor, const Spot& from, const Spot& to) {
  QSignalSpy edits(editor, &edit::PositionEditor::edited);
  std::unique_ptr<QMimeData> mime(garden::GardenEditor::mimeFor(from));
  const QPointF at = editor->pointOf(to);
  QDragEnterEvent enter(at.toPoint(), Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(editor, &enter);
  QDropEvent drop(at, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(editor, &drop);
  return edits.count() == 1;
}

// Picks the first entry starting with `text` of the context menu of `spot`.
bool menu(garden::GardenEditor* editor, const Spot& spot, const QString& text) {
  std::unique_ptr<QMenu> m(editor->menuAt(editor->pointOf(spot)));
  if (!m) return false;
  for (QAction* action : m->actions())
    if (action->text().startsWith(text)) {
      action->trigger();
      return true;
    }
  return false;
}

Spot box(int crop) { return Spot{K::Box, -1, -1, crop}; }
Spot cell(int row, int column) { return Spot{K::Cell, vb::garden::cellOf(row, column)}; }

// Clicks `target` on the table and lets the window settle.
void click(garden::GardenBoard* board, garden::Target target) {
  QTest::mouseClick(board, Qt::LeftButton, {}, board->pointFor(target));
  QCoreApplication::processEvents();
}

}  // namespace

class SandboxFlowTest : public AppTest {
  Q_OBJECT

 private slots:
  void buildARefusedMoleFixItAndPlayThePeasPower() {
    const vb::Json empty = vb::Json::parse(
        R"({"game":"garden","seed":3,"crops":["carrot","cabbage","peas","pepper","tomato"],
            "players":[{"name":"Ana","hand":[]},{"name":"Bo","hand":[]}]})");
    EditWindow sandbox(empty);
    sandbox.resize(1280, 800);
    sandbox.show();
    auto* editor = qobject_cast<garden::GardenEditor*>(sandbox.editor());
    QVERIFY(editor != nullptr);

    // The harvest, peas first, and a hand card each, dragged from the box.
    const int harvest[] = {vb::garden::kPeas, vb::garden::kCarrot, vb::garden::kTomato, vb::garden::kPepper};
    for (int slot = 0; slot < 4; ++slot) QVERIFY(drag(editor, box(harvest[slot]), Spot{K::Harvest, slot}));
    QVERIFY(drag(editor, box(vb::garden::kCabbage), Spot{K::Hand, -1, 0}));
    QVERIFY(drag(editor, box(vb::garden::kTomato), Spot{K::Hand, -1, 1}));
    QVERIFY(menu(editor, cell(0, 0), QStringLiteral("Fill the empty cells")));

    // The mole onto a corner: taken, refused by the engine, shown, and not playable.
    QVERIFY(drag(editor, Spot{K::Mole}, cell(0, 0)));
    QVERIFY2(sandbox.problem().startsWith(QStringLiteral("mole: ")), qPrintable(sandbox.problem()));
    QVERIFY(sandbox.problemLabel()->text().contains(sandbox.problem()));
    QVERIFY(!sandbox.playButton()->isEnabled());
    QCOMPARE(editor->problemSpots().size(), std::size_t{1});
    QCOMPARE(editor->problemSpots()[0].kind, K::Mole);

    // Undo takes the drop back; redo brings the refusal again; then the mole onto compost 1,2.
    sandbox.undoStack()->undo();
    sandbox.undoStack()->redo();
    QVERIFY(!sandbox.problem().isEmpty());
    QVERIFY(drag(editor, Spot{K::Mole}, cell(1, 2)));
    QVERIFY2(sandbox.problem().isEmpty(), qPrintable(sandbox.problem()));
    QVERIFY(editor->problemSpots().empty());
    QVERIFY(sandbox.playButton()->isEnabled());

    // Play from here: two people, teaching mode, into a game window.
    std::unique_ptr<GameWindow> window;
    sandbox.setGameOpener([&](std::unique_ptr<GameController> game) {
      game->setAutosaving(false);
      window = std::make_unique<GameWindow>(std::move(game));
      window->setRemembersGeometry(false);
      window->resize(1280, 800);
      window->show();
    });
    whenModal([](QWidget* modal) { qobject_cast<QDialog*>(modal)->accept(); });
    QTest::mouseClick(sandbox.playButton(), Qt::LeftButton);
    QVERIFY(window != nullptr);
    GameController* game = window->controller();
    QVERIFY(game->sandbox());
    QVERIFY(game->teaching());
    QVERIFY(!game->curtainUp());
    auto* board = qobject_cast<garden::GardenBoard*>(window->board());
    QVERIFY(board != nullptr);
    QVERIFY(board->everyUse());

    // The peas: a first click shows every use, a second takes the card; then the mole, then a swap.
    click(board, garden::Target{garden::Target::Kind::Harvest, 0});
    click(board, garden::Target{garden::Target::Kind::Harvest, 0});
    QCOMPARE(game->timeline().cursor(), std::size_t{1});  // take 0
    click(board, garden::Target{garden::Target::Kind::Cell, vb::garden::cellOf(1, 1)});
    QCOMPARE(game->timeline().cursor(), std::size_t{2});  // mole 1,1
    const vb::Json before = game->state().toJson();
    click(board, garden::Target{garden::Target::Kind::Cell, vb::garden::cellOf(0, 0)});
    click(board, garden::Target{garden::Target::Kind::Cell, vb::garden::cellOf(2, 2)});
    QCOMPARE(game->timeline().cursor(), std::size_t{3});  // swap 0,0 2,2
    QCOMPARE(game->timeline().entries()[0].text, std::string("take 0"));
    QCOMPARE(game->timeline().entries()[1].text, std::string("mole 1,1"));
    QCOMPARE(game->timeline().entries()[2].text, std::string("swap 0,0 2,2"));
    const vb::Json after = game->state().toJson();
    QCOMPARE(after["garden"][0][0], before["garden"][2][2]);
    QCOMPARE(after["garden"][2][2], before["garden"][0][0]);
    QCOMPARE(after["mole"], vb::Json::parse("[1,1]"));
  }
};
}  // namespace vb::app::test::sandbox_flow_test

VEGGIEBOX_APP_TEST(sandbox_flow, vb::app::test::sandbox_flow_test::SandboxFlowTest)
#include "sandbox_flow_test.moc"
