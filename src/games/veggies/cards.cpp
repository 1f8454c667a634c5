// The Veggies deck: resources/veggies/deck.txt, compiled in as text and read once.
#include <sstream>
#include <stdexcept>

#include "games/veggies/stall.h"
#include "veggiebox/core/text.h"

namespace vb::veggies {

extern const char* const kDeckText;

namespace {

constexpr const char* kCodes = ".SBGMCXR";

std::vector<Card> readDeck() {
  std::vector<Card> out;
  std::istringstream in(kDeckText);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Card c;
    std::string spaces;
    fields >> c.id >> spaces;
    // The file is part of the build; a broken one is a programming error, caught by the deck test.
    if (spaces.size() != 6 || c.id != static_cast<int>(out.size()) + 1)
      throw std::logic_error("resources/veggies/deck.txt: bad line '" + line + "'");
    for (int i = 0; i < 6; ++i) {
      if (!isSymbolCode(spaces[i]))
        throw std::logic_error("resources/veggies/deck.txt: bad symbol in " + line);
      c.spaces[i] = symbolFromCode(spaces[i]);
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace

char symbolCode(Symbol s) { return s <= kMouse ? kCodes[s] : '?'; }

bool isSymbolCode(char code) {
  for (int i = 1; i <= kMouse; ++i)
    if (kCodes[i] == code) return true;
  return false;
}

Symbol symbolFromCode(char code) {
  for (int i = 1; i <= kMouse; ++i)
    if (kCodes[i] == code) return static_cast<Symbol>(i);
  return kEmpty;
}

std::string symbolName(Symbol s) {
  static const char* const names[] = {"empty",    "strawberry", "banana", "grape",
                                      "mushroom", "carrot",     "crate",  "mouse"};
  return s <= kMouse ? names[s] : "?";
}

namespace {

// The words for people (docs/rules/veggies.md#the-cards), as a word or as the start of a line, in
// the context "Veggies" so that another game's "carrot" may be translated in its own way.
std::string symbolText(Symbol s, bool title) {
  switch (s) {
    case kStrawberry:
      return title ? txc("Veggies", "Strawberry") : txc("Veggies", "strawberry");
    case kBanana:
      return title ? txc("Veggies", "Banana") : txc("Veggies", "banana");
    case kGrape:
      return title ? txc("Veggies", "Grape") : txc("Veggies", "grape");
    case kMushroom:
      return title ? txc("Veggies", "Mushroom") : txc("Veggies", "mushroom");
    case kCarrot:
      return title ? txc("Veggies", "Carrot") : txc("Veggies", "carrot");
    case kCrate:
      return title ? txc("Veggies", "Crate") : txc("Veggies", "crate");
    case kMouse:
      return title ? txc("Veggies", "Mouse") : txc("Veggies", "mouse");
    case kEmpty:
      break;
  }
  return symbolName(s);
}

}  // namespace

std::string symbolWord(Symbol s) { return symbolText(s, false); }
std::string symbolTitle(Symbol s) { return symbolText(s, true); }

const std::vector<Card>& deck() {
  static const std::vector<Card> cards = readDeck();
  return cards;
}

const Card& card(int id) { return deck().at(static_cast<std::size_t>(id - 1)); }

std::vector<std::string> cardRows(const Card& c, int quarterTurns) {
  const Footprint fp = footprint(c, quarterTurns);
  std::vector<std::string> rows;
  for (int y = 0; y < fp.h; ++y) {
    std::string row;
    for (int x = 0; x < fp.w; ++x) row += symbolCode(fp.spaces[y * fp.w + x]);
    rows.push_back(row);
  }
  return rows;
}

}  // namespace vb::veggies
