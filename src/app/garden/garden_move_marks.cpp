// What the last move changed on the Veggie Garden table (BoardView::changedRects, README.md#the-app):
// the garden cells, harvest slots, fence posts and own hand cards whose content differs between
// the seat's sight before and after, and the mole's new cell.
#include <map>
#include <string>

#include "garden/garden_board.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

namespace {

// "/fence/left/1" -> post 9: the layout numbers posts top 0-3, bottom 4-7, left 8-9, right 10-11.
int postIndex(const std::string& side, int i) {
  if (side == "top") return i;
  if (side == "bottom") return 4 + i;
  if (side == "left") return 8 + i;
  return 10 + i;
}

std::map<std::string, int> cropCounts(const vb::Json& hand) {
  std::map<std::string, int> counts;
  if (hand.is_array())
    for (const vb::Json& crop : hand)
      if (crop.is_string()) ++counts[crop.get<std::string>()];
  return counts;
}

}  // namespace

std::vector<QRect> GardenBoard::changedRects(const vb::Json& before, const vb::Json& after) const {
  const GardenLayout g = layout();
  std::vector<QRect> rects;
  const auto add = [&](Target t) {
    const QRect r = g.rectFor(t).toAlignedRect();
    if (r.isValid()) rects.push_back(r);
  };
  bool handChanged = false;
  for (const std::string& path : changedPaths(before, after)) {
    std::vector<std::string> parts;
    for (std::string rest = path; !rest.empty();) {
      const std::size_t next = rest.find('/', 1);
      parts.push_back(rest.substr(1, next == std::string::npos ? std::string::npos : next - 1));
      rest = next == std::string::npos ? std::string() : rest.substr(next);
    }
    const auto number = [&](std::size_t k) { return k < parts.size() ? std::atoi(parts[k].c_str()) : -1; };
    if (parts.empty()) continue;
    if (parts[0] == "garden" && parts.size() >= 3) {
      add({Target::Kind::Cell, number(1) * 4 + number(2)});
    } else if (parts[0] == "garden" && parts.size() == 2) {
      for (int c = 0; c < 4; ++c) add({Target::Kind::Cell, number(1) * 4 + c});  // a whole row shifted
    } else if (parts[0] == "harvest" && parts.size() >= 2) {
      add({Target::Kind::Harvest, number(1)});
    } else if (parts[0] == "fence" && parts.size() >= 3) {
      add({Target::Kind::Post, postIndex(parts[1], number(2))});
    } else if (parts[0] == "mole") {
      const vb::Json& mole = after.value("mole", vb::Json());
      if (mole.is_array() && mole.size() == 2)
        add({Target::Kind::Cell, mole[0].get<int>() * 4 + mole[1].get<int>()});
    } else if (parts[0] == "players" && parts.size() >= 3 && parts[2] == "hand" && number(1) == seat()) {
      handChanged = true;
    }
  }
  // The seat's own hand is shown a card a crop: outline the crops whose count changed.
  if (handChanged && seat() >= 0) {
    const auto hand = [&](const vb::Json& sight) {
      const vb::Json& players = sight.value("players", vb::Json::array());
      return seat() < static_cast<int>(players.size()) ? cropCounts(players[seat()].value("hand", vb::Json()))
                                                       : std::map<std::string, int>{};
    };
    const std::map<std::string, int> was = hand(before), now = hand(after);
    for (const auto& [crop, count] : now) {
      const auto it = was.find(crop);
      if (it == was.end() || it->second != count) add({Target::Kind::Hand, vb::garden::cropFromName(crop)});
    }
  }
  return rects;
}

}  // namespace vb::app::garden
