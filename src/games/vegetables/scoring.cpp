// VEGEtables 2.0 scoring (docs/rules/vegetables.md#scores): points are written on the score sheet as they
// happen, each line with the hand it happened in, the totals running over the hands of the match.
#include "games/vegetables/state.h"

namespace vb::vegetables {

namespace {

std::string label(const ScoreEvent& e) {
  const std::string hand = e.hand == 0 ? std::string("Earlier") : "Hand " + std::to_string(e.hand);
  switch (e.kind) {
    case ScoreEvent::kLine:
      return hand + ": " + lineName(lineOf(e.detail)) + " line closed (" + cardName(e.detail) + ")";
    case ScoreEvent::kColour:
      return hand + ": " + std::string(colourName(e.detail)) + " completed (all four " +
             colourLetter(e.detail) + " lines)";
    case ScoreEvent::kJolly:
      return hand + ": second jolly collected (" + std::to_string(e.detail) +
             (e.detail == 1 ? " player" : " players") + " had both before)";
    case ScoreEvent::kClosing:
      return hand + ": closed the hand (" + std::to_string(e.detail) + (e.detail == 1 ? " line" : " lines") +
             " not completed)";
    case ScoreEvent::kPenalty:
      return hand + ": penalty A (refill chosen freely)";
    case ScoreEvent::kCarried:
      break;
  }
  return "Earlier: points carried in";
}

}  // namespace

ScoreSheet VegetablesState::scoreSheet() const {
  ScoreSheet sheet;
  sheet.final = phase_ == Phase::kOver;
  for (int i = 0; i < kSeats; ++i) sheet.players.push_back({names_[i], 0, {}});
  for (int i = 0; i < kSeats; ++i)
    for (const auto& e : events_[i]) {
      sheet.players[i].lines.push_back({label(e), e.points});
      sheet.players[i].total += e.points;
    }
  sheet.decideWinners();
  return sheet;
}

}  // namespace vb::vegetables
