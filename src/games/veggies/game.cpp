// The Veggies game module: its id, players, options and decision bound, and how it makes states
// (a new deal in rules.cpp, a snapshot or scenario in snapshot.cpp).
#include <memory>

#include "games/common/game_base.h"
#include "games/veggies/state.h"
#include "veggiebox/core/text.h"

namespace vb::veggies {

namespace {

class VeggiesGame final : public common::GameModule<VeggiesState> {
 public:
  VeggiesGame()
      : GameModule(
            {"veggies",
             "Veggies",
             VB_N("Build a market stall of produce cards and gather the largest groups."),
             2,
             4,
             {{"scoring",
               {"largest-group", "all-spaces"},
               "largest-group",
               VB_N("largest group: each scored kind earns the spaces of its largest group times its "
                    "number of groups (the usual rules); all spaces: every visible space of the kind, times "
                    "its groups (a variant to try)")},
              {"first", {"random", "0", "1", "2", "3"}, "random", VB_N("the seat that starts, or random")}},
             ruleSpecs(),
             {rule::kAll.begin(), rule::kAll.end()},
             gameTraits()},
            readState) {}

  // The search's budgets (docs/bots.md#levels): an iteration costs ten times more here (670
  // placements to weigh) than in the other games. Veggies is won by a few points after a lot of luck
  // in the draw: the margin alone is the steadier signal (docs/bots.md#what-was-measured). The lab's
  // first counts (docs/events.md#veggies).
  static GameTraits gameTraits() {
    GameTraits t;
    t.searchBudgets = {200, 1200, 4800};
    t.searchMargin = 1;
    t.headlines = {{"/mice", VB_N("Mice left visible")},
                   {"/crates", VB_N("Crates left visible")},
                   {"/largest_group/strawberry", VB_N("Largest strawberry group")},
                   {"/largest_group/banana", VB_N("Largest banana group")},
                   {"/largest_group/grape", VB_N("Largest grape group")},
                   {"/largest_group/mushroom", VB_N("Largest mushroom group")},
                   {"/largest_group/carrot", VB_N("Largest carrot group")}};
    return t;
  }

  // What a variant may change (docs/variants.md#veggies). A stall holds at most 8 cards in every
  // variant, so the bound below and the stall's window (stall.h) hold for all of them.
  static std::vector<RuleSpec> ruleSpecs() {
    using T = RuleSpec::Type;
    return {
        {"mouse_points", T::kWhole, -10, 10, 0, -2, VB_N("points for each visible mouse"),
         "docs/rules/veggies.md#scoring"},
        {"crate_points", T::kWhole, -10, 10, 0, 0, VB_N("points for each visible crate"),
         "docs/rules/veggies.md#scoring"},
        {"stall_cards", T::kWhole, 2, kStallCards, 0, kStallCards,
         VB_N("cards in a complete stall: the game ends when every stall holds this many"),
         "docs/rules/veggies.md#the-end-of-the-game"},
        {"market_size", T::kWhole, 1, 3, 0, 3, VB_N("face-up market cards"), "docs/rules/veggies.md#setup"},
        {"deck", T::kDeck, 0, 0, kDeckSize, nullptr,
         VB_N("the 40 cards' spaces, upright row by row, for the ids 1 to 40 (a deck file in the format of "
              "resources/veggies/deck.txt)"),
         "docs/rules/veggies.md#the-cards", "SBGMCXR", 6},
    };
  }

  int maxDecisions(int players) const override {
    // A start, at most 8 placements and one announcement per player.
    return players * (1 + kStallCards + 1);
  }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<VeggiesGame>(); }

}  // namespace vb::veggies
