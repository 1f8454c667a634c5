// The few games of a run worth opening on the table (the Lab window's "Open a game"): the biggest
// win of the run and each bot's biggest loss. Only these records are kept, so a run of a million
// games holds a handful of them (docs/lab-app.md).
#pragma once

#include <QString>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "veggiebox/lab/lab.h"

namespace vb::app {

struct NotableGame {
  QString title;  // "Biggest win: game 17, Greedy by 23 points"
  vb::lab::GameRecord record;
};

class NotableGames {
 public:
  explicit NotableGames(std::vector<std::string> lineup) : lineup_(std::move(lineup)) {}
  void add(const vb::lab::GameRecord& game);
  // The biggest win first, then each bot's biggest loss in the order of the line-up.
  std::vector<NotableGame> list() const;

 private:
  struct Kept {
    int margin = -1;
    int seat = 0;
    vb::lab::GameRecord record;
  };
  void keep(std::optional<Kept>& slot, int margin, int seat, const vb::lab::GameRecord& game) const;

  std::vector<std::string> lineup_;
  std::optional<Kept> biggestWin_;
  std::map<std::string, std::optional<Kept>> biggestLoss_;  // by bot name
};

}  // namespace vb::app
