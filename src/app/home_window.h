// The home screen: the box's three games, each with its picture, players and one line.
#pragma once

#include <QList>
#include <QMainWindow>

#include "shelf.h"

namespace vb::app {

class GameTile;

class HomeWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit HomeWindow(QWidget* parent = nullptr);

  QList<GameTile*> tiles() const { return tiles_; }

  // The size and place the window had when it was last closed, or a comfortable default.
  void restoreSavedGeometry();
  // Whether closing the window remembers its geometry (off for screenshots and tests).
  void setRemembersGeometry(bool remember) { remembersGeometry_ = remember; }

  static QSize defaultSize() { return {860, 600}; }

 public slots:
  void showRules(const QString& gameId);
  void showAbout();

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void buildMenus();
  QWidget* buildHeader();

  QList<ShelfGame> shelf_;
  QList<GameTile*> tiles_;
  bool remembersGeometry_ = true;
};

}  // namespace vb::app
