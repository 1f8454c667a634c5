// VEGEtables 2.0 scoring (docs/rules/vegetables.md#scores): points are written on the score sheet as they
// happen, each line with the hand it happened in, the totals running over the hands of the match.
#include "games/vegetables/state.h"

namespace vb::vegetables {

// What a score line records, without its hand: "R3 line closed (R19)".
std::string eventText(const ScoreEvent& e) {
  switch (e.kind) {
    case ScoreEvent::kLine:
      return lineName(lineOf(e.detail)) + " line closed (" + cardName(e.detail) + ")";
    case ScoreEvent::kColour:
      return std::string(colourName(e.detail)) + " completed (all four " + colourLetter(e.detail) + " lines)";
    case ScoreEvent::kJolly:
      return "second jolly collected (" + std::to_string(e.detail) +
             (e.detail == 1 ? " player" : " players") + " had both before)";
    case ScoreEvent::kClosing:
      return "closed the hand (" + std::to_string(e.detail) + (e.detail == 1 ? " line" : " lines") +
             " not completed)";
    case ScoreEvent::kPenalty:
      return "penalty A (refill chosen freely)";
    case ScoreEvent::kCarried:
      break;
  }
  return "points carried in";
}

ScoreSheet VegetablesState::scoreSheet() const {
  ScoreSheet sheet;
  sheet.final = phase_ == Phase::kOver;
  for (int i = 0; i < kSeats; ++i) sheet.players.push_back({names_[i], 0, {}});
  for (int i = 0; i < kSeats; ++i)
    for (const auto& e : events_[i]) {
      sheet.players[i].lines.push_back(
          {(e.hand == 0 || e.kind == ScoreEvent::kCarried ? std::string("Earlier: ")
                                                          : "Hand " + std::to_string(e.hand) + ": ") +
               eventText(e),
           e.points});
      sheet.players[i].total += e.points;
    }
  sheet.decideWinners();
  return sheet;
}

// Every score line comes from an event played in the open (a line closed, a colour completed, a
// jolly collected, the closing, penalty A), never from a hidden card, so every seat knows the whole
// sheet at every moment (docs/rules/vegetables.md#hidden-information).
ScoreSheet VegetablesState::scoreSheet(int seat) const {
  (void)seat;
  return scoreSheet();
}

}  // namespace vb::vegetables
