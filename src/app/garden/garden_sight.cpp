#include "garden/garden_sight.h"

#include "veggiebox/games/garden.h"

namespace vb::app::garden {

using vb::garden::cellOf;
using vb::garden::cropFromName;
using vb::garden::cropName;
using vb::garden::scoredCell;

QString cropTitle(int crop) {
  QString name = QString::fromLatin1(cropName(crop).data(), static_cast<int>(cropName(crop).size()));
  if (!name.isEmpty()) name[0] = name[0].toUpper();
  return name;
}

QString cellText(int cell) { return QStringLiteral("%1,%2").arg(cell / 4).arg(cell % 4); }

QString postText(int post) {
  const auto n = vb::garden::postName(post);
  return QString::fromLatin1(n.data(), static_cast<int>(n.size()));
}

GardenSight GardenSight::read(const vb::State& state, int seat, bool handsOpen) {
  const Json j = handsOpen ? state.toJson() : state.observation(seat);
  GardenSight t;
  t.phase = QString::fromStdString(j.value("phase", std::string("take")));
  t.current = j["current"].is_number_integer() ? j["current"].get<int>() : -1;
  for (const Json& c : j["crops"]) t.crops.push_back(cropFromName(c.get<std::string>()));
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) t.garden[cellOf(r, c)] = cropFromName(j["garden"][r][c].get<std::string>());
  const Json& f = j["fence"];
  for (int i = 0; i < 4; ++i) {
    t.fence[i] = f["top"][i].get<int>();
    t.fence[4 + i] = f["bottom"][i].get<int>();
  }
  for (int i = 0; i < 2; ++i) {
    t.fence[8 + i] = f["left"][i].get<int>();
    t.fence[10 + i] = f["right"][i].get<int>();
  }
  if (j["mole"].is_array()) t.mole = cellOf(j["mole"][0].get<int>(), j["mole"][1].get<int>());
  for (int i = 0; i < 4; ++i)
    t.harvest[i] =
        j["harvest"][i].is_string() ? cropFromName(j["harvest"][i].get<std::string>()) : vb::garden::kNoCard;
  if (j["power"].is_object()) {
    t.powerCrop = cropFromName(j["power"]["crop"].get<std::string>());
    t.powerSlot = j["power"]["slot"].get<int>();
    t.peasSwapStep = j["power"].value("step", std::string()) == "swap";
  }
  t.deckSize = j.contains("deck_size") ? j["deck_size"].get<int>() : static_cast<int>(j["deck"].size());
  t.discardSize = static_cast<int>(j["discard"].size());
  for (const Json& pj : j["players"]) {
    Player p;
    p.name = QString::fromStdString(pj["name"].get<std::string>());
    if (pj["hand"].is_array()) {
      std::array<int, 6> counts{};
      for (const Json& c : pj["hand"]) ++counts[static_cast<std::size_t>(cropFromName(c.get<std::string>()))];
      p.hand = counts;
      p.handSize = static_cast<int>(pj["hand"].size());
    }
    if (pj.contains("hand_size")) p.handSize = pj["hand_size"].get<int>();
    t.players.push_back(p);
  }
  return t;
}

std::array<int, 6> GardenSight::values() const {
  std::array<int, 6> v{};
  for (int p = 0; p < 12; ++p) {
    const int crop = garden[static_cast<std::size_t>(scoredCell(p))];
    if (crop >= 0 && crop < 6) v[static_cast<std::size_t>(crop)] += fence[static_cast<std::size_t>(p)];
  }
  return v;
}

}  // namespace vb::app::garden
