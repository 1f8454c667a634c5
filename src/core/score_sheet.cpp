#include "veggiebox/core/score_sheet.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "veggiebox/core/text.h"

namespace vb {

std::string ScoreSheet::finalScoresText() const {
  std::string out = "\n" + tx("Final scores:") + "\n";
  for (const auto& p : players)
    out.append("  ").append(p.name).append(": ").append(std::to_string(p.total)).append("\n");
  return out;
}

void ScoreSheet::decideWinners() {
  winners.clear();
  if (players.empty()) return;
  // Nobody can be named the leader while somebody's points are unknown.
  if (std::any_of(players.begin(), players.end(), [](const PlayerScore& p) { return p.hidden; })) return;
  int best = players.front().total;
  for (const auto& p : players) best = std::max(best, p.total);
  for (std::size_t i = 0; i < players.size(); ++i)
    if (players[i].total == best) winners.push_back(static_cast<int>(i));
}

void ScoreSheet::hidePoints(int seat, int handSize) {
  PlayerScore& p = players.at(static_cast<std::size_t>(seat));
  p.hidden = true;
  p.total = 0;
  p.lines.clear();
  p.handSize = handSize;
  decideWinners();
}

nlohmann::ordered_json ScoreSheet::toJson() const {
  using Json = nlohmann::ordered_json;
  Json out = {{"final", final}, {"players", Json::array()}, {"winners", winners}};
  for (const auto& p : players) {
    Json lines = Json::array();
    for (const auto& l : p.lines) lines.push_back({{"label", l.label}, {"points", l.points}});
    Json player = {{"name", p.name}, {"total", p.total}, {"lines", lines}};
    if (p.hidden) {
      player["hidden"] = true;
      player["hand_size"] = p.handSize;
    }
    out["players"].push_back(player);
  }
  return out;
}

}  // namespace vb
