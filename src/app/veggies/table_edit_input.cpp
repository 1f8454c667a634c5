// What the person does on the sandbox's Veggies table: carrying, turning and dropping cards, and
// the menus of each place (docs/sandbox.md#veggies).
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QWheelEvent>

#include "veggiebox/games/veggies.h"
#include "veggies/symbol_art.h"
#include "veggies/table_edit_view.h"

namespace vb::app::veggies {

namespace {

constexpr qreal kDragDistance = 6;

}  // namespace

void TableEditView::apply(const QString& what) {
  if (what.isEmpty()) return;
  geo_ = geometry();
  update();
  emit edited(what);
}

void TableEditView::turn(int quarterTurns) {
  if (!carried_) return;
  turns_ = ((turns_ + quarterTurns) % 4 + 4) % 4;
  update();
  sayWhatADropDoes(mouse_);
}

void TableEditView::mousePressEvent(QMouseEvent* event) {
  mouse_ = event->position();
  if (event->button() == Qt::RightButton) {
    if (carried_) turn(1);  // as in play; the menu is for when no card is carried
    return;
  }
  if (event->button() != Qt::LeftButton) return;
  if (carried_) {  // the second click of click-and-click
    drop(event->position());
    return;
  }
  const Hit hit = hitAt(event->position());
  if (!hit.onPlace || hit.card <= 0) return;
  if (hit.place.kind == CardPlace::Kind::Stall && !table_.canLiftTop(hit.place.seat)) {
    emit hint(tr("The editor did not lay the top card of %1, so it cannot tell what lies beneath: "
                 "use Clear stall (right-click) to return its cards to the box.")
                  .arg(table_.where(hit.place)));
    return;
  }
  carried_ = hit.card;
  from_ = hit.place;
  turns_ = 0;
  pressedAt_ = event->position();
  picking_ = true;
  emit hint(tr("Card %1 picked up: drop it on a stall, a hand, the market, the deck or back in the box. "
               "R, a right-click or the wheel turns it.")
                .arg(hit.card));
  update();
}

void TableEditView::mouseMoveEvent(QMouseEvent* event) {
  mouse_ = event->position();
  if (carried_) {
    sayWhatADropDoes(mouse_);
    update();
  }
}

void TableEditView::mouseReleaseEvent(QMouseEvent* event) {
  mouse_ = event->position();
  if (event->button() != Qt::LeftButton || !carried_ || !picking_) return;
  picking_ = false;
  // A release where the card was picked up is a click: the card stays in hand for a second click.
  if (pressedAt_ && QLineF(*pressedAt_, event->position()).length() < kDragDistance) return;
  drop(event->position());
}

void TableEditView::wheelEvent(QWheelEvent* event) {
  if (!carried_ || event->angleDelta().y() == 0) {
    event->ignore();
    return;
  }
  turn(event->angleDelta().y() < 0 ? 1 : -1);
  event->accept();
}

void TableEditView::keyPressEvent(QKeyEvent* event) {
  if (carried_ && event->key() == Qt::Key_R) {
    turn(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
  } else if (carried_ && event->key() == Qt::Key_Escape) {
    carried_.reset();
    emit hint(tr("Put back where it was."));
    update();
  } else {
    QWidget::keyPressEvent(event);
  }
}

void TableEditView::leaveEvent(QEvent* event) {
  QWidget::leaveEvent(event);
  update();
}

void TableEditView::sayWhatADropDoes(QPointF pixel) {
  const Hit hit = hitAt(pixel);
  if (!carried_ || !hit.onPlace) return;
  if (hit.place.kind == CardPlace::Kind::Stall) {
    const QPoint at = placementFor(*carried_, hit.cell);
    emit hint(tr("Drop: card %1 on %2 at %3,%4 turned %5°")
                  .arg(*carried_)
                  .arg(table_.where(hit.place))
                  .arg(at.x())
                  .arg(at.y())
                  .arg(turns_ * 90));
  } else {
    emit hint(tr("Drop: card %1 to %2").arg(*carried_).arg(table_.where(hit.place)));
  }
}

void TableEditView::drop(QPointF pixel) {
  const int id = *carried_;
  carried_.reset();
  picking_ = false;
  update();
  const Hit hit = hitAt(pixel);
  if (!hit.onPlace) {
    emit hint(tr("Not a place for a card: card %1 stays where it was.").arg(id));
    return;
  }
  const QPoint topLeft = placementFor(id, hit.cell);
  QString why;
  const QString what = table_.move(id, from_, hit.place, turns_, topLeft, &why);
  if (what.isEmpty() && !why.isEmpty()) emit hint(why);
  apply(what);
}

// ---- menus ----

void TableEditView::contextMenuEvent(QContextMenuEvent* event) {
  if (carried_) return;  // the right-click turned the carried card
  QMenu* menu = menuAt(event->pos());
  if (menu == nullptr) return;
  menu->exec(event->globalPos());
  menu->deleteLater();
}

QMenu* TableEditView::menuAt(QPointF pixel) {
  const Hit hit = hitAt(pixel);
  if (!hit.onPlace) return nullptr;
  auto* menu = new QMenu(this);
  if (hit.card > 0) addCardMenu(menu, hit);
  addPlaceMenu(menu, hit);
  if (menu->isEmpty()) {
    delete menu;
    return nullptr;
  }
  return menu;
}

void TableEditView::addCardMenu(QMenu* menu, const Hit& hit) {
  const int id = hit.card;
  const auto moveTo = [this, id, from = hit.place](const CardPlace& to) {
    QString why;
    const QString what = table_.move(id, from, to, 0, {}, &why);
    if (what.isEmpty() && !why.isEmpty()) emit hint(why);
    apply(what);
  };
  const int deckSize = static_cast<int>(table_.deck().size());
  menu->addAction(tr("Put card %1 on top of the deck").arg(id), this, [moveTo] {
    moveTo({CardPlace::Kind::Deck, -1, 0});
  });
  menu->addAction(tr("Put card %1 at the bottom of the deck").arg(id), this, [moveTo, deckSize] {
    moveTo({CardPlace::Kind::Deck, -1, deckSize});
  });
  if (hit.place.kind == CardPlace::Kind::Box) {
    for (int slot = 0; slot < 3; ++slot)
      menu->addAction(tr("Put card %1 in market slot %2").arg(id).arg(slot + 1), this, [moveTo, slot] {
        moveTo({CardPlace::Kind::Market, -1, slot});
      });
    for (int seat = 0; seat < table_.players(); ++seat)
      menu->addAction(tr("Give card %1 to %2").arg(id).arg(table_.name(seat)), this, [this, moveTo, seat] {
        const bool setup = table_.stall(seat).rows.empty();
        moveTo({setup ? CardPlace::Kind::Drawn : CardPlace::Kind::Hand, seat,
                setup && table_.drawn(seat)[0] > 0 ? 1 : 0});
      });
  } else if (hit.place.kind != CardPlace::Kind::Stall || table_.canLiftTop(hit.place.seat)) {
    menu->addAction(tr("Card %1 back to the box").arg(id), this, [moveTo] {
      moveTo({CardPlace::Kind::Box, -1, 0});
    });
  }
  menu->addSeparator();
}

void TableEditView::addPlaceMenu(QMenu* menu, const Hit& hit) {
  const CardPlace place = hit.place;
  switch (place.kind) {
    case CardPlace::Kind::Box:
      menu->addAction(tr("Clear: every card back in the box"), this, [this] { apply(table_.clearAll()); });
      break;
    case CardPlace::Kind::Hand:
      menu->addAction(tr("No hand card"), this, [this, place] { apply(table_.setNone(place)); });
      menu->addAction(tr("Hand card dealt at random"), this,
                      [this, place] { apply(table_.setDealt(place)); });
      break;
    case CardPlace::Kind::Drawn:
      menu->addAction(tr("Drawn cards dealt at random"), this,
                      [this, place] { apply(table_.setDealt(place)); });
      break;
    case CardPlace::Kind::Market: {
      menu->addAction(tr("Empty market slot %1").arg(place.index + 1), this,
                      [this, place] { apply(table_.setNone(place)); });
      menu->addAction(tr("Market slots from %1 on dealt at random").arg(place.index + 1), this,
                      [this, place] { apply(table_.setDealt(place)); });
      break;
    }
    case CardPlace::Kind::Stall: {
      const int seat = place.seat;
      QMenu* announce = menu->addMenu(tr("Announcement of %1").arg(table_.name(seat)));
      announce->addAction(tr("None"), this, [this, seat] { apply(table_.announce(seat, 0)); });
      for (const char code : {'S', 'B', 'G', 'M', 'C'}) {
        QAction* a = announce->addAction(SymbolArt::singularName(code), this,
                                         [this, seat, code] { apply(table_.announce(seat, code)); });
        a->setCheckable(true);
        a->setChecked(table_.announced(seat) == code);
      }
      menu->addAction(tr("Clear stall: its cards back in the box"), this,
                      [this, seat] { apply(table_.clearStall(seat)); });
      break;
    }
    case CardPlace::Kind::Deck:
      break;
  }
}

}  // namespace vb::app::veggies
