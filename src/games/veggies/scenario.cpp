// Reading Veggies snapshots and hand-written scenarios (docs/scenarios.md), and the game module.
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <map>
#include <set>

#include "core/fields.h"
#include "games/veggies/state.h"

namespace vb::veggies {

namespace {

// The coordinates a scenario may use; placements stay far inside what an action id can name.
constexpr int kMaxCoordinate = 1000;

using fields::onlyFields;
using fields::readSeat;
using fields::refuse;

// Remembers where every named card is, so a card named twice is refused with both places.
class CardLedger {
 public:
  int take(const Json& j, const std::string& where) {
    const int id = fields::readInt(j, where, 1, kDeckSize, "a card id");
    if (auto it = named_.find(id); it != named_.end())
      refuse(where, "card " + std::to_string(id) + " is also in " + it->second);
    named_[id] = where;
    return id;
  }
  bool named(int id) const { return named_.count(id) != 0; }

 private:
  std::map<int, std::string> named_;
};

struct StallInput {
  std::vector<std::string> rows;
  int originX = 0, originY = 0;
  std::vector<int> cards;
  bool cardsGiven = false;
  int visible = 0;
  int span = 0;                                  // the visible spaces' larger extent
  int minX = 0, maxX = -1, minY = 0, maxY = -1;  // the visible spaces within the rows
  // The fewest cards that can show these spaces: 6 spaces a card, and k cards span at most 3k.
  int fewestCards() const { return visible == 0 ? 0 : std::max((visible + 5) / 6, (span + 2) / 3); }
};

StallInput readStall(const Json& j, const std::string& where, CardLedger& ledger) {
  StallInput s;
  if (!j.is_object()) refuse(where, "must be an object with \"rows\" (and optionally \"origin\", \"cards\")");
  onlyFields(j, where, {"rows", "origin", "cards"}, "a stall");
  if (j.contains("rows")) {
    const Json& rows = j["rows"];
    if (!rows.is_array()) refuse(where + ".rows", "must be an array of strings");
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const std::string at = where + ".rows[" + std::to_string(r) + "]";
      if (!rows[r].is_string()) refuse(at, "must be a string of symbol codes");
      const std::string row = rows[r].get<std::string>();
      for (char c : row)
        if (c != '.' && !isSymbolCode(c))
          refuse(at, std::string("unknown symbol '") + c + "' (use S B G M C X R, or . for an empty space)");
      if (!s.rows.empty() && row.size() != s.rows.front().size())
        refuse(where + ".rows", "rows differ in length (row 0 has " + std::to_string(s.rows.front().size()) +
                                    " spaces, row " + std::to_string(r) + " has " +
                                    std::to_string(row.size()) + ")");
      s.visible += static_cast<int>(std::count_if(row.begin(), row.end(), [](char c) { return c != '.'; }));
      s.rows.push_back(row);
    }
    // Trim empty rows and columns at the edges: the span is that of the visible spaces.
    int minX = INT_MAX, maxX = -1, minY = INT_MAX, maxY = -1;
    for (int y = 0; y < static_cast<int>(s.rows.size()); ++y)
      for (int x = 0; x < static_cast<int>(s.rows[y].size()); ++x)
        if (s.rows[y][x] != '.')
          minX = std::min(minX, x), maxX = std::max(maxX, x), minY = std::min(minY, y), maxY = y;
    s.span = maxY < 0 ? 0 : std::max(maxX - minX + 1, maxY - minY + 1);
    if (maxY >= 0) s.minX = minX, s.maxX = maxX, s.minY = minY, s.maxY = maxY;
  }
  if (j.contains("origin")) {
    const Json& o = j["origin"];
    if (!o.is_array() || o.size() != 2 || !fields::isIntIn(o[0], -kMaxCoordinate, kMaxCoordinate) ||
        !fields::isIntIn(o[1], -kMaxCoordinate, kMaxCoordinate))
      refuse(where + ".origin", "must be [x, y], whole numbers from -1000 to 1000");
    s.originX = static_cast<int>(o[0].get<std::int64_t>());
    s.originY = static_cast<int>(o[1].get<std::int64_t>());
  }
  // Empty rows and columns around the visible spaces may be any number; the spaces themselves
  // stay within the coordinates an action can name.
  const auto outside = [](std::int64_t v) { return v < -kMaxCoordinate || v > kMaxCoordinate; };
  if (s.maxY >= 0 &&
      (outside(std::int64_t{s.originX} + s.minX) || outside(std::int64_t{s.originX} + s.maxX) ||
       outside(std::int64_t{s.originY} + s.minY) || outside(std::int64_t{s.originY} + s.maxY)))
    refuse(where + ".rows",
           "its visible spaces must lie at coordinates from -1000 to 1000 (the origin is the "
           "top-left of the rows)");
  if (s.fewestCards() > kStallCards)
    refuse(where, std::to_string(s.visible) + " visible spaces spanning " + std::to_string(s.span) +
                      " need more than the 8 cards a stall can hold");
  if (j.contains("cards")) {
    const Json& c = j["cards"];
    if (!c.is_array()) refuse(where + ".cards", "must be an array of card ids");
    if (c.size() > static_cast<std::size_t>(kStallCards)) refuse(where + ".cards", "at most 8 cards");
    for (std::size_t i = 0; i < c.size(); ++i)
      s.cards.push_back(ledger.take(c[i], where + ".cards[" + std::to_string(i) + "]"));
    s.cardsGiven = true;
    if (static_cast<int>(s.cards.size()) < s.fewestCards())
      refuse(where + ".cards", std::to_string(s.visible) + " visible spaces spanning " +
                                   std::to_string(s.span) + " need at least " +
                                   std::to_string(s.fewestCards()) + " cards; it lists " +
                                   std::to_string(c.size()));
    if (s.visible == 0 && !s.cards.empty())
      refuse(where + ".cards", "a stall with cards shows some spaces in \"rows\"");
  }
  return s;
}

}  // namespace

std::unique_ptr<State> readState(const Game& game, const Json& j) {
  if (!j.is_object()) throw InputError("the state must be a JSON object");
  onlyFields(j, "",
             {"game", "options", "seed", "rng", "phase", "first", "current", "deck", "market", "players"},
             "a Veggies state");
  auto state = std::make_unique<VeggiesState>(game);
  VeggiesState& s = *state;

  s.options_ = fields::readOptions(game, j, R"({"scoring":"all-spaces"})");
  s.allSpaces_ = s.options_.at("scoring") == "all-spaces";
  s.seed_ = fields::readSeed(j);

  if (!j.contains("players")) refuse("players", "missing (2 to 4 players)");
  const Json& players = j["players"];
  if (!players.is_array() || players.size() < 2 || players.size() > 4)
    refuse("players", "2 to 4 players, each an object");
  const int n = static_cast<int>(players.size());

  // First every card the scenario names, so the rest can be dealt around them.
  CardLedger ledger;
  std::vector<StallInput> stalls(n);
  struct Named {
    bool handGiven = false, drawnGiven = false;
    int hand = 0;
    std::array<int, 2> drawn{};
  };
  std::vector<Named> named(n);
  s.players_.assign(static_cast<std::size_t>(n), Player{});
  for (int i = 0; i < n; ++i) {
    const Json& pj = players[i];
    const std::string where = "players[" + std::to_string(i) + "]";
    if (!pj.is_object()) refuse(where, "must be an object");
    onlyFields(pj, where, {"name", "hand", "drawn", "stall", "announced"}, "a player");
    Player& p = s.players_[i];
    p.name = "Player " + std::to_string(i + 1);
    if (pj.contains("name")) p.name = fields::readName(pj["name"], where + ".name");
    if (pj.contains("stall")) stalls[i] = readStall(pj["stall"], where + ".stall", ledger);
    if (pj.contains("hand")) {
      named[i].handGiven = true;
      if (!pj["hand"].is_null()) named[i].hand = ledger.take(pj["hand"], where + ".hand");
    }
    if (pj.contains("drawn")) {
      const Json& d = pj["drawn"];
      if (!d.is_array() || d.size() != 2) refuse(where + ".drawn", "must list the two cards drawn at setup");
      if (stalls[i].visible > 0)
        refuse(where + ".drawn", "only a player whose stall is still empty has drawn cards");
      named[i].drawnGiven = true;
      for (int k = 0; k < 2; ++k)
        named[i].drawn[k] = ledger.take(d[k], where + ".drawn[" + std::to_string(k) + "]");
    }
  }
  std::vector<int> market;
  if (j.contains("market")) {
    const Json& m = j["market"];
    if (!m.is_array() || m.size() > 3)
      refuse("market", "must be an array of up to 3 card ids (null: an empty slot), not " + describeJson(m));
    for (std::size_t k = 0; k < m.size(); ++k)
      market.push_back(m[k].is_null() ? 0 : ledger.take(m[k], "market[" + std::to_string(k) + "]"));
  }
  std::vector<int> deckTop;
  if (j.contains("deck")) {
    const Json& d = j["deck"];
    if (!d.is_array() || d.size() > static_cast<std::size_t>(kDeckSize))
      refuse("deck", "must be an array of at most 40 card ids, top first, not " + describeJson(d));
    for (std::size_t k = 0; k < d.size(); ++k)
      deckTop.push_back(ledger.take(d[k], "deck[" + std::to_string(k) + "]"));
  }

  // The cards nobody named, shuffled by the seed; defaults are dealt from them.
  s.rng_ = Rng(s.seed_);
  std::vector<int> pool;
  for (int id = 1; id <= kDeckSize; ++id)
    if (!ledger.named(id)) pool.push_back(id);
  s.rng_.shuffle(std::span<int>(pool));
  auto deal = [&]() {
    if (pool.empty()) return 0;
    const int id = pool.back();
    pool.pop_back();
    return id;
  };
  for (int i = 0; i < n; ++i) {
    StallInput& st = stalls[i];
    if (!st.cardsGiven && st.visible > 0) {
      for (int k = 0; k < st.fewestCards(); ++k) {
        const int id = deal();
        if (!id) refuse("players[" + std::to_string(i) + "].stall", "not enough cards are left to build it");
        st.cards.push_back(id);
      }
    }
    s.players_[i].stall.set(st.rows, st.originX, st.originY, st.cards);
  }
  for (std::size_t k = 0; k < 3; ++k) {
    // Slots the scenario does not list are dealt; a listed null stays empty.
    s.market_[k] = k < market.size() ? market[k] : deal();
  }
  for (int i = 0; i < n; ++i) {
    Player& p = s.players_[i];
    if (p.stall.empty()) {
      p.drawn = named[i].drawnGiven ? named[i].drawn : std::array<int, 2>{deal(), deal()};
      if (!p.drawn[0] || !p.drawn[1])
        refuse("players[" + std::to_string(i) + "].drawn", "no cards are left to draw");
      if (named[i].handGiven && named[i].hand)
        refuse("players[" + std::to_string(i) + "].hand",
               "a player gets a hand card only with the first stall card");
    } else {
      p.hand = named[i].handGiven ? named[i].hand : deal();
    }
  }
  s.deck_.assign(pool.begin(), pool.end());  // the pool's last card is the top
  s.deck_.insert(s.deck_.end(), deckTop.rbegin(), deckTop.rend());
  if (j.contains("rng")) {
    if (!j["rng"].is_string() || !s.rng_.fromText(j["rng"].get<std::string>()))
      refuse("rng", "must be the generator text a snapshot writes (four 16-digit hex words joined by -)");
  }

  // Announcements: only the type of a largest group can be announced.
  for (int i = 0; i < n; ++i) {
    const Json& pj = players[i];
    if (!pj.contains("announced") || pj["announced"].is_null()) continue;
    const std::string where = "players[" + std::to_string(i) + "].announced";
    const Json& a = pj["announced"];
    const Symbol sym =
        a.is_string() && a.get<std::string>().size() == 1 ? symbolFromCode(a.get<std::string>()[0]) : kEmpty;
    if (sym < kStrawberry || sym > kCarrot) refuse(where, "must be a produce code: S, B, G, M or C");
    const auto types = largestTypes(analyse(s.players_[i].stall));
    if (std::find(types.begin(), types.end(), sym) == types.end())
      refuse(where, std::string("'") + symbolCode(sym) + "' is not the type of a largest group in the stall");
    s.players_[i].announced = sym;
  }

  // Whose decision it is follows from the stalls; `current` may name another seat during play.
  s.first_ = j.contains("first") ? readSeat(j["first"], "first", n) : 0;
  const bool anyEmpty =
      std::any_of(s.players_.begin(), s.players_.end(), [](const Player& p) { return p.stall.empty(); });
  const bool allFull = std::all_of(s.players_.begin(), s.players_.end(),
                                   [](const Player& p) { return p.stall.cardCount() == kStallCards; });
  if (anyEmpty) {
    s.phase_ = Phase::kStart;
    for (int k = 0; k < n; ++k) {
      const int seat = (s.first_ + k) % n;
      if (s.players_[seat].stall.empty()) {
        s.current_ = seat;
        break;
      }
    }
    if (j.contains("current") && !j["current"].is_null()) {
      const int c = readSeat(j["current"], "current", n);
      if (!s.players_[c].stall.empty())
        refuse("current", "in the setup, the current player has an empty stall");
      s.current_ = c;
    }
  } else if (allFull) {
    s.phase_ = Phase::kAnnounce;
    s.advanceAnnouncements();
    if (j.contains("current") && !j["current"].is_null()) {
      if (s.isOver())
        refuse("current", "the game is over: every stall is complete and announced, so no one is current");
      if (readSeat(j["current"], "current", n) != s.currentPlayer())
        refuse("current", "every stall is complete; " + s.players_[s.current_].name + " announces next");
    }
  } else {
    s.phase_ = Phase::kPlay;
    int best = kStallCards;
    for (int k = 0; k < n; ++k) {
      const int seat = (s.first_ + k) % n;
      if (s.players_[seat].stall.cardCount() < best) {
        best = s.players_[seat].stall.cardCount();
        s.current_ = seat;
      }
    }
    if (j.contains("current") && !j["current"].is_null()) {
      const int c = readSeat(j["current"], "current", n);
      if (s.players_[c].stall.cardCount() >= kStallCards)
        refuse("current", "that player's stall is already complete");
      s.current_ = c;
    }
  }
  if (j.contains("phase")) {
    static const std::map<std::string, Phase> phases = {{"start", Phase::kStart},
                                                        {"play", Phase::kPlay},
                                                        {"announce", Phase::kAnnounce},
                                                        {"over", Phase::kOver}};
    const auto it = j["phase"].is_string() ? phases.find(j["phase"].get<std::string>()) : phases.end();
    if (it == phases.end()) refuse("phase", "must be start, play, announce or over");
    if (it->second != s.phase_)
      refuse("phase", "'" + it->first + "' does not fit the players' stalls and announcements");
  }
  return state;
}

namespace {

class VeggiesGame final : public Game {
 public:
  std::string_view id() const override { return "veggies"; }
  std::string_view name() const override { return "Veggies"; }
  std::string_view summary() const override {
    return "Build a market stall of produce cards and gather the largest groups.";
  }
  int minPlayers() const override { return 2; }
  int maxPlayers() const override { return 4; }
  std::vector<OptionSpec> options() const override {
    return {
        {"scoring",
         {"largest-group", "all-spaces"},
         "largest-group",
         "largest-group: largest group x groups (published); all-spaces: all spaces x groups (literal seed)"},
        {"first", {"random", "0", "1", "2", "3"}, "random", "the seat that starts, or random"}};
  }
  int maxDecisions(int players) const override {
    // A start, at most 8 placements and one announcement per player.
    return players * (1 + kStallCards + 1);
  }

 protected:
  std::unique_ptr<State> deal(const Setup& setup) const override {
    auto state = std::make_unique<VeggiesState>(*this);
    state->deal(setup);
    return state;
  }
  std::unique_ptr<State> readSnapshot(const Json& json) const override { return readState(*this, json); }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<VeggiesGame>(); }

}  // namespace vb::veggies
