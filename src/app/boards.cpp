// Which table each game has.
#include "board_view.h"
#include "veggies/veggies_board.h"

BoardView* makeBoard(std::string_view gameId, QWidget* parent) {
  if (gameId == "veggies") return new vb::app::veggies::VeggiesBoard(parent);
  return nullptr;
}
