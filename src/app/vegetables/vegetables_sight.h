// What the seat at the screen may see of a VEGEtables 2.0 table, read from State::observation(seat)
// (or the whole snapshot in teaching mode). The table paints from this and nothing else.
#pragma once

#include <QString>
#include <array>
#include <set>
#include <vector>

#include "veggiebox/core/game.h"

namespace vb::app::vegetables {

struct SeenLine {
  int hand = 0;
  QString text;
  int points = 0;
};

struct SeenSeat {
  QString name;
  bool handKnown = false;  // the cards are visible to the seat at the screen
  std::vector<int> hand;   // card ids, when known
  int handSize = 0;        // numbered cards in hand (jollies not counted)
  // A hidden hand as the other seats see it: its cards by back colour (jollies are `held`).
  int whiteBacks = 0;
  int greenBacks = 0;
  std::vector<int> terrains;
  int uncollected = 0;
  int held = 0;
  bool revealed = false;
  std::vector<SeenLine> score;  // the engine's lines, with its words
  int total = 0;                // the engine's total
};

struct Sight {
  int handNumber = 1;
  int hands = 1;
  QString phase;
  int current = -1;
  int turn = -1;
  bool played = false;
  int chainLine = -1;
  QString penaltyOption;
  int penaltyCards = 0;
  std::vector<int> rows;      // colours, top row first
  std::array<int, 16> top{};  // per line: its top card, or -1
  std::set<int> burnt;
  std::array<std::vector<int>, 4> silos;
  std::array<std::vector<int>, 2> wells;
  std::vector<int> discards;
  int discardedJollies = 0;
  std::vector<SeenSeat> players;

  static Sight read(const vb::State& state, int seat, bool handsOpen);
};

// A card's name ("R7") and a line's ("R3": colour and terrain), as the action texts write them
// (docs/rules/vegetables.md).
QString cardLabel(int card);
QString lineLabel(int line);
// The card a JSON string names ("R7"), or -1; the cards of a JSON list, skipping what is no card.
int cardIn(const vb::Json& j);
std::vector<int> cardsIn(const vb::Json& list);
// "1 jolly", "2 jollies".
QString jolliesText(int n);

}  // namespace vb::app::vegetables
