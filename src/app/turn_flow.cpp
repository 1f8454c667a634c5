#include "turn_flow.h"

namespace vb::app {

bool TurnFlow::isPerson(int seat) const {
  return seat >= 0 && seat < static_cast<int>(people_.size()) && people_[static_cast<std::size_t>(seat)];
}

int TurnFlow::loneSeat() const {
  int lone = -1;
  for (std::size_t seat = 0; seat < people_.size(); ++seat) {
    if (!people_[seat]) continue;
    if (lone >= 0) return -1;  // two people: nobody is at the screen until one says so
    lone = static_cast<int>(seat);
  }
  return lone;
}

void TurnFlow::takeScreenAlone() {
  screenSeat_ = loneSeat();
  settle(raisedAt_);  // it can only lower the curtain: the time it rose does not matter
}

bool TurnFlow::moved(int current, Millis now) {
  current_ = current;
  ++ticket_;
  return settle(now);
}

bool TurnFlow::settle(Millis now) {
  if (teaching_ && isPerson(current_)) screenSeat_ = current_;  // every hand is open anyway
  const bool up = !lookingAs_ && !teaching_ && isPerson(current_) && current_ != screenSeat_;
  // A curtain for another person (an undo under it, a branch switch) is a new curtain.
  const bool fresh = up && (!curtainUp_ || waitsFor_ != current_);
  if (fresh) {
    raisedAt_ = now;
    waitsFor_ = current_;
    pressedAt_.reset();  // a press that began before it rose is not on it
  }
  if (up == curtainUp_) return fresh;
  curtainUp_ = up;
  return true;
}

bool TurnFlow::lookAs(int seat) {
  lookingAs_ = seat;
  const bool was = curtainUp_;
  curtainUp_ = false;
  return was;
}

void TurnFlow::curtainPressed(Millis now) {
  if (curtainUp_ && now - raisedAt_ >= kCurtainSeenMs) pressedAt_ = now;
}

bool TurnFlow::curtainReleased(Millis now) {
  const bool pressedOnIt = pressedAt_.has_value() && *pressedAt_ <= now;
  pressedAt_.reset();
  return pressedOnIt && lower();
}

bool TurnFlow::curtainKey(bool repeat, Millis now) {
  if (repeat || !curtainUp_ || now - raisedAt_ < kCurtainSeenMs) return false;
  return lower();
}

bool TurnFlow::passCurtain() { return lower(); }

bool TurnFlow::lower() {
  if (!curtainUp_) return false;
  screenSeat_ = current_;
  curtainUp_ = false;
  pressedAt_.reset();
  return true;
}

int TurnFlow::boardSeat() const {
  if (lookingAs_) return *lookingAs_;
  if (curtainUp_) return -1;
  if (isPerson(current_)) return current_;
  // A computer plays, or the game is over. A lone person keeps their view; between two people's
  // turns nothing private is shown, whoever steps up next.
  return loneSeat() >= 0 ? screenSeat_ : -1;
}

bool TurnFlow::canAct() const {
  return !lookingAs_ && !curtainUp_ && isPerson(current_) && boardSeat() == current_;
}

}  // namespace vb::app
