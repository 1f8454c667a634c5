// Reading Veggie Garden snapshots and hand-written scenarios (docs/scenarios.md), and the game module.
#include <algorithm>

#include "core/fields.h"
#include "games/garden/state.h"

namespace vb::garden {

namespace {

using fields::onlyFields;
using fields::readSeat;
using fields::refuse;

std::string inPlayList(int removed) {
  std::string out;
  for (int c = 0; c < kCrops; ++c)
    if (c != removed) out += (out.empty() ? "" : ", ") + std::string(cropName(c));
  return out;
}

// Counts the cards a scenario names, so that no crop is named more than its 14 cards.
class CardLedger {
 public:
  explicit CardLedger(int removed) : removed_(removed) {}
  std::uint8_t take(const Json& j, const std::string& where) {
    const int crop = j.is_string() ? cropFromName(j.get<std::string>()) : -1;
    if (crop < 0)
      refuse(where,
             "must be a crop: carrot, cabbage, peas, pepper, potato or tomato, not " + describeJson(j));
    if (crop == removed_)
      refuse(where, std::string(cropName(crop)) + " is not in play (crops: " + inPlayList(removed_) + ")");
    if (++named_[crop] > kCardsPerCrop)
      refuse(where, "a 15th " + std::string(cropName(crop)) + " card; there are only 14");
    return static_cast<std::uint8_t>(crop);
  }
  int named(int crop) const { return named_[crop]; }

 private:
  int removed_;
  std::array<int, kCrops> named_{};
};

std::uint8_t readOption(const Options& options, const char* key, bool crop) {
  const std::string& v = options.at(key);
  if (v == "random") return kRandomOption;
  return static_cast<std::uint8_t>(crop ? cropFromName(v) : v[0] - '0');
}

}  // namespace

std::unique_ptr<State> readState(const Game& game, const Json& j) {
  if (!j.is_object()) throw InputError("the state must be a JSON object");
  onlyFields(j, "",
             {"game", "options", "seed", "rng", "phase", "current", "crops", "garden", "fence", "mole",
              "harvest", "power", "deck", "discard", "players"},
             "a Veggie Garden state");
  auto state = std::make_unique<GardenState>(game);
  GardenState& s = *state;

  const Options options = fields::readOptions(game, j, R"({"removed":"tomato"})");
  s.removedOption_ = readOption(options, "removed", true);
  s.firstOption_ = readOption(options, "first", false);
  s.seed_ = fields::readSeed(j);
  s.rng_ = Rng(s.seed_);

  if (!j.contains("players")) refuse("players", "missing (2 to 4 players)");
  const Json& players = j["players"];
  if (!players.is_array() || players.size() < 2 || players.size() > 4)
    refuse("players", "2 to 4 players, each an object");
  const int n = static_cast<int>(players.size());
  s.players_ = static_cast<std::uint8_t>(n);

  // The crops in play: listed, or all but the option's crop, or all but one at random.
  if (j.contains("crops")) {
    const Json& c = j["crops"];
    if (!c.is_array() || c.size() != kCropsInPlay) refuse("crops", "must list the 5 crops in play");
    std::array<bool, kCrops> listed{};
    for (std::size_t k = 0; k < c.size(); ++k) {
      const std::string where = "crops[" + std::to_string(k) + "]";
      const int crop = c[k].is_string() ? cropFromName(c[k].get<std::string>()) : -1;
      if (crop < 0) refuse(where, "must be a crop: carrot, cabbage, peas, pepper, potato or tomato");
      if (listed[crop]) refuse(where, std::string(cropName(crop)) + " is listed twice");
      listed[crop] = true;
    }
    s.removed_ = static_cast<std::uint8_t>(std::find(listed.begin(), listed.end(), false) - listed.begin());
    if (s.removedOption_ != kRandomOption && s.removedOption_ != s.removed_)
      refuse("crops", "lists " + std::string(cropName(s.removedOption_)) + ", but option removed=" +
                          std::string(cropName(s.removedOption_)) + " takes it out of the game");
  } else {
    s.removed_ = s.removedOption_ != kRandomOption ? s.removedOption_
                                                   : static_cast<std::uint8_t>(s.rng_.below(kCrops));
  }

  // Every card the scenario names.
  CardLedger ledger(s.removed_);
  bool gardenGiven = false;
  if (j.contains("garden")) {
    const Json& g = j["garden"];
    if (!g.is_array() || g.size() != kSide) refuse("garden", "must be 4 rows of 4 crops, top row first");
    for (int r = 0; r < kSide; ++r) {
      const std::string where = "garden[" + std::to_string(r) + "]";
      if (!g[r].is_array() || g[r].size() != kSide) refuse(where, "must be a row of 4 crops, left to right");
      for (int c = 0; c < kSide; ++c)
        s.garden_[cellOf(r, c)] = ledger.take(g[r][c], where + "[" + std::to_string(c) + "]");
    }
    gardenGiven = true;
  }
  std::vector<bool> handGiven(static_cast<std::size_t>(n), false);
  s.names_.assign(static_cast<std::size_t>(n), std::string());
  for (int i = 0; i < n; ++i) {
    const Json& pj = players[i];
    const std::string where = "players[" + std::to_string(i) + "]";
    if (!pj.is_object()) refuse(where, "must be an object");
    onlyFields(pj, where, {"name", "hand"}, "a player");
    s.names_[i] = "Player " + std::to_string(i + 1);
    if (pj.contains("name")) s.names_[i] = fields::readName(pj["name"], where + ".name");
    if (pj.contains("hand")) {
      const Json& h = pj["hand"];
      if (!h.is_array()) refuse(where + ".hand", "must be an array of crops");
      if (h.size() > static_cast<std::size_t>(kFinalHand)) refuse(where + ".hand", "at most 9 cards");
      for (std::size_t k = 0; k < h.size(); ++k)
        ++s.hands_[i][ledger.take(h[k], where + ".hand[" + std::to_string(k) + "]")];
      s.handSizes_[i] = static_cast<std::uint8_t>(h.size());
      handGiven[i] = true;
    }
  }
  // The power being used: the card taken, held aside, and the slot it came from.
  int pendingCrop = -1;
  bool peasSwap = false;
  if (j.contains("power") && !j["power"].is_null()) {
    const Json& p = j["power"];
    if (!p.is_object() || !p.contains("crop") || !p.contains("slot"))
      refuse("power", "must be null or {\"crop\": the card taken, \"slot\": the harvest slot it came from}");
    onlyFields(p, "power", {"crop", "slot", "step"}, "a power");
    pendingCrop = ledger.take(p["crop"], "power.crop");
    s.pendingSlot_ = static_cast<std::uint8_t>(
        fields::readInt(p["slot"], "power.slot", 0, kHarvestSlots - 1, "a harvest slot"));
    if (p.contains("step")) {
      if (pendingCrop != kPeas) refuse("power.step", "only peas have two steps");
      if (p["step"] != "mole" && p["step"] != "swap") refuse("power.step", "must be \"mole\" or \"swap\"");
      peasSwap = p["step"] == "swap";
    }
  }
  bool harvestGiven = false;
  s.harvest_.fill(kNoCard);
  if (j.contains("harvest")) {
    const Json& h = j["harvest"];
    if (!h.is_array() || h.size() != kHarvestSlots)
      refuse("harvest", "must list the 4 harvest slots: a crop, or null for an empty slot");
    for (int k = 0; k < kHarvestSlots; ++k)
      if (!h[k].is_null()) s.harvest_[k] = ledger.take(h[k], "harvest[" + std::to_string(k) + "]");
    if (pendingCrop >= 0 && s.harvest_[s.pendingSlot_] != kNoCard)
      refuse("power.slot", "harvest slot " + std::to_string(s.pendingSlot_) +
                               " must be empty: its card is the one being used");
    harvestGiven = true;
  }
  std::vector<std::uint8_t> deckTop;
  if (j.contains("deck")) {
    const Json& d = j["deck"];
    if (!d.is_array()) refuse("deck", "must be an array of crops, top first");
    if (d.size() > s.deck_.size()) refuse("deck", "holds more cards than the game has");
    for (std::size_t k = 0; k < d.size(); ++k)
      deckTop.push_back(ledger.take(d[k], "deck[" + std::to_string(k) + "]"));
  }
  bool restToDiscard = false;
  if (j.contains("discard")) {
    const Json& d = j["discard"];
    if (d == "rest") {
      restToDiscard = true;
    } else {
      if (!d.is_array()) refuse("discard", "must be an array of crops, or \"rest\"");
      for (std::size_t k = 0; k < d.size(); ++k)
        ++s.discard_[ledger.take(d[k], "discard[" + std::to_string(k) + "]")];
    }
  }

  // The cards nobody named, shuffled by the seed; defaults are dealt from them.
  std::vector<std::uint8_t> pool;
  for (int c = 0; c < kCrops; ++c)
    if (c != s.removed_)
      for (int k = ledger.named(c); k < kCardsPerCrop; ++k) pool.push_back(static_cast<std::uint8_t>(c));
  s.rng_.shuffle(std::span<std::uint8_t>(pool));
  auto deal = [&](const std::string& where) {
    if (pool.empty()) refuse(where, "no cards are left to deal it");
    const std::uint8_t c = pool.back();
    pool.pop_back();
    return c;
  };
  if (!gardenGiven)
    for (auto& cell : s.garden_) cell = deal("garden");

  // The fence: four 1s, four 2s and four 3s, the bunny (0) replacing one of them with the carrots.
  if (j.contains("fence")) {
    const Json& f = j["fence"];
    if (!f.is_object())
      refuse("fence", "must be {\"top\":[4 values],\"bottom\":[4],\"left\":[2],\"right\":[2]}");
    onlyFields(f, "fence", {"top", "bottom", "left", "right"}, "the fence");
    const std::pair<const char*, int> sides[] = {{"top", 4}, {"bottom", 4}, {"left", 2}, {"right", 2}};
    int post = 0;
    std::array<int, 4> tokens{};
    for (const auto& [side, count] : sides) {
      const std::string where = std::string("fence.") + side;
      if (!f.contains(side)) refuse(where, "missing (" + std::to_string(count) + " posts)");
      const Json& posts = f[side];
      if (!posts.is_array() || posts.size() != static_cast<std::size_t>(count))
        refuse(where, "must list " + std::to_string(count) + " posts" +
                          (count == 2 ? ", top to bottom" : ", left to right"));
      for (int k = 0; k < count; ++k, ++post) {
        const Json& v = posts[k];
        if (!fields::isIntIn(v, 0, 3))
          refuse(where + "[" + std::to_string(k) + "]", "a post's token is 1, 2 or 3, or 0 for the bunny");
        const int token = static_cast<int>(v.get<std::int64_t>());
        s.fence_[post] = static_cast<std::uint8_t>(token);
        ++tokens[token];
      }
    }
    if (s.removed_ == kCarrot && tokens[kBunny] > 0)
      refuse("fence", "a bunny (0), but carrots are not in play");
    if (s.removed_ != kCarrot && tokens[kBunny] != 1)
      refuse("fence", "carrots are in play, so exactly one post holds the bunny (0); it lists " +
                          std::to_string(tokens[kBunny]));
    for (int v = 1; v <= 3; ++v)
      if (tokens[v] > 4)
        refuse("fence", std::to_string(tokens[v]) + " posts show " + std::to_string(v) +
                            "; the tokens are four 1s, four 2s and four 3s");
  } else {
    s.fence_ = {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
    s.rng_.shuffle(std::span<std::uint8_t>(s.fence_));
    if (s.removed_ != kCarrot) s.fence_[s.rng_.below(kPosts)] = kBunny;
  }

  // The mole: on a compost card exactly when peas are in play. Powers never move the mole's card,
  // but peas move the mole itself, so it may stand on any crop.
  if (j.contains("mole")) {
    const Json& m = j["mole"];
    if (m.is_null()) {
      if (s.removed_ != kPeas) refuse("mole", "peas are in play, so the mole stands on a compost card");
      s.mole_ = kNoMole;
    } else {
      if (s.removed_ == kPeas) refuse("mole", "the mole is in the game only with the peas");
      if (!m.is_array() || m.size() != 2 || !fields::isIntIn(m[0], 0, kSide - 1) ||
          !fields::isIntIn(m[1], 0, kSide - 1))
        refuse("mole", "must be [row, column] with both 0 to 3, or null");
      const int cell =
          cellOf(static_cast<int>(m[0].get<std::int64_t>()), static_cast<int>(m[1].get<std::int64_t>()));
      if (!isCompost(cell))
        refuse("mole",
               m[0].dump() + "," + m[1].dump() + " is not a compost card (the centre: 1,1 1,2 2,1 2,2)");
      s.mole_ = static_cast<std::uint8_t>(cell);
    }
  } else {
    static constexpr std::array<int, 4> compost = {cellOf(1, 1), cellOf(1, 2), cellOf(2, 1), cellOf(2, 2)};
    s.mole_ = s.removed_ != kPeas ? static_cast<std::uint8_t>(compost[s.rng_.below(4)]) : kNoMole;
  }

  for (int i = 0; i < n; ++i) {
    if (handGiven[i]) continue;
    for (int k = 0; k < 2; ++k) ++s.hands_[i][deal("players[" + std::to_string(i) + "].hand")];
    s.handSizes_[i] = 2;
  }
  // The deck: the named cards on top of the rest (or "rest" in the discard pile).
  s.deckSize_ = 0;
  if (restToDiscard) {
    for (auto c : pool) ++s.discard_[c];
  } else {
    for (auto c : pool) s.deck_[s.deckSize_++] = c;
  }
  for (auto it = deckTop.rbegin(); it != deckTop.rend(); ++it) s.deck_[s.deckSize_++] = *it;
  if (!harvestGiven) {
    // Dealt from the deck as at setup, with the four-of-a-kind rule; a pending power's slot stays empty.
    if (pendingCrop >= 0) s.harvest_[s.pendingSlot_] = kNoCard + 1;
    s.fillHarvest();
    if (pendingCrop >= 0) s.harvest_[s.pendingSlot_] = kNoCard;
  } else if (pendingCrop < 0 && s.harvest_[0] != kNoCard &&
             std::all_of(s.harvest_.begin(), s.harvest_.end(), [&](auto c) { return c == s.harvest_[0]; })) {
    refuse("harvest", "four " + std::string(cropName(s.harvest_[0])) +
                          " cards: the four-of-a-kind rule discards them (leave out \"harvest\" to deal it)");
  }
  if (j.contains("rng")) {
    if (!j["rng"].is_string() || !s.rng_.fromText(j["rng"].get<std::string>()))
      refuse("rng", "must be the generator text a snapshot writes (four 16-digit hex words joined by -)");
  }

  // The phase follows from the hands and the power being used.
  const bool allFull =
      std::all_of(s.handSizes_.begin(), s.handSizes_.begin() + n, [](auto h) { return h == kFinalHand; });
  const bool powerTurnsOver = std::all_of(s.handSizes_.begin(), s.handSizes_.begin() + n,
                                          [](auto h) { return h >= kHandAfterPowerTurns; });
  if (pendingCrop >= 0) {
    s.phase_ = pendingCrop == kPeas && peasSwap ? Phase::kPeasSwap : GardenState::powerPhase(pendingCrop);
  } else if (allFull) {
    s.phase_ = Phase::kOver;
  } else if (powerTurnsOver) {
    s.phase_ = Phase::kLastRound;
  } else {
    s.phase_ = Phase::kTake;
  }
  const int due = s.phase_ == Phase::kLastRound ? kFinalHand : kHandAfterPowerTurns;
  if (s.phase_ != Phase::kOver) {
    // Default: the seat with the fewest cards (the first from seat 0 on a tie).
    int best = due;
    for (int i = 0; i < n; ++i)
      if (s.handSizes_[i] < best) best = s.handSizes_[i], s.current_ = static_cast<std::uint8_t>(i);
    if (pendingCrop >= 0 && best >= due)
      refuse("power", "every hand already holds 8 cards: the power turns are over");
  }
  if (j.contains("current") && !j["current"].is_null()) {
    if (s.phase_ == Phase::kOver) refuse("current", "the game is over: every hand holds 9 cards");
    const int c = readSeat(j["current"], "current", n);
    if (s.handSizes_[c] >= due)
      refuse("current",
             s.names_[c] + " already holds " + std::to_string(s.handSizes_[c]) + " cards: " +
                 (due == kFinalHand ? "the last round is over for them" : "their power turns are over"));
    s.current_ = static_cast<std::uint8_t>(c);
  }
  if (j.contains("phase")) {
    static const char* const names[] = {"take", "power", "last-round", "over"};
    const Json& p = j["phase"];
    if (!p.is_string() ||
        std::none_of(std::begin(names), std::end(names), [&](const char* x) { return p == x; }))
      refuse("phase", "must be take, power, last-round or over");
    if (p != s.toJsonFor(-1, true)["phase"])
      refuse("phase", quote(p.get<std::string>()) + " does not fit the hands and the power being used");
  }
  // A live state always has a decision to make.
  if (s.phase_ == Phase::kLastRound) {
    int takers = 0, cards = 0;
    for (int i = 0; i < n; ++i) takers += s.handSizes_[i] < kFinalHand;
    for (auto c : s.harvest_) cards += c != kNoCard;
    if (cards < takers)
      refuse("harvest", std::to_string(takers) +
                            " players still take a card in the last round, but it holds " +
                            std::to_string(cards));
  } else if (s.phase_ == Phase::kTake) {
    if (std::all_of(s.harvest_.begin(), s.harvest_.end(), [](auto c) { return c == kNoCard; }))
      refuse("harvest", "no card for " + s.names_[s.current_] + " to take");
  } else if (pendingCrop >= 0 && !s.powerHasUse(pendingCrop, s.pendingSlot_)) {
    refuse("power",
           std::string(cropName(pendingCrop)) + " has no legal use here, so it would have been skipped");
  }
  return state;
}

namespace {

class GardenGame final : public Game {
 public:
  std::string_view id() const override { return "garden"; }
  std::string_view name() const override { return "Veggie Garden"; }
  std::string_view summary() const override {
    return "A 4\u00d74 garden of crops: fence posts set each crop's value; take harvest cards and use their "
           "powers.";
  }
  int minPlayers() const override { return 2; }
  int maxPlayers() const override { return 4; }
  std::vector<OptionSpec> options() const override {
    return {{"removed",
             {"random", "carrot", "cabbage", "peas", "pepper", "potato", "tomato"},
             "random",
             "the crop left out of the game, or random"},
            {"first", {"0", "1", "2", "3", "random"}, "0", "the seat that starts, or random"}};
  }
  int maxDecisions(int players) const override {
    // Six power turns of at most three decisions (take, mole, swap), then one last take, per player.
    return players * (kPowerTurns * 3 + 1);
  }

 protected:
  std::unique_ptr<State> deal(const Setup& setup) const override {
    const int n = static_cast<int>(setup.names.size());
    if (n < 2 || n > 4)
      throw InputError("players: Veggie Garden is for 2 to 4 players, not " + std::to_string(n));
    std::uint8_t removed = kRandomOption, first = 0;  // the defaults, without building option strings
    if (!setup.options.empty()) {
      const Options options = resolveOptions(setup.options);
      removed = readOption(options, "removed", true);
      first = readOption(options, "first", false);
    }
    auto state = std::make_unique<GardenState>(*this);
    state->deal(setup, removed, first);
    return state;
  }
  std::unique_ptr<State> readSnapshot(const Json& json) const override { return readState(*this, json); }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<GardenGame>(); }

}  // namespace vb::garden
