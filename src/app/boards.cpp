// The one way to render any game's table.
#include <QLayout>

#include "board_view.h"

QImage renderTable(const vb::State& state, int seat, QSize size, const TableShot& shot) {
  const std::unique_ptr<BoardView> board(makeBoard(state.game().id(), nullptr));
  if (!board) return {};
  board->setAttribute(Qt::WA_DontShowOnScreen);
  board->resize(size);
  board->show();
  board->showState(state, seat, shot.canAct, false);
  board->setGroupsOutlined(shot.outlineGroups);
  // Lay out now rather than on the next event loop pass, so the grab is up to date.
  if (board->layout() != nullptr) board->layout()->activate();
  return board->grab().toImage();
}
