#include "vegetables/vegetables_edit_model.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdlib>
#include <string>

#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

namespace {

struct EditText {
  Q_DECLARE_TR_FUNCTIONS(vb::app::vegetables::VegetablesEditor)
};

// The line a board key names ("R3"), or -1.
int lineIn(const std::string& key) {
  const int card = vv::cardFromName(key);
  return card >= 0 && vv::isTerrain(card) ? vv::lineOf(card) : -1;
}

bool isBurnt(const Json& sc, int card) {
  if (!sc.contains("burnt") || !sc["burnt"].is_array()) return false;
  return std::any_of(sc["burnt"].begin(), sc["burnt"].end(),
                     [card](const Json& c) { return cardIn(c) == card; });
}

void eraseCard(Json& list, int card) {
  if (!list.is_array()) return;
  for (auto it = list.begin(); it != list.end(); ++it)
    if (cardIn(*it) == card) {
      list.erase(it);
      return;
    }
}

// The list at `key` of `owner`, made an empty array when the scenario left it to the deal.
Json& listAt(Json& owner, const char* key) {
  if (!owner.contains(key) || !owner[key].is_array()) owner[key] = Json::array();
  return owner[key];
}

// The piles at `key` ("silos", "wells"), `count` arrays.
Json& pilesAt(Json& sc, const char* key, std::size_t count) {
  Json& piles = listAt(sc, key);
  while (piles.size() < count) piles.push_back(Json::array());
  for (Json& pile : piles)
    if (!pile.is_array()) pile = Json::array();
  return piles;
}

void insertCard(Json& list, int card, int at) {
  const Json name = vv::cardName(card);
  if (at < 0 || at >= static_cast<int>(list.size()))
    list.push_back(name);
  else
    list.insert(list.begin() + at, name);
}

// "rows" (when given) lists exactly the colours on the board: a colour new to the board takes the
// next free row (docs/rules/vegetables.md#the-board).
void syncRows(Json& sc) {
  if (!sc.contains("rows") || !sc["rows"].is_array()) return;
  std::array<bool, 4> on{};
  const Json board = sc.value("board", Json::object());
  for (const auto& [key, top] : board.items())
    if (const int line = lineIn(key); line >= 0) on[static_cast<std::size_t>(line / 4)] = true;
  Json rows = Json::array();
  std::array<bool, 4> listed{};
  for (const Json& r : sc["rows"]) {
    const int c = r.is_string() ? vv::cardFromName(r.get<std::string>() + "1") : -1;
    if (c < 0 || !on[static_cast<std::size_t>(vv::colourOf(c))]) continue;
    listed[static_cast<std::size_t>(vv::colourOf(c))] = true;
    rows.push_back(r);
  }
  for (int c = 0; c < 4; ++c)
    if (on[static_cast<std::size_t>(c)] && !listed[static_cast<std::size_t>(c)])
      rows.push_back(std::string(1, vv::colourLetter(c)));
  sc["rows"] = rows;
}

int jollyField(const Json& player, const char* key, int fallback) {
  return player.contains("jollies") && player["jollies"].is_object() && player["jollies"].contains(key) &&
                 player["jollies"][key].is_number_integer()
             ? player["jollies"][key].get<int>()
             : fallback;
}

// A snapshot's "discarded_jollies" must make the eight add up (docs/scenarios.md#top-level-fields);
// after a jolly edit it takes up the difference, so the edit alone never breaks the count.
void rebalanceJollies(Json& sc) {
  if (!sc.contains("discarded_jollies") || !sc.contains("players") || !sc["players"].is_array()) return;
  int total = sc.contains("burnt") && sc["burnt"].is_array() ? static_cast<int>(sc["burnt"].size()) : 0;
  for (const Json& p : sc["players"]) total += jollyField(p, "uncollected", 2) + jollyField(p, "held", 0);
  sc["discarded_jollies"] = std::clamp(vv::kJollies - total, 0, vv::kJollies);
}

void unburnFrom(Json& sc, int line, int stage) {
  if (!sc.contains("burnt") || !sc["burnt"].is_array()) return;
  Json kept = Json::array();
  for (const Json& c : sc["burnt"]) {
    const int id = cardIn(c);
    if (id < 0 || vv::lineOf(id) != line || vv::stageOf(id) < stage) kept.push_back(c);
  }
  sc["burnt"] = kept;
}

void removeFrom(Json& sc, int card, const Place& from) {
  switch (from.kind) {
    case Place::Hand:
      eraseCard(playerAt(sc, from.index)["hand"], card);
      break;
    case Place::Terrains:
      eraseCard(playerAt(sc, from.index)["terrains"], card);
      break;
    case Place::Silo:
      eraseCard(sc["silos"][static_cast<std::size_t>(from.index)], card);
      break;
    case Place::Well:
      eraseCard(sc["wells"][static_cast<std::size_t>(from.index)], card);
      break;
    case Place::Discards:
      eraseCard(sc["discards"], card);
      break;
    case Place::Board: {
      // The line comes down to the card beneath; what lay above goes back to the box.
      const int stage = vv::stageOf(card);
      const std::string key = vv::lineName(from.index);
      if (stage == 0)
        sc["board"].erase(key);
      else
        sc["board"][key] = vv::cardName(vv::cardAt(from.index, stage - 1));
      unburnFrom(sc, from.index, stage);
      syncRows(sc);
      rebalanceJollies(sc);
      break;
    }
    case Place::Box:
      break;
  }
}

void placeOnBoard(Json& sc, int card) {
  const int line = vv::lineOf(card);
  const auto places = placesOf(sc);
  for (int s = 0; s < vv::stageOf(card); ++s) {
    const int below = vv::cardAt(line, s);
    const Place& p = places[static_cast<std::size_t>(below)];
    if (!isBurnt(sc, below) && p.kind != Place::Board) removeFrom(sc, below, p);
  }
  if (!sc.contains("board") || !sc["board"].is_object()) sc["board"] = Json::object();
  sc["board"][vv::lineName(line)] = vv::cardName(card);
  unburnFrom(sc, line, vv::stageOf(card));
  syncRows(sc);
  rebalanceJollies(sc);
}

}  // namespace

Json& playerAt(Json& sc, int seat) {
  if (!sc.contains("players") || !sc["players"].is_array()) sc["players"] = Json::array();
  while (static_cast<int>(sc["players"].size()) <= seat) sc["players"].push_back(Json::object());
  return sc["players"][static_cast<std::size_t>(seat)];
}

QString seatName(const Json& sc, int seat) {
  if (sc.contains("players") && sc["players"].is_array() && seat < static_cast<int>(sc["players"].size())) {
    const Json& p = sc["players"][static_cast<std::size_t>(seat)];
    if (p.is_object() && p.contains("name") && p["name"].is_string())
      return QString::fromStdString(p["name"].get<std::string>());
  }
  return EditText::tr("Player %1").arg(seat + 1);
}

std::array<Place, 80> placesOf(const Json& sc) {
  std::array<Place, 80> out{};
  auto mark = [&](const Json& list, Place::Kind kind, int index) {
    if (!list.is_array()) return;
    for (std::size_t k = 0; k < list.size(); ++k)
      if (const int c = cardIn(list[k]); c >= 0)
        out[static_cast<std::size_t>(c)] = {kind, index, static_cast<int>(k)};
  };
  if (sc.contains("board") && sc["board"].is_object())
    for (const auto& [key, top] : sc["board"].items()) {
      const int line = lineIn(key);
      const int card = cardIn(top);
      if (line < 0 || card < 0 || vv::lineOf(card) != line) continue;
      for (int s = 0; s <= vv::stageOf(card); ++s)
        if (const int c = vv::cardAt(line, s); !isBurnt(sc, c))
          out[static_cast<std::size_t>(c)] = {Place::Board, line, s};
    }
  if (sc.contains("players") && sc["players"].is_array())
    for (std::size_t i = 0; i < sc["players"].size(); ++i) {
      const Json& p = sc["players"][i];
      if (!p.is_object()) continue;
      if (p.contains("hand")) mark(p["hand"], Place::Hand, static_cast<int>(i));
      if (p.contains("terrains")) mark(p["terrains"], Place::Terrains, static_cast<int>(i));
    }
  for (const auto& [key, kind] : {std::pair{"silos", Place::Silo}, std::pair{"wells", Place::Well}})
    if (sc.contains(key) && sc[key].is_array())
      for (std::size_t k = 0; k < sc[key].size(); ++k) mark(sc[key][k], kind, static_cast<int>(k));
  if (sc.contains("discards")) mark(sc["discards"], Place::Discards, 0);
  return out;
}

QString placeText(const Json& sc, const Place& place) {
  switch (place.kind) {
    case Place::Hand:
      return EditText::tr("%1's hand").arg(seatName(sc, place.index));
    case Place::Terrains:
      return EditText::tr("%1's terrains").arg(seatName(sc, place.index));
    case Place::Board:
      return EditText::tr("the %1 line").arg(lineLabel(place.index));
    case Place::Silo:
      return EditText::tr("silo %1").arg(place.index);
    case Place::Well:
      return EditText::tr("well %1").arg(place.index);
    case Place::Discards:
      return EditText::tr("the discards");
    case Place::Box:
      break;
  }
  return EditText::tr("the box");
}

std::optional<Json> withCardAt(const Json& sc, int card, const Place& to) {
  if (to.kind == Place::Board && vv::lineOf(card) != to.index) return std::nullopt;
  Json out = sc;
  const Place from = placesOf(out)[static_cast<std::size_t>(card)];
  removeFrom(out, card, from);
  int at = to.at;
  if (from.kind == to.kind && from.index == to.index && from.at >= 0 && at > from.at) --at;
  switch (to.kind) {
    case Place::Hand:
      insertCard(listAt(playerAt(out, to.index), "hand"), card, at);
      break;
    case Place::Terrains:
      insertCard(listAt(playerAt(out, to.index), "terrains"), card, at);
      break;
    case Place::Silo:
      insertCard(pilesAt(out, "silos", vv::kSilos)[static_cast<std::size_t>(to.index)], card, at);
      break;
    case Place::Well:
      insertCard(pilesAt(out, "wells", vv::kWells)[static_cast<std::size_t>(to.index)], card, at);
      break;
    case Place::Discards:
      // "rest": a card in the box already goes to the discards.
      if (!(out.contains("discards") && out["discards"].is_string()))
        insertCard(listAt(out, "discards"), card, at);
      break;
    case Place::Board:
      placeOnBoard(out, card);
      break;
    case Place::Box:
      break;
  }
  return out;
}

Json withBurnt(const Json& sc, int card, bool burnt) {
  Json out = sc;
  if (burnt == isBurnt(out, card)) return out;
  Json& list = listAt(out, "burnt");
  if (burnt) {
    // The card leaves the board for the box: its jolly stands on the line instead.
    list.push_back(vv::cardName(card));
  } else {
    eraseCard(list, card);
    const Place from = placesOf(sc)[static_cast<std::size_t>(card)];
    if (from.kind != Place::Board) removeFrom(out, card, from);
  }
  rebalanceJollies(out);
  return out;
}

Json withLineCleared(const Json& sc, int line) {
  Json out = sc;
  if (out.contains("board") && out["board"].is_object()) out["board"].erase(vv::lineName(line));
  unburnFrom(out, line, 0);
  if (out.contains("chain") && out["chain"] == vv::lineName(line)) out["chain"] = nullptr;
  syncRows(out);
  rebalanceJollies(out);
  return out;
}

Json withJollies(const Json& sc, int seat, int uncollected, int held) {
  Json out = sc;
  playerAt(out, seat)["jollies"] = {{"uncollected", uncollected}, {"held", held}};
  rebalanceJollies(out);
  return out;
}

Json cleared(const Json& sc) {
  Json out = sc;
  out["board"] = Json::object();
  out["burnt"] = Json::array();
  out.erase("rows");
  out["silos"] = Json::array({Json::array(), Json::array(), Json::array(), Json::array()});
  out["wells"] = Json::array({Json::array(), Json::array()});
  out["discards"] = "rest";
  out.erase("chain");
  out.erase("penalty");
  for (int i = 0; i < vv::kSeats; ++i) {
    Json& p = playerAt(out, i);
    p["hand"] = Json::array();
    p["terrains"] = Json::array();
  }
  rebalanceJollies(out);
  return out;
}

int boxCount(const Json& sc) {
  const auto places = placesOf(sc);
  return static_cast<int>(
      std::count_if(places.begin(), places.end(), [](const Place& p) { return p.kind == Place::Box; }));
}

namespace {

int intField(const Json& sc, const char* key, int fallback) {
  return sc.contains(key) && sc[key].is_number_integer() ? sc[key].get<int>() : fallback;
}

SeenSeat seenSeat(const Json& sc, int seat, EditSight& e) {
  const Json none = Json::object();
  const Json& pj = sc.contains("players") && sc["players"].is_array() &&
                           seat < static_cast<int>(sc["players"].size()) &&
                           sc["players"][static_cast<std::size_t>(seat)].is_object()
                       ? sc["players"][static_cast<std::size_t>(seat)]
                       : none;
  SeenSeat p;
  p.name = seatName(sc, seat);
  p.handKnown = true;
  e.handDealt[static_cast<std::size_t>(seat)] = !pj.contains("hand");
  e.terrainsDealt[static_cast<std::size_t>(seat)] = !pj.contains("terrains");
  if (pj.contains("hand")) p.hand = cardsIn(pj["hand"]);
  if (pj.contains("terrains")) p.terrains = cardsIn(pj["terrains"]);
  p.handSize = static_cast<int>(p.hand.size());
  p.uncollected = jollyField(pj, "uncollected", 2);
  p.held = jollyField(pj, "held", 0);
  p.revealed = pj.contains("revealed") && pj["revealed"].is_boolean() && pj["revealed"].get<bool>();
  if (pj.contains("score") && pj["score"].is_number_integer()) p.total = pj["score"].get<int>();
  if (pj.contains("score") && pj["score"].is_array())
    for (const Json& l : pj["score"])
      if (l.is_object() && l.contains("points") && l["points"].is_number_integer())
        p.total += l["points"].get<int>();
  return p;
}

}  // namespace

EditSight editSight(const Json& sc) {
  EditSight e;
  Sight& s = e.sight;
  s.handNumber = intField(sc, "hand_number", 1);
  s.hands = 4;
  if (sc.contains("options") && sc["options"].is_object() && sc["options"].contains("hands") &&
      sc["options"]["hands"].is_string())
    s.hands = std::atoi(sc["options"]["hands"].get<std::string>().c_str());
  s.phase = sc.contains("phase") && sc["phase"].is_string()
                ? QString::fromStdString(sc["phase"].get<std::string>())
                : QString();
  s.turn = intField(sc, "turn", intField(sc, "current", -1));
  s.current = intField(sc, "current", s.turn);
  s.played = sc.contains("played") && sc["played"].is_boolean() && sc["played"].get<bool>();
  if (sc.contains("chain") && sc["chain"].is_string()) s.chainLine = lineIn(sc["chain"].get<std::string>());
  s.top.fill(-1);
  std::array<bool, 4> on{};
  if (sc.contains("board") && sc["board"].is_object())
    for (const auto& [key, top] : sc["board"].items()) {
      const int line = lineIn(key);
      const int card = cardIn(top);
      if (line < 0 || card < 0 || vv::lineOf(card) != line) continue;
      s.top[static_cast<std::size_t>(line)] = card;
      on[static_cast<std::size_t>(line / 4)] = true;
    }
  if (sc.contains("rows") && sc["rows"].is_array()) {
    for (const Json& r : sc["rows"])
      if (const int c = r.is_string() ? vv::cardFromName(r.get<std::string>() + "1") : -1; c >= 0)
        s.rows.push_back(vv::colourOf(c));
  } else {
    for (int c = 0; c < 4; ++c)
      if (on[static_cast<std::size_t>(c)]) s.rows.push_back(c);
  }
  if (sc.contains("burnt"))
    for (int c : cardsIn(sc["burnt"])) s.burnt.insert(c);
  e.silosDealt = !sc.contains("silos");
  e.wellsDealt = !sc.contains("wells");
  for (std::size_t i = 0; !e.silosDealt && sc["silos"].is_array() && i < 4 && i < sc["silos"].size(); ++i)
    s.silos[i] = cardsIn(sc["silos"][i]);
  for (std::size_t i = 0; !e.wellsDealt && sc["wells"].is_array() && i < 2 && i < sc["wells"].size(); ++i)
    s.wells[i] = cardsIn(sc["wells"][i]);
  e.discardsRest = sc.contains("discards") && sc["discards"].is_string();
  if (sc.contains("discards")) s.discards = cardsIn(sc["discards"]);
  s.discardedJollies = intField(sc, "discarded_jollies", 0);
  for (int i = 0; i < vv::kSeats; ++i) s.players.push_back(seenSeat(sc, i, e));
  e.places = placesOf(sc);
  return e;
}

}  // namespace vb::app::vegetables
