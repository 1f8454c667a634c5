// The VEGEtables 2.0 game module: its name, players, options and bound on decisions. A new game is
// dealt in rules.cpp; snapshots are read in snapshot_read.cpp. Its descriptions stay English here
// (VB_N only marks them for the catalogue) and are translated where they are shown.
#include "games/common/game_base.h"
#include "games/vegetables/state.h"
#include "veggiebox/core/text.h"

namespace vb::vegetables {

namespace {

class VegetablesGame final : public common::GameModule<VegetablesState> {
 public:
  VegetablesGame()
      : GameModule(
            {"vegetables",
             "VEGEtables 2.0",
             VB_N("Four players grow sixteen crop lines in steps of four with jollies, silos and wells; the "
                  "first out of cards closes the hand."),
             kSeats,
             kSeats,
             {{"hands",
               {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"},
               "4",
               VB_N("the hands in the match")},
              {"start",
               {"black-one", "rotate"},
               "black-one",
               VB_N("who starts a hand: with black one, whoever holds V1; with rotate, whoever holds V1 "
                    "starts the first hand, then the next player clockwise")}},
             ruleSpecs(),
             {rule::kAll.begin(), rule::kAll.end()},
             gameTraits()},
            readState) {}

  // The search's budgets (docs/bots.md#levels) and the lab's first counts
  // (docs/events.md#vegetables-20).
  static GameTraits gameTraits() {
    GameTraits t;
    t.searchBudgets = {120, 500, 2000};
    t.headlines = {{"/penalties/A", VB_N("Penalty A")},  {"/penalties/B", VB_N("Penalty B")},
                   {"/penalties/C", VB_N("Penalty C")},  {"/jollies/chains", VB_N("Jolly chains")},
                   {"/wells/draws", VB_N("Well draws")}, {"/closing_bonuses", VB_N("Closing bonuses")},
                   {"/quiet_ends", VB_N("Quiet ends")}};
    return t;
  }

  // What a variant may change (docs/variants.md#vegetables-20). The refill target stays at most 6:
  // with fewer than 7 cards in the wells A and B take them all (docs/rules/vegetables.md#the-penalty),
  // so a refill always finds its cards.
  static std::vector<RuleSpec> ruleSpecs() {
    using T = RuleSpec::Type;
    return {
        {"line_points", T::kWhole, -100, 100, 0, kLinePoints,
         VB_N("points for the card that completes a line"), "docs/rules/vegetables.md#scores"},
        {"colour_points", T::kWhole, -100, 100, 0, kColourPoints,
         VB_N("points for completing a colour's fourth line"), "docs/rules/vegetables.md#scores"},
        {"jolly_points", T::kWhole, -100, 100, 0, kJollyPoints,
         VB_N("points per player who had already collected both jollies, on collecting one's second"),
         "docs/rules/vegetables.md#jollies-the-tractor"},
        {"closing_points", T::kWhole, -100, 100, 0, kClosingPoints,
         VB_N("points per line not completed, to the player who closes the hand"),
         "docs/rules/vegetables.md#the-end-of-a-hand"},
        {"penalty_a", T::kWhole, -500, 0, 0, kPenaltyPoints, VB_N("points for taking penalty A"),
         "docs/rules/vegetables.md#the-penalty"},
        {"refill_to", T::kWhole, 1, kRefillTo, 0, kRefillTo,
         VB_N("the hand size going to the well and the penalty's refill bring a hand up to"),
         "docs/rules/vegetables.md#the-penalty"},
    };
  }

  int maxDecisions(int) const override {
    // Per hand: at most 80 cards and jollies go on the board, 32 cards are drawn, 8 jollies collected
    // and 16 cards discarded; every other turn is quiet, and four quiet turns in a row end the hand, so
    // there are at most 4 x 137 turns, each with one more decision (pass or penalty). Ten hands at most.
    return 10 * (136 + 4 * 137);
  }
};

}  // namespace

std::unique_ptr<Game> makeGame() { return std::make_unique<VegetablesGame>(); }

}  // namespace vb::vegetables
