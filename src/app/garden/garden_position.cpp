#include "garden/garden_position.h"

#include <algorithm>
#include <numeric>

#include "veggiebox/games/garden.h"

namespace vb::app::garden {

namespace {

using vb::Json;
using vb::garden::cropFromName;
using vb::garden::cropName;

int cropOf(const Json& j) { return j.is_string() ? cropFromName(j.get<std::string>()) : -1; }
Json cropJson(int crop) { return crop >= 0 && crop < 6 ? Json(std::string(cropName(crop))) : Json(nullptr); }

// The sides of the fence in post order (t0-t3, b0-b3, l1 l2, r1 r2), as docs/scenarios.md writes them.
constexpr std::pair<const char*, int> kSides[] = {{"top", 4}, {"bottom", 4}, {"left", 2}, {"right", 2}};

const char* kindName(Spot::Kind k) {
  static const char* names[] = {"box", "cell", "post", "harvest", "power", "hand", "deck", "discard", "mole"};
  return names[static_cast<int>(k)];
}

}  // namespace

Json Spot::toJson() const {
  return {{"kind", kindName(kind)}, {"index", index}, {"player", player}, {"crop", crop}};
}

std::optional<Spot> Spot::fromJson(const Json& j) {
  if (!j.is_object() || !j.contains("kind")) return std::nullopt;
  for (int k = 0; k <= static_cast<int>(Kind::Mole); ++k)
    if (j["kind"] == kindName(static_cast<Kind>(k)))
      return Spot{static_cast<Kind>(k), j.value("index", -1), j.value("player", -1), j.value("crop", -1)};
  return std::nullopt;
}

QString Spot::words(const Json& scenario) const {
  switch (kind) {
    case Kind::Box:
      return tr("the box");
    case Kind::Cell:
      return tr("garden %1").arg(cellText(index));
    case Kind::Post:
      return tr("post %1").arg(postText(index));
    case Kind::Harvest:
      return tr("harvest slot %1").arg(index);
    case Kind::Power:
      return tr("the power in progress");
    case Kind::Hand:
      return tr("%1's hand").arg(GardenPosition(scenario).playerName(player));
    case Kind::Deck:
      return tr("the deck");
    case Kind::Discard:
      return tr("the discard pile");
    case Kind::Mole:
      return tr("the mole");
  }
  return {};
}

GardenPosition::GardenPosition(Json scenario) : j_(std::move(scenario)) {
  if (!j_.is_object()) j_ = Json::object();
  j_["game"] = "garden";
  if (!j_["players"].is_array()) j_["players"] = Json::array({Json::object(), Json::object()});
}

int GardenPosition::removedCrop() const {
  if (j_.contains("crops") && j_["crops"].is_array()) {
    std::array<bool, 6> listed{};
    for (const Json& c : j_["crops"])
      if (const int crop = cropOf(c); crop >= 0) listed[crop] = true;
    const auto it = std::find(listed.begin(), listed.end(), false);
    return it == listed.end() ? -1 : static_cast<int>(it - listed.begin());
  }
  const Json options = j_.value("options", Json::object());
  return options.is_object() ? cropOf(options.value("removed", Json("random"))) : -1;
}

std::vector<int> GardenPosition::cropsInPlay() const {
  std::vector<int> out;
  const int removed = removedCrop();
  for (int c = 0; c < 6; ++c)
    if (c != removed) out.push_back(c);
  return out;
}

int GardenPosition::cardsPerCrop() const {
  const Json rules = j_.value("variant", Json::object()).value("rules", Json::object());
  return rules.value("cards_per_crop", vb::garden::kCardsPerCrop);
}

int GardenPosition::harvestSize() const {
  const Json rules = j_.value("variant", Json::object()).value("rules", Json::object());
  return rules.value("harvest_size", vb::garden::kHarvestSlots);
}

int GardenPosition::players() const { return static_cast<int>(j_["players"].size()); }

QString GardenPosition::playerName(int seat) const {
  const Json& p = j_["players"][static_cast<std::size_t>(seat)];
  if (p.is_object() && p.contains("name") && p["name"].is_string())
    return QString::fromStdString(p["name"].get<std::string>());
  return tr("Player %1").arg(seat + 1);
}

std::array<int, 6> GardenPosition::inBox() const {
  std::array<int, 6> named{};
  auto count = [&](const Json& list) {
    if (list.is_array())
      for (const Json& c : list)
        if (const int crop = cropOf(c); crop >= 0) ++named[crop];
  };
  if (j_.contains("garden"))
    for (const Json& row : j_["garden"]) count(row);
  count(j_.value("harvest", Json()));
  count(j_.value("deck", Json()));
  count(j_.value("discard", Json()));
  for (const Json& p : j_["players"])
    if (p.is_object()) count(p.value("hand", Json()));
  if (j_.contains("power") && j_["power"].is_object())
    count(Json::array({j_["power"].value("crop", Json())}));
  std::array<int, 6> box{};
  const int removed = removedCrop();
  for (int c = 0; c < 6; ++c) box[c] = (c == removed ? 0 : cardsPerCrop()) - named[c];
  return box;
}

int GardenPosition::cropAt(const Spot& s) const {
  using K = Spot::Kind;
  switch (s.kind) {
    case K::Cell:
      return j_.contains("garden") ? cropOf(j_["garden"][s.index / 4][s.index % 4]) : -1;
    case K::Harvest:
      return j_.contains("harvest") && j_["harvest"].is_array() &&
                     s.index < static_cast<int>(j_["harvest"].size())
                 ? cropOf(j_["harvest"][static_cast<std::size_t>(s.index)])
                 : -1;
    case K::Power:
      return j_.contains("power") && j_["power"].is_object() ? cropOf(j_["power"].value("crop", Json())) : -1;
    case K::Deck: {
      const auto d = deck();
      return s.index >= 0 && s.index < static_cast<int>(d.size()) ? d[s.index] : -1;
    }
    default:
      return s.crop;
  }
}

std::vector<int> GardenPosition::deck() const {
  std::vector<int> out;
  if (j_.contains("deck") && j_["deck"].is_array())
    for (const Json& c : j_["deck"]) out.push_back(cropOf(c));
  return out;
}

std::array<int, 6> GardenPosition::discardCounts() const {
  std::array<int, 6> out{};
  if (j_.contains("discard") && j_["discard"].is_array())
    for (const Json& c : j_["discard"])
      if (const int crop = cropOf(c); crop >= 0) ++out[crop];
  return out;
}

bool GardenPosition::discardRest() const { return j_.value("discard", Json()) == "rest"; }

std::optional<std::vector<int>> GardenPosition::hand(int seat) const {
  const Json& p = j_["players"][static_cast<std::size_t>(seat)];
  if (!p.is_object() || !p.contains("hand") || !p["hand"].is_array()) return std::nullopt;
  std::vector<int> out;
  for (const Json& c : p["hand"]) out.push_back(cropOf(c));
  return out;
}

int GardenPosition::handSize(int seat) const {
  const auto h = hand(seat);
  return h ? static_cast<int>(h->size()) : 2;
}

int GardenPosition::current() const {
  if (j_.contains("current") && j_["current"].is_number_integer()) return j_["current"].get<int>();
  int best = 0;
  for (int i = 1; i < players(); ++i)
    if (handSize(i) < handSize(best)) best = i;
  return best;
}

std::optional<int> GardenPosition::moleCell() const {
  const Json m = j_.value("mole", Json());
  if (!m.is_array() || m.size() != 2 || !m[0].is_number_integer() || !m[1].is_number_integer())
    return std::nullopt;
  return vb::garden::cellOf(m[0].get<int>(), m[1].get<int>());
}

bool GardenPosition::moleLeftOut() const { return !j_.contains("mole"); }

Json& GardenPosition::gardenJson() {
  if (!j_.contains("garden") || !j_["garden"].is_array() || j_["garden"].size() != 4) {
    j_["garden"] = Json::array();
    for (int r = 0; r < 4; ++r) j_["garden"].push_back(Json::array({nullptr, nullptr, nullptr, nullptr}));
  }
  return j_["garden"];
}

Json& GardenPosition::harvestJson() {
  if (!j_.contains("harvest") || !j_["harvest"].is_array())
    j_["harvest"] = Json(std::vector<Json>(static_cast<std::size_t>(harvestSize()), Json(nullptr)));
  return j_["harvest"];
}

Json& GardenPosition::handJson(int seat) {
  Json& p = j_["players"][static_cast<std::size_t>(seat)];
  if (!p.is_object()) p = Json::object();
  if (!p.contains("hand") || !p["hand"].is_array()) p["hand"] = Json::array();
  return p["hand"];
}

Json& GardenPosition::deckJson() {
  if (!j_.contains("deck") || !j_["deck"].is_array()) j_["deck"] = Json::array();
  return j_["deck"];
}

Json& GardenPosition::discardJson() {
  if (!j_.contains("discard") || !j_["discard"].is_array()) j_["discard"] = Json::array();
  return j_["discard"];
}

// Removes the first card of `crop` from a list; false when it holds none.
static bool eraseOne(Json& list, int crop) {
  for (auto it = list.begin(); it != list.end(); ++it)
    if (cropOf(*it) == crop) {
      list.erase(it);
      return true;
    }
  return false;
}

int GardenPosition::take(const Spot& s) {
  using K = Spot::Kind;
  const int crop = cropAt(s);
  if (crop < 0) return -1;
  switch (s.kind) {
    case K::Cell:
      gardenJson()[s.index / 4][s.index % 4] = nullptr;
      break;
    case K::Harvest:
      harvestJson()[static_cast<std::size_t>(s.index)] = nullptr;
      break;
    case K::Power:
      j_["power"]["crop"] = nullptr;
      break;
    case K::Deck:
      deckJson().erase(static_cast<std::size_t>(s.index));
      break;
    case K::Hand:
      if (!eraseOne(handJson(s.player), crop)) return -1;
      break;
    case K::Discard:
      if (discardRest() || !eraseOne(discardJson(), crop)) return -1;
      break;
    default:
      break;  // the box holds any number
  }
  touched();
  return crop;
}

int GardenPosition::put(const Spot& s, int crop) {
  using K = Spot::Kind;
  if (crop < 0) return -1;
  const int old = (s.kind == K::Cell || s.kind == K::Harvest || s.kind == K::Power) ? cropAt(s) : -1;
  switch (s.kind) {
    case K::Cell:
      gardenJson()[s.index / 4][s.index % 4] = cropJson(crop);
      break;
    case K::Harvest:
      harvestJson()[static_cast<std::size_t>(s.index)] = cropJson(crop);
      break;
    case K::Power:
      j_["power"]["crop"] = cropJson(crop);
      break;
    case K::Deck: {
      Json& d = deckJson();
      const auto at = std::clamp<std::size_t>(static_cast<std::size_t>(std::max(0, s.index)), 0, d.size());
      d.insert(d.begin() + static_cast<std::ptrdiff_t>(at), cropJson(crop));
      break;
    }
    case K::Hand:
      handJson(s.player).push_back(cropJson(crop));
      break;
    case K::Discard:
      discardJson().push_back(cropJson(crop));
      break;
    default:
      break;
  }
  touched();
  return old;
}

bool GardenPosition::moveCard(const Spot& from, const Spot& to) {
  const int crop = take(from);
  if (crop < 0) return false;
  const int old = put(to, crop);
  if (old >= 0 && from.kind != Spot::Kind::Box) put(from, old);
  return true;
}

void GardenPosition::setMole(std::optional<int> cell, bool leaveOut) {
  if (leaveOut)
    j_.erase("mole");
  else
    j_["mole"] = cell ? Json::array({*cell / 4, *cell % 4}) : Json(nullptr);
  touched();
}

std::array<int, 12> GardenPosition::fence() const {
  std::array<int, 12> f{};
  const Json fj = j_.value("fence", Json());
  int post = 0;
  for (const auto& [side, count] : kSides)
    for (int k = 0; k < count; ++k, ++post) {
      const Json v =
          fj.is_object() && fj.contains(side) && fj[side].is_array() && k < static_cast<int>(fj[side].size())
              ? fj[side][static_cast<std::size_t>(k)]
              : Json();
      f[post] = v.is_number_integer() ? v.get<int>() : -1;
    }
  return f;
}

void GardenPosition::writeFence(const std::array<int, 12>& f) {
  Json out = Json::object();
  int post = 0;
  for (const auto& [side, count] : kSides) {
    out[side] = Json::array();
    for (int k = 0; k < count; ++k) out[side].push_back(f[post++]);
  }
  j_["fence"] = out;
  touched();
}

Json& GardenPosition::fenceJson() {
  if (!j_.contains("fence") || !j_["fence"].is_object()) {
    // The published tokens in order, the bunny on t3 when carrots are in play (docs/rules/garden.md).
    std::array<int, 12> f{};
    for (int p = 0; p < 12; ++p) f[p] = 1 + p % 3;
    if (removedCrop() != vb::garden::kCarrot) f[3] = vb::garden::kBunny;
    writeFence(f);
  }
  return j_["fence"];
}

void GardenPosition::setToken(int post, int value) {
  fenceJson();
  auto f = fence();
  f[post] = value;
  writeFence(f);
}

void GardenPosition::swapTokens(int a, int b) {
  fenceJson();
  auto f = fence();
  std::swap(f[a], f[b]);
  writeFence(f);
}

void GardenPosition::leaveOut(const char* field) {
  j_.erase(field);
  touched();
}

void GardenPosition::fillGardenFromBox() {
  auto box = inBox();
  Json& g = gardenJson();
  const auto crops = cropsInPlay();
  std::size_t next = 0;
  for (int cell = 0; cell < 16; ++cell) {
    if (cropOf(g[cell / 4][cell % 4]) >= 0) continue;
    // Round the crops in play, so the filled garden is mixed rather than one crop in a block.
    for (std::size_t tries = 0; tries < crops.size(); ++tries, ++next) {
      const int crop = crops[next % crops.size()];
      if (box[crop] > 0) {
        --box[crop];
        g[cell / 4][cell % 4] = cropJson(crop);
        ++next;
        break;
      }
    }
  }
  touched();
}

void GardenPosition::setRemovedCrop(int crop) {
  Json crops = Json::array();
  for (int c = 0; c < 6; ++c)
    if (c != crop) crops.push_back(cropJson(c));
  j_["crops"] = crops;
  // A named option would contradict the list: it follows the list.
  if (j_.contains("options") && j_["options"].is_object() && j_["options"].contains("removed") &&
      j_["options"]["removed"] != "random")
    j_["options"]["removed"] = cropJson(crop);
  touched();
}

void GardenPosition::setPower(int crop, int slot, bool peasSwapStep) {
  j_["power"] = {{"crop", cropJson(crop)}, {"slot", slot}};
  if (crop == vb::garden::kPeas) j_["power"]["step"] = peasSwapStep ? "swap" : "mole";
  touched();
}

void GardenPosition::clearPower() {
  j_["power"] = nullptr;
  touched();
}

void GardenPosition::setCurrent(std::optional<int> seat) {
  if (seat)
    j_["current"] = *seat;
  else
    j_.erase("current");
  touched();
}

void GardenPosition::setHand(int seat, std::optional<std::vector<int>> crops) {
  Json& p = j_["players"][static_cast<std::size_t>(seat)];
  if (!p.is_object()) p = Json::object();
  if (!crops) {
    p.erase("hand");
  } else {
    p["hand"] = Json::array();
    for (int c : *crops) p["hand"].push_back(cropJson(c));
  }
  touched();
}

void GardenPosition::setDiscardRest(bool rest) {
  j_["discard"] = rest ? Json("rest") : Json::array();
  touched();
}

void GardenPosition::setName(int seat, const QString& name) {
  j_["players"][static_cast<std::size_t>(seat)]["name"] = name.toStdString();
  touched();
}

void GardenPosition::addPlayer() {
  j_["players"].push_back(
      {{"name", tr("Player %1").arg(players() + 1).toStdString()}, {"hand", Json::array()}});
  touched();
}

void GardenPosition::removePlayer(int seat) {
  j_["players"].erase(static_cast<std::size_t>(seat));
  if (j_.contains("current")) j_.erase("current");
  touched();
}

void GardenPosition::clear() {
  for (const char* field : {"garden", "fence", "mole", "harvest", "current", "rng"}) j_.erase(field);
  j_["power"] = nullptr;
  j_["deck"] = Json::array();
  j_["discard"] = Json::array();
  for (int i = 0; i < players(); ++i) setHand(i, std::vector<int>{});
  touched();
}

GardenSight GardenPosition::sight() const {
  GardenSight t;
  t.phase = QString::fromStdString(j_.value("phase", std::string("take")));
  t.crops = cropsInPlay();
  t.current = current();
  t.garden.fill(-1);
  if (j_.contains("garden"))
    for (int cell = 0; cell < 16; ++cell) t.garden[cell] = cropAt({Spot::Kind::Cell, cell});
  t.fence = fence();
  t.mole = moleCell().value_or(-1);
  for (int s = 0; s < harvestSize(); ++s) {
    const int crop = cropAt({Spot::Kind::Harvest, s});
    t.harvest.push_back(crop < 0 ? vb::garden::kNoCard : crop);
  }
  if (j_.contains("power") && j_["power"].is_object()) {
    t.powerCrop = cropAt({Spot::Kind::Power});
    t.powerSlot =
        j_["power"].value("slot", Json(-1)).is_number_integer() ? j_["power"]["slot"].get<int>() : -1;
    t.peasSwapStep = j_["power"].value("step", std::string()) == "swap";
  }
  t.deckSize = static_cast<int>(deck().size());
  const auto discard = discardCounts();
  t.discardSize = std::accumulate(discard.begin(), discard.end(), 0);
  for (int i = 0; i < players(); ++i) {
    GardenSight::Player p;
    p.name = playerName(i);
    p.handSize = handSize(i);
    if (const auto h = hand(i)) {
      std::array<int, 6> counts{};
      for (int c : *h)
        if (c >= 0) ++counts[c];
      p.hand = counts;
    }
    t.players.push_back(p);
  }
  return t;
}

}  // namespace vb::app::garden
