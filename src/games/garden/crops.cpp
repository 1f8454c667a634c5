// Veggie Garden's cards and fence (docs/rules/garden.md#components and
// docs/rules/garden.md#the-garden-and-the-fence): the six crops and the twelve posts, with the
// garden card each post scores.
#include <array>

#include "games/common/names.h"
#include "games/garden/state.h"
#include "veggiebox/core/text.h"

namespace vb::garden {

namespace {

constexpr std::array<std::string_view, kCrops> kCropNames = {"carrot", "cabbage", "peas",
                                                             "pepper", "potato",  "tomato"};
constexpr std::array<std::string_view, kPosts> kPostNames = {"t0", "t1", "t2", "t3", "b0", "b1",
                                                             "b2", "b3", "l1", "l2", "r1", "r2"};
// Each post scores the one edge card beside it. The side posts stand beside rows 1 and 2 only, so a
// corner card is scored by its top or bottom post alone.

}  // namespace

std::string_view cropName(int crop) { return common::nameIn(kCropNames, crop); }
int cropFromName(std::string_view name) { return common::indexIn(kCropNames, name); }
std::string_view postName(int post) { return common::nameIn(kPostNames, post); }
int postFromName(std::string_view name) { return common::indexIn(kPostNames, name); }

namespace {

// The crops in words (docs/translating.md#words): the rulebooks' own names, bare or with the article
// a translation cannot add itself ("il cavolo", "i piselli", "la col"). A context keeps them apart
// from the same English word in another game's catalogue.
std::string cropInWords(int crop, bool article) {
  switch (crop) {
    case kCarrot:
      return article ? txc("Veggie Garden crop", "the carrot") : txc("Veggie Garden crop", "carrot");
    case kCabbage:
      return article ? txc("Veggie Garden crop", "the cabbage") : txc("Veggie Garden crop", "cabbage");
    case kPeas:
      return article ? txc("Veggie Garden crop", "the peas") : txc("Veggie Garden crop", "peas");
    case kPepper:
      return article ? txc("Veggie Garden crop", "the pepper") : txc("Veggie Garden crop", "pepper");
    case kPotato:
      return article ? txc("Veggie Garden crop", "the potato") : txc("Veggie Garden crop", "potato");
    case kTomato:
      return article ? txc("Veggie Garden crop", "the tomato") : txc("Veggie Garden crop", "tomato");
  }
  return (article ? "the " : "") + cropText(crop);
}

}  // namespace

std::string cropWord(int crop) { return cropInWords(crop, false); }
std::string theCrop(int crop) { return cropInWords(crop, true); }

int scoredCell(int post) { return kScoredCell[post]; }  // the table is in state.h, for scoring

}  // namespace vb::garden
