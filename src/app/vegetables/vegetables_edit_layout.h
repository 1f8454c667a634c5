// Where the sandbox's VEGEtables 2.0 editor puts things, and how it paints them with the table's
// art: the four seats (every hand open) on the left, the board and the piles (silos, wells,
// discards) on the right, and the palette of the 80 cards along the bottom, the ones still in the
// box ready to drag. Every place and card becomes an EditSpot; laying out with a painter paints
// it too, so the spots are always where the pictures are.
#pragma once

#include <QCoreApplication>
#include <QRect>
#include <QSet>
#include <QString>
#include <vector>

#include "vegetables/vegetables_edit_model.h"

class QPainter;

namespace vb::app::vegetables {

// A place or a card on the editor: "seat:1", "hand:1", "terrains:1", "jollies:1", "cell:R3" (a
// line), "board", "silo:2", "well:1", "discards", "palette", "card:R7" (a card where it lies,
// `place` saying where) and "box:R7" (a card in the palette).
struct EditSpot {
  QString key;
  QRect rect;
  int card = -1;
  Place place;
};

struct EditScene {
  QSet<QString> outlined;  // red: what the engine's refusal names
  QString dropKey;         // gold: where a drag would drop now
  QString note;            // under the palette's title: what happens to the cards in the box
};

class EditLayout {
  Q_DECLARE_TR_FUNCTIONS(vb::app::vegetables::VegetablesEditor)

 public:
  EditLayout(const EditSight& sight, const EditScene& scene, const QRect& area)
      : e_(sight), scene_(scene), area_(area) {}

  // Lays the editor out; with a painter, paints it as well. Returns the spots, bottom first.
  std::vector<EditSpot> compose(QPainter* p);

 private:
  void laySeat(QPainter* p, const QRect& r, int seat);
  void layCards(QPainter* p, const std::vector<int>& cards, Place place, QRect& row, int cardW, int cardH);
  void layBoard(QPainter* p, const QRect& r);
  void laySilos(QPainter* p, const QRect& r);
  void layRow(QPainter* p, const QRect& r, const QString& key, const QString& title,
              const std::vector<int>& cards, Place place, const QString& empty);
  void layPalette(QPainter* p, const QRect& r);
  void add(const QString& key, const QRect& rect, int card = -1, Place place = {});
  void paintCard(QPainter* p, const QRectF& r, int card);

  const EditSight& e_;
  const EditScene& scene_;
  QRect area_;
  std::vector<EditSpot> spots_;
};

}  // namespace vb::app::vegetables
