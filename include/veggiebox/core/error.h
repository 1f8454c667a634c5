// Bad input is a value or an InputError, never a crash.
#pragma once

#include <stdexcept>
#include <string>

namespace vb {

// Thrown when a scenario, a save, an option or an action text cannot be read. The message names
// what is wrong and where ("players[1].stall.rows[0]: unknown symbol 'Q'").
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What apply() answers: success, or a reason a person can read. On a refusal the state is untouched.
struct Outcome {
  bool ok = true;
  std::string reason;
  // True when the action showed a card that somebody had not seen (a draw, a deal, a card played
  // from a hidden hand). Undo never crosses such an action in normal play.
  bool revealed = false;

  static Outcome refused(std::string why) { return Outcome{false, std::move(why), false}; }
  static Outcome done(bool revealed) { return Outcome{true, {}, revealed}; }
  explicit operator bool() const { return ok; }
};

}  // namespace vb
