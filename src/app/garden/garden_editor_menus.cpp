// The Veggie Garden editor's context menus: one a place (docs/sandbox.md#veggie-garden).
#include <QInputDialog>
#include <QMenu>

#include "garden/garden_editor.h"
#include "veggiebox/games/garden.h"

namespace vb::app::garden {

namespace {
using K = Spot::Kind;
}  // namespace

QMenu* GardenEditor::menuAt(QPointF at) {
  const auto spot = spotAt(at, false);
  if (!spot) return nullptr;
  auto* menu = new QMenu(this);
  switch (spot->kind) {
    case K::Cell:
      cellMenu(menu, spot->index);
      break;
    case K::Mole:
      menu->addAction(tr("Mole at random (a compost card)"), this, [this] {
        position_.setMole(std::nullopt, true);
        changed(tr("Mole placed at random"));
      });
      if (sight_.mole >= 0) cellMenu(menu, sight_.mole);
      break;
    case K::Post:
      postMenu(menu, spot->index);
      break;
    case K::Harvest:
      harvestMenu(menu, spot->index);
      break;
    case K::Power:
      powerMenu(menu);
      break;
    case K::Hand:
      handMenu(menu, *spot);
      break;
    case K::Deck:
      deckMenu(menu, *spot);
      break;
    case K::Discard:
      discardMenu(menu, *spot);
      break;
    case K::Box:
      boxMenu(menu);
      break;
  }
  return menu;
}

// "Put ▸ Carrot (n in the box)…": a crop from the box to `to`.
void GardenEditor::addCropMenu(QMenu* menu, const QString& title, const Spot& to) {
  QMenu* sub = menu->addMenu(title);
  const auto box = position_.inBox();
  for (int crop : position_.cropsInPlay()) {
    sub->addAction(tr("%1 (%2 in the box)").arg(cropTitle(crop)).arg(box[crop]), this, [this, crop, to] {
      dropFrom(Spot{K::Box, -1, -1, crop}, to);
    });
  }
}

void GardenEditor::cellMenu(QMenu* menu, int cell) {
  const Spot spot{K::Cell, cell};
  addCropMenu(menu, position_.cropAt(spot) >= 0 ? tr("Replace with") : tr("Put"), spot);
  if (position_.cropAt(spot) >= 0)
    menu->addAction(tr("Back to the box"), this, [this, spot] { dropFrom(spot, Spot{K::Box}); });
  if (position_.removedCrop() != vb::garden::kPeas)
    menu->addAction(tr("Put the mole here"), this, [this, cell] {
      dropFrom(Spot{K::Mole}, Spot{K::Cell, cell});
    });
  menu->addSeparator();
  menu->addAction(tr("Fill the empty cells from the box"), this, [this] {
    position_.fillGardenFromBox();
    changed(tr("Garden filled from the box"));
  });
  menu->addAction(tr("Deal the garden at random"), this, [this] {
    position_.leaveOut("garden");
    changed(tr("Garden dealt at random"));
  });
}

void GardenEditor::postMenu(QMenu* menu, int post) {
  const QString name = postText(post);
  for (int value = 0; value <= 3; ++value) {
    QAction* a = menu->addAction(
        value == 0 ? tr("The bunny (0)") : tr("Token %1").arg(value), this, [this, post, value, name] {
          position_.setToken(post, value);
          changed(value == 0 ? tr("Bunny on %1").arg(name) : tr("Token %1 on %2").arg(value).arg(name));
        });
    a->setCheckable(true);
    a->setChecked(position_.json().contains("fence") && sight_.fence[post] == value);
  }
  menu->addSeparator();
  menu->addAction(tr("Deal the fence at random"), this, [this] {
    position_.leaveOut("fence");
    changed(tr("Fence dealt at random"));
  });
}

void GardenEditor::harvestMenu(QMenu* menu, int slot) {
  const Spot spot{K::Harvest, slot};
  const bool full = position_.cropAt(spot) >= 0;
  addCropMenu(menu, full ? tr("Replace with") : tr("Put"), spot);
  if (full) {
    menu->addAction(tr("Back to the box"), this, [this, spot] { dropFrom(spot, Spot{K::Box}); });
  } else {
    // A power in progress: the card taken from this slot, held aside while its power is used.
    QMenu* sub = menu->addMenu(tr("A power in progress from this slot"));
    for (int crop : position_.cropsInPlay()) {
      auto use = [this, crop, slot](bool swap) {
        position_.setPower(crop, slot, swap);
        changed(tr("%1 power in progress from slot %2").arg(cropTitle(crop)).arg(slot));
      };
      if (crop == vb::garden::kPeas) {
        sub->addAction(tr("Peas: the mole moves next"), this, [use] { use(false); });
        sub->addAction(tr("Peas: the swap across the mole next"), this, [use] { use(true); });
      } else {
        sub->addAction(cropTitle(crop), this, [use] { use(false); });
      }
    }
  }
  menu->addSeparator();
  menu->addAction(tr("Deal the harvest from the deck"), this, [this] {
    position_.leaveOut("harvest");
    changed(tr("Harvest dealt from the deck"));
  });
}

void GardenEditor::powerMenu(QMenu* menu) {
  addCropMenu(menu, tr("Another power"), Spot{K::Power});
  if (sight_.powerCrop == vb::garden::kPeas) {
    const int slot = sight_.powerSlot;
    menu->addAction(tr("Next step: the mole moves"), this, [this, slot] {
      position_.setPower(vb::garden::kPeas, slot, false);
      changed(tr("Peas: the mole moves next"));
    });
    menu->addAction(tr("Next step: the swap across the mole"), this, [this, slot] {
      position_.setPower(vb::garden::kPeas, slot, true);
      changed(tr("Peas: the swap across the mole next"));
    });
  }
  menu->addAction(tr("No power in progress (the card back to the box)"), this, [this] {
    position_.clearPower();
    changed(tr("No power in progress"));
  });
}

void GardenEditor::handMenu(QMenu* menu, const Spot& spot) {
  const int seat = spot.player;
  const QString name = position_.playerName(seat);
  menu->addAction(tr("Show %1's hand").arg(name), this, [this, seat] { showHand(seat); });
  addCropMenu(menu, tr("Add to %1's hand").arg(name), Spot{K::Hand, -1, seat});
  if (spot.crop >= 0)
    menu->addAction(tr("One %1 back to the box").arg(cropTitle(spot.crop)), this,
                    [this, spot] { dropFrom(spot, Spot{K::Box}); });
  menu->addAction(tr("Empty hand"), this, [this, seat, name] {
    position_.setHand(seat, std::vector<int>{});
    changed(tr("%1's hand emptied").arg(name));
  });
  menu->addAction(tr("Deal this hand at random (2 cards)"), this, [this, seat, name] {
    position_.setHand(seat, std::nullopt);
    changed(tr("%1's hand dealt at random").arg(name));
  });
  menu->addSeparator();
  menu->addAction(tr("%1's turn").arg(name), this, [this, seat, name] {
    position_.setCurrent(seat);
    changed(tr("%1's turn").arg(name));
  });
  menu->addAction(tr("Whose turn: as the rules say (fewest cards)"), this, [this] {
    position_.setCurrent(std::nullopt);
    changed(tr("Whose turn as the rules say"));
  });
  menu->addAction(tr("Rename %1…").arg(name), this, [this, seat, name] {
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Rename"), tr("Name:"), QLineEdit::Normal, name, &ok);
    if (!ok || text.trimmed().isEmpty()) return;
    position_.setName(seat, text.trimmed());
    changed(tr("%1 renamed %2").arg(name, text.trimmed()));
  });
  if (position_.players() < 4)
    menu->addAction(tr("Add a player"), this, [this] {
      position_.addPlayer();
      changed(tr("A player added"));
    });
  if (position_.players() > 2)
    menu->addAction(tr("Remove %1").arg(name), this, [this, seat, name] {
      position_.removePlayer(seat);
      handSeat_ = 0;
      changed(tr("%1 removed").arg(name));
    });
}

void GardenEditor::deckMenu(QMenu* menu, const Spot& spot) {
  addCropMenu(menu, tr("Put on top"), Spot{K::Deck, 0});
  addCropMenu(menu, tr("Put under the named cards"),
              Spot{K::Deck, static_cast<int>(position_.deck().size())});
  if (position_.cropAt(spot) >= 0)
    menu->addAction(tr("This card back to the box"), this, [this, spot] { dropFrom(spot, Spot{K::Box}); });
  menu->addAction(tr("Every deck card back to the box"), this, [this] {
    while (position_.take(Spot{K::Deck, 0}) >= 0) {
    }
    changed(tr("Deck back to the box"));
  });
}

void GardenEditor::discardMenu(QMenu* menu, const Spot& spot) {
  addCropMenu(menu, tr("Add"), Spot{K::Discard});
  if (spot.crop >= 0 && position_.discardCounts()[spot.crop] > 0)
    menu->addAction(tr("One %1 back to the box").arg(cropTitle(spot.crop)), this,
                    [this, spot] { dropFrom(spot, Spot{K::Box}); });
  QAction* rest = menu->addAction(tr("The cards left in the box go here"), this, [this] {
    const bool on = !position_.discardRest();
    position_.setDiscardRest(on);
    changed(on ? tr("Cards left in the box to the discard pile") : tr("Cards left in the box to the deck"));
  });
  rest->setCheckable(true);
  rest->setChecked(position_.discardRest());
}

void GardenEditor::boxMenu(QMenu* menu) {
  QMenu* out = menu->addMenu(tr("Crop out of this game"));
  for (int crop = 0; crop < vb::garden::kCrops; ++crop) {
    QAction* a = out->addAction(cropTitle(crop), this, [this, crop] {
      position_.setRemovedCrop(crop);
      changed(tr("%1 out of the game").arg(cropTitle(crop)));
    });
    a->setCheckable(true);
    a->setChecked(position_.removedCrop() == crop);
  }
  menu->addAction(tr("Clear: every card back in the box"), this, [this] {
    position_.clear();
    changed(tr("Every card back in the box"));
  });
}

}  // namespace vb::app::garden
