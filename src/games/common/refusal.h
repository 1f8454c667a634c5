// Why an action is refused, and the rule that refuses it (docs/architecture.md#refusals-carry-their-rule):
// one value, so that the reason and its anchor come from one place and never drift apart.
#pragma once

#include <string>
#include <string_view>
#include <utility>

namespace vb::common {

struct Refusal {
  std::string why;        // the reason in words; empty: the action is legal
  std::string_view rule;  // the anchor of the rule's heading in docs/rules/<game>.md

  Refusal() = default;
  Refusal(std::string reason, std::string_view anchor) : why(std::move(reason)), rule(anchor) {}

  bool refused() const { return !why.empty(); }
};

}  // namespace vb::common
