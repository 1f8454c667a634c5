// The guided first games in every language (docs/translating.md): each sentence a lesson shows (its
// title, each step's say, why and then, its end) is in the lessons' catalogue po/lessons of Italian
// and Spanish, translated, so the guide never falls back to the English of the lesson file.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "support.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/lesson.h"

namespace lesson_language_test {

namespace {

// Every sentence the guide shows of `lesson`, each with where it is for the failure message.
std::vector<std::pair<std::string, std::string>> shownSentences(const vb::Lesson& lesson) {
  std::vector<std::pair<std::string, std::string>> out = {{"title", lesson.title}, {"end", lesson.end}};
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const vb::LessonStep& step = lesson.steps[i];
    const std::string at = "steps[" + std::to_string(i) + "].";
    for (const auto& [field, text] : {std::pair{"say", &step.say}, {"why", &step.why}, {"then", &step.then}})
      if (!text->empty()) out.emplace_back(at + field, *text);
  }
  return out;
}

struct LanguageGuard {
  ~LanguageGuard() { vb::setLanguage("en"); }
};

TEST(LessonLanguage, EverySentenceOfEveryLessonIsTranslated) {
  const LanguageGuard guard;
  int lessons = 0;
  for (const auto& file : std::filesystem::directory_iterator(VEGGIEBOX_LESSONS)) {
    if (file.path().extension() != ".json") continue;
    ++lessons;
    const std::string name = file.path().filename().string();
    const vb::Lesson lesson = vb::readLesson(vb::Json::parse(vbtest::readFile(file.path().string())), name);
    for (const char* lang : {"it", "es"}) {
      std::map<std::string, std::string> catalogue;
      for (const vb::CatalogueEntry& e : vb::catalogueEntries(lang))
        if (e.context.empty() && e.plural.empty() && !e.translations.empty())
          catalogue[e.english] = e.translations.front();
      vb::setLanguage(lang);
      for (const auto& [where, english] : shownSentences(lesson)) {
        const auto found = catalogue.find(english);
        ASSERT_NE(found, catalogue.end())
            << name << " " << where << " is not in po/lessons/" << lang << ".po: " << english;
        EXPECT_FALSE(found->second.empty()) << name << " " << where << " (" << lang << ")";
        EXPECT_NE(vb::tx(english), english) << name << " " << where << " is shown in English in " << lang;
      }
    }
  }
  EXPECT_EQ(lessons, 3);
}

}  // namespace
}  // namespace lesson_language_test
