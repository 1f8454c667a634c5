// The Veggie Garden table's coordinates. The move log, the prompts and the engine's refusals name
// garden cells as "row,column" and harvest cards by slot ("swap 1,2 2,2", "harvest slot 2",
// docs/rules/garden.md#how-actions-are-written), so the table shows those numbers where the words
// point: faint row numbers left of the fence, column numbers above it, slot numbers under the
// harvest cards. They show while the mouse is over the garden or the harvest, while the mouse is on
// a move in the log that changed them, while a refused spot of theirs is outlined, and, the garden's,
// while a chosen garden card is named by the prompt; they go when the mouse leaves. They sit in the table's
// margins, never over a card, a post's token, the bunny, the mole or an arrow, and are plain small numbers
// with no disc, so that no one reads them as score tokens. They depend on the layout alone, never on a card.
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>

#include "garden/garden_board.h"
#include "garden/garden_painter.h"

namespace vb::app::garden {

// ---------------------------------------------------------------------------------------------
// Where the numbers go.

qreal GardenLayout::markPixels() const { return std::clamp(std::round(cell * 0.16), 10.0, 14.0); }

QRectF GardenLayout::rowMark(int row, bool handlesShown) const {
  // The margin left of the fence, where the row arrows go (the posts' tokens reach just past the soil).
  const qreal width = arrow, height = markPixels() + 4;
  qreal middle = origin.y() + row * cell + cell / 2;
  if (handlesShown) middle -= arrow * 0.95 / 2 + height / 2 + 1;  // just above the row's arrow
  return QRectF(garden.left(), middle - height / 2, width, height);
}

QRectF GardenLayout::columnMark(int column, bool handlesShown) const {
  // The margin above the fence, where the column arrows go.
  const qreal width = markPixels() * 1.2, height = arrow;
  qreal middle = origin.x() + column * cell + cell / 2;
  if (handlesShown) middle -= arrow * 0.95 / 2 + width / 2 + 1;  // just left of the column's arrow
  return QRectF(middle - width / 2, garden.top(), width, height);
}

QRectF GardenLayout::slotMark(int slot) const {
  if (slot < 0 || slot >= static_cast<int>(harvest.size())) return {};
  const QRectF& card = harvest[static_cast<std::size_t>(slot)];
  return QRectF(card.left(), card.bottom(), card.width(), kSlotMarkRoom);
}

QRectF GardenLayout::harvestArea() const {
  QRectF area;
  for (int slot = 0; slot < static_cast<int>(harvest.size()); ++slot)
    area = area.united(harvest[static_cast<std::size_t>(slot)]).united(slotMark(slot));
  // The gaps between the cards count as the harvest, so the numbers do not blink between them.
  return area.isNull() ? area : area.adjusted(-5, -5, 5, 0);
}

std::vector<CoordinateMark> coordinateMarksOf(const GardenLayout& g, const GardenScene& scene) {
  using K = Target::Kind;
  using M = CoordinateMark::Kind;
  const std::optional<Target>& near = scene.near;
  // The row and column of the spot under the mouse: a cell, or a row's or a column's arrow.
  const auto nearRow = [&](int row) {
    if (!near) return false;
    if (near->kind == K::Cell) return near->index / 4 == row;
    return near->kind == K::Handle && near->index < 8 && near->index % 4 == row;
  };
  const auto nearColumn = [&](int column) {
    if (!near) return false;
    if (near->kind == K::Cell) return near->index % 4 == column;
    return near->kind == K::Handle && near->index >= 8 && near->index < 16 && near->index % 4 == column;
  };
  std::vector<CoordinateMark> marks;
  if (scene.gardenMarks)
    for (int i = 0; i < 4; ++i) {
      marks.push_back({M::Row, i, QString::number(i), g.rowMark(i, scene.handlesShown), nearRow(i)});
      marks.push_back({M::Column, i, QString::number(i), g.columnMark(i, scene.handlesShown), nearColumn(i)});
    }
  if (scene.harvestMarks)
    for (int slot = 0; slot < static_cast<int>(g.harvest.size()); ++slot)
      marks.push_back(
          {M::Slot, slot, QString::number(slot), g.slotMark(slot), near == Target{K::Harvest, slot}});
  return marks;
}

// ---------------------------------------------------------------------------------------------
// How they look: small, plain, in the soil's brown, the ones under the mouse darker.

void GardenPainter::paintCoordinates() {
  QFont f = font_;
  f.setBold(false);
  for (const CoordinateMark& mark : coordinateMarksOf(g_, scene_)) {
    // A slot number has the kSlotMarkRoom pixels under its card: 11-pixel type at their foot stays
    // clear of the outlines round the card.
    const bool slot = mark.kind == CoordinateMark::Kind::Slot;
    f.setPixelSize(slot ? kSlotMarkPixels : static_cast<int>(g_.markPixels()));
    p_.setFont(f);
    p_.setPen(mark.near ? QColor(0x4a, 0x36, 0x1c) : QColor(0x8a, 0x74, 0x52, 200));
    p_.drawText(mark.rect, slot ? Qt::AlignHCenter | Qt::AlignBottom : Qt::AlignCenter, mark.text);
  }
}

// ---------------------------------------------------------------------------------------------
// When they show.

void GardenBoard::sceneCoordinates(GardenScene& scene, const GardenLayout& g) const {
  using K = Target::Kind;
  if (sight_.players.empty()) return;
  scene.gardenMarks = logGarden_;
  scene.harvestMarks = logHarvest_;
  // A refused spot stays outlined while the refusal naming it is shown ("the mole is at 1,2",
  // "harvest slot 2 is empty"), the keyboard's too: its numbers show with it.
  if (const std::optional<Target>& refused = attempt_.refused()) {
    if (refused->kind == K::Harvest)
      scene.harvestMarks = true;
    else if (refused->kind != K::Hand)
      scene.gardenMarks = true;
  }
  if (mouse_) {
    // A chosen garden card is named by the prompt while the next pick is looked for elsewhere
    // ("Tomato: now the harvest card to plant at 1,3").
    const bool cellChosen =
        std::any_of(selection_.begin(), selection_.end(), [](const Target& t) { return t.kind == K::Cell; });
    scene.gardenMarks = scene.gardenMarks || cellChosen || g.garden.contains(*mouse_);
    scene.harvestMarks = scene.harvestMarks || g.harvestArea().contains(*mouse_);
    scene.near = g.targetAt(*mouse_, handlesShown());
  }
}

std::vector<CoordinateMark> GardenBoard::coordinateMarks() const {
  const GardenLayout g = layout();
  return coordinateMarksOf(g, scene(g));
}

void GardenBoard::hoverAt(std::optional<QPointF> at) {
  // A mouse move repaints only when the numbers shown change (one layout for both looks).
  const GardenLayout g = layout();
  const auto shown = [&] {
    GardenScene scene;
    scene.handlesShown = handlesShown();
    sceneCoordinates(scene, g);
    return std::tuple(scene.gardenMarks, scene.harvestMarks, scene.near);
  };
  const auto before = shown();
  mouse_ = at;
  if (shown() != before) update();
}

void GardenBoard::showMoveMarks(std::optional<std::pair<vb::Json, vb::Json>> sights) {
  // What the move changed in the seat's sight (the pointers "/garden/1/2", "/harvest/3", ...).
  logGarden_ = logHarvest_ = false;
  if (sights)
    for (const std::string& path : changedPaths(sights->first, sights->second)) {
      if (path.starts_with("/harvest"))
        logHarvest_ = true;
      else if (path.starts_with("/garden") || path.starts_with("/fence") || path.starts_with("/mole"))
        logGarden_ = true;
    }
  BoardView::showMoveMarks(std::move(sights));
  update();
}

}  // namespace vb::app::garden
