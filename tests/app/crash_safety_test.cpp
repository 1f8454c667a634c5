// Crash-safe saving: the real veggiebox process plays a game of four computer players, is killed
// with SIGKILL over and over (at random moments, and at moments proven to fall inside a write of
// the file, where the app stops itself when asked to), and is started again each time. After every kill the
// file (the autosave, or the file File › Save writes) must load with vb::loadSave, hold a prefix of the game
// the process had played that lacks at most its last decision, and have at most one stray temporary file
// beside it; the restarted app (Continue, or Open of the saved file) must pick the game up where the file
// left it and play on exactly as one uninterrupted game would.
//
// The app tells the test what it played with the hidden --print-moves ("opened N", then
// "move N TEXT" for each decision, printed before it is saved), and saves after every decision
// with the hidden --save-every-move FILE; --stop-inside-writes STAGE:FILE makes it stop itself
// (SIGSTOP) at that moment of every write of FILE, so a kill lands inside a write every time, on a
// loaded machine too. Its data and settings live in a temporary folder
// (XDG_DATA_HOME, XDG_CONFIG_HOME); the bots' pace comes from the preferences written there.
//
// Linux only: fork/exec and SIGSTOP.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "app_test_program.h"
#include "app_test_support.h"
#include "veggiebox/core/output_file.h"
#include "veggiebox/core/random.h"
#include "veggiebox/play/save.h"

extern char** environ;

namespace vb::app::test::crash_safety_test {

using namespace vb::app;
using namespace vb::app::test;

namespace {

// The temporary files that killed writers of `path` left beside it (vb::writeFileAtomically).
QStringList leftovers(const QString& path) {
  QStringList names;
  for (const std::string& name : vb::leftoverTemporaryFiles(QFile::encodeName(path).toStdString()))
    names << QString::fromStdString(name);
  return names;
}

// How fast the bots play in the killed app: slow enough that no round of play reaches the end of
// the game, fast enough that every round sees several decisions and writes.
constexpr int kBotDelayMs = 20;
// Kills per file: half at a random moment within kMaxRandomKillMs of the first decision, half
// inside a write of the file.
constexpr int kRounds = 16;
constexpr int kMaxRandomKillMs = 250;
constexpr int kStartTimeoutMs = 30000;

std::string text(const QString& s) { return s.toStdString(); }

// One run of the app, its standard output read line by line.
class AppProcess {
 public:
  AppProcess(const QStringList& arguments, const QString& home, const QString& errorLog) {
    std::vector<std::string> args{VEGGIEBOX_APP_BINARY};
    for (const QString& a : arguments) args.push_back(text(a));
    std::vector<std::string> env;
    for (char** e = environ; *e != nullptr; ++e) {
      const std::string_view entry(*e);
      if (!entry.starts_with("XDG_DATA_HOME=") && !entry.starts_with("XDG_CONFIG_HOME=") &&
          !entry.starts_with("QT_QPA_PLATFORM="))
        env.emplace_back(entry);
    }
    env.push_back("XDG_DATA_HOME=" + text(home) + "/data");
    env.push_back("XDG_CONFIG_HOME=" + text(home) + "/config");
    env.push_back("QT_QPA_PLATFORM=offscreen");
    // Everything exec needs is made before fork: the child may only call async-signal-safe functions.
    std::vector<char*> argv, envp;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    for (std::string& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);
    const std::string log = text(errorLog);

    int pipeFds[2];
    if (::pipe2(pipeFds, O_CLOEXEC) != 0) qFatal("pipe: %s", std::strerror(errno));
    pid_ = ::fork();
    if (pid_ < 0) qFatal("fork: %s", std::strerror(errno));
    if (pid_ == 0) {
      const int err = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
      ::dup2(pipeFds[1], STDOUT_FILENO);
      if (err >= 0) ::dup2(err, STDERR_FILENO);
      ::execve(argv[0], argv.data(), envp.data());
      ::_exit(127);
    }
    ::close(pipeFds[1]);
    out_ = pipeFds[0];
  }
  ~AppProcess() {
    kill();
    ::close(out_);
  }
  AppProcess(const AppProcess&) = delete;
  AppProcess& operator=(const AppProcess&) = delete;

  pid_t pid() const { return pid_; }

  // The next line, or nothing when none came within `timeoutMs` (0: only what is there already)
  // or the output ended.
  std::optional<std::string> readLine(int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    while (true) {
      const std::size_t end = buffer_.find('\n');
      if (end != std::string::npos) {
        std::string line = buffer_.substr(0, end);
        buffer_.erase(0, end + 1);
        return line;
      }
      if (ended_) return std::nullopt;
      pollfd p{out_, POLLIN, 0};
      const int ready = ::poll(&p, 1, static_cast<int>(std::max<qint64>(0, timeoutMs - clock.elapsed())));
      if (ready == 0) return std::nullopt;
      if (ready < 0) continue;  // interrupted
      char chunk[4096];
      const ssize_t n = ::read(out_, chunk, sizeof chunk);
      if (n <= 0)
        ended_ = true;
      else
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  // Stops the process where it is (it is stopped once this returns).
  void stop() {
    ::kill(pid_, SIGSTOP);
    int status = 0;
    ::waitpid(pid_, &status, WUNTRACED);
  }
  void resume() { ::kill(pid_, SIGCONT); }

  // Waits up to `timeoutMs` for the app to stop itself (--stop-inside-writes); false when it did
  // not, or ended instead.
  bool waitUntilStopped(int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    while (!reaped_ && clock.elapsed() < timeoutMs) {
      int status = 0;
      const pid_t got = ::waitpid(pid_, &status, WNOHANG | WUNTRACED);
      if (got == pid_ && WIFSTOPPED(status)) return true;
      if (got == pid_ || got < 0) reaped_ = true;  // it ended
      ::usleep(1000);
    }
    return false;
  }

  // SIGKILL and reap; true when the app was still running (it never quits by itself here).
  bool kill() {
    if (reaped_) return false;
    int status = 0;
    const bool running = ::waitpid(pid_, &status, WNOHANG) == 0;
    if (running) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, &status, 0);
    }
    reaped_ = true;
    return running;
  }

 private:
  pid_t pid_ = -1;
  int out_ = -1;
  std::string buffer_;
  bool ended_ = false;
  bool reaped_ = false;
};

// The actions the file holds up to its cursor; fails the test when it does not load.
std::optional<std::vector<std::string>> loadPlayed(const QString& path, QString* why) {
  try {
    const std::string file = text(path);
    const vb::LoadedSave loaded = vb::loadSave(vb::parseJsonText(vb::readTextFile(file), file));
    return std::vector<std::string>(loaded.save.actions.begin(),
                                    loaded.save.actions.begin() + static_cast<long>(loaded.save.cursor));
  } catch (const std::exception& e) {
    *why = QString::fromStdString(e.what());
    return std::nullopt;
  }
}

bool isPrefix(const std::vector<std::string>& part, const std::vector<std::string>& whole) {
  return part.size() <= whole.size() && std::equal(part.begin(), part.end(), whole.begin());
}

}  // namespace

class CrashSafetyTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    prepareApp();
    QVERIFY(home_.isValid());
    QVERIFY(QDir().mkpath(home_.filePath(QStringLiteral("config/VeggieBox"))));
    QFile settings(home_.filePath(QStringLiteral("config/VeggieBox/VeggieBox.conf")));
    QVERIFY(settings.open(QIODevice::WriteOnly));
    settings.write(QStringLiteral("[play]\nbotDelayMs=%1\nteaching=false\n").arg(kBotDelayMs).toUtf8());
    settings.close();

    // Four computer players of VEGEtables 2.0: over 500 decisions, more than the rounds below play.
    GameSetup setup;
    setup.gameId = "vegetables";
    setup.seed = 20240611;
    for (const char* bot : {"greedy", "random", "greedy", "greedy"})
      setup.seats.push_back(vb::Seat{std::string("Bot ") + bot, false, bot});
    start_ = home_.filePath(QStringLiteral("start.json"));
    std::unique_ptr<GameController> game = GameController::newGame(setup);
    game->saveAs(start_);

    // The game the app should play, uninterrupted: the same controller, bots at full speed.
    game->setAutosaving(false);
    game->setBotDelay(0);
    game->begin();
    QVERIFY(QTest::qWaitFor([&] { return game->state().isOver(); }, 60000));
    for (const auto& entry : game->timeline().entries()) reference_.push_back(entry.text);
    QVERIFY(reference_.size() > 300);
  }

  void autosaveSurvivesKills() {
    const QString autosave = home_.filePath(QStringLiteral("data/VeggieBox/VeggieBox/autosave.json"));
    QVERIFY(QDir().mkpath(QFileInfo(autosave).absolutePath()));
    // The first run opens the new game (and autosaves it); every later one is Continue.
    killAndRestart(autosave, {QStringLiteral("--load"), start_, QStringLiteral("--print-moves")},
                   {QStringLiteral("--continue"), QStringLiteral("--print-moves")}, 0x5EED0001);
  }

  void saveSurvivesKills() {
    const QString saved = home_.filePath(QStringLiteral("game.json"));
    QVERIFY(QFile::copy(start_, saved));
    // File › Save of a game opened from a file writes back to that file.
    const QStringList run{QStringLiteral("--load"), saved, QStringLiteral("--save-every-move"), saved,
                          QStringLiteral("--print-moves")};
    killAndRestart(saved, run, run, 0x5EED0002);
  }

 private:
  // kRounds runs of the app, each killed; then one more that must open what the last one left.
  void killAndRestart(const QString& file, const QStringList& firstRun, const QStringList& laterRuns,
                      std::uint64_t seed) {
    vb::Rng rng(seed);
    std::size_t opensAt = 0;  // the decisions the file holds, which the next run must open with
    int insideWrite = 0, lostOne = 0;
    for (int round = 0; round <= kRounds; ++round) {
      const QString errors = home_.filePath(QStringLiteral("stderr-%1.log").arg(QFileInfo(file).baseName()));
      const QStringList leftBefore = leftovers(file);
      // Odd rounds kill inside a write: when the temporary file is just made, written, or closed
      // with only the rename left, by the draw.
      const bool inWrite = round % 2 == 1 && round < kRounds;
      static const char* const kStages[] = {"created", "written", "synced"};
      QStringList arguments = round == 0 ? firstRun : laterRuns;
      if (inWrite)
        arguments << QStringLiteral("--stop-inside-writes")
                  << QStringLiteral("%1:%2").arg(QLatin1String(kStages[rng.below(3)]), file);
      AppProcess app(arguments, home_.path(), errors);
      const std::optional<std::string> opened = app.readLine(kStartTimeoutMs);
      QVERIFY2(opened.has_value(),
               qPrintable(
                   QStringLiteral("round %1: the app did not open the game; see %2").arg(round).arg(errors)));
      QCOMPARE(*opened, "opened " + std::to_string(opensAt));
      // Opening the game wrote the file once more, which swept away what the last kill left.
      for (const QString& name : leftBefore) QVERIFY2(!leftovers(file).contains(name), qPrintable(name));
      if (round == kRounds) break;  // the restart after the last kill: it opened where it should

      bool killedInWrite = false;
      std::vector<std::string> printed;  // read while waiting, so the game is seen to move on
      if (!inWrite) {
        // At a random moment after the first decision (before it, a slow start under the
        // sanitizers would leave most rounds with nothing played).
        const std::optional<std::string> first = app.readLine(kStartTimeoutMs);
        QVERIFY2(first.has_value(), "the bots did not play");
        printed.push_back(*first);
        QTest::qSleep(static_cast<int>(rng.below(kMaxRandomKillMs)));
      } else {
        // Let some writes through first, so the game moves on between kills; kill it stopped
        // inside the next.
        const int skip = static_cast<int>(rng.below(4));
        for (int writes = 0; writes <= skip; ++writes) {
          QVERIFY2(app.waitUntilStopped(kStartTimeoutMs),
                   qPrintable(QStringLiteral("round %1: the app did not stop inside a write; see %2")
                                  .arg(round)
                                  .arg(errors)));
          if (writes < skip) app.resume();
        }
        killedInWrite = true;
      }
      QVERIFY2(app.kill(),
               qPrintable(QStringLiteral("round %1: the app had quit; see %2").arg(round).arg(errors)));
      insideWrite += killedInWrite ? 1 : 0;

      // What the killed app had played: the game it opened, then each decision it printed.
      std::vector<std::string> played(reference_.begin(), reference_.begin() + static_cast<long>(opensAt));
      while (const std::optional<std::string> line = app.readLine(0)) printed.push_back(*line);
      for (const std::string& line : printed) {
        const std::string expected = "move " + std::to_string(played.size() + 1) + " ";
        QVERIFY2(line.starts_with(expected), line.c_str());
        played.push_back(line.substr(expected.size()));
      }
      // One game, however often it was interrupted: the bots decide from the seed and the position.
      QVERIFY2(isPrefix(played, reference_), "the restarted game went another way");
      QVERIFY2(played.size() < reference_.size(),
               "the game ended; make the rounds shorter or the bots slower");

      const QStringList left = leftovers(file);
      QVERIFY2(left.size() <= 1, qPrintable(left.join(QStringLiteral(", "))));
      if (killedInWrite) QCOMPARE(left.size(), 1);
      QString why;
      const std::optional<std::vector<std::string>> kept = loadPlayed(file, &why);
      QVERIFY2(kept.has_value(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(why)));
      QVERIFY2(isPrefix(*kept, played),
               qPrintable(QStringLiteral("round %1: not what was played").arg(round)));
      QVERIFY2(kept->size() + 1 >= played.size(),
               qPrintable(QStringLiteral("round %1: %2 of %3 decisions kept")
                              .arg(round)
                              .arg(kept->size())
                              .arg(played.size())));
      lostOne += kept->size() < played.size() ? 1 : 0;
      opensAt = kept->size();
    }
    qInfo("%s: %d kills, %d inside a write, %d lost the last decision; %zu of %zu decisions played",
          qPrintable(QFileInfo(file).fileName()), kRounds, insideWrite, lostOne, opensAt, reference_.size());
    QCOMPARE(insideWrite, kRounds / 2);
  }

  QTemporaryDir home_{QDir::tempPath() + QStringLiteral("/veggiebox-crash-XXXXXX")};
  QString start_;
  std::vector<std::string> reference_;
};
}  // namespace vb::app::test::crash_safety_test

VEGGIEBOX_APP_TEST(crash_safety, vb::app::test::crash_safety_test::CrashSafetyTest)
#include "crash_safety_test.moc"
