// Every scenario and save written in the documentation loads, so an example a page shows is always
// a file the engine reads (docs/scenarios.md, docs/saves.md, the rules pages). A ```json block is a
// save when its "format" is "veggiebox-save", a scenario when it names a "game" and its "players";
// any other block (a variant file, a lesson, an events record) is neither and is left alone. A block
// meant to show a refusal says so on the line just above its fence:
//   <!-- refused: THE MESSAGE -->
// and then must be refused with exactly that message.
#include <filesystem>
#include <sstream>

#include "support.h"

namespace docs_scenarios_test {

namespace {

using vb::Json;

struct Example {
  std::string page;     // the page's name under docs/
  int line = 0;         // the line of its opening fence
  std::string json;     // the block's text
  std::string refusal;  // the refusal it is meant to show, or "" when it must load
};

constexpr std::string_view kRefusedMark = "<!-- refused: ";

// The ```json blocks of one page, each with the refusal marked above it.
std::vector<Example> examplesOf(const std::string& name) {
  std::vector<Example> out;
  std::istringstream in(vbtest::readFile(std::string(VEGGIEBOX_DOCS) + "/" + name));
  std::string previous;
  Example* open = nullptr;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (open == nullptr && line == "```json") {
      out.push_back({name, number, "", ""});
      open = &out.back();
      if (previous.rfind(kRefusedMark, 0) == 0 && previous.size() > kRefusedMark.size() + 4)
        open->refusal = previous.substr(kRefusedMark.size(), previous.size() - kRefusedMark.size() - 4);
    } else if (open != nullptr && line == "```") {
      open = nullptr;
    } else if (open != nullptr) {
      open->json += line + "\n";
    }
    previous = line;
  }
  return out;
}

// docs/*.md and docs/rules/*.md, by name relative to docs/.
std::vector<std::string> pages() {
  std::vector<std::string> out;
  const std::filesystem::path docs(VEGGIEBOX_DOCS);
  for (const char* folder : {"", "rules"})
    for (const auto& entry : std::filesystem::directory_iterator(docs / folder))
      if (entry.path().extension() == ".md")
        out.push_back(std::filesystem::relative(entry.path(), docs).generic_string());
  std::sort(out.begin(), out.end());
  return out;
}

bool isSave(const Json& j) { return j.is_object() && j.value("format", "") == "veggiebox-save"; }
bool isScenario(const Json& j) {
  return j.is_object() && j.contains("game") && j.contains("players") && !j.contains("format");
}

std::vector<Example> allExamples() {
  std::vector<Example> out;
  for (const std::string& page : pages())
    for (Example& e : examplesOf(page)) out.push_back(std::move(e));
  return out;
}

// The example read as what it is: the state it gives, or its refusal's message.
std::string loadOrRefusal(const Json& j) {
  try {
    const std::unique_ptr<vb::State> state = isSave(j) ? vb::loadSave(j).state : vb::stateFromJson(j);
    const auto broken = state->checkInvariants();
    return broken.empty() ? "" : "loaded, but breaks: " + broken.front();
  } catch (const vb::InputError& e) {
    return e.what();
  }
}

TEST(DocsScenarios, EveryScenarioAndSaveInTheDocsLoads) {
  int scenarios = 0, saves = 0;
  for (const Example& e : allExamples()) {
    SCOPED_TRACE(e.page + ":" + std::to_string(e.line));
    Json j;
    ASSERT_NO_THROW(j = Json::parse(e.json)) << "not JSON";
    if (!isSave(j) && !isScenario(j)) {
      EXPECT_TRUE(e.refusal.empty())
          << "a refusal is marked on a block that is neither a scenario nor a save";
      continue;
    }
    (isSave(j) ? saves : scenarios) += 1;
    EXPECT_EQ(loadOrRefusal(j), e.refusal) << (e.refusal.empty() ? "should load" : "should be refused");
  }
  // The pages' examples as they stand, so that a block the reader stops seeing fails here.
  EXPECT_GE(scenarios, 8);
  EXPECT_GE(saves, 3);
}

TEST(DocsScenarios, TheRefusalMarkIsRead) {
  bool found = false;
  for (const Example& e : examplesOf("scenarios.md"))
    if (!e.refusal.empty()) {
      found = true;
      EXPECT_NE(loadOrRefusal(Json::parse(e.json)), "") << e.json;
    }
  EXPECT_TRUE(found) << "docs/scenarios.md shows at least one refused scenario";
}

}  // namespace
}  // namespace docs_scenarios_test
