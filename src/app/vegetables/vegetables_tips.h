// What the VEGEtables 2.0 table's tooltips say about each thing on it: what it is in the rules'
// words (docs/rules/vegetables.md) and how many cards it holds. Every text is made from the Sight
// alone, so a tooltip never tells more than the seat at the screen may see: another seat's hidden
// hand is named by whose it is and how many backs of each colour, never by its cards
// (docs/rules/vegetables.md#hidden-information).
#pragma once

#include <QRect>
#include <QString>
#include <functional>
#include <vector>

#include "vegetables/vegetables_sight.h"

namespace vb::app::vegetables {

// A place on the table and what its tooltip says. The words are made only when the tooltip shows:
// laying out and painting never ask for them.
struct Tip {
  QRect rect;
  std::function<QString()> text;
};

// The tip over `at` (the last one laid lies on top), or nullptr.
const Tip* tipAt(const std::vector<Tip>& tips, const QPoint& at);

namespace tips {

QString cards(int n);  // "1 card", "5 cards"
QString silo(int silo, std::size_t cards);
QString well(int well, std::size_t cards);
// A line of the board; `top` is the card it shows (-1: none), `topBurnt` when a jolly stands in for it.
QString line(int line, int top, bool topBurnt);
QString row(int colour, bool placed);
QString column(int terrain);
// A face-up card: in the seat at the screen's own hand or terrains (`owner` empty), or another
// seat's (a terrain, or a hand shown by the penalty).
QString card(int card, bool burnt, const QString& owner);
QString heldJollies(int held, const QString& owner);
QString uncollected(int count, const QString& owner);
// A stack of another seat's hidden cards by back colour.
QString backs(const QString& owner, int count, bool green);
QString seat(const SeenSeat& s, bool you, bool toPlay);
QString button(const QString& key);

}  // namespace tips

}  // namespace vb::app::vegetables
