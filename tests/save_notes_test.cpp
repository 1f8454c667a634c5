// Saves: the optional notes (app words at cursor positions, such as "teaching mode on").
#include "support.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/save.h"
#include "veggiebox/play/timeline.h"

namespace save_notes_test {

namespace {

// A two-person Veggies game with four decisions played.
vb::Json playedSave(const std::vector<vb::SaveNote>& notes) {
  vb::Timeline t(vbtest::newGame("veggies", 2, 3));
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(t.play(t.current().legalActions().front()));
  vb::Save save = t.toSave({vb::Seat{"P1", true, ""}, vb::Seat{"P2", true, ""}}, 3, {}, false);
  save.notes = notes;
  return save.toJson(t.current());
}

TEST(SaveNotes, RoundTrip) {
  const std::vector<vb::SaveNote> notes = {{1, "teaching mode on"}, {4, "teaching mode off"}};
  const vb::Json json = playedSave(notes);
  ASSERT_TRUE(json.contains("notes"));
  EXPECT_EQ(json["notes"][0]["at"], 1);
  EXPECT_EQ(json["notes"][0]["text"], "teaching mode on");
  const vb::LoadedSave loaded = vb::loadSave(json);
  EXPECT_EQ(loaded.save.notes, notes);
  EXPECT_EQ(loaded.save.cursor, 4u);
}

TEST(SaveNotes, ASaveWithoutNotesLoadsAndWritesNone) {
  const vb::Json json = playedSave({});
  EXPECT_FALSE(json.contains("notes"));
  EXPECT_TRUE(vb::loadSave(json).save.notes.empty());
}

TEST(SaveNotes, ABadNotesFieldIsRefusedByName) {
  const vb::Json good = playedSave({{0, "teaching mode on"}});
  const auto refusal = [&](const char* pointer, const vb::Json& value) {
    vb::Json bad = good;
    bad[vb::Json::json_pointer(pointer)] = value;
    return vbtest::inputError([&] { vb::loadSave(bad); });
  };
  EXPECT_NE(refusal("/notes", "on").find("notes: must be an array"), std::string::npos);
  EXPECT_NE(refusal("/notes/0", 3).find("notes[0]: must be an object"), std::string::npos);
  EXPECT_NE(refusal("/notes/0/at", 5).find("notes[0].at: must be a whole number from 0 to 4"),
            std::string::npos);
  EXPECT_NE(refusal("/notes/0/at", -1).find("notes[0].at"), std::string::npos);
  EXPECT_NE(refusal("/notes/0/at", "1").find("notes[0].at"), std::string::npos);
  EXPECT_NE(refusal("/notes/0/text", 7).find("notes[0].text"), std::string::npos);
  EXPECT_NE(refusal("/notes/0/text", "").find("notes[0].text"), std::string::npos);
  EXPECT_NE(refusal("/notes/0/text", "two\nlines").find("notes[0].text"), std::string::npos);
  EXPECT_NE(refusal("/notes/0/text", std::string(201, 'x')).find("notes[0].text"), std::string::npos);
  EXPECT_NE(refusal("/notes/0/who", "me").find("who"), std::string::npos);
  vb::Json missing = good;
  missing["notes"][0].erase("text");
  EXPECT_NE(vbtest::inputError([&] { vb::loadSave(missing); }).find("notes[0].text: missing"),
            std::string::npos);
  EXPECT_NO_THROW(vb::loadSave(good));
}

}  // namespace
}  // namespace save_notes_test
