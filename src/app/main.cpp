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
// Hidden from --help: the screenshots' own options (screenshots.cpp) and the hooks the crash tests
// drive the app with (test_hooks.cpp).
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QIcon>
#include <QTimer>
#include <cstdio>
#include <optional>
#include <string_view>

#include "command_line_files.h"
#include "game_window.h"
#include "home_window.h"
#include "lab/lab_window.h"
#include "language.h"
#include "preferences.h"
#include "screenshots.h"
#include "test_hooks.h"

namespace {

using vb::app::startup::editPosition;
using vb::app::startup::fail;
using vb::app::startup::followForTests;
using vb::app::startup::labConfig;
using vb::app::startup::lessonOf;
using vb::app::startup::WriteStop;

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
  const std::optional<WriteStop> stopInsideWrites =
      vb::app::startup::writeStopNamed(parser.value(stopOption));
  if (parser.isSet(stopOption) && !stopInsideWrites)
    return fail(QApplication::translate(
        "main", "--stop-inside-writes takes created:FILE, written:FILE or synced:FILE"));

  StartupClock clock(sinceLaunch);
  const bool timing = parser.isSet(timeOption) || qEnvironmentVariableIsSet("VEGGIEBOX_TIME_STARTUP");

  if (!parser.isSet(screenshotOption))
    return runApp(parser, {labOption, editOption, gameOption, continueOption, learnOption, printMovesOption,
                           saveEveryMoveOption, loadFile, stopInsideWrites, timing ? &clock : nullptr});

  return vb::app::startup::takeScreenshot(
      parser, {screenshotOption, dialogOption, sizeOption, loadOption, asOption, findOption, labOption,
               editOption, gameOption, learnOption, learnStepOption, loadFile});
}
