// Who is at the screen, and so whose private view may be drawn: the one owner of hot-seat's
// promise (README.md#the-app, docs/architecture.md#who-is-at-the-screen). Qt-free and told the time by its
// caller, so that its rules are tested on their own (tests/app/turn_flow_test.cpp).
//
// The person at the screen is the one who last passed the curtain, or the only person at the table.
// The curtain stands whenever a person other than the one at the screen is to move; while it
// stands nobody's private view is drawn. It lowers only on a deliberate act that began after it
// was seen: a key pressed (not held, not repeated), or a press and release of its button, at least
// kCurtainSeenMs after it rose. A click or a key aimed at the previous screen that arrives just
// after the handover therefore cannot lower it.
//
// Every change of the position (a move, a confirm, undo, redo, a branch switch, a new chapter) is
// told to moved(), which also ends the ticket under which a computer's search was started: an
// answer that comes back under an old ticket is never played.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace vb::app {

class TurnFlow {
 public:
  // Milliseconds on a clock that never goes back (the controller's steady clock; a test's own).
  using Millis = std::int64_t;
  // How long the curtain stands before anything may lower it: long enough to be seen, so that
  // nothing typed or clicked for the previous screen reaches it.
  static constexpr Millis kCurtainSeenMs = 500;

  // `people[seat]`: whether that seat is a person. Nobody is at the screen yet.
  explicit TurnFlow(std::vector<bool> people) : people_(std::move(people)) {}

  // A new game with one person among computers: the screen is theirs from the start, there is
  // nobody to hide from. (A game opened from a file shows its curtain first, whoever plays it.)
  void takeScreenAlone();

  // The position changed and `current` is to move (-1: the game is over). Raises the curtain when
  // a person other than the one at the screen is to move; returns whether the curtain changed.
  bool moved(int current, Millis now);
  // Nobody is known to be at the screen (a game opened from a file, a branch switched under the
  // curtain): the next person to move meets the curtain.
  void forgetScreen() { screenSeat_ = -1; }

  // Teaching mode shows every hand: no curtain, and the person to move is at the screen (from the
  // next moved()).
  void setTeaching(bool on) { teaching_ = on; }
  bool teaching() const { return teaching_; }
  // For screenshots (`--as SEAT`): the board shows what `seat` sees (-1: nothing private), with no
  // curtain and nobody acting.
  bool lookAs(int seat);
  const std::optional<int>& lookingAs() const { return lookingAs_; }

  // The curtain's button was pressed at `now`; then released on it (true: the curtain went down).
  void curtainPressed(Millis now);
  bool curtainReleased(Millis now);
  // A key was pressed on the curtain (Space or Enter); `repeat`: the key is held.
  bool curtainKey(bool repeat, Millis now);
  // The curtain lowers without a gesture: a lesson's own step, a test. True when it went down.
  bool passCurtain();

  bool curtainUp() const { return curtainUp_; }
  // The person the curtain waits for (-1 when it is down).
  int curtainSeat() const { return curtainUp_ ? current_ : -1; }
  // The person at the screen (-1: unknown).
  int screenSeat() const { return screenSeat_; }
  // Whose eyes the board paints for (-1: nobody's secrets).
  int boardSeat() const;
  // The board's seat may act: a person to move, at the screen, with the curtain down.
  bool canAct() const;
  // Increases with every change of the position: a search's answer counts only under the ticket
  // it was started with.
  std::uint64_t ticket() const { return ticket_; }

 private:
  bool isPerson(int seat) const;
  int loneSeat() const;
  bool settle(Millis now);
  bool lower();

  std::vector<bool> people_;
  int current_ = -1;
  int screenSeat_ = -1;
  bool curtainUp_ = false;
  bool teaching_ = false;
  std::optional<int> lookingAs_;
  Millis raisedAt_ = 0;
  int waitsFor_ = -1;                // the person the standing curtain was raised for
  std::optional<Millis> pressedAt_;  // the curtain's button is held since then
  std::uint64_t ticket_ = 0;
};

}  // namespace vb::app
