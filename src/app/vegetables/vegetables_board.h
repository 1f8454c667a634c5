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

#include <QImage>
#include <QRect>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <set>
#include <vector>

#include "board_view.h"

namespace vb::app::vegetables {

struct SeenLine {
  int hand = 0;
  QString text;
  int points = 0;
};

struct SeenSeat {
  QString name;
  bool handKnown = false;  // the cards are visible to the seat at the screen
  std::vector<int> hand;   // card ids, when known
  int handSize = 0;        // numbered cards in hand (jollies not counted)
  std::vector<int> terrains;
  int uncollected = 0;
  int held = 0;
  bool revealed = false;
  std::vector<SeenLine> score;
  int total = 0;
};

// What the seat at the screen may see, read from State::observation(seat) (or the whole snapshot
// in teaching mode). The table paints from this and nothing else.
struct Sight {
  int handNumber = 1;
  int hands = 1;
  QString phase;
  int current = -1;
  int turn = -1;
  bool played = false;
  int chainLine = -1;
  QString penaltyOption;
  int penaltyCards = 0;
  std::vector<int> rows;      // colours, top row first
  std::array<int, 16> top{};  // per line: its top card, or -1
  std::set<int> burnt;
  std::array<std::vector<int>, 4> silos;
  std::array<std::vector<int>, 2> wells;
  std::vector<int> discards;
  int discardedJollies = 0;
  std::vector<SeenSeat> players;

  static Sight read(const vb::State& state, int seat, bool handsOpen);
};

class VegetablesBoard : public BoardView {
  Q_OBJECT

 public:
  explicit VegetablesBoard(QWidget* parent = nullptr);
  ~VegetablesBoard() override;

  void showState(const vb::State& state, int seat, bool canAct, bool handsOpen) override;

  // The clickable spots, by key: "hand:R7", "jolly:0" (a jolly in hand), "terrain:R3",
  // "cell:R3" (a line on the board), "silo:2", "well:1", "uncollected" (your jollies beside you),
  // "button:pass", "button:collect jolly", "button:discard jolly", "button:penalty A|B|C",
  // "summary" (the summary between hands). For tests and keyboard play.
  bool hasSpot(const QString& key) const;
  QPoint spotCenter(const QString& key) const;
  QStringList legalSpots() const;  // the spots Tab walks, in order
  QString focusedSpot() const;
  QString message() const { return message_; }  // the line under the board: a hint or a refusal
  bool jollyArmed() const { return armed_; }
  bool summaryShown() const { return summaryHand_ > 0; }
  const Sight& sight() const { return sight_; }

 public slots:
  void showRefusal(const QString& reason) override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  bool focusNextPrevChild(bool next) override;

 private:
  struct Spot {
    QString key;
    QRect rect;
    QString action;  // the action text a click sends ("" for a step such as choosing the jolly)
    bool legal = false;
  };

  void compose(QPainter* p);
  void addSpot(const QString& key, const QRect& rect, const QString& action, bool legal);
  const Spot* spot(const QString& key) const;
  void activate(const QString& key);
  // A click while another seat decides: says so, and sends nothing.
  void refuseOutOfTurn();
  void send(const QString& text, const QString& key);
  bool isLegal(const QString& text) const;
  QString phaseText() const;
  int shownSeat() const;

  void paintSeatPanel(QPainter* p, const QRect& r, int seat);
  void paintBoard(QPainter* p, const QRect& r);
  void paintPiles(QPainter* p, const QRect& r);
  void paintOwn(QPainter* p, const QRect& r);
  void paintSummary(QPainter* p, const QRect& r);
  void paintButton(QPainter* p, const QRect& r, const QString& key, const QString& label,
                   const QString& action);

  std::unique_ptr<vb::State> state_;
  Sight sight_;
  QStringList legalTexts_;
  int seat_ = -1;
  bool canAct_ = false;
  bool armed_ = false;  // the jolly is chosen: now the line
  int prevHand_ = 0;
  bool wasOver_ = false;
  int summaryHand_ = 0;
  bool summaryFinal_ = false;
  QString message_;
  bool messageIsRefusal_ = false;
  QString lastTried_;
  QString refusedKey_;
  int focus_ = -1;  // index into legalSpots()
  std::vector<Spot> spots_;
};

// The table as `seat` sees it, `size` pixels large, for screenshots and tests.
QImage renderVegetablesTable(const vb::State& state, int seat, QSize size);

}  // namespace vb::app::vegetables
