// The window of one game: the table in the middle with the message area over it (message_area.h:
// the one place for a refusal, a move waiting for Confirm, the look back, the instruction to the
// person deciding and the status), the players and the move log at the side, and the hot-seat
// curtain over all of it between two people's turns. The status bar keeps the app's own notices
// (Saved to…, the autosave failed).
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <memory>
#include <string_view>

#include "board_view.h"
#include "game_setup.h"
#include "preferences.h"
#include "veggiebox/play/lesson.h"
#include "widget_kit.h"

class QAction;
class QLabel;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QVBoxLayout;

namespace vb::app {

class BranchCompareDialog;
class Curtain;
class EditWindow;
class GameController;
class Guide;
class GuidePanel;
class LabWindow;
class MessageArea;
class MoveLog;
class ConfirmBar;
class TurnReview;
class RefusalLine;
class RulesWindow;
class ScoreSheetDialog;
class SeatPanel;
class Spotlight;
class TableMissingNotice;

// Makes the table for a game id (makeBoard in the app; a stand-in in tests).
using BoardFactory = std::function<BoardView*(std::string_view gameId, QWidget* parent)>;

class GameWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit GameWindow(std::unique_ptr<GameController> controller, BoardFactory boards = makeBoard,
                      QWidget* parent = nullptr);
  ~GameWindow() override;

  GameController* controller() const { return controller_.get(); }
  // The table, or nullptr when this game has none yet (a notice stands in its place).
  BoardView* board() const { return board_; }
  Curtain* curtain() const { return curtain_; }
  MoveLog* moveLog() const { return moveLog_; }
  MessageArea* messageArea() const { return messages_; }
  RefusalLine* refusalLine() const;
  ConfirmBar* confirmBar() const;
  TurnReview* turnReview() const;
  SeatPanel* seatPanel() const { return seatPanel_; }

  static QSize defaultSize() { return {1180, 780}; }
  void restoreSavedGeometry();
  // Whether closing remembers the geometry (off for screenshots and tests).
  void setRemembersGeometry(bool remember) { remembersGeometry_ = remember; }

  // Puts `game` on the table in place of this one (after Save, Discard or Cancel); false on Cancel.
  bool openGame(std::unique_ptr<GameController> game);

  // Opens a save or a scenario in place of this game. A file the engine refuses is reported and
  // the game here stays as it was; false then, or when the players keep their game.
  bool openFile(const QString& path);
  // Writes the game to `path`; false (and a message) when it cannot be written.
  bool saveTo(const QString& path);

  // A lesson (docs/learn.md) in place of this game: its scenario on the table and its guide in
  // the side panel. False when the players keep their game or the engine refuses the scenario.
  bool learn(const vb::Lesson& lesson);
  // The window takes `guide`, the guide of the game on the table (from the home screen, which
  // opens a lesson's game in a new window).
  void attachGuide(Guide* guide);
  // The lesson running here, its panel and its pointer on the table; nullptr without a lesson.
  Guide* guide() const { return guide_; }
  GuidePanel* guidePanel() const { return guidePanel_; }
  Spotlight* spotlight() const { return spotlight_; }

 public slots:
  // Game › New game (Ctrl+N): the new game dialog on this game, any game pickable.
  void newGame();
  // The final scores' Play again: the same game, seats, rules and options on a new deal.
  void playAgain();
  void open();
  bool save();
  bool saveAs();
  ScoreSheetDialog* showScoreSheet();
  // Game › Compare branches: each what-if branch's score sheet side by side.
  BranchCompareDialog* showBranchComparison();
  RulesWindow* showRules();
  void showPreferences();
  // Help › Learn to Play › GAME: the game's lesson, or a message when it cannot be opened.
  void learnGame(const QString& gameId);
  // "Play a real game" at the end of a lesson: a new game of it with the same people.
  void playRealGame();
  // Game › Playtesting lab: the Lab window, whose "Open a game" opens here.
  void showLab();
  // Game › Edit position (Ctrl+E): the sandbox on the position here (after a yes while the game
  // keeps secrets); its Play from here opens here. The window, or nullptr when not opened.
  EditWindow* editPosition();
  void setTeaching(bool teaching);
  // Hint (H): the hard bot's best three actions for the person to move, marked on the table.
  void askHint();

 signals:
  // The window closed: back to the home screen.
  void closed();

 protected:
  void closeEvent(QCloseEvent* event) override;
  // A new language: every text of the window, its menus, side panel, table and move log again.
  void changeEvent(QEvent* event) override;

 private:
  void buildMenus();
  // Starts `setup` here, after asking about the unfinished game; a refused setup is reported.
  void startNewGame(const GameSetup& setup);
  // The texts that name the game on the table: the title, the variant, Help › Rules of GAME.
  void showGameTexts();
  // The message area's words for the person deciding now; render() takes them away with the turn.
  void tellThePersonToMove(const QString& text);
  void showPending();
  QWidget* buildSidePanel();
  void setController(std::unique_ptr<GameController> controller);
  void showTitle(const QString& file);
  void makeTable();
  void render();
  // The guide's panel and its pointer on the table, as the lesson stands.
  void showGuide();
  void showRefusal(const QString& reason, const QString& rule);
  // Opens the rules window at the heading whose anchor is `rule`.
  void showRule(const QString& rule);
  void showHintAnswer();
  // Teaching mode shows every hand: in a game of more than one person, only after a yes.
  bool confirmTeaching();
  // Before the game here is replaced or closed: Save, Discard or Cancel. False on Cancel.
  bool maybeKeep();
  void reportError(const QString& title, const QString& message);
  QString rulesResource() const;

  std::unique_ptr<GameController> controller_;
  BoardFactory boards_;
  Preferences preferences_;
  Wording words_;
  bool remembersGeometry_ = true;
  std::string tableGame_;  // the game id the table was made for

  QStackedWidget* stack_ = nullptr;
  QSplitter* play_ = nullptr;
  QVBoxLayout* tableArea_ = nullptr;
  BoardView* board_ = nullptr;
  TableMissingNotice* missing_ = nullptr;
  Curtain* curtain_ = nullptr;
  SeatPanel* seatPanel_ = nullptr;
  MoveLog* moveLog_ = nullptr;
  QLabel* turn_ = nullptr;
  QLabel* variant_ = nullptr;  // the variant's name, shown only for a game under one
  QPushButton* undoButton_ = nullptr;
  QPushButton* redoButton_ = nullptr;
  QPushButton* hintButton_ = nullptr;
  QAction* hint_ = nullptr;
  QAction* undo_ = nullptr;
  QAction* redo_ = nullptr;
  QAction* teaching_ = nullptr;
  QAction* everyUse_ = nullptr;          // Edit › Show every use of a card: on for games from the sandbox
  QLabel* teachingBanner_ = nullptr;     // above the table while teaching mode shows every hand
  MessageArea* messages_ = nullptr;      // above the table, under the banner: one message at a time
  QPushButton* reviewButton_ = nullptr;  // side panel: opens the look back
  QPushButton* skipButton_ = nullptr;    // side panel: Skip to my turn
  QAction* reviewAction_ = nullptr;      // Game › Moves Since Your Turn (Alt+←)
  QAction* skipAction_ = nullptr;        // Game › Skip to My Turn
  QAction* rules_ = nullptr;
  QPointer<ScoreSheetDialog> scoreSheet_;
  QPushButton* compareButton_ = nullptr;
  QAction* compare_ = nullptr;
  QPointer<BranchCompareDialog> compareBranches_;
  QPointer<RulesWindow> rulesWindow_;
  QPointer<LabWindow> lab_;
  Guide* guide_ = nullptr;
  GuidePanel* guidePanel_ = nullptr;
  Spotlight* spotlight_ = nullptr;  // a child of board_
};

}  // namespace vb::app
