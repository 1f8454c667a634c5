// The player's preferences, kept with QSettings.
#pragma once

#include <QString>

namespace vb::app {

struct Preferences {
  static constexpr int kMaxBotDelayMs = 2000;

  // How long a computer player waits before each decision, so people can follow its moves.
  int botDelayMs = 600;
  // Ask before a move that shows a hidden card (README.md#the-app): such a move cannot be undone,
  // so the table holds it until Confirm. Experienced players switch it off.
  bool confirmReveals = true;
  // Teaching mode: undo anything and show every hand (for learners and playtesters).
  bool teaching = false;
  // The app's language ("en", "it", "es"), or empty for the system's (docs/translating.md).
  QString language;

  static Preferences load();
  void save() const;
};

}  // namespace vb::app
