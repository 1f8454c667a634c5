// One game's table made editable: the sandbox's position editor (docs/sandbox.md).
//
// An editor holds a scenario (docs/scenarios.md): the same JSON the CLI and the app load, in which
// every card the scenario does not name is still in the box. It paints the position with the art
// of play (its game's painters and layout) and changes it only when the person drags a piece or
// picks a context-menu entry; beside the table it keeps a palette of what is still unplaced, so
// card conservation is visible. It never decides soundness: the EditWindow around it asks the
// engine (Game::fromJson) after every edit and hands the reason back through showProblem(), keeps
// the undo stack, and offers Play from here and Save as scenario.
#pragma once

#include <QString>
#include <QWidget>
#include <string_view>

#include "veggiebox/core/game.h"

namespace vb::app::edit {

class PositionEditor : public QWidget {
  Q_OBJECT

 public:
  using QWidget::QWidget;

  // Shows `scenario` (any JSON object of this game, sound or not: what the editor cannot draw it
  // leaves out). Called for the first position and on every undo and redo; it sends no edited().
  virtual void setScenario(const vb::Json& scenario) = 0;
  // The position as it is now, as a scenario of this game ("game" set).
  virtual vb::Json scenario() const = 0;
  // The engine's refusal of the position, one line with the field first ("mole: ..."), or empty
  // when the position is sound. The editor outlines in red what that field names, when it can.
  virtual void showProblem(const QString& problem) = 0;

 signals:
  // The person changed the position: `scenario` is the whole new one, `what` the change in words
  // for the undo stack and the status bar ("Carrot to garden 1,2").
  void edited(const vb::Json& scenario, const QString& what);
  // A line for the status bar (what a drag would do, why a drop was not taken).
  void hint(const QString& text);
};

// The editor of a game, or nullptr when that game has none (tables.cpp).
PositionEditor* makePositionEditor(std::string_view gameId, QWidget* parent);

// Each game's editor (src/app/<game>/<game>_editor.cpp).
PositionEditor* makeVeggiesEditor(QWidget* parent);
PositionEditor* makeGardenEditor(QWidget* parent);
PositionEditor* makeVegetablesEditor(QWidget* parent);

}  // namespace vb::app::edit
