// Veggies (Jog Kung; Devir Pocket line): build a market stall of 2x3 cards; score the produce
// types announced at the end. Rules and their interpretations: docs/rules/veggies.md.
//
// Action layout (text form; ActionId order is the order of the list):
//   start CARD                      setup: play CARD (one of your two drawn) upright at 0,0 as
//                                   your first stall card and keep the other hidden in hand
//   place hand rR at X,Y            play your hand card turned R degrees (0, 90, 180, 270)
//                                   clockwise with its top-left cell at X,Y, then draw a new one
//   place market M rR at X,Y        the same with market card M (0, 1, 2); the market refills
//   announce T                      at the end, with a tie for largest group: announce type T
// Coordinates: x grows to the right, y downwards; one unit is one space.
// A card turned 180 (or 270) that looks the same as turned 0 (or 90) is offered only once.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb::veggies {

// Symbol codes of docs/rules/veggies.md#components.
enum Symbol : std::uint8_t {
  kEmpty = 0,
  kStrawberry,
  kBanana,
  kGrape,
  kMushroom,
  kCarrot,
  kCrate,
  kMouse,
};
inline constexpr int kProduceTypes = 5;  // kStrawberry..kCarrot
inline constexpr int kDeckSize = 40;
inline constexpr int kStallCards = 8;  // the game ends when every stall holds 8 cards

char symbolCode(Symbol s);         // 'S', 'B', 'G', 'M', 'C', 'X', 'R', '.' for empty
Symbol symbolFromCode(char code);  // kEmpty for anything unknown but '.'; check with isSymbolCode
bool isSymbolCode(char code);      // one of S B G M C X R
std::string symbolName(Symbol s);  // "strawberry", ...: data (events, action texts), never translated
// The symbol as a word for people, in the current language (vb::tx): "strawberry" in English,
// "fragole", "fresas"; symbolTitle starts a line ("Strawberry", "Fragole", "Fresas").
std::string symbolWord(Symbol s);
std::string symbolTitle(Symbol s);

struct Card {
  int id = 0;                      // 1..40, stable forever
  std::array<Symbol, 6> spaces{};  // upright, row by row: 2 wide, 3 tall
};

// The fixed deck (resources/veggies/deck.txt, compiled in), ordered by id.
const std::vector<Card>& deck();
const Card& card(int id);

// The card's spaces turned `quarterTurns` x 90 degrees clockwise, as rows top to bottom.
std::vector<std::string> cardRows(const Card& c, int quarterTurns);

std::unique_ptr<Game> makeGame();

}  // namespace vb::veggies
