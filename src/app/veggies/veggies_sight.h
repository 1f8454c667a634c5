// What the seat at the screen may see of a Veggies table, read from State::observation(seat) (or,
// in teaching mode, the whole snapshot). The table paints from this and nothing else, so a hidden
// hand can never leak into a picture or a tooltip: a card the seat may not see is kHidden here.
#pragma once

#include <QRect>
#include <QString>
#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "veggiebox/core/game.h"
#include "veggiebox/games/veggies.h"

namespace vb::app::veggies {

inline constexpr int kHidden = -1;  // a card that is there, face down
inline constexpr int kNoCard = 0;

struct SeenPlayer {
  QString name;
  std::vector<std::string> rows;  // visible spaces, symbol codes, '.' for no card
  QPoint origin;                  // the cell position of rows[0][0]
  int cardCount = 0;
  int hand = kNoCard;                               // a card id, kHidden or kNoCard
  std::vector<int> drawn;                           // setup only: card ids or kHidden
  char announced = 0;                               // a produce code, or 0
  int largestSize = 0;                              // the engine's: the size of the stall's largest group
  std::string largestTypes;                         // and the produce codes that reach it
  int score = 0;                                    // from the score sheet, which only uses public stalls
  std::vector<std::pair<QString, int>> scoreLines;  // "Grapes: largest group 4 × 3 groups", 12

  // The symbol code at cell x,y ('.' where no card lies).
  char at(int x, int y) const;
  // The cells the stall covers; empty for an empty stall.
  QRect bounds() const;
};

// The faces of this game's cards: the published deck, or a variant's own deck
// (docs/variants.md#veggies), which every observation carries in its "variant".
class CardFaces {
 public:
  CardFaces() = default;  // the published deck
  // The deck an observation's variant gives, else the published one.
  static CardFaces of(const vb::Json& observation);
  // Card `id`'s spaces turned `quarterTurns` × 90° clockwise, as rows top to bottom; none for an id
  // that is no card (kNoCard, kHidden).
  std::vector<std::string> rows(int id, int quarterTurns) const;

 private:
  std::shared_ptr<const std::vector<vb::veggies::Card>> cards_;  // null: the published deck
};

struct TableSight {
  enum class Phase { Start, Play, Announce, Over };

  Phase phase = Phase::Start;
  int current = -1;  // the seat deciding, -1 once the game is over
  int first = 0;     // the seat that started: turn order and announcements begin there
  int deckSize = 0;
  std::array<int, 3> market{};  // card ids, kNoCard for an empty slot
  CardFaces faces;              // what each card id looks like in this game
  std::vector<SeenPlayer> players;
  bool finalScores = false;
  std::vector<int> winners;

  // `seat` is the seat at the screen (-1 for nobody); `handsOpen` shows every hand.
  static TableSight read(const vb::State& state, int seat, bool handsOpen);
};

}  // namespace vb::app::veggies
