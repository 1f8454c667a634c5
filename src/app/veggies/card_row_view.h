// A titled row of cards on the table's edge: the market (with the deck beside it) or a hand (the
// two drawn cards at setup). A card the seat may pick is raised on hover; the picked one is lifted
// and ringed. A face-down card is only ever drawn as a back.
#pragma once

#include <QWidget>
#include <optional>
#include <string>
#include <vector>

#include "table_marks.h"

namespace vb::app::veggies {

struct CardSlot {
  enum class Kind { Face, Back, Empty, Deck };
  Kind kind = Kind::Empty;
  int cardId = 0;                 // Face only
  std::vector<std::string> face;  // Face only: its spaces upright, rows top to bottom
  QString label;                  // under the card: "Market 1", "31 left"
  QString tip;                    // its tooltip: what it is, whose, how many; never a hidden card
  bool pickable = false;
  bool picked = false;
  int quarterTurns = 0;  // a picked card shows the turn it will be laid with
};

class CardRowView : public QWidget {
  Q_OBJECT

 public:
  explicit CardRowView(QWidget* parent = nullptr);

  void setTitle(const QString& title);
  void setNote(const QString& note);  // a line in place of the cards (no hand card)
  void setSlots(std::vector<CardSlot> cards);
  const std::vector<CardSlot>& cardSlots() const { return slots_; }
  // What the tooltip at `pos` says: the tip of the card there, else the whole title when it is
  // elided; empty for nothing.
  QString toolTipAt(QPointF pos) const;
  // The centre of slot `index`, for tests and for the keyboard focus frame.
  QPoint pointForSlot(int index) const;
  // The card in slot `index`, as drawn (a picked card lifted).
  QRect rectForSlot(int index) const { return slotRect(index).toAlignedRect(); }
  // The title's and the cards' labels' words, where they lie (BoardView::captions).
  std::vector<Caption> captions() const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  bool event(QEvent* event) override;

 signals:
  // A click on slot `index` (the market's deck is slot 0).
  void slotPicked(int index);
  // A click on slot `index` that cannot be picked now, or (index -1) on the note that stands for
  // no card: the table says why.
  void slotRefused(int index);

 private:
  int titleWidth() const;  // the bold title and its margins, in pixels
  QFont titleFont() const;
  QString shownTitle() const;  // the title as drawn: ending in "…" when the row is too narrow
  // A card's label under it: its place, its type (smaller when the words are wider than the place)
  // and its words as drawn.
  struct Label {
    QRectF box;
    QFont font;
    QString text;
  };
  Label labelOf(int index) const;
  qreal cellSize() const;
  QRectF slotRect(int index) const;
  int slotAt(QPointF pos) const;

  QString title_;
  QString note_;
  std::vector<CardSlot> slots_;
  int hovered_ = -1;
};

}  // namespace vb::app::veggies
