// The Veggie Garden game module: its description, its options and its bound on decisions. A new game
// is dealt in rules.cpp; snapshots and scenarios are read in snapshot.cpp. The description and the
// options' and rules' help stay English here, marked for the catalogue: whoever shows them
// translates them with vb::tx (docs/architecture.md#languages).
#include "games/common/game_base.h"
#include "games/garden/state.h"
#include "veggiebox/core/text.h"

namespace vb::garden {

namespace {

class GardenGame final : public common::GameModule<GardenState> {
 public:
  GardenGame()
      : GameModule(
            {"garden",
             "Veggie Garden",
             VB_N("A 4\u00d74 garden of crops: fence posts set each crop's value; take harvest cards and use "
                  "their powers."),
             2,
             4,
             {{"removed",
               {"random", "carrot", "cabbage", "peas", "pepper", "potato", "tomato"},
               "random",
               VB_N("the crop left out of the game, or random")},
              {"first", {"0", "1", "2", "3", "random"}, "0", VB_N("the seat that starts, or random")}},
             ruleSpecs(),
             {rule::kAll.begin(), rule::kAll.end()},
             gameTraits()},
            readState) {}

  // The search's budgets (docs/bots.md#levels). The lab shows every count that is not points.
  static GameTraits gameTraits() {
    GameTraits t;
    t.searchBudgets = {250, 1000, 4000};
    return t;
  }

  // What a variant may change (docs/variants.md#veggie-garden). A starting hand of at least 2 keeps
  // the power turns at most kPowerTurns, so maxDecisions holds in every variant.
  static std::vector<RuleSpec> ruleSpecs() {
    using T = RuleSpec::Type;
    std::vector<RuleSpec> out = {
        {"all_crops_bonus", T::kWhole, 0, 1000, 0, kAllCropsBonus,
         VB_N("points for a hand holding all five crops in play (0: no bonus, and no line for it)"),
         "docs/rules/garden.md#scoring"},
        {"starting_hand", T::kWhole, 2, kHandAfterPowerTurns - 1, 0, 2,
         VB_N("cards dealt to each hand at the start; the power turns last until hands hold 8"),
         "docs/rules/garden.md#setup"},
        {"cards_per_crop", T::kWhole, 6, kCardsPerCrop, 0, kCardsPerCrop,
         VB_N("cards of each crop (the published mix: 14 of each, 70 in play)"),
         "docs/rules/garden.md#components"},
        {"harvest_size", T::kWhole, 2, kMaxHarvest, 0, kHarvestSlots,
         VB_N("the face-up harvest cards; at least one per player (the last round has no refill)"),
         "docs/rules/garden.md#setup"},
        // 0 is how the fence writes the bunny: a token of 0 would be a second bunny.
        {"fence_tokens", T::kWholeList, 1, kMaxToken, kPosts,
         Json::array({1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}),
         VB_N("the values of the 12 score tokens shuffled onto the posts (0 is the bunny's)"),
         "docs/rules/garden.md#setup"},
    };
    // Each a whole sentence for the catalogue, in the order of the crops.
    static const char* const kPowerHelp[kCrops] = {
        VB_N("whether the power of carrot is used (false: skipped, as a power with no use)"),
        VB_N("whether the power of cabbage is used (false: skipped, as a power with no use)"),
        VB_N("whether the power of peas is used (false: skipped, as a power with no use)"),
        VB_N("whether the power of pepper is used (false: skipped, as a power with no use)"),
        VB_N("whether the power of potato is used (false: skipped, as a power with no use)"),
        VB_N("whether the power of tomato is used (false: skipped, as a power with no use)"),
    };
    for (int c = 0; c < kCrops; ++c)
      out.push_back({"power_" + std::string(cropName(c)), T::kYesNo, 0, 0, 0, true, kPowerHelp[c],
                     "docs/rules/garden.md#the-powers"});
    return out;
  }

  int maxDecisions(int players) const override {
    // Six power turns of at most three decisions (take, mole, swap), then one last take, per player.
    return players * (kPowerTurns * 3 + 1);
  }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<GardenGame>(); }

}  // namespace vb::garden
