#include "notable_games.h"

#include <QCoreApplication>
#include <algorithm>

#include "veggiebox/bots/bot.h"

namespace vb::app {

namespace {

QString botWords(const std::string& bot) { return QString::fromStdString(vb::botLabel(bot)); }

}  // namespace

void NotableGames::keep(std::optional<Kept>& slot, int margin, int seat,
                        const vb::lab::GameRecord& game) const {
  // A tie keeps the lower game number, so the choice does not depend on the order games finish in.
  if (slot && (slot->margin > margin || (slot->margin == margin && slot->record.index < game.index))) return;
  slot = Kept{margin, seat, game};
}

void NotableGames::add(const vb::lab::GameRecord& game) {
  if (game.scores.empty()) return;
  const int best = *std::max_element(game.scores.begin(), game.scores.end());
  int runnerUp = best;
  bool second = false;
  for (std::size_t seat = 0; seat < game.scores.size(); ++seat) {
    const bool winner =
        std::find(game.winners.begin(), game.winners.end(), static_cast<int>(seat)) != game.winners.end();
    if (!winner && (!second || game.scores[seat] > runnerUp)) {
      runnerUp = game.scores[seat];
      second = true;
    }
    if (!winner && seat < game.lineupOf.size()) {
      const std::string& bot = lineup_[static_cast<std::size_t>(game.lineupOf[seat])];
      keep(biggestLoss_[bot], best - game.scores[seat], static_cast<int>(seat), game);
    }
  }
  if (second && !game.winners.empty()) keep(biggestWin_, best - runnerUp, game.winners.front(), game);
}

std::vector<NotableGame> NotableGames::list() const {
  std::vector<NotableGame> games;
  auto botAt = [this](const Kept& kept) {
    return lineup_[static_cast<std::size_t>(kept.record.lineupOf[static_cast<std::size_t>(kept.seat)])];
  };
  if (biggestWin_)
    games.push_back({QCoreApplication::translate("lab", "Biggest win: game %1, %2 (seat %3) by %4 points")
                         .arg(biggestWin_->record.index + 1)
                         .arg(botWords(botAt(*biggestWin_)))
                         .arg(biggestWin_->seat + 1)
                         .arg(biggestWin_->margin),
                     biggestWin_->record});
  std::vector<std::string> seen;
  for (const std::string& bot : lineup_) {
    if (std::find(seen.begin(), seen.end(), bot) != seen.end()) continue;
    seen.push_back(bot);
    const auto it = biggestLoss_.find(bot);
    if (it == biggestLoss_.end() || !it->second) continue;
    const Kept& kept = *it->second;
    games.push_back({QCoreApplication::translate("lab", "%1's biggest loss: game %2, seat %3, by %4 points")
                         .arg(botWords(bot))
                         .arg(kept.record.index + 1)
                         .arg(kept.seat + 1)
                         .arg(kept.margin),
                     kept.record});
  }
  return games;
}

}  // namespace vb::app
