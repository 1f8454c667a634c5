// How the Veggie Garden table is drawn: the cards with their crop art, the fence posts and their
// tokens, the cabbage handles, and the marks on the targets (gold: legal, blue: chosen or under
// the keyboard, red: refused; the last move's outline is BoardView's).
#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

#include "garden/garden_layout.h"
#include "garden/garden_sight.h"
#include "table_marks.h"

class QPainter;

namespace vb::app::garden {

// Everything a picture of the table shows besides the sight.
struct GardenScene {
  std::vector<Target> legal;      // what may be clicked next
  std::vector<Target> uses;       // the every-use view: every target of every legal use
  std::vector<Target> selection;  // the half-made choice
  std::optional<Target> focused;  // under the keyboard
  std::optional<Target> refused;
  QString prompt;  // the sandbox editor's prompt line (the game's table has none)
  QString note;    // under the prompt: what is wrong with the edited position
  bool canAct = false;
  bool handlesShown = false;
  int seat = -1;      // the seat at the screen
  int handSeat = -1;  // whose hand is shown
  // The faint coordinates the move log's words use (garden_coordinates.cpp): the garden's row and
  // column numbers, the harvest's slot numbers; `near` (under the mouse) has its numbers darker.
  bool gardenMarks = false;
  bool harvestMarks = false;
  std::optional<Target> near;
};

// One row, column or slot number as the table draws it.
struct CoordinateMark {
  enum class Kind { Row, Column, Slot };
  Kind kind = Kind::Row;
  int index = 0;
  QString text;
  QRectF rect;
  bool near = false;  // the row, column or slot of the spot under the mouse
  friend bool operator==(const CoordinateMark&, const CoordinateMark&) = default;
};

// The numbers `scene` asks for, laid out in `layout` (garden_coordinates.cpp).
std::vector<CoordinateMark> coordinateMarksOf(const GardenLayout& layout, const GardenScene& scene);

// One crop card in the table's art (crop -1: a blank card); `small` for hand-sized cards.
void paintCropCard(QPainter& painter, const QRectF& rect, int crop, bool small = false);
// A crop card too small for its name (the sandbox's deck): its tint and its art only.
void paintCropChip(QPainter& painter, const QRectF& rect, int crop);
// The small "compost" word on a compost card `cell` of the garden (in `font`, the table's), on a
// pill of the card's paper so it reads over any crop's art, and the mole on that card, below the
// pill so it never hides the word.
struct CompostLabel {
  QRectF pill, text;
};
CompostLabel compostLabel(const QFont& font, const QRectF& cell);
QRectF moleRect(const QFont& font, const QRectF& cell, bool compost);
// A section's title ("Harvest", "In the box") in `font` made bold and 15 pixels high.
void paintSectionTitle(QPainter& painter, const QFont& font, const QRectF& rect, const QString& text);
// Where paintSectionTitle puts the words of `text` in `rect`.
QRect sectionTitleRect(const QFont& font, const QRectF& rect, const QString& text);

class GardenPainter {
  Q_DECLARE_TR_FUNCTIONS(GardenPainter)

 public:
  GardenPainter(QPainter& painter, const QFont& font, const GardenSight& sight, const GardenLayout& layout,
                const GardenScene& scene)
      : p_(painter), font_(font), sight_(sight), g_(layout), scene_(scene) {}

  void paint(const QRect& area);
  // The words the table paints beside its pieces, where they lie (BoardView::captions): the section
  // titles, the posts' names, the coordinates shown, the crop values and the players.
  static std::vector<Caption> captions(const QFont& font, const GardenSight& sight,
                                       const GardenLayout& layout, const GardenScene& scene);
  // The titles over the harvest and over the hand (at the end: where the hands are).
  static QString harvestTitle(const GardenSight& sight);
  static QString handTitle(const GardenSight& sight, const GardenScene& scene);
  static QString valuesTitle();
  static QString playersTitle();

  // The height of the prompt line `width` wide: the prompt and the note under it, wrapped, never
  // cut (Italian and Spanish run longer); at least 44 pixels.
  static qreal promptHeight(const QFont& font, qreal width, const QString& prompt, const QString& note,
                            bool bold);
  // Where the prompt's and the note's words go in the prompt line `box`.
  static std::pair<QRectF, QRectF> promptRects(const QFont& font, const QRectF& box, const QString& prompt,
                                               const QString& note, bool bold);

 private:
  void paintPrompt();
  void paintGarden();
  void paintFence();
  void paintHandles();
  void paintHarvest();
  void paintHand();
  void paintValues();
  void paintPlayers();
  void paintCoordinates();  // garden_coordinates.cpp
  void marks(Target t, const QRectF& r, bool round);
  void title(const QRectF& r, const QString& text);
  static bool handKnown(const GardenSight& sight, const GardenScene& scene);

  QPainter& p_;
  QFont font_;
  const GardenSight& sight_;
  const GardenLayout& g_;
  const GardenScene& scene_;
};

}  // namespace vb::app::garden
