// A game's table. It paints what one seat may see and turns clicks and keys into actions taken
// from the legal list; it never decides legality. The GameController applies what it chooses and
// answers a refusal with showRefusal().
//
// What every table does the same way lives here: the copy of the state and the seat it is shown
// for, the index of the legal actions, Tab/Shift+Tab/Enter over the targets the table offers, the
// engine's reason for a refusal, and the hint sent when a new decision opens. A table supplies
// what it shows (show()), what it says (prompt()) and what it offers (the offered* hooks).
#pragma once

#include <QImage>
#include <QRect>
#include <QString>
#include <QWidget>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "table_marks.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/game.h"

// The legal actions of the seat that can act, each with the engine's JSON form (actionJson), looked
// up by that form: a table says what a click means as an action object and finds the legal one
// that matches, never by writing the engine's text (docs/architecture.md, "One boundary for clicks").
class LegalIndex {
 public:
  struct Entry {
    vb::ActionId id = 0;
    vb::Json json;
  };

  LegalIndex() = default;
  explicit LegalIndex(const vb::State& state);

  const std::vector<Entry>& entries() const { return entries_; }
  bool empty() const { return entries_.empty(); }
  bool contains(const vb::Json& action) const { return find(action).has_value(); }
  std::optional<vb::ActionId> find(const vb::Json& action) const;
  // Whether some legal action has this "type".
  bool anyOfType(std::string_view type) const;

 private:
  std::vector<Entry> entries_;
};

// The last spot a table sent an action from, and the spot the engine then refused: the table
// marks the refused one until the next state.
template <typename Spot>
class Attempt {
 public:
  void tried(const Spot& spot) { tried_ = spot; }
  void refuse() { refused_ = tried_; }
  void refuse(const Spot& spot) { refused_ = spot; }
  void clearRefused() { refused_.reset(); }
  void clear() {
    tried_.reset();
    refused_.reset();
  }
  const std::optional<Spot>& refused() const { return refused_; }
  bool isRefused(const Spot& spot) const { return refused_ && *refused_ == spot; }

 private:
  std::optional<Spot> tried_;
  std::optional<Spot> refused_;
};

class QPainter;
class QVariantAnimation;

class BoardView : public QWidget {
  Q_OBJECT

 public:
  using QWidget::QWidget;

  // Shows `state` as `seat` sees it. `seat` is the seat at the screen (-1: nobody's secrets, e.g.
  // under the curtain or while a bot plays); `canAct` is true when that seat decides now, so the
  // board offers the legal actions; `handsOpen` (teaching mode) shows every hand.
  // The board must draw only what state.observation(seat) holds unless handsOpen. `before` is the
  // state just before the move that led to `state` (nullptr: none to show): what that move changed
  // is outlined as the last move.
  virtual void showState(const vb::State& state, int seat, bool canAct, bool handsOpen,
                         const vb::State* before = nullptr);
  // Whether Undo can take back the last decision now (GameController::canUndo), set before
  // showState: a prompt offers Undo only then.
  void setUndoAvailable(bool on) { undoAvailable_ = on; }
  bool undoAvailable() const { return undoAvailable_; }

  // The engine's reason for the last refusal, until the next state.
  QString refusal() const { return refusal_; }

  // Marks the hint's actions on the table, best first, with how often the hard bot expects each
  // to win, until the next state.
  void showHints(const std::vector<vb::HintMove>& hints);
  const std::vector<vb::HintMove>& hints() const { return hints_; }
  // Marks the decision waiting for Confirm (GameController::pending) where the table shows it,
  // until it is confirmed or cancelled; nullopt clears it.
  void showPending(std::optional<vb::ActionId> action);
  const std::optional<vb::ActionId>& pending() const { return pending_; }
  // The last move stays visible (README.md#the-app): what the move named by showState's `before`
  // changed in the seat's sight — the cards moved, placed, shifted or drawn — glows for a moment
  // when that move is new and stays outlined while it is the last. Found by comparing what the seat
  // sees just before and just after that move (State::observation), never the picture shown before,
  // so an outline tells no more than the table shows and names the move the log and review name.
  bool showsLastMove() const { return lastMove_.has_value(); }
  // The seat's sight just before and just after the move outlined (its rects come from these).
  const std::optional<std::pair<vb::Json, vb::Json>>& lastMoveSights() const { return lastMove_; }
  std::vector<QRect> lastMoveRects() const;
  // The move log's line under the mouse: the pieces that move changed, outlined on the table now
  // (`before` and `after`: the seat's sight before and after it); nullopt clears. A table may show
  // more for it (the Garden table its coordinates).
  virtual void showMoveMarks(std::optional<std::pair<vb::Json, vb::Json>> sights);
  std::vector<QRect> moveMarkRects() const;
  // The words the table paints beside its pieces now (titles, counts such as "deck 43, discard 0",
  // names, scores), where they lie in the board's coordinates: the marks keep clear of them
  // (table_marks.h). Only what the table shows the seat.
  virtual std::vector<Caption> captions() const { return {}; }
  // Outlines the groups that score (Veggies' G key); a table without such groups ignores it.
  virtual void setGroupsOutlined(bool outlined) { Q_UNUSED(outlined); }
  // Where the marks layer draws now: each outline (the last move's, the move log's, the move waiting
  // for Confirm, each hint's) kept from crossing a caption, and each hint's badge, clear of the
  // captions and of each other (README.md#the-app).
  struct Marks {
    enum class Kind { LastMove, LogMove, Pending, Hint };
    struct Outline {
      Kind kind = Kind::Hint;
      QRectF rect;
      qreal pen = 2;
      int rank = 0;  // a hint's, from 1
    };
    struct Badge {
      QRect rect;
      QString label;  // "1 · 78%"
      int rank = 0;
      int pixels = 12;  // its type size
    };
    std::vector<Caption> captions;  // what they keep clear of: captions() when they were placed
    std::vector<Outline> outlines;
    std::vector<Badge> badges;
  };
  Marks marks() const;
  // Paints the marks; a transparent layer over the whole table (its child views too) calls it.
  void paintHints(QPainter& painter) const;

  // The sandbox's "every use" view (docs/sandbox.md#every-use): once the person selects a card that
  // has a power or a placement (a Garden harvest card, a Veggies hand or market card, a VEGEtables
  // card or jolly), the table outlines every legal use of it at once (every target of the power,
  // every placement, every chain), and hovering a target the engine refuses shows its reason
  // (State::refusal). Off in ordinary play; on for games started from the sandbox.
  void setEveryUse(bool on);
  bool everyUse() const { return everyUse_; }

  // Where the person clicks next to make `action`, in the board's coordinates: the card to pick up
  // first, then the place for it. The lesson's arrow points there (docs/learn.md); empty when the
  // table has no spot for it.
  std::optional<QRect> nextSpot(vb::ActionId action) const { return nextSpotOf(action); }

 public slots:
  // The engine refused the last chosen action: the board keeps the reason and marks the spot.
  virtual void showRefusal(const QString& reason);

 signals:
  // A decision from the seat at the screen. It may be illegal (a click on a spot the engine
  // refuses): the controller asks the engine and shows its reason.
  void actionChosen(vb::ActionId action);
  // Words for the person at the table: the prompt when a decision opens, what a click or the
  // pointer over a place answers ("Not here: ...", "Right-click, R or the wheel turns the card").
  // The window's message area shows them (message_area.h); a table paints no instruction itself.
  void hint(const QString& text);
  // What the person holds changed (a card picked up or turned), and with it what nextSpot says.
  void selectionChanged();

 protected:
  // The table reads what the seat may see (with `handsOpen`, every hand) and lays itself out;
  // state(), seat(), canAct() and legal() are already the new ones.
  virtual void readSight(const vb::State& state, bool handsOpen) {
    Q_UNUSED(state);
    Q_UNUSED(handsOpen);
  }
  // What the seat deciding is asked to do now; sent as a hint whenever a decision opens.
  virtual QString prompt() const { return {}; }
  // The engine refused: the table marks the spot it last sent from (refusal() holds the reason).
  virtual void markRefused() {}
  // The every-use view was switched on or off; the table repaints what it outlines.
  virtual void everyUseChanged() { update(); }
  // Where the table shows the click that makes `action` (for hints); empty when it has no spot.
  virtual std::optional<QRect> spotOf(vb::ActionId action) const {
    Q_UNUSED(action);
    return std::nullopt;
  }
  // Where the table now shows what differs between two sights of the seat (State::observation
  // before and after a move): the rects to outline. None by default; each table names its pieces.
  virtual std::vector<QRect> changedRects(const vb::Json& before, const vb::Json& after) const {
    Q_UNUSED(before);
    Q_UNUSED(after);
    return {};
  }
  // The JSON pointers ("/garden/2/3", "/players/1/hand_size") at which `after` differs from
  // `before`, for changedRects.
  static std::vector<std::string> changedPaths(const vb::Json& before, const vb::Json& after);
  // See nextSpot(); a table whose actions take more than one click says which comes next.
  virtual std::optional<QRect> nextSpotOf(vb::ActionId action) const { return spotOf(action); }

  // What Tab and Shift+Tab walk: how many targets the table offers now (0: Tab leaves the table),
  // which one has the keyboard (-1: none), the focus moving to one, and Enter taking one.
  virtual int offeredCount() const { return 0; }
  virtual int focusedOffered() const { return keyIndex_; }
  virtual void focusOffered(int index);
  virtual void takeOffered(int index) { Q_UNUSED(index); }
  // Enter, Return or Space: takes the focused target; false when there is none to take.
  virtual bool takeFocused();
  // Moves the keyboard `step` targets on, round the end; false when nothing is offered.
  bool walkOffered(int step);
  int keyIndex() const { return keyIndex_; }
  void setKeyIndex(int index) { keyIndex_ = index; }

  const vb::State& state() const { return *state_; }
  bool hasState() const { return state_ != nullptr; }
  int seat() const { return seat_; }
  bool canAct() const { return canAct_; }
  const LegalIndex& legal() const { return legal_; }
  // The id of `action` (an object in the engine's JSON form): the legal one, else the engine's
  // reading of it, so an illegal choice still reaches the engine, which says why. Empty, with
  // `why`, when it is no action at all.
  std::optional<vb::ActionId> actionFor(const vb::Json& action, QString* why) const;
  // Sends `action`; one that is no action at all becomes a hint.
  void sendAction(const vb::Json& action);
  void setRefusal(const QString& reason) { refusal_ = reason; }

  bool event(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  std::unique_ptr<vb::State> state_;
  int seat_ = -1;
  bool canAct_ = false;
  LegalIndex legal_;
  int keyIndex_ = -1;
  QString refusal_;
  std::vector<vb::HintMove> hints_;
  std::optional<vb::ActionId> pending_;
  std::optional<std::pair<vb::Json, vb::Json>> lastMove_;  // the sight before and after it
  bool undoAvailable_ = false;
  std::optional<std::pair<vb::Json, vb::Json>> moveMarks_;  // the log line under the mouse
  qreal glow_ = 0;                                          // 1 just after a move, fading to 0
  QVariantAnimation* glowing_ = nullptr;
  QWidget* hintLayer_ = nullptr;
  void showMarks();
  bool everyUse_ = false;
};

// The table for a game, or nullptr when that game has none yet (tables.cpp).
BoardView* makeBoard(std::string_view gameId, QWidget* parent);

// How renderTable() shows a table.
struct TableShot {
  bool canAct = false;         // the seat decides now: its choices are offered and outlined
  bool outlineGroups = false;  // the groups that score outlined (Veggies' G key)
};

// Any game's table as `seat` sees it, `size` pixels large, for screenshots, documentation and
// tests; a null image for a game with no table.
QImage renderTable(const vb::State& state, int seat, QSize size, const TableShot& shot = {});
