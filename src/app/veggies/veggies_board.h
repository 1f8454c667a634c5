// The Veggies table: the stall of the seat at the screen (large, pan and zoom), the other stalls
// as smaller live views, the hand, the market and the deck, and at the end the announcement
// choice and the score sheet.
//
// Playing: pick the hand card or a market card (click it, or Tab), see it as a ghost under the
// pointer, turn it (right-click, R or the wheel), and click a place (or move it with the arrow keys
// and press Enter). The places the engine allows are tinted; a click elsewhere is still sent, so
// the engine's reason reaches the window's message area. Everything the board offers comes from the
// legal list; it paints only from the seat's observation unless hands are open.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "board_view.h"
#include "veggies/choices.h"
#include "veggies/stall_view.h"
#include "veggies/veggies_layout.h"
#include "veggies/veggies_sight.h"

namespace vb::app::veggies {

class AnnouncementView;
class CardRowView;
class ScoreView;

class VeggiesBoard : public BoardView {
  Q_OBJECT

 public:
  explicit VeggiesBoard(QWidget* parent = nullptr);
  ~VeggiesBoard() override;

  // The parts, for the shell's tests and for screenshots.
  StallView* ownStall() const { return ownStall_; }
  const std::vector<StallView*>& otherStalls() const { return others_; }
  CardRowView* handRow() const { return hand_; }
  CardRowView* marketRow() const { return market_; }
  AnnouncementView* announcement() const { return announce_; }

  // What is being placed: the picked card's source, its turn and where its ghost lies.
  std::optional<Source> pickedSource() const { return picked_; }
  int quarterTurns() const { return turns_; }
  std::optional<QPoint> ghostAt() const { return ghost_; }
  // The pixel of the own stall (in ownStall() coordinates) that lays the picked card at `topLeft`.
  QPoint pointForCell(int x, int y) const;

  bool groupsOutlined() const { return groupsOutlined_; }
  void setGroupsOutlined(bool outlined) override;

  // The words of every part shown: the stalls' headers, the rows' titles and cards' labels ("Card
  // 22", "30 in the deck"), the announcement's message, the scores.
  std::vector<Caption> captions() const override;

 protected:
  void readSight(const vb::State& state, bool handsOpen) override;
  QString prompt() const override;
  void markRefused() override;
  std::optional<QRect> spotOf(vb::ActionId action) const override;
  std::vector<QRect> changedRects(const vb::Json& before,
                                  const vb::Json& after) const override;  // veggies_move_marks.cpp
  // A placement starts at its card (the hand or a market slot) until that card is picked up; an
  // announcement is its produce's tile.
  std::optional<QRect> nextSpotOf(vb::ActionId action) const override;
  // Tab walks the drawn cards at setup, the cards that may be placed, or the types to announce.
  int offeredCount() const override;
  int focusedOffered() const override;
  void focusOffered(int index) override;
  bool takeFocused() override;
  void keyPressEvent(QKeyEvent* event) override;
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;
  void everyUseChanged() override;

 private:
  // Picking and placing.
  void pick(std::optional<Source> source);
  void turn(int step);
  void hoverAt(QPoint topLeft);
  void placeAt(QPoint topLeft);
  void moveGhost(QPoint direction);
  std::optional<QPoint> defaultPlace() const;
  std::optional<QPoint> nearestLegal(QPoint to) const;
  bool isLegalPlace(QPoint topLeft) const;
  int cardAt(Source source) const;
  std::vector<Source> pickableSources() const;

  // Enter: choose what has the keyboard, or start walking.
  void choose();
  void chooseStart(int drawnIndex);
  void chooseType(char code);

  // What a click on something that cannot be used now answers (docs/rules/veggies.md#a-turn).
  QString notNow() const;
  QString whyNotPick(Source source) const;
  QString deckWords(bool clicked) const;

  void explain(QPoint topLeft);
  void refresh();
  void refreshOthers();
  void refreshStrip();
  StallHeader headerFor(int seat, bool own) const;
  std::optional<Placing> placing() const;
  // The card shown in `row`'s slot `index`, in the board's coordinates.
  QRect cardRect(const CardRowView* row, int index) const;

  TableSight sight_;
  bool handsOpen_ = false;
  Choices choices_;
  int focus_ = 0;  // whose stall is the big one: the seat at the screen, else whoever decides

  std::optional<Source> picked_;
  int turns_ = 0;
  std::optional<QPoint> ghost_;
  bool ghostFollowsKeys_ = false;  // placed by the arrow keys rather than under the mouse
  Attempt<QPoint> attempt_;
  std::optional<QPoint> explained_;  // the illegal place whose reason the message area shows
  bool groupsOutlined_ = false;

  StallView* ownStall_ = nullptr;
  std::vector<StallView*> others_;
  TableLayout layout_;
  CardRowView* hand_ = nullptr;
  CardRowView* market_ = nullptr;
  AnnouncementView* announce_ = nullptr;
  ScoreView* scores_ = nullptr;
};

}  // namespace vb::app::veggies
