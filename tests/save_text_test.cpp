// Saves: the text every writer writes (vb::saveText) opens with the format and its version, by
// which the desktop recognises a save (docs/saves.md#the-file); it reads back as the same save.
#include <algorithm>

#include "support.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/save.h"
#include "veggiebox/play/timeline.h"

namespace save_text_test {

namespace {

TEST(SaveText, OpensWithTheFormatVersionAndGameThenTheRestInNameOrder) {
  vb::Timeline t(vbtest::newGame("veggies", 2, 3));
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(t.play(t.current().legalActions().front()));
  vb::Save save = t.toSave({vb::Seat{"P1", true, ""}, vb::Seat{"P2", true, ""}}, 3, {}, false);
  save.notes = {{2, "teaching mode on"}};
  const vb::Json json = save.toJson(t.current());
  const std::string text = vb::saveText(json);

  EXPECT_EQ(
      text.rfind("{\n  \"format\": \"veggiebox-save\",\n  \"version\": 1,\n  \"game\": \"veggies\",\n  ", 0),
      0u)
      << text.substr(0, 100);
  ASSERT_EQ(text.back(), '\n');
  EXPECT_EQ(vb::Json::parse(text), json) << "the same save, whatever the order";
  // After the first three, the fields in name order, as every save was written before.
  std::vector<std::string> keys;
  const nlohmann::ordered_json read = nlohmann::ordered_json::parse(text);
  for (const auto& [key, value] : read.items()) keys.push_back(key);
  ASSERT_GE(keys.size(), 4u);
  EXPECT_EQ(std::vector<std::string>(keys.begin(), keys.begin() + 3),
            (std::vector<std::string>{"format", "version", "game"}));
  EXPECT_TRUE(std::is_sorted(keys.begin() + 3, keys.end()));
  // Deeper fields keep their order: only the top level moves.
  EXPECT_NE(text.find("\"notes\": [\n    {\n      \"at\": 2,\n      \"text\": \"teaching mode on\"\n"),
            std::string::npos);
  EXPECT_EQ(vb::loadSave(vb::Json::parse(text)).save.notes, save.notes);
}

}  // namespace
}  // namespace save_text_test
