// The guided first games (docs/learn.md): every lesson file under resources/learn is read and
// played through the engine, and the Veggies lesson shows every rule issue #15 asks of it. Coverage
// is read from the lesson's actions and the states they make, never from its words.
#include <gtest/gtest.h>
#include <algorithm>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "support.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/lesson.h"

namespace lesson_test {

namespace {

using vb::Json;
using vb::Lesson;
using vb::LessonStep;

std::vector<std::filesystem::path> lessonFiles() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(VEGGIEBOX_LESSONS))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  return files;
}

Lesson readLessonFile(const std::filesystem::path& path) {
  return vb::readLesson(Json::parse(vbtest::readFile(path.string())), path.filename().string());
}

Lesson lessonOf(const std::string& game) {
  return readLessonFile(std::filesystem::path(VEGGIEBOX_LESSONS) / (game + ".json"));
}

// A lesson's step, with the state just before it and the state just after it.
struct Played {
  const LessonStep* step = nullptr;
  std::unique_ptr<vb::State> before;
  std::unique_ptr<vb::State> after;
};

std::vector<Played> playSteps(const Lesson& lesson) {
  std::vector<Played> out;
  std::unique_ptr<vb::State> state = vb::lessonStart(lesson);
  for (const LessonStep& step : lesson.steps) {
    Played p{&step, state->clone(), nullptr};
    if (step.kind == LessonStep::Kind::kDo || step.kind == LessonStep::Kind::kAuto) {
      EXPECT_TRUE(state->apply(state->parseAction(step.action))) << step.action;
    }
    p.after = state->clone();
    out.push_back(std::move(p));
  }
  return out;
}

TEST(Lesson, EveryLessonFilePlaysThroughTheEngineToTheEnd) {
  const std::vector<std::filesystem::path> files = lessonFiles();
  ASSERT_FALSE(files.empty());
  std::set<std::string> games;
  for (const auto& path : files) {
    SCOPED_TRACE(path.filename().string());
    const Lesson lesson = readLessonFile(path);
    EXPECT_EQ(path.stem().string(), lesson.game) << "a lesson file is named for its game";
    games.insert(lesson.game);
    // Nothing is left to chance: the scenario read twice is the same state, card for card.
    EXPECT_EQ(vb::lessonStart(lesson)->toJson(), vb::lessonStart(lesson)->toJson());
    // The lesson's own game is played to its end (docs/learn.md#lesson-files): the steps before the
    // first chapter (a step with its own position) finish it. A chapter after it may stop once it
    // has shown its rule.
    Lesson game = lesson;
    const auto chapter = std::find_if(game.steps.begin() + 1, game.steps.end(),
                                      [](const LessonStep& step) { return !step.scenario.is_null(); });
    game.steps.erase(chapter, game.steps.end());
    EXPECT_TRUE(vb::playLesson(game)->isOver()) << "the lesson stops before its game is over";
    EXPECT_NO_THROW(vb::playLesson(lesson));
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
      if (!lesson.steps[i].scenario.is_null()) {
        EXPECT_EQ(vb::lessonChapter(lesson, i)->toJson(), vb::lessonChapter(lesson, i)->toJson());
      }
    }
    bool learnerMoves = false;
    for (const LessonStep& step : lesson.steps) learnerMoves |= step.kind == LessonStep::Kind::kDo;
    EXPECT_TRUE(learnerMoves) << "the learner makes no move";
  }
  EXPECT_TRUE(games.count("veggies"));
}

// Whether the cards a placement covers touch the stall only at a corner: no covered cell is
// occupied, none shares an edge with an occupied cell, and one touches an occupied cell diagonally.
bool touchesOnlyAtACorner(const Json& stall, const Json& place) {
  std::set<std::pair<int, int>> occupied;
  const int ox = stall["origin"][0].get<int>();
  const int oy = stall["origin"][1].get<int>();
  const Json& rows = stall["rows"];
  for (std::size_t y = 0; y < rows.size(); ++y) {
    const std::string row = rows[y].get<std::string>();
    for (std::size_t x = 0; x < row.size(); ++x)
      if (row[x] != '.') occupied.insert({ox + static_cast<int>(x), oy + static_cast<int>(y)});
  }
  const bool side = (place["rotation"].get<int>() / 90) % 2 == 1;
  const int w = side ? 3 : 2;
  const int h = side ? 2 : 3;
  const int px = place["at"][0].get<int>();
  const int py = place["at"][1].get<int>();
  bool corner = false;
  for (int y = py; y < py + h; ++y)
    for (int x = px; x < px + w; ++x) {
      if (occupied.count({x, y}) || occupied.count({x + 1, y}) || occupied.count({x - 1, y}) ||
          occupied.count({x, y + 1}) || occupied.count({x, y - 1}))
        return false;
      for (const int dx : {-1, 1})
        for (const int dy : {-1, 1}) corner |= occupied.count({x + dx, y + dy}) > 0;
    }
  return corner;
}

TEST(Lesson, VeggiesTeachesEveryRuleInTheOrderAPlayerMeetsIt) {
  const Lesson lesson = lessonOf("veggies");
  ASSERT_EQ(lesson.learner, 0);
  const std::vector<Played> steps = playSteps(lesson);
  ASSERT_EQ(steps.front().before->numPlayers(), 2);
  // The step at which each rule is first shown; -1 until it is.
  int setup = -1;
  int fromHand = -1;
  int turned = -1;
  int corner = -1;
  int refill = -1;
  int tie = -1;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Played& p = steps[i];
    const LessonStep& step = *p.step;
    if (step.kind == LessonStep::Kind::kSay || step.kind == LessonStep::Kind::kAuto) continue;
    const Json action = p.before->actionJson(p.before->parseAction(step.action));
    const Json before = p.before->toJson();
    const Json after = p.after->toJson();
    const int at = static_cast<int>(i);
    const std::string type = action["type"].get<std::string>();
    if (step.kind == LessonStep::Kind::kTry) {
      // Refused for touching only at a corner, and the state is left as it was.
      if (type == "place" && touchesOnlyAtACorner(before["players"][0]["stall"], action) && corner < 0)
        corner = at;
      EXPECT_EQ(before, after);
      continue;
    }
    if (type == "start" && setup < 0) setup = at;
    if (type == "place" && action["source"] == "hand" && fromHand < 0) {
      // Drawing: the hand card played, the deck's top card is the new hand card.
      EXPECT_EQ(after["players"][0]["hand"], before["deck"][0]);
      fromHand = at;
    }
    if (type == "place" && action["rotation"].get<int>() % 180 == 90 && turned < 0) turned = at;
    if (type == "place" && action["source"] == "market" && refill < 0) {
      const int slot = action["market"].get<int>();
      // The market slot taken refills from the top of the deck.
      EXPECT_NE(before["market"][slot], after["market"][slot]);
      EXPECT_EQ(after["market"][slot], before["deck"][0]);
      refill = at;
    }
    if (type == "announce" && tie < 0) {
      // Largest groups tied: the engine asks the learner to choose among two or more kinds.
      int offered = 0;
      for (const vb::ActionId a : p.before->legalActions())
        offered += p.before->actionJson(a)["type"] == "announce" ? 1 : 0;
      EXPECT_GE(offered, 2);
      EXPECT_EQ(after["players"][0]["announced"], action["produce"]);
      tie = at;
    }
  }
  EXPECT_GE(setup, 0) << "no setup choice";
  EXPECT_GT(fromHand, setup) << "no card placed from the hand after the setup";
  EXPECT_GE(turned, fromHand) << "no card turned";
  EXPECT_GT(corner, turned) << "no 'try' touching only at a corner";
  EXPECT_GT(refill, corner) << "no market card placed after the corner rule";
  EXPECT_GT(tie, refill) << "no tie announcement at the end";
  EXPECT_TRUE(steps.back().after->isOver());
  // The learner's stall was still in play before the tie: the end came in the lesson, by moves.
  EXPECT_FALSE(steps.front().before->isOver());
}

// A lesson file the engine refuses names the field.
std::string refusal(const std::string& text) {
  return vbtest::inputError([&] { vb::playLesson(vb::readLesson(Json::parse(text), "bad.json")); });
}

const char* const kScenario =
    R"("scenario": {"game": "veggies", "players": [{"name": "Ana", "drawn": [1, 2]}, {"name": "Bo", "drawn": [3, 4]}]})";

std::string lessonText(const std::string& steps, const std::string& more = "") {
  return std::string(R"({"format": "veggiebox-lesson", "version": 1, "game": "veggies", "title": "T", )") +
         kScenario + R"(, "steps": )" + steps + R"(, "end": "Done.")" + more + "}";
}

TEST(Lesson, BadLessonFilesAreRefusedNamingTheField) {
  EXPECT_EQ(refusal(lessonText(R"([{"do": "start 1"}])")), "bad.json: steps[0]: a step needs 'say'");
  EXPECT_EQ(refusal(lessonText(R"([{"say": "Hi", "try": "start 1", "then": "No."}])")),
            "steps[0].try 'start 1': the engine allows it, but a 'try' must be refused");
  EXPECT_EQ(refusal(lessonText(R"([{"say": "Hi", "do": "start 3"}])")).rfind("steps[0].do 'start 3': ", 0),
            0u);
  EXPECT_EQ(refusal(lessonText(R"([{"say": "Hi", "auto": "start 1"}])")),
            "steps[0].auto 'start 1': it is the learner's turn: the learner makes this move ('do')");
  EXPECT_EQ(refusal(lessonText(R"([{"say": "Hi", "do": "start 1", "then": "x"}])")),
            "bad.json: steps[0].then: only a 'try' step has 'then'");
  EXPECT_EQ(refusal(lessonText("[]")), "bad.json: steps: must be a list of at least one step");
  EXPECT_EQ(refusal(lessonText(R"([{"say": "Hi"}])", R"(, "learner": 5)")).rfind("bad.json: learner: ", 0),
            0u);
  EXPECT_EQ(refusal(R"({"format": "veggiebox-lesson", "version": 2})"), "bad.json: version: must be 1");
}

}  // namespace
}  // namespace lesson_test
