// Which table each game has, and the one way to render any of them.
#include <QLayout>

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

QImage renderTable(const vb::State& state, int seat, QSize size, const TableShot& shot) {
  const std::unique_ptr<BoardView> board(makeBoard(state.game().id(), nullptr));
  if (!board) return {};
  board->setAttribute(Qt::WA_DontShowOnScreen);
  board->resize(size);
  board->show();
  board->showState(state, seat, shot.canAct, false);
  if (auto* veggies = qobject_cast<vb::app::veggies::VeggiesBoard*>(board.get()))
    veggies->setGroupsOutlined(shot.outlineGroups);
  // Lay out now rather than on the next event loop pass, so the grab is up to date.
  if (board->layout() != nullptr) board->layout()->activate();
  return board->grab().toImage();
}
