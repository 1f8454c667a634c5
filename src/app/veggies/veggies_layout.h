// Where the Veggies table puts things: the stall of the seat at the screen large on the left with
// the strip under it (hand, market, announcement, scores), and the other stalls in a column on the
// right, in turn order. Qt's box layouts size them for the widget; the views paint themselves.
#pragma once

#include <vector>

class QHBoxLayout;
class QVBoxLayout;
class QWidget;

namespace vb::app::veggies {

class StallView;

struct TableLayout {
  // The views the layout places, all children of the table.
  struct Parts {
    QWidget* ownStall;
    QWidget* hand;
    QWidget* market;
    QWidget* announcement;
    QWidget* scores;
  };

  // Lays `parts` out on `table`.
  static TableLayout build(QWidget* table, const Parts& parts);
  // One view in the column for each of `count` other stalls (made or deleted as needed).
  void fitOtherStalls(QWidget* table, std::vector<StallView*>& views, int count) const;
  // The hand takes room by its cards: two at setup, one after.
  void setHandCards(QWidget* hand, int cards) const;
  // At the end the strip holds the scores: it takes more of the height from the stall, so every
  // score line is read on a small window.
  void setEnding(bool ending) const;
  // Lays out now rather than on the next event loop pass, so a grab() right away is up to date.
  void activate() const;

  QHBoxLayout* mainRow = nullptr;
  QVBoxLayout* leftColumn = nullptr;
  QVBoxLayout* othersColumn = nullptr;
  QHBoxLayout* strip = nullptr;
};

}  // namespace vb::app::veggies
