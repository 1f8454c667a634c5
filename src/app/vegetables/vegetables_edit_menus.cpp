// The VEGEtables 2.0 editor's context menus: what a right click on a card, a line, a seat, a pile
// or the palette offers (docs/sandbox.md#vegetables-20).
#include <QActionGroup>
#include <QInputDialog>
#include <QMenu>

#include "vegetables/vegetables_editor.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

QMenu* VegetablesEditor::menuAt(const QPoint& pos) {
  const EditSpot* spot = spotAt(pos);
  if (spot == nullptr) return nullptr;
  auto* menu = new QMenu(this);
  const QString key = spot->key;
  const int index = key.section(QLatin1Char(':'), 1).toInt();
  if (key.startsWith(QLatin1String("card:"))) {
    addCardMenu(menu, *spot);
    if (spot->place.kind == Place::Hand || spot->place.kind == Place::Terrains)
      addSeatMenu(menu, spot->place.index);
  } else if (key.startsWith(QLatin1String("cell:"))) {
    if (spot->card >= 0) addCardMenu(menu, *spot);
    addLineMenu(menu, spot->place.index);
  } else if (key.startsWith(QLatin1String("silo:")) || key.startsWith(QLatin1String("well:"))) {
    addPileMenu(menu, key.startsWith(QLatin1String("silo:")), index);
  } else if (key.startsWith(QLatin1String("seat:")) || key.startsWith(QLatin1String("hand:")) ||
             key.startsWith(QLatin1String("terrains:")) || key.startsWith(QLatin1String("jollies:"))) {
    addSeatMenu(menu, index);
  }
  if (key.startsWith(QLatin1String("box:")) || key == QLatin1String("palette") ||
      key == QLatin1String("discards"))
    addBoxMenu(menu);
  if (menu->isEmpty()) {
    delete menu;
    return nullptr;
  }
  return menu;
}

void VegetablesEditor::addCardMenu(QMenu* menu, const EditSpot& spot) {
  const int card = spot.card;
  const QString name = cardLabel(card);
  menu->addAction(spot.place.kind == Place::Board ? tr("%1 back to the box (the line comes down)").arg(name)
                                                  : tr("%1 back to the box").arg(name),
                  this, [this, card, name] {
                    if (auto next = withCardAt(sc_, card, Place{}))
                      commit(*next, tr("%1 back to the box").arg(name));
                  });
  if (spot.place.kind != Place::Silo && spot.place.kind != Place::Well) return;
  const Place top{spot.place.kind, spot.place.index, 0};
  const Place bottom{spot.place.kind, spot.place.index, -1};
  menu->addAction(tr("%1 to the top of its pile (the first free card)").arg(name), this,
                  [this, card, name, top] {
                    if (auto next = withCardAt(sc_, card, top))
                      commit(*next, tr("%1 to the top of its pile").arg(name));
                  });
  menu->addAction(tr("%1 to the bottom of its pile").arg(name), this, [this, card, name, bottom] {
    if (auto next = withCardAt(sc_, card, bottom))
      commit(*next, tr("%1 to the bottom of its pile").arg(name));
  });
}

void VegetablesEditor::addLineMenu(QMenu* menu, int line) {
  const QString lineName = lineLabel(line);
  const int top = sight_.sight.top[static_cast<std::size_t>(line)];
  if (!menu->isEmpty()) menu->addSeparator();
  // Burnt marks: a jolly stands in for a card of the line, 16 or less
  // (docs/rules/vegetables.md#jollies-the-tractor).
  for (int s = 0; top >= 0 && s <= vv::stageOf(top); ++s) {
    const int card = vv::cardAt(line, s);
    if (vv::valueOf(card) > vv::kHighestJollyValue) continue;
    const bool burnt = sight_.sight.burnt.count(card) > 0;
    QAction* a = menu->addAction(
        tr("A jolly stands in for %1 (%1 burnt)").arg(cardLabel(card)), this, [this, card, burnt] {
          commit(withBurnt(sc_, card, !burnt), burnt ? tr("%1 back on the board").arg(cardLabel(card))
                                                     : tr("A jolly for %1 (burnt)").arg(cardLabel(card)));
        });
    a->setCheckable(true);
    a->setChecked(burnt);
  }
  const bool open = sight_.sight.chainLine == line;
  QAction* chain =
      menu->addAction(tr("A jolly chain is open on the %1 line").arg(lineName), this, [this, line, open] {
        Json next = sc_;
        next["chain"] = open ? Json(nullptr) : Json(vv::lineName(line));
        if (next.contains("phase") && next["phase"].is_string()) next.erase("phase");
        commit(next, open ? tr("No jolly chain open")
                          : tr("A jolly chain open on the %1 line").arg(lineLabel(line)));
      });
  chain->setCheckable(true);
  chain->setChecked(open);
  if (top >= 0)
    menu->addAction(tr("Clear the %1 line (its cards back to the box)").arg(lineName), this, [this, line] {
      commit(withLineCleared(sc_, line), tr("The %1 line cleared").arg(lineLabel(line)));
    });
}

void VegetablesEditor::addSeatMenu(QMenu* menu, int seat) {
  const QString who = seatName(sc_, seat);
  const SeenSeat& s = sight_.sight.players[static_cast<std::size_t>(seat)];
  if (!menu->isEmpty()) menu->addSeparator();
  menu->addAction(tr("%1 to play").arg(who), this, [this, seat] { setTurn(seat); });
  // Jollies: beside the player (uncollected) and in the hand (held).
  auto jollies = [&](const QString& title, int most, bool beside) {
    QMenu* sub = menu->addMenu(title);
    auto* group = new QActionGroup(sub);
    for (int n = 0; n <= most; ++n) {
      QAction* a = sub->addAction(QString::number(n), this, [this, seat, n, beside, who] {
        const SeenSeat& p = sight_.sight.players[static_cast<std::size_t>(seat)];
        commit(withJollies(sc_, seat, beside ? n : p.uncollected, beside ? p.held : n),
               beside ? tr("%1: %2 beside").arg(who, jolliesText(n))
                      : tr("%1: %2 in hand").arg(who, jolliesText(n)));
      });
      a->setCheckable(true);
      a->setChecked(n == (beside ? s.uncollected : s.held));
      group->addAction(a);
    }
  };
  jollies(tr("Jollies beside %1 (not collected)").arg(who), vv::kJolliesPerSeat, true);
  jollies(tr("Jollies in %1's hand").arg(who), 4, false);
  QAction* shown =
      menu->addAction(tr("%1's hand shown (after a penalty)").arg(who), this, [this, seat, s, who] {
        Json next = sc_;
        playerAt(next, seat)["revealed"] = !s.revealed;
        commit(next, s.revealed ? tr("%1's hand hidden").arg(who) : tr("%1's hand shown").arg(who));
      });
  shown->setCheckable(true);
  shown->setChecked(s.revealed);
  menu->addAction(tr("%1's points: set a number…").arg(who), this, [this, seat, s, who] {
    bool ok = false;
    const int points = QInputDialog::getInt(this, tr("Points"),
                                            tr("%1's points carried in (replaces the score lines):").arg(who),
                                            s.total, -100000, 100000, 10, &ok);
    if (!ok) return;
    Json next = sc_;
    playerAt(next, seat)["score"] = points;
    commit(next, tr("%1: %2 points").arg(who).arg(points));
  });
  // Whole sentences for the hand and for the terrains: a translation agrees with each word.
  for (const bool hand : {true, false}) {
    const char* field = hand ? "hand" : "terrains";
    const bool dealt = hand ? sight_.handDealt[static_cast<std::size_t>(seat)]
                            : sight_.terrainsDealt[static_cast<std::size_t>(seat)];
    const QString offer =
        dealt ? (hand ? tr("%1's hand: none (not dealt)") : tr("%1's terrains: none (not dealt)"))
              : (hand ? tr("Deal %1's hand at random") : tr("Deal %1's terrains at random"));
    const QString done = dealt
                             ? (hand ? tr("%1's hand emptied") : tr("%1's terrains emptied"))
                             : (hand ? tr("%1's hand dealt at random") : tr("%1's terrains dealt at random"));
    menu->addAction(offer.arg(who), this, [this, seat, field, dealt, what = done.arg(who)] {
      Json next = sc_;
      if (dealt)
        playerAt(next, seat)[field] = Json::array();
      else
        playerAt(next, seat).erase(field);
      commit(next, what);
    });
  }
}

void VegetablesEditor::addPileMenu(QMenu* menu, bool silo, int index) {
  const char* field = silo ? "silos" : "wells";
  const QString name = silo ? tr("silo %1").arg(index) : tr("well %1").arg(index);
  if (sc_.contains(field) && sc_[field].is_array() && index < static_cast<int>(sc_[field].size()))
    menu->addAction(tr("Empty %1 (its cards back to the box)").arg(name), this, [this, field, index, name] {
      Json next = sc_;
      next[field][static_cast<std::size_t>(index)] = Json::array();
      commit(next, tr("%1 emptied").arg(name));
    });
  menu->addAction(silo ? tr("Deal the silos at random") : tr("Deal the wells at random"), this,
                  [this, field, silo] {
                    Json next = sc_;
                    next.erase(field);
                    commit(next, silo ? tr("The silos dealt at random") : tr("The wells dealt at random"));
                  });
}

void VegetablesEditor::addBoxMenu(QMenu* menu) {
  if (!menu->isEmpty()) menu->addSeparator();
  const bool rest = sight_.discardsRest;
  QAction* a = menu->addAction(tr("Cards left in the box go to the discards"), this, [this, rest] {
    Json next = sc_;
    next["discards"] = rest ? Json::array() : Json("rest");
    commit(next, rest ? tr("Cards in the box need a place") : tr("Cards in the box to the discards"));
  });
  a->setCheckable(true);
  a->setChecked(rest);
  menu->addAction(tr("Clear: every card back to the box"), this,
                  [this] { commit(cleared(sc_), tr("Every card back to the box")); });
}

}  // namespace vb::app::vegetables
