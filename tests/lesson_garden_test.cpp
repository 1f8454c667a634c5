// The Veggie Garden guided first game (resources/learn/garden.json, docs/learn.md) plays through the
// engine and teaches what it promises: the learner uses every power in play, the bunny and the mole
// move, the harvest refills (once by the four-of-a-kind rule), the last round comes and the game is
// scored. Each check reads the actions and the states, never the guide's words.
#include <set>

#include "support.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/lesson.h"

namespace {

using vb::Json;
using vb::LessonStep;

vb::Lesson gardenLesson() {
  vb::registerBuiltinGames();
  const std::string path = std::string(VEGGIEBOX_LEARN_GARDEN);
  return vb::readLesson(Json::parse(vb::readTextFile(path)), path);
}

// One move of the lesson: who made it, its JSON, and the state's snapshot and events around it.
struct Move {
  LessonStep::Kind kind;
  int mover;
  Json action;
  Json before, after;
  Json eventsBefore, eventsAfter;
};

std::vector<Move> movesOf(const vb::Lesson& lesson) {
  std::vector<Move> moves;
  auto state = vb::lessonStart(lesson);
  for (const LessonStep& step : lesson.steps) {
    if (step.kind == LessonStep::Kind::kSay || step.kind == LessonStep::Kind::kTry) continue;
    const vb::ActionId id = state->parseAction(step.action);
    Move move{step.kind, state->currentPlayer(), state->actionJson(id), state->toJson(), {}, state->events(),
              {}};
    EXPECT_TRUE(state->apply(id)) << step.action;
    move.after = state->toJson();
    move.eventsAfter = state->events();
    moves.push_back(std::move(move));
  }
  return moves;
}

// The post holding the bunny (token 0), as "top 3" or "left 1".
std::string bunnyPost(const Json& snapshot) {
  for (const auto& [side, tokens] : snapshot["fence"].items())
    for (std::size_t i = 0; i < tokens.size(); ++i)
      if (tokens[i] == 0) return side + " " + std::to_string(i);
  return "";
}

std::multiset<std::string> crops(const Json& list) {
  std::multiset<std::string> out;
  for (const Json& c : list)
    if (c.is_string()) out.insert(c.get<std::string>());
  return out;
}

TEST(LessonGarden, PlaysThroughToTheEnd) {
  const vb::Lesson lesson = gardenLesson();
  EXPECT_EQ(lesson.game, "garden");
  int tries = 0;
  for (const LessonStep& step : lesson.steps) tries += step.kind == LessonStep::Kind::kTry ? 1 : 0;
  EXPECT_EQ(tries, 1) << "a likely mistake, refused (playLesson checks the refusal)";
  const auto end = vb::playLesson(lesson);
  ASSERT_TRUE(end->isOver());
  EXPECT_GE(lesson.steps.size(), 25U);
  EXPECT_LE(lesson.steps.size(), 45U);
}

TEST(LessonGarden, TheLearnerUsesEveryPowerInPlay) {
  const vb::Lesson lesson = gardenLesson();
  std::set<std::string> used;
  for (const Move& m : movesOf(lesson)) {
    for (const auto& [crop, counts] : m.eventsAfter["powers"].items()) {
      const int more = counts["used"].get<int>() - m.eventsBefore["powers"][crop]["used"].get<int>();
      if (more > 0 && m.mover == lesson.learner) used.insert(crop);
      EXPECT_EQ(counts["skipped"], 0) << crop << ": a lesson never skips a power";
    }
  }
  const Json inPlay = vb::lessonStart(lesson)->toJson()["crops"];
  EXPECT_EQ(used, std::set<std::string>(inPlay.begin(), inPlay.end()));
}

TEST(LessonGarden, TheLearnerMovesTheBunnyAndTheMole) {
  const vb::Lesson lesson = gardenLesson();
  int bunny = 0;
  int mole = 0;
  for (const Move& m : movesOf(lesson)) {
    if (m.mover != lesson.learner) continue;
    bunny += bunnyPost(m.before) != bunnyPost(m.after) ? 1 : 0;
    mole += m.before["mole"] != m.after["mole"] ? 1 : 0;
  }
  EXPECT_GE(bunny, 1);
  EXPECT_GE(mole, 1);
}

TEST(LessonGarden, TheHarvestRefillsAndRedealsFourOfAKind) {
  int refills = 0;
  int fourOfAKind = 0;
  for (const Move& m : movesOf(gardenLesson())) {
    if (m.after["deck"].size() < m.before["deck"].size()) ++refills;
    std::multiset<std::string> discarded = crops(m.after["discard"]);
    for (const std::string& c : crops(m.before["discard"])) discarded.erase(discarded.find(c));
    for (const std::string& c : std::set<std::string>(discarded.begin(), discarded.end()))
      fourOfAKind += discarded.count(c) >= 4 ? 1 : 0;
  }
  EXPECT_GE(refills, 12) << "every power turn refills the harvest from the deck";
  EXPECT_EQ(fourOfAKind, 1);
}

TEST(LessonGarden, TheLastRoundTakesWithoutPowerAndTheGameIsScored) {
  const vb::Lesson lesson = gardenLesson();
  int learnerLastRound = 0;
  for (const Move& m : movesOf(lesson)) {
    if (m.before["phase"] != "last-round") continue;
    EXPECT_EQ(m.after["harvest"].size(), m.before["harvest"].size());
    EXPECT_EQ(m.after["deck"], m.before["deck"]) << "no refill in the last round";
    learnerLastRound += m.mover == lesson.learner && m.kind == LessonStep::Kind::kDo ? 1 : 0;
  }
  EXPECT_EQ(learnerLastRound, 1);
  const auto end = vb::playLesson(lesson);
  const vb::ScoreSheet sheet = end->scoreSheet();
  ASSERT_TRUE(sheet.final);
  // The end text's numbers: a crop scores its value per card, and the hand holds all five crops.
  EXPECT_EQ(sheet.players[0].total, 58);
  EXPECT_EQ(sheet.players[1].total, 52);
  EXPECT_EQ(sheet.winners, std::vector<int>{lesson.learner});
  const Json values = end->observation(lesson.learner)["values"];
  const Json hand = end->toJson()["players"][lesson.learner]["hand"];
  int fromValues = 0;
  for (const Json& crop : hand) fromValues += values[crop.get<std::string>()].get<int>();
  EXPECT_EQ(sheet.players[0].total, fromValues + 10);
}

}  // namespace
