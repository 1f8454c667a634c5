// Reading VEGEtables 2.0 snapshots and hand-written scenarios (docs/scenarios.md) back into a state,
// one concern at a time; snapshot.cpp writes them.
#include <algorithm>
#include <bit>

#include "core/fields.h"
#include "games/common/snapshot_reading.h"
#include "games/vegetables/state.h"
#include "veggiebox/core/text.h"

namespace vb::vegetables {

namespace {

using common::indexed;
using fields::onlyFields;
using fields::readInt;
using fields::readSeat;
using fields::refuse;

// The card `j` names at `where`, refused if it is not a card.
int readCard(const Json& j, const std::string& where) {
  const int card = j.is_string() ? cardFromName(j.get<std::string>()) : -1;
  if (card < 0)
    refuse(where, tx("must be a card: a colour R, Y, G or V and a value 1 to 20 (e.g. \"R3\"), not {1}",
                     describeJson(j)));
  return card;
}

// Every card lies in one place (docs/scenarios.md#cards-every-card-somewhere).
class CardLedger : public common::CardLedger<kCards> {
 public:
  CardLedger() : common::CardLedger<kCards>(readCard, [](int card) { return cardName(card); }) {}
};

constexpr std::size_t kMaxScoreLines = 1000;

bool readBool(const Json& j, const std::string& where) {
  if (!j.is_boolean()) refuse(where, tx("must be true or false"));
  return j.get<bool>();
}

int readLine(const Json& j, const std::string& where) {
  const int card = j.is_string() ? cardFromName(j.get<std::string>()) : -1;
  if (card < 0 || !isTerrain(card))
    refuse(where, tx("must name a line by its terrain (a colour and 1 to 4, e.g. \"R3\"), not {1}",
                     describeJson(j)));
  return lineOf(card);
}

int colourFromLetter(const Json& j, const std::string& where) {
  for (int c = 0; c < kColours; ++c)
    if (j == std::string(1, colourLetter(c))) return c;
  refuse(where, tx("must be a colour: \"R\", \"Y\", \"G\" or \"V\", not {1}", describeJson(j)));
}

ScoreEvent readEvent(const Json& j, const std::string& where, int hands) {
  if (!j.is_object() || !j.contains("event") || !j.contains("points"))
    refuse(where, tx("must be {\"hand\":N,\"event\":..,\"points\":N} (as a snapshot writes it)"));
  onlyFields(j, where, {"hand", "event", "points", "card", "colour", "before", "open"}, tx("a score line"));
  ScoreEvent e;
  e.hand = static_cast<std::uint8_t>(j.contains("hand") ? readInt(j["hand"], where + ".hand", 0, hands) : 0);
  e.points = readInt(j["points"], where + ".points", -100000, 100000);
  e.kind = static_cast<ScoreEvent::Kind>(common::readOneOf(j["event"], where + ".event", ScoreEvent::kNames));
  auto detail = [&](const char* key, int high) {
    if (!j.contains(key)) refuse(where + "." + key, tx("missing"));
    return static_cast<std::uint8_t>(readInt(j[key], where + "." + key, 0, high));
  };
  switch (e.kind) {
    case ScoreEvent::kLine: {
      const int card =
          j.contains("card") && j["card"].is_string() ? cardFromName(j["card"].get<std::string>()) : -1;
      if (card < 0 || stageOf(card) != kStages - 1)
        refuse(where + ".card", tx("must be the 17-20 card that closed the line"));
      e.detail = static_cast<std::uint8_t>(card);
      break;
    }
    case ScoreEvent::kColour:
      if (!j.contains("colour")) refuse(where + ".colour", tx("missing"));
      e.detail = static_cast<std::uint8_t>(colourFromLetter(j["colour"], where + ".colour"));
      break;
    case ScoreEvent::kJolly:
      e.detail = detail("before", kSeats - 1);
      break;
    case ScoreEvent::kClosing:
      e.detail = detail("open", kLines);
      break;
    case ScoreEvent::kPenalty:
    case ScoreEvent::kCarried:
      break;
  }
  return e;
}

template <int N>
void readPile(const Json& j, const std::string& where, int capacity, CardLedger& ledger, Pile<N>& pile) {
  if (!j.is_array()) refuse(where, tx("must be an array of cards, first free card first"));
  if (j.size() > static_cast<std::size_t>(capacity)) refuse(where, tx("holds at most {1} cards", capacity));
  pile.size = static_cast<std::uint8_t>(j.size());
  for (std::size_t k = 0; k < j.size(); ++k) {
    const std::string at = where + "[" + std::to_string(k) + "]";
    const int card = ledger.take(j[k], at);
    if (isTerrain(card))
      refuse(at,
             tx("{1} is a terrain: terrains are dealt face up, never to a silo or a well", cardName(card)));
    pile.cards[j.size() - 1 - k] = static_cast<std::uint8_t>(card);
  }
}

}  // namespace

Start readStart(const std::string& value) { return value == "rotate" ? Start::kRotate : Start::kBlackOne; }

// Reads the game's own fields of a snapshot or scenario into a state, one concern per function. The
// order of the calls is part of the format: it decides which field a message names first, and the cards
// no field names are dealt from the seed's generator only once every field has claimed its cards.
struct SnapshotReader {
  SnapshotReader(const Json& json, VegetablesState& state) : j(json), s(state) {}

  void readSetup(const Game& game);  // the options, the seed and the four players
  void readBoard();
  void readBurnt();
  void readRows();
  void readPlayers();
  void readPlayer(int i);
  // Each card of `list` (refused unless an array: `must`), taken from the ledger at where[k] and
  // handed to place(card, where[k]).
  template <class Place>
  void takeEach(const Json& list, const std::string& where, const std::string& must, Place place);
  void readScore(int i, const Json& sc, const std::string& where);
  void readPiles();
  void readDiscards();
  void dealTheRest();
  // The generator as a snapshot writes it; read after the deal, which draws from the seed's.
  void readRng() { common::readRng(j, s.rng_); }
  void readTurn();
  void readPenalty();
  void readPhase();

  const Json& j;
  VegetablesState& s;
  CardLedger ledger;
  std::array<bool, kSeats> handGiven{}, terrainsGiven{};
  int jollies = 0;  // on the board, uncollected and held, so far
  bool restToDiscards = false;
  std::string phase = "live";  // as given, or "live": found from the rest
  bool over = false;
  int currentGiven = -1;
  int penaltyOption = -1;  // a refill in progress: 0 A, 1 B
};

std::unique_ptr<State> readState(const Game& game, const Json& j) {
  common::checkStateObject(
      j, {"game",   "options", "variant", "seed",   "rng",   "hand_number", "starter",
          "phase",  "current", "turn",    "played", "chain", "penalty",     "quiet",
          "rows",   "board",   "burnt",   "silos",  "wells", "discards",    "discarded_jollies",
          "players"},
      tx("a VEGEtables 2.0 state"));
  auto state = std::make_unique<VegetablesState>(game);
  SnapshotReader reader(j, *state);
  reader.readSetup(game);
  reader.readBoard();
  reader.readBurnt();
  reader.readRows();
  reader.readPlayers();
  reader.readPiles();
  reader.readDiscards();
  reader.dealTheRest();
  reader.readRng();
  reader.readTurn();
  reader.readPenalty();
  reader.readPhase();
  return state;
}

void SnapshotReader::readSetup(const Game& game) {
  const Options options = fields::readOptions(game, j, R"({"hands":"4"})");
  s.hands_ = static_cast<std::uint8_t>(std::stoi(options.at("hands")));
  s.start_ = readStart(options.at("start"));
  s.setVariant(common::readStateVariant(game, j));
  s.seed_ = fields::readSeed(j);
  s.rng_ = Rng(s.seed_);

  common::readPlayerList(j, kSeats, kSeats, tx("VEGEtables 2.0 is for 4 players, each an object"));
}

// The board: each line's top card; the cards beneath it are on the board too, except those a jolly
// stands in for ("burnt").
void SnapshotReader::readBoard() {
  if (j.contains("board")) {
    const Json& b = j["board"];
    if (!b.is_object())
      refuse("board", tx("must be an object from a line to its top card, e.g. {\"R1\":\"R9\"}"));
    for (const auto& [key, top] : b.items()) {
      const std::string where = fieldPath("board", key);
      const int line = readLine(Json(key), where);
      const int card = top.is_string() ? cardFromName(top.get<std::string>()) : -1;
      if (card < 0 || lineOf(card) != line) {
        std::string cards;
        for (int st = 0; st < kStages; ++st) cards.append(st ? ", " : "").append(cardName(cardAt(line, st)));
        refuse(where, tx("must be a card of the {1} line ({2}), not {3}", key, cards, describeJson(top)));
      }
      s.stage_[line] = static_cast<std::uint8_t>(stageOf(card) + 1);
    }
  }
}

// The burnt cards: those jollies stand in for on the board.
void SnapshotReader::readBurnt() {
  if (j.contains("burnt")) {
    const Json& b = j["burnt"];
    if (!b.is_array()) refuse("burnt", tx("must be an array of the cards jollies stand in for on the board"));
    for (std::size_t k = 0; k < b.size(); ++k) {
      const std::string where = "burnt[" + std::to_string(k) + "]";
      const int card = b[k].is_string() ? cardFromName(b[k].get<std::string>()) : -1;
      if (card < 0) refuse(where, tx("must be a card, not {1}", describeJson(b[k])));
      const int line = lineOf(card), st = stageOf(card);
      if (valueOf(card) > kHighestJollyValue)
        refuse(where, tx("a jolly never stands in for a 17-20 ({1})", cardName(card)));
      if (st >= s.stage_[line])
        refuse(where, tx("{1} is not under the top of its line on the board (\"board\": {\"{2}\": ...})",
                         cardName(card), lineName(line)));
      if (s.jolly_[line] >> st & 1) refuse(where, tx("{1} is listed twice", cardName(card)));
      s.jolly_[line] |= static_cast<std::uint8_t>(1u << st);
    }
  }
  // With the burnt cards known, every other card up to a line's top lies on the board.
  for (int l = 0; l < kLines; ++l)
    for (int st = 0; st < s.stage_[l]; ++st)
      if (!(s.jolly_[l] >> st & 1)) ledger.claim(cardAt(l, st), "board." + lineName(l));
}

// The rows: the colours on the board, in the order they took their rows.
void SnapshotReader::readRows() {
  std::array<bool, kColours> onBoard{};
  for (int l = 0; l < kLines; ++l) onBoard[l / 4] = onBoard[l / 4] || s.stage_[l] > 0;
  if (j.contains("rows")) {
    const Json& r = j["rows"];
    if (!r.is_array() || r.size() > kColours)
      refuse("rows", tx("must list the colours on the board, top row first"));
    for (std::size_t k = 0; k < r.size(); ++k) {
      const std::string where = "rows[" + std::to_string(k) + "]";
      const int c = colourFromLetter(r[k], where);
      if (!onBoard[c]) refuse(where, tx("{1} has no card on the board, so no row", tx(colourName(c))));
      if (std::find(s.rows_.begin(), s.rows_.end(), c) != s.rows_.end())
        refuse(where, tx("lists a colour twice"));
      s.rows_[k] = static_cast<std::uint8_t>(c);
    }
    for (int c = 0; c < kColours; ++c)
      if (onBoard[c] && std::find(s.rows_.begin(), s.rows_.end(), c) == s.rows_.end())
        refuse("rows", tx("{1} is on the board but has no row", tx(colourName(c))));
  } else {
    int r = 0;
    for (int c = 0; c < kColours; ++c)
      if (onBoard[c]) s.rows_[r++] = static_cast<std::uint8_t>(c);
  }
}

// The players; the jollies are counted from those on the board on.
void SnapshotReader::readPlayers() {
  for (int l = 0; l < kLines; ++l) jollies += std::popcount(static_cast<unsigned>(s.jolly_[l]));
  s.names_.assign(kSeats, std::string());
  for (int i = 0; i < kSeats; ++i) readPlayer(i);
}

template <class Place>
void SnapshotReader::takeEach(const Json& list, const std::string& where, const std::string& must,
                              Place place) {
  if (!list.is_array()) refuse(where, must);
  for (std::size_t k = 0; k < list.size(); ++k) {
    const std::string at = indexed(where, k);
    place(ledger.take(list[k], at), at);
  }
}

void SnapshotReader::readPlayer(int i) {
  const Json& pj = j["players"][i];
  const std::string where = indexed("players", static_cast<std::size_t>(i));
  s.names_[i] = common::readPlayerName(pj, i, {"name", "hand", "terrains", "jollies", "revealed", "score"});
  Seat& p = s.seats_[i];
  if (pj.contains("hand")) {
    takeEach(
        pj["hand"], where + ".hand", tx("must be an array of cards"), [&](int card, const std::string& at) {
          if (isTerrain(card))
            refuse(
                at,
                tx("{1} is a terrain: terrains lie face up in front of their player (\"terrains\"), never in "
                   "the hand",
                   cardName(card)));
          s.drawInto(i, card);
        });
    handGiven[i] = true;
  }
  if (pj.contains("terrains")) {
    takeEach(pj["terrains"], where + ".terrains", tx("must be an array of terrains (values 1 to 4)"),
             [&](int card, const std::string& at) {
               if (!isTerrain(card))
                 refuse(at, tx("{1} is not a terrain (terrains are 1 to 4)", cardName(card)));
               p.terrains |= static_cast<std::uint16_t>(1u << lineOf(card));
               ++p.terrainCount;
             });
    terrainsGiven[i] = true;
  }
  if (pj.contains("jollies")) {
    const Json& jl = pj["jollies"];
    if (!jl.is_object()) refuse(where + ".jollies", tx("must be {\"uncollected\":N,\"held\":N}"));
    onlyFields(jl, where + ".jollies", {"uncollected", "held"}, tx("a player's jollies"));
    if (jl.contains("uncollected"))
      p.uncollected = static_cast<std::uint8_t>(
          readInt(jl["uncollected"], where + ".jollies.uncollected", 0, kJolliesPerSeat));
    if (jl.contains("held"))
      p.held = static_cast<std::uint8_t>(readInt(jl["held"], where + ".jollies.held", 0, kJollies));
  }
  jollies += p.uncollected + p.held;
  if (pj.contains("revealed")) p.revealed = readBool(pj["revealed"], where + ".revealed");
  if (pj.contains("score")) readScore(i, pj["score"], where);
}

// Player i's score (`where` names the player): the points carried in, or the score lines a snapshot
// writes.
void SnapshotReader::readScore(int i, const Json& sc, const std::string& where) {
  if (sc.is_number_integer()) {
    const int points = readInt(sc, where + ".score", -100000, 100000);
    if (points != 0) s.events_[i].push_back({0, ScoreEvent::kCarried, 0, points});
  } else if (sc.is_array()) {
    // A match of 4 hands writes a few dozen lines; the cap keeps every total far inside an int.
    if (sc.size() > kMaxScoreLines)
      refuse(where + ".score", tx("at most {1} score lines, not {2}", kMaxScoreLines, sc.size()));
    for (std::size_t k = 0; k < sc.size(); ++k)
      s.events_[i].push_back(readEvent(sc[k], where + ".score[" + std::to_string(k) + "]", s.hands_));
  } else {
    refuse(where + ".score", tx("must be a number (points carried in) or the score lines a snapshot writes"));
  }
}

// The silos and the wells, each pile first free card first.
void SnapshotReader::readPiles() {
  auto piles = [&](const char* key, auto& out, int capacity) {
    if (!j.contains(key)) return;
    const Json& list = j[key];
    if (!list.is_array() || list.size() != out.size())
      refuse(key, tx("must be {1} arrays of cards, first free card first", out.size()));
    for (std::size_t k = 0; k < out.size(); ++k) readPile(list[k], indexed(key, k), capacity, ledger, out[k]);
  };
  piles("silos", s.silos_, kSiloCards);
  piles("wells", s.wells_, kWellCapacity);
}

// The discards, and the discarded jollies: all 8 jollies are somewhere.
void SnapshotReader::readDiscards() {
  restToDiscards =
      common::readCardsOrRest(j, "discards", tx("cards"), [&](const Json& c, const std::string& at) {
        const int card = ledger.take(c, at);
        s.discards_[lineOf(card)] |= static_cast<std::uint8_t>(1u << stageOf(card));
      });
  if (j.contains("discarded_jollies")) {
    s.discardedJollies_ =
        static_cast<std::uint8_t>(readInt(j["discarded_jollies"], "discarded_jollies", 0, kJollies));
    jollies += s.discardedJollies_;
    if (jollies != kJollies)
      refuse("discarded_jollies",
             tx("the jollies add up to {1} (uncollected, held, on the board and discarded); the game has 8",
                jollies));
  } else {
    if (jollies > kJollies)
      refuse("players", tx("{1} jollies are uncollected, held or on the board; the game has 8", jollies));
    s.discardedJollies_ = static_cast<std::uint8_t>(kJollies - jollies);
  }
}

// The cards nobody named are dealt, shuffled by the seed, into the fields left out.
void SnapshotReader::dealTheRest() {
  std::vector<std::uint8_t> terrains, white, green;
  for (int card = 0; card < kCards; ++card) {
    if (ledger.named(card)) continue;
    (backOf(card) == Back::kRed     ? terrains
     : backOf(card) == Back::kWhite ? white
                                    : green)
        .push_back(static_cast<std::uint8_t>(card));
  }
  s.rng_.shuffle(std::span<std::uint8_t>(terrains));
  s.rng_.shuffle(std::span<std::uint8_t>(white));
  s.rng_.shuffle(std::span<std::uint8_t>(green));
  for (int i = 0; i < kSeats; ++i) {
    for (int k = 0; !terrainsGiven[i] && k < kTerrainsPerSeat && !terrains.empty(); ++k) {
      const int card = terrains.back();
      terrains.pop_back();
      ledger.claim(card, "players[" + std::to_string(i) + "].terrains");
      s.seats_[i].terrains |= static_cast<std::uint16_t>(1u << lineOf(card));
      ++s.seats_[i].terrainCount;
    }
    for (int k = 0; !handGiven[i] && k < kWhitePerSeat && !white.empty(); ++k) {
      const int card = white.back();
      white.pop_back();
      ledger.claim(card, "players[" + std::to_string(i) + "].hand");
      s.drawInto(i, card);
    }
  }
  if (!j.contains("silos"))
    for (auto& silo : s.silos_)
      while (silo.size < kSiloCards && !green.empty()) {
        ledger.claim(green.back(), "silos");
        silo.cards[silo.size++] = green.back();
        green.pop_back();
      }
  if (!j.contains("wells")) {
    std::vector<std::uint8_t> rest = white;
    rest.insert(rest.end(), green.begin(), green.end());
    white.clear();
    green.clear();
    for (std::size_t k = 0; k < rest.size(); ++k) {
      auto& well = s.wells_[k % kWells];
      if (well.size == kWellCapacity) refuse("wells", tx("more cards than a well holds"));
      ledger.claim(rest[k], "wells");
      well.cards[well.size++] = rest[k];
    }
  }
  for (int card = 0; card < kCards; ++card) {
    if (ledger.named(card)) continue;
    if (!restToDiscards)
      refuse(cardName(card), tx("no place holds it; every card lies somewhere (the board, a hand, terrains, "
                                "a silo, a well or the "
                                "discards): name it, leave out a field for it to be dealt into, or write "
                                "\"discards\": \"rest\""));
    s.discards_[lineOf(card)] |= static_cast<std::uint8_t>(1u << stageOf(card));
  }
}

// The hand, the phase as given, and whose turn it is.
void SnapshotReader::readTurn() {
  if (j.contains("hand_number"))
    s.handNumber_ = static_cast<std::uint8_t>(readInt(j["hand_number"], "hand_number", 1, s.hands_));
  int blackOne = -1;
  for (int i = 0; i < kSeats; ++i)
    if (s.seats_[i].holds(kBlackOne)) blackOne = i;
  if (j.contains("phase")) phase = kPhaseNames[common::readOneOf(j["phase"], "phase", kPhaseNames)];
  over = phase == "over";
  if (over && s.handNumber_ != s.hands_)
    refuse("phase", tx("the match is over only after its last hand (hand_number {1})", int{s.hands_}));
  auto seatField = [&](const char* key, int fallback) {
    if (!j.contains(key) || j[key].is_null()) return fallback;
    if (over) refuse(key, tx("the match is over: nobody decides"));
    return readSeat(j[key], key, kSeats);
  };
  currentGiven = seatField("current", -1);
  s.turn_ =
      static_cast<std::uint8_t>(seatField("turn", currentGiven >= 0 && phase != "penalty-pick" ? currentGiven
                                                  : blackOne >= 0                              ? blackOne
                                                                                               : 0));
  s.starter_ = static_cast<std::uint8_t>(j.contains("starter") ? readSeat(j["starter"], "starter", kSeats)
                                         : blackOne >= 0       ? blackOne
                                                               : s.turn_);
  if (j.contains("played")) s.played_ = readBool(j["played"], "played");
  if (j.contains("quiet")) s.quiet_ = static_cast<std::uint8_t>(readInt(j["quiet"], "quiet", 0, kSeats - 1));
  if (j.contains("chain") && !j["chain"].is_null()) {
    const int line = readLine(j["chain"], "chain");
    if (s.stage_[line] == 0 || !(s.jolly_[line] >> (s.stage_[line] - 1) & 1))
      refuse("chain",
             tx("a chain is open on a line whose top is a jolly; the {1} line's is not", lineName(line)));
    s.chain_ = static_cast<std::uint8_t>(line);
  }
}

// A penalty refill in progress (option A or B).
void SnapshotReader::readPenalty() {
  if (j.contains("penalty") && !j["penalty"].is_null()) {
    const Json& pn = j["penalty"];
    if (!pn.is_object() || !pn.contains("option") || !pn.contains("cards"))
      refuse("penalty",
             tx("must be null or {\"option\":\"A\"|\"B\",\"cards\":N} (with \"picks_left\" for B)"));
    onlyFields(pn, "penalty", {"option", "cards", "picks_left"}, tx("a penalty refill"));
    if (pn["option"] != "A" && pn["option"] != "B")
      refuse("penalty.option", tx("must be \"A\" or \"B\" (C draws nothing)"));
    penaltyOption = pn["option"] == "A" ? 0 : 1;
    s.need_ = static_cast<std::uint8_t>(readInt(pn["cards"], "penalty.cards", 1, s.rules_.refillTo));
    if (penaltyOption == 1)
      s.picksLeft_ = static_cast<std::uint8_t>(
          pn.contains("picks_left")
              ? readInt(pn["picks_left"], "penalty.picks_left", 1, std::min(2, int{s.need_}))
              : std::min(2, int{s.need_}));
    else if (pn.contains("picks_left"))
      refuse("penalty.picks_left", tx("only option B has picks"));
  }
}

// The phase: as given or found from the rest, and what it needs of the position.
void SnapshotReader::readPhase() {
  if (phase == "live") {
    phase = s.chain_ != kNone    ? "chain"
            : penaltyOption == 0 ? "penalty-draw"
            : penaltyOption == 1 ? "penalty-pick"
                                 : "turn";
    if (phase == "turn" && !s.played_ && !s.canFulfil(s.turn_)) phase = "penalty";
  }
  const Seat& me = s.seats_[s.turn_];
  const std::string who = s.names_[s.turn_];
  if (s.chain_ != kNone && phase != "chain" && phase != "silo")
    refuse("chain", tx("a chain is open only in the chain phase or its silo draw"));
  if (penaltyOption >= 0 && phase != (penaltyOption == 0 ? "penalty-draw" : "penalty-pick"))
    refuse("penalty", tx("a refill in progress goes with phase penalty-draw (A) or penalty-pick (B)"));
  s.current_ = s.turn_;
  if (phase == "over") {
    s.phase_ = Phase::kOver;
    s.turn_ = s.current_ = 0;
  } else if (phase == "turn") {
    s.phase_ = Phase::kTurn;
    if (!s.played_ && !s.canFulfil(s.turn_))
      refuse("phase", tx("{1} cannot fulfil the turn (no terrain or card to play, no jolly in hand, no burnt "
                         "card), so the phase is \"penalty\"",
                         who));
  } else if (phase == "silo") {
    s.phase_ = Phase::kSilo;
    if (s.silosEmpty()) refuse("silos", tx("the silos are empty, so there is no silo draw"));
    if (s.chain_ != kNone && s.stage_[s.chain_] != 1)
      refuse("chain", tx("a silo draw in a chain follows a jolly standing in for a terrain"));
    s.played_ = true;
  } else if (phase == "chain") {
    if (s.chain_ == kNone) refuse("chain", tx("phase chain needs the line of the open chain (e.g. \"R1\")"));
    s.phase_ = Phase::kChain;
    s.played_ = true;
  } else if (phase == "well") {
    s.phase_ = Phase::kWell;
    s.played_ = true;
    if (me.handSize() >= s.rules_.refillTo)
      refuse("phase", tx("{1} holds {2} cards or more: the well is done", who, s.rules_.refillTo));
    if (s.wellCards() == 0) refuse("wells", tx("the wells are empty: the well is done"));
  } else if (phase == "penalty") {
    s.phase_ = Phase::kPenalty;
    if (s.played_ || s.canFulfil(s.turn_))
      refuse("phase", tx("{1} can fulfil the turn: there is no penalty", who));
    if (me.uncollected == 0) s.seats_[s.turn_].revealed = true;  // shown on entering the penalty
  } else {
    if (penaltyOption < 0) refuse("penalty", tx("phase {1} needs the refill in progress", phase));
    s.phase_ = penaltyOption == 0 ? Phase::kPenaltyDraw : Phase::kPenaltyPick;
    s.seats_[s.turn_].revealed = true;
    if (me.handSize() + s.need_ != s.rules_.refillTo)
      refuse("penalty.cards", tx("the refill brings the hand to {1}: {2} holds {3}, so {4} more",
                                 s.rules_.refillTo, who, me.handSize(), s.rules_.refillTo - me.handSize()));
    if (s.wellCards() < s.need_) refuse("wells", tx("fewer cards than the refill still needs"));
    if (penaltyOption == 1) {
      s.current_ = static_cast<std::uint8_t>(currentGiven >= 0 ? currentGiven : (s.turn_ + 1) % kSeats);
      if (s.current_ == s.turn_) refuse("current", tx("in option B an opponent picks, not {1}", who));
    }
  }
  if (s.chain_ != kNone && !(me.hand[s.chain_] & s.closingMask()))
    refuse("chain",
           tx("{1} holds no card that could close the chain on the {2} line", who, lineName(s.chain_)));
  if (!over)
    for (int i = 0; i < kSeats; ++i)
      if (s.seats_[i].cards() == 0 && !(s.phase_ == Phase::kSilo && i == s.turn_))
        refuse("players[" + std::to_string(i) + "]",
               tx("no cards left (hand and terrains): the hand would be over (\"phase\": \"over\" after the "
                  "last hand)"));
  if (currentGiven >= 0 && s.phase_ != Phase::kPenaltyPick && currentGiven != s.current_)
    refuse("current", tx("only in penalty option B does another seat decide than the one whose turn it is"));
}

}  // namespace vb::vegetables
