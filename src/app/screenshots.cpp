// --screenshot: any window or dialog of the app as a seat sees it, grabbed to a PNG offscreen; the
// docs' pictures (scripts/docs-images) and the screens compared before and after a change
// (scripts/screens) are made with it.
// Hidden from --help, for looking at the dialogs: --screenshot-dialog new-game|preferences|
// score-sheet|compare-branches|rules|curtain|hint [--find TEXT] grabs that dialog (or the curtain,
// or the table with the hint marked) instead of the window. For the docs' pictures of a lesson:
// --learn-step N plays the lesson as written up to step N (from 0) before the screenshot.
#include "screenshots.h"

#include <QApplication>
#include <QLineEdit>
#include <QMainWindow>
#include <QTimer>
#include <algorithm>
#include <exception>
#include <memory>

#include "branch_compare_dialog.h"
#include "command_line_files.h"
#include "curtain.h"
#include "edit/edit_window.h"
#include "game_controller.h"
#include "game_window.h"
#include "home_window.h"
#include "lab/lab_window.h"
#include "learn/guide.h"
#include "learn/lessons.h"
#include "new_game_dialog.h"
#include "preferences.h"
#include "preferences_dialog.h"
#include "rules_window.h"
#include "score_sheet_dialog.h"
#include "veggiebox/games/registry.h"

namespace vb::app::startup {

namespace {

// Grabs `widget` to `file` once the show and its layout have gone through the event loop.
int grabTo(QWidget* widget, const QString& file) {
  int status = 0;
  QTimer::singleShot(0, widget, [&] {
    if (!widget->grab().save(file, "PNG"))
      status = fail(QApplication::translate("main", "could not write the screenshot to %1").arg(file));
    // exit(), not quit(): quit() closes the windows, and a game window would ask to keep the game.
    QCoreApplication::exit(0);
  });
  const int loop = QApplication::exec();
  return status != 0 ? status : loop;
}

// --screenshot --lab: the Lab window once the config's games have all been played.
int screenshotLab(const vb::app::LabConfig& config, QSize size, const QString& file) {
  vb::app::LabWindow lab;
  lab.resize(size.isValid() ? size : vb::app::LabWindow::defaultSize());
  lab.setConfig(config);
  lab.show();
  int status = 0;
  QObject::connect(&lab, &vb::app::LabWindow::runFinished, &lab, [&] {
    QTimer::singleShot(0, &lab, [&] {  // once the last results are laid out and painted
      if (!lab.grab().save(file, "PNG"))
        status = fail(QApplication::translate("main", "could not write the screenshot to %1").arg(file));
      QCoreApplication::exit(0);
    });
  });
  if (!lab.run()) return fail(QApplication::translate("main", "--lab: the run could not start"));
  const int loop = QApplication::exec();
  return status != 0 ? status : loop;
}

// --screenshot --edit: the sandbox's window on a position.
int screenshotEditor(const vb::Json& position, QSize size, const QString& file) {
  std::unique_ptr<vb::app::EditWindow> window;
  try {
    window = std::make_unique<vb::app::EditWindow>(position);
  } catch (const std::exception& e) {
    return fail(QStringLiteral("--edit: %1").arg(QString::fromStdString(e.what())));
  }
  window->resize(size.isValid() ? size : vb::app::EditWindow::defaultSize());
  window->show();
  return grabTo(window.get(), file);
}

// --screenshot --learn: the game window at the lesson's first step.
int screenshotLesson(const vb::Lesson& lesson, int step, QSize size, const QString& file) {
  std::unique_ptr<vb::app::GameController> game;
  try {
    game = vb::app::lessonGame(lesson);
  } catch (const std::exception& e) {
    return fail(QStringLiteral("--learn %1: %2")
                    .arg(QString::fromStdString(lesson.game), QString::fromStdString(e.what())));
  }
  auto guide = std::make_unique<vb::app::Guide>(lesson, game.get());
  vb::app::GameWindow window(std::move(game));
  vb::app::Guide* guiding = guide.get();
  window.attachGuide(guide.release());
  guiding->playTo(static_cast<std::size_t>(std::max(step, 0)));
  window.setRemembersGeometry(false);
  window.resize(size.isValid() ? size : vb::app::GameWindow::defaultSize());
  window.show();
  return grabTo(&window, file);
}

}  // namespace

// --screenshot: the home window, or the game window with the table as a seat sees it, or one of
// its dialogs, grabbed to a PNG. Nothing is remembered, autosaved or played by bots.
int takeScreenshot(const QCommandLineParser& parser, const ScreenshotOptions& o) {
  const QString file = parser.value(o.file);
  const QString dialogName = parser.value(o.dialog);
  QSize size;
  if (parser.isSet(o.size)) {
    size = parseSize(parser.value(o.size));
    if (!size.isValid())
      return fail(QApplication::translate("main", "--size: expected WxH, e.g. 860x600, not '%1'")
                      .arg(parser.value(o.size)));
  }

  if (parser.isSet(o.lab)) {
    int status = 0;
    const std::optional<vb::app::LabConfig> config = labConfig(parser.value(o.lab), &status);
    return config ? screenshotLab(*config, size, file) : status;
  }
  if (parser.isSet(o.edit)) {
    int status = 0;
    const std::optional<vb::Json> position = editPosition(o.loadFile, parser.value(o.game), &status);
    return position ? screenshotEditor(*position, size, file) : status;
  }
  if (parser.isSet(o.learn)) {
    int status = 0;
    const std::optional<vb::Lesson> lesson = lessonOf(parser.value(o.learn), &status);
    return lesson ? screenshotLesson(*lesson, parser.value(o.learnStep).toInt(), size, file) : status;
  }

  std::unique_ptr<QMainWindow> window;
  vb::app::GameWindow* game = nullptr;
  if (!o.loadFile.isEmpty()) {
    const QString path = o.loadFile;
    std::unique_ptr<vb::app::GameController> controller;
    try {
      controller = vb::app::GameController::open(path);
    } catch (const std::exception& e) {
      return fail(QStringLiteral("%1: %2").arg(path, QString::fromStdString(e.what())));
    }
    bool seatOk = false;
    const int seat = parser.value(o.as).toInt(&seatOk);
    if (!seatOk || seat < -1 || seat >= controller->state().numPlayers())
      return fail(QApplication::translate("main", "--as: expected a seat from -1 to %1, not '%2'")
                      .arg(controller->state().numPlayers() - 1)
                      .arg(parser.value(o.as)));
    controller->setAutosaving(false);
    controller->setBotsPaused(true);
    vb::app::GameController* c = controller.get();
    auto gameWindow = std::make_unique<vb::app::GameWindow>(std::move(controller));
    game = gameWindow.get();
    // The curtain screenshot shows the window as it opens after loading; any other shows the table.
    // A hint is asked for by the person to move, at the screen: no curtain, no other seat's eyes.
    if (dialogName == QStringLiteral("hint"))
      c->lowerCurtain();
    else if (dialogName != QStringLiteral("curtain"))
      c->lookAs(seat);
    gameWindow->setRemembersGeometry(false);
    gameWindow->resize(size.isValid() ? size : vb::app::GameWindow::defaultSize());
    window = std::move(gameWindow);
  } else {
    auto home = std::make_unique<vb::app::HomeWindow>();
    home->setRemembersGeometry(false);
    home->resize(size.isValid() ? size : vb::app::HomeWindow::defaultSize());
    window = std::move(home);
  }
  window->show();
  if (dialogName.isEmpty() || dialogName == QStringLiteral("curtain")) return grabTo(window.get(), file);

  if (dialogName == QStringLiteral("hint") && game != nullptr) {
    if (!game->controller()->canHint())
      return fail(QApplication::translate("main", "--screenshot-dialog hint: no person to move"));
    // The table once the hard bot's answer is marked on it.
    int status = 0;
    QObject::connect(game->controller(), &vb::app::GameController::hintsReady, game, [&] {
      QTimer::singleShot(0, game, [&] {  // once the marks are painted
        if (!window->grab().save(file, "PNG"))
          status = fail(QApplication::translate("main", "could not write the screenshot to %1").arg(file));
        QCoreApplication::exit(0);
      });
    });
    game->askHint();
    const int loop = QApplication::exec();
    return status != 0 ? status : loop;
  }

  QWidget* dialog = nullptr;
  if (dialogName == QStringLiteral("new-game")) {
    const vb::Game& which = game != nullptr ? game->controller()->game() : *vb::findGame("veggies");
    dialog = new vb::app::NewGameDialog(which, window.get());
  } else if (dialogName == QStringLiteral("preferences")) {
    dialog = new vb::app::PreferencesDialog(vb::app::Preferences::load(), window.get());
  } else if (dialogName == QStringLiteral("score-sheet") && game != nullptr) {
    dialog = game->showScoreSheet();
  } else if (dialogName == QStringLiteral("compare-branches") && game != nullptr) {
    dialog = game->showBranchComparison();
  } else if (dialogName == QStringLiteral("rules") && game != nullptr) {
    vb::app::RulesWindow* rules = game->showRules();
    if (rules != nullptr && parser.isSet(o.find)) {
      rules->findChild<QLineEdit*>(QStringLiteral("rules-search"))->setText(parser.value(o.find));
      rules->findNext();
    }
    dialog = rules;
  }
  if (dialog == nullptr)
    return fail(QApplication::translate(
                    "main",
                    "--screenshot-dialog: no dialog '%1' here (new-game, preferences; with --load "
                    "also score-sheet, compare-branches, rules, curtain, hint)")
                    .arg(dialogName));
  dialog->show();
  return grabTo(dialog, file);
}

}  // namespace vb::app::startup
