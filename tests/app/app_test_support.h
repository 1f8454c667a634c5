// What the app tests share: a stand-in table that records what it is shown, games set up in one
// line, and settings and files kept away from the user's own.
#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <memory>
#include <string>
#include <vector>

#include "board_view.h"
#include "game_controller.h"
#include "game_setup.h"
#include "game_window.h"
#include "preferences.h"

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

  void showState(const vb::State& state, int seat, bool canAct, bool handsOpen) override {
    Q_UNUSED(state);
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

inline std::unique_ptr<GameWindow> windowFor(const GameSetup& setup, FakeBoard** board) {
  auto window = std::make_unique<GameWindow>(GameController::newGame(setup), fakeBoards(board));
  window->setRemembersGeometry(false);
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

// The first legal action: every test game moves the same way.
inline vb::ActionId firstLegal(const GameController& controller) {
  return controller.state().legalActions().front();
}

}  // namespace vb::app::test
