// One player's stall on the table. The seat at the screen gets a large one it can pan (drag) and
// zoom (Ctrl+wheel, or the wheel while no card is picked), showing the picked card as a ghost
// under the cursor and the places where it may go; every other stall is a smaller live view.
// The view only reports where the pointer is; the board decides what that means.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QWidget>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "table_marks.h"
#include "veggies/veggies_sight.h"

class QToolButton;

namespace vb::app::veggies {

// The line above a stall: who it is, and how they are doing.
struct StallHeader {
  QString name;
  bool toPlay = false;      // this seat decides now
  bool first = false;       // this seat started: show the first-player token
  bool winner = false;      // the game is over and this seat won (or shares the win)
  bool finalScore = false;  // the score is final, not provisional
  bool showHand = false;    // show the hand as a small card (another seat's stall)
};

// One fact in a stall's header, where it is drawn: the header keeps every fact a player counts on
// (the hand and the cards laid) however narrow the stall, eliding the name first, then taking a
// second line.
struct HeaderPart {
  enum class Kind { FirstToken, Name, ToPlay, Score, Cards, Hand, Announced };
  Kind kind = Kind::Name;
  QRectF rect;   // in the view's coordinates
  QString text;  // the words drawn, as drawn (a long name ends in "…"); empty for a picture
};

// The card being placed: as it lies turned, where it may go, and where its ghost is now.
struct Placing {
  std::vector<std::string> rows;  // the card turned as it will lie
  std::vector<QPoint> legal;      // every top-left cell where the engine allows it
  std::optional<QPoint> at;       // the ghost's top-left cell
  bool atIsLegal = false;
  std::optional<QPoint> refused;  // where the engine last refused it
  // The every-use view (docs/sandbox.md#veggies): every placement the engine allows, each turn,
  // as top-left cell and quarter turns; empty when the view is off.
  std::vector<std::pair<QPoint, int>> everyUse;

  QSize size() const;
};

class StallView : public QWidget {
  Q_OBJECT

 public:
  enum class Role { Own, Other };
  explicit StallView(Role role, QWidget* parent = nullptr);

  // `faces` draws the cards in the player's hand (the game's deck, or its variant's).
  void setStall(const SeenPlayer& player, const CardFaces& faces, const StallHeader& header);
  void setPlacing(std::optional<Placing> placing);
  const std::optional<Placing>& placing() const { return placing_; }
  void setGroupsOutlined(bool outlined);
  bool groupsOutlined() const { return groupsOutlined_; }
  // Whether the fitted view keeps empty cells around the stall for a card to be laid beside it.
  void setRoomAround(bool room);

  // Where the stall's cards are drawn, under the header: a cell outside it is out of view.
  QRectF stallArea() const;
  // The pixel (in this widget) of a cell position; x and y may be fractions of a cell.
  QPoint pointForCell(QPointF cell) const;
  // The pixel to click to lay a card of `cardSize` with its top-left cell at `topLeft`.
  QPoint pointForPlacement(QPoint topLeft, QSize cardSize) const;
  // The top-left cell a card of `cardSize` gets when the pointer is at `pixel`: the card's
  // centre follows the pointer and snaps to the grid.
  QPoint placementAt(QPointF pixel, QSize cardSize) const;
  // Where the current card would lie under the mouse pointer, if it is over this stall.
  std::optional<QPoint> placementUnderMouse(QSize cardSize) const;

  void zoomBy(qreal factor);
  // Back to showing the whole stall and the places around it.
  void fitStall();

  // The header's facts as laid out for the view's width.
  const std::vector<HeaderPart>& headerParts() const { return headerParts_; }
  // The header's words and the own stall's line on panning and zooming, where they lie
  // (BoardView::captions).
  std::vector<Caption> captions() const;
  // What the tooltip at `pos` says: a header fact, or the space of the stall under it; empty for
  // nothing. Only what the stall's sight holds, so it never tells a hidden card.
  QString toolTipAt(QPointF pos) const;
  // The tooltip of another seat's face-down hand (or two drawn cards): whose, how many, never which.
  static QString hiddenHandTip(const SeenPlayer& player);

 signals:
  void hovered(QPoint topLeft);
  void clicked(QPoint topLeft);
  // A click with no card picked (the own stall), or any click on another player's stall.
  void clickedWithoutCard();
  void turnRequested(int quarterTurns);
  void left();
  void groupsToggled(bool outlined);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void leaveEvent(QEvent* event) override;
  bool event(QEvent* event) override;

 private:
  void retranslate();        // the groups button's words (docs/translating.md)
  void placeGroupsButton();  // bottom right, as wide as its words
  // The own stall's line on panning and zooming, left of the groups button: its words and where
  // they are drawn (empty when it is not shown).
  QString helpText() const;
  QFont helpFont() const;
  QRectF helpBox() const;
  QRectF cellRect(QPoint cell) const;
  void refit();
  void layoutHeader();
  void paintHeader(QPainter& p);
  QString headerTip(const HeaderPart& part) const;
  QString spaceTip(QPoint cell) const;
  QFont nameFont() const;
  QFont factFont(bool bold) const;
  void paintOpenHand(QPainter& p);
  void paintLegalPlaces(QPainter& p);
  void paintEveryUse(QPainter& p);
  void paintGroups(QPainter& p);
  void paintGhost(QPainter& p);

  Role role_;
  SeenPlayer player_;
  CardFaces faces_;
  StallHeader header_;
  std::optional<Placing> placing_;
  std::vector<HeaderPart> headerParts_;
  qreal headerHeight_ = 0;
  bool groupsOutlined_ = false;
  QToolButton* groupsButton_ = nullptr;

  // The view: pixels per cell, and the cell position shown at the centre of the stall area.
  qreal cell_ = 40;
  QPointF centre_;
  bool followsStall_ = true;  // until the player pans or zooms, the view fits the stall
  bool roomAround_ = false;

  std::optional<QPointF> pressedAt_;
  QPointF lastMouse_;
  bool panning_ = false;
  int wheelTurn_ = 0;  // wheel steps gathered towards one turn (high-resolution wheels)
};

}  // namespace vb::app::veggies
