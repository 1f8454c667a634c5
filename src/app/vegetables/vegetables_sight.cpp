#include "vegetables/vegetables_sight.h"

#include <QCoreApplication>
#include <cstdlib>

#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

QString cardLabel(int card) { return QString::fromStdString(vv::cardName(card)); }
QString lineLabel(int line) { return QString::fromStdString(vv::lineName(line)); }
QString jolliesText(int n) {
  return n == 1 ? QCoreApplication::translate("vb::app::vegetables::VegetablesBoard", "1 jolly")
                : QCoreApplication::translate("vb::app::vegetables::VegetablesBoard", "%1 jollies").arg(n);
}

int cardIn(const Json& j) { return j.is_string() ? vv::cardFromName(j.get<std::string>()) : -1; }

std::vector<int> cardsIn(const Json& j) {
  std::vector<int> out;
  if (!j.is_array()) return out;
  for (const Json& c : j)
    if (const int id = cardIn(c); id >= 0) out.push_back(id);
  return out;
}

Sight Sight::read(const vb::State& state, int seat, bool handsOpen) {
  // Hands open: the whole snapshot for the cards; the score lines and the backs always come from the
  // seat's observation, which carries the engine's words and totals.
  const Json seen = state.observation(seat);
  const Json j = handsOpen ? state.toJson() : seen;
  Sight s;
  s.handNumber = j.value("hand_number", 1);
  if (j.contains("options") && j["options"].contains("hands"))
    s.hands = std::atoi(j["options"]["hands"].get<std::string>().c_str());
  s.phase = QString::fromStdString(j.value("phase", std::string()));
  s.current = j["current"].is_number() ? j["current"].get<int>() : -1;
  s.turn = j["turn"].is_number() ? j["turn"].get<int>() : -1;
  s.played = j.value("played", false);
  if (j["chain"].is_string()) {
    const int terrain = vv::cardFromName(j["chain"].get<std::string>());
    if (terrain >= 0) s.chainLine = vv::lineOf(terrain);
  }
  if (j["penalty"].is_object()) {
    s.penaltyOption = QString::fromStdString(j["penalty"].value("option", std::string()));
    s.penaltyCards = j["penalty"].value("cards", 0);
  }
  for (const Json& r : j["rows"]) {
    const int id = vv::cardFromName(r.get<std::string>() + "1");
    if (id >= 0) s.rows.push_back(vv::colourOf(id));
  }
  s.top.fill(-1);
  for (const auto& [line, card] : j["board"].items()) {
    const int terrain = vv::cardFromName(line);
    const int id = cardIn(card);
    if (terrain >= 0 && id >= 0) s.top[static_cast<std::size_t>(vv::lineOf(terrain))] = id;
  }
  for (int c : cardsIn(j["burnt"])) s.burnt.insert(c);
  for (std::size_t i = 0; i < 4 && i < j["silos"].size(); ++i) s.silos[i] = cardsIn(j["silos"][i]);
  for (std::size_t i = 0; i < 2 && i < j["wells"].size(); ++i) s.wells[i] = cardsIn(j["wells"][i]);
  s.discards = cardsIn(j["discards"]);
  s.discardedJollies = j.value("discarded_jollies", 0);
  for (std::size_t i = 0; i < j["players"].size(); ++i) {
    const Json& pj = j["players"][i];
    const Json& sj = i < seen["players"].size() ? seen["players"][i] : pj;
    SeenSeat p;
    p.name = QString::fromStdString(pj.value("name", std::string()));
    p.handKnown = pj["hand"].is_array();
    if (p.handKnown) p.hand = cardsIn(pj["hand"]);
    p.handSize = pj.contains("hand_size") ? pj["hand_size"].get<int>() : static_cast<int>(p.hand.size());
    p.terrains = cardsIn(pj["terrains"]);
    p.uncollected = pj["jollies"].value("uncollected", 0);
    p.held = pj["jollies"].value("held", 0);
    p.revealed = pj.value("revealed", false);
    if (!p.handKnown && sj["backs"].is_object()) {
      p.whiteBacks = sj["backs"].value("white", 0);
      p.greenBacks = sj["backs"].value("green", 0);
    }
    for (const Json& e : sj["score"])
      p.score.push_back(
          {e.value("hand", 0), QString::fromStdString(e.value("text", std::string())), e.value("points", 0)});
    p.total = sj.value("total", 0);
    s.players.push_back(p);
  }
  return s;
}

}  // namespace vb::app::vegetables
