// Which table each game has.
#include "board_view.h"
#include "garden/garden_board.h"
#include "vegetables/vegetables_board.h"
#include "veggies/veggies_board.h"

BoardView* makeBoard(std::string_view gameId, QWidget* parent) {
  if (gameId == "veggies") return new vb::app::veggies::VeggiesBoard(parent);
  if (gameId == "vegetables") return new vb::app::vegetables::VegetablesBoard(parent);
  if (gameId == "garden") return new vb::app::garden::GardenBoard(parent);
  return nullptr;
}
