#include "veggies/choices.h"

namespace vb::app::veggies {

bool Choices::canPlaceFrom(Source s) const {
  for (const auto& byCell : place[static_cast<std::size_t>(sourceIndex(s))])
    if (!byCell.empty()) return true;
  return false;
}

bool Choices::canPlace(Source s, int quarterTurns) const {
  return !place[static_cast<std::size_t>(sourceIndex(s))][static_cast<std::size_t>(quarterTurns & 3)].empty();
}

const ActionId* Choices::placement(Source s, int quarterTurns, QPoint at) const {
  const auto& byCell =
      place[static_cast<std::size_t>(sourceIndex(s))][static_cast<std::size_t>(quarterTurns & 3)];
  const auto it = byCell.find({at.x(), at.y()});
  return it == byCell.end() ? nullptr : &it->second;
}

Choices Choices::read(const vb::State& state, const LegalIndex& legal) {
  Choices c;
  if (state.isOver()) return c;
  for (const LegalIndex::Entry& entry : legal.entries()) {
    const ActionId a = entry.id;
    const Json j = state.actionJson(a);
    const std::string type = j.value("type", std::string());
    if (type == "start") {
      c.start[j["card"].get<int>()] = a;
    } else if (type == "announce") {
      c.announce[j["produce"].get<std::string>().at(0)] = a;
    } else if (type == "place") {
      const int source = j["source"] == "hand" ? 0 : 1 + j["market"].get<int>();
      const int turns = (j["rotation"].get<int>() / 90) & 3;
      c.place[static_cast<std::size_t>(source)][static_cast<std::size_t>(turns)]
             [{j["at"][0].get<int>(), j["at"][1].get<int>()}] = a;
    }
  }
  return c;
}

}  // namespace vb::app::veggies
