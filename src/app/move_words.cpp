#include "move_words.h"

#include <algorithm>

#include "veggiebox/core/text.h"

namespace vb::app {

QStringList MoveWords::of(const vb::Timeline& timeline, std::size_t branch, std::size_t count) {
  const auto& branches = timeline.branches();
  if (branch >= branches.size()) return {};
  const std::vector<vb::Timeline::Entry>& line = branches[branch].line;
  count = std::min(count, line.size());
  if (language_ != vb::language()) {
    lines_.clear();
    language_ = vb::language();
  }
  if (lines_.size() < branches.size()) lines_.resize(branches.size());
  Line& known = lines_[branch];
  // How many of the moves described are still the line's first moves.
  std::size_t same = 0;
  while (same < known.actions.size() && same < line.size() && known.actions[same] == line[same].action)
    ++same;
  if (same < count && same < known.actions.size()) known = Line{};  // changed under the words: anew
  if (known.actions.empty()) known.end = timeline.start().clone();
  for (std::size_t i = known.actions.size(); i < count; ++i) {
    const vb::Timeline::Entry& entry = line[i];
    known.words << QString::fromStdString(known.end ? known.end->describeAction(entry.action)
                                                    : entry.description);
    if (known.end && !known.end->apply(entry.action)) known.end.reset();
    known.actions.push_back(entry.action);
  }
  return known.words.first(static_cast<qsizetype>(count));
}

}  // namespace vb::app
