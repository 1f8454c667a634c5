#include "veggies/veggies_sight.h"

#include "veggiebox/core/score_sheet.h"

namespace vb::app::veggies {

namespace {

// A card field of an observation: an id, null (no card) or "hidden".
int cardField(const Json& j) {
  if (j.is_number_integer()) return j.get<int>();
  if (j.is_string()) return kHidden;
  return kNoCard;
}

TableSight::Phase phaseFrom(const std::string& name) {
  if (name == "play") return TableSight::Phase::Play;
  if (name == "announce") return TableSight::Phase::Announce;
  if (name == "over") return TableSight::Phase::Over;
  return TableSight::Phase::Start;
}

}  // namespace

CardFaces CardFaces::of(const vb::Json& observation) {
  CardFaces faces;
  const vb::Json variant = observation.value("variant", vb::Json::object());
  const vb::Json deck = variant.value("rules", vb::Json::object()).value("deck", vb::Json());
  if (!deck.is_array()) return faces;
  // The engine has checked the deck: 40 cards of six symbol codes (Game::readVariant).
  auto cards = std::make_shared<std::vector<vb::veggies::Card>>();
  for (std::size_t k = 0; k < deck.size(); ++k) {
    vb::veggies::Card card;
    card.id = static_cast<int>(k) + 1;
    const std::string codes = deck[k].get<std::string>();
    for (std::size_t i = 0; i < card.spaces.size() && i < codes.size(); ++i)
      card.spaces[i] = vb::veggies::symbolFromCode(codes[i]);
    cards->push_back(card);
  }
  faces.cards_ = std::move(cards);
  return faces;
}

std::vector<std::string> CardFaces::rows(int id, int quarterTurns) const {
  if (id < 1 || id > vb::veggies::kDeckSize) return {};  // no card, or one face down
  if (cards_ == nullptr || id > static_cast<int>(cards_->size()))
    return vb::veggies::cardRows(vb::veggies::card(id), quarterTurns);
  return vb::veggies::cardRows((*cards_)[static_cast<std::size_t>(id - 1)], quarterTurns);
}

char SeenPlayer::at(int x, int y) const {
  const int row = y - origin.y(), column = x - origin.x();
  if (row < 0 || row >= static_cast<int>(rows.size())) return '.';
  const std::string& r = rows[static_cast<std::size_t>(row)];
  if (column < 0 || column >= static_cast<int>(r.size())) return '.';
  return r[static_cast<std::size_t>(column)];
}

QRect SeenPlayer::bounds() const {
  if (rows.empty() || rows.front().empty()) return {};
  return {origin, QSize(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()))};
}

TableSight TableSight::read(const vb::State& state, int seat, bool handsOpen) {
  // Teaching mode shows every hand: the whole snapshot. Otherwise only the seat's observation.
  // The largest groups always come from the observation, where the engine names them.
  const Json seen = state.observation(seat);
  const Json j = handsOpen ? state.toJson() : seen;
  TableSight t;
  t.phase = phaseFrom(j.value("phase", std::string("start")));
  t.current = j["current"].is_number_integer() ? j["current"].get<int>() : -1;
  t.first = j.value("first", 0);
  t.faces = CardFaces::of(seen);
  t.deckSize = j.contains("deck_size") ? j["deck_size"].get<int>() : static_cast<int>(j["deck"].size());
  for (std::size_t i = 0; i < t.market.size() && i < j["market"].size(); ++i)
    t.market[i] = cardField(j["market"][i]);
  for (const Json& pj : j["players"]) {
    SeenPlayer p;
    p.name = QString::fromStdString(pj["name"].get<std::string>());
    const Json& stall = pj["stall"];
    for (const Json& row : stall["rows"]) p.rows.push_back(row.get<std::string>());
    p.origin = QPoint(stall["origin"][0].get<int>(), stall["origin"][1].get<int>());
    p.cardCount = static_cast<int>(stall["cards"].size());
    p.hand = cardField(pj["hand"]);
    if (pj.contains("drawn"))
      for (const Json& d : pj["drawn"]) p.drawn.push_back(cardField(d));
    if (pj["announced"].is_string()) p.announced = pj["announced"].get<std::string>().at(0);
    if (const std::size_t i = t.players.size(); i < seen["players"].size()) {
      const Json largest = seen["players"][i].value("largest", Json::object());
      p.largestSize = largest.value("size", 0);
      for (const Json& code : largest.value("types", Json::array()))
        p.largestTypes += code.get<std::string>();
    }
    t.players.push_back(std::move(p));
  }
  // The score sheet reads only the stalls and the announcements, which everybody sees.
  const ScoreSheet sheet = state.scoreSheet();
  for (std::size_t i = 0; i < sheet.players.size() && i < t.players.size(); ++i) {
    t.players[i].score = sheet.players[i].total;
    for (const ScoreLine& line : sheet.players[i].lines)
      t.players[i].scoreLines.emplace_back(QString::fromStdString(line.label), line.points);
  }
  t.finalScores = sheet.final;
  t.winners = sheet.winners;
  return t;
}

}  // namespace vb::app::veggies
