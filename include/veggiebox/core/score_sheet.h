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
  // The seat the sheet is shown to may not know these points (another seat's hidden hand, while the
  // game runs): total is 0, lines is empty, and handSize is what that seat may know instead.
  bool hidden = false;
  int handSize = 0;  // with hidden: the number of cards in the player's hand
  bool operator==(const PlayerScore&) const = default;
};

struct ScoreSheet {
  bool final = false;
  std::vector<PlayerScore> players;
  std::vector<int> winners;  // seat indices; equal totals share the win
  bool operator==(const ScoreSheet&) const = default;

  // Fills `winners` from the totals (every seat with the highest total); none while a total is hidden.
  void decideWinners();
  // Hides one player's points from the seat the sheet is shown to (PlayerScore::hidden), keeping the
  // hand size that seat may know, and decides the winners again.
  void hidePoints(int seat, int handSize);
  // {"final":bool,"players":[{"name":..,"total":N,"lines":[{"label":..,"points":N}]}],"winners":[..]},
  // with the keys in that order; a hidden player also has "hidden":true and "hand_size":N.
  nlohmann::ordered_json toJson() const;
  // The closing lines of a text picture: "\nFinal scores:\n" and "  NAME: TOTAL" a player.
  std::string finalScoresText() const;
};

}  // namespace vb
