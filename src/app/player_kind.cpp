#include "player_kind.h"

#include <algorithm>

#include "veggiebox/bots/bot.h"

namespace vb::app {

namespace {

bool isSimple(const std::string& bot) { return bot == "random" || bot == "greedy"; }

}  // namespace

std::vector<std::string> PlayerKind::offered() {
  std::vector<std::string> bots = vb::botNames();
  // The levels are what most people want; the simple players are for trying things out.
  std::stable_partition(bots.begin(), bots.end(), [](const std::string& bot) { return !isSimple(bot); });
  bots.insert(bots.begin(), std::string());
  return bots;
}

QString PlayerKind::choice(const std::string& bot) {
  if (bot == "random") return tr("Computer — Random moves");
  if (bot == "greedy") return tr("Computer — Greedy (takes the best move now)");
  return name(bot);
}

QString PlayerKind::name(const std::string& bot) {
  if (bot.empty()) return tr("Person");
  return tr("Computer — %1").arg(QString::fromStdString(vb::botLabel(bot)));
}

}  // namespace vb::app
