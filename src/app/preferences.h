// The player's preferences, kept with QSettings.
#pragma once

namespace vb::app {

struct Preferences {
  static constexpr int kMaxBotDelayMs = 2000;

  // How long a computer player waits before each decision, so people can follow its moves.
  int botDelayMs = 600;
  // Teaching mode: undo anything and show every hand (for learners and playtesters).
  bool teaching = false;

  static Preferences load();
  void save() const;
};

}  // namespace vb::app
