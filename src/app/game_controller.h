// One game at the table: its timeline, its seats (people and bots), their colours, who is at the
// screen, and the autosave. Views only render what it says and pass on the actions people choose;
// legality is always the engine's answer, through the timeline.
//
// Hot-seat: who is at the screen, when the curtain stands and whose private view may be drawn is
// the turn flow's to say (turn_flow.h); every change of the position or of the seat goes through it.
#pragma once

#include <QColor>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "game_setup.h"
#include "move_words.h"
#include "search_worker.h"
#include "turn_flow.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/score_sheet.h"
#include "veggiebox/play/save.h"
#include "veggiebox/play/timeline.h"

namespace vb::app {

class GameController : public QObject {
  Q_OBJECT

 public:
  // `keepStart`: the game began from a scenario, so its saves keep the starting state.
  GameController(vb::Timeline timeline, std::vector<vb::Seat> seats, QList<QColor> colours,
                 std::uint64_t seed, vb::Options options, bool keepStart, QObject* parent = nullptr);
  ~GameController() override;

  // A new game as set up; throws vb::InputError when the engine refuses the setup.
  static std::unique_ptr<GameController> newGame(const GameSetup& setup);
  // A save, or a scenario (a state with "game" and no "format": every seat a person, named from
  // the state). Throws vb::InputError naming what is wrong; nothing is half-loaded.
  static std::unique_ptr<GameController> open(const QString& path);
  // A scenario (docs/scenarios.md) to play on from, read by the engine as open() reads one;
  // `seats` says who plays each seat (empty: every seat a person, named from the scenario; else one
  // a seat). Throws vb::InputError naming the field the engine refuses.
  static std::unique_ptr<GameController> fromScenario(const vb::Json& scenario,
                                                      std::vector<vb::Seat> seats = {});

  // A game as a save has it (a lab record's, docs/lab.md#records), replayed and checked as a save
  // file is; throws vb::InputError naming what is wrong.
  static std::unique_ptr<GameController> replay(const vb::Save& save);

  // Where the game in progress is kept after every action: AppDataLocation/autosave.json.
  static QString autosavePath();
  static bool hasAutosave();
  // The autosave, with its own path forgotten so that Save asks where to write.
  static std::unique_ptr<GameController> continueAutosave();

  const vb::Game& game() const { return state().game(); }
  const vb::State& state() const { return substitute_ ? *substitute_ : timeline_.current(); }
  const vb::Timeline& timeline() const { return timeline_; }
  const std::vector<vb::Seat>& seats() const { return seats_; }
  QString seatName(int seat) const;
  QColor seatColour(int seat) const;
  std::uint64_t seed() const { return seed_; }
  // The rules' variant the game is played under (empty: the published rules), and its name for
  // titles ("big bonus"; "a variant" when it has none; empty for the published rules).
  vb::Variant variant() const;
  QString variantTitle() const;
  int humanCount() const;

  // The file Save writes to: the save this game was opened from or last saved as; empty for a new
  // game, a scenario or the autosave.
  const QString& filePath() const { return filePath_; }
  // Changed since it was opened or saved.
  bool isModified() const { return modified_; }

  // What the board shows: the seat whose eyes it paints for (-1: nobody's secrets), whether that
  // seat may act now, and whether every hand is open (teaching mode).
  int boardSeat() const;
  bool boardCanAct() const;
  bool handsOpen() const { return teaching_; }
  bool curtainUp() const { return flow_.curtainUp(); }
  // The score sheet as the seat the board is shown for may know it (scoreSheet(boardSeat())); the
  // whole sheet only in teaching mode, which shows every hand anyway.
  vb::ScoreSheet scoreSheet() const;
  // The person the curtain waits for, while it is up.
  int curtainSeat() const { return flow_.curtainSeat(); }
  bool botThinking() const;
  // A computer player's search is running on the worker thread.
  bool searching() const { return search_.busy() && !hinting_; }

  // The hint for the person to move: the hard bot's best actions from what that person may see,
  // best first; empty until hintsReady(), and again after the next change of the game.
  const std::vector<vb::HintMove>& hints() const { return hints_; }
  bool canHint() const { return boardCanAct() && !search_.busy() && !guided(); }
  bool hinting() const { return hinting_; }

  // Whether undo would take back a person's decision (README.md#the-app): it goes back past the
  // computers' decisions to the last decision of a person that may be taken back, stopping a
  // computer's search on the way; when there is none it is off.
  bool canUndo() const;
  bool canRedo() const { return timeline_.canRedo(); }

  // Confirm before a reveal (Board Game Arena's way, README.md#the-app): with it on, a person's
  // decision that would show a hidden card (a draw, a refill — what undo may never take back) is
  // held as pending until confirmPending(); cancelPending() drops it and nothing happened. Off in
  // teaching mode (undo takes anything back there) and in a guided lesson.
  void setConfirmReveals(bool on);
  bool confirmReveals() const { return confirmReveals_; }
  const std::optional<vb::ActionId>& pending() const { return pending_; }
  // The pending decision in words, as the move log will say it ("Ana places ... "); empty if none.
  QString pendingWords() const;
  bool teaching() const { return teaching_; }
  // Started from the sandbox (docs/sandbox.md): its table shows every use of a selected card.
  bool sandbox() const { return sandbox_; }
  void setSandbox(bool sandbox) { sandbox_ = sandbox; }
  // What the app wrote into the timeline ("teaching mode on" and "off" at the cursor where it was
  // switched); kept in the save's "notes" and shown in the move log.
  const std::vector<vb::SaveNote>& notes() const { return notes_; }

  // What-if branches (docs/sandbox.md#what-if-branches) are the timeline's: timeline().branches().
  // Why no branch may leave branch `branch` after `at` of its moves (to try another move in place
  // of move at + 1), in words for a person; empty when one may.
  QString whyNoBranch(std::size_t branch, std::size_t at) const;
  // The score sheet of a branch at its cursor, as scoreSheet() is for the game on the table: as
  // the board's seat may know it.
  vb::ScoreSheet branchScoreSheet(std::size_t branch) const;
  // The first `count` moves of branch `branch` in words, in the language spoken now: the engine is
  // asked again (once a move, move_words.h), since the timeline keeps each move's words in the
  // language it was played in.
  QStringList moveWords(std::size_t branch, std::size_t count) const;

  // What `seat` saw just before and just after move `index` of branch `branch`
  // (State::observation), for outlining what that move changed; nullopt when there is no such move.
  std::optional<std::pair<vb::Json, vb::Json>> moveSights(std::size_t branch, std::size_t index,
                                                          int seat) const;

  // The whole timeline as a save file's JSON.
  vb::Json saveJson() const;
  // Writes the save atomically and makes `path` the game's file; throws std::runtime_error.
  void saveAs(const QString& path);
  // Removes the autosave (the players threw this game away).
  static void discardAutosave();

  // The game starts moving: it is autosaved, the curtain goes up if it must, and bots begin to play.
  void begin();

  // A lesson's guide (docs/learn.md) runs this game: every move of the person is asked of `gate`
  // before it is applied (false keeps it off the table; an illegal one is then answered with the
  // engine's reason as refused()). Undo, redo, branches, hints, teaching mode and the autosave are
  // off, and the other seats move only when the guide plays for them (playFor). Set before begin().
  using Gate = std::function<bool(vb::ActionId)>;
  void setGate(Gate gate);
  bool guided() const { return static_cast<bool>(gate_); }
  // The guide plays `action` for the seat to move, which is not a person's; false when the engine
  // refuses it or a person is to move.
  bool playFor(vb::ActionId action);
  // Sets the table to a new position with the same seats (a lesson's next chapter,
  // docs/learn.md#lesson-files): a fresh timeline from `start`, nothing to undo.
  void restartFrom(std::unique_ptr<vb::State> start);

  // For the tests that race the window (tests/app/turn_flow_model_test.cpp): the clock the turn
  // flow reads (null: the steady clock), and a state shown in place of the game's for one look
  // (a resample of what the person at the screen cannot see; null: the game's own again).
  static void setClockForTests(std::function<std::int64_t()> clock);
  void substituteForTests(std::unique_ptr<vb::State> state);

 public slots:
  // Starts a branch leaving `branch` after `at` moves and makes it current (nothing happens when
  // whyNoBranch says no).
  void startBranch(std::size_t branch, std::size_t at);
  // Puts branch `branch` on the table at its own cursor. As after an undo, the curtain goes up if
  // another person is to move; nothing is lowered.
  void switchBranch(std::size_t branch);
  // A decision from the person at the screen; the engine's refusal comes back as refused().
  void choose(vb::ActionId action);
  // Plays the pending decision (nothing when none is pending, or it is no longer legal).
  void confirmPending();
  void cancelPending();
  // Undo goes back to the last decision a person made (bots would only replay theirs; see
  // canUndo); redo forward past the bots' stored decisions to the next person's.
  void undo();
  void redo();
  // The player named on the curtain is alone at the screen: a lesson's step, `--as`, a test. A
  // person says so at the curtain itself (curtainPressed and curtainReleased, curtainKey), where
  // the turn flow takes only a deliberate act.
  void lowerCurtain();
  void curtainPressed();
  void curtainReleased();
  void curtainKey(bool repeat);
  void setTeaching(bool teaching);
  void setBotDelay(int ms);
  // "Skip to my turn": the computer players move without their pause until a person is to move
  // (or the game ends); then the pause comes back.
  void skipToPerson();
  bool skipping() const { return skipping_; }
  // Whether Skip to my turn would change anything: a computer is to move, with a pause, in a game
  // that has a person.
  bool canSkip() const;
  void setBotsPaused(bool paused);
  // Starts the hint search for the person to move (see hints()); writes "hint used" into the log.
  void requestHint();
  void setAutosaving(bool autosaving) { autosaving_ = autosaving; }
  // For screenshots: the board shows what `seat` sees (-1: public), with no curtain.
  void lookAs(int seat);

 signals:
  void stateChanged();
  void turnChanged(int seat);
  void undoAvailable(bool available);
  void redoAvailable(bool available);
  void curtainChanged(bool up);
  // The engine refused the chosen action, with its reason and the anchor of the rule that refuses
  // it in the game's rules page (empty when no rule of the game does: not this seat's turn).
  void refused(const QString& reason, const QString& rule);
  void gameOver();
  void modifiedChanged(bool modified);
  // The timeline took a decision, an undo or a redo. Sent before the autosave of it is written, so
  // a listener hears of every decision, even one whose autosave a crash cut short.
  void timelineMoved();
  void autosaveFailed(const QString& reason);
  // The hint search finished: hints() holds its answer.
  void hintsReady();
  // A search (a bot's or a hint) started or stopped.
  void searchingChanged();
  // A decision became pending, or the pending one was confirmed, cancelled or dropped.
  void pendingChanged();

 private:
  static std::unique_ptr<GameController> fromLoaded(vb::LoadedSave loaded);
  // After every change of the timeline: autosave, settle the curtain, tell the views, wake bots.
  void changed();
  void settle();
  // Tells the turn flow the position changed, and the window when the curtain rose or fell.
  void settleCurtain();
  // Whether `action` would show a hidden card, found by playing it on a copy of the state.
  bool wouldReveal(vb::ActionId action) const;
  void dropPending();
  void scheduleBot();
  void playBot();
  void playBotAction(vb::ActionId action, int seat);
  void stopSearch();
  void addNote(const std::string& text);
  vb::ScoreSheet sheetOf(const vb::State& state) const;
  void autosave();
  void setModified(bool modified);
  bool isHuman(int seat) const;

  vb::Timeline timeline_;
  mutable MoveWords moveWords_;  // the moves in words, kept between refreshes
  std::vector<vb::Seat> seats_;
  QList<QColor> colours_;
  std::uint64_t seed_;
  vb::Options options_;
  bool keepStart_;
  std::vector<std::unique_ptr<vb::Bot>> bots_;  // per seat; null for people

  QString filePath_;
  bool modified_ = false;
  bool autosaving_ = true;
  bool teaching_ = false;
  bool confirmReveals_ = false;
  bool skipping_ = false;
  int botDelayMs_ = 0;
  std::optional<vb::ActionId> pending_;
  bool sandbox_ = false;
  std::vector<vb::SaveNote> notes_;
  bool botsPaused_ = false;
  bool announcedOver_ = false;
  int lastTurn_ = -2;
  TurnFlow flow_;
  Gate gate_;
  QTimer botTimer_;
  std::vector<vb::HintMove> hints_;
  bool hinting_ = false;
  std::unique_ptr<vb::State> substitute_;
  // Last, so it is destroyed first: its search must stop before the bots and the state it reads.
  SearchWorker search_;
};

}  // namespace vb::app
