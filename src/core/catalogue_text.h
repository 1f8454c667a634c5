// The catalogues under po/, compiled in as text (CMakeLists.txt writes catalogue_text.cpp from
// src/core/catalogue_text.cpp.in): one entry per po/<domain>/<lang>.po.
#pragma once

#include <string_view>
#include <vector>

namespace vb::text_detail {

struct EmbeddedCatalogue {
  std::string_view language;
  std::string_view domain;
  std::string_view po;
};

const std::vector<EmbeddedCatalogue>& embeddedCatalogues();

}  // namespace vb::text_detail
