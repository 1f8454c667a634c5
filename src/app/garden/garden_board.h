// The Veggie Garden table: the 4x4 garden inside its fence of posts (tokens, the bunny), the mole,
// the harvest, the hand of the seat at the screen, the other hands as counts and each crop's
// current value. It reads only the seat's observation (every hand when hands are open).
//
// Playing: click a harvest card to take it; its power then offers exactly the legal targets of each
// step, outlined in gold, with a one-line prompt: arrow handles at the garden's edges (cabbage),
// posts (carrot, pepper), compost cards (the mole), two cards one after the other (peas, pepper), a
// garden card then a hand crop (potato) or a harvest card (tomato). Tab walks the legal targets and
// Enter chooses; Esc or a second click drops a half-made choice. A click on a spot the rules refuse
// is still sent, so the engine's reason shows. What a power changed glows for a moment.
#pragma once

#include <QImage>
#include <QString>
#include <QTimer>
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "board_view.h"

namespace vb::app::garden {

// Something on the table that can be clicked.
struct Target {
  enum class Kind { Harvest, Cell, Post, Hand, Handle };
  Kind kind = Kind::Cell;
  int index = 0;  // harvest slot, cell (row*4+column), post (0-11), crop (hand), handle (below)
  friend bool operator==(const Target&, const Target&) = default;
};

// Cabbage handles: row R left (R) or right (4+R), column C up (8+C) or down (12+C), the top line
// left/right (16, 17), the bottom line left/right (18, 19), the left or right side swap (20, 21).
inline constexpr int kHandles = 22;

// What one seat may see of a Veggie Garden state.
struct GardenSight {
  struct Player {
    QString name;
    int handSize = 0;
    std::optional<std::array<int, 6>> hand;  // counts per crop, when this seat may see them
  };
  QString phase;  // take, power, last-round, over
  int current = -1;
  std::vector<int> crops;  // the five in play
  std::array<int, 16> garden{};
  std::array<int, 12> fence{};
  int mole = -1;
  std::array<int, 4> harvest{};  // 6: empty
  int powerCrop = -1;
  int powerSlot = -1;
  bool peasSwapStep = false;
  int deckSize = 0;
  int discardSize = 0;
  std::vector<Player> players;

  static GardenSight read(const vb::State& state, int seat, bool handsOpen);
  std::array<int, 6> values() const;  // each crop's current value (0 for a crop out of play)
};

class GardenBoard : public BoardView {
  Q_OBJECT

 public:
  explicit GardenBoard(QWidget* parent = nullptr);
  ~GardenBoard() override;

  void showState(const vb::State& state, int seat, bool canAct, bool handsOpen) override;

  // For tests and screenshots.
  const GardenSight& sight() const { return sight_; }
  QString prompt() const { return prompt_; }
  QString refusal() const { return refusal_; }
  std::vector<Target> legalTargets() const;  // what may be clicked next, in Tab order
  const std::vector<Target>& selection() const { return selection_; }
  QPoint pointFor(Target target) const;  // the middle of a target, in board coordinates
  bool handlesShown() const;
  const std::vector<int>& changedCells() const { return changedCells_; }
  const std::vector<int>& changedPosts() const { return changedPosts_; }
  // The clicks that make the action `text` ("tomato 1,3 with 0": cell 1,3 then harvest slot 0).
  static std::vector<Target> picksFor(const QString& text);

 public slots:
  void showRefusal(const QString& reason) override;

 protected:
  bool event(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void paintEvent(QPaintEvent* event) override;

 private:
  struct Legal {
    std::vector<Target> picks;
    vb::ActionId id = 0;
  };
  struct Geometry {
    QRectF prompt, garden, panel;
    qreal cell = 0, post = 0, arrow = 0;
    QPointF origin;
    std::array<QRectF, 4> harvest;
    QRectF harvestTitle, handTitle, valuesTitle, playersTitle;
    std::vector<std::pair<int, QRectF>> hand;  // crop, card
    QRectF valuesBox, playersBox;
  };

  void choose(Target target);
  void emitText(const QString& text);
  QString textFor(const std::vector<Target>& picks) const;
  int picksNeeded() const;
  void updatePrompt();
  void noteChanges(const GardenSight& before, const GardenSight& after);
  Geometry geometry() const;
  QRectF rectFor(const Geometry& g, Target target) const;
  std::optional<Target> targetAt(QPointF point) const;
  int handSeat() const;

  std::unique_ptr<vb::State> state_;
  GardenSight sight_;
  std::optional<GardenSight> previous_;
  int seat_ = -1;
  bool canAct_ = false;
  bool handsOpen_ = false;
  std::vector<Legal> legal_;
  std::vector<Target> selection_;
  int keyIndex_ = -1;
  std::optional<Target> lastTried_;
  std::optional<Target> refused_;
  QString prompt_;
  QString refusal_;
  std::vector<int> changedCells_;
  std::vector<int> changedPosts_;
  bool moleMoved_ = false;
  QTimer glowTimer_;
};

// The table as `seat` sees it, `size` pixels large, for screenshots and tests.
QImage renderGardenTable(const vb::State& state, int seat, QSize size, bool canAct = false);

}  // namespace vb::app::garden
