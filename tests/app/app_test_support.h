// What the app tests share: a stand-in table that records what it is shown, games set up in one
// line, and settings and files kept away from the user's own.
#pragma once

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>
#include <QtTest>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "board_view.h"
#include "game_controller.h"
#include "game_setup.h"
#include "game_window.h"
#include "move_log.h"
#include "preferences.h"
#include "turn_flow.h"

namespace vb::app::test {

// A table that draws nothing and remembers every showState() call, so tests can check which seat's
// eyes it was given. Its actions are chosen by the test through choose().
class FakeBoard : public BoardView {
 public:
  struct Shown {
    int seat;
    bool canAct;
    bool handsOpen;
  };

  using BoardView::BoardView;

  void showState(const vb::State& state, int seat, bool canAct, bool handsOpen,
                 const vb::State* before = nullptr) override {
    Q_UNUSED(state);
    Q_UNUSED(before);
    shown.push_back({seat, canAct, handsOpen});
  }
  void showRefusal(const QString& reason) override { refusals << reason; }
  void choose(vb::ActionId action) { emit actionChosen(action); }

  const Shown& last() const { return shown.back(); }

  std::vector<Shown> shown;
  QStringList refusals;
};

// The factory a GameWindow takes; `made` points at the latest table it made.
inline BoardFactory fakeBoards(FakeBoard** made) {
  return [made](std::string_view, QWidget* parent) {
    auto* board = new FakeBoard(parent);
    *made = board;
    return board;
  };
}

// Settings and the autosave under test paths, with fast bots and normal (not teaching) play. Each
// test program has its own, since ctest runs them side by side.
inline void prepareApp() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("VeggieBox"));
  QCoreApplication::setApplicationName(QFileInfo(QCoreApplication::applicationFilePath()).fileName());
  QSettings().clear();
  Preferences preferences;
  preferences.botDelayMs = 0;
  preferences.teaching = false;
  // Moves go straight onto the table: the tests of confirming a reveal switch it on themselves.
  preferences.confirmReveals = false;
  preferences.save();
  GameController::discardAutosave();
}

struct SeatPlan {
  SeatPlan(const char* name, const char* bot = "") : name(name), bot(bot) {}
  std::string name;
  std::string bot;  // empty: a person
};

inline GameSetup veggiesSetup(const std::vector<SeatPlan>& plan, std::uint64_t seed = 7) {
  GameSetup setup;
  setup.gameId = "veggies";
  setup.seed = seed;
  setup.options = {{"first", "0"}};
  for (const SeatPlan& seat : plan) setup.seats.push_back(vb::Seat{seat.name, seat.bot.empty(), seat.bot});
  return setup;
}

// A game of `game` with `seats` people (Ana, Bo, Cy, Di) and no computer player.
inline GameSetup peopleSetup(const char* game, int seats, std::uint64_t seed) {
  GameSetup setup;
  setup.gameId = game;
  setup.seed = seed;
  const char* names[] = {"Ana", "Bo", "Cy", "Di"};
  for (int i = 0; i < seats && i < 4; ++i) setup.seats.push_back(vb::Seat{names[i], true, ""});
  return setup;
}

inline std::unique_ptr<GameWindow> windowFor(const GameSetup& setup, FakeBoard** board) {
  auto window = std::make_unique<GameWindow>(GameController::newGame(setup), fakeBoards(board));
  window->setRemembersGeometry(false);
  return window;
}

// A game window on the game's real table, `size` large, shown.
inline std::unique_ptr<GameWindow> realWindow(const GameSetup& setup, QSize size = {1280, 800}) {
  auto window = std::make_unique<GameWindow>(GameController::newGame(setup));
  window->setRemembersGeometry(false);
  window->resize(size);
  window->show();
  return window;
}

// A game window on a stand-in table, shown: where most tests begin.
struct Table {
  explicit Table(const GameSetup& setup) : window(windowFor(setup, &board)), game(window->controller()) {
    window->show();
  }
  FakeBoard* board = nullptr;  // set by windowFor, so declared before window
  std::unique_ptr<GameWindow> window;
  GameController* game;
};

// The confirmation teaching mode asks for in a game of more than one person, while it is shown.
inline QMessageBox* confirmBox() {
  for (QWidget* widget : QApplication::topLevelWidgets())
    if (auto* box = qobject_cast<QMessageBox*>(widget);
        box != nullptr && box->objectName() == QStringLiteral("teaching-confirm") && box->isVisible())
      return box;
  return nullptr;
}

// Answers that confirmation when it comes up (Yes or Cancel), looking for it every 10 ms for up to
// `tries` times; `asked` (when given) counts the times it came.
inline void answerConfirm(bool yes, int* asked = nullptr, int tries = 50) {
  auto* timer = new QTimer(qApp);
  timer->setInterval(10);
  auto left = std::make_shared<int>(tries);
  QObject::connect(timer, &QTimer::timeout, timer, [=] {
    if (QMessageBox* box = confirmBox()) {
      if (asked != nullptr) ++*asked;
      box->button(yes ? QMessageBox::Yes : QMessageBox::Cancel)->click();
    } else if (--*left > 0) {
      return;
    }
    timer->stop();
    timer->deleteLater();
  });
  timer->start();
}

// Runs `answer` on the next modal dialog or message box, once it is shown (for a dialog that
// exec() opens from the code under test).
inline void whenModal(std::function<void(QWidget*)> answer) {
  auto* timer = new QTimer(qApp);
  timer->setInterval(10);
  QObject::connect(timer, &QTimer::timeout, timer, [timer, answer = std::move(answer)] {
    if (QWidget* modal = QApplication::activeModalWidget(); modal != nullptr && modal->isVisible()) {
      timer->stop();
      timer->deleteLater();
      answer(modal);
    }
  });
  timer->start();
}

// Lets `ms` milliseconds pass on the turn flow's clock at once: from the first call on, the clock
// is the steady clock plus all the time let pass so far, so it never goes back and a test waits for
// the curtain's half second (turn_flow.h) on paper rather than in real time.
inline void letTurnTimePass(TurnFlow::Millis ms) {
  static TurnFlow::Millis passed = 0;
  passed += ms;
  GameController::setClockForTests([] {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
               .count() +
           passed;
  });
  QCoreApplication::processEvents();
}

// A person passes the curtain as a person does: once it has stood long enough to be seen
// (turn_flow.h), a key (Space, or Return) or a click on its button.
inline void passCurtain(QWidget* curtain, Qt::Key key = Qt::Key_Space) {
  letTurnTimePass(TurnFlow::kCurtainSeenMs + 30);
  QTest::keyClick(curtain, key);
}
inline void clickCurtainButton(QWidget* curtain) {
  letTurnTimePass(TurnFlow::kCurtainSeenMs + 30);
  QTest::mouseClick(curtain->findChild<QPushButton*>(QStringLiteral("curtain-reveal")), Qt::LeftButton);
}

// Where the move log's document differs from its lines() (empty: nowhere). MoveLog writes again
// only the lines from the first that changed, so this checks that its text still reads, block for
// block, as the whole log written anew would.
inline QString logTextMismatch(const MoveLog& log) {
  const QTextDocument& document = *log.document();
  const QStringList& lines = log.lines();
  if (lines.isEmpty())
    return document.toPlainText().isEmpty()
               ? QString()
               : QStringLiteral("no lines, but the log reads ") + document.toPlainText();
  if (document.blockCount() != lines.size())
    return QStringLiteral("%1 blocks for %2 lines").arg(document.blockCount()).arg(lines.size());
  for (int i = 0; i < lines.size(); ++i)
    if (const QString text = document.findBlockByNumber(i).text(); !text.endsWith(lines[i]))
      return QStringLiteral("line %1 reads \"%2\", not \"%3\"").arg(i).arg(text, lines[i]);
  return {};
}

// The first legal action: every test game moves the same way.
inline vb::ActionId firstLegal(const GameController& controller) {
  return controller.state().legalActions().front();
}

}  // namespace vb::app::test
