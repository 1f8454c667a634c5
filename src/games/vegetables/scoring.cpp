// VEGEtables 2.0 scoring (docs/rules/vegetables.md#scores): points are written on the score sheet as they
// happen, each line with the hand it happened in, the totals running over the hands of the match.
#include "games/vegetables/state.h"
#include "veggiebox/core/text.h"

namespace vb::vegetables {

// What a score line records, without its hand: "R3 line closed (R19)", in the reader's language
// (docs/architecture.md#languages).
std::string eventText(const ScoreEvent& e) {
  switch (e.kind) {
    case ScoreEvent::kLine:
      return tx("{1} line closed ({2})", lineName(lineOf(e.detail)), cardName(e.detail));
    case ScoreEvent::kColour:
      // TRANSLATORS: {1} is a colour ("red"), {2} its letter ("R").
      return tx("{1} completed (all four {2} lines)", tx(colourName(e.detail)), colourLetter(e.detail));
    case ScoreEvent::kJolly:
      return txn(e.detail, "second jolly collected ({1} player had both before)",
                 "second jolly collected ({1} players had both before)", int{e.detail});
    case ScoreEvent::kClosing:
      return txn(e.detail, "closed the hand ({1} line not completed)",
                 "closed the hand ({1} lines not completed)", int{e.detail});
    case ScoreEvent::kPenalty:
      return tx("penalty A (refill chosen freely)");
    case ScoreEvent::kCarried:
      break;
  }
  return tx("points carried in");
}

ScoreSheet VegetablesState::scoreSheet() const {
  ScoreSheet sheet;
  sheet.final = phase_ == Phase::kOver;
  for (int i = 0; i < kSeats; ++i) sheet.players.push_back({names_[i], 0, {}});
  for (int i = 0; i < kSeats; ++i)
    for (const auto& e : events_[i]) {
      sheet.players[i].lines.push_back({e.hand == 0 || e.kind == ScoreEvent::kCarried
                                            ? tx("Earlier: {1}", eventText(e))
                                            : tx("Hand {1}: {2}", int{e.hand}, eventText(e)),
                                        e.points});
      sheet.players[i].total += e.points;
    }
  sheet.decideWinners();
  return sheet;
}

// The sum of the seat's events, as scoreSheet() adds them.
int VegetablesState::total(int seat) const {
  int sum = 0;
  for (const auto& e : events_.at(static_cast<std::size_t>(seat))) sum += e.points;
  return sum;
}

// Every score line comes from an event played in the open (a line closed, a colour completed, a
// jolly collected, the closing, penalty A), never from a hidden card, so every seat knows the whole
// sheet at every moment (docs/rules/vegetables.md#hidden-information).
ScoreSheet VegetablesState::scoreSheet(int seat) const {
  (void)seat;
  return scoreSheet();
}

}  // namespace vb::vegetables
