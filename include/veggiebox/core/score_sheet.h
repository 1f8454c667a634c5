// The score sheet: valid at any moment, provisional until the game is over.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace vb {

struct ScoreLine {
  std::string label;
  int points = 0;
  bool operator==(const ScoreLine&) const = default;
};

struct PlayerScore {
  std::string name;
  int total = 0;
  std::vector<ScoreLine> lines;
  bool operator==(const PlayerScore&) const = default;
};

struct ScoreSheet {
  bool final = false;
  std::vector<PlayerScore> players;
  std::vector<int> winners;  // seat indices; equal totals share the win

  // Fills `winners` from the totals (every seat with the highest total).
  void decideWinners();
  // {"final":bool,"players":[{"name":..,"total":N,"lines":[{"label":..,"points":N}]}],"winners":[..]},
  // with the keys in that order.
  nlohmann::ordered_json toJson() const;
  // The closing lines of a text picture: "\nFinal scores:\n" and "  NAME: TOTAL" a player.
  std::string finalScoresText() const;
};

}  // namespace vb
