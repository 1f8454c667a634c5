#include "veggies/veggies_layout.h"

#include <QHBoxLayout>
#include <QVBoxLayout>
#include <algorithm>

#include "veggies/stall_view.h"

namespace vb::app::veggies {

TableLayout TableLayout::build(QWidget* table, const Parts& parts) {
  TableLayout l;
  l.strip = new QHBoxLayout;
  l.strip->setSpacing(18);
  l.strip->addWidget(parts.hand, 1);
  l.strip->addWidget(parts.market, 4);
  l.strip->addWidget(parts.announcement, 3);
  l.strip->addWidget(parts.scores, 4);

  auto* left = new QVBoxLayout;
  left->setSpacing(8);
  left->addWidget(parts.ownStall, 5);
  left->addLayout(l.strip, 2);
  l.leftColumn = left;

  l.othersColumn = new QVBoxLayout;
  l.othersColumn->setSpacing(10);

  l.mainRow = new QHBoxLayout(table);
  l.mainRow->setContentsMargins(14, 14, 14, 14);
  l.mainRow->setSpacing(14);
  l.mainRow->addLayout(left, 13);
  l.mainRow->addLayout(l.othersColumn, 6);
  return l;
}

void TableLayout::fitOtherStalls(QWidget* table, std::vector<StallView*>& views, int count) const {
  while (static_cast<int>(views.size()) < count) {
    auto* v = new StallView(StallView::Role::Other, table);
    v->setObjectName(QStringLiteral("stall-%1").arg(views.size()));
    v->setFocusPolicy(Qt::ClickFocus);
    v->setFocusProxy(table);
    views.push_back(v);
    othersColumn->addWidget(v, 1);
    v->show();  // a child made after its parent was shown stays hidden until told
  }
  while (static_cast<int>(views.size()) > count) {
    delete views.back();
    views.pop_back();
  }
  // Alone in the column, the other stall keeps some cloth below it rather than stretching a few
  // cards over the whole height.
  while (othersColumn->count() > static_cast<int>(views.size()))
    delete othersColumn->takeAt(othersColumn->count() - 1);
  if (count == 1) othersColumn->addStretch(1);
}

void TableLayout::setHandCards(QWidget* hand, int cards) const {
  strip->setStretchFactor(hand, std::max(1, cards));
}

void TableLayout::setEnding(bool ending) const { leftColumn->setStretch(1, ending ? 4 : 2); }

void TableLayout::activate() const { mainRow->activate(); }

}  // namespace vb::app::veggies
