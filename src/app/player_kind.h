// Who plays a seat, in a player's words: "Person", "Computer — Normal". The engine names its bots
// with ids ("ismcts:medium", "greedy"); people choose and read levels (docs/bots.md).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>
#include <vector>

namespace vb::app {

class PlayerKind {
  Q_DECLARE_TR_FUNCTIONS(vb::app::PlayerKind)

 public:
  // What a seat may be, as the dialogs offer it: a person (the empty id) first, then the levels
  // from Easy to Hard, then the simple Random and Greedy players.
  static std::vector<std::string> offered();
  // The choice as a dialog lists it: "Computer — Hard", "Computer — Greedy (takes the best move now)".
  static QString choice(const std::string& bot);
  // The seat as the side panel names it: "Person", "Computer — Greedy".
  static QString name(const std::string& bot);
};

}  // namespace vb::app
