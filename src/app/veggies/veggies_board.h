// The Veggies table: the stall of the seat at the screen (large, pan and zoom), the other stalls
// as smaller live views, the hand, the market and the deck, and at the end the announcement
// choice and the score sheet.
//
// Playing: pick the hand card or a market card (click it, or Tab), see it as a ghost under the
// pointer, turn it (right-click, R or the wheel), and click a place (or move it with the arrow
// keys and press Enter). The places the engine allows are tinted; a click elsewhere is still sent,
// so the engine's reason reaches the status bar. Everything the board offers comes from the legal
// list; it paints only from the seat's observation unless hands are open.
#pragma once

#include <QImage>
#include <memory>
#include <optional>
#include <vector>

#include "board_view.h"
#include "veggies/choices.h"
#include "veggies/stall_view.h"
#include "veggies/table_sight.h"

class QHBoxLayout;
class QVBoxLayout;

namespace vb::app::veggies {

class AnnouncementView;
class CardRowView;
class ScoreView;

class VeggiesBoard : public BoardView {
  Q_OBJECT

 public:
  explicit VeggiesBoard(QWidget* parent = nullptr);
  ~VeggiesBoard() override;

  void showState(const vb::State& state, int seat, bool canAct, bool handsOpen) override;

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
  void setGroupsOutlined(bool outlined);

 public slots:
  void showRefusal(const QString& reason) override;

 protected:
  bool event(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void paintEvent(QPaintEvent* event) override;

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

  // Setup and announcement: a choice among a few, walked with Tab or the arrows.
  void cycle(int step);
  void choose();
  void chooseStart(int drawnIndex);
  void chooseType(char code);

  void emitAction(const QString& text);
  void explain(QPoint topLeft);
  void refresh();
  void refreshOthers();
  void refreshStrip();
  StallHeader headerFor(int seat, bool own) const;
  std::optional<Placing> placing() const;
  QString phaseHint() const;

  std::unique_ptr<vb::State> state_;
  TableSight sight_;
  Choices choices_;
  int seat_ = -1;
  int focus_ = 0;  // whose stall is the big one: the seat at the screen, else whoever decides
  bool canAct_ = false;

  std::optional<Source> picked_;
  int turns_ = 0;
  std::optional<QPoint> ghost_;
  bool ghostFollowsKeys_ = false;  // placed by the arrow keys rather than under the mouse
  std::optional<QPoint> lastTried_;
  std::optional<QPoint> refused_;
  std::optional<QPoint> explained_;  // the illegal place whose reason the status bar shows
  int keyIndex_ = -1;                // setup: the drawn card; announcement: the type
  bool groupsOutlined_ = false;

  StallView* ownStall_ = nullptr;
  std::vector<StallView*> others_;
  QVBoxLayout* othersColumn_ = nullptr;
  QHBoxLayout* mainRow_ = nullptr;
  QHBoxLayout* strip_ = nullptr;
  CardRowView* hand_ = nullptr;
  CardRowView* market_ = nullptr;
  AnnouncementView* announce_ = nullptr;
  ScoreView* scores_ = nullptr;
};

// The table as `seat` sees it, `size` pixels large, for screenshots and documentation.
QImage renderVeggiesTable(const vb::State& state, int seat, QSize size, bool outlineGroups = false);

}  // namespace vb::app::veggies
