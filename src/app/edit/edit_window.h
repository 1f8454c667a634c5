// The sandbox (docs/sandbox.md): a game's table made editable. The window holds one position as a
// scenario (docs/scenarios.md); the game's PositionEditor changes it as the person drags and picks,
// and after every change the engine reads it as the CLI would (Game::fromJson). A position the
// engine refuses is shown in red with the engine's reason and cannot be played until it is fixed;
// a sound one can be played from (people or computers at each seat) or saved as a scenario. Every
// edit is one step of Undo and Redo.
#pragma once

#include <QMainWindow>
#include <QString>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "edit/position_editor.h"
#include "veggiebox/core/game.h"
#include "veggiebox/play/save.h"

class QAction;
class QLabel;
class QMenu;
class QPushButton;
class QUndoStack;

namespace vb::app {

class GameController;

using EditorFactory = std::function<edit::PositionEditor*(std::string_view gameId, QWidget* parent)>;

class EditWindow : public QMainWindow {
  Q_OBJECT

 public:
  // Edits `scenario`, a JSON object whose "game" names a game with an editor (else vb::InputError
  // naming "game"). `editors` makes the editor (tests give a stand-in).
  explicit EditWindow(const vb::Json& scenario, EditorFactory editors = edit::makePositionEditor,
                      QWidget* parent = nullptr);
  ~EditWindow() override;

  // The position a file holds, to edit: a scenario as written (sound or not: the editor shows why
  // not), or a save's position at its cursor. Throws vb::InputError naming the file and the field
  // when it is no JSON object of a game that has an editor, or a save that does not replay.
  static vb::Json readPosition(const QString& path);
  // A new deal of `gameId` (two players, or the fewest it takes) as a full snapshot: where a sandbox without
  // a file starts.
  static vb::Json freshDeal(const std::string& gameId, std::uint64_t seed);
  // The position of a game in progress (every card, hidden or not), to edit.
  static vb::Json positionOf(const vb::State& state);

  static QSize defaultSize() { return {1180, 780}; }

  edit::PositionEditor* editor() const { return editor_; }
  QUndoStack* undoStack() const { return undo_; }
  const vb::Game& game() const { return *game_; }
  // The position now, as a scenario.
  const vb::Json& position() const { return position_; }
  // The engine's refusal of the position ("mole: ..."), empty while it is sound.
  const QString& problem() const { return problem_; }
  // Sound and not over: Play from here is offered.
  bool canPlay() const;
  QPushButton* playButton() const { return play_; }
  QLabel* problemLabel() const { return status_; }

  // The game from this position, with `seats` at the table (one per seat; empty: every seat a
  // person, named as in the position); nullptr while the position cannot be played.
  std::unique_ptr<GameController> gameFromHere(std::vector<vb::Seat> seats, bool teaching) const;
  // Where Play from here puts its game (the game window or the home window's opener).
  void setGameOpener(std::function<void(std::unique_ptr<GameController>)> opener) {
    opener_ = std::move(opener);
  }

  // Writes the position to `path` as a scenario file, atomically; false (and a message box) when it
  // cannot be written.
  bool saveScenarioTo(const QString& path);
  // Replaces the position with a file's (one step of Undo); false (and a message box naming the
  // file and the field) when the file is refused, and nothing changes.
  bool openPosition(const QString& path);
  // Replaces the position (one step of Undo), e.g. a new deal; `what` names the step.
  void replacePosition(const vb::Json& scenario, const QString& what);

  // Opens the sandbox on `scenario` in its own window beside `parent`; Play from here calls `opener`.
  static EditWindow* showNew(const vb::Json& scenario, QWidget* parent,
                             std::function<void(std::unique_ptr<GameController>)> opener);

 public slots:
  // Asks who plays each seat, then hands the game to the opener and closes the sandbox.
  void playFromHere();
  // Asks where, then saves the position as a scenario (an unsound one only after a yes).
  bool saveScenario();
  void openScenario();
  // A new deal of this game (one step of Undo).
  void newDeal();

 protected:
  // A position changed since it was opened or saved: Save, Discard or Cancel.
  void closeEvent(QCloseEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  friend class PositionCommand;
  void buildMenus();
  void retranslate();
  void showUndoTips();
  void edited(const vb::Json& scenario, const QString& what);
  // Shows `scenario` without a new undo step (undo, redo) and checks it.
  void showPosition(const vb::Json& scenario);
  void check();
  void reportError(const QString& title, const QString& message);

  EditorFactory editors_;
  const vb::Game* game_ = nullptr;
  edit::PositionEditor* editor_ = nullptr;
  QUndoStack* undo_ = nullptr;
  vb::Json position_;
  QString problem_;
  std::unique_ptr<vb::State> sound_;  // the engine's reading of the position, while it is sound
  QLabel* status_ = nullptr;
  QPushButton* play_ = nullptr;
  QPushButton* save_ = nullptr;
  QPushButton* undoButton_ = nullptr;
  QPushButton* redoButton_ = nullptr;
  QMenu* positionMenu_ = nullptr;
  QMenu* editMenu_ = nullptr;
  QAction* newDealAction_ = nullptr;
  QAction* openAction_ = nullptr;
  QAction* saveAction_ = nullptr;
  QAction* playAction_ = nullptr;
  QAction* closeAction_ = nullptr;
  QAction* undoAction_ = nullptr;
  QAction* redoAction_ = nullptr;
  bool closingForPlay_ = false;
  std::function<void(std::unique_ptr<GameController>)> opener_;
  QString folder_;  // where the last scenario was opened or saved
};

}  // namespace vb::app
