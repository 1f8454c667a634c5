// The VEGEtables 2.0 guided first game (resources/learn/vegetables.json, docs/learn.md) plays one
// hand through the engine and teaches what it promises: the learner plays a terrain and draws from
// a silo, plays a card on its line, plays a jolly chain, takes a penalty, goes to the well, and sees
// the hand end and be scored. Each check reads the actions, the events (docs/events.md) and the
// states, never the guide's words.
#include <map>

#include "support.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/play/lesson.h"

namespace lesson_vegetables_test {

namespace {

using vb::Json;
using vb::LessonStep;

vb::Lesson vegetablesLesson() {
  const std::string path = std::string(VEGGIEBOX_LEARN_VEGETABLES);
  return vb::readLesson(Json::parse(vb::readTextFile(path)), path);
}

// What each seat did in the lesson: its actions' JSON types, counted, and the events its actions
// added (an event's count after the action minus before it, summed per seat).
struct BySeat {
  std::map<int, std::map<std::string, int>> types;
  std::map<int, Json> events;
};

void addEvents(Json& sum, const Json& before, const Json& after) {
  if (sum.is_null()) sum = Json::object();
  for (const auto& [key, value] : after.items()) {
    if (value.is_object()) {
      addEvents(sum[key], before[key], value);
    } else {
      sum[key] = sum.value(key, 0) + value.get<int>() - before[key].get<int>();
    }
  }
}

BySeat playBySeat(const vb::Lesson& lesson) {
  BySeat by;
  auto state = vb::lessonStart(lesson);
  for (const LessonStep& step : lesson.steps) {
    if (step.kind != LessonStep::Kind::kDo && step.kind != LessonStep::Kind::kAuto) continue;
    const vb::ActionId id = state->parseAction(step.action);
    const int mover = state->currentPlayer();
    const Json before = state->events();
    ++by.types[mover][state->actionJson(id)["type"].get<std::string>()];
    EXPECT_TRUE(state->apply(id)) << step.action;
    addEvents(by.events[mover], before, state->events());
  }
  return by;
}

TEST(LessonVegetables, PlaysOneHandToItsEnd) {
  const vb::Lesson lesson = vegetablesLesson();
  EXPECT_EQ(lesson.game, "vegetables");
  EXPECT_GE(lesson.steps.size(), 25U);
  EXPECT_LE(lesson.steps.size(), 45U);
  int tries = 0;
  for (const LessonStep& step : lesson.steps) tries += step.kind == LessonStep::Kind::kTry ? 1 : 0;
  EXPECT_GE(tries, 1) << "a likely mistake, refused (playLesson checks the refusal)";
  const auto end = vb::playLesson(lesson);
  ASSERT_TRUE(end->isOver());
  EXPECT_EQ(end->events()["hands"], 1);
  EXPECT_EQ(end->events()["closing_bonuses"], 1);
}

TEST(LessonVegetables, TheLearnerPlaysATerrainDrawsFromASiloAndPlaysOnALine) {
  const vb::Lesson lesson = vegetablesLesson();
  const auto types = playBySeat(lesson).types[lesson.learner];
  EXPECT_GE(types.at("terrain"), 1);
  EXPECT_GE(types.at("silo"), 1);
  // One play closes the jolly chain; the others go on a line with no jolly.
  EXPECT_GE(types.at("play"), 2);
  EXPECT_GE(types.at("pass"), 1);
}

TEST(LessonVegetables, TheLearnerPlaysAJollyChainAndCompletesALine) {
  const vb::Lesson lesson = vegetablesLesson();
  const Json events = playBySeat(lesson).events[lesson.learner];
  EXPECT_EQ(events["jollies"]["collected"], 2);
  EXPECT_EQ(events["jollies"]["chains"], 1);
  EXPECT_EQ(events["jollies"]["played"], 2);
  EXPECT_EQ(events["lines_completed"], 1);
}

TEST(LessonVegetables, TheLearnerChoosesAPenaltyAndGoesToTheWell) {
  const vb::Lesson lesson = vegetablesLesson();
  BySeat by = playBySeat(lesson);
  const Json& events = by.events[lesson.learner];
  EXPECT_EQ(by.types[lesson.learner].at("penalty"), 1);
  const int penalties = events["penalties"]["A"].get<int>() + events["penalties"]["B"].get<int>() +
                        events["penalties"]["C"].get<int>();
  EXPECT_EQ(penalties, 1);
  EXPECT_EQ(events["wells"]["visits"], 1);
  EXPECT_GE(events["wells"]["draws"], 1);
  // The other seats show the discards: a jolly and a burnt card each fulfil a turn.
  int jollyDiscards = 0;
  int burntDiscards = 0;
  for (const auto& [seat, sum] : by.events) {
    if (seat == lesson.learner) continue;
    jollyDiscards += sum["jollies"]["discarded"].get<int>();
    burntDiscards += sum["burnt_discards"].get<int>();
  }
  EXPECT_EQ(jollyDiscards, 1);
  EXPECT_EQ(burntDiscards, 1);
}

TEST(LessonVegetables, TheHandEndsScoredAsTheEndTextSays) {
  const vb::Lesson lesson = vegetablesLesson();
  const auto start = vb::lessonStart(lesson);
  const auto end = vb::playLesson(lesson);
  const vb::ScoreSheet sheet = end->scoreSheet();
  ASSERT_TRUE(sheet.final);
  // The learner's lesson points: 20 for the second jolly (two players had both) and 10 for a line.
  EXPECT_EQ(sheet.players[lesson.learner].total - start->scoreSheet().players[lesson.learner].total, 30);
  // Bo closes the hand: 10 for each of the 14 lines not completed.
  EXPECT_EQ(sheet.players[1].total - start->scoreSheet().players[1].total, 140);
  EXPECT_EQ(end->events()["closing_points"], 140);
}

}  // namespace
}  // namespace lesson_vegetables_test
