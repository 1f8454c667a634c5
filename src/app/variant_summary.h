// A variant in words for a tooltip or a caption: the rules it changes and their values
// (docs/variants.md), one a line.
#pragma once

#include <QString>

#include "veggiebox/core/game.h"

namespace vb::app {

// "all_crops_bonus: 100" per changed rule; a deck reads "deck: its own 40 cards". Empty for the
// published rules.
QString variantRulesText(const vb::Variant& variant);

}  // namespace vb::app
