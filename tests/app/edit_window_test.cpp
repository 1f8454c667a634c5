// The sandbox's window (docs/sandbox.md) around a stand-in editor: every edit is checked by the
// engine, a refused position is shown with the engine's reason and cannot be played, edits undo and
// redo exactly, and a sound position plays from here or saves as a scenario the engine loads.
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <functional>
#include <memory>

#include "app_test.h"
#include "app_test_program.h"
#include "edit/edit_window.h"
#include "edit/play_from_here_dialog.h"
#include "game_controller.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/games/registry.h"

namespace vb::app::test::edit_window_test {

namespace {

// An editor that shows nothing and changes the position when the test says so, as a person's drag
// would: what the window does with an edit does not depend on any game's table.
class StandInEditor : public edit::PositionEditor {
 public:
  using PositionEditor::PositionEditor;
  void setScenario(const vb::Json& scenario) override {
    scenario_ = scenario;
    ++shown_;
  }
  vb::Json scenario() const override { return scenario_; }
  void showProblem(const QString& problem) override { problem_ = problem; }

  void change(const std::function<void(vb::Json&)>& edit, const QString& what) {
    edit(scenario_);
    emit edited(scenario_, what);
  }
  const QString& problem() const { return problem_; }
  int shown() const { return shown_; }

 private:
  vb::Json scenario_;
  QString problem_;
  int shown_ = 0;
};

StandInEditor* made = nullptr;
edit::PositionEditor* standIn(std::string_view, QWidget* parent) { return made = new StandInEditor(parent); }

// A new Veggie Garden deal with peas in play, so the mole is on the table.
vb::Json gardenDeal() {
  for (std::uint64_t seed = 1;; ++seed)
    if (vb::Json deal = EditWindow::freshDeal("garden", seed); !deal["mole"].is_null()) return deal;
}

}  // namespace

class EditWindowTest : public AppTest {
  Q_OBJECT

 private slots:
  void aSoundPositionCanBePlayed() {
    EditWindow window(gardenDeal(), standIn);
    QVERIFY(window.problem().isEmpty());
    QVERIFY(window.canPlay());
    QVERIFY(window.playButton()->isEnabled());
    QVERIFY(window.problemLabel()->text().contains(QStringLiteral("Player 1 to move")));
    QVERIFY(made->problem().isEmpty());
  }

  // The issue's example: the mole off the compost is refused by the engine, shown, and not playable;
  // moving it back makes the position sound again.
  void anImpossibleMoleIsShownAndCannotBePlayed() {
    const vb::Json deal = gardenDeal();
    QVERIFY(deal.contains("mole") && !deal["mole"].is_null());
    EditWindow window(deal, standIn);
    made->change([](vb::Json& s) { s["mole"] = vb::Json::array({0, 0}); }, QStringLiteral("Mole to 0,0"));
    QVERIFY(!window.problem().isEmpty());
    QVERIFY2(window.problem().startsWith(QStringLiteral("mole")), qPrintable(window.problem()));
    QCOMPARE(made->problem(), window.problem());
    QVERIFY(!window.canPlay());
    QVERIFY(!window.playButton()->isEnabled());
    QVERIFY(window.problemLabel()->text().contains(window.problem()));
    QVERIFY(window.gameFromHere({}, true) == nullptr);

    made->change([&](vb::Json& s) { s["mole"] = deal["mole"]; }, QStringLiteral("Mole back"));
    QVERIFY(window.problem().isEmpty());
    QVERIFY(window.playButton()->isEnabled());
  }

  void editsUndoAndRedoExactly() {
    const vb::Json deal = gardenDeal();
    EditWindow window(deal, standIn);
    QVERIFY(!window.undoStack()->canUndo());
    made->change([](vb::Json& s) { s["mole"] = vb::Json::array({3, 3}); }, QStringLiteral("Mole to 3,3"));
    made->change([](vb::Json& s) { s["players"][0]["name"] = "Ana"; }, QStringLiteral("Rename"));
    const vb::Json last = window.position();
    QCOMPARE(window.undoStack()->count(), 2);
    QCOMPARE(window.undoStack()->undoText(), QStringLiteral("Rename"));

    window.undoStack()->undo();
    window.undoStack()->undo();
    QVERIFY(window.position() == deal);
    QVERIFY(made->scenario() == deal);
    QVERIFY(window.problem().isEmpty());
    window.undoStack()->redo();
    QVERIFY(!window.problem().isEmpty());  // the mole is off the compost again
    window.undoStack()->redo();
    QVERIFY(window.position() == last);
    QVERIFY(made->scenario() == last);
  }

  void playFromHereStartsTheSeatsChosen() {
    EditWindow window(gardenDeal(), standIn);
    std::unique_ptr<GameController> opened;
    window.setGameOpener([&](std::unique_ptr<GameController> game) { opened = std::move(game); });
    whenModal([](QWidget* modal) {
      auto* dialog = qobject_cast<PlayFromHereDialog*>(modal);
      QVERIFY(dialog != nullptr);
      QComboBox* second = dialog->playerChoice(1);
      second->setCurrentIndex(second->findData(QStringLiteral("greedy")));
      dialog->accept();
    });
    QTest::mouseClick(window.playButton(), Qt::LeftButton);
    QVERIFY(opened != nullptr);
    QVERIFY(opened->sandbox());
    QVERIFY(opened->teaching());
    QCOMPARE(opened->seats().size(), std::size_t{2});
    QVERIFY(opened->seats()[0].human);
    QVERIFY(!opened->seats()[1].human);
    QCOMPARE(opened->seats()[1].bot, std::string("greedy"));
    QVERIFY(opened->state().equals(*window.game().fromJson(window.position())));
  }

  // Saved, the position is a scenario file the engine (and so the CLI) loads to the same state.
  void aSavedScenarioLoadsInTheEngineAndTheCli() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mole.json"));
    EditWindow window(gardenDeal(), standIn);
    made->change([](vb::Json& s) { s["players"][1]["name"] = "Bo"; }, QStringLiteral("Rename"));
    QVERIFY(window.saveScenarioTo(path));
    QVERIFY(window.undoStack()->isClean());
    const vb::Json read = vb::parseJsonText(vb::readTextFile(path.toStdString()), "mole.json");
    QVERIFY(read == window.position());
    QVERIFY(vb::stateFromJson(read)->equals(*window.game().fromJson(window.position())));
#ifdef VEGGIEBOX_CLI_BINARY
    QProcess cli;
    cli.start(QStringLiteral(VEGGIEBOX_CLI_BINARY), {QStringLiteral("show"), path});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY(cli.readAllStandardOutput().contains("Bo"));
#endif
  }

  void aRefusedFileChangesNothing() {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"game": "chess"})");
    file.close();
    try {
      EditWindow::readPosition(bad);
      QFAIL("a position of no game was read");
    } catch (const vb::InputError& e) {
      QCOMPARE(QString::fromStdString(e.what()),
               bad + QStringLiteral(": game: no game 'chess' (veggies, garden, vegetables)"));
    }
    EditWindow window(gardenDeal(), standIn);
    const vb::Json before = window.position();
    whenModal([](QWidget* modal) {
      auto* box = qobject_cast<QMessageBox*>(modal);
      QVERIFY(box != nullptr);
      QVERIFY(box->text().contains(QStringLiteral("game: no game 'chess'")));
      box->accept();
    });
    QVERIFY(!window.openPosition(bad));
    QVERIFY(window.position() == before);
    QVERIFY(!window.undoStack()->canUndo());
  }

  void aSaveOpensAtItsCursor() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    GameSetup setup = veggiesSetup({{"Ana"}, {"Bo"}});
    std::unique_ptr<GameController> game = GameController::newGame(setup);
    game->setAutosaving(false);
    game->begin();
    game->choose(firstLegal(*game));
    game->saveAs(path);
    const vb::Json position = EditWindow::readPosition(path);
    QVERIFY(vb::stateFromJson(position)->equals(game->state()));
  }
};
}  // namespace vb::app::test::edit_window_test

VEGGIEBOX_APP_TEST(edit_window, vb::app::test::edit_window_test::EditWindowTest)
#include "edit_window_test.moc"
