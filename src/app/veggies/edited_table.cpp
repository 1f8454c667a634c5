#include "veggies/edited_table.h"

#include <QCoreApplication>
#include <algorithm>
#include <climits>

#include "veggiebox/games/veggies.h"
#include "veggies/symbol_art.h"

namespace vb::app::veggies {

namespace {

using Cells = std::map<std::pair<int, int>, char>;  // (y, x) to a symbol code

QString tr(const char* text) { return QCoreApplication::translate("vb::app::veggies::EditedTable", text); }

int cardOf(const vb::Json& j) {
  if (j.is_number_integer()) return j.get<int>();
  return kNoCard;
}

Cells cellsOf(const vb::Json& stall) {
  Cells cells;
  if (!stall.is_object() || !stall.contains("rows") || !stall["rows"].is_array()) return cells;
  int ox = 0, oy = 0;
  if (stall.contains("origin") && stall["origin"].is_array() && stall["origin"].size() == 2 &&
      stall["origin"][0].is_number_integer() && stall["origin"][1].is_number_integer())
    ox = stall["origin"][0].get<int>(), oy = stall["origin"][1].get<int>();
  int y = 0;
  for (const vb::Json& row : stall["rows"]) {
    if (row.is_string()) {
      const std::string r = row.get<std::string>();
      for (int x = 0; x < static_cast<int>(r.size()); ++x)
        if (r[static_cast<std::size_t>(x)] != '.') cells[{oy + y, ox + x}] = r[static_cast<std::size_t>(x)];
    }
    ++y;
  }
  return cells;
}

// Writes `cells` back as the stall's rows, trimmed to the visible spaces, and their origin.
void writeCells(vb::Json& stall, const Cells& cells) {
  int minX = INT_MAX, maxX = INT_MIN, minY = INT_MAX, maxY = INT_MIN;
  for (const auto& [at, code] : cells) {
    minY = std::min(minY, at.first), maxY = std::max(maxY, at.first);
    minX = std::min(minX, at.second), maxX = std::max(maxX, at.second);
  }
  vb::Json rows = vb::Json::array();
  if (!cells.empty()) {
    for (int y = minY; y <= maxY; ++y) {
      std::string row(static_cast<std::size_t>(maxX - minX + 1), '.');
      for (int x = minX; x <= maxX; ++x)
        if (const auto it = cells.find({y, x}); it != cells.end())
          row[static_cast<std::size_t>(x - minX)] = it->second;
      rows.push_back(row);
    }
  }
  stall["rows"] = rows;
  stall["origin"] = cells.empty() ? vb::Json::array({0, 0}) : vb::Json::array({minX, minY});
}

void collect(const vb::Json& j, std::vector<bool>& named) {
  if (j.is_number_integer()) {
    const int id = j.get<int>();
    if (id >= 1 && id <= vb::veggies::kDeckSize) named[static_cast<std::size_t>(id)] = true;
  } else if (j.is_array()) {
    for (const vb::Json& e : j) collect(e, named);
  }
}

}  // namespace

void EditedTable::set(const vb::Json& scenario) {
  j_ = scenario.is_object() ? scenario : vb::Json::object();
  j_["game"] = "veggies";
  if (!j_.contains("players") || !j_["players"].is_array()) j_["players"] = vb::Json::array({{}, {}});
  for (vb::Json& p : j_["players"])
    if (!p.is_object()) p = vb::Json::object();
  faces_ = CardFaces::of(j_);
}

int EditedTable::players() const { return static_cast<int>(j_["players"].size()); }

vb::Json& EditedTable::player(int seat) { return j_["players"][static_cast<std::size_t>(seat)]; }
const vb::Json& EditedTable::player(int seat) const { return j_["players"][static_cast<std::size_t>(seat)]; }

QString EditedTable::name(int seat) const {
  const vb::Json& p = player(seat);
  if (p.contains("name") && p["name"].is_string())
    return QString::fromStdString(p["name"].get<std::string>());
  return tr("Player %1").arg(seat + 1);
}

std::vector<int> EditedTable::box() const {
  std::vector<bool> named(vb::veggies::kDeckSize + 1, false);
  if (j_.contains("deck")) collect(j_["deck"], named);
  if (j_.contains("market")) collect(j_["market"], named);
  for (const vb::Json& p : j_["players"]) {
    if (p.contains("hand")) collect(p["hand"], named);
    if (p.contains("drawn")) collect(p["drawn"], named);
    if (p.contains("stall") && p["stall"].is_object() && p["stall"].contains("cards"))
      collect(p["stall"]["cards"], named);
  }
  std::vector<int> ids;
  for (int id = 1; id <= vb::veggies::kDeckSize; ++id)
    if (!named[static_cast<std::size_t>(id)]) ids.push_back(id);
  return ids;
}

std::vector<int> EditedTable::deck() const {
  std::vector<int> ids;
  if (j_.contains("deck") && j_["deck"].is_array())
    for (const vb::Json& e : j_["deck"]) ids.push_back(cardOf(e));
  return ids;
}

int EditedTable::hand(int seat) const {
  const vb::Json& p = player(seat);
  return p.contains("hand") ? cardOf(p["hand"]) : kDealt;
}

std::vector<int> EditedTable::drawn(int seat) const {
  const vb::Json& p = player(seat);
  if (!p.contains("drawn") || !p["drawn"].is_array()) return {kDealt, kDealt};
  std::vector<int> ids;
  for (const vb::Json& e : p["drawn"]) ids.push_back(cardOf(e));
  ids.resize(2, kNoCard);
  return ids;
}

int EditedTable::market(int slot) const {
  if (!j_.contains("market") || !j_["market"].is_array() || slot >= static_cast<int>(j_["market"].size()))
    return kDealt;
  return cardOf(j_["market"][static_cast<std::size_t>(slot)]);
}

SeenPlayer EditedTable::stall(int seat) const {
  SeenPlayer s;
  s.name = name(seat);
  vb::Json written = vb::Json::object();
  writeCells(written, cellsOf(player(seat).value("stall", vb::Json::object())));
  for (const vb::Json& row : written["rows"]) s.rows.push_back(row.get<std::string>());
  s.origin = QPoint(written["origin"][0].get<int>(), written["origin"][1].get<int>());
  s.cardCount = static_cast<int>(stallCards(seat).size());
  s.hand = hand(seat);
  s.announced = announced(seat);
  return s;
}

std::vector<int> EditedTable::stallCards(int seat) const {
  std::vector<int> ids;
  const vb::Json stall = player(seat).value("stall", vb::Json::object());
  if (stall.is_object() && stall.contains("cards") && stall["cards"].is_array())
    for (const vb::Json& e : stall["cards"]) ids.push_back(cardOf(e));
  return ids;
}

bool EditedTable::cardsDealt(int seat) const {
  const vb::Json stall = player(seat).value("stall", vb::Json::object());
  return stall.is_object() && !stall.contains("cards") && !cellsOf(stall).empty();
}

char EditedTable::announced(int seat) const {
  const vb::Json& p = player(seat);
  if (p.contains("announced") && p["announced"].is_string() && !p["announced"].get<std::string>().empty())
    return p["announced"].get<std::string>().front();
  return 0;
}

int EditedTable::cardAt(const CardPlace& place) const {
  switch (place.kind) {
    case CardPlace::Kind::Box:
      return kNoCard;
    case CardPlace::Kind::Stall: {
      const auto ids = stallCards(place.seat);
      return ids.empty() ? kNoCard : ids.back();
    }
    case CardPlace::Kind::Hand:
      return std::max(hand(place.seat), kNoCard);
    case CardPlace::Kind::Drawn:
      return std::max(drawn(place.seat)[static_cast<std::size_t>(place.index & 1)], kNoCard);
    case CardPlace::Kind::Market:
      return std::max(market(place.index), kNoCard);
    case CardPlace::Kind::Deck: {
      const auto ids = deck();
      return place.index < static_cast<int>(ids.size()) ? ids[static_cast<std::size_t>(place.index)]
                                                        : kNoCard;
    }
  }
  return kNoCard;
}

std::string EditedTable::stallKey(int seat) const {
  return std::to_string(seat) + player(seat).value("stall", vb::Json()).dump();
}

bool EditedTable::canLiftTop(int seat) const { return before_.count(stallKey(seat)) > 0; }

QString EditedTable::where(const CardPlace& place) const {
  switch (place.kind) {
    case CardPlace::Kind::Box:
      return tr("the box");
    case CardPlace::Kind::Stall:
      return tr("%1's stall").arg(name(place.seat));
    case CardPlace::Kind::Hand:
      return tr("%1's hand").arg(name(place.seat));
    case CardPlace::Kind::Drawn:
      return tr("%1's drawn cards").arg(name(place.seat));
    case CardPlace::Kind::Market:
      return tr("market slot %1").arg(place.index + 1);
    case CardPlace::Kind::Deck:
      return tr("the deck, place %1 from the top").arg(place.index + 1);
  }
  return {};
}

QString EditedTable::move(int id, const CardPlace& from, const CardPlace& to, int quarterTurns,
                          QPoint topLeft, QString* why) {
  if (from.kind == CardPlace::Kind::Stall && !canLiftTop(from.seat)) {
    if (why)
      *why = tr("The editor did not lay the top card of %1, so it cannot tell what lies beneath: "
                "use Clear stall to return its cards to the box.")
                 .arg(where(from));
    return {};
  }
  if (from == to && to.kind != CardPlace::Kind::Stall) return {};
  CardPlace target = to;
  // Taking a card out of the deck above the place it goes to moves that place up by one.
  if (from.kind == CardPlace::Kind::Deck && to.kind == CardPlace::Kind::Deck && from.index < to.index)
    --target.index;
  take(id, from);
  put(id, target, quarterTurns, topLeft);
  if (to.kind == CardPlace::Kind::Stall)
    return tr("Card %1 to %2 at %3,%4 turned %5°")
        .arg(id)
        .arg(where(to))
        .arg(topLeft.x())
        .arg(topLeft.y())
        .arg(quarterTurns * 90);
  return tr("Card %1 to %2").arg(id).arg(where(target));
}

void EditedTable::take(int id, const CardPlace& from) {
  switch (from.kind) {
    case CardPlace::Kind::Box:
      break;
    case CardPlace::Kind::Stall:
      liftTop(from.seat);
      break;
    case CardPlace::Kind::Hand:
      player(from.seat)["hand"] = nullptr;
      break;
    case CardPlace::Kind::Drawn:
      player(from.seat)["drawn"][static_cast<std::size_t>(from.index)] = nullptr;
      break;
    case CardPlace::Kind::Market:
      j_["market"][static_cast<std::size_t>(from.index)] = nullptr;
      break;
    case CardPlace::Kind::Deck: {
      vb::Json& d = j_["deck"];
      for (std::size_t k = 0; k < d.size(); ++k)
        if (cardOf(d[k]) == id) {
          d.erase(k);
          break;
        }
      break;
    }
  }
}

void EditedTable::put(int id, const CardPlace& to, int quarterTurns, QPoint topLeft) {
  switch (to.kind) {
    case CardPlace::Kind::Box:
      break;
    case CardPlace::Kind::Stall:
      placeOnStall(to.seat, id, quarterTurns, topLeft);
      break;
    case CardPlace::Kind::Hand:
      player(to.seat)["hand"] = id;
      break;
    case CardPlace::Kind::Drawn: {
      vb::Json& p = player(to.seat);
      if (!p.contains("drawn") || !p["drawn"].is_array()) p["drawn"] = vb::Json::array({nullptr, nullptr});
      while (p["drawn"].size() < 2) p["drawn"].push_back(nullptr);
      p["drawn"][static_cast<std::size_t>(to.index & 1)] = id;
      break;
    }
    case CardPlace::Kind::Market: {
      marketSlot(to.index) = id;
      break;
    }
    case CardPlace::Kind::Deck: {
      if (!j_.contains("deck") || !j_["deck"].is_array()) j_["deck"] = vb::Json::array();
      vb::Json& d = j_["deck"];
      const auto at = std::min<std::size_t>(static_cast<std::size_t>(std::max(to.index, 0)), d.size());
      d.insert(d.begin() + static_cast<std::ptrdiff_t>(at), id);
      break;
    }
  }
}

vb::Json& EditedTable::marketSlot(int slot) {
  // Slots before it that the scenario left to the deal become empty: a listed slot follows the
  // listed ones (docs/scenarios.md#top-level-fields).
  if (!j_.contains("market") || !j_["market"].is_array()) j_["market"] = vb::Json::array();
  while (j_["market"].size() <= static_cast<std::size_t>(slot)) j_["market"].push_back(nullptr);
  return j_["market"][static_cast<std::size_t>(slot)];
}

// Like play: the card's six spaces cover whatever lay there, and its id goes on top of the pile.
void EditedTable::placeOnStall(int seat, int id, int quarterTurns, QPoint topLeft) {
  vb::Json& p = player(seat);
  const vb::Json before = p.contains("stall") ? p["stall"] : vb::Json();
  vb::Json stall = before.is_object() ? before : vb::Json::object();
  Cells cells = cellsOf(stall);
  const auto rows = faces_.rows(id, quarterTurns);
  for (int y = 0; y < static_cast<int>(rows.size()); ++y)
    for (int x = 0; x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x)
      if (const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]; c != '.')
        cells[{topLeft.y() + y, topLeft.x() + x}] = c;
  writeCells(stall, cells);
  if (!stall.contains("cards") || !stall["cards"].is_array()) stall["cards"] = vb::Json::array();
  stall["cards"].push_back(id);
  p["stall"] = stall;
  before_[stallKey(seat)] = before;
  stallChanged();
}

void EditedTable::liftTop(int seat) {
  const auto it = before_.find(stallKey(seat));
  if (it == before_.end()) return;
  const vb::Json before = it->second;
  if (before.is_null())
    player(seat).erase("stall");
  else
    player(seat)["stall"] = before;
  stallChanged();
}

// The phase follows from the stalls; a snapshot's "phase" would refuse the edited position for
// no other reason than being the old one (docs/scenarios.md#top-level-fields).
void EditedTable::stallChanged() { j_.erase("phase"); }

QString EditedTable::setDealt(const CardPlace& place) {
  switch (place.kind) {
    case CardPlace::Kind::Hand:
      player(place.seat).erase("hand");
      break;
    case CardPlace::Kind::Drawn:
      player(place.seat).erase("drawn");
      break;
    case CardPlace::Kind::Market: {
      // Only trailing slots can be left to the deal.
      if (j_.contains("market") && j_["market"].is_array())
        while (j_["market"].size() > static_cast<std::size_t>(place.index))
          j_["market"].erase(j_["market"].size() - 1);
      break;
    }
    default:
      return {};
  }
  return tr("%1 dealt at random").arg(where(place));
}

QString EditedTable::setNone(const CardPlace& place) {
  if (place.kind == CardPlace::Kind::Hand) {
    player(place.seat)["hand"] = nullptr;
    return tr("No card in %1").arg(where(place));
  }
  if (place.kind == CardPlace::Kind::Market) {
    marketSlot(place.index) = nullptr;
    return tr("%1 empty").arg(where(place));
  }
  return {};
}

QString EditedTable::clearStall(int seat) {
  player(seat).erase("stall");
  player(seat).erase("announced");
  stallChanged();
  return tr("%1 cleared: its cards back in the box").arg(where({CardPlace::Kind::Stall, seat, 0}));
}

QString EditedTable::announce(int seat, char code) {
  if (code == 0) {
    player(seat)["announced"] = nullptr;
    stallChanged();
    return tr("%1 announces nothing").arg(name(seat));
  }
  player(seat)["announced"] = std::string(1, code);
  stallChanged();
  return tr("%1 announces %2").arg(name(seat), SymbolArt::singularName(code));
}

QString EditedTable::setCurrent(int seat) {
  if (seat < 0) {
    j_.erase("current");
    return tr("Whose turn it is follows from the stalls");
  }
  j_["current"] = seat;
  return tr("%1 to play").arg(name(seat));
}

QString EditedTable::setFirst(int seat) {
  j_["first"] = seat;
  return tr("%1 started").arg(name(seat));
}

QString EditedTable::setPlayers(int count) {
  vb::Json& ps = j_["players"];
  while (static_cast<int>(ps.size()) > count) ps.erase(ps.size() - 1);
  while (static_cast<int>(ps.size()) < count) ps.push_back(vb::Json::object());
  for (const char* field : {"current", "first"})
    if (j_.contains(field) && j_[field].is_number_integer() && j_[field].get<int>() >= count) j_.erase(field);
  stallChanged();
  return tr("%1 players").arg(count);
}

QString EditedTable::clearAll() {
  for (vb::Json& p : j_["players"])
    for (const char* field : {"hand", "drawn", "stall", "announced"}) p.erase(field);
  for (const char* field : {"deck", "market", "current", "phase"}) j_.erase(field);
  return tr("Every card back in the box");
}

}  // namespace vb::app::veggies
