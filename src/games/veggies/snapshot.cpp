// Veggies snapshots: writing a state (toJson) and what one seat sees of it (observation), and
// reading snapshots and hand-written scenarios back (docs/scenarios.md, docs/saves.md).
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <memory>
#include <set>
#include <utility>

#include "core/fields.h"
#include "games/common/snapshot_reading.h"
#include "games/veggies/state.h"

namespace vb::veggies {

// ---------------------------------------------------------------------------------------------
// Writing.

namespace {
Json cardOrNull(int id) { return id ? Json(id) : Json(nullptr); }
}  // namespace

Json VeggiesState::toJsonFor(int seat, bool whole) const {
  Json j = snapshotHead(options_, kPhaseNames[static_cast<int>(phase_)], seat, whole);
  j["first"] = first_;
  j["current"] = currentPlayer() < 0 ? Json(nullptr) : Json(current_);
  if (whole) {
    j["deck"] = Json(std::vector<int>(deck_.rbegin(), deck_.rend()));
  } else {
    j["deck_size"] = deck_.size();
  }
  j["market"] = Json::array();
  for (int k = 0; k < rules_.marketSize; ++k)
    j["market"].push_back(cardOrNull(market_[static_cast<std::size_t>(k)]));
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
    if (!whole) {
      // What a view shows and need not work out itself: the size of the stall's largest group and
      // the produce types that reach it (docs/rules/veggies.md#scoring).
      const StallAnalysis a = analyse(p.stall);
      const auto types = largestTypes(a);
      Json codes = Json::array();
      for (Symbol t : types) codes.push_back(std::string(1, symbolCode(t)));
      pj["largest"] = {{"size", types.empty() ? 0 : a.produce[types.front()].largest}, {"types", codes}};
    }
    j["players"].push_back(std::move(pj));
  }
  return j;
}

// What `seat` cannot see, dealt anew (docs/architecture.md#what-each-seat-may-know): the deck and the
// other players' hand and drawn cards are one pool of unseen cards, shuffled and dealt back into the
// same places, so each unseen card is equally likely in each of them and every size stays.
std::unique_ptr<State> VeggiesState::resample(int seat, Rng& rng) const {
  auto out = std::make_unique<VeggiesState>(*this);
  std::array<int*, kDeckSize> places{};
  std::array<int, kDeckSize> unseen{};
  std::size_t n = 0;
  auto hide = [&](int& id) {
    if (!id) return;
    places[n] = &id;
    unseen[n++] = id;
  };
  for (int& id : out->deck_) hide(id);
  for (int i = 0; i < numPlayers(); ++i) {
    if (i == seat) continue;
    Player& p = out->players_[static_cast<std::size_t>(i)];
    hide(p.hand);
    for (int& id : p.drawn) hide(id);
  }
  // Sorted first, so the draw depends on which cards are unseen and not on where they lie: two
  // states the seat cannot tell apart resample alike, and the shuffle cannot be run backwards to
  // recover the real order.
  std::sort(unseen.begin(), unseen.begin() + static_cast<std::ptrdiff_t>(n));
  rng.shuffle(std::span<int>(unseen.data(), n));
  for (std::size_t k = 0; k < n; ++k) *places[k] = unseen[k];
  out->reseed(rng);
  out->events_ = {};  // a resampled state starts its counts from zero, as a read one (docs/events.md)
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading.

namespace {

// The coordinates a scenario may use; placements stay far inside what an action id can name.
constexpr int kMaxCoordinate = 1000;

using common::indexed;
using fields::onlyFields;
using fields::readSeat;
using fields::refuse;

// Every card named in a scenario is named once (docs/scenarios.md#cards): by its id, 1 to 40.
class CardLedger : public common::CardLedger<kDeckSize + 1> {
 public:
  CardLedger()
      : common::CardLedger<kDeckSize + 1>(
            [](const Json& j, const std::string& where) {
              return fields::readInt(j, where, 1, kDeckSize, tx("a card id"));
            },
            [](int id) { return tx("card {1}", id); }) {}
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

StallInput readStall(const Json& j, const std::string& where, CardLedger& ledger, int stallCards) {
  StallInput s;
  if (!j.is_object())
    refuse(where, tx("must be an object with \"rows\" (and optionally \"origin\", \"cards\")"));
  onlyFields(j, where, {"rows", "origin", "cards"}, tx("a stall"));
  if (j.contains("rows")) {
    const Json& rows = j["rows"];
    if (!rows.is_array()) refuse(where + ".rows", tx("must be an array of strings"));
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const std::string at = where + ".rows[" + std::to_string(r) + "]";
      if (!rows[r].is_string()) refuse(at, tx("must be a string of symbol codes"));
      const std::string row = rows[r].get<std::string>();
      for (char c : row)
        if (c != '.' && !isSymbolCode(c))
          refuse(at, tx("unknown symbol '{1}' (use S B G M C X R, or . for an empty space)", c));
      if (!s.rows.empty() && row.size() != s.rows.front().size())
        refuse(where + ".rows", tx("rows differ in length (row 0 has {1} spaces, row {2} has {3})",
                                   s.rows.front().size(), r, row.size()));
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
      refuse(where + ".origin", tx("must be [x, y], whole numbers from -1000 to 1000"));
    s.originX = static_cast<int>(o[0].get<std::int64_t>());
    s.originY = static_cast<int>(o[1].get<std::int64_t>());
  }
  // Empty rows and columns around the visible spaces may be any number; the spaces themselves
  // stay within the coordinates an action can name.
  const auto outside = [](std::int64_t v) { return v < -kMaxCoordinate || v > kMaxCoordinate; };
  if (s.maxY >= 0 &&
      (outside(std::int64_t{s.originX} + s.minX) || outside(std::int64_t{s.originX} + s.maxX) ||
       outside(std::int64_t{s.originY} + s.minY) || outside(std::int64_t{s.originY} + s.maxY)))
    refuse(where + ".rows", tx("its visible spaces must lie at coordinates from -1000 to 1000 (the origin is "
                               "the top-left of the rows)"));
  if (s.fewestCards() > stallCards)
    refuse(where, tx("{1} visible spaces spanning {2} need more than the {3} cards a stall can hold",
                     s.visible, s.span, stallCards));
  if (j.contains("cards")) {
    const Json& c = j["cards"];
    if (!c.is_array()) refuse(where + ".cards", tx("must be an array of card ids"));
    if (c.size() > static_cast<std::size_t>(stallCards))
      refuse(where + ".cards", tx("at most {1} cards", stallCards));
    for (std::size_t i = 0; i < c.size(); ++i)
      s.cards.push_back(ledger.take(c[i], where + ".cards[" + std::to_string(i) + "]"));
    s.cardsGiven = true;
    if (static_cast<int>(s.cards.size()) < s.fewestCards())
      refuse(where + ".cards", tx("{1} visible spaces spanning {2} need at least {3} cards; it lists {4}",
                                  s.visible, s.span, s.fewestCards(), c.size()));
    if (s.visible == 0 && !s.cards.empty())
      refuse(where + ".cards", tx("a stall with cards shows some spaces in \"rows\""));
  }
  return s;
}

}  // namespace

// Reads one snapshot or scenario (docs/scenarios.md#veggies) into a new state, one concern a step:
// first every card the document names, then the rest dealt around them by the seed, then the
// announcements and whose turn it is, which follow from the stalls. A friend of VeggiesState: it
// fills the fields a running game keeps to itself.
class SnapshotReader {
 public:
  SnapshotReader(const Game& game, const Json& j) : game_(game), j_(j) {}

  std::unique_ptr<State> read() {
    common::checkStateObject(j_,
                             {"game", "options", "variant", "seed", "rng", "phase", "first", "current",
                              "deck", "market", "players"},
                             tx("a Veggies state"));
    state_ = std::make_unique<VeggiesState>(game_);
    VeggiesState& s = *state_;

    s.options_ = fields::readOptions(game_, j_, R"({"scoring":"all-spaces"})");
    s.allSpaces_ = s.options_.at("scoring") == "all-spaces";
    s.setVariant(common::readStateVariant(game_, j_));
    s.seed_ = fields::readSeed(j_);

    const Json& players = common::readPlayerList(j_, 2, 4, tx("2 to 4 players, each an object"));
    n_ = static_cast<int>(players.size());

    // First every card the scenario names, so the rest can be dealt around them.
    readPlayers(players);
    readMarketAndDeck();
    dealTheRest();
    common::readRng(j_, state_->rng_);
    readAnnouncements(players);
    readTurn();
    checkPhase();
    return std::move(state_);
  }

 private:
  // The cards a player's "hand" and "drawn" name, if they are given.
  struct Named {
    bool handGiven = false, drawnGiven = false;
    int hand = 0;
    std::array<int, 2> drawn{};
  };

  // Names, stalls, hand and drawn cards (docs/scenarios.md#player-fields).
  void readPlayers(const Json& players) {
    VeggiesState& s = *state_;
    stalls_.assign(static_cast<std::size_t>(n_), StallInput{});
    named_.assign(static_cast<std::size_t>(n_), Named{});
    s.players_.assign(static_cast<std::size_t>(n_), Player{});
    for (int i = 0; i < n_; ++i) {
      const Json& pj = players[i];
      const std::string where = indexed("players", static_cast<std::size_t>(i));
      Player& p = s.players_[i];
      p.name = common::readPlayerName(pj, i, {"name", "hand", "drawn", "stall", "announced"});
      if (pj.contains("stall"))
        stalls_[i] = readStall(pj["stall"], where + ".stall", ledger_, s.rules_.stallCards);
      if (pj.contains("hand")) {
        named_[i].handGiven = true;
        if (!pj["hand"].is_null()) named_[i].hand = ledger_.take(pj["hand"], where + ".hand");
      }
      if (pj.contains("drawn")) {
        const Json& d = pj["drawn"];
        if (!d.is_array() || d.size() != 2)
          refuse(where + ".drawn", tx("must list the two cards drawn at setup"));
        if (stalls_[i].visible > 0)
          refuse(where + ".drawn", tx("only a player whose stall is still empty has drawn cards"));
        named_[i].drawnGiven = true;
        for (int k = 0; k < 2; ++k)
          named_[i].drawn[k] = ledger_.take(d[k], where + ".drawn[" + std::to_string(k) + "]");
      }
    }
  }

  // The market slots and the top of the deck the document lists.
  void readMarketAndDeck() {
    if (j_.contains("market")) {
      const Json& m = j_["market"];
      const auto size = static_cast<std::size_t>(state_->rules_.marketSize);
      if (!m.is_array() || m.size() > size)
        refuse("market", tx("must be an array of up to {1} card ids (null: an empty slot), not {2}", size,
                            describeJson(m)));
      for (std::size_t k = 0; k < m.size(); ++k)
        listedMarket_.push_back(m[k].is_null() ? 0 : ledger_.take(m[k], "market[" + std::to_string(k) + "]"));
    }
    if (j_.contains("deck")) {
      const Json& d = j_["deck"];
      if (!d.is_array() || d.size() > static_cast<std::size_t>(kDeckSize))
        refuse("deck", tx("must be an array of at most 40 card ids, top first, not {1}", describeJson(d)));
      for (std::size_t k = 0; k < d.size(); ++k)
        deckTop_.push_back(ledger_.take(d[k], "deck[" + std::to_string(k) + "]"));
    }
  }

  // The cards nobody named, shuffled by the seed; defaults are dealt from them
  // (docs/scenarios.md#dealing-the-rest).
  void dealTheRest() {
    VeggiesState& s = *state_;
    s.rng_ = Rng(s.seed_);
    std::vector<int> pool;
    for (int id = 1; id <= kDeckSize; ++id)
      if (!ledger_.named(id)) pool.push_back(id);
    s.rng_.shuffle(std::span<int>(pool));
    auto deal = [&]() {
      if (pool.empty()) return 0;
      const int id = pool.back();
      pool.pop_back();
      return id;
    };
    for (int i = 0; i < n_; ++i) {
      StallInput& st = stalls_[i];
      if (!st.cardsGiven && st.visible > 0) {
        for (int k = 0; k < st.fewestCards(); ++k) {
          const int id = deal();
          if (!id)
            refuse("players[" + std::to_string(i) + "].stall", tx("not enough cards are left to build it"));
          st.cards.push_back(id);
        }
      }
      s.players_[i].stall.set(st.rows, st.originX, st.originY, st.cards);
    }
    for (std::size_t k = 0; k < static_cast<std::size_t>(s.rules_.marketSize); ++k) {
      // Slots the scenario does not list are dealt; a listed null stays empty.
      s.market_[k] = k < listedMarket_.size() ? listedMarket_[k] : deal();
    }
    for (int i = 0; i < n_; ++i) {
      Player& p = s.players_[i];
      if (p.stall.empty()) {
        p.drawn = named_[i].drawnGiven ? named_[i].drawn : std::array<int, 2>{deal(), deal()};
        if (!p.drawn[0] || !p.drawn[1])
          refuse("players[" + std::to_string(i) + "].drawn", tx("no cards are left to draw"));
        if (named_[i].handGiven && named_[i].hand)
          refuse("players[" + std::to_string(i) + "].hand",
                 tx("a player gets a hand card only with the first stall card"));
      } else {
        p.hand = named_[i].handGiven ? named_[i].hand : deal();
      }
    }
    s.deck_.assign(pool.begin(), pool.end());  // the pool's last card is the top
    s.deck_.insert(s.deck_.end(), deckTop_.rbegin(), deckTop_.rend());
  }

  // Announcements: only the type of a largest group can be announced
  // (docs/rules/veggies.md#the-end-of-the-game).
  void readAnnouncements(const Json& players) {
    VeggiesState& s = *state_;
    for (int i = 0; i < n_; ++i) {
      const Json& pj = players[i];
      if (!pj.contains("announced") || pj["announced"].is_null()) continue;
      const std::string where = "players[" + std::to_string(i) + "].announced";
      const Json& a = pj["announced"];
      const Symbol sym = a.is_string() && a.get<std::string>().size() == 1
                             ? symbolFromCode(a.get<std::string>()[0])
                             : kEmpty;
      if (sym < kStrawberry || sym > kCarrot) refuse(where, tx("must be a produce code: S, B, G, M or C"));
      const auto types = largestTypes(analyse(s.players_[i].stall));
      if (std::find(types.begin(), types.end(), sym) == types.end())
        refuse(where, tx("'{1}' is not the type of a largest group in the stall", symbolCode(sym)));
      s.players_[i].announced = sym;
    }
  }

  // Whose decision it is follows from the stalls; `current` may name another seat during play
  // (docs/scenarios.md#whose-turn-it-is).
  void readTurn() {
    VeggiesState& s = *state_;
    s.first_ = j_.contains("first") ? readSeat(j_["first"], "first", n_) : 0;
    const bool anyEmpty =
        std::any_of(s.players_.begin(), s.players_.end(), [](const Player& p) { return p.stall.empty(); });
    const int full = s.rules_.stallCards;
    const bool allFull = std::all_of(s.players_.begin(), s.players_.end(),
                                     [&](const Player& p) { return p.stall.cardCount() == full; });
    if (anyEmpty) {
      s.phase_ = Phase::kStart;
      for (int k = 0; k < n_; ++k) {
        const int seat = (s.first_ + k) % n_;
        if (s.players_[seat].stall.empty()) {
          s.current_ = seat;
          break;
        }
      }
      if (j_.contains("current") && !j_["current"].is_null()) {
        const int c = readSeat(j_["current"], "current", n_);
        if (!s.players_[c].stall.empty())
          refuse("current", tx("in the setup, the current player has an empty stall"));
        s.current_ = c;
      }
    } else if (allFull) {
      s.phase_ = Phase::kAnnounce;
      s.advanceAnnouncements();
      if (j_.contains("current") && !j_["current"].is_null()) {
        if (s.isOver())
          refuse("current",
                 tx("the game is over: every stall is complete and announced, so no one is current"));
        if (readSeat(j_["current"], "current", n_) != s.currentPlayer())
          refuse("current", tx("every stall is complete; {1} announces next", s.players_[s.current_].name));
      }
    } else {
      s.phase_ = Phase::kPlay;
      int best = full;
      for (int k = 0; k < n_; ++k) {
        const int seat = (s.first_ + k) % n_;
        if (s.players_[seat].stall.cardCount() < best) {
          best = s.players_[seat].stall.cardCount();
          s.current_ = seat;
        }
      }
      if (j_.contains("current") && !j_["current"].is_null()) {
        const int c = readSeat(j_["current"], "current", n_);
        if (s.players_[c].stall.cardCount() >= full)
          refuse("current", tx("that player's stall is already complete"));
        s.current_ = c;
      }
    }
  }

  // A "phase" the document gives must be the one the stalls and announcements imply.
  void checkPhase() {
    if (j_.contains("phase")) {
      const int given = common::readOneOf(j_["phase"], "phase", kPhaseNames);
      if (static_cast<Phase>(given) != state_->phase_)
        refuse("phase", tx("'{1}' does not fit the players' stalls and announcements", kPhaseNames[given]));
    }
  }

  const Game& game_;
  const Json& j_;
  std::unique_ptr<VeggiesState> state_;
  int n_ = 0;
  CardLedger ledger_;
  std::vector<StallInput> stalls_;
  std::vector<Named> named_;
  std::vector<int> listedMarket_;  // the market slots listed, 0 for a listed null
  std::vector<int> deckTop_;       // the deck's top cards listed, top first
};

std::unique_ptr<State> readState(const Game& game, const Json& j) { return SnapshotReader(game, j).read(); }

}  // namespace vb::veggies
