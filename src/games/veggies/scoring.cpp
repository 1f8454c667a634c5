// Veggies scoring (docs/rules/veggies.md#scoring): groups are orthogonally connected visible
// spaces of one produce; each announced type is scored once for every player as
// largest group x number of groups (or, with scoring=all-spaces, all its spaces x groups);
// each visible mouse is -2; crates score nothing. A variant may change both numbers
// (docs/variants.md#veggies).
#include <algorithm>

#include "games/veggies/state.h"
#include "veggiebox/core/text.h"

namespace vb::veggies {

StallAnalysis analyse(const Stall& stall) {
  StallAnalysis a;
  const Rect b = stall.bounds();
  if (b.w == 0) return a;
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(b.w * b.h), 0);
  std::vector<int> stack;
  for (int y = 0; y < b.h; ++y) {
    for (int x = 0; x < b.w; ++x) {
      const Symbol s = stall.at(b.x + x, b.y + y);
      if (s == kMouse) ++a.mice;
      if (s == kCrate) ++a.crates;
      if (s < kStrawberry || s > kCarrot || seen[y * b.w + x]) continue;
      // Flood one group: orthogonal neighbours only (a diagonal does not join a group).
      int size = 0;
      stack.assign(1, y * b.w + x);
      seen[y * b.w + x] = 1;
      while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        ++size;
        const int cx = cell % b.w, cy = cell / b.w;
        const int nx[4] = {cx - 1, cx + 1, cx, cx};
        const int ny[4] = {cy, cy, cy - 1, cy + 1};
        for (int k = 0; k < 4; ++k) {
          if (nx[k] < 0 || nx[k] >= b.w || ny[k] < 0 || ny[k] >= b.h) continue;
          const int n = ny[k] * b.w + nx[k];
          if (!seen[n] && stall.at(b.x + nx[k], b.y + ny[k]) == s) {
            seen[n] = 1;
            stack.push_back(n);
          }
        }
      }
      TypeGroups& t = a.produce[s];
      ++t.groups;
      t.spaces += size;
      t.largest = std::max(t.largest, size);
    }
  }
  return a;
}

std::vector<Symbol> largestTypes(const StallAnalysis& a) {
  int best = 0;
  for (int s = kStrawberry; s <= kCarrot; ++s) best = std::max(best, a.produce[s].largest);
  std::vector<Symbol> out;
  if (best == 0) return out;
  for (int s = kStrawberry; s <= kCarrot; ++s)
    if (a.produce[s].largest == best) out.push_back(static_cast<Symbol>(s));
  return out;
}

ScoreSheet VeggiesState::scoreSheet() const {
  std::vector<StallAnalysis> analyses;
  analyses.reserve(players_.size());
  for (const auto& p : players_) analyses.push_back(analyse(p.stall));
  // The scored types: every announcement, each counted once. Until the end, a player who has not
  // announced is assumed to announce their largest group's type (the first in code order on a tie).
  std::array<bool, kProduceTypes + 1> scored{};
  for (std::size_t i = 0; i < players_.size(); ++i) {
    Symbol s = players_[i].announced;
    if (s == kEmpty && phase_ != Phase::kOver) {
      const auto types = largestTypes(analyses[i]);
      if (!types.empty()) s = types.front();
    }
    if (s != kEmpty) scored[s] = true;
  }
  ScoreSheet sheet;
  sheet.final = phase_ == Phase::kOver;
  for (std::size_t i = 0; i < players_.size(); ++i) {
    PlayerScore ps;
    ps.name = players_[i].name;
    const StallAnalysis& a = analyses[i];
    for (int s = kStrawberry; s <= kCarrot; ++s) {
      if (!scored[s]) continue;
      const TypeGroups& t = a.produce[s];
      const std::string type = symbolTitle(static_cast<Symbol>(s));
      std::string label;
      int points = 0;
      if (t.groups == 0) {
        label = tx("{1}: none", type);
      } else if (allSpaces_) {
        points = t.spaces * t.groups;
        label = txn(t.groups, "{1}: {2} spaces \u00d7 {3} group", "{1}: {2} spaces \u00d7 {3} groups", type,
                    t.spaces, t.groups);
      } else {
        points = t.largest * t.groups;
        label = txn(t.groups, "{1}: largest group {2} \u00d7 {3} group",
                    "{1}: largest group {2} \u00d7 {3} groups", type, t.largest, t.groups);
      }
      ps.lines.push_back({label, points});
      ps.total += points;
    }
    const int mouse = rules_.mousePoints;
    const std::string each = mouse < 0 ? "\u2212" + std::to_string(-mouse) : std::to_string(mouse);
    ps.lines.push_back({tx("Mice: {1} \u00d7 {2}", a.mice, each), mouse * a.mice});
    ps.total += mouse * a.mice;
    // Crates score nothing in the published rules, and then have no line (docs/variants.md#veggies).
    if (rules_.cratePoints != 0) {
      const int crate = rules_.cratePoints;
      const std::string per = crate < 0 ? "\u2212" + std::to_string(-crate) : std::to_string(crate);
      ps.lines.push_back({tx("Crates: {1} \u00d7 {2}", a.crates, per), crate * a.crates});
      ps.total += crate * a.crates;
    }
    sheet.players.push_back(ps);
  }
  sheet.decideWinners();
  return sheet;
}

// The stalls are public, and so is every line scored from them: each seat may know the whole sheet
// (docs/rules/veggies.md#hidden-information).
ScoreSheet VeggiesState::scoreSheet(int seat) const {
  (void)seat;
  return scoreSheet();
}

}  // namespace vb::veggies
