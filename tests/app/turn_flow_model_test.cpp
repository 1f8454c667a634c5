// Hot-seat's promise under every timing (docs/architecture.md#who-is-at-the-screen): random sequences of
// window events — clicks on legal and on refused places, Skip to my turn, the look back (Alt+←,
// ←, →, Esc), undo, redo, confirm, cancel, a hint, a branch started or switched to, the game saved
// and opened again, Play again, the score sheet, a deliberate curtain pass — with the
// computers' answers delivered at random moments (SearchWorker::setCourier holds each until the
// test hands it over), and with clicks and keys (Space, Enter, the places of Skip and Undo) that
// the person at the screen aimed at their own screen arriving in the half second around each
// handover. Two people and one or two computers, in each game, offscreen, on a clock the test turns
// (GameController::setClockForTests).
//
// The test keeps its own model of who is at the screen: the person who last passed the curtain on
// purpose (or nobody known, at the start). After every event everything the window shows — the
// table's image, every label, button, tooltip and accessible name, the move log, the score sheet
// when it is open — must be identical for two resamples of every card that person cannot see
// (GameController::substituteForTests); with nobody known, for two resamples of every hidden card.
//
// VEGGIEBOX_FLOW_SEQUENCES: sequences a game (default 6; ctest runs 200 a game in four parts, 2
// under the sanitizers: tests/app/CMakeLists.txt; an event and its check cost 5-12 ms, the table
// grabbed twice);
// VEGGIEBOX_FLOW_EVENTS: events a sequence (default 30); VEGGIEBOX_FLOW_SEED: the first sequence's
// seed (default 1). A failure prints the game, the seed and the events so far, which replay it. A
// long run wants QtTest's -maxwarnings 0 (the offscreen platform's warnings would silence its
// progress lines after 2,000) and QTEST_FUNCTION_TIMEOUT in milliseconds (five minutes by default).
#include <QAbstractButton>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QVariantAnimation>
#include <QtTest>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "app_test_program.h"
#include "app_test_support.h"
#include "board_view.h"
#include "confirm_bar.h"
#include "curtain.h"
#include "move_log.h"
#include "score_sheet_dialog.h"
#include "search_worker.h"
#include "turn_flow.h"
#include "turn_review.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/registry.h"
#include "widget_texts.h"

namespace vb::app::test::turn_flow_model_test {

using namespace vb::app;
using namespace vb::app::test;

namespace {

int fromEnvironment(const char* name, int fallback) {
  bool ok = false;
  const int value = qEnvironmentVariableIntValue(name, &ok);
  return ok && value > 0 ? value : fallback;
}

// The computers' answers, held as the worker thread hands them over, delivered when the test says.
class Courier {
 public:
  Courier() {
    SearchWorker::setCourier([this](SearchWorker::Report report) {
      const std::lock_guard<std::mutex> hold(lock_);
      held_.push_back(std::move(report));
    });
  }
  ~Courier() { SearchWorker::setCourier(nullptr); }
  Courier(const Courier&) = delete;
  Courier& operator=(const Courier&) = delete;

  // Waits (briefly, in real time) for a search under way to finish, then delivers its answer.
  bool deliver(const GameController& game) {
    for (int i = 0; i < 400 && count() == 0 && game.searching(); ++i) QTest::qWait(5);
    SearchWorker::Report report;
    {
      const std::lock_guard<std::mutex> hold(lock_);
      if (held_.empty()) return false;
      report = std::move(held_.front());
      held_.pop_front();
    }
    report();
    return true;
  }
  std::size_t count() {
    const std::lock_guard<std::mutex> hold(lock_);
    return held_.size();
  }
  void drop() {
    const std::lock_guard<std::mutex> hold(lock_);
    held_.clear();
  }

 private:
  std::mutex lock_;
  std::deque<SearchWorker::Report> held_;
};

struct Shown {
  QImage table;
  QStringList texts;
  bool operator==(const Shown& other) const { return table == other.table && texts == other.texts; }
};

class Sequence {
 public:
  Sequence(const std::string& game, std::uint64_t seed, int events)
      : game_(game), random_(seed), seed_(seed), events_(events) {}

  // Plays the sequence; returns what went wrong, or an empty string.
  QString run() {
    open();
    QString wrong = check("start");
    for (int i = 0; i < events_ && wrong.isEmpty(); ++i) wrong = check(step());
    window_.reset();
    courier_.drop();
    return wrong;
  }

 private:
  void open() {
    GameSetup setup;
    setup.gameId = game_;
    setup.seed = seed_;
    const int seats = game_ == "vegetables" ? 4 : 3 + static_cast<int>(random_.below(2));
    const int computers = seats == 4 && game_ != "vegetables" ? 2 : seats - 2;
    const char* const names[] = {"Ana", "Ben", "Cai", "Dee"};
    std::vector<bool> person(static_cast<std::size_t>(seats), true);
    for (int c = 0; c < computers;) {  // two people, the rest computers, in random seats
      const std::size_t seat = random_.below(static_cast<std::size_t>(seats));
      if (!person[seat]) continue;
      person[seat] = false;
      ++c;
    }
    for (int seat = 0; seat < seats; ++seat)
      setup.seats.push_back(vb::Seat{names[seat], person[static_cast<std::size_t>(seat)],
                                     person[static_cast<std::size_t>(seat)] ? "" : "random"});
    if (game_ == "vegetables") setup.options = {{"hands", "1"}};
    GameController::setClockForTests([this] { return now_; });
    window_ = realWindow(setup, QSize(1024, 640));
    // The window is never painted on the (offscreen) screen: what it shows is looked at by
    // grab(), which paints the table itself, and by its texts. Painting it too after each event
    // cost a third of the test. (Before the tables drew their art from pixmaps, picture_cache.h,
    // a Garden table left unpainted came out a shade different between two worlds in the first
    // check; 600 Garden events unpainted showed no difference since.)
    window_->setUpdatesEnabled(false);
    confirmReveals_ = random_.below(2) == 0;
    prepare();
    screen_ = -1;  // nobody known
    settle();
  }

  // The test's settings for the game on the table (again after a save is opened or Play again).
  void prepare() {
    game().setAutosaving(false);
    game().setBotDelay(1);  // a pause, so that Skip to my turn is offered
    game().setConfirmReveals(confirmReveals_);
  }

  GameController& game() { return *window_->controller(); }

  void settle() {
    for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
  }

  // The centre of a named widget of the window, in the window's coordinates (where a person's
  // click lands, whatever is on top of it then).
  std::optional<QPoint> placeOf(const char* name) {
    auto* widget = window_->findChild<QWidget*>(QString::fromLatin1(name));
    if (widget == nullptr || !widget->isVisible()) return std::nullopt;
    return widget->mapTo(window_.get(), widget->rect().center());
  }

  // A click at a place of the window, on whatever widget is there now.
  void clickAt(QPoint where) {
    QWidget* target = window_->childAt(where);
    if (target == nullptr) return;
    QTest::mouseClick(target, Qt::LeftButton, {}, target->mapFrom(window_.get(), where));
  }

  void key(Qt::Key key) {
    QWidget* target = QApplication::focusWidget() != nullptr ? QApplication::focusWidget() : window_.get();
    QTest::keyClick(target, key);
  }

  // Clicks and keys the person at the screen meant for the screen before, arriving within half a
  // second of a handover.
  void strayInput(const std::optional<QPoint>& skip, const std::optional<QPoint>& undo) {
    const int count = 1 + static_cast<int>(random_.below(3));
    for (int i = 0; i < count; ++i) {
      now_ +=
          static_cast<std::int64_t>(random_.below(static_cast<std::uint64_t>(TurnFlow::kCurtainSeenMs / 3)));
      switch (random_.below(4)) {
        case 0:
          if (skip) clickAt(*skip);
          log_ << QStringLiteral("stray click at Skip");
          break;
        case 1:
          if (undo) clickAt(*undo);
          log_ << QStringLiteral("stray click at Undo");
          break;
        case 2:
          key(Qt::Key_Space);
          log_ << QStringLiteral("stray Space");
          break;
        default:
          key(Qt::Key_Return);
          log_ << QStringLiteral("stray Enter");
          break;
      }
      settle();
    }
  }

  // A what-if branch started where the game stands (teaching mode's rule aside, one may always
  // branch at the cursor), or another branch put on the table.
  QString branchEvent() {
    GameController& c = game();
    const std::size_t branches = c.timeline().branches().size();
    if (branches > 1 && random_.below(2) == 0) {
      const std::size_t to = random_.below(branches);
      c.switchBranch(to);
      return QStringLiteral("switch to branch %1").arg(to);
    }
    c.startBranch(c.timeline().branch(), c.timeline().cursor());
    return QStringLiteral("a branch from here");
  }

  // The game saved and opened again, or (when it is over) Play again: a new controller on the
  // window, while a computer's answer for the old one may still be on its way.
  QString reopenEvent() {
    if (game().state().isOver()) {
      window_->playAgain();
      prepare();
      return QStringLiteral("Play again");
    }
    const QString path = files_.filePath(QStringLiteral("flow.veggiebox"));
    game().saveAs(path);
    if (!window_->openFile(path)) return QStringLiteral("open the save (refused)");
    prepare();
    return QStringLiteral("open the save");
  }

  // One random event; returns its name.
  QString step() {
    GameController& c = game();
    const std::optional<QPoint> skip = placeOf("skip-to-my-turn");
    const std::optional<QPoint> undo = placeOf("undo");
    now_ += static_cast<std::int64_t>(random_.below(200));
    const std::size_t pick = random_.below(100);
    QString name;
    if (c.curtainUp() && pick < 30) {
      // The person named on the curtain steps up and passes it on purpose, once it was seen.
      now_ += TurnFlow::kCurtainSeenMs + static_cast<std::int64_t>(random_.below(400));
      const int next = c.curtainSeat();
      if (random_.below(2) == 0) {
        QTest::keyClick(window_->curtain(), random_.below(2) == 0 ? Qt::Key_Space : Qt::Key_Return);
      } else {
        auto* button = window_->curtain()->findChild<QPushButton*>(QStringLiteral("curtain-reveal"));
        QTest::mouseClick(button, Qt::LeftButton);
      }
      settle();
      if (!c.curtainUp()) screen_ = next;
      name = QStringLiteral("%1 passes the curtain").arg(next);
    } else if (pick < 55) {
      const bool handed = c.searching() || courier_.count() > 0;
      const int before = c.state().currentPlayer();
      if (!courier_.deliver(c)) {
        settle();
        return QStringLiteral("time passes");
      }
      settle();
      name = QStringLiteral("a computer's answer");
      // The answer may have handed the screen to the other person: the one at the screen was
      // still clicking and typing for their own screen.
      if (handed && c.state().currentPlayer() != before && random_.below(3) != 0) strayInput(skip, undo);
    } else if (pick < 70 && c.boardCanAct() && window_->board()->isVisible()) {
      const std::vector<vb::ActionId> legal = c.state().legalActions();
      const vb::ActionId action = legal[random_.below(legal.size())];
      name = QStringLiteral("click on ") + QString::fromStdString(c.state().actionText(action));
      if (const std::optional<QRect> spot = window_->board()->nextSpot(action))
        QTest::mouseClick(window_->board(), Qt::LeftButton, {}, spot->center());
      else
        c.choose(action);
    } else if (pick < 74 && window_->board()->isVisible()) {
      const QPoint where(
          static_cast<int>(random_.below(static_cast<std::size_t>(window_->board()->width()))),
          static_cast<int>(random_.below(static_cast<std::size_t>(window_->board()->height()))));
      QTest::mouseClick(window_->board(), Qt::LeftButton, {}, where);
      name = QStringLiteral("click anywhere on the table");
    } else if (pick < 80) {
      if (skip) clickAt(*skip);
      name = QStringLiteral("Skip to my turn");
    } else if (pick < 84) {
      if (undo) clickAt(*undo);
      name = QStringLiteral("Undo");
    } else if (pick < 86) {
      if (const std::optional<QPoint> redo = placeOf("redo")) clickAt(*redo);
      name = QStringLiteral("Redo");
    } else if (pick < 90) {
      const Qt::Key keys[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_Escape};
      if (random_.below(2) == 0) {
        if (const std::optional<QPoint> review = placeOf("review-turns")) clickAt(*review);
        name = QStringLiteral("Moves since your turn");
      } else {
        const Qt::Key k = keys[random_.below(3)];
        QTest::keyClick(window_.get(), k);
        name = QStringLiteral("key %1").arg(k);
      }
    } else if (pick < 94) {
      const char* which = random_.below(2) == 0 ? "confirm" : "cancel";
      if (const std::optional<QPoint> place = placeOf(which)) clickAt(*place);
      name = QString::fromLatin1(which);
    } else if (pick < 96) {
      if (const std::optional<QPoint> hint = placeOf("hint")) clickAt(*hint);
      name = QStringLiteral("Hint");
    } else if (pick < 97) {
      name = branchEvent();
    } else if (pick < 98) {
      name = reopenEvent();
    } else if (pick < 99) {
      if (sheet_ != nullptr) {
        sheet_->close();
        sheet_ = nullptr;
        name = QStringLiteral("close the score sheet");
      } else {
        sheet_ = window_->showScoreSheet();
        name = QStringLiteral("score sheet");
      }
    } else if (pick < 100 && !c.curtainUp()) {
      // Keys on the table (a person steps up to a curtain on purpose above).
      key(random_.below(2) == 0 ? Qt::Key_Space : Qt::Key_Return);
      name = QStringLiteral("Space or Enter");
    } else {
      name = QStringLiteral("a moment under the curtain");
    }
    settle();
    return name;
  }

  // What the window shows; the table painted into `picture` (one of two kept for the two worlds:
  // a new picture each time made the kernel's page faults a fifth of the test).
  Shown shown(QImage& picture) {
    Shown s;
    // The table's picture with its marks (hints, the last move's outline); the last move's glow,
    // which fades in real time, at its end.
    if (BoardView* board = window_->board(); board != nullptr && board->isVisible()) {
      for (QVariantAnimation* glow : board->findChildren<QVariantAnimation*>())
        glow->setCurrentTime(glow->duration());
      if (picture.size() != board->size())
        picture = QImage(board->size(), QImage::Format_ARGB32_Premultiplied);
      picture.fill(Qt::transparent);
      board->render(&picture);
      s.table = picture;
    }
    s.texts = textsUnder(window_.get(), true);
    s.texts << window_->moveLog()->lines();
    if (sheet_ != nullptr && sheet_->isVisible()) s.texts << textsUnder(sheet_, true);
    return s;
  }

  // Where two pictures of the table differ, for the failure message.
  static QString whereTheyDiffer(const QImage& a, const QImage& b) {
    if (a.size() != b.size())
      return QStringLiteral("(sizes %1x%2 and %3x%4)")
          .arg(a.width())
          .arg(a.height())
          .arg(b.width())
          .arg(b.height());
    QRect box;
    for (int y = 0; y < a.height(); ++y)
      for (int x = 0; x < a.width(); ++x)
        if (a.pixel(x, y) != b.pixel(x, y)) box |= QRect(x, y, 1, 1);
    return QStringLiteral("(in %1,%2 %3x%4)").arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height());
  }

  // What the window shows is the same for two resamples of what the person at the screen cannot see.
  QString check(const QString& event) {
    log_ << event;
    GameController& c = game();
    if (c.state().isOver()) return {};
    vb::Rng first(seed_ * 1000 + static_cast<std::uint64_t>(log_.size()));
    vb::Rng second(seed_ * 1000 + 500 + static_cast<std::uint64_t>(log_.size()));
    c.substituteForTests(c.state().resample(screen_, first));
    settle();
    const Shown a = shown(pictures_[0]);
    c.substituteForTests(c.state().resample(screen_, second));
    settle();
    const Shown b = shown(pictures_[1]);
    c.substituteForTests(nullptr);
    if (a == b) return {};
    QString what = a.table == b.table
                       ? QStringLiteral("texts")
                       : QStringLiteral("the table's image ") + whereTheyDiffer(a.table, b.table);
    return QStringLiteral(
               "%1, seed %2: after [%3] the window shows %4 that the person at the screen "
               "(seat %5; the board is shown to seat %6) may not see")
        .arg(QString::fromStdString(game_))
        .arg(seed_)
        .arg(log_.join(QStringLiteral(", ")), what)
        .arg(screen_)
        .arg(c.boardSeat());
  }

  std::string game_;
  vb::Rng random_;
  std::uint64_t seed_;
  int events_;
  std::unique_ptr<GameWindow> window_;
  Courier courier_;
  std::int64_t now_ = 1'000'000;
  int screen_ = -1;
  QPointer<ScoreSheetDialog> sheet_;
  QImage pictures_[2];
  QStringList log_;
  QTemporaryDir files_;
  bool confirmReveals_ = false;
};

}  // namespace

class TurnFlowModelTest : public QObject {
  Q_OBJECT

 private slots:
  void init() { prepareApp(); }
  void cleanup() { GameController::setClockForTests(nullptr); }

  void nothingPrivateLeaksWhateverTheTiming_data() {
    QTest::addColumn<QString>("gameId");
    QTest::newRow("veggies") << QStringLiteral("veggies");
    QTest::newRow("garden") << QStringLiteral("garden");
    QTest::newRow("vegetables") << QStringLiteral("vegetables");
  }

  void nothingPrivateLeaksWhateverTheTiming() {
    QFETCH(QString, gameId);
    const int sequences = fromEnvironment("VEGGIEBOX_FLOW_SEQUENCES", 6);
    const int events = fromEnvironment("VEGGIEBOX_FLOW_EVENTS", 30);
    const int first = fromEnvironment("VEGGIEBOX_FLOW_SEED", 1);
    for (int i = 0; i < sequences; ++i) {
      Sequence sequence(gameId.toStdString(), static_cast<std::uint64_t>(first + i), events);
      const QString wrong = sequence.run();
      QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
      if ((i + 1) % 500 == 0) qInfo("%s: %d sequences passed", qPrintable(gameId), i + 1);
    }
    qInfo("%s: %d sequences of %d events (seeds %d to %d), each checked after every event",
          qPrintable(gameId), sequences, events, first, first + sequences - 1);
  }
};
}  // namespace vb::app::test::turn_flow_model_test

VEGGIEBOX_APP_TEST(turn_flow_model, vb::app::test::turn_flow_model_test::TurnFlowModelTest)
#include "turn_flow_model_test.moc"
