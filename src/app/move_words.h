// The moves of a game in words from everyone's view (State::describeAction), as the move log, the
// last-move line and the turn review say them, in the language spoken now. Each move is described
// once, from the state just before it, and its words are kept by branch for as long as that
// branch's line still begins with the same moves and the language is the same: a move costs one
// description, not a replay of the game (a 300-move match was replayed twice at every refresh).
#pragma once

#include <QStringList>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/play/timeline.h"

namespace vb::app {

class MoveWords {
 public:
  // The words of the first `count` moves of branch `branch` of `timeline` (no more than it has).
  QStringList of(const vb::Timeline& timeline, std::size_t branch, std::size_t count);
  // Another game on the same table (a new chapter): nothing known is its.
  void forget() { lines_.clear(); }

 private:
  // The words of one branch's first moves, and the state after them to describe the next from.
  struct Line {
    std::vector<vb::ActionId> actions;
    QStringList words;
    // Null once a stored action was refused (a save from another version): the words the timeline
    // stored stand for the rest.
    std::unique_ptr<vb::State> end;
  };
  std::vector<Line> lines_;
  std::string language_;
};

}  // namespace vb::app
