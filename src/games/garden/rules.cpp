// Veggie Garden: setup, the turn (take, harvest refill, last round, end), the legal actions, the
// refusals and the dispatch of apply to the powers (docs/rules/garden.md), and the invariants. The
// powers themselves are in powers.cpp.
#include <algorithm>

#include "games/garden/state.h"
#include "veggiebox/core/text.h"

namespace vb::garden {

bool GardenState::sameAs(const GardenState& o) const {
  return removedOption_ == o.removedOption_ && firstOption_ == o.firstOption_ && players_ == o.players_ &&
         currentPlayer() == o.currentPlayer() && removed_ == o.removed_ &&
         (phase_ < Phase::kCabbage || phase_ > Phase::kTomato || pendingSlot_ == o.pendingSlot_) &&
         mole_ == o.mole_ && garden_ == o.garden_ && fence_ == o.fence_ && harvest_ == o.harvest_ &&
         deckSize_ == o.deckSize_ && std::equal(deck_.begin(), deck_.begin() + deckSize_, o.deck_.begin()) &&
         discard_ == o.discard_ && hands_ == o.hands_ && handSizes_ == o.handSizes_ && names_ == o.names_;
}

// ---------------------------------------------------------------------------------------------
// Setup (docs/rules/garden.md#setup): one crop out, 70 cards shuffled, 16 into the garden, the
// fence's tokens shuffled onto the posts (the bunny replacing one if carrots are in play), the mole
// on a random compost card if peas are in play, two cards to each hand, four to the harvest.

std::array<int, kMaxToken + 1> GardenRules::tokenCounts() const {
  std::array<int, kMaxToken + 1> counts{};
  for (auto v : fenceTokens) ++counts[v];
  return counts;
}

// "5 posts show 3; the tokens are four 1s, four 2s and four 3s": the invariants and a scenario's
// fence say it alike.
std::string tokensShown(int posts, int value, const std::string& tokens) {
  // TRANSLATORS: {3} is the fence's tokens in words: "four 1s, four 2s and four 3s".
  return tx("{1} posts show {2}; the tokens are {3}", posts, value, tokens);
}

std::string GardenRules::valuesText() const {
  std::vector<std::string> values;
  const auto counts = tokenCounts();
  for (int v = 1; v <= kMaxToken; ++v)
    if (counts[v] > 0) values.push_back(std::to_string(v));
  return listOr(values);
}

// "four 1s, four 2s and four 3s": a value's count in words, up to the twelve posts.
std::string GardenRules::tokensText() const {
  static const char* const kWords[] = {VB_N("two"), VB_N("three"),  VB_N("four"),  VB_N("five"),
                                       VB_N("six"), VB_N("seven"),  VB_N("eight"), VB_N("nine"),
                                       VB_N("ten"), VB_N("eleven"), VB_N("twelve")};
  std::vector<std::string> groups;
  const auto counts = tokenCounts();
  for (int v = 1; v <= kMaxToken; ++v) {
    if (counts[v] == 1) groups.push_back(txc("fence tokens", "one {1}", v));
    // TRANSLATORS: {1} is a number in words ("four"), {2} a token's value: "four 1s".
    if (counts[v] > 1) groups.push_back(txc("fence tokens", "{1} {2}s", tx(kWords[counts[v] - 2]), v));
  }
  return listAnd(groups);
}

void GardenState::setVariant(const Variant& variant, int players) {
  variant_ = variant;
  const Json r = game_->resolveRules(variant);
  rules_.allCropsBonus = r.at("all_crops_bonus").get<int>();
  rules_.startingHand = r.at("starting_hand").get<int>();
  rules_.cardsPerCrop = r.at("cards_per_crop").get<int>();
  for (int c = 0; c < kCrops; ++c) rules_.power[c] = r.at("power_" + std::string(cropName(c))).get<bool>();
  const Json& tokens = r.at("fence_tokens");  // Game::readVariant has checked 12 values of 1 to 9
  for (int p = 0; p < kPosts; ++p) rules_.fenceTokens[p] = tokens.at(p).get<std::uint8_t>();
  rules_.harvestSize = r.at("harvest_size").get<int>();
  // The last round takes one harvest card per player, with no refill (docs/rules/garden.md#the-last-round).
  if (rules_.harvestSize < players)
    throw InputError(
        tx("{1}: a harvest of {2} cards is too small for {3} players: the last round takes one "
           "card each, with no refill",
           "rules.harvest_size", rules_.harvestSize, players));
  const int cards = kCropsInPlay * rules_.cardsPerCrop, needed = cardsNeeded(players, rules_.harvestSize);
  if (cards < needed)
    throw InputError(
        tx("{1}: {2} cards are too few for {3} players, who need {4} (16 in the garden, {5} in the "
           "harvest, 9 in each final hand)",
           "rules.cards_per_crop", cards, players, needed, rules_.harvestSize));
}

void GardenState::deal(const Setup& setup) {
  const int n = static_cast<int>(setup.names.size());           // Game::newGame has checked it
  std::uint8_t removedOption = kRandomOption, firstOption = 0;  // the defaults, without option strings
  if (!setup.options.empty()) {
    const Options options = game_->resolveOptions(setup.options);
    removedOption = readOption(options, "removed", true);
    firstOption = readOption(options, "first", false);
  }
  removedOption_ = removedOption;
  firstOption_ = firstOption;
  setVariant(setup.variant, n);
  seed_ = setup.seed;
  rng_ = Rng(setup.seed);
  removed_ = removedOption == kRandomOption ? static_cast<std::uint8_t>(rng_.below(kCrops)) : removedOption;
  if (firstOption == kRandomOption) {
    current_ = static_cast<std::uint8_t>(rng_.below(static_cast<std::uint64_t>(n)));
  } else {
    if (firstOption >= n)
      throw InputError(tx("option '{1}': seat {2} but seats are 0 to {3}", "first", firstOption, n - 1));
    current_ = firstOption;
  }
  players_ = static_cast<std::uint8_t>(n);
  names_ = setup.names;

  deckSize_ = 0;
  for (int c = 0; c < kCrops; ++c)
    if (inPlay(c))
      for (int k = 0; k < rules_.cardsPerCrop; ++k) deck_[deckSize_++] = static_cast<std::uint8_t>(c);
  rng_.shuffle(std::span<std::uint8_t>(deck_.data(), deckSize_));
  discard_ = {};
  for (auto& cell : garden_) cell = drawCard();

  fence_ = rules_.fenceTokens;
  rng_.shuffle(std::span<std::uint8_t>(fence_));
  if (inPlay(kCarrot)) fence_[rng_.below(kPosts)] = kBunny;
  mole_ = inPlay(kPeas) ? static_cast<std::uint8_t>(kCompost[rng_.below(4)]) : kNoMole;

  hands_ = {};
  handSizes_ = {};
  for (int seat = 0; seat < n; ++seat)
    for (int k = 0; k < rules_.startingHand; ++k) {
      ++hands_[seat][drawCard()];
      ++handSizes_[seat];
    }
  harvest_.fill(kNoCard);
  fillHarvest();
  phase_ = Phase::kTake;
}

// The deck's top card. When the deck runs out, the discards are shuffled into a new deck; when
// there are none either, nothing is drawn and the harvest stays short.
std::uint8_t GardenState::drawCard() {
  if (deckSize_ == 0) {
    for (int c = 0; c < kCrops; ++c)
      for (int k = 0; k < discard_[c]; ++k) deck_[deckSize_++] = static_cast<std::uint8_t>(c);
    if (deckSize_ == 0) return kNoCard;
    discard_ = {};
    rng_.shuffle(std::span<std::uint8_t>(deck_.data(), deckSize_));
  }
  return deck_[--deckSize_];
}

// Fills the empty harvest slots from the deck. Whenever the four cards show one crop, all four are
// discarded and four new ones dealt (at setup and at every refill); a variant's harvest of another
// size is redealt when all its cards show one crop (docs/variants.md#veggie-garden). Returns whether
// a card was dealt.
bool GardenState::fillHarvest() {
  bool dealt = false;
  const int size = rules_.harvestSize;
  for (int s = 0; s < size; ++s)
    if (harvest_[s] == kNoCard) {
      harvest_[s] = drawCard();
      dealt = dealt || harvest_[s] != kNoCard;
    }
  auto fourOfAKind = [&] { return oneCropHarvest(harvest_, size); };
  // Redealing helps only if the deck or the discards hold another crop; with 70 cards they always
  // do, and this keeps a hand-made scenario from dealing the same four for ever.
  auto anotherCropLeft = [&](std::uint8_t crop) {
    for (int i = 0; i < deckSize_; ++i)
      if (deck_[i] != crop) return true;
    for (int c = 0; c < kCrops; ++c)
      if (c != crop && discard_[c] > 0) return true;
    return false;
  };
  while (fourOfAKind() && anotherCropLeft(harvest_[0])) {
    discard_[harvest_[0]] += static_cast<std::uint8_t>(size);
    for (int s = 0; s < size; ++s) harvest_[s] = drawCard();
    dealt = true;
  }
  return dealt;
}

// ---------------------------------------------------------------------------------------------
// The turn (docs/rules/garden.md#a-turn): take a harvest card, use its power, keep the card, refill
// the harvest; then the last round (docs/rules/garden.md#the-last-round) and the end.

namespace {

// Each crop's power phase, by crop (peas start with the mole), and each phase's crop, by phase (the
// order of Phase in state.h; -1 outside a power).
constexpr Phase kPowerPhase[kCrops] = {Phase::kCarrot, Phase::kCabbage, Phase::kPeasMole,
                                       Phase::kPepper, Phase::kPotato,  Phase::kTomato};
constexpr int kPhaseCrop[] = {-1, kCabbage, kCarrot, kPeas, kPeas, kPepper, kPotato, kTomato, -1, -1};
static_assert(std::size(kPhaseCrop) == static_cast<std::size_t>(Phase::kOver) + 1);

}  // namespace

Phase GardenState::powerPhase(int crop) {
  return crop >= 0 && crop < kCrops ? kPowerPhase[crop] : Phase::kTomato;  // not a crop: never asked
}

int GardenState::pendingCrop() const { return kPhaseCrop[static_cast<int>(phase_)]; }

// A power is mandatory whenever it has a legal use (docs/rules/garden.md#a-turn). Cabbage, carrot,
// peas and pepper always have one (rows 0 and 3 and the post lines can always shift; the bunny
// comes with the carrots and the mole with the peas; some pair of posts never holds the bunny). A
// potato needs a card in hand and a tomato another harvest card.
// A variant may switch a crop's power off; it is then skipped as a power with no use is
// (docs/variants.md#veggie-garden).
bool GardenState::powerHasUse(int crop, int slot) const {
  if (crop >= 0 && crop < kCrops && !rules_.power[crop]) return false;
  if (crop == kPotato) return handSizes_[current_] > 0;
  if (crop == kTomato) {
    for (int s = 0; s < rules_.harvestSize; ++s)
      if (s != slot && harvest_[s] != kNoCard) return true;
    return false;
  }
  return true;
}

// The taken card goes to the hand, the harvest is refilled, and the next player takes a turn.
void GardenState::finishTurn(bool& revealed) {
  const int crop = pendingCrop();
  ++hands_[current_][crop];
  ++handSizes_[current_];
  powerResolved(crop);
  revealed = fillHarvest() || revealed;
  advance();
  revealed = revealed || phase_ == Phase::kOver;  // the end shows every hand (#hidden-information)
}

// The next seat in turn order that is still due a power turn (fewer than 8 cards) takes one. When
// every hand holds 8, the last round follows: the next seats in turn order with fewer than 9 cards
// take one card each. With 9 cards everywhere the game is over.
void GardenState::advance() {
  // The next seat holding fewer than `cards` takes a card in `phase`; false when there is none.
  auto nextBelow = [&](int cards, Phase phase) {
    const int n = players_;
    for (int k = 1; k <= n; ++k) {
      const int seat = (current_ + k) % n;
      if (handSizes_[seat] < cards) {
        current_ = static_cast<std::uint8_t>(seat);
        phase_ = phase;
        return true;
      }
    }
    return false;
  };
  if (!nextBelow(kHandAfterPowerTurns, Phase::kTake) && !nextBelow(kFinalHand, Phase::kLastRound))
    phase_ = Phase::kOver;
}

// Taking a harvest card: in a take phase or in the last round.

template <>
std::vector<ActionId> GardenState::legalIn<Phase::kTake>() const {
  std::vector<ActionId> out;
  for (int s = 0; s < rules_.harvestSize; ++s)
    if (harvest_[s] != kNoCard) out.push_back(takeAction(s));
  return out;
}

template <>
std::string GardenState::refusalIn<Phase::kTake>(const Decoded& d) const {
  if (d.kind != kTakeKind)
    return phase_ == Phase::kTake
               ? tx("it is {1}'s turn to take a harvest card ('take S'); its power comes after", who())
               : tx("the last round: {1} takes a harvest card ('take S'), with no power", who());
  if (harvest_[d.a] == kNoCard) return tx("harvest slot {1} is empty", d.a);
  return {};
}

template <>
Outcome GardenState::applyIn<Phase::kTake>(const Decoded& d) {
  bool revealed = false;
  const std::uint8_t crop = harvest_[d.a];
  harvest_[d.a] = kNoCard;
  if (phase_ == Phase::kLastRound) {
    // The last round: no power and no refill; the last take ends the game, which shows every hand
    // (docs/rules/garden.md#hidden-information).
    ++hands_[current_][crop];
    ++handSizes_[current_];
    advance();
    return Outcome::done(phase_ == Phase::kOver);
  }
  pendingSlot_ = static_cast<std::uint8_t>(d.a);
  phase_ = powerPhase(crop);
  const bool used = powerHasUse(crop, d.a);
  powerTaken(crop, used);
  if (!used) finishTurn(revealed);  // a power with no legal use is skipped
  return Outcome::done(revealed);
}

// ---------------------------------------------------------------------------------------------
// Legal actions, refusals and applying a decision: each phase's own function.

// The last round takes a card as a take phase does, under its own rule; the powers' rules are in
// powers.cpp.
const GardenState::PhaseRules& GardenState::rulesOf(Phase phase) {
  static constexpr PhaseRules kTaking = rulesFor<Phase::kTake>(rule::kTurn);
  static constexpr PhaseRules kLastTaking = rulesFor<Phase::kTake>(rule::kLastRound);
  if (phase == Phase::kTake) return kTaking;
  return phase == Phase::kLastRound ? kLastTaking : powerRules(phase);
}

std::vector<ActionId> GardenState::legalActions() const {
  if (phase_ == Phase::kOver) return {};
  return (this->*rulesOf(phase_).legal)();
}

// The game ends with the last round (docs/rules/garden.md#the-last-round).
common::Refusal GardenState::refuse(ActionId action) const {
  if (phase_ == Phase::kOver) return {txc("Veggie Garden", "the game is over"), rule::kLastRound};
  const Decoded d = decode(action);
  if (!canonical(action, d) || beyondHarvest(d))
    return {tx("not an action of Veggie Garden"), rule::kActions};
  const PhaseRules& rules = rulesOf(phase_);
  return {(this->*rules.refuse)(d), rules.rule};
}

bool GardenState::beyondHarvest(const Decoded& d) const {
  return (d.kind == kTakeKind && d.a >= rules_.harvestSize) ||
         (d.kind == kTomatoKind && d.b >= rules_.harvestSize);
}

void GardenState::checkReadAction(ActionId action, std::string_view text) const {
  if (!beyondHarvest(decode(action))) return;
  const int last = rules_.harvestSize - 1;
  common::ActionWords(text).fail(rules_.harvestSize == kHarvestSlots
                                     ? tx("the harvest slots are 0, 1, 2 and 3")
                                     : tx("the harvest slots are 0 to {1}", last));
}

// refuse() has checked that the game runs and that the action's kind is the phase's.
Outcome GardenState::applyLegal(ActionId action) { return (this->*rulesOf(phase_).apply)(decode(action)); }

// ---------------------------------------------------------------------------------------------
// Invariants.

std::vector<std::string> GardenState::checkInvariants() const {
  std::vector<std::string> problems;
  std::array<int, kCrops + 1> count{};
  for (auto c : garden_) ++count[c];
  for (auto c : harvest_) ++count[c];
  for (int i = 0; i < deckSize_; ++i) ++count[deck_[i]];
  for (int c = 0; c < kCrops; ++c) count[c] += discard_[c];
  for (int i = 0; i < players_; ++i) {
    int size = 0;
    for (int c = 0; c < kCrops; ++c) count[c] += hands_[i][c], size += hands_[i][c];
    if (size != handSizes_[i])
      problems.push_back(tx("{1}'s hand size is out of step with its cards", names_[i]));
    if (size > kFinalHand) problems.push_back(tx("{1} holds more than 9 cards", names_[i]));
  }
  const int pending = pendingCrop();
  if (pending >= 0) {
    ++count[pending];
    if (harvest_[pendingSlot_] != kNoCard)
      problems.push_back(tx("the harvest slot of the card being used is not empty"));
  }
  for (int i = 0; i < kCells; ++i)
    if (garden_[i] >= kCrops) problems.push_back(tx("garden cell {1} holds no card", cellText(i)));
  for (int s = rules_.harvestSize; s < kMaxHarvest; ++s)
    if (harvest_[s] != kNoCard) problems.push_back(tx("harvest slot {1} is beyond the harvest", s));
  for (int c = 0; c < kCrops; ++c) {
    const int expected = inPlay(c) ? rules_.cardsPerCrop : 0;
    if (count[c] != expected)
      problems.push_back(tx("{1}: {2} cards instead of {3}", cropWord(c), count[c], expected));
  }
  std::array<int, kMaxToken + 1> tokens{};
  const auto allowed = rules_.tokenCounts();
  for (int p = 0; p < kPosts; ++p) {
    if (fence_[p] > kMaxToken || (fence_[p] != kBunny && allowed[fence_[p]] == 0)) {
      // TRANSLATORS: {3} lists the values a token may show: "1, 2 or 3".
      problems.push_back(tx("post {1} holds a token of {2}; tokens are {3}, or 0 for the bunny", postName(p),
                            int{fence_[p]}, rules_.valuesText()));
      continue;
    }
    ++tokens[fence_[p]];
  }
  if (tokens[kBunny] != (inPlay(kCarrot) ? 1 : 0))
    problems.push_back(tx("the bunny is there exactly with the carrots"));
  for (std::size_t v = 1; v < tokens.size(); ++v)
    if (tokens[v] > allowed[v])
      problems.push_back(tokensShown(tokens[v], static_cast<int>(v), rules_.tokensText()));
  if (inPlay(kPeas) != (mole_ != kNoMole)) problems.push_back(tx("the mole is there exactly with the peas"));
  if (mole_ != kNoMole && (mole_ >= kCells || !isCompost(mole_)))
    problems.push_back(tx("the mole is off the compost"));
  if (phase_ != Phase::kOver && legalActions().empty())
    problems.push_back(tx("no legal action while the game runs"));
  return problems;
}

}  // namespace vb::garden
