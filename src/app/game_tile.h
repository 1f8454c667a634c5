// One game on the home screen: its picture, name, player range and one-line description, with
// New game and Rules.
#pragma once

#include <QFrame>
#include <QString>

#include "shelf.h"
#include "widget_kit.h"

class QSvgRenderer;

namespace vb::app {

// The game's SVG picture, painted at whatever size and pixel ratio the screen has.
class GameArt : public QWidget {
  Q_OBJECT
 public:
  GameArt(const QString& resource, int size, QWidget* parent = nullptr);
  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QSvgRenderer* renderer_;
  int size_;
};

class GameTile : public QFrame {
  Q_OBJECT
 public:
  explicit GameTile(const ShelfGame& game, QWidget* parent = nullptr);

  const QString& gameId() const { return game_.id; }
  const QString& gameName() const { return game_.name; }

 signals:
  void newGameRequested(const QString& gameId);
  // The player asked for the rules page of this game.
  void rulesRequested(const QString& gameId);
  // The player asked for the guided first game of this game (docs/learn.md).
  void learnRequested(const QString& gameId);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  ShelfGame game_;
  Wording words_;
};

}  // namespace vb::app
