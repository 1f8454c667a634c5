// A game's table. It paints what one seat may see and turns clicks and keys into actions taken
// from the legal list; it never decides legality. The GameController applies what it chooses and
// answers a refusal with showRefusal().
#pragma once

#include <QWidget>
#include <memory>
#include <string_view>

#include "veggiebox/core/game.h"

class BoardView : public QWidget {
  Q_OBJECT

 public:
  using QWidget::QWidget;

  // Shows `state` as `seat` sees it. `seat` is the seat at the screen (-1: nobody's secrets, e.g.
  // under the curtain or while a bot plays); `canAct` is true when that seat decides now, so the
  // board offers the legal actions; `handsOpen` (teaching mode) shows every hand.
  // The board must draw only what state.observation(seat) holds unless handsOpen.
  virtual void showState(const vb::State& state, int seat, bool canAct, bool handsOpen) = 0;

 public slots:
  // The engine refused the last chosen action; the board may mark the spot.
  virtual void showRefusal(const QString& reason) { Q_UNUSED(reason); }

 signals:
  // A decision from the seat at the screen. It may be illegal (a click on a spot the engine
  // refuses): the controller asks the engine and shows its reason.
  void actionChosen(vb::ActionId action);
  // A hint for the status bar ("Right-click, R or the wheel turns the card").
  void hint(const QString& text);
};

// The table for a game, or nullptr when that game has none yet.
BoardView* makeBoard(std::string_view gameId, QWidget* parent);
