// VEGEtables 2.0 (Daniele Ferri): four players grow sixteen crop lines in steps of four, from a
// terrain to a vegetable, with jollies ("Trattore"), silos and wells; the first to run out of cards
// closes the hand. Rules and their interpretations: docs/rules/vegetables.md.
//
// Cards are written colour + value: R red, Y yellow, G green, V violet; values 1-20 (`R3`, `V1`,
// `G17`). Card c-v lies on line (c, ((v-1) mod 4) + 1): a line is named by its terrain, so the R3
// line is R3, R7, R11, R15, R19. Silos are 0-3, wells 0 and 1.
//
// Action layout (text form; ActionId order is the order of the list):
//   terrain C       play terrain C from in front of you onto its line; a silo draw follows
//   play C          play card C from your hand on top of its line (C is 4 more than the line's top);
//                   during a jolly chain this is the real card that closes it
//   jolly C         a jolly from your hand stands in for C, the next card (16 or less) of C's line;
//                   the chain stays open until the real card that follows is played ('play ...');
//                   offered only when that card is in your hand and you hold jollies enough
//   collect jolly   take one of your uncollected jollies into your hand (in your turn; also the
//                   alternative to a penalty)
//   discard jolly   discard a jolly from your hand: the turn is fulfilled and passes
//   discard C       discard C, a burnt card you hold (a jolly took its place): the turn passes
//   pass            end the turn (only after playing a card)
//   silo S          take the first free card of silo S (after a terrain, or a jolly for one)
//   well W          take the first free card of well W: going to the well (after a play, with
//                   fewer than 6 cards in hand, card by card up to 6), or penalty option A's draws
//   penalty A|B|C   the penalty: A refill to 6 choosing freely (-50), B the opponents choose,
//                   C no refill
//   pick well W     penalty option B: the opponent deciding picks the first free card of well W
//                   for the penalised player
// Action ids: kind << 8 | payload, the payload a card (colour * 20 + value - 1), a silo, a well or
// a penalty option (0 A, 1 B, 2 C).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "veggiebox/core/game.h"

namespace vb::vegetables {

inline constexpr int kSeats = 4;
inline constexpr int kColours = 4;  // R, Y, G, V
inline constexpr int kValues = 20;
inline constexpr int kCards = kColours * kValues;  // 80 numbered cards
inline constexpr int kLines = 16;                  // four per colour
inline constexpr int kStages = 5;                  // a line holds values t, t+4, t+8, t+12, t+16
inline constexpr int kJollies = 8;                 // two per seat
inline constexpr int kJolliesPerSeat = 2;
inline constexpr int kSilos = 4;
inline constexpr int kSiloCards = 4;
inline constexpr int kWells = 2;
inline constexpr int kWellCapacity = 64;
inline constexpr int kTerrainsPerSeat = 4;
inline constexpr int kWhitePerSeat = 8;
inline constexpr int kRefillTo = 6;            // going to the well, and the penalty refill
inline constexpr int kHighestJollyValue = 16;  // a jolly never stands in for a 17-20
inline constexpr int kLinePoints = 10;         // a 17-20 closing a line
inline constexpr int kColourPoints = 30;       // the fourth line of a colour closed
inline constexpr int kJollyPoints = 10;        // per player who had already collected both
inline constexpr int kClosingPoints = 10;      // per line not completed, to the player who closes
inline constexpr int kPenaltyPoints = -50;     // option A
inline constexpr int kFreePenaltyBelow = 7;    // wells holding fewer: A and B take them all, free

constexpr int cardOf(int colour, int value) { return colour * kValues + value - 1; }
constexpr int colourOf(int card) { return card / kValues; }
constexpr int valueOf(int card) { return card % kValues + 1; }
constexpr int lineOf(int card) { return colourOf(card) * 4 + (valueOf(card) - 1) % 4; }
constexpr int stageOf(int card) { return (valueOf(card) - 1) / 4; }  // 0 terrain ... 4 vegetable
constexpr int cardAt(int line, int stage) { return cardOf(line / 4, line % 4 + 1 + 4 * stage); }
constexpr bool isTerrain(int card) { return stageOf(card) == 0; }
// A card's back, which tells where it is dealt and what the other seats see of a hand
// (docs/rules/vegetables.md#hidden-information): red terrains (1-4), white seeds and sprouts (5-12),
// green plants and vegetables (13-20). Jollies are counted apart.
enum class Back : std::uint8_t { kRed, kWhite, kGreen };
constexpr Back backOf(int card) {
  return stageOf(card) == 0 ? Back::kRed : stageOf(card) <= 2 ? Back::kWhite : Back::kGreen;
}
inline constexpr int kBlackOne = cardOf(3, 1);  // V1, the eggplant: its holder starts

char colourLetter(int colour);            // 'R', 'Y', 'G', 'V'
std::string_view colourName(int colour);  // "red", "yellow", "green", "violet"
const std::string& cardName(int card);    // "R3"; "?" outside 0-79
const std::string& lineName(int line);    // the line's terrain: "R3"
// The card written `text` ("R3", "v1"), or -1.
int cardFromName(std::string_view text);

std::unique_ptr<Game> makeGame();

}  // namespace vb::vegetables
