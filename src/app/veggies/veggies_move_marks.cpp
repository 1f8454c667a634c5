// What the last move changed on the Veggies table (BoardView::changedRects, README.md#the-app):
// the stall cells whose produce differs between the seat's sight before and after (a placed card,
// on whichever stall), the market slots refilled, the deck when it shrank, and the own hand.
#include <map>
#include <string>

#include "veggies/card_row_view.h"
#include "veggies/stall_view.h"
#include "veggies/veggies_board.h"

namespace vb::app::veggies {

namespace {

// A stall's cells by position: rows[i][j] lies at (origin.x + j, origin.y + i); '.' is empty.
std::map<std::pair<int, int>, char> cellsOf(const vb::Json& stall) {
  std::map<std::pair<int, int>, char> cells;
  if (!stall.is_object() || !stall.contains("rows")) return cells;
  const vb::Json origin = stall.value("origin", vb::Json::array({0, 0}));
  const int ox = origin.at(0).get<int>(), oy = origin.at(1).get<int>();
  const vb::Json& rows = stall["rows"];
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string row = rows[i].get<std::string>();
    for (std::size_t j = 0; j < row.size(); ++j)
      if (row[j] != '.' && row[j] != ' ')
        cells[{ox + static_cast<int>(j), oy + static_cast<int>(i)}] = row[j];
  }
  return cells;
}

}  // namespace

std::vector<QRect> VeggiesBoard::changedRects(const vb::Json& before, const vb::Json& after) const {
  std::vector<QRect> rects;
  const vb::Json& was = before.value("players", vb::Json::array());
  const vb::Json& now = after.value("players", vb::Json::array());
  const int n = static_cast<int>(now.size());
  for (int k = 0; k < n && k < static_cast<int>(was.size()); ++k) {
    // The stall view of seat k: the big one for the seat in focus, else the others in turn order.
    StallView* view = k == focus_ ? ownStall_ : nullptr;
    const int behind = ((k - focus_) % n + n) % n;
    if (view == nullptr && behind >= 1 && behind - 1 < static_cast<int>(others_.size()))
      view = others_[static_cast<std::size_t>(behind - 1)];
    if (view == nullptr || view->isHidden())
      continue;  // under the curtain nothing is visible, all is laid out
    const auto old = cellsOf(was[k].value("stall", vb::Json())),
               fresh = cellsOf(now[k].value("stall", vb::Json()));
    for (const auto& [cell, produce] : fresh) {
      const auto it = old.find(cell);
      if (it != old.end() && it->second == produce) continue;
      const QPointF at(cell.first, cell.second);
      // A cell out of view (panned away, or under the header) is not outlined.
      const QRect r = QRect(view->pointForCell(at), view->pointForCell(at + QPointF(1, 1)))
                          .intersected(view->stallArea().toAlignedRect());
      if (!r.isEmpty()) rects.emplace_back(view->mapTo(this, r.topLeft()), r.size());
    }
  }
  if (market_ != nullptr && !market_->isHidden()) {
    const vb::Json& m0 = before.value("market", vb::Json::array());
    const vb::Json& m1 = after.value("market", vb::Json::array());
    for (std::size_t i = 0; i < m1.size(); ++i)
      if (i >= m0.size() || m0[i] != m1[i])
        rects.push_back(cardRect(market_, sourceIndex(Source::Market0) + static_cast<int>(i)));
    if (before.value("deck_size", 0) != after.value("deck_size", 0)) rects.push_back(cardRect(market_, 0));
  }
  const int me = seat();
  if (hand_ != nullptr && !hand_->isHidden() && me >= 0 && me < n && me < static_cast<int>(was.size()) &&
      was[me].value("hand", vb::Json()) != now[me].value("hand", vb::Json()) && !now[me]["hand"].is_null())
    rects.push_back(cardRect(hand_, 0));
  return rects;
}

}  // namespace vb::app::veggies
