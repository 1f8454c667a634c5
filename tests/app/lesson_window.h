// A game's lesson in a game window (docs/learn.md), as the home window opens one, with the guide's
// pause before the other seats' moves cut to nothing: what the tests of the guided first games share.
#pragma once

#include <QCoreApplication>
#include <QSize>
#include <memory>
#include <string>

#include "game_controller.h"
#include "game_window.h"
#include "learn/guide.h"
#include "learn/guide_panel.h"
#include "learn/lessons.h"

namespace vb::app::test {

struct LessonWindow {
  std::unique_ptr<GameWindow> window;
  Guide* guide = nullptr;

  explicit LessonWindow(const std::string& game, QSize size = QSize(1280, 800)) {
    const vb::Lesson lesson = loadLesson(game);
    std::unique_ptr<GameController> controller = lessonGame(lesson);
    auto* made = new Guide(lesson, controller.get());
    made->setPauseMs(0);
    window = std::make_unique<GameWindow>(std::move(controller));
    window->setRemembersGeometry(false);
    window->attachGuide(made);
    window->resize(size);
    window->show();
    guide = window->guide();
    for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
  }
  GuidePanel& panel() const { return *window->guidePanel(); }
};

}  // namespace vb::app::test
