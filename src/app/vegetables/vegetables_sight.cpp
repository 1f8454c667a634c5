#include "vegetables/vegetables_sight.h"

#include <QObject>
#include <cstdlib>

#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

QString cardLabel(int card) { return QString::fromStdString(vv::cardName(card)); }
QString lineLabel(int line) { return QString::fromStdString(vv::lineName(line)); }

namespace {

int cardOf(const Json& j) { return j.is_string() ? vv::cardFromName(j.get<std::string>()) : -1; }

std::vector<int> cardsOf(const Json& j) {
  std::vector<int> out;
  if (!j.is_array()) return out;
  for (const Json& c : j)
    if (const int id = cardOf(c); id >= 0) out.push_back(id);
  return out;
}

QString eventText(const Json& e) {
  const std::string kind = e.value("event", std::string());
  if (kind == "line") {
    const int card = cardOf(e["card"]);
    return QObject::tr("%1 line closed (%2)").arg(lineLabel(vv::lineOf(card)), cardLabel(card));
  }
  if (kind == "colour") {
    const std::string c = e.value("colour", std::string("?"));
    const int colour = vv::cardFromName(c + "1") >= 0 ? vv::colourOf(vv::cardFromName(c + "1")) : 0;
    return QObject::tr("%1 completed (all four %2 lines)")
        .arg(QString::fromUtf8(vv::colourName(colour).data()), QString::fromStdString(c));
  }
  if (kind == "jolly")
    return QObject::tr("second jolly collected (%1 players had both before)").arg(e.value("before", 0));
  if (kind == "closing")
    return QObject::tr("closed the hand (%1 lines not completed)").arg(e.value("open", 0));
  if (kind == "penalty") return QObject::tr("penalty A (refill chosen freely)");
  if (kind == "carried") return QObject::tr("points carried in");
  return QString::fromStdString(kind);
}

}  // namespace

Sight Sight::read(const vb::State& state, int seat, bool handsOpen) {
  const bool whole = handsOpen;
  const Json j = whole ? state.toJson() : state.observation(seat);
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
    const int id = cardOf(card);
    if (terrain >= 0 && id >= 0) s.top[static_cast<std::size_t>(vv::lineOf(terrain))] = id;
  }
  for (int c : cardsOf(j["burnt"])) s.burnt.insert(c);
  for (std::size_t i = 0; i < 4 && i < j["silos"].size(); ++i) s.silos[i] = cardsOf(j["silos"][i]);
  for (std::size_t i = 0; i < 2 && i < j["wells"].size(); ++i) s.wells[i] = cardsOf(j["wells"][i]);
  s.discards = cardsOf(j["discards"]);
  s.discardedJollies = j.value("discarded_jollies", 0);
  for (const Json& pj : j["players"]) {
    SeenSeat p;
    p.name = QString::fromStdString(pj.value("name", std::string()));
    p.handKnown = pj["hand"].is_array();
    if (p.handKnown) p.hand = cardsOf(pj["hand"]);
    p.handSize = pj.contains("hand_size") ? pj["hand_size"].get<int>() : static_cast<int>(p.hand.size());
    p.terrains = cardsOf(pj["terrains"]);
    p.uncollected = pj["jollies"].value("uncollected", 0);
    p.held = pj["jollies"].value("held", 0);
    p.revealed = pj.value("revealed", false);
    for (const Json& e : pj["score"]) {
      SeenLine line{e.value("hand", 0), eventText(e), e.value("points", 0)};
      p.total += line.points;
      p.score.push_back(line);
    }
    s.players.push_back(p);
  }
  return s;
}

}  // namespace vb::app::vegetables
