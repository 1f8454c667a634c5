// The home screen: the box's three games, each with its picture, players, one line, New game and
// Rules; Continue (the autosaved game) and Open… at the top. A game opens in its own GameWindow,
// and the home screen comes back when that window closes.
#pragma once

#include <QList>
#include <QMainWindow>
#include <QPointer>
#include <memory>

#include "game_window.h"
#include "shelf.h"
#include "veggiebox/play/lesson.h"
#include "widget_kit.h"

class QLabel;
class QPushButton;

namespace vb::app {

class EditWindow;
class GameController;
class GameTile;
class LabWindow;

class HomeWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit HomeWindow(QWidget* parent = nullptr);

  QList<GameTile*> tiles() const { return tiles_; }
  // The game window opened from here, while it is open.
  GameWindow* gameWindow() const { return game_; }
  // The tables game windows get (tests give a stand-in).
  void setBoardFactory(BoardFactory boards) { boards_ = std::move(boards); }

  // The size and place the window had when it was last closed, or a comfortable default.
  void restoreSavedGeometry();
  // Whether closing the window remembers its geometry (off for screenshots and tests).
  void setRemembersGeometry(bool remember) { remembersGeometry_ = remember; }

  static QSize defaultSize() { return {860, 640}; }

  // Puts `game` on the table: in a new game window, or in the open one (which asks about its own).
  void openGame(std::unique_ptr<GameController> game);

 public slots:
  // The new game dialog on `gameId`; an empty id: on the game last started, else the box's first.
  void newGame(const QString& gameId);
  void continueGame();
  void open();
  // Opens a save or scenario in a game window; a refused file is reported and false returned.
  bool openFile(const QString& path);
  void showRules(const QString& gameId);
  // Help › Learn to Play, or a tile's Learn to play: the game's lesson (docs/learn.md) in the game
  // window, or a message when it cannot be opened.
  void learnGame(const QString& gameId);
  void learn(const vb::Lesson& lesson);
  // Game › Playtesting lab; its "Open a game" opens here. The window, to fill or run (--lab).
  LabWindow* showLab();
  // Game › Edit position: asks which game, then the sandbox on a new deal of it.
  void chooseEditPosition();
  // Game › Preferences (the language, the computer players' pace, teaching mode).
  void showPreferences();
  // The sandbox (docs/sandbox.md) on a new deal of `gameId`, or on the position a file holds (a
  // scenario, or a save at its cursor); its Play from here opens here. nullptr, after a message
  // naming the file and the field, when refused.
  EditWindow* editPosition(const QString& gameId);
  EditWindow* editFile(const QString& path);
  // The sandbox on `position`, a scenario of a game with an editor.
  EditWindow* openEditor(const vb::Json& position);
  // Shows or hides Continue as the autosave is there or not.
  void refreshContinue();

 protected:
  void closeEvent(QCloseEvent* event) override;
  // A new language: the window's texts, its menus and its tiles again.
  void changeEvent(QEvent* event) override;

 private:
  void buildMenus();
  QWidget* buildHeader();
  void startGame(std::unique_ptr<GameController> controller);
  void reportError(const QString& title, const QString& message);
  void rememberGeometry();

  QList<ShelfGame> shelf_;
  QList<GameTile*> tiles_;
  QPushButton* continue_ = nullptr;
  QLabel* continueWhat_ = nullptr;
  QAction* continueAction_ = nullptr;
  QPointer<GameWindow> game_;
  QPointer<LabWindow> lab_;
  BoardFactory boards_ = makeBoard;
  bool remembersGeometry_ = true;
  Wording words_;
};

}  // namespace vb::app
