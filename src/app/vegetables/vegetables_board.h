// The VEGEtables 2.0 table: the 4×4 board (a row per colour, a column per terrain number) with
// each line's top card, the four silos and two wells, the other seats (jollies, card counts,
// terrains, revealed hands) and the seat at the screen's terrains, hand, jollies and buttons.
//
// Playing: click a hand card to play it, a terrain to lay it, a silo or a well to draw from it; a
// jolly chain is the jolly in your hand, then the line on the board, then the real card. The
// buttons collect or discard a jolly, pass, or choose the penalty's option. Tab walks the legal
// choices and Enter takes one. A click the engine refuses is still sent, so its reason shows.
// Everything the table offers comes from the legal list, and it paints only from the seat's
// observation unless hands are open. Between the hands of a match a summary of the finished hand
// stays on the table until clicked.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "board_view.h"
#include "vegetables/vegetables_layout.h"
#include "vegetables/vegetables_sight.h"

namespace vb::app::vegetables {

class VegetablesBoard : public BoardView {
  Q_OBJECT

 public:
  // The spot marked refused (a Spot key), until the mouse leaves or the next state.
  const std::optional<QString>& refusedSpot() const { return attempt_.refused(); }
  explicit VegetablesBoard(QWidget* parent = nullptr);

  // The clickable spots, by key (Spot lists them). For tests and keyboard play.
  bool hasSpot(const QString& key) const;
  QPoint spotCenter(const QString& key) const;
  QRect spotRect(const QString& key) const;  // empty when there is no such spot
  QStringList legalSpots() const;            // the spots Tab walks, in order
  QString focusedSpot() const;
  // What the table last said to the person (sent as a hint, for the window's message area): its
  // prompt, or why a click does nothing.
  QString message() const { return message_; }
  bool jollyArmed() const { return armed_; }
  bool summaryShown() const { return summaryHand_ > 0; }
  const Sight& sight() const { return sight_; }
  // The every-use view (docs/sandbox.md#every-use): the hand card selected (-1: none), the lines
  // it or the armed jolly may go on now, and why a line under the pointer is refused (what its
  // tooltip and hint say; empty when it is a use or nothing is selected).
  int selectedCard() const { return selected_; }
  std::map<int, Use> uses() const;
  QString hoverReason(const QString& key) const;
  // What the tooltip at `at` says (empty: none), as a tooltip event there shows it.
  QString toolTipAt(const QPoint& at) const;
  // The words laid beside the pieces, as the last layout laid them (TableLayout::captions).
  std::vector<Caption> captions() const override { return captions_; }

 protected:
  void readSight(const vb::State& state, bool handsOpen) override;
  QString prompt() const override { return message_; }
  void markRefused() override;
  std::optional<QRect> spotOf(vb::ActionId action) const override;
  std::optional<QRect> nextSpotOf(vb::ActionId action) const override;
  std::vector<QRect> changedRects(const vb::Json& before,
                                  const vb::Json& after) const override;  // vegetables_move_marks.cpp
  int offeredCount() const override { return static_cast<int>(legalSpots().size()); }
  bool takeFocused() override;
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;
  bool event(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  // The red mark on a refused spot goes when the mouse leaves the table; the reason stays.
  void leaveEvent(QEvent* event) override;
  void everyUseChanged() override;

 private:
  const Spot* spot(const QString& key) const;
  void activate(const QString& key);
  // Says `text` to the person (a refusal: why a click does nothing) through the window's message
  // area.
  void say(const QString& text, bool refusal);
  // A click while another seat decides: says who decides, and sends nothing.
  void refuseOutOfTurn();
  void refuseLine();
  void send(const vb::Json& action, const QString& key);
  QString phaseText() const;
  int shownSeat() const;
  TableScene scene() const;
  void relayout();
  // The every-use view's answer to a click on `key`: true when it took the click (a card
  // selected, or a line clicked with one selected).
  bool selectForEveryUse(const QString& key);
  QString usesText() const;

  Sight sight_;
  bool handsOpen_ = false;
  bool armed_ = false;  // the jolly is chosen: now the line
  int selected_ = -1;   // the every-use view: the hand card selected
  QString hovered_;     // the every-use view: the reason shown for the spot under the pointer
  int prevHand_ = 0;
  bool wasOver_ = false;
  int summaryHand_ = 0;
  bool summaryFinal_ = false;
  QString message_;
  bool messageIsRefusal_ = false;
  Attempt<QString> attempt_;
  std::vector<Spot> spots_;
  std::vector<Tip> tips_;  // what each thing on the table is, for its tooltip
  std::vector<Caption> captions_;
};

}  // namespace vb::app::vegetables
