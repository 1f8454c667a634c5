// The Veggie Garden game module: its description, its options and its bound on decisions. A new game
// is dealt in rules.cpp; snapshots and scenarios are read in snapshot.cpp.
#include "games/common/game_base.h"
#include "games/garden/state.h"

namespace vb::garden {

namespace {

class GardenGame final : public common::GameModule<GardenState> {
 public:
  GardenGame()
      : GameModule(
            {"garden",
             "Veggie Garden",
             "A 4\u00d74 garden of crops: fence posts set each crop's value; take harvest cards and use "
             "their powers.",
             2,
             4,
             {{"removed",
               {"random", "carrot", "cabbage", "peas", "pepper", "potato", "tomato"},
               "random",
               "the crop left out of the game, or random"},
              {"first", {"0", "1", "2", "3", "random"}, "0", "the seat that starts, or random"}},
             ruleSpecs(),
             {rule::kAll.begin(), rule::kAll.end()}},
            readState) {}

  // What a variant may change (docs/variants.md#veggie-garden). A starting hand of at least 2 keeps
  // the power turns at most kPowerTurns, so maxDecisions holds in every variant.
  static std::vector<RuleSpec> ruleSpecs() {
    using T = RuleSpec::Type;
    std::vector<RuleSpec> out = {
        {"all_crops_bonus", T::kWhole, 0, 1000, 0, kAllCropsBonus,
         "points for a hand holding all five crops in play (0: no bonus, and no line for it)",
         "docs/rules/garden.md#scoring"},
        {"starting_hand", T::kWhole, 2, kHandAfterPowerTurns - 1, 0, 2,
         "cards dealt to each hand at the start; the power turns last until hands hold 8",
         "docs/rules/garden.md#setup"},
        {"cards_per_crop", T::kWhole, 6, kCardsPerCrop, 0, kCardsPerCrop,
         "cards of each crop (the published mix: 14 of each, 70 in play)", "docs/rules/garden.md#components"},
        {"harvest_size", T::kWhole, 2, kMaxHarvest, 0, kHarvestSlots,
         "the face-up harvest cards; at least one per player (the last round has no refill)",
         "docs/rules/garden.md#setup"},
        // 0 is how the fence writes the bunny: a token of 0 would be a second bunny.
        {"fence_tokens", T::kWholeList, 1, kMaxToken, kPosts,
         Json::array({1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}),
         "the values of the 12 score tokens shuffled onto the posts (0 is the bunny's)",
         "docs/rules/garden.md#setup"},
    };
    for (int c = 0; c < kCrops; ++c) {
      const std::string crop(cropName(c));
      out.push_back({"power_" + crop, T::kYesNo, 0, 0, 0, true,
                     "whether the power of " + crop + " is used (false: skipped, as a power with no use)",
                     "docs/rules/garden.md#the-powers"});
    }
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
