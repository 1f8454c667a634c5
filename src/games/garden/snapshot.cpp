// Veggie Garden snapshots (docs/saves.md) and scenarios (docs/scenarios.md): writing the whole state
// (toJson) and what one seat may see (observation), and reading both back.
#include <algorithm>
#include <utility>

#include "core/fields.h"
#include "games/common/snapshot_reading.h"
#include "games/garden/state.h"
#include "veggiebox/core/text.h"

namespace vb::garden {

Json cropList(const Counts& counts) {
  Json out = Json::array();
  for (int c = 0; c < kCrops; ++c)
    for (int k = 0; k < counts[c]; ++k) out.push_back(cropName(c));
  return out;
}

namespace {

// The phase as a snapshot writes it, in the order of Phase (state.h): every power is "power"; the
// "power" field says which (docs/scenarios.md#a-power-in-progress).
constexpr const char* kPhaseNames[] = {"take",  "power", "power", "power",      "power",
                                       "power", "power", "power", "last-round", "over"};
// What "phase" may be.
constexpr std::string_view kPhaseWords[] = {"take", "power", "last-round", "over"};
static_assert(std::size(kPhaseNames) == static_cast<std::size_t>(Phase::kOver) + 1);

std::string optionText(std::uint8_t value, bool crop) {
  if (value == kRandomOption) return "random";
  return crop ? std::string(cropName(value)) : std::to_string(value);
}

}  // namespace

Json GardenState::toJsonFor(int seat, bool whole) const {
  Json j = snapshotHead(
      {{"removed", optionText(removedOption_, true)}, {"first", optionText(firstOption_, false)}},
      kPhaseNames[static_cast<int>(phase_)], seat, whole);
  j["current"] = currentPlayer() < 0 ? Json(nullptr) : Json(current_);
  j["crops"] = Json::array();
  for (int c = 0; c < kCrops; ++c)
    if (inPlay(c)) j["crops"].push_back(cropName(c));
  j["garden"] = Json::array();
  for (int r = 0; r < kSide; ++r) {
    Json row = Json::array();
    for (int c = 0; c < kSide; ++c) row.push_back(cropName(garden_[cellOf(r, c)]));
    j["garden"].push_back(row);
  }
  auto posts = [&](int from, int count) {
    Json out = Json::array();
    for (int p = from; p < from + count; ++p) out.push_back(fence_[p]);
    return out;
  };
  j["fence"] = {
      {"top", posts(0, 4)}, {"bottom", posts(4, 4)}, {"left", posts(8, 2)}, {"right", posts(10, 2)}};
  j["mole"] = mole_ == kNoMole ? Json(nullptr) : cellJson(mole_);
  j["harvest"] = Json::array();
  for (int s = 0; s < rules_.harvestSize; ++s)
    j["harvest"].push_back(harvest_[s] == kNoCard ? Json(nullptr) : Json(cropName(harvest_[s])));
  const int pending = pendingCrop();
  if (pending < 0) {
    j["power"] = nullptr;
  } else {
    j["power"] = {{"crop", cropName(pending)}, {"slot", pendingSlot_}};
    if (pending == kPeas) j["power"]["step"] = phase_ == Phase::kPeasMole ? "mole" : "swap";
  }
  if (whole) {
    Json deck = Json::array();
    for (int i = deckSize_ - 1; i >= 0; --i) deck.push_back(cropName(deck_[i]));
    j["deck"] = deck;
  } else {
    j["deck_size"] = deckSize_;
  }
  j["discard"] = cropList(discard_);
  if (!whole) {
    // What a view shows and need not work out itself: each crop's value now (public, from the garden
    // and the fence; docs/rules/garden.md#scoring).
    const auto values = cropValues();
    j["values"] = Json::object();
    for (int c = 0; c < kCrops; ++c)
      if (inPlay(c)) j["values"][std::string(cropName(c))] = values[c];
  }
  j["players"] = Json::array();
  for (int i = 0; i < players_; ++i) {
    Json pj = {{"name", names_[i]}};
    // At the end every hand is shown and scored (docs/rules/garden.md#hidden-information).
    if (whole || i == seat || phase_ == Phase::kOver) {
      pj["hand"] = cropList(hands_[i]);
    } else {
      pj["hand"] = "hidden";
    }
    if (!whole) pj["hand_size"] = handSizes_[i];
    j["players"].push_back(std::move(pj));
  }
  return j;
}

// What `seat` cannot see, dealt anew (docs/architecture.md#what-each-seat-may-know): the deck and the
// other players' hands are one pool of unseen cards, shuffled, dealt back to every hand at its size,
// and the rest is the deck in its new order. The discards, the harvest and the garden stay.
std::unique_ptr<State> GardenState::resample(int seat, Rng& rng) const {
  auto out = std::make_unique<GardenState>(*this);
  std::array<std::uint8_t, kCrops * kCardsPerCrop> unseen{};
  std::size_t n = 0;
  for (int k = 0; k < deckSize_; ++k) unseen[n++] = deck_[k];
  for (int i = 0; i < players_; ++i) {
    if (i == seat || phase_ == Phase::kOver) continue;
    for (int c = 0; c < kCrops; ++c)
      for (int k = 0; k < hands_[i][c]; ++k) unseen[n++] = static_cast<std::uint8_t>(c);
    out->hands_[i] = {};
  }
  // Sorted first, so the draw depends on which cards are unseen and not on where they lie: two
  // states the seat cannot tell apart resample alike, and the shuffle cannot be run backwards to
  // recover the real order.
  std::sort(unseen.begin(), unseen.begin() + static_cast<std::ptrdiff_t>(n));
  rng.shuffle(std::span<std::uint8_t>(unseen.data(), n));
  for (int i = 0; i < players_; ++i) {
    if (i == seat || phase_ == Phase::kOver) continue;
    for (int k = 0; k < handSizes_[i]; ++k) ++out->hands_[i][unseen[--n]];
  }
  std::copy(unseen.begin(), unseen.begin() + static_cast<std::ptrdiff_t>(n), out->deck_.begin());
  out->reseed(rng);
  out->events_ = {};  // the counts include points of hidden hands: start from zero (docs/events.md)
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading snapshots and hand-written scenarios (docs/scenarios.md). A field left out takes its
// default: dealt by the seed from the cards nobody named.

namespace {

using common::indexed;
using fields::onlyFields;
using fields::readSeat;
using fields::refuse;

// The crops in play as a scenario names them (its data words, in every language).
std::string inPlayList(int removed) {
  std::string out;
  for (int c = 0; c < kCrops; ++c)
    if (c != removed) out += (out.empty() ? "" : ", ") + std::string(cropName(c));
  return out;
}

// Counts the cards a scenario names, so that no crop is named more than its 14 cards.
class CardLedger {
 public:
  CardLedger(int removed, int cardsPerCrop) : removed_(removed), cardsPerCrop_(cardsPerCrop) {}
  std::uint8_t take(const Json& j, const std::string& where) {
    const int crop = j.is_string() ? cropFromName(j.get<std::string>()) : -1;
    if (crop < 0)
      // Only the crops of this game: the one taken out is no answer (docs/scenarios.md#veggie-garden).
      // TRANSLATORS: {1} lists the crops in a scenario's words: keep them in English.
      refuse(where, tx("must be a crop in play ({1}), not {2}", inPlayList(removed_), describeJson(j)));
    if (crop == removed_)
      // TRANSLATORS: {1} and the crops in parentheses are a scenario's words: keep them in English.
      refuse(where, tx("{1} is not in play (crops: {2})", cropName(crop), inPlayList(removed_)));
    if (++named_[crop] > cardsPerCrop_)
      // cards_per_crop is 6 to 14, so the one too many is the 7th to the 15th.
      refuse(where,
             tx("a {1}th {2} card; there are only {3}", cardsPerCrop_ + 1, cropName(crop), cardsPerCrop_));
    return static_cast<std::uint8_t>(crop);
  }
  int named(int crop) const { return named_[crop]; }

 private:
  int removed_;
  int cardsPerCrop_;
  std::array<int, kCrops> named_{};
};

}  // namespace

std::uint8_t readOption(const Options& options, const char* key, bool crop) {
  const std::string& v = options.at(key);
  if (v == "random") return kRandomOption;
  return static_cast<std::uint8_t>(crop ? cropFromName(v) : v[0] - '0');
}

// Reads one snapshot or scenario, one concern per step. read() runs the steps in a fixed order:
// the defaults draw from the seed's generator in that order, so it decides which cards they deal.
class SnapshotReader {
 public:
  SnapshotReader(const Game& game, const Json& j) : j_(j), state_(std::make_unique<GardenState>(game)) {}
  std::unique_ptr<State> read();

 private:
  void readOptions();
  void readPlayerCount();
  void readCrops();
  void readGarden(CardLedger& ledger);
  void readPlayers(CardLedger& ledger);
  void readPower(CardLedger& ledger);
  void readHarvest(CardLedger& ledger);
  void readDeckAndDiscard(CardLedger& ledger);
  void shuffleUnnamed(const CardLedger& ledger);
  std::uint8_t dealOne(const std::string& where);
  void readFence();
  void readMole();
  void dealTheRest();
  void readTurn();
  void checkDecision();

  const Json& j_;
  std::unique_ptr<GardenState> state_;
  GardenState& s_ = *state_;
  int n_ = 0;  // players
  bool gardenGiven_ = false;
  std::vector<bool> handGiven_;
  int pendingCrop_ = -1;  // the crop of the power being used, or -1
  bool peasSwap_ = false;
  bool harvestGiven_ = false;
  std::vector<std::uint8_t> deckTop_;  // the deck's named cards, top first
  bool restToDiscard_ = false;
  std::vector<std::uint8_t> pool_;  // the cards nobody named, shuffled by the seed
};

std::unique_ptr<State> SnapshotReader::read() {
  readOptions();
  readPlayerCount();
  readCrops();
  // Every card the scenario names.
  CardLedger ledger(s_.removed_, s_.rules_.cardsPerCrop);
  readGarden(ledger);
  readPlayers(ledger);
  readPower(ledger);
  readHarvest(ledger);
  readDeckAndDiscard(ledger);
  shuffleUnnamed(ledger);
  if (!gardenGiven_)
    for (auto& cell : s_.garden_) cell = dealOne("garden");
  readFence();
  readMole();
  dealTheRest();
  common::readRng(j_, s_.rng_);
  readTurn();
  checkDecision();
  return std::move(state_);
}

void SnapshotReader::readOptions() {
  const Options options = fields::readOptions(s_.game(), j_, R"({"removed":"tomato"})");
  s_.removedOption_ = readOption(options, "removed", true);
  s_.firstOption_ = readOption(options, "first", false);
  s_.seed_ = fields::readSeed(j_);
  s_.rng_ = Rng(s_.seed_);
}

void SnapshotReader::readPlayerCount() {
  n_ = static_cast<int>(common::readPlayerList(j_, 2, 4, tx("2 to 4 players, each an object")).size());
  s_.players_ = static_cast<std::uint8_t>(n_);
  s_.setVariant(common::readStateVariant(s_.game(), j_), n_);
}

// The crops in play: listed, or all but the option's crop, or all but one at random.
void SnapshotReader::readCrops() {
  if (j_.contains("crops")) {
    const Json& c = j_["crops"];
    if (!c.is_array() || c.size() != kCropsInPlay) refuse("crops", tx("must list the 5 crops in play"));
    std::array<bool, kCrops> listed{};
    for (std::size_t k = 0; k < c.size(); ++k) {
      const std::string where = "crops[" + std::to_string(k) + "]";
      const int crop = c[k].is_string() ? cropFromName(c[k].get<std::string>()) : -1;
      if (crop < 0) refuse(where, tx("must be a crop: carrot, cabbage, peas, pepper, potato or tomato"));
      // cppcheck-suppress negativeContainerIndex ; refuse() does not return (cppcheck loses its
      // [[noreturn]] through the tx() template)
      if (listed[crop]) refuse(where, tx("{1} is listed twice", cropName(crop)));
      listed[crop] = true;
    }
    s_.removed_ = static_cast<std::uint8_t>(std::find(listed.begin(), listed.end(), false) - listed.begin());
    if (s_.removedOption_ != kRandomOption && s_.removedOption_ != s_.removed_)
      refuse("crops",
             tx("lists {1}, but option removed={1} takes it out of the game", cropName(s_.removedOption_)));
  } else {
    s_.removed_ = s_.removedOption_ != kRandomOption ? s_.removedOption_
                                                     : static_cast<std::uint8_t>(s_.rng_.below(kCrops));
  }
}

void SnapshotReader::readGarden(CardLedger& ledger) {
  if (!j_.contains("garden")) return;
  const Json& g = j_["garden"];
  if (!g.is_array() || g.size() != kSide) refuse("garden", tx("must be 4 rows of 4 crops, top row first"));
  for (int r = 0; r < kSide; ++r) {
    const std::string where = "garden[" + std::to_string(r) + "]";
    if (!g[r].is_array() || g[r].size() != kSide)
      refuse(where, tx("must be a row of 4 crops, left to right"));
    for (int c = 0; c < kSide; ++c)
      s_.garden_[cellOf(r, c)] = ledger.take(g[r][c], where + "[" + std::to_string(c) + "]");
  }
  gardenGiven_ = true;
}

void SnapshotReader::readPlayers(CardLedger& ledger) {
  const Json& players = j_["players"];
  handGiven_.assign(static_cast<std::size_t>(n_), false);
  s_.names_.assign(static_cast<std::size_t>(n_), std::string());
  for (int i = 0; i < n_; ++i) {
    const Json& pj = players[i];
    const std::string where = indexed("players", static_cast<std::size_t>(i));
    s_.names_[i] = common::readPlayerName(pj, i, {"name", "hand"});
    if (pj.contains("hand")) {
      const Json& h = pj["hand"];
      if (!h.is_array()) refuse(where + ".hand", tx("must be an array of crops"));
      if (h.size() > static_cast<std::size_t>(kFinalHand)) refuse(where + ".hand", tx("at most 9 cards"));
      for (std::size_t k = 0; k < h.size(); ++k)
        ++s_.hands_[i][ledger.take(h[k], indexed(where + ".hand", k))];
      s_.handSizes_[i] = static_cast<std::uint8_t>(h.size());
      handGiven_[i] = true;
    }
  }
}

// The power being used: the card taken, held aside, and the slot it came from.
void SnapshotReader::readPower(CardLedger& ledger) {
  if (!j_.contains("power") || j_["power"].is_null()) return;
  const Json& p = j_["power"];
  if (!p.is_object() || !p.contains("crop") || !p.contains("slot"))
    refuse("power",
           tx("must be null or {\"crop\": the card taken, \"slot\": the harvest slot it came from}"));
  onlyFields(p, "power", {"crop", "slot", "step"}, tx("a power"));
  pendingCrop_ = ledger.take(p["crop"], "power.crop");
  s_.pendingSlot_ = static_cast<std::uint8_t>(
      fields::readInt(p["slot"], "power.slot", 0, s_.rules_.harvestSize - 1, tx("a harvest slot")));
  if (p.contains("step")) {
    if (pendingCrop_ != kPeas) refuse("power.step", tx("only peas have two steps"));
    if (p["step"] != "mole" && p["step"] != "swap") refuse("power.step", tx("must be \"mole\" or \"swap\""));
    peasSwap_ = p["step"] == "swap";
  }
}

void SnapshotReader::readHarvest(CardLedger& ledger) {
  s_.harvest_.fill(kNoCard);
  if (!j_.contains("harvest")) return;
  const Json& h = j_["harvest"];
  const int size = s_.rules_.harvestSize;
  if (!h.is_array() || h.size() != static_cast<std::size_t>(size))
    refuse("harvest", tx("must list the {1} harvest slots: a crop, or null for an empty slot", size));
  for (int k = 0; k < size; ++k)
    if (!h[k].is_null()) s_.harvest_[k] = ledger.take(h[k], "harvest[" + std::to_string(k) + "]");
  if (pendingCrop_ >= 0 && s_.harvest_[s_.pendingSlot_] != kNoCard)
    refuse("power.slot",
           tx("harvest slot {1} must be empty: its card is the one being used", int{s_.pendingSlot_}));
  harvestGiven_ = true;
}

void SnapshotReader::readDeckAndDiscard(CardLedger& ledger) {
  if (j_.contains("deck")) {
    const Json& d = j_["deck"];
    if (!d.is_array()) refuse("deck", tx("must be an array of crops, top first"));
    if (d.size() > s_.deck_.size()) refuse("deck", tx("holds more cards than the game has"));
    for (std::size_t k = 0; k < d.size(); ++k)
      deckTop_.push_back(ledger.take(d[k], "deck[" + std::to_string(k) + "]"));
  }
  // "crops" completes the shared refusal of a discard pile that is no list: marked for the catalogue.
  restToDiscard_ = common::readCardsOrRest(
      j_, "discard", VB_N("crops"),
      [&](const Json& card, const std::string& at) { ++s_.discard_[ledger.take(card, at)]; });
}

// The cards nobody named, shuffled by the seed; defaults are dealt from them.
void SnapshotReader::shuffleUnnamed(const CardLedger& ledger) {
  for (int c = 0; c < kCrops; ++c)
    if (c != s_.removed_)
      for (int k = ledger.named(c); k < s_.rules_.cardsPerCrop; ++k)
        pool_.push_back(static_cast<std::uint8_t>(c));
  s_.rng_.shuffle(std::span<std::uint8_t>(pool_));
}

std::uint8_t SnapshotReader::dealOne(const std::string& where) {
  if (pool_.empty()) refuse(where, tx("no cards are left to deal it"));
  // cppcheck-suppress containerOutOfBounds ; refuse() does not return (as above)
  const std::uint8_t c = pool_.back();
  pool_.pop_back();
  return c;
}

// The fence: the tokens (four 1s, four 2s and four 3s, or the variant's), the bunny (0) replacing one
// of them with the carrots.
void SnapshotReader::readFence() {
  if (!j_.contains("fence")) {
    s_.fence_ = s_.rules_.fenceTokens;
    s_.rng_.shuffle(std::span<std::uint8_t>(s_.fence_));
    if (s_.removed_ != kCarrot) s_.fence_[s_.rng_.below(kPosts)] = kBunny;
    return;
  }
  const Json& f = j_["fence"];
  if (!f.is_object())
    refuse("fence", tx("must be {\"top\":[4 values],\"bottom\":[4],\"left\":[2],\"right\":[2]}"));
  onlyFields(f, "fence", {"top", "bottom", "left", "right"}, tx("the fence"));
  const std::pair<const char*, int> sides[] = {{"top", 4}, {"bottom", 4}, {"left", 2}, {"right", 2}};
  int post = 0;
  std::array<int, kMaxToken + 1> tokens{};
  const auto allowed = s_.rules_.tokenCounts();
  for (const auto& [side, count] : sides) {
    const std::string where = std::string("fence.") + side;
    if (!f.contains(side)) refuse(where, tx("missing ({1} posts)", count));
    const Json& posts = f[side];
    if (!posts.is_array() || posts.size() != static_cast<std::size_t>(count))
      refuse(where, count == 2 ? tx("must list {1} posts, top to bottom", count)
                               : tx("must list {1} posts, left to right", count));
    for (int k = 0; k < count; ++k, ++post) {
      const Json& v = posts[k];
      if (!fields::isIntIn(v, 0, kMaxToken) || (v != kBunny && allowed[v.get<std::size_t>()] == 0))
        // TRANSLATORS: {1} lists the values a token may show: "1, 2 or 3".
        refuse(where + "[" + std::to_string(k) + "]",
               tx("a post's token is {1}, or 0 for the bunny", s_.rules_.valuesText()));
      const int token = static_cast<int>(v.get<std::int64_t>());
      s_.fence_[post] = static_cast<std::uint8_t>(token);
      ++tokens[token];
    }
  }
  if (s_.removed_ == kCarrot && tokens[kBunny] > 0)
    refuse("fence", tx("a bunny (0), but carrots are not in play"));
  if (s_.removed_ != kCarrot && tokens[kBunny] != 1)
    refuse("fence",
           tx("carrots are in play, so exactly one post holds the bunny (0); it lists {1}", tokens[kBunny]));
  for (std::size_t v = 1; v < tokens.size(); ++v)
    if (tokens[v] > allowed[v])
      refuse("fence", tokensShown(tokens[v], static_cast<int>(v), s_.rules_.tokensText()));
}

// The mole: on a compost card exactly when peas are in play. Powers never move the mole's card,
// but peas move the mole itself, so it may stand on any crop.
void SnapshotReader::readMole() {
  if (!j_.contains("mole")) {
    s_.mole_ = s_.removed_ != kPeas ? static_cast<std::uint8_t>(kCompost[s_.rng_.below(4)]) : kNoMole;
    return;
  }
  const Json& m = j_["mole"];
  if (m.is_null()) {
    if (s_.removed_ != kPeas) refuse("mole", tx("peas are in play, so the mole stands on a compost card"));
    s_.mole_ = kNoMole;
    return;
  }
  if (s_.removed_ == kPeas) refuse("mole", tx("the mole is in the game only with the peas"));
  if (!m.is_array() || m.size() != 2 || !fields::isIntIn(m[0], 0, kSide - 1) ||
      !fields::isIntIn(m[1], 0, kSide - 1))
    refuse("mole", tx("must be [row, column] with both 0 to 3, or null"));
  const int cell =
      cellOf(static_cast<int>(m[0].get<std::int64_t>()), static_cast<int>(m[1].get<std::int64_t>()));
  if (!isCompost(cell))
    refuse("mole",
           tx("{1},{2} is not a compost card (the centre: 1,1 1,2 2,1 2,2)", m[0].dump(), m[1].dump()));
  s_.mole_ = static_cast<std::uint8_t>(cell);
}

// The hands nobody gave, the deck and the harvest, from the unnamed cards.
void SnapshotReader::dealTheRest() {
  for (int i = 0; i < n_; ++i) {
    if (handGiven_[i]) continue;
    for (int k = 0; k < s_.rules_.startingHand; ++k)
      ++s_.hands_[i][dealOne("players[" + std::to_string(i) + "].hand")];
    s_.handSizes_[i] = static_cast<std::uint8_t>(s_.rules_.startingHand);
  }
  // The deck: the named cards on top of the rest (or "rest" in the discard pile).
  s_.deckSize_ = 0;
  if (restToDiscard_) {
    for (auto c : pool_) ++s_.discard_[c];
  } else {
    for (auto c : pool_) s_.deck_[s_.deckSize_++] = c;
  }
  for (auto it = deckTop_.rbegin(); it != deckTop_.rend(); ++it) s_.deck_[s_.deckSize_++] = *it;
  if (!harvestGiven_) {
    // Dealt from the deck as at setup, with the four-of-a-kind rule; a pending power's slot stays empty.
    if (pendingCrop_ >= 0) s_.harvest_[s_.pendingSlot_] = kNoCard + 1;
    s_.fillHarvest();
    if (pendingCrop_ >= 0) s_.harvest_[s_.pendingSlot_] = kNoCard;
  } else if (pendingCrop_ < 0 && oneCropHarvest(s_.harvest_, s_.rules_.harvestSize)) {
    const int size = s_.rules_.harvestSize;
    // TRANSLATORS: {2} is a scenario's word for the crop: keep it in English.
    refuse("harvest",
           size == kHarvestSlots
               ? tx("four {1} cards: the four-of-a-kind rule discards them (leave out \"harvest\" to "
                    "deal it)",
                    cropName(s_.harvest_[0]))
               : tx("{1} {2} cards: the four-of-a-kind rule discards them (leave out \"harvest\" to "
                    "deal it)",
                    size, cropName(s_.harvest_[0])));
  }
}

// The phase follows from the hands and the power being used; the current seat is given or the
// seat with the fewest cards.
void SnapshotReader::readTurn() {
  const bool allFull =
      std::all_of(s_.handSizes_.begin(), s_.handSizes_.begin() + n_, [](auto h) { return h == kFinalHand; });
  const bool powerTurnsOver = std::all_of(s_.handSizes_.begin(), s_.handSizes_.begin() + n_,
                                          [](auto h) { return h >= kHandAfterPowerTurns; });
  if (pendingCrop_ >= 0) {
    s_.phase_ = pendingCrop_ == kPeas && peasSwap_ ? Phase::kPeasSwap : GardenState::powerPhase(pendingCrop_);
  } else if (allFull) {
    s_.phase_ = Phase::kOver;
  } else if (powerTurnsOver) {
    s_.phase_ = Phase::kLastRound;
  } else {
    s_.phase_ = Phase::kTake;
  }
  const int due = s_.phase_ == Phase::kLastRound ? kFinalHand : kHandAfterPowerTurns;
  if (s_.phase_ != Phase::kOver) {
    // Default: the seat with the fewest cards (the first from seat 0 on a tie).
    int best = due;
    for (int i = 0; i < n_; ++i)
      if (s_.handSizes_[i] < best) best = s_.handSizes_[i], s_.current_ = static_cast<std::uint8_t>(i);
    if (pendingCrop_ >= 0 && best >= due)
      refuse("power", tx("every hand already holds 8 cards: the power turns are over"));
  }
  if (j_.contains("current") && !j_["current"].is_null()) {
    if (s_.phase_ == Phase::kOver) refuse("current", tx("the game is over: every hand holds 9 cards"));
    const int c = readSeat(j_["current"], "current", n_);
    if (s_.handSizes_[c] >= due)
      refuse("current", due == kFinalHand ? tx("{1} already holds {2} cards: the last round is over for them",
                                               s_.names_[c], int{s_.handSizes_[c]})
                                          : tx("{1} already holds {2} cards: their power turns are over",
                                               s_.names_[c], int{s_.handSizes_[c]}));
    s_.current_ = static_cast<std::uint8_t>(c);
  }
  if (j_.contains("phase")) {
    const std::string_view given = kPhaseWords[common::readOneOf(j_["phase"], "phase", kPhaseWords)];
    if (given != kPhaseNames[static_cast<int>(s_.phase_)])
      refuse("phase", tx("{1} does not fit the hands and the power being used", quote(given)));
  }
}

// A live state always has a decision to make.
void SnapshotReader::checkDecision() {
  if (s_.phase_ == Phase::kLastRound) {
    int takers = 0, cards = 0;
    for (int i = 0; i < n_; ++i) takers += s_.handSizes_[i] < kFinalHand;
    for (auto c : s_.harvest_) cards += c != kNoCard;
    if (cards < takers)
      refuse("harvest",
             tx("{1} players still take a card in the last round, but it holds {2}", takers, cards));
  } else if (s_.phase_ == Phase::kTake) {
    if (std::all_of(s_.harvest_.begin(), s_.harvest_.end(), [](auto c) { return c == kNoCard; }))
      refuse("harvest", tx("no card for {1} to take", s_.names_[s_.current_]));
  } else if (pendingCrop_ >= 0 && !s_.powerHasUse(pendingCrop_, s_.pendingSlot_)) {
    refuse("power", tx("{1} has no legal use here, so it would have been skipped", cropWord(pendingCrop_)));
  }
}

std::unique_ptr<State> readState(const Game& game, const Json& j) {
  common::checkStateObject(j,
                           {"game", "options", "variant", "seed", "rng", "phase", "current", "crops",
                            "garden", "fence", "mole", "harvest", "power", "deck", "discard", "players"},
                           tx("a Veggie Garden state"));
  return SnapshotReader(game, j).read();
}

}  // namespace vb::garden
