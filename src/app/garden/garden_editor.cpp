#include "edit/position_editor.h"

namespace vb::app::edit {

// Not written yet: the sandbox offers no editor for this game.
PositionEditor* makeGardenEditor(QWidget* parent) {
  Q_UNUSED(parent);
  return nullptr;
}

}  // namespace vb::app::edit
