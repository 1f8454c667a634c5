// The Veggies table's strip under the stalls (VeggiesBoard::refreshStrip): the hand or the two drawn
// cards, the market and the deck, the announcement and, at the end, the scores.
#include <QCursor>
#include <QEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cstdlib>
#include <iterator>
#include "veggiebox/core/error.h"
#include "veggies/card_row_view.h"
#include "veggies/end_views.h"
#include "veggies/veggies_board.h"

namespace vb::app::veggies {

void VeggiesBoard::refreshStrip() {
  using Phase = TableSight::Phase;
  const SeenPlayer& me = sight_.players[static_cast<std::size_t>(focus_)];
  const bool mine = focus_ == seat();
  const bool ending = sight_.phase == Phase::Announce || sight_.phase == Phase::Over;
  hand_->setVisible(!ending);
  market_->setVisible(!ending);
  announce_->setVisible(sight_.phase == Phase::Announce);
  scores_->setVisible(ending);
  layout_.setEnding(ending);

  std::vector<CardSlot> hand;
  // At setup, a player who has started the stall already holds the card they kept: show it.
  if (sight_.phase == Phase::Start && !me.drawn.empty()) {
    hand_->setTitle(mine ? tr("Your two cards") : tr("%1's two cards").arg(me.name));
    for (std::size_t i = 0; i < me.drawn.size(); ++i) {
      CardSlot s;
      s.kind = me.drawn[i] > 0 ? CardSlot::Kind::Face : CardSlot::Kind::Back;
      s.cardId = std::max(0, me.drawn[i]);
      s.face = sight_.faces.rows(s.cardId, 0);
      s.pickable = canAct() && choices_.start.count(me.drawn[i]) > 0;
      s.picked = canAct() && keyIndex() == static_cast<int>(i);
      s.label = s.kind == CardSlot::Kind::Face ? tr("Card %1").arg(s.cardId) : QString();
      s.tip = s.kind == CardSlot::Kind::Back ? StallView::hiddenHandTip(me)
              : s.pickable
                  ? tr("Card %1: click it to start your stall with it; you keep the other.").arg(s.cardId)
                  : tr("Card %1, one of the two cards drawn at the start.").arg(s.cardId);
      hand.push_back(s);
    }
    hand_->setNote(QString());
  } else {
    hand_->setTitle(mine ? tr("Your hand") : tr("%1's hand").arg(me.name));
    if (me.hand != kNoCard) {
      CardSlot s;
      s.kind = me.hand > 0 ? CardSlot::Kind::Face : CardSlot::Kind::Back;
      s.cardId = std::max(0, me.hand);
      s.face = sight_.faces.rows(s.cardId, 0);
      s.pickable = canAct() && choices_.canPlaceFrom(Source::Hand);
      s.picked = picked_ == Source::Hand;
      s.quarterTurns = s.picked ? turns_ : 0;
      s.label = s.kind == CardSlot::Kind::Face ? tr("Card %1").arg(s.cardId) : tr("Hidden");
      s.tip = s.kind == CardSlot::Kind::Back ? StallView::hiddenHandTip(me)
              : s.pickable ? tr("Card %1, in the hand: click it to pick it up.").arg(s.cardId)
                           : tr("Card %1, in the hand.").arg(s.cardId);
      hand.push_back(s);
    }
    hand_->setNote(tr("No hand card: take one from the market."));
  }
  layout_.setHandCards(hand_, static_cast<int>(hand.size()));
  hand_->setSlots(std::move(hand));

  std::vector<CardSlot> market;
  CardSlot deck;
  deck.kind = sight_.deckSize > 0 ? CardSlot::Kind::Deck : CardSlot::Kind::Empty;
  deck.label = sight_.deckSize == 1 ? tr("1 in the deck") : tr("%1 in the deck").arg(sight_.deckSize);
  deck.tip = deckWords(false);
  market.push_back(deck);
  for (int i = 0; i < 3; ++i) {
    const auto source = static_cast<Source>(sourceIndex(Source::Market0) + i);
    CardSlot s;
    const int id = sight_.market[static_cast<std::size_t>(i)];
    s.kind = id > 0 ? CardSlot::Kind::Face : CardSlot::Kind::Empty;
    s.cardId = std::max(0, id);
    s.face = sight_.faces.rows(s.cardId, 0);
    s.pickable = canAct() && sight_.phase == Phase::Play && choices_.canPlaceFrom(source);
    s.picked = picked_ == source;
    s.quarterTurns = s.picked ? turns_ : 0;
    s.label = id > 0 ? tr("Card %1").arg(id) : tr("Empty");
    s.tip = id <= 0      ? tr("An empty place in the market: the deck had no card to refill it.")
            : s.pickable ? tr("Card %1, in the market: click it to pick it up.").arg(id)
                         : tr("Card %1, in the market.").arg(id);
    market.push_back(s);
  }
  market_->setSlots(std::move(market));

  if (sight_.phase == Phase::Announce) {
    std::vector<char> types;
    for (const auto& [code, action] : choices_.announce) {
      Q_UNUSED(action);
      types.push_back(code);
    }
    const QString who =
        sight_.current >= 0 ? sight_.players[static_cast<std::size_t>(sight_.current)].name : QString();
    // A caption, as the hand's and the market's titles: the question itself is the prompt, which
    // the window's message area asks (docs/architecture.md#the-message-area).
    announce_->setChoice(canAct() ? tr("Your largest groups tie") : tr("%1's largest groups tie").arg(who),
                         types, keyIndex());
  }
  if (ending) scores_->setTable(sight_);
}

}  // namespace vb::app::veggies
