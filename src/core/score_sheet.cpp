#include "veggiebox/core/score_sheet.h"

#include <algorithm>

#include <nlohmann/json.hpp>

namespace vb {

std::string ScoreSheet::finalScoresText() const {
  std::string out = "\nFinal scores:\n";
  for (const auto& p : players)
    out.append("  ").append(p.name).append(": ").append(std::to_string(p.total)).append("\n");
  return out;
}

void ScoreSheet::decideWinners() {
  winners.clear();
  if (players.empty()) return;
  int best = players.front().total;
  for (const auto& p : players) best = std::max(best, p.total);
  for (std::size_t i = 0; i < players.size(); ++i)
    if (players[i].total == best) winners.push_back(static_cast<int>(i));
}

nlohmann::ordered_json ScoreSheet::toJson() const {
  using Json = nlohmann::ordered_json;
  Json out = {{"final", final}, {"players", Json::array()}, {"winners", winners}};
  for (const auto& p : players) {
    Json lines = Json::array();
    for (const auto& l : p.lines) lines.push_back({{"label", l.label}, {"points", l.points}});
    out["players"].push_back({{"name", p.name}, {"total", p.total}, {"lines", lines}});
  }
  return out;
}

}  // namespace vb
