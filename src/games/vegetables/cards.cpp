// VEGEtables 2.0's cards (docs/rules/vegetables.md#components): four colours, values 1-20, written colour +
// value ("R3", "V1", "G17").
#include <array>
#include <charconv>

#include "veggiebox/core/text.h"
#include "veggiebox/games/vegetables.h"

namespace vb::vegetables {

namespace {

constexpr char kLetters[kColours] = {'R', 'Y', 'G', 'V'};
// English, as the public colourName() gives them; marked for the catalogue, translated where shown.
constexpr std::string_view kColourNames[kColours] = {VB_N("red"), VB_N("yellow"), VB_N("green"),
                                                     VB_N("violet")};

}  // namespace

char colourLetter(int colour) { return colour >= 0 && colour < kColours ? kLetters[colour] : '?'; }

std::string_view colourName(int colour) {
  return colour >= 0 && colour < kColours ? kColourNames[colour] : "?";
}

const std::string& cardName(int card) {
  static const std::array<std::string, kCards + 1> names = [] {
    std::array<std::string, kCards + 1> out;
    for (int c = 0; c < kCards; ++c) out[c] = colourLetter(colourOf(c)) + std::to_string(valueOf(c));
    out[kCards] = "?";
    return out;
  }();
  return names[card >= 0 && card < kCards ? card : kCards];
}

const std::string& lineName(int line) { return cardName(line >= 0 && line < kLines ? cardAt(line, 0) : -1); }

int cardFromName(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return -1;
  int colour = -1;
  for (int c = 0; c < kColours; ++c)
    if (text[0] == kLetters[c] || text[0] == kLetters[c] - 'A' + 'a') colour = c;
  if (colour < 0 || text[1] == '0') return -1;
  int value = 0;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data() + 1, end, value);
  if (ec != std::errc() || p != end || value < 1 || value > kValues) return -1;
  return cardOf(colour, value);
}

}  // namespace vb::vegetables
