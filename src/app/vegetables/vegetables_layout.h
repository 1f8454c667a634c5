// Where the VEGEtables 2.0 table puts things for a widget size: the other seats along the top, the
// board and the piles (silos, wells) in the middle, the line naming the hand and the player, and
// the seat at the screen's row (terrains, jollies to collect, hand, jollies, buttons) at the
// bottom, with the summary of a finished hand over it all. Every clickable thing becomes a Spot.
// Laying out with a painter also paints each thing where it is laid, so the spots are always where
// the pictures are.
#pragma once

#include <QCoreApplication>
#include <QRect>
#include <QString>
#include <map>
#include <vector>

#include "board_view.h"
#include "vegetables/vegetables_sight.h"
#include "vegetables/vegetables_tips.h"

class QPainter;

namespace vb::app::vegetables {

// A clickable place: "hand:R7", "jolly:0" (a jolly in hand), "terrain:R3", "cell:R3" (a line on
// the board), "silo:2", "well:1", "uncollected", "button:pass", "summary", "seat:1" (another seat's
// panel: never a move, a click on it says why).
struct Spot {
  QString key;
  QRect rect;
  vb::Json action;  // the action a click sends, in the engine's JSON form (null for a step such as
                    // choosing the jolly)
  bool legal = false;
};

// One use of the card or jolly selected in the every-use view (docs/sandbox.md#every-use): its
// words on the line ("play", "2 jollies, then R13") and the action a click on the line sends.
struct Use {
  QString label;
  vb::Json action;
};

// What the table shows besides the sight.
struct TableScene {
  LegalIndex legal;     // empty unless the seat at the screen decides now
  int seat = -1;        // the seat at the screen
  int shownSeat = 0;    // whose row is at the bottom
  bool canAct = false;  // the seat at the screen decides now
  bool armed = false;   // the jolly is chosen: now the line
  QString refusedKey;   // the spot the engine refused
  int summaryHand = 0;  // the finished hand summed up over the table, or 0
  bool summaryFinal = false;
  int focus = -1;  // the legal spot under the keyboard (an index into the legal ones), or -1
  // The every-use view: the hand card selected (or -1) and the lines it or the armed jolly may go
  // on, by line.
  int selected = -1;
  std::map<int, Use> uses;
};

class TableLayout {
  Q_DECLARE_TR_FUNCTIONS(vb::app::vegetables::VegetablesBoard)

 public:
  TableLayout(const Sight& sight, const TableScene& scene, const QRect& area)
      : sight_(sight), scene_(scene), area_(area) {}

  // Lays the table out; with a painter, paints it as well. Returns the spots, bottom first.
  std::vector<Spot> compose(QPainter* p);
  // The keys of the legal spots among `spots`, in Tab order.
  static QStringList legalKeys(const std::vector<Spot>& spots);
  // The board alone in `r` (the sandbox's editor paints it too); its spots are then spots().
  void layBoard(QPainter* p, const QRect& r);
  const std::vector<Spot>& spots() const { return spots_; }
  // What each thing on the table is, for its tooltip (the last laid lies on top), after compose().
  const std::vector<Tip>& tips() const { return tips_; }
  // Each closed line's word as laid by compose() or layBoard(): the tag, and the card it lies on.
  struct LineTag {
    QRect tag;
    QRectF card;
  };
  const std::vector<LineTag>& lineTags() const { return lineTags_; }
  // The words laid beside the pieces (the seats' names, points and facts, the board's numbers, the
  // silos' and wells' names and counts, the own row's title and points, the lines' "closed"), where
  // they lie, after compose() (BoardView::captions).
  const std::vector<Caption>& captions() const { return captions_; }

 private:
  void layPiles(QPainter* p, const QRect& r);
  void layOwn(QPainter* p, const QRect& r);
  int layUncollected(QPainter* p, const SeenSeat& s, int x, int y, int cardW, int cardH);
  void layHand(QPainter* p, const SeenSeat& s, int x, int y, int cardW, int cardH, int step);
  void layButtons(QPainter* p, const QRect& col, bool penalty);
  void layButton(QPainter* p, const QRect& r, const QString& key, const QString& label,
                 const vb::Json& action);
  void addSpot(const QString& key, const QRect& rect, const vb::Json& action, bool legal);
  // A caption: paintLabel's words, painted when laying out with a painter, and where they lie.
  void label(QPainter* p, const QRect& r, const QString& text, int px, bool bold, const QColor& colour,
             Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter);
  bool isLegal(const vb::Json& action) const { return scene_.legal.contains(action); }
  const Spot* focused() const;

  const Sight& sight_;
  const TableScene& scene_;
  QRect area_;
  std::vector<Spot> spots_;
  std::vector<Tip> tips_;
  std::vector<LineTag> lineTags_;
  std::vector<Caption> captions_;
};

}  // namespace vb::app::vegetables
