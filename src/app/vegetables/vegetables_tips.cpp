#include "vegetables/vegetables_tips.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

#include "vegetables/vegetables_painter.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

namespace {

// The translation context of the table's words.
struct TipText {
  Q_DECLARE_TR_FUNCTIONS(vb::app::vegetables::VegetablesBoard)
};

QString colourName(int colour) {
  static const char* const names[] = {QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "red"),
                                      QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "yellow"),
                                      QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "green"),
                                      QT_TRANSLATE_NOOP("vb::app::vegetables::VegetablesBoard", "violet")};
  return TipText::tr(names[std::clamp(colour, 0, 3)]);
}

}  // namespace

const Tip* tipAt(const std::vector<Tip>& tips, const QPoint& at) {
  for (auto it = tips.rbegin(); it != tips.rend(); ++it)
    if (it->rect.contains(at) && it->text) return &*it;
  return nullptr;
}

namespace tips {

QString cards(int n) { return n == 1 ? TipText::tr("1 card") : TipText::tr("%1 cards").arg(n); }

// A face-up pile (docs/rules/vegetables.md#setup): its name, how many cards, and how it is used.
QString pile(const QString& name, std::size_t n, const QString& use) {
  if (n == 0) return TipText::tr("%1: empty.").arg(name);
  return TipText::tr("%1: %2, face up; %3").arg(name, cards(static_cast<int>(n)), use);
}

QString silo(int silo, std::size_t n) {
  return pile(TipText::tr("Silo %1").arg(silo), n,
              TipText::tr("only the top one, the first free card, may be taken. After laying a terrain you "
                          "take the first free card of a silo of your choice."));
}

QString well(int well, std::size_t n) {
  return pile(TipText::tr("Well %1").arg(well), n,
              TipText::tr("only the one on the left, the first free card, may be taken. After playing, a "
                          "hand of fewer than 6 cards may go to the well, card by card."));
}

QString line(int line, int top, bool topBurnt) {
  QStringList members;
  for (int k = 0; k < vv::kStages; ++k) members << cardLabel(vv::cardAt(line, k));
  QString text = TipText::tr("The %1 line: %2.").arg(lineLabel(line), members.join(QLatin1Char(' ')));
  if (top < 0)
    return text + QLatin1Char(' ') + TipText::tr("Empty: the terrain %1 starts it.").arg(lineLabel(line));
  const int stage = vv::stageOf(top);
  if (topBurnt)
    text += QLatin1Char(' ') + TipText::tr("A jolly stands in for %1, which is burnt.").arg(cardLabel(top));
  else
    text +=
        QLatin1Char(' ') + TipText::tr("It shows %1 (%2).").arg(cardLabel(top), stageName(vv::stageOf(top)));
  if (stage + 1 >= vv::kStages) return text + QLatin1Char(' ') + TipText::tr("Closed.");
  return text + QLatin1Char(' ') + TipText::tr("Next: %1.").arg(cardLabel(vv::cardAt(line, stage + 1)));
}

QString row(int colour, bool placed) {
  if (placed)
    return TipText::tr("The %1 row: the four %1 lines, one per terrain number.").arg(colourName(colour));
  return TipText::tr("No row yet for %1: the first %1 terrain laid takes the next free row.")
      .arg(colourName(colour));
}

QString column(int terrain) {
  return TipText::tr("The lines of the terrains %1: each grows by 4, from the terrain to the crop.")
      .arg(terrain);
}

QString card(int card, bool burnt, const QString& owner) {
  QString text;
  if (burnt) {
    text = TipText::tr("%1 is burnt: a jolly took its place on the board. Its holder may discard it to pass.")
               .arg(cardLabel(card));
  } else if (vv::isTerrain(card)) {
    text = TipText::tr("%1, a terrain: laid, it starts the %1 line, and a silo card is drawn.")
               .arg(cardLabel(card));
  } else {
    const int line = vv::lineOf(card);
    text = TipText::tr("%1, a %2: it goes on the %3 line, on %4.")
               .arg(cardLabel(card), stageName(vv::stageOf(card)), lineLabel(line),
                    cardLabel(vv::cardAt(line, vv::stageOf(card) - 1)));
  }
  if (owner.isEmpty()) return text;
  return TipText::tr("%1's card, face up. %2").arg(owner, text);
}

QString heldJollies(int held, const QString& owner) {
  const QString what = TipText::tr(
      "A jolly (the tractor) stands in for the next card of a line, 16 or less, and the real card must "
      "follow at once from the hand; or it is discarded to pass.");
  if (owner.isEmpty()) return TipText::tr("You hold %1. %2").arg(jolliesText(held), what);
  return TipText::tr("%1 holds %2. %3").arg(owner, jolliesText(held), what);
}

QString uncollected(int count, const QString& owner) {
  const QString what = TipText::tr(
      "Collected, a jolly goes into the hand; collecting the second scores 10 for each player who "
      "had already collected both.");
  if (owner.isEmpty()) return TipText::tr("Beside you, to collect: %1. %2").arg(jolliesText(count), what);
  return TipText::tr("Beside %1, to collect: %2. %3").arg(owner, jolliesText(count), what);
}

QString backs(const QString& owner, int count, bool green) {
  return green ? TipText::tr(
                     "%1's hand: %2 with a green back (plants and crops, 13 to 20). Which cards "
                     "they are is hidden.")
                     .arg(owner, cards(count))
               : TipText::tr(
                     "%1's hand: %2 with a white back (seeds and sprouts, 5 to 12). Which cards "
                     "they are is hidden.")
                     .arg(owner, cards(count));
}

QString seat(const SeenSeat& s, bool you, bool toPlay) {
  QString title = you ? TipText::tr("You: %1").arg(s.name) : s.name;
  if (toPlay) title += TipText::tr(" (to play)");
  return QStringList{title, TipText::tr("%1 pts").arg(s.total), seatFacts(s)}.join(QStringLiteral(" · "));
}

QString button(const QString& key) {
  if (key == QLatin1String("button:collect jolly"))
    return TipText::tr("Take one of the jollies beside you into your hand.");
  if (key == QLatin1String("button:discard jolly"))
    return TipText::tr("Discard a jolly from your hand: that fulfils the turn, and it passes.");
  if (key == QLatin1String("button:pass")) return TipText::tr("End your turn, once you have played a card.");
  if (key == QLatin1String("button:penalty A"))
    return TipText::tr(
        "Refill to 6 choosing each card from the wells yourself, for 50 points (free when "
        "the wells hold fewer than 7).");
  if (key == QLatin1String("button:penalty B"))
    return TipText::tr(
        "Refill to 6 at no cost: your opponents pick the cards from the wells, two each, "
        "starting from your left.");
  if (key == QLatin1String("button:penalty C")) return TipText::tr("No refill: the turn passes.");
  return {};
}

}  // namespace tips

}  // namespace vb::app::vegetables
