// VEGEtables 2.0 snapshots: the whole state as JSON (toJson, docs/saves.md) and what a seat may see
// of it (observation). They are read back in snapshot_read.cpp.
#include <algorithm>
#include <utility>

#include "games/vegetables/state.h"

namespace vb::vegetables {

namespace {

// A score line as a snapshot writes it (docs/saves.md): its event (ScoreEvent::kNames) and the detail
// each kind carries.
Json eventJson(const ScoreEvent& e) {
  Json j = {{"hand", e.hand}, {"event", std::string(ScoreEvent::kNames[e.kind])}, {"points", e.points}};
  switch (e.kind) {
    case ScoreEvent::kLine:
      j["card"] = cardName(e.detail);
      break;
    case ScoreEvent::kColour:
      j["colour"] = std::string(1, colourLetter(e.detail));
      break;
    case ScoreEvent::kJolly:
      j["before"] = e.detail;
      break;
    case ScoreEvent::kClosing:
      j["open"] = e.detail;
      break;
    case ScoreEvent::kPenalty:
    case ScoreEvent::kCarried:
      break;
  }
  return j;
}

}  // namespace

// The cards of per-line stage masks, in card order.
Json cardList(const std::array<std::uint8_t, kLines>& masks) {
  std::array<std::uint8_t, kCards> cards{};
  int n = 0;
  for (int l = 0; l < kLines; ++l)
    for (int s = 0; s < kStages; ++s)
      if (masks[l] >> s & 1) cards[n++] = static_cast<std::uint8_t>(cardAt(l, s));
  std::sort(cards.begin(), cards.begin() + n);
  Json out = Json::array();
  for (int i = 0; i < n; ++i) out.push_back(cardName(cards[i]));
  return out;
}

Json terrainList(std::uint16_t terrains) {
  Json out = Json::array();
  for (int l = 0; l < kLines; ++l)
    if (terrains >> l & 1) out.push_back(cardName(cardAt(l, 0)));
  return out;
}

Json VegetablesState::toJsonFor(int seat, bool whole) const {
  Json j = snapshotHead(
      {{"hands", std::to_string(hands_)}, {"start", start_ == Start::kRotate ? "rotate" : "black-one"}},
      kPhaseNames[static_cast<int>(phase_)], seat, whole);
  j["hand_number"] = handNumber_;
  j["starter"] = starter_;
  j["current"] = currentPlayer() < 0 ? Json(nullptr) : Json(current_);
  j["turn"] = phase_ == Phase::kOver ? Json(nullptr) : Json(turn_);
  j["played"] = played_;
  j["chain"] = chain_ == kNone ? Json(nullptr) : Json(lineName(chain_));
  if (phase_ == Phase::kPenaltyDraw)
    j["penalty"] = {{"option", "A"}, {"cards", need_}};
  else if (phase_ == Phase::kPenaltyPick)
    j["penalty"] = {{"option", "B"}, {"cards", need_}, {"picks_left", picksLeft_}};
  else
    j["penalty"] = nullptr;
  j["quiet"] = quiet_;
  j["rows"] = Json::array();
  for (auto c : rows_)
    if (c != kNone) j["rows"].push_back(std::string(1, colourLetter(c)));
  j["board"] = Json::object();
  std::array<std::uint8_t, kLines> burnt{};
  for (int l = 0; l < kLines; ++l) {
    if (stage_[l] > 0) j["board"][lineName(l)] = cardName(cardAt(l, stage_[l] - 1));
    burnt[l] = jolly_[l];
  }
  j["burnt"] = cardList(burnt);
  j["silos"] = Json::array();
  for (const auto& silo : silos_) j["silos"].push_back(pileJson(silo));
  j["wells"] = Json::array();
  for (const auto& well : wells_) j["wells"].push_back(pileJson(well));
  j["discards"] = cardList(discards_);
  j["discarded_jollies"] = discardedJollies_;
  j["players"] = Json::array();
  for (int i = 0; i < kSeats; ++i) {
    const Seat& p = seats_[i];
    Json pj = {{"name", names_[i]}};
    if (whole || i == seat || p.revealed) {
      pj["hand"] = cardList(p.hand);
    } else {
      pj["hand"] = "hidden";
    }
    if (!whole) {
      // What every seat sees of a hand: its cards by back (docs/rules/vegetables.md#hidden-information).
      pj["hand_size"] = p.handCount;
      pj["backs"] = {
          {"white", p.backCount(Back::kWhite)}, {"green", p.backCount(Back::kGreen)}, {"jolly", p.held}};
    }
    pj["terrains"] = terrainList(p.terrains);
    pj["jollies"] = {{"uncollected", p.uncollected}, {"held", p.held}};
    pj["revealed"] = p.revealed;
    Json score = Json::array();
    int total = 0;
    for (const auto& e : events_[i]) {
      Json line = eventJson(e);
      if (!whole) line["text"] = eventText(e);  // for views: what the line records
      score.push_back(std::move(line));
      total += e.points;
    }
    pj["score"] = std::move(score);
    if (!whole) pj["total"] = total;
    j["players"].push_back(std::move(pj));
  }
  return j;
}

}  // namespace vb::vegetables
