// veggiebox: the box of games.
//
//   veggiebox [--load FILE | --continue]   opens the home window (and FILE, a save or a scenario, or
//                                          the game last on the table)
//   veggiebox --screenshot FILE.png [--load FILE] [--as SEAT] [--size WxH]
//                                          renders the home window, or with --load the game window
//                                          showing the table as SEAT sees it (default -1: only what
//                                          is public), to a PNG without showing a window, and exits
//   veggiebox --learn GAME                 opens the guided first game of GAME (docs/learn.md)
//   veggiebox --screenshot FILE.png --learn GAME [--size WxH]   its first step
//   veggiebox --lab CONFIG.json            opens the Playtesting lab with that run filled in
//   veggiebox --screenshot FILE.png --lab CONFIG.json [--size WxH]
//                                          plays the run to its end and renders the Lab window
//   veggiebox --edit [FILE] [--game ID]    opens the sandbox (docs/sandbox.md) on the position FILE
//                                          holds (also --load FILE), or on a new deal of game ID
//   veggiebox --screenshot FILE.png --edit [--load FILE | --game ID] [--size WxH]
//                                          renders the sandbox's editor on that position
//   veggiebox FILE                         the same as --load FILE
//   veggiebox --time-startup               prints the milliseconds from launch to the first show
//                                          (also when VEGGIEBOX_TIME_STARTUP is set)
// Hidden, for looking at the dialogs: --screenshot-dialog new-game|preferences|score-sheet|
// compare-branches|rules|curtain [--find TEXT] grabs that dialog (or the curtain) instead of the
// window.
// Hidden, for the docs' pictures of a lesson: --learn-step N plays the lesson as written up to
// step N (from 0) before the screenshot.
// Hidden, for tests/app/crash_safety_test.cpp, which kills the app mid-game and checks its files:
// --print-moves prints "opened N" when the game from --load or --continue is on the table and
// "move N TEXT" as each decision is taken (before it is saved), and --save-every-move FILE saves
// that game to FILE as File › Save would, after every decision. --stop-inside-writes
// created|written|synced makes the app stop itself (SIGSTOP) at that moment of every write after
// "opened N" of the file given after the colon (--stop-inside-writes synced:FILE), so the test
// can kill it inside a write without racing it.
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QIcon>
#include <QLineEdit>
#include <QPixmap>
#include <QRegularExpression>
#include <QTimer>
#include <algorithm>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "branch_compare_dialog.h"
#include "curtain.h"
#include "edit/edit_window.h"
#include "game_controller.h"
#include "game_window.h"
#include "home_window.h"
#include "lab/lab_config.h"
#include "lab/lab_window.h"
#include "language.h"
#include "learn/guide.h"
#include "learn/lessons.h"
#include "new_game_dialog.h"
#include "preferences_dialog.h"
#include "rules_window.h"
#include "score_sheet_dialog.h"
#include "veggiebox/core/registry.h"
#include "veggiebox/core/save.h"

namespace {

// Reports, once, how long the window took to appear: from the start of main() to its first show
// event and to its first paint.
class StartupClock : public QObject {
 public:
  explicit StartupClock(const QElapsedTimer& sinceLaunch) : sinceLaunch_(sinceLaunch) {}

  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Show && shownMs_ < 0) shownMs_ = sinceLaunch_.elapsed();
    if (event->type() == QEvent::Paint && shownMs_ >= 0) {
      std::fprintf(stderr, "veggiebox: startup: window shown after %lld ms, first paint after %lld ms\n",
                   static_cast<long long>(shownMs_), static_cast<long long>(sinceLaunch_.elapsed()));
      watched->removeEventFilter(this);
    }
    return false;
  }

 private:
  const QElapsedTimer& sinceLaunch_;
  qint64 shownMs_ = -1;
};

// "1024x768" -> QSize; an invalid size when the text is not of that form.
QSize parseSize(const QString& text) {
  static const QRegularExpression form(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
  const QRegularExpressionMatch m = form.match(text);
  if (!m.hasMatch()) return {};
  return {m.captured(1).toInt(), m.captured(2).toInt()};
}

// Where --stop-inside-writes STAGE:FILE stops the app.
struct WriteStop {
  vb::WriteStage stage = vb::WriteStage::Created;
  std::string file;
};

std::optional<WriteStop> writeStopNamed(const QString& text) {
  const qsizetype colon = text.indexOf(QLatin1Char(':'));
  if (colon < 0 || colon + 1 == text.size()) return std::nullopt;
  const QString stage = text.left(colon);
  WriteStop stop;
  stop.file = std::filesystem::absolute(QFile::encodeName(text.mid(colon + 1)).toStdString()).string();
  if (stage == QLatin1String("created"))
    stop.stage = vb::WriteStage::Created;
  else if (stage == QLatin1String("written"))
    stop.stage = vb::WriteStage::Written;
  else if (stage == QLatin1String("synced"))
    stop.stage = vb::WriteStage::Synced;
  else
    return std::nullopt;
  return stop;
}

WriteStop writeStop;

void stopAtStage(const std::filesystem::path& path, vb::WriteStage stage) {
  if (stage == writeStop.stage && std::filesystem::absolute(path).string() == writeStop.file)
    std::raise(SIGSTOP);
}

// The test hooks above, on the game window opened from the command line.
void followForTests(vb::app::GameWindow* window, bool printMoves, const QString& saveEveryMove,
                    const std::optional<WriteStop>& stopInsideWrites) {
  vb::app::GameController* game = window->controller();
  if (!saveEveryMove.isEmpty()) window->saveTo(saveEveryMove);
  if (printMoves) {
    std::printf("opened %zu\n", game->timeline().cursor());
    std::fflush(stdout);
  }
  if (stopInsideWrites) {
    writeStop = *stopInsideWrites;
    vb::setWriteStageHook(stopAtStage);
  }
  if (printMoves) {
    // Connected before the save below, so each decision is printed before anything writes it down.
    QObject::connect(game, &vb::app::GameController::timelineMoved, window, [game] {
      const std::size_t cursor = game->timeline().cursor();
      if (cursor == 0) return;
      std::printf("move %zu %s\n", cursor, game->timeline().entries()[cursor - 1].text.c_str());
      std::fflush(stdout);
    });
  }
  if (!saveEveryMove.isEmpty())
    QObject::connect(game, &vb::app::GameController::timelineMoved, window,
                     [window, saveEveryMove] { window->saveTo(saveEveryMove); });
}

int fail(const QString& message) {
  std::fprintf(stderr, "veggiebox: %s\n", qPrintable(message));
  return 2;
}

// A screenshot, --help and --version never need a screen: without one chosen, the offscreen
// platform serves them, so they work where there is no display at all (a terminal over ssh, a
// build machine), where Qt's default platform would abort before a word was printed.
void preferOffscreenWhereNoScreenIsNeeded(int argc, char* argv[]) {
  if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) return;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.starts_with("--screenshot") || arg == "--help" || arg == "--help-all" || arg == "-h" ||
        arg == "-?" || arg == "--version" || arg == "-v")
      qputenv("QT_QPA_PLATFORM", "offscreen");
  }
}

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

// --lab CONFIG.json: the run a config file gives, or one line naming the file and the field.
std::optional<vb::app::LabConfig> labConfig(const QString& path, int* status) {
  try {
    return vb::app::readLabConfig(path);
  } catch (const std::exception& e) {
    *status = fail(QStringLiteral("--lab %1").arg(QString::fromStdString(e.what())));
    return std::nullopt;
  }
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

// --edit: the position a file holds, or a new deal of `gameId` (default Veggie Garden), or one line
// naming the file and the field.
std::optional<vb::Json> editPosition(const QString& file, const QString& gameId, int* status) {
  try {
    if (!file.isEmpty()) return vb::app::EditWindow::readPosition(file);
    return vb::app::EditWindow::freshDeal(gameId.isEmpty() ? std::string("garden") : gameId.toStdString(), 1);
  } catch (const std::exception& e) {
    *status = fail(QStringLiteral("--edit: %1").arg(QString::fromStdString(e.what())));
    return std::nullopt;
  }
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

// --learn GAME: the game's lesson, or one line naming the game (or the file and the field).
std::optional<vb::Lesson> lessonOf(const QString& gameId, int* status) {
  try {
    return vb::app::loadLesson(gameId.toStdString());
  } catch (const std::exception& e) {
    *status = fail(QStringLiteral("--learn %1: %2").arg(gameId, QString::fromStdString(e.what())));
    return std::nullopt;
  }
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

// The options of a screenshot.
struct ScreenshotOptions {
  const QCommandLineOption& file;
  const QCommandLineOption& dialog;
  const QCommandLineOption& size;
  const QCommandLineOption& load;
  const QCommandLineOption& as;
  const QCommandLineOption& find;
  const QCommandLineOption& lab;
  const QCommandLineOption& edit;
  const QCommandLineOption& game;
  const QCommandLineOption& learn;
  const QCommandLineOption& learnStep;
  const QString& loadFile;  // --load's file, or the file given without an option
};

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

  vb::registerBuiltinGames();
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

// The options of a run with windows.
struct AppOptions {
  const QCommandLineOption& lab;
  const QCommandLineOption& edit;
  const QCommandLineOption& game;
  const QCommandLineOption& continueGame;
  const QCommandLineOption& learn;
  const QCommandLineOption& printMoves;
  const QCommandLineOption& saveEveryMove;
  const QString& loadFile;  // --load's file, or the file given without an option
  std::optional<WriteStop> stopInsideWrites;
  StartupClock* clock;  // told when the window shows, with --time-startup
};

// The home window, and what the options open in it at once: a file, the autosave, the sandbox, the Lab.
int runApp(const QCommandLineParser& parser, const AppOptions& o) {
  std::optional<vb::app::LabConfig> lab;
  if (parser.isSet(o.lab)) {
    int status = 0;
    lab = labConfig(parser.value(o.lab), &status);
    if (!lab) return status;
  }
  std::optional<vb::Lesson> lesson;
  if (parser.isSet(o.learn)) {
    int status = 0;
    lesson = lessonOf(parser.value(o.learn), &status);
    if (!lesson) return status;
  }
  std::optional<vb::Json> edit;
  if (parser.isSet(o.edit) && (!o.loadFile.isEmpty() || parser.isSet(o.game))) {
    int status = 0;
    edit = editPosition(o.loadFile, parser.value(o.game), &status);
    if (!edit) return status;
  }
  vb::app::HomeWindow home;
  if (o.clock != nullptr) home.installEventFilter(o.clock);
  home.restoreSavedGeometry();
  home.show();
  const auto follow = [&] {
    if (vb::app::GameWindow* window = home.gameWindow())
      followForTests(window, parser.isSet(o.printMoves), parser.value(o.saveEveryMove), o.stopInsideWrites);
    else if (parser.isSet(o.printMoves)) {
      std::puts("opened nothing");  // the file was refused
      std::fflush(stdout);
    }
  };
  if (lesson) {
    QTimer::singleShot(0, &home, [&] { home.learn(*lesson); });
  } else if (edit) {
    QTimer::singleShot(0, &home, [&] { home.openEditor(*edit); });
  } else if (parser.isSet(o.edit)) {
    QTimer::singleShot(0, &home, [&] { home.chooseEditPosition(); });
  } else if (!o.loadFile.isEmpty()) {
    QTimer::singleShot(0, &home, [&] {
      home.openFile(o.loadFile);
      follow();
    });
  } else if (parser.isSet(o.continueGame)) {
    QTimer::singleShot(0, &home, [&] {
      home.continueGame();
      follow();
    });
  }
  if (lab) home.showLab()->setConfig(*lab);
  return QApplication::exec();
}

// The value of --lang LANG or --lang=LANG, read before the parser so that its help is translated.
std::optional<QString> languageArgument(const QStringList& arguments) {
  for (qsizetype i = 1; i < arguments.size(); ++i) {
    if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size()) return arguments[i + 1];
    if (arguments[i].startsWith(QLatin1String("--lang="))) return arguments[i].mid(7);
  }
  return std::nullopt;
}

}  // namespace

int main(int argc, char* argv[]) {
  QElapsedTimer sinceLaunch;
  sinceLaunch.start();
  preferOffscreenWhereNoScreenIsNeeded(argc, argv);

  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("VeggieBox"));
  QApplication::setApplicationName(QStringLiteral("VeggieBox"));
  QApplication::setApplicationDisplayName(QStringLiteral("VeggieBox"));
  QApplication::setApplicationVersion(QStringLiteral(VEGGIEBOX_VERSION));
  // The application id, which the desktop file is named by (org.veggiebox.VeggieBox.desktop):
  // window managers and Wayland find the app's name and icon through it.
  QGuiApplication::setDesktopFileName(QStringLiteral("org.veggiebox.VeggieBox"));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/art/veggiebox.svg")));

  // The language comes first, so that even --help speaks it (docs/translating.md).
  const std::optional<QString> requestedLanguage = languageArgument(QApplication::arguments());
  if (requestedLanguage && !vb::app::appLanguages().contains(*requestedLanguage))
    return fail(QApplication::translate("main", "--lang takes %1, not '%2'")
                    .arg(vb::app::appLanguages().join(QStringLiteral(", ")), *requestedLanguage));
  vb::app::applyLanguage(
      vb::app::chooseLanguage(requestedLanguage.value_or(QString()), vb::app::Preferences::load().language));

  QCommandLineParser parser;
  parser.setApplicationDescription(
      QApplication::translate("main", "VeggieBox: three vegetable card games for hot-seat play."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption loadOption(QStringLiteral("load"),
                                      QApplication::translate("main", "Open FILE, a save or a scenario."),
                                      QStringLiteral("FILE"));
  const QCommandLineOption screenshotOption(
      QStringLiteral("screenshot"),
      QApplication::translate(
          "main", "Render the home window, or with --load the game window, to FILE.png and exit."),
      QStringLiteral("FILE.png"));
  const QCommandLineOption asOption(
      QStringLiteral("as"),
      QApplication::translate("main",
                              "With --screenshot --load: show the table as SEAT sees it (-1: public)."),
      QStringLiteral("SEAT"), QStringLiteral("-1"));
  const QCommandLineOption sizeOption(QStringLiteral("size"),
                                      QApplication::translate("main", "Window size for --screenshot."),
                                      QStringLiteral("WxH"));
  const QCommandLineOption timeOption(
      QStringLiteral("time-startup"),
      QApplication::translate("main", "Print the milliseconds from launch to the window being shown."));
  const QCommandLineOption labOption(
      QStringLiteral("lab"),
      QApplication::translate("main",
                              "Open the Playtesting lab with the run CONFIG.json gives (with --screenshot: "
                              "play it and render the results)."),
      QStringLiteral("CONFIG.json"));
  const QCommandLineOption continueOption(
      QStringLiteral("continue"),
      QApplication::translate("main", "Continue the game last on the table (the autosave)."));
  const QCommandLineOption editOption(
      QStringLiteral("edit"),
      QApplication::translate("main",
                              "Open the sandbox's position editor on FILE (or --load FILE), or on a new "
                              "deal of the game --game names."));
  const QCommandLineOption gameOption(
      QStringLiteral("game"),
      QApplication::translate("main",
                              "With --edit and no file: the game to deal (veggies, garden, vegetables)."),
      QStringLiteral("ID"));
  const QCommandLineOption learnOption(
      QStringLiteral("learn"),
      QApplication::translate("main",
                              "Open the guided first game of GAME (veggies, garden, vegetables); with "
                              "--screenshot, render its first step."),
      QStringLiteral("GAME"));
  parser.addPositionalArgument(QStringLiteral("FILE"),
                               QApplication::translate("main", "A save or a scenario to open (as --load)."),
                               QStringLiteral("[FILE]"));
  QCommandLineOption printMovesOption(QStringLiteral("print-moves"));
  printMovesOption.setFlags(QCommandLineOption::HiddenFromHelp);
  QCommandLineOption saveEveryMoveOption(QStringLiteral("save-every-move"), QString(),
                                         QStringLiteral("FILE"));
  saveEveryMoveOption.setFlags(QCommandLineOption::HiddenFromHelp);
  QCommandLineOption dialogOption(QStringLiteral("screenshot-dialog"), QString(), QStringLiteral("NAME"));
  dialogOption.setFlags(QCommandLineOption::HiddenFromHelp);
  QCommandLineOption learnStepOption(QStringLiteral("learn-step"), QString(), QStringLiteral("N"));
  learnStepOption.setFlags(QCommandLineOption::HiddenFromHelp);
  QCommandLineOption findOption(QStringLiteral("find"), QString(), QStringLiteral("TEXT"));
  findOption.setFlags(QCommandLineOption::HiddenFromHelp);
  QCommandLineOption stopOption(QStringLiteral("stop-inside-writes"), QString(),
                                QStringLiteral("STAGE:FILE"));
  stopOption.setFlags(QCommandLineOption::HiddenFromHelp);
  const QCommandLineOption langOption(
      QStringLiteral("lang"),
      QApplication::translate(
          "main", "Speak LANG (en, it or es) in this run, whatever the system or the preferences say."),
      QStringLiteral("LANG"));
  parser.addOption(langOption);
  parser.addOptions({loadOption, continueOption, labOption, screenshotOption, asOption, sizeOption,
                     timeOption, editOption, gameOption, learnOption, learnStepOption, printMovesOption,
                     saveEveryMoveOption, dialogOption, findOption, stopOption});
  parser.process(app);
  const QStringList positional = parser.positionalArguments();
  if (positional.size() > 1 || (positional.size() == 1 && parser.isSet(loadOption)))
    return fail(QApplication::translate("main", "give one file to open, not %1")
                    .arg((positional + parser.values(loadOption)).join(' ')));
  const QString loadFile = parser.isSet(loadOption) ? parser.value(loadOption) : positional.value(0);
  const std::optional<WriteStop> stopInsideWrites = writeStopNamed(parser.value(stopOption));
  if (parser.isSet(stopOption) && !stopInsideWrites)
    return fail(QApplication::translate(
        "main", "--stop-inside-writes takes created:FILE, written:FILE or synced:FILE"));

  StartupClock clock(sinceLaunch);
  const bool timing = parser.isSet(timeOption) || qEnvironmentVariableIsSet("VEGGIEBOX_TIME_STARTUP");

  if (!parser.isSet(screenshotOption))
    return runApp(parser, {labOption, editOption, gameOption, continueOption, learnOption, printMovesOption,
                           saveEveryMoveOption, loadFile, stopInsideWrites, timing ? &clock : nullptr});

  return takeScreenshot(parser, {screenshotOption, dialogOption, sizeOption, loadOption, asOption, findOption,
                                 labOption, editOption, gameOption, learnOption, learnStepOption, loadFile});
}
