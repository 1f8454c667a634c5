// The Veggie Garden table: the 4x4 garden inside its fence of posts (tokens, the bunny), the mole,
// the harvest, the hand of the seat at the screen, the other hands as counts and each crop's
// current value. It reads only the seat's observation (every hand when hands are open).
//
// Playing: click a harvest card to take it; its power then offers exactly the legal targets of each
// step, outlined in gold, with a prompt (said in the window's message area): arrow handles at the
// garden's edges (cabbage), posts (carrot, pepper), compost cards (the mole), two cards one after
// the other (peas, pepper), a garden card then a hand crop (potato) or a harvest card (tomato). Tab
// walks the legal targets and Enter chooses; Esc or a second click drops a half-made choice. A
// click on a spot the rules refuse is still sent, so the engine's reason shows in the window's
// message area. A click on anything that cannot be used now (a card while the carrot wants a post,
// anything while another player plays) is answered there too, in the engine's words where it has
// them; the spot is outlined in red until the next click or until the mouse leaves the table. What
// the last move changed is outlined by BoardView, from that move alone. Every card, post, pile and
// player has a tooltip that tells only what the seat may see.
#pragma once

#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "board_view.h"
#include "garden/garden_layout.h"
#include "garden/garden_painter.h"
#include "garden/garden_sight.h"

namespace vb::app::garden {

class GardenBoard : public BoardView {
  Q_OBJECT

 public:
  explicit GardenBoard(QWidget* parent = nullptr);

  // For tests and screenshots.
  const GardenSight& sight() const { return sight_; }
  std::vector<Target> legalTargets() const;  // what may be clicked next, in Tab order
  const std::vector<Target>& selection() const { return selection_; }
  QPoint pointFor(Target target) const;  // the middle of a target, in board coordinates
  bool handlesShown() const;
  QString prompt() const override { return prompt_; }
  // Why the last click could not be used (said as a hint), until the next click or state.
  const QString& note() const { return note_; }
  // The spot outlined in red: the last one refused, until the mouse leaves or the next state.
  const std::optional<Target>& refusedSpot() const { return attempt_.refused(); }
  // The tooltip at `point`: what lies there and how many, only as the seat at the screen sees it.
  QString toolTipAt(QPointF point) const;
  // The table as it is laid out now: no prompt line, the window's message area says the prompt.
  GardenLayout layout() const;
  // The clicks that make `action`, an action in the engine's JSON form
  // ({"type": "tomato", "cell": [1, 3], "slot": 0}: cell 1,3 then harvest slot 0).
  static std::vector<Target> picksFor(const vb::Json& action);

  // The sandbox's every-use view (docs/sandbox.md#the-every-use-view). With
  // everyUse() on, a first click on a harvest card selects it and outlines every target of every
  // legal use of its power (a second click, or Enter, takes it); during a power every target of
  // every legal use stays outlined. Hovering any target tells why the engine refuses it.
  std::optional<int> previewSlot() const { return previewSlot_; }
  int everyUseCount() const { return static_cast<int>(uses_.size()); }
  std::vector<Target> everyUseTargets() const;  // every target of every use shown, in Tab order
  // Why the target is refused for the power shown (the engine's reason), or how many of its uses
  // reach it; empty when no power is shown.
  QString everyUseReason(Target target) const;

  // The faint row, column and harvest slot numbers the move log's words use (garden_coordinates.cpp),
  // as drawn now: the garden's while the mouse is over the garden, the harvest's while it is over
  // the harvest, those of what a move changed while the mouse is on that move in the log, those of a
  // refused spot while it is outlined, and the garden's while the prompt names a chosen garden card
  // and the mouse is on the table. None otherwise.
  std::vector<CoordinateMark> coordinateMarks() const;
  // The section titles (the hand's says whose hand, or where the hands are), the posts' names, the
  // coordinates shown, the crop values and the players, where the table paints them.
  std::vector<Caption> captions() const override;
  // The move log's line under the mouse (BoardView::showMoveMarks): also its coordinates.
  void showMoveMarks(std::optional<std::pair<vb::Json, vb::Json>> sights) override;

 protected:
  void readSight(const vb::State& state, bool handsOpen) override;
  void markRefused() override;
  std::optional<QRect> spotOf(vb::ActionId action) const override;
  std::optional<QRect> nextSpotOf(vb::ActionId action) const override;
  std::vector<QRect> changedRects(const vb::Json& before,
                                  const vb::Json& after) const override;  // garden_move_marks.cpp
  int offeredCount() const override { return static_cast<int>(legalTargets().size()); }
  void takeOffered(int index) override;
  void keyPressEvent(QKeyEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void everyUseChanged() override;
  bool event(QEvent* event) override;
  void leaveEvent(QEvent* event) override;

 private:
  // A legal action as the clicks that make it.
  struct Picks {
    std::vector<Target> picks;
    vb::ActionId id = 0;
  };

  void choose(Target target);
  vb::Json actionSpelled(const std::vector<Target>& picks) const;
  static vb::Json spell(const std::vector<Target>& picks, int powerCrop, bool peasSwapStep);
  // The every-use view: the uses of the power now, or of the card at `slot` once taken.
  void showUses();
  bool previewTake(int slot);
  int shownPower() const;
  QString usesPrompt() const;
  int picksNeeded() const;
  void updatePrompt();
  // updatePrompt, and the prompt said to the person deciding (the window's message area shows it).
  void sayPrompt();
  // A click that cannot be used: `why` under the prompt, the spot (if any) outlined in red.
  void answer(std::optional<Target> spot, const QString& why);
  QString whyNot(Target target) const;  // in this phase, as the engine words it where it can
  QString whyIdle() const;              // while the seat at the screen does not decide
  // The tooltips of each kind of thing (garden_tips.cpp).
  QString harvestTip(int slot) const;
  QString cellTip(int cell) const;
  QString postTip(int post) const;
  QString handTip(int crop) const;
  QString handleTip(int handle) const;
  QString areaTip(const GardenLayout& g, QPointF point) const;
  int handSeat() const;
  // Which coordinates the scene shows now (garden_coordinates.cpp).
  void sceneCoordinates(GardenScene& scene, const GardenLayout& g) const;
  // Everything the picture of the table laid out as `g` shows besides the sight.
  GardenScene scene(const GardenLayout& g) const;
  // The mouse moved to `at` (nullopt: it left the table): the coordinates follow it.
  void hoverAt(std::optional<QPointF> at);

  GardenSight sight_;
  bool handsOpen_ = false;
  std::vector<Picks> picks_;
  std::vector<Target> selection_;
  Attempt<Target> attempt_;
  QString prompt_;
  QString note_;
  std::optional<int> previewSlot_;
  std::unique_ptr<vb::State> preview_;  // after `take previewSlot_`, its power next
  std::vector<Picks> uses_;
  std::optional<QPointF> mouse_;  // where the mouse is over the table
  bool logGarden_ = false;        // the move under the mouse in the log changed the garden
  bool logHarvest_ = false;       // ... or the harvest
};

}  // namespace vb::app::garden
