// The app's one list of the games it has a table and an editor for: the only place outside a
// game's own folders that names a game (docs/adding-a-game.md).
#include <array>
#include <string_view>

#include "board_view.h"
#include "edit/position_editor.h"
#include "garden/garden_board.h"
#include "vegetables/vegetables_board.h"
#include "veggies/veggies_board.h"

namespace {

struct TableAndEditor {
  std::string_view id;
  BoardView* (*board)(QWidget* parent);
  vb::app::edit::PositionEditor* (*editor)(QWidget* parent);
};

template <class Board>
BoardView* make(QWidget* parent) {
  return new Board(parent);
}

constexpr std::array kTables = {
    TableAndEditor{"veggies", make<vb::app::veggies::VeggiesBoard>, vb::app::edit::makeVeggiesEditor},
    TableAndEditor{"garden", make<vb::app::garden::GardenBoard>, vb::app::edit::makeGardenEditor},
    TableAndEditor{"vegetables", make<vb::app::vegetables::VegetablesBoard>,
                   vb::app::edit::makeVegetablesEditor}};

const TableAndEditor* tableOf(std::string_view gameId) {
  for (const TableAndEditor& t : kTables)
    if (t.id == gameId) return &t;
  return nullptr;
}

}  // namespace

BoardView* makeBoard(std::string_view gameId, QWidget* parent) {
  const TableAndEditor* t = tableOf(gameId);
  return t != nullptr ? t->board(parent) : nullptr;
}

vb::app::edit::PositionEditor* vb::app::edit::makePositionEditor(std::string_view gameId, QWidget* parent) {
  const TableAndEditor* t = tableOf(gameId);
  return t != nullptr ? t->editor(parent) : nullptr;
}
