// What the last move changed on the VEGEtables 2.0 table (BoardView::changedRects,
// README.md#the-app): the board lines grown, the silos and wells drawn from, and the cards and
// terrains that came into the own row — each where the table lays it out now.
#include <QSet>
#include <set>
#include <string>

#include "vegetables/vegetables_board.h"

namespace vb::app::vegetables {

namespace {

std::set<std::string> namesIn(const vb::Json& list) {
  std::set<std::string> names;
  if (list.is_array())
    for (const vb::Json& c : list)
      if (c.is_string()) names.insert(c.get<std::string>());
  return names;
}

}  // namespace

std::vector<QRect> VegetablesBoard::changedRects(const vb::Json& before, const vb::Json& after) const {
  QSet<QString> keys;
  for (const std::string& path : changedPaths(before, after)) {
    // "/silos/2/0" -> silo:2; "/wells/1" -> well:1; "/board/R3" -> cell:R3.
    const std::size_t second = path.find('/', 1);
    const std::string head = path.substr(1, second == std::string::npos ? std::string::npos : second - 1);
    if (second == std::string::npos) continue;
    const std::size_t third = path.find('/', second + 1);
    const std::string key =
        path.substr(second + 1, third == std::string::npos ? std::string::npos : third - second - 1);
    if (head == "silos") keys.insert(QStringLiteral("silo:") + QString::fromStdString(key));
    if (head == "wells") keys.insert(QStringLiteral("well:") + QString::fromStdString(key));
    if (head == "board") keys.insert(QStringLiteral("cell:") + QString::fromStdString(key));
  }
  // The own row: cards and terrains that were not there before.
  const int me = seat();
  const vb::Json& was = before.value("players", vb::Json::array());
  const vb::Json& now = after.value("players", vb::Json::array());
  if (me >= 0 && me < static_cast<int>(was.size()) && me < static_cast<int>(now.size())) {
    for (const auto& [field, prefix] : {std::pair{"hand", "hand:"}, std::pair{"terrains", "terrain:"}}) {
      const std::set<std::string> old = namesIn(was[me].value(field, vb::Json()));
      for (const std::string& card : namesIn(now[me].value(field, vb::Json())))
        if (!old.count(card)) keys.insert(QString::fromLatin1(prefix) + QString::fromStdString(card));
    }
  }
  std::vector<QRect> rects;
  for (const Spot& spot : spots_)
    if (keys.contains(spot.key) && spot.rect.isValid()) rects.push_back(spot.rect);
  return rects;
}

}  // namespace vb::app::vegetables
