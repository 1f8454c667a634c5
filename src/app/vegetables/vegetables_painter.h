// How the VEGEtables 2.0 table is drawn: the cloth and its colours, card faces (the colour band,
// the vegetable, the stage), jollies (the tractor), backs, labels, the marks on what may be
// clicked, and the panels that are pictures only (another seat's panel, the summary of a hand).
#pragma once

#include <QColor>
#include <QFont>
#include <QRect>
#include <QRectF>
#include <QString>
#include <vector>

#include "table_marks.h"
#include "vegetables/vegetables_sight.h"
#include "vegetables/vegetables_tips.h"

class QPainter;

namespace vb::app::vegetables {

inline const QColor kCloth(0x2f, 0x5e, 0x3a);
inline const QColor kClothDark(0x24, 0x4a, 0x2e);
inline const QColor kPanel(0x3a, 0x6e, 0x46);
inline const QColor kLegal(0xff, 0xd8, 0x4a);

// The mark around a card or a spot: legal (gold), under the keyboard (gold, dashed ring) or
// refused by the engine (red).
enum class Mark { None, Legal, Focus, Refused };

QColor colourOf(int colour);
// A card's stage (0 terrain ... 4 crop) in the rulebook's words, as a card's foot names it.
QString stageName(int stage);
QString iconOf(int colour);  // the SVG resource of a colour's vegetable
// The SVG resource, as large as fits in `box`, centred.
void paintArt(QPainter& p, const QString& resource, const QRectF& box);
void paintFrame(QPainter& p, const QRectF& r, Mark mark);
void paintFace(QPainter& p, const QRectF& r, int card, bool burnt, Mark mark = Mark::None);
// Where paintFace writes on a card drawn in `r`: its code, in the colour band at the top, and its
// stage's word at the foot (empty on a card too small for the word). A label laid on a card keeps
// clear of both.
QRectF faceCodeRect(const QRectF& r);
QRectF faceWordRect(const QRectF& r);
// A jolly: the tractor. `standsFor` is the card it stands in for on the board, or -1.
void paintJolly(QPainter& p, const QRectF& r, int standsFor, Mark mark = Mark::None, bool faded = false);
void paintBack(QPainter& p, const QRectF& r, const QString& which);
// A hidden hand as the other seats see it, by back colour: "3 white · 2 green · 1 jolly" (empty
// when the hand is face up).
QString backsText(const SeenSeat& s);
// The count of a stack of backs, drawn on top once the row is painted so no card hides it.
struct CountTag {
  QRectF rect;
  QColor colour;
  int count = 0;
};
// The backs of a hidden hand, white then green, from x by `step`; a tag for each stack's count is
// added to `tags` and a tooltip for each stack to `tips`. Returns the x after them. Without a
// painter, only the tags and tips are laid.
qreal paintBacks(QPainter* p, const SeenSeat& s, qreal x, qreal y, qreal cardW, qreal cardH, qreal step,
                 std::vector<CountTag>& tags, std::vector<Tip>& tips);
void paintCountTags(QPainter& p, const std::vector<CountTag>& tags);
// The count on a pile of `count` jollies still to collect drawn in `pile` (a badge `size` pixels
// wide at its lower left), the same beside every seat.
CountTag uncollectedTag(const QRectF& pile, qreal size, int count);
void paintLabel(QPainter& p, const QRectF& r, const QString& text, int px, bool bold = false,
                const QColor& colour = Qt::white, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter);
// Where paintLabel puts the words of `text` in `r` (in `font` at `px` pixels), as a caption
// (BoardView::captions).
Caption labelCaption(const QFont& font, const QRectF& r, const QString& text, int px, bool bold,
                     Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter);
// `text` as paintLabel would draw it, ending in "…" when it is wider than `width`: Italian and
// Spanish words run longer than English ones, and a label that would run into its neighbour is
// shortened instead (the whole text is in a tooltip or the message area).
QString elided(const QPainter& p, const QString& text, int px, bool bold, int width);

// A word on a dark tag (a line's "closed", a use in the every-use view), its letters shrunk to fit
// `box` (no smaller than 8 pixels), then ending in "…".
void paintWordTag(QPainter& p, const QRect& box, const QString& word);

// A seat's facts as its panel lists them ("6 cards · 2 white · 4 green · 0 jollies · 1 beside"),
// also the panel's tooltip when they do not fit.
QString seatFacts(const SeenSeat& s);
// Where another seat's panel put its things: the name, the points, the row of terrains, hand and
// jollies held, and the jollies still to collect beside that row (empty when there are none).
struct SeatPanel {
  QRect name, points, row, uncollected;
  std::vector<Caption> words;  // the name, the points and the facts, where they lie
};
// Another seat's panel: name, points, facts, and one row of terrains, hand, jollies, with a tooltip
// for each thing on it. Without a painter, only the tooltips and the words' places are laid.
SeatPanel laySeatPanel(QPainter* p, const QRect& r, const Sight& sight, int seat, std::vector<Tip>& tips);
// The summary of hand `summaryHand` between hands (`final`: the match is over).
void paintSummary(QPainter& painter, const QRect& r, const Sight& sight, int summaryHand, bool final);

}  // namespace vb::app::vegetables
