// The engine contract: a Game module describes itself and makes States; a State is a value.
//
// Modelled on OpenSpiel's spiel.h, but small, and with illegal input as a value rather than an
// abort. An action is one decision, identified by an ActionId (an integer whose order is the
// order of legalActions()); every action also has a stable text form (CLI, saves, logs) and a JSON
// form. Each game's header documents its action layout.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "veggiebox/core/error.h"
#include "veggiebox/core/random.h"
#include "veggiebox/core/score_sheet.h"

namespace vb {

using Json = nlohmann::json;
using ActionId = std::int64_t;
using Options = std::map<std::string, std::string>;

// One option a game accepts on `new` and in scenarios ("scoring=all-spaces").
struct OptionSpec {
  std::string key;
  std::vector<std::string> values;  // the accepted values
  std::string defaultValue;
  std::string help;  // English, marked VB_N where it is written: show it as vb::tx(help)
};

// One rule a variant may change (docs/variants.md): a number of the published rules made a parameter.
struct RuleSpec {
  // kDeck: a list of `length` cards, each a string of `cardLength` codes from `alphabet` (card i + 1
  // is entry i); in a variant file also a deck file's path, relative to the variant file.
  enum class Type : std::uint8_t { kWhole, kYesNo, kWholeList, kDeck };
  std::string key;
  Type type = Type::kWhole;
  std::int64_t min = 0, max = 0;  // kWhole, kWholeList: each number's range
  std::size_t length = 0;         // kWholeList, kDeck: the list's exact length
  Json defaultValue;              // the published rules' value (kDeck: null, the published deck)
  std::string help;               // what it means, in one line (English, marked VB_N: show vb::tx(help))
  std::string rule;               // the rule it changes: docs/rules/<game>.md#<anchor>
  std::string alphabet = {};      // kDeck: the codes a card's string may use
  std::size_t cardLength = 0;     // kDeck: the codes of one card
};

// The type and range of a rule in words ("a whole number from 0 to 1000").
std::string ruleTypeText(const RuleSpec& spec);

// A variant of a game's rules (docs/variants.md): a name and the rules it changes. Empty: the
// published rules, and a state without a variant writes none (docs/saves.md).
struct Variant {
  std::string name;
  Json rules = Json::object();  // only the rules given, each checked against the game's RuleSpec
  bool empty() const { return name.empty() && rules.empty(); }
  // {"name": ..., "rules": {...}}, as states and saves carry it. A variant without a name (the name
  // is optional, docs/variants.md#the-file) is written without one, so that it reads back.
  Json toJson() const {
    Json out = Json{{"rules", rules}};
    if (!name.empty()) out["name"] = name;
    return out;
  }
  bool operator==(const Variant&) const = default;
};

// How to start a new game.
struct Setup {
  std::vector<std::string> names;  // one per seat; its size is the player count
  std::uint64_t seed = 0;
  Options options;       // only keys the game declares; missing keys take their defaults
  Variant variant = {};  // checked by Game::readVariant; empty: the published rules
};

class Game;

class State {
 public:
  virtual ~State() = default;

  virtual const Game& game() const = 0;
  virtual std::unique_ptr<State> clone() const = 0;
  virtual bool equals(const State& other) const = 0;

  virtual int numPlayers() const = 0;
  virtual std::string playerName(int seat) const = 0;
  // The seat that decides next; -1 once the game is over.
  virtual int currentPlayer() const = 0;
  virtual bool isOver() const = 0;

  // Every legal action, in ascending order, no two alike; empty only when the game is over.
  virtual std::vector<ActionId> legalActions() const = 0;
  // Applies a legal action. An illegal one is refused with a reason and changes nothing.
  virtual Outcome apply(ActionId action) = 0;

  // The stable text form ("place hand r90 at 3,-1"), its JSON form, and the reverse.
  virtual std::string actionText(ActionId action) const = 0;
  virtual Json actionJson(ActionId action) const = 0;
  // Reads an action from its text or JSON form; throws InputError naming what cannot be read.
  virtual ActionId parseAction(std::string_view text) const = 0;
  virtual ActionId parseActionJson(const Json& json) const = 0;
  // The action in words for a move log, from the point of view of everyone at the table
  // ("Ana places market card 2 (SB/CC/XR) turned 90° at 3,-1"). Call before apply().
  virtual std::string describeAction(ActionId action) const = 0;
  // A few words a list of legal actions shows beside `action`'s text (veggiebox-cli legal): what the
  // text leaves unsaid, such as the crop in a Veggie Garden harvest slot and its power. Only what
  // everyone at the table may see; empty when there is nothing to add.
  virtual std::string actionNote(ActionId /*action*/) const { return {}; }
  // What the rules skip when `action` is applied now, and why ("the tomato's power is skipped: there
  // is no other harvest card to plant"); empty when nothing is skipped. Call before apply().
  virtual std::string skipNote(ActionId /*action*/) const { return {}; }

  // The whole score sheet, every line of every seat: for tools and tests (veggiebox-cli score without
  // --as), and what every seat sees once the game is over.
  virtual ScoreSheet scoreSheet() const = 0;
  // The sheet as `seat` may know it (seat -1: only what is public); once the game is over it is the
  // whole sheet. Views show this one, never scoreSheet().
  virtual ScoreSheet scoreSheet(int seat) const = 0;
  // scoreSheet()'s total for `seat`, without its lines' words: what a bot weighs a move by, many
  // times a decision. A game whose sheet is costly to write says it more cheaply.
  virtual int total(int seat) const { return scoreSheet().players.at(static_cast<std::size_t>(seat)).total; }
  // Why `action` would be refused now, without applying it; empty when it is legal.
  virtual std::string refusal(ActionId action) const = 0;
  // The rule that refuses `action` now: the anchor of its heading in docs/rules/<game id>.md
  // ("legal-and-illegal-placements"), one of Game::refusalRules(); empty exactly when refusal() is.
  virtual std::string refusalRule(ActionId action) const = 0;
  // A whole state `seat` could be in, knowing only observation(seat) (seat -1: only what is
  // public): every card the seat cannot see is dealt anew, uniformly at random from `rng`, among
  // the places it could be, keeping every known constraint; the generator is drawn from `rng`
  // too. resample(s, rng)->observation(s) == observation(s). What searching bots and hints use,
  // so that they never read a secret.
  virtual std::unique_ptr<State> resample(int seat, Rng& rng) const = 0;

  // What `seat` may see, as JSON: the one place where secrets are stripped.
  virtual Json observation(int seat) const = 0;
  // A text picture of observation(seat); seat -1 shows only what is public.
  virtual std::string render(int seat) const = 0;

  // The whole state (a snapshot); Game::fromJson reads it back to an equal state.
  virtual Json toJson() const = 0;

  // Problems with the state's invariants (card conservation and the like); empty when sound.
  virtual std::vector<std::string> checkInvariants() const = 0;

  // The game's own events so far, for the playtesting lab (docs/events.md): a JSON object whose
  // leaves are whole numbers (counts and sums of points), so that the lab can add them up over games
  // exactly. Counted from the new game (a state read from a snapshot starts from zero). Not a view:
  // it may count what some seat cannot see, and is shown only once a batch is over.
  virtual Json events() const { return Json::object(); }

  // Applies an action given as text; a text that cannot be read is refused like an illegal action.
  Outcome applyText(std::string_view text);
  // The legal actions as text, in the order of legalActions().
  std::vector<std::string> legalActionTexts() const;
};

// What the bots and the lab need of a game beyond its rules (docs/adding-a-game.md), so that no
// code outside a game's folder asks for a game by its id.
struct GameTraits {
  // The search's iterations at the computer's levels Easy, Normal and Hard (docs/bots.md#levels),
  // measured so that on the reference 2-core machine the median decision takes at most 0.05, 0.25
  // and 1.0 s.
  std::array<int, 3> searchBudgets{200, 1000, 4000};
  // The weight of the score margin in a search's result (the rest is the share of the win): a game
  // won by a few points after much luck is read more steadily by its margin (docs/bots.md).
  double searchMargin = 0.1;
  // The counts of State::events() a lab report shows first (docs/events.md): a JSON pointer into
  // events() and its words, in English marked with VB_N (show them as vb::tx(words)). None: the
  // report shows every count that is not points.
  struct Headline {
    std::string path;
    std::string words;
  };
  std::vector<Headline> headlines;
};

class Game {
 public:
  virtual ~Game() = default;

  virtual std::string_view id() const = 0;
  virtual std::string_view name() const = 0;
  // In English, marked VB_N where it is written: show it as vb::tx(summary()).
  virtual std::string_view summary() const = 0;
  virtual int minPlayers() const = 0;
  virtual int maxPlayers() const = 0;
  virtual std::vector<OptionSpec> options() const = 0;
  // The rules a variant may change (docs/variants.md); none by default.
  virtual std::vector<RuleSpec> rules() const { return {}; }
  // Every anchor in docs/rules/<id>.md that State::refusalRule may name.
  virtual std::vector<std::string> refusalRules() const = 0;
  // An upper bound on the number of decisions in one game with this many players.
  virtual int maxDecisions(int players) const = 0;
  // What the bots and the lab need to know of it.
  virtual const GameTraits& traits() const = 0;

  // A new game; throws InputError on a bad player count, name or option.
  std::unique_ptr<State> newGame(const Setup& setup) const;
  // A snapshot or a hand-written scenario (every field left out takes its default);
  // throws InputError naming the field that is wrong. The "game" field, when given, must be id().
  // A position that breaks the game's invariants (checkInvariants) is refused too, so a loaded
  // game is always over or has a legal action.
  std::unique_ptr<State> fromJson(const Json& json) const;

  // Checks options against options() and fills in defaults; throws InputError naming the option.
  Options resolveOptions(const Options& given) const;

  // Reads a variant: an object {"game", "name", "rules"} ("game", when given, must be id(); "name"
  // defaults to ""), every rule checked against rules(); throws InputError naming the field
  // ("rules.all_crops_bonus: expected a whole number"). A variant whose rules cannot be played with
  // some player count is refused by newGame, naming the rule.
  Variant readVariant(const Json& json) const;
  // Every rule's value: the variant's, else the default (as an object keyed by RuleSpec::key).
  Json resolveRules(const Variant& variant) const;

 protected:
  // Deals a new game for newGame, which has checked the player count and the names.
  virtual std::unique_ptr<State> deal(const Setup& setup) const = 0;
  // Reads the game's own fields of a snapshot or scenario (a JSON object) for fromJson.
  virtual std::unique_ptr<State> readSnapshot(const Json& json) const = 0;
};

}  // namespace vb
