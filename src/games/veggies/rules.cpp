// Veggies: setup, the turn, placement, the end and the announcements (rules-decisions §1).
#include <algorithm>
#include <charconv>
#include <sstream>

#include "core/fields.h"
#include "games/veggies/state.h"

namespace vb::veggies {

namespace {

// ActionId layout (see veggies.h for the text forms): the kind in bits 40+, then per kind
//   start:    the card id
//   place:    source (0 hand, 1..3 market 0..2) << 32 | quarter turns << 28 | (y+2048) << 12 | (x+2048)
//   announce: the produce symbol
enum Kind : ActionId { kStartKind = 1, kPlaceKind = 2, kAnnounceKind = 3 };
constexpr int kCoordBias = 2048;

ActionId startAction(int cardId) { return (ActionId{kStartKind} << 40) | cardId; }
ActionId announceAction(Symbol s) { return (ActionId{kAnnounceKind} << 40) | s; }
ActionId placeAction(int source, int quarterTurns, int x, int y) {
  return (ActionId{kPlaceKind} << 40) | (ActionId{source} << 32) | (ActionId{quarterTurns} << 28) |
         (ActionId{y + kCoordBias} << 12) | ActionId{x + kCoordBias};
}

struct Decoded {
  ActionId kind = 0;
  int card = 0;                                    // start
  Symbol produce{};                                // announce
  int source = 0, quarterTurns = 0, x = 0, y = 0;  // place
};

Decoded decode(ActionId a) {
  Decoded d;
  d.kind = a >> 40;
  const ActionId low = a & ((ActionId{1} << 40) - 1);
  if (d.kind == kStartKind) d.card = static_cast<int>(low);
  if (d.kind == kAnnounceKind) d.produce = static_cast<Symbol>(low);
  if (d.kind == kPlaceKind) {
    d.source = static_cast<int>((low >> 32) & 0xFF);
    d.quarterTurns = static_cast<int>((low >> 28) & 0xF);
    d.y = static_cast<int>((low >> 12) & 0xFFF) - kCoordBias;
    d.x = static_cast<int>(low & 0xFFF) - kCoordBias;
  }
  return d;
}

bool validCard(int id) { return id >= 1 && id <= kDeckSize; }

// Only the ids the encoders make are actions; anything else (stray bits) is not.
bool canonical(ActionId a, const Decoded& d) {
  switch (d.kind) {
    case kStartKind:
      return a == startAction(d.card);
    case kAnnounceKind:
      return a == announceAction(d.produce);
    case kPlaceKind:
      return a == placeAction(d.source, d.quarterTurns, d.x, d.y);
    default:
      return false;
  }
}

// A card turned 180 looks the same as upright when its six spaces read the same backwards.
bool sameWhenTurnedHalfway(const Card& c) {
  return std::equal(c.spaces.begin(), c.spaces.end(), c.spaces.rbegin());
}

std::string cardPicture(int id, int quarterTurns) {
  std::string out;
  for (const auto& row : cardRows(card(id), quarterTurns)) out += (out.empty() ? "" : "/") + row;
  return out;
}

const char* const kActionForms =
    "actions read 'start 12', 'place hand r90 at 3,-1', 'place market 2 r0 at 0,3' or 'announce S'";

bool readInt(std::string_view text, int& out) {
  if (text.empty()) return false;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc() && p == end;
}

}  // namespace

bool VeggiesState::equals(const State& other) const {
  const auto* o = dynamic_cast<const VeggiesState*>(&other);
  return o != nullptr && options_ == o->options_ && seed_ == o->seed_ && rng_ == o->rng_ &&
         phase_ == o->phase_ && first_ == o->first_ && currentPlayer() == o->currentPlayer() &&
         deck_ == o->deck_ && market_ == o->market_ && players_ == o->players_;
}

// ---------------------------------------------------------------------------------------------
// Setup: shuffle, three cards to the market, two cards to each player.

int VeggiesState::draw() {
  if (deck_.empty()) return 0;  // an empty deck gives nothing
  const int id = deck_.back();
  deck_.pop_back();
  return id;
}

void VeggiesState::deal(const Setup& setup) {
  const int n = static_cast<int>(setup.names.size());
  if (n < 2 || n > 4) throw InputError("players: Veggies is for 2 to 4 players, not " + std::to_string(n));
  options_ = game_->resolveOptions(setup.options);
  allSpaces_ = options_.at("scoring") == "all-spaces";
  seed_ = setup.seed;
  rng_ = Rng(setup.seed);
  deck_.clear();
  for (const auto& c : deck()) deck_.push_back(c.id);
  rng_.shuffle(std::span<int>(deck_));
  // "Whoever most recently worked at a market" starts; the app cannot ask, so it is chosen at random
  // unless the option names a seat.
  const std::string& first = options_.at("first");
  if (first == "random") {
    first_ = static_cast<int>(rng_.below(static_cast<std::uint64_t>(n)));
  } else {
    first_ = first[0] - '0';
    if (first_ >= n)
      throw InputError("option 'first': seat " + first + " but seats are 0 to " + std::to_string(n - 1));
  }
  for (auto& slot : market_) slot = draw();
  players_.assign(static_cast<std::size_t>(n), Player{});
  for (int i = 0; i < n; ++i) {
    Player& p = players_[static_cast<std::size_t>(i)];
    p.name = setup.names[static_cast<std::size_t>(i)];
    p.drawn = {draw(), draw()};
  }
  phase_ = Phase::kStart;
  current_ = first_;
}

// ---------------------------------------------------------------------------------------------
// Legal actions.

std::vector<ActionId> VeggiesState::legalActions() const {
  std::vector<ActionId> out;
  switch (phase_) {
    case Phase::kStart: {
      const auto& d = players_[current_].drawn;
      for (int id : {std::min(d[0], d[1]), std::max(d[0], d[1])})
        if (id) out.push_back(startAction(id));
      break;
    }
    case Phase::kPlay: {
      // The positions depend only on the card's shape: find them once for upright and sideways,
      // as the position bits of an action id; each (source, turn) then adds its own bits.
      const Stall& stall = players_[current_].stall;
      std::vector<ActionId> at[2];
      stall.forEachPlacement(2, 3, [&](int x, int y) { at[0].push_back(placeAction(0, 0, x, y)); });
      stall.forEachPlacement(3, 2, [&](int x, int y) { at[1].push_back(placeAction(0, 0, x, y)); });
      out.reserve(8 * (at[0].size() + at[1].size()));
      for (int source = 0; source < 4; ++source) {
        const int id = cardAt(source);
        if (!id) continue;
        const int turns = sameWhenTurnedHalfway(card(id)) ? 2 : 4;
        for (int q = 0; q < turns; ++q) {
          const ActionId bits = (ActionId{source} << 32) | (ActionId{q} << 28);
          const auto& positions = at[q % 2];
          const std::size_t start = out.size();
          out.resize(start + positions.size());
          ActionId* dst = out.data() + start;
          for (std::size_t k = 0; k < positions.size(); ++k) dst[k] = positions[k] | bits;
        }
      }
      break;
    }
    case Phase::kAnnounce:
      for (Symbol s : largestTypes(analyse(players_[current_].stall))) out.push_back(announceAction(s));
      break;
    case Phase::kOver:
      break;
  }
  return out;
}

std::string VeggiesState::refusal(ActionId action) const {
  const Decoded d = decode(action);
  const Player& p = players_[current_];
  const std::string who = p.name;
  if (phase_ == Phase::kOver) return "the game is over";
  if (!canonical(action, d)) return "not an action of Veggies";
  if (phase_ == Phase::kStart && d.kind != kStartKind)
    return "it is the setup: " + who + " first chooses the card that starts the stall ('start N')";
  if (phase_ == Phase::kPlay && d.kind != kPlaceKind)
    return "it is " + who + "'s turn to place a card ('place hand ...' or 'place market M ...')";
  if (phase_ == Phase::kAnnounce && d.kind != kAnnounceKind)
    return "every stall is complete: " + who + " announces a produce type ('announce S')";

  if (d.kind == kStartKind) {
    if (d.card != p.drawn[0] && d.card != p.drawn[1])
      return "card " + std::to_string(d.card) + " is not one of the two cards " + who + " drew";
    return {};
  }
  if (d.kind == kAnnounceKind) {
    const StallAnalysis a = analyse(p.stall);
    const auto types = largestTypes(a);
    if (std::find(types.begin(), types.end(), d.produce) != types.end()) return {};
    std::string tied;
    for (Symbol s : types) tied += (tied.empty() ? "" : ", ") + std::string(1, symbolCode(s));
    return "announce the type of a largest group (" + std::to_string(a.produce[types.front()].largest) +
           " spaces): " + tied;
  }
  // Placement.
  if (d.source < 0 || d.source > 3) return "the source must be the hand or market card 0, 1 or 2";
  const int id = cardAt(d.source);
  if (!id)
    return d.source == 0 ? who + " has no hand card"
                         : "market slot " + std::to_string(d.source - 1) + " is empty";
  if (d.quarterTurns < 0 || d.quarterTurns > 3) return "turn the card by 0, 90, 180 or 270 degrees";
  if (d.quarterTurns >= 2 && sameWhenTurnedHalfway(card(id)))
    return "card " + std::to_string(id) + " looks the same turned " + std::to_string(d.quarterTurns * 90) +
           " as turned " + std::to_string((d.quarterTurns - 2) * 90) + ": place it as r" +
           std::to_string((d.quarterTurns - 2) * 90);
  const bool sideways = d.quarterTurns % 2 == 1;
  const int w = sideways ? 3 : 2, h = sideways ? 2 : 3;
  if (p.stall.touches(d.x, d.y, w, h)) {
    // Inside the window by construction: a touching card is at most one space beyond the stall.
    return {};
  }
  if (p.stall.touchesOnlyAtCorner(d.x, d.y, w, h))
    return "the card at " + std::to_string(d.x) + "," + std::to_string(d.y) +
           " touches the stall only at a corner; it must cover a space or share an edge with one";
  return "the card at " + std::to_string(d.x) + "," + std::to_string(d.y) +
         " neither covers nor shares an edge with a space of " + who + "'s stall";
}

// ---------------------------------------------------------------------------------------------
// Applying a decision.

Outcome VeggiesState::apply(ActionId action) {
  if (std::string why = refusal(action); !why.empty()) return Outcome::refused(why);
  const Decoded d = decode(action);
  Player& p = players_[current_];
  switch (d.kind) {
    case kStartKind: {
      // The first stall card lies upright at the origin; the other drawn card is the hidden hand.
      p.stall.place(d.card, footprint(card(d.card), 0), 0, 0);
      p.hand = p.drawn[0] == d.card ? p.drawn[1] : p.drawn[0];
      p.drawn = {0, 0};
      advanceAfterStart();
      return Outcome::done(true);  // the chosen card is now seen by everyone
    }
    case kPlaceKind: {
      const int id = cardAt(d.source);
      p.stall.place(id, footprint(card(id), d.quarterTurns), d.x, d.y);
      p.announced = kEmpty;  // a provisional announcement from a scenario no longer holds
      const int drawn = draw();
      if (d.source == 0) {
        p.hand = drawn;
      } else {
        market_[d.source - 1] = drawn;
      }
      const bool revealed = d.source == 0 || drawn != 0;
      advanceAfterPlay();
      return Outcome::done(revealed);
    }
    default: {  // kAnnounceKind
      p.announced = d.produce;
      advanceAnnouncements();
      return Outcome::done(false);
    }
  }
}

void VeggiesState::advanceAfterStart() {
  const int n = numPlayers();
  for (int k = 1; k <= n; ++k) {
    const int seat = (current_ + k) % n;
    if (players_[seat].stall.empty()) {
      current_ = seat;
      return;
    }
  }
  phase_ = Phase::kPlay;
  current_ = first_;
}

void VeggiesState::advanceAfterPlay() {
  // The next player is the next seat in turn order whose stall still lacks cards.
  const int n = numPlayers();
  for (int k = 1; k <= n; ++k) {
    const int seat = (current_ + k) % n;
    if (players_[seat].stall.cardCount() < kStallCards) {
      current_ = seat;
      return;
    }
  }
  // Every stall holds 8 cards: the game ends and the players announce.
  phase_ = Phase::kAnnounce;
  for (auto& p : players_) p.announced = kEmpty;
  advanceAnnouncements();
}

void VeggiesState::advanceAnnouncements() {
  // In turn order from the first player: a single largest type is announced at once; a tie is the
  // player's decision; a stall without produce announces nothing.
  const int n = numPlayers();
  for (int k = 0; k < n; ++k) {
    const int seat = (first_ + k) % n;
    Player& p = players_[seat];
    if (p.announced != kEmpty) continue;
    const auto types = largestTypes(analyse(p.stall));
    if (types.size() >= 2) {
      current_ = seat;
      return;
    }
    if (types.size() == 1) p.announced = types.front();
  }
  phase_ = Phase::kOver;
  current_ = first_;
}

// ---------------------------------------------------------------------------------------------
// Text and JSON forms of actions.

std::string VeggiesState::actionText(ActionId action) const {
  const Decoded d = decode(action);
  switch (d.kind) {
    case kStartKind:
      return "start " + std::to_string(d.card);
    case kAnnounceKind:
      return std::string("announce ") + symbolCode(d.produce);
    case kPlaceKind: {
      std::string s = d.source == 0 ? "place hand" : "place market " + std::to_string(d.source - 1);
      return s + " r" + std::to_string(d.quarterTurns * 90) + " at " + std::to_string(d.x) + "," +
             std::to_string(d.y);
    }
    default:
      return "unknown action " + std::to_string(action);
  }
}

Json VeggiesState::actionJson(ActionId action) const {
  const Decoded d = decode(action);
  switch (d.kind) {
    case kStartKind:
      return {{"type", "start"}, {"card", d.card}};
    case kAnnounceKind:
      return {{"type", "announce"}, {"produce", std::string(1, symbolCode(d.produce))}};
    case kPlaceKind: {
      Json j = {{"type", "place"}, {"source", d.source == 0 ? "hand" : "market"}};
      if (d.source > 0) j["market"] = d.source - 1;
      j["rotation"] = d.quarterTurns * 90;
      j["at"] = {d.x, d.y};
      return j;
    }
    default:
      return {{"type", "unknown"}, {"id", action}};
  }
}

ActionId VeggiesState::parseAction(std::string_view text) const {
  const std::vector<std::string> w = fields::actionWords(text);
  const std::string quotedText = quote(text);
  auto fail = [&](const std::string& why) -> ActionId { throw InputError(quotedText + ": " + why); };
  if (w.empty()) return fail(kActionForms);
  if (w[0] == "start") {
    int id = 0;
    if (w.size() != 2 || !readInt(w[1], id) || !validCard(id))
      return fail("expected 'start CARD' with a card id 1 to 40");
    return startAction(id);
  }
  if (w[0] == "announce") {
    if (w.size() != 2) return fail("expected 'announce T' with T one of S B G M C");
    Symbol s = w[1].size() == 1 ? symbolFromCode(w[1][0]) : kEmpty;
    for (int i = kStrawberry; i <= kCarrot && s == kEmpty; ++i)
      if (symbolName(static_cast<Symbol>(i)) == w[1]) s = static_cast<Symbol>(i);
    if (s < kStrawberry || s > kCarrot) return fail(quote(w[1]) + " is not a produce type (S B G M C)");
    return announceAction(s);
  }
  if (w[0] == "place") {
    std::size_t i = 1;
    int source = 0;
    if (i < w.size() && w[i] == "hand") {
      ++i;
    } else if (i + 1 < w.size() && w[i] == "market") {
      int m = 0;
      if (!readInt(w[i + 1], m) || m < 0 || m > 2) return fail("the market cards are 0, 1 and 2");
      source = m + 1;
      i += 2;
    } else {
      return fail("expected 'place hand ...' or 'place market M ...'");
    }
    int degrees = 0;
    if (i >= w.size() || w[i].size() < 2 || w[i][0] != 'r' ||
        !readInt(std::string_view(w[i]).substr(1), degrees) || degrees % 90 != 0 || degrees < 0 ||
        degrees > 270)
      return fail("expected a turn r0, r90, r180 or r270 after the source");
    ++i;
    if (i + 1 >= w.size() || w[i] != "at" || i + 2 != w.size()) return fail("expected 'at X,Y' at the end");
    const std::string& xy = w[i + 1];
    const auto comma = xy.find(',');
    int x = 0, y = 0;
    if (comma == std::string::npos || !readInt(std::string_view(xy).substr(0, comma), x) ||
        !readInt(std::string_view(xy).substr(comma + 1), y))
      return fail("expected the position as X,Y (whole numbers, e.g. 3,-1)");
    if (x < -kCoordBias || x >= kCoordBias || y < -kCoordBias || y >= kCoordBias)
      return fail("the position is far outside any stall");
    return placeAction(source, degrees / 90, x, y);
  }
  return fail(kActionForms);
}

ActionId VeggiesState::parseActionJson(const Json& j) const {
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
    throw InputError("an action in JSON needs a \"type\": start, place or announce");
  const std::string type = j["type"].get<std::string>();
  try {
    if (type == "start") return parseAction("start " + fields::integerText(j.at("card"), "card"));
    if (type == "announce") return parseAction("announce " + j.at("produce").get<std::string>());
    if (type == "place") {
      const std::string source = j.at("source").get<std::string>();
      std::string text =
          "place " +
          (source == "market" ? "market " + fields::integerText(j.at("market"), "market") : source);
      text += " r" + fields::integerText(j.value("rotation", Json(0)), "rotation") + " at " +
              fields::integerText(j.at("at").at(0), "at[0]") + "," +
              fields::integerText(j.at("at").at(1), "at[1]");
      return parseAction(text);
    }
  } catch (const Json::exception&) {
    throw InputError("the " + type + " action in JSON lacks a field or has one of the wrong kind");
  }
  throw InputError("\"type\": " + quote(type) + " is not an action of Veggies (start, place, announce)");
}

std::string VeggiesState::describeAction(ActionId action) const {
  const Decoded d = decode(action);
  const std::string who = phase_ == Phase::kOver ? "?" : players_[current_].name;
  switch (d.kind) {
    case kStartKind:
      return who + " starts the stall with card " + std::to_string(d.card) + " (" + cardPicture(d.card, 0) +
             ") and keeps the other card";
    case kAnnounceKind:
      return who + " announces " + symbolName(d.produce);
    case kPlaceKind: {
      const int id = (d.source >= 0 && d.source <= 3) ? cardAt(d.source) : 0;
      if (!id) return who + ": " + actionText(action);
      const std::string from =
          d.source == 0 ? "the hand card" : "market card " + std::to_string(d.source - 1);
      return who + " places " + from + " (" + cardPicture(id, d.quarterTurns) + ") turned " +
             std::to_string(d.quarterTurns * 90) + "\u00b0 at " + std::to_string(d.x) + "," +
             std::to_string(d.y);
    }
    default:
      return who + ": " + actionText(action);
  }
}

// ---------------------------------------------------------------------------------------------
// Snapshots, observations and pictures.

namespace {
const char* phaseName(Phase p) {
  switch (p) {
    case Phase::kStart:
      return "start";
    case Phase::kPlay:
      return "play";
    case Phase::kAnnounce:
      return "announce";
    case Phase::kOver:
      return "over";
  }
  return "?";
}
Json cardOrNull(int id) { return id ? Json(id) : Json(nullptr); }
}  // namespace

Json VeggiesState::toJsonFor(int seat, bool whole) const {
  Json j = {{"game", "veggies"}, {"options", options_}};
  if (whole) {
    j["seed"] = seed_;
    j["rng"] = rng_.toText();
  } else {
    j["seat"] = seat;
  }
  j["phase"] = phaseName(phase_);
  j["first"] = first_;
  j["current"] = currentPlayer() < 0 ? Json(nullptr) : Json(current_);
  if (whole) {
    j["deck"] = Json(std::vector<int>(deck_.rbegin(), deck_.rend()));
  } else {
    j["deck_size"] = deck_.size();
  }
  j["market"] = Json::array();
  for (int id : market_) j["market"].push_back(cardOrNull(id));
  j["players"] = Json::array();
  for (int i = 0; i < numPlayers(); ++i) {
    const Player& p = players_[i];
    const bool sees = whole || i == seat;
    Json pj = {{"name", p.name}};
    pj["hand"] = sees || !p.hand ? cardOrNull(p.hand) : Json("hidden");
    if (p.drawn[0] || p.drawn[1]) {
      if (sees) {
        pj["drawn"] = Json::array();
        for (int id : p.drawn)
          if (id) pj["drawn"].push_back(id);
      } else {
        pj["drawn"] = Json::array({"hidden", "hidden"});
      }
    }
    const Rect b = p.stall.bounds();
    pj["stall"] = {{"rows", p.stall.rows()}, {"origin", {b.x, b.y}}, {"cards", p.stall.cards()}};
    pj["announced"] = p.announced == kEmpty ? Json(nullptr) : Json(std::string(1, symbolCode(p.announced)));
    j["players"].push_back(pj);
  }
  return j;
}

Json VeggiesState::toJson() const { return toJsonFor(-1, true); }

Json VeggiesState::observation(int seat) const { return toJsonFor(seat, false); }

std::string VeggiesState::render(int seat) const {
  std::ostringstream out;
  out << "Veggies - ";
  switch (phase_) {
    case Phase::kStart:
      out << "setup, " << players_[current_].name << " chooses a starting card";
      break;
    case Phase::kPlay:
      out << players_[current_].name << " to place a card";
      break;
    case Phase::kAnnounce:
      out << players_[current_].name << " to announce a produce type";
      break;
    case Phase::kOver:
      out << "game over";
      break;
  }
  out << "\nDeck: " << deck_.size() << " cards\nMarket:";
  for (int i = 0; i < 3; ++i) {
    out << "  [" << i << "] ";
    if (market_[i]) {
      out << "#" << market_[i] << " " << cardPicture(market_[i], 0);
    } else {
      out << "(empty)";
    }
  }
  out << "\n";
  for (int i = 0; i < numPlayers(); ++i) {
    const Player& p = players_[i];
    const bool sees = i == seat;
    out << "\n"
        << (phase_ != Phase::kOver && i == current_ ? "> " : "  ") << p.name << " (seat " << i
        << "): " << p.stall.cardCount() << " card" << (p.stall.cardCount() == 1 ? "" : "s") << " in stall";
    if (p.hand)
      out << "; hand: " << (sees ? "#" + std::to_string(p.hand) + " " + cardPicture(p.hand, 0) : "hidden");
    if (p.drawn[0]) {
      out << "; drew: ";
      if (sees) {
        out << "#" << p.drawn[0] << " " << cardPicture(p.drawn[0], 0) << " and #" << p.drawn[1] << " "
            << cardPicture(p.drawn[1], 0);
      } else {
        out << "2 hidden cards";
      }
    }
    if (p.announced) out << "; announced " << symbolName(p.announced);
    out << "\n";
    const Rect b = p.stall.bounds();
    if (b.w == 0) continue;
    out << "      ";
    for (int x = b.x; x < b.x + b.w; ++x) out << (x < 0 || x > 9 ? "" : " ") << x << (x < -9 ? "" : " ");
    out << "\n";
    for (int y = b.y; y < b.y + b.h; ++y) {
      out << (y < 0 || y > 9 ? "  " : "   ") << y << "  ";
      for (int x = b.x; x < b.x + b.w; ++x) out << " " << symbolCode(p.stall.at(x, y)) << " ";
      out << "\n";
    }
  }
  if (phase_ == Phase::kOver) {
    const ScoreSheet sheet = scoreSheet();
    out << "\nFinal scores:\n";
    for (const auto& ps : sheet.players) out << "  " << ps.name << ": " << ps.total << "\n";
  }
  return out.str();
}

std::vector<std::string> VeggiesState::checkInvariants() const {
  std::vector<std::string> problems;
  std::array<int, kDeckSize + 1> seen{};
  auto count = [&](int id, const std::string& where) {
    if (!id) return;
    if (!validCard(id)) {
      problems.push_back(where + ": card " + std::to_string(id) + " is not a card of the deck");
    } else if (++seen[id] == 2) {
      problems.push_back(where + ": card " + std::to_string(id) + " is in two places");
    }
  };
  for (int id : deck_) {
    if (!id) problems.push_back("deck: an empty place in the deck");  // 0 means "no card" elsewhere only
    count(id, "deck");
  }
  for (int id : market_) count(id, "market");
  for (const auto& p : players_) {
    count(p.hand, p.name + "'s hand");
    for (int id : p.drawn) count(id, p.name + "'s drawn cards");
    for (int id : p.stall.cards()) count(id, p.name + "'s stall");
    if (p.stall.cardCount() > kStallCards) problems.push_back(p.name + "'s stall holds more than 8 cards");
  }
  for (int id = 1; id <= kDeckSize; ++id)
    if (!seen[id]) problems.push_back("card " + std::to_string(id) + " is nowhere");

  // Each phase's preconditions (docs/rules/veggies.md#setup, #turn): at setup a stall holds at
  // most its first card and only an empty stall has drawn cards; later every stall has begun.
  for (const auto& p : players_) {
    const bool hasDrawn = p.drawn[0] != 0 || p.drawn[1] != 0;
    if (phase_ == Phase::kStart && p.stall.cardCount() > 1)
      problems.push_back(p.name + "'s stall holds more than its first card during the setup");
    if (phase_ != Phase::kStart && p.stall.empty())
      problems.push_back(p.name + "'s stall is empty after the setup");
    if (hasDrawn && (phase_ != Phase::kStart || !p.stall.empty()))
      problems.push_back(p.name + " holds drawn cards but has already started the stall");
    if (phase_ == Phase::kStart && p.stall.empty() && (p.drawn[0] == 0 || p.drawn[1] == 0))
      problems.push_back(p.name + " has not started the stall but lacks the two drawn cards");
    if ((phase_ == Phase::kAnnounce || phase_ == Phase::kOver) && p.stall.cardCount() != kStallCards)
      problems.push_back(p.name + "'s stall is not complete, yet the placing is over");
  }
  // A hand or market slot left empty by a scenario is a position to try (docs/scenarios.md); one
  // in which the player to move has no card at all is not.
  if (phase_ != Phase::kOver && legalActions().empty())
    problems.push_back("no legal action while the game runs");
  return problems;
}

}  // namespace vb::veggies
