#include "garden/garden_sight.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include "veggiebox/core/score_sheet.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

using vb::garden::cellOf;
using vb::garden::cropFromName;
using vb::garden::cropName;

QString cropTitle(int crop) {
  // The rulebook's crop names in the player's language (docs/translating.md#words), in the
  // engine's order (vb::garden::Crop); the engine's names stay the actions' words.
  static const char* const titles[] = {
      QT_TRANSLATE_NOOP("GardenPainter", "Carrot"), QT_TRANSLATE_NOOP("GardenPainter", "Cabbage"),
      QT_TRANSLATE_NOOP("GardenPainter", "Peas"),   QT_TRANSLATE_NOOP("GardenPainter", "Pepper"),
      QT_TRANSLATE_NOOP("GardenPainter", "Potato"), QT_TRANSLATE_NOOP("GardenPainter", "Tomato")};
  if (crop < 0 || crop >= vb::garden::kCrops) return QString::fromLatin1(cropName(crop).data());
  return QCoreApplication::translate("GardenPainter", titles[crop]);
}

QString cellText(int cell) { return QStringLiteral("%1,%2").arg(cell / 4).arg(cell % 4); }

QString postText(int post) {
  const auto n = vb::garden::postName(post);
  return QString::fromLatin1(n.data(), static_cast<int>(n.size()));
}

QString playersWords(const std::string& sentence) {
  QString s = QString::fromStdString(sentence);
  static const QRegularExpression typed(QStringLiteral("\\s*\\('[^()]*'\\)"));
  s.remove(typed);
  s = s.trimmed();
  if (s.isEmpty()) return s;
  s[0] = s[0].toUpper();
  if (!s.endsWith(u'.') && !s.endsWith(u'!') && !s.endsWith(u'?')) s += u'.';
  return s;
}

GardenSight GardenSight::read(const vb::State& state, int seat, bool handsOpen) {
  const Json seen = state.observation(seat);
  const Json j = handsOpen ? state.toJson() : seen;
  GardenSight t;
  // The crop values are public: the engine's, from the seat's observation even when hands are open.
  const Json values = seen.value("values", Json::object());
  for (const auto& [name, value] : values.items())
    if (const int crop = cropFromName(name); crop >= 0 && crop < 6 && value.is_number_integer())
      t.values[static_cast<std::size_t>(crop)] = value.get<int>();
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
  for (const Json& slot : j["harvest"])
    t.harvest.push_back(slot.is_string() ? cropFromName(slot.get<std::string>()) : vb::garden::kNoCard);
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
  // The points of a hand are the engine's: the whole sheet when hands are open, else what the seat
  // may know of it.
  const ScoreSheet sheet = handsOpen ? state.scoreSheet() : state.scoreSheet(seat);
  for (std::size_t i = 0; i < sheet.players.size() && i < t.players.size(); ++i)
    if (!sheet.players[i].hidden) t.players[i].points = sheet.players[i].total;
  return t;
}

}  // namespace vb::app::garden
