#include "edit/position_editor.h"

namespace vb::app::edit {

PositionEditor* makePositionEditor(std::string_view gameId, QWidget* parent) {
  if (gameId == "veggies") return makeVeggiesEditor(parent);
  if (gameId == "garden") return makeGardenEditor(parent);
  if (gameId == "vegetables") return makeVegetablesEditor(parent);
  return nullptr;
}

}  // namespace vb::app::edit
