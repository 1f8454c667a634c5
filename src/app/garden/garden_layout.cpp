#include "garden/garden_layout.h"

#include <algorithm>
#include <cmath>

namespace vb::app::garden {

int handleArrow(int h) {
  if (h < 4) return 0;
  if (h < 8) return 1;
  if (h < 12) return 2;
  if (h < 16) return 3;
  if (h < 20) return h % 2 == 0 ? 0 : 1;
  return 4;
}

GardenLayout GardenLayout::compute(const QRectF& area, const GardenSight& sight, int handSeat,
                                   qreal promptHeight) {
  GardenLayout g;
  const qreal m = 12;
  const QRectF all = area.adjusted(m, m, -m, -m);
  if (promptHeight > 0) g.prompt = QRectF(all.left(), all.top(), all.width(), promptHeight);
  const QRectF body = promptHeight > 0 ? all.adjusted(0, promptHeight + 12, 0, 0) : all;
  g.players = static_cast<int>(sight.players.size());
  const qreal side = std::min(body.height(), body.width() * 0.56);
  g.cell = side / 5.44;
  g.post = g.cell * 0.42;
  g.arrow = g.cell * 0.30;
  g.garden = QRectF(body.left(), body.top(), side, side);
  g.origin = g.garden.topLeft() + QPointF(g.arrow + g.post, g.arrow + g.post);
  g.panel = QRectF(g.garden.right() + 20, body.top(), body.right() - g.garden.right() - 20, body.height());

  const qreal gap = 10;
  qreal y = g.panel.top();
  // Cards sized for the published harvest of 4. A variant's bigger harvest (docs/variants.md#veggie-garden)
  // narrows them to fit one row, or, when they would get too narrow to read, takes two rows.
  const qreal cw = std::min((g.panel.width() - 3 * gap) / 4, body.height() * 0.16);
  const int count = std::max(1, static_cast<int>(sight.harvest.size()));
  int perRow = count, rows = 1;
  // Whole pixels, so that the last card never pokes past the panel by a rounding.
  qreal hcw = std::min(cw, std::floor((g.panel.width() - (count - 1) * gap) / count));
  // Two rows are kSlotMarkRoom apart: the first row's slot numbers go between them.
  const qreal rowGap = kSlotMarkRoom;
  if (hcw < cw * 0.7 && count > 4) {
    rows = 2;
    perRow = (count + 1) / 2;
    // At most 24 pixels taller than the published row, so the panel below keeps its room.
    hcw = std::min({cw * 0.75, std::floor((g.panel.width() - (perRow - 1) * gap) / perRow),
                    (cw * 1.32 + 24 - rowGap) / 2.64});
  }
  g.harvestTitle = QRectF(g.panel.left(), y, g.panel.width(), 22);
  y += 26;
  for (int i = 0; i < static_cast<int>(sight.harvest.size()); ++i) {
    const int row = i / perRow, column = i % perRow;
    g.harvest.emplace_back(g.panel.left() + column * (hcw + gap), y + row * (hcw * 1.32 + rowGap), hcw,
                           hcw * 1.32);
  }
  y += std::max(cw * 1.32, rows * hcw * 1.32 + (rows - 1) * rowGap) + kSlotMarkRoom;
  g.handTitle = QRectF(g.panel.left(), y, g.panel.width(), 22);
  y += 26;
  const qreal hw = std::min((g.panel.width() - 4 * gap) / 5, cw * 0.8);
  const int hs = handSeat;
  if (hs >= 0 && hs < static_cast<int>(sight.players.size()) && sight.players[hs].hand) {
    int i = 0;
    for (int crop : sight.crops)
      if ((*sight.players[hs].hand)[crop] > 0)
        g.hand.emplace_back(crop, QRectF(g.panel.left() + (i++) * (hw + gap), y, hw, hw * 1.32));
  }
  y += hw * 1.32 + 14;
  g.valuesTitle = QRectF(g.panel.left(), y, g.panel.width(), 22);
  y += 26;
  const qreal row = std::clamp((g.panel.bottom() - y - 48 - 26 * 4) / 5.0, 20.0, 30.0);
  g.valuesBox = QRectF(g.panel.left(), y, g.panel.width(), row * 5);
  y += row * 5 + 14;
  g.playersTitle = QRectF(g.panel.left(), y, g.panel.width(), 22);
  y += 26;
  g.playersBox = QRectF(g.panel.left(), y, g.panel.width(), std::max<qreal>(0, g.panel.bottom() - y));
  return g;
}

QRectF GardenLayout::valueRow(int i) const {
  const qreal row = valuesBox.height() / 5;
  return QRectF(valuesBox.left(), valuesBox.top() + i * row, valuesBox.width(), row);
}

QRectF GardenLayout::playerRow(int k) const {
  const qreal row = std::min<qreal>(28, playersBox.height() / std::max(1, players));
  return QRectF(playersBox.left(), playersBox.top() + k * row, playersBox.width(), row - 2);
}

QRectF GardenLayout::rectFor(Target t) const {
  const qreal s = cell, p = post, a = arrow;
  const QPointF o = origin;
  auto centred = [](QPointF c, qreal d) { return QRectF(c.x() - d / 2, c.y() - d / 2, d, d); };
  switch (t.kind) {
    case Target::Kind::Harvest:
      return t.index >= 0 && t.index < static_cast<int>(harvest.size()) ? harvest[t.index] : QRectF();
    case Target::Kind::Cell: {
      const int row = t.index / 4, column = t.index % 4;  // cells are numbered row by row
      return QRectF(o.x() + column * s, o.y() + row * s, s, s).adjusted(3, 3, -3, -3);
    }
    case Target::Kind::Post: {
      const int i = t.index;
      const qreal d = p * 0.9;
      if (i < 4) return centred(QPointF(o.x() + i * s + s / 2, o.y() - p / 2), d);
      if (i < 8) return centred(QPointF(o.x() + (i - 4) * s + s / 2, o.y() + 4 * s + p / 2), d);
      if (i < 10) return centred(QPointF(o.x() - p / 2, o.y() + (i - 7) * s + s / 2), d);
      return centred(QPointF(o.x() + 4 * s + p / 2, o.y() + (i - 9) * s + s / 2), d);
    }
    case Target::Kind::Hand:
      for (const auto& [crop, r] : hand)
        if (crop == t.index) return r;
      return {};
    case Target::Kind::Handle: {
      const int h = t.index;
      const qreal d = a * 0.95;
      const qreal left = o.x() - p - a / 2, right = o.x() + 4 * s + p + a / 2;
      const qreal top = o.y() - p - a / 2, bottom = o.y() + 4 * s + p + a / 2;
      if (h < 4) return centred(QPointF(left, o.y() + h * s + s / 2), d);
      if (h < 8) return centred(QPointF(right, o.y() + (h - 4) * s + s / 2), d);
      if (h < 12) return centred(QPointF(o.x() + (h - 8) * s + s / 2, top), d);
      if (h < 16) return centred(QPointF(o.x() + (h - 12) * s + s / 2, bottom), d);
      if (h == 16) return centred(QPointF(left, o.y() - p / 2), d);
      if (h == 17) return centred(QPointF(right, o.y() - p / 2), d);
      if (h == 18) return centred(QPointF(left, o.y() + 4 * s + p / 2), d);
      if (h == 19) return centred(QPointF(right, o.y() + 4 * s + p / 2), d);
      if (h == 20) return centred(QPointF(o.x() - p / 2, o.y() + 2 * s), d);
      return centred(QPointF(o.x() + 4 * s + p / 2, o.y() + 2 * s), d);
    }
  }
  return {};
}

std::optional<Target> GardenLayout::targetAt(QPointF point, bool handlesShown) const {
  using K = Target::Kind;
  if (handlesShown)
    for (int h = 0; h < kHandles; ++h)
      if (rectFor({K::Handle, h}).adjusted(-3, -3, 3, 3).contains(point)) return Target{K::Handle, h};
  for (int p = 0; p < 12; ++p)
    if (rectFor({K::Post, p}).contains(point)) return Target{K::Post, p};
  for (int c = 0; c < 16; ++c)
    if (rectFor({K::Cell, c}).contains(point)) return Target{K::Cell, c};
  for (int s = 0; s < static_cast<int>(harvest.size()); ++s)
    if (harvest[s].contains(point)) return Target{K::Harvest, s};
  for (const auto& [crop, r] : hand)
    if (r.contains(point)) return Target{K::Hand, crop};
  return std::nullopt;
}

}  // namespace vb::app::garden
