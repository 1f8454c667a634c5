// Veggies: setup, the turn, placement, the end and the announcements (docs/rules/veggies.md), and
// the invariants every position keeps. The action ids are laid out in actions.h.
#include <algorithm>

#include "games/veggies/actions.h"
#include "games/veggies/state.h"
#include "veggiebox/core/text.h"

namespace vb::veggies {

void VeggiesState::setVariant(const Variant& variant) {
  variant_ = variant;
  const Json r = game_->resolveRules(variant);
  rules_.mousePoints = r.at("mouse_points").get<int>();
  rules_.cratePoints = r.at("crate_points").get<int>();
  rules_.stallCards = r.at("stall_cards").get<int>();
  rules_.marketSize = r.at("market_size").get<int>();
  rules_.deck = nullptr;
  if (const Json& deck = r.at("deck"); deck.is_array()) {
    // Game::readVariant has checked 40 cards of six symbol codes each.
    auto cards = std::make_shared<std::vector<Card>>();
    for (std::size_t k = 0; k < deck.size(); ++k) {
      Card c;
      c.id = static_cast<int>(k) + 1;
      const std::string& codes = deck[k].get_ref<const std::string&>();
      for (std::size_t i = 0; i < c.spaces.size(); ++i) c.spaces[i] = symbolFromCode(codes[i]);
      cards->push_back(c);
    }
    rules_.deck = std::move(cards);
  }
}

bool VeggiesState::sameAs(const VeggiesState& o) const {
  return options_ == o.options_ && first_ == o.first_ && currentPlayer() == o.currentPlayer() &&
         deck_ == o.deck_ && market_ == o.market_ && players_ == o.players_;
}

// ---------------------------------------------------------------------------------------------
// Setup: shuffle, three cards to the market, two cards to each player (docs/rules/veggies.md#setup).

int VeggiesState::draw() {
  if (deck_.empty()) return 0;  // an empty deck gives nothing
  const int id = deck_.back();
  deck_.pop_back();
  return id;
}

void VeggiesState::deal(const Setup& setup) {
  const int n = static_cast<int>(setup.names.size());  // Game::newGame has checked it
  options_ = game_->resolveOptions(setup.options);
  setVariant(setup.variant);
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
    if (first_ >= n) throw InputError(tx("option 'first': seat {1} but seats are 0 to {2}", first, n - 1));
  }
  // A variant's smaller market leaves the last slots empty for the whole game.
  for (int k = 0; k < rules_.marketSize; ++k) market_[static_cast<std::size_t>(k)] = draw();
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
        const int turns = sameWhenTurnedHalfway(cardOf(id)) ? 2 : 4;
        for (int q = 0; q < turns; ++q) {
          const ActionId bits = placeSourceAndTurn(source, q);
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

common::Refusal VeggiesState::refuse(ActionId action) const {
  const Decoded d = decode(action);
  const Player& p = players_[current_];
  const std::string who = p.name;
  if (phase_ == Phase::kOver) return {tx("the game is over"), rule::kEnd};
  if (!canonical(action, d)) return {tx("not an action of Veggies"), rule::kActions};
  if (phase_ == Phase::kStart && d.kind != kStartKind)
    return {tx("it is the setup: {1} first chooses the card that starts the stall ('start N')", who),
            rule::kSetup};
  if (phase_ == Phase::kPlay && d.kind != kPlaceKind)
    return {tx("it is {1}'s turn to place a card ('place hand ...' or 'place market M ...')", who),
            rule::kTurn};
  if (phase_ == Phase::kAnnounce && d.kind != kAnnounceKind)
    return {tx("every stall is complete: {1} announces a produce type ('announce S')", who), rule::kScoring};

  if (d.kind == kStartKind) {
    if (d.card != p.drawn[0] && d.card != p.drawn[1])
      return {tx("card {1} is not one of the two cards {2} drew", d.card, who), rule::kSetup};
    return {};
  }
  if (d.kind == kAnnounceKind) {
    const StallAnalysis a = analyse(p.stall);
    const auto types = largestTypes(a);
    if (std::find(types.begin(), types.end(), d.produce) != types.end()) return {};
    std::string tied;
    for (Symbol s : types) tied += (tied.empty() ? "" : ", ") + std::string(1, symbolCode(s));
    return {
        tx("announce the type of a largest group ({1} spaces): {2}", a.produce[types.front()].largest, tied),
        rule::kScoring};
  }
  return placementRefusal(d, p);
}

// Placing a card (docs/rules/veggies.md#placing-a-card): where it comes from, how it is turned and
// where it lies.
common::Refusal VeggiesState::placementRefusal(const Decoded& d, const Player& p) const {
  const std::string& who = p.name;
  if (d.source < 0 || d.source > 3)
    return {tx("the source must be the hand or market card 0, 1 or 2"), rule::kTurn};
  const int id = cardAt(d.source);
  if (!id)
    return {d.source == 0 ? tx("{1} has no hand card", who) : tx("market slot {1} is empty", d.source - 1),
            rule::kTurn};
  if (d.quarterTurns < 0 || d.quarterTurns > 3)
    return {tx("turn the card by 0, 90, 180 or 270 degrees"), rule::kCoordinates};
  if (d.quarterTurns >= 2 && sameWhenTurnedHalfway(cardOf(id)))
    return {tx("card {1} looks the same turned {2} as turned {3}: place it as r{3}", id, d.quarterTurns * 90,
               (d.quarterTurns - 2) * 90),
            rule::kCoordinates};
  const bool sideways = d.quarterTurns % 2 == 1;
  const int w = sideways ? 3 : 2, h = sideways ? 2 : 3;
  if (p.stall.touches(d.x, d.y, w, h)) {
    // Inside the window by construction: a touching card is at most one space beyond the stall.
    return {};
  }
  const std::string at = std::to_string(d.x) + "," + std::to_string(d.y);
  if (p.stall.touchesOnlyAtCorner(d.x, d.y, w, h))
    return {tx("the card at {1} touches the stall only at a corner; it must cover a space or share an edge "
               "with one",
               at),
            rule::kPlacements};
  return {tx("the card at {1} neither covers nor shares an edge with a space of {2}'s stall", at, who),
          rule::kPlacements};
}

// ---------------------------------------------------------------------------------------------
// Applying a decision.

// refuse() has let the action through.
Outcome VeggiesState::applyLegal(ActionId action) {
  const Decoded d = decode(action);
  Player& p = players_[current_];
  switch (d.kind) {
    case kStartKind: {
      // The first stall card lies upright at the origin; the other drawn card is the hidden hand.
      p.stall.place(d.card, footprint(cardOf(d.card), 0), 0, 0);
      p.hand = p.drawn[0] == d.card ? p.drawn[1] : p.drawn[0];
      p.drawn = {0, 0};
      advanceAfterStart();
      return Outcome::done(true);  // the chosen card is now seen by everyone
    }
    case kPlaceKind: {
      const int id = cardAt(d.source);
      ++(d.source == 0 ? events_.fromHand : events_.fromMarket);
      p.stall.place(id, footprint(cardOf(id), d.quarterTurns), d.x, d.y);
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
    case kAnnounceKind: {
      p.announced = d.produce;
      ++events_.chosen;
      advanceAnnouncements();
      return Outcome::done(false);
    }
  }
  return Outcome::refused(tx("not an action of Veggies"));  // not reached: refuse() checked the kind
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
  // The next player is the next seat in turn order whose stall still lacks cards
  // (docs/rules/veggies.md#a-turn).
  const int n = numPlayers();
  for (int k = 1; k <= n; ++k) {
    const int seat = (current_ + k) % n;
    if (players_[seat].stall.cardCount() < rules_.stallCards) {
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
  // player's decision; a stall without produce announces nothing (docs/rules/veggies.md#the-end-of-the-game).
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
  countEnd();
}

// ---------------------------------------------------------------------------------------------
// Invariants.

std::vector<std::string> VeggiesState::checkInvariants() const {
  std::vector<std::string> problems;
  std::array<int, kDeckSize + 1> seen{};
  auto count = [&](int id, const std::string& where) {
    if (!id) return;
    if (!validCard(id)) {
      problems.push_back(tx("{1}: card {2} is not a card of the deck", where, id));
    } else if (++seen[id] == 2) {
      problems.push_back(tx("{1}: card {2} is in two places", where, id));
    }
  };
  for (int id : deck_) {
    if (!id) problems.push_back(tx("deck: an empty place in the deck"));  // 0 means "no card" elsewhere only
    count(id, txc("Veggies place", "deck"));
  }
  for (int id : market_) count(id, txc("Veggies place", "market"));
  for (int k = rules_.marketSize; k < 3; ++k)
    if (market_[static_cast<std::size_t>(k)])
      problems.push_back(tx("market slot {1} holds a card beyond the variant's market", k));
  for (const auto& p : players_) {
    count(p.hand, tx("{1}'s hand", p.name));
    for (int id : p.drawn) count(id, tx("{1}'s drawn cards", p.name));
    for (int id : p.stall.cards()) count(id, tx("{1}'s stall", p.name));
    if (p.stall.cardCount() > rules_.stallCards)
      problems.push_back(tx("{1}'s stall holds more than {2} cards", p.name, rules_.stallCards));
  }
  for (std::size_t id = 1; id < seen.size(); ++id)
    if (!seen[id]) problems.push_back(tx("card {1} is nowhere", id));

  // Each phase's preconditions (docs/rules/veggies.md#setup, #a-turn): at setup a stall holds at
  // most its first card and only an empty stall has drawn cards; later every stall has begun.
  for (const auto& p : players_) {
    const bool hasDrawn = p.drawn[0] != 0 || p.drawn[1] != 0;
    if (phase_ == Phase::kStart && p.stall.cardCount() > 1)
      problems.push_back(tx("{1}'s stall holds more than its first card during the setup", p.name));
    if (phase_ != Phase::kStart && p.stall.empty())
      problems.push_back(tx("{1}'s stall is empty after the setup", p.name));
    if (hasDrawn && (phase_ != Phase::kStart || !p.stall.empty()))
      problems.push_back(tx("{1} holds drawn cards but has already started the stall", p.name));
    if (phase_ == Phase::kStart && p.stall.empty() && (p.drawn[0] == 0 || p.drawn[1] == 0))
      problems.push_back(tx("{1} has not started the stall but lacks the two drawn cards", p.name));
    if ((phase_ == Phase::kAnnounce || phase_ == Phase::kOver) && p.stall.cardCount() != rules_.stallCards)
      problems.push_back(tx("{1}'s stall is not complete, yet the placing is over", p.name));
  }
  // A hand or market slot left empty by a scenario is a position to try (docs/scenarios.md); one
  // in which the player to move has no card at all is not.
  if (phase_ != Phase::kOver && legalActions().empty())
    problems.push_back(tx("no legal action while the game runs"));
  return problems;
}

}  // namespace vb::veggies
