// The Veggie Garden guided first game (resources/learn/garden.json, docs/learn.md) plays through the
// engine and teaches what it promises: over its two chapters (a whole game without potatoes, then a
// second deal with them) the learner uses all six powers, the bunny and the mole move, the harvest
// refills (once by the four-of-a-kind rule), the last round comes and the game is scored. Each
// check reads the actions and the states, never the guide's words.
#include <algorithm>
#include <set>

#include "support.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/play/lesson.h"

namespace lesson_garden_test {

namespace {

using vb::Json;
using vb::LessonStep;

Json gardenLessonJson() { return Json::parse(vb::readTextFile(std::string(VEGGIEBOX_LEARN_GARDEN))); }

vb::Lesson gardenLesson() { return vb::readLesson(gardenLessonJson(), VEGGIEBOX_LEARN_GARDEN); }

// One move of the lesson: who made it, its JSON, and the state's snapshot and events around it.
struct Move {
  LessonStep::Kind kind;
  int mover;
  Json action;
  Json before, after;
  Json eventsBefore, eventsAfter;
};

// A chapter: the steps from one position (the lesson's scenario, or a step's own) to the next.
// playLesson returns only the last chapter's end, so the tests walk the steps themselves.
struct Chapter {
  std::vector<LessonStep::Kind> kinds;  // of its steps, in order
  Json crops;                           // the crops in play
  std::vector<Move> moves;
  std::unique_ptr<vb::State> end;  // after its last step
};

std::vector<Chapter> chaptersOf(const vb::Lesson& lesson) {
  std::vector<Chapter> chapters;
  std::unique_ptr<vb::State> state = vb::lessonStart(lesson);
  chapters.push_back({{}, state->toJson()["crops"], {}, nullptr});
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    if (!step.scenario.is_null()) {
      chapters.back().end = std::move(state);
      state = vb::lessonChapter(lesson, i);
      chapters.push_back({{}, state->toJson()["crops"], {}, nullptr});
    }
    chapters.back().kinds.push_back(step.kind);
    if (step.kind == LessonStep::Kind::kSay || step.kind == LessonStep::Kind::kTry) continue;
    const vb::ActionId id = state->parseAction(step.action);
    Move move{step.kind, state->currentPlayer(), state->actionJson(id), state->toJson(), {}, state->events(),
              {}};
    EXPECT_TRUE(state->apply(id)) << step.action;
    move.after = state->toJson();
    move.eventsAfter = state->events();
    chapters.back().moves.push_back(std::move(move));
  }
  chapters.back().end = std::move(state);
  return chapters;
}

std::vector<Move> movesOf(const vb::Lesson& lesson) {
  std::vector<Move> moves;
  for (Chapter& chapter : chaptersOf(lesson))
    for (Move& move : chapter.moves) moves.push_back(std::move(move));
  return moves;
}

// The crops whose power the learner used in `chapter`, from the events' counts.
std::set<std::string> learnerPowers(const Chapter& chapter, int learner) {
  std::set<std::string> used;
  for (const Move& m : chapter.moves) {
    for (const auto& [crop, counts] : m.eventsAfter["powers"].items()) {
      const int more = counts["used"].get<int>() - m.eventsBefore["powers"][crop]["used"].get<int>();
      if (more > 0 && m.mover == learner) used.insert(crop);
      EXPECT_EQ(counts["skipped"], 0) << crop << ": a lesson never skips a power";
    }
  }
  return used;
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

std::size_t countOf(const std::vector<LessonStep::Kind>& kinds, LessonStep::Kind kind) {
  return static_cast<std::size_t>(std::count(kinds.begin(), kinds.end(), kind));
}

TEST(LessonGarden, PlaysAWholeGameThenAPotatoChapter) {
  const vb::Lesson lesson = gardenLesson();
  EXPECT_EQ(lesson.game, "garden");
  const std::vector<Chapter> chapters = chaptersOf(lesson);
  ASSERT_EQ(chapters.size(), 2U) << "the whole game, then the deal with potatoes";
  EXPECT_EQ(vb::playLesson(lesson)->toJson(), chapters[1].end->toJson()) << "the walk is playLesson's";
  const Chapter& game = chapters[0];
  const Chapter& potato = chapters[1];
  ASSERT_TRUE(game.end->isOver()) << "the first chapter is a whole game";
  EXPECT_GE(game.kinds.size(), 25U);
  EXPECT_LE(game.kinds.size(), 45U);
  EXPECT_GE(potato.kinds.size(), 4U);
  EXPECT_LE(potato.kinds.size(), 8U);
  // A likely mistake refused in each (playLesson checks the refusals): the mole's row, the potato
  // just taken.
  EXPECT_EQ(countOf(game.kinds, LessonStep::Kind::kTry), 1U);
  EXPECT_EQ(countOf(potato.kinds, LessonStep::Kind::kTry), 1U);
  const std::set<std::string> gameCrops(game.crops.begin(), game.crops.end());
  const std::set<std::string> potatoCrops(potato.crops.begin(), potato.crops.end());
  EXPECT_EQ(gameCrops.count("potato"), 0U);
  EXPECT_EQ(potatoCrops.count("potato"), 1U);
}

TEST(LessonGarden, TheLearnerUsesAllSixPowers) {
  const vb::Lesson lesson = gardenLesson();
  std::set<std::string> used;
  const std::vector<Chapter> chapters = chaptersOf(lesson);
  for (const Chapter& chapter : chapters) {
    const std::set<std::string> here = learnerPowers(chapter, lesson.learner);
    used.insert(here.begin(), here.end());
  }
  EXPECT_EQ(learnerPowers(chapters.at(0), lesson.learner),
            std::set<std::string>(chapters[0].crops.begin(), chapters[0].crops.end()))
      << "the whole game uses every power in play";
  EXPECT_EQ(used, (std::set<std::string>{"carrot", "cabbage", "peas", "pepper", "potato", "tomato"}));
}

// docs/rules/garden.md#potato-swap-with-your-hand: the learner's potato plants a hand card and takes
// the garden card into the hand, and the trade gains points.
TEST(LessonGarden, ThePotatoSwapsAHandCardWithAGardenCard) {
  const vb::Lesson lesson = gardenLesson();
  int swaps = 0;
  for (const Move& m : movesOf(lesson)) {
    if (m.action["type"] != "potato") continue;
    ASSERT_EQ(m.mover, lesson.learner);
    ++swaps;
    const int row = m.action["cell"][0].get<int>();
    const int column = m.action["cell"][1].get<int>();
    const std::string planted = m.action["crop"].get<std::string>();
    const std::string taken = m.before["garden"][row][column].get<std::string>();
    EXPECT_NE(planted, taken);
    EXPECT_EQ(m.after["garden"][row][column], planted);
    std::multiset<std::string> hand = crops(m.before["players"][m.mover]["hand"]);
    hand.erase(hand.find(planted));
    hand.insert(taken);
    hand.insert("potato");
    EXPECT_EQ(crops(m.after["players"][m.mover]["hand"]), hand) << "the potato itself joins the hand after";
    EXPECT_GT(m.eventsAfter["powers"]["potato"]["points"].get<int>(),
              m.eventsBefore["powers"]["potato"]["points"].get<int>());
  }
  EXPECT_EQ(swaps, 1);
}

// A chapter's position is read by the game like the lesson's own, and a refusal names the step's
// field first, so a broken guide points at the line to fix.
TEST(LessonGarden, AStepScenarioTheGameRefusesIsNamed) {
  const Json json = gardenLessonJson();
  const Json& steps = json["steps"];
  const auto found =
      std::find_if(steps.begin(), steps.end(), [](const Json& s) { return s.contains("scenario"); });
  ASSERT_NE(found, steps.end()) << "the lesson has a chapter";
  const auto chapter = static_cast<std::size_t>(found - steps.begin());
  const std::string field = "steps[" + std::to_string(chapter) + "].scenario";
  const auto withScenario = [&](const Json& scenario) {
    Json edited = json;
    edited["steps"][chapter]["scenario"] = scenario;
    return edited;
  };
  // The crop left out, listed as in play; a mole off the compost.
  Json leftOut = found->at("scenario");
  leftOut["crops"].push_back("tomato");
  const vb::Lesson lesson = vb::readLesson(withScenario(leftOut), "garden.json");
  const std::string crops = vbtest::inputError([&] { vb::playLesson(lesson); });
  EXPECT_EQ(crops.rfind(field + ".crops: ", 0), 0U) << crops;
  EXPECT_EQ(vbtest::inputError([&] { vb::lessonChapter(lesson, chapter); }), crops);
  const Json moleOff = Json::parse(R"({"game": "garden", "mole": [0, 0], "players": [{}, {}]})");
  const std::string mole =
      vbtest::inputError([&] { vb::playLesson(vb::readLesson(withScenario(moleOff), "garden.json")); });
  EXPECT_EQ(mole.rfind(field + ".mole: ", 0), 0U) << mole;
  // Not a position at all: the reader refuses it before any play.
  EXPECT_EQ(vbtest::inputError([&] { vb::readLesson(withScenario("potatoes"), "garden.json"); }),
            "garden.json: " + field + ": must be an object");
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
  const auto end = std::move(chaptersOf(lesson).at(0).end);
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
}  // namespace lesson_garden_test
