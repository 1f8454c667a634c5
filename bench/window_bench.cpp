// The game window on a long VEGEtables match between four people, after 50, 150 and 300 moves: its
// refresh alone (GameWindow::render and the paint that follows), and a move taken back, the window
// refreshed after each (teaching mode, where undo takes anything back). Run by hand, offscreen:
// build/bench/veggiebox-window-bench --benchmark_min_time=2
#include <benchmark/benchmark.h>
#include <QApplication>
#include <QStandardPaths>
#include <memory>
#include <string>
#include <vector>

#include "board_view.h"
#include "game_controller.h"
#include "game_window.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/timeline.h"

namespace {

// A window on a VEGEtables match of `moves` seeded random moves (ten hands, so that it lasts).
std::unique_ptr<vb::app::GameWindow> matchWindow(std::size_t moves) {
  const vb::Game& game = *vb::findGame("vegetables");
  vb::Setup setup;
  std::vector<vb::Seat> seats;
  for (const char* name : {"Ana", "Bo", "Cai", "Dee"}) {
    setup.names.emplace_back(name);
    seats.push_back(vb::Seat{name, true, ""});
  }
  setup.seed = 1;
  setup.options = {{"hands", "10"}};
  vb::Timeline timeline(game.newGame(setup));
  vb::Rng random(1);
  while (timeline.cursor() < moves && !timeline.current().isOver()) {
    const std::vector<vb::ActionId> legal = timeline.current().legalActions();
    timeline.play(legal[random.below(legal.size())]);
  }
  auto controller = std::make_unique<vb::app::GameController>(std::move(timeline), seats, QList<QColor>{},
                                                              setup.seed, setup.options, false);
  controller->lowerCurtain();
  auto window = std::make_unique<vb::app::GameWindow>(std::move(controller));
  window->setRemembersGeometry(false);
  window->resize(vb::app::GameWindow::defaultSize());
  window->show();
  QApplication::processEvents();
  return window;
}

void refresh(benchmark::State& state) {
  const auto moves = static_cast<std::size_t>(state.range(0));
  const std::unique_ptr<vb::app::GameWindow> window = matchWindow(moves);
  vb::app::GameController& controller = *window->controller();
  if (controller.timeline().cursor() != moves) state.SkipWithError("the match ended early");
  for (auto _ : state) {
    emit controller.stateChanged();
    window->repaint();
  }
}
BENCHMARK(refresh)->Arg(50)->Arg(150)->Arg(300)->Unit(benchmark::kMillisecond);

void moveAndBack(benchmark::State& state) {
  const auto moves = static_cast<std::size_t>(state.range(0));
  const std::unique_ptr<vb::app::GameWindow> window = matchWindow(moves);
  vb::app::GameController& controller = *window->controller();
  controller.setTeaching(true);
  for (auto _ : state) {
    controller.choose(controller.state().legalActions().front());
    window->repaint();
    controller.undo();
    window->repaint();
  }
  if (controller.timeline().cursor() != moves || controller.timeline().entries().size() != moves + 1)
    state.SkipWithError("the move was not played and taken back");
}
BENCHMARK(moveAndBack)->Arg(50)->Arg(150)->Arg(300)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);  // the autosave and settings stay out of the user's own
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
