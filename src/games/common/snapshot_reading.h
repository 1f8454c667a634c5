// The steps every game's snapshot reader shares (docs/scenarios.md#what-every-scenario-must-be): the
// top-level object, the players list and each player's name, the generator, a field that names one
// of a few words, a list of cards or "rest", and a ledger of where each named card lies. Each game's
// reader (snapshot.cpp; VEGEtables: snapshot_read.cpp) runs them in its own order, which decides the
// field a refusal names first.
#pragma once

#include <array>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "core/fields.h"
#include "veggiebox/core/random.h"
#include "veggiebox/core/text.h"

namespace vb::common {

// "where[k]": the path of entry k of a list.
inline std::string indexed(const std::string& where, std::size_t k) {
  return where + "[" + std::to_string(k) + "]";
}

// A snapshot or scenario is one JSON object with only the `known` fields of `what` ("a Veggies state").
void checkStateObject(const Json& j, std::initializer_list<const char*> known, const std::string& what);

// The "players" list, from `lo` to `hi` entries; `wrong` is the refusal for any other list.
const Json& readPlayerList(const Json& j, int lo, int hi, const std::string& wrong);

// Player i's entry (an object with only the `known` fields), and its name: as given, or "Player i+1".
std::string readPlayerName(const Json& player, int i, std::initializer_list<const char*> known);

// A snapshot's "rng" field, which replaces the generator the seed gave (docs/saves.md).
void readRng(const Json& j, Rng& rng);

// The "variant" field (docs/variants.md), read by Game::readVariant; refusals name
// "variant.rules.KEY". Absent: the published rules.
Variant readStateVariant(const Game& game, const Json& j);

// A field that must be one of `names`; refused with the list ("must be a, b or c").
int readOneOf(const Json& value, const std::string& where, std::span<const std::string_view> names);

// The field `key`: a list of cards, each handed to take(card, "key[k]"), or "rest" for every card
// nobody named (docs/scenarios.md#dealing-the-rest); true for "rest". `cards` says what the list holds, in
// the reader's language.
template <class Take>
bool readCardsOrRest(const Json& j, const char* key, const std::string& cards, Take take) {
  if (!j.contains(key)) return false;
  const Json& list = j[key];
  if (list == "rest") return true;
  if (!list.is_array()) fields::refuse(key, tx("must be an array of {1}, or \"rest\"", cards));
  for (std::size_t k = 0; k < list.size(); ++k) take(list[k], indexed(key, k));
  return false;
}

// Where each card a scenario names lies, so that a card named twice is refused naming both places.
// `read` reads a card from JSON (refusing what is not one), `name` writes it for the refusal.
template <int N>
class CardLedger {
 public:
  using Read = int (*)(const Json& j, const std::string& where);
  using Name = std::string (*)(int card);
  CardLedger(Read read, Name name) : read_(read), name_(name) {}

  int take(const Json& j, const std::string& where) {
    const int card = read_(j, where);
    claim(card, where);
    return card;
  }
  void claim(int card, const std::string& where) {
    if (!where_[card].empty()) fields::refuse(where, tx("{1} is also in {2}", name_(card), where_[card]));
    where_[card] = where;
  }
  bool named(int card) const { return !where_[card].empty(); }

 private:
  Read read_;
  Name name_;
  std::array<std::string, N> where_;
};

}  // namespace vb::common
