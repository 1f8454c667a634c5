// One search at a time off the GUI thread: a computer player's decision or a hint. The window
// never waits for a bot; the answer comes back on the GUI thread unless the search was cancelled
// first (Undo, another game, the window closing), and cancel() returns only once the search has
// stopped, so no search outlives the state it was given.
#pragma once

#include <QObject>
#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

namespace vb::app {

class SearchWorker : public QObject {
  Q_OBJECT

 public:
  explicit SearchWorker(QObject* parent = nullptr) : QObject(parent) {}
  ~SearchWorker() override;

  // Cancels any search, then runs `search` on a thread of its own with a stop flag it must watch
  // (the bots' setStop); `done` runs on this object's thread afterwards, unless cancelled.
  void start(std::function<void(const std::atomic<bool>& stop)> search, std::function<void()> done);
  // Stops the search in flight, if any, and waits for it; its `done` never runs.
  void cancel();
  bool busy() const { return thread_.joinable(); }

  // For tests that race a search's answer against the window (tests/app/turn_flow_model_test.cpp):
  // while a courier is set, a finished search hands its report to it (from the worker's thread)
  // instead of queueing it, and the test delivers it on the GUI thread whenever it likes, early,
  // late or after the window moved on. Null: reports are queued as usual.
  using Report = std::function<void()>;
  static void setCourier(std::function<void(Report)> courier);

 private:
  void finished(unsigned generation, const std::function<void()>& done);

  std::thread thread_;
  std::atomic<bool> stop_{false};
  unsigned generation_ = 0;  // GUI thread only: which search a finished report belongs to
};

}  // namespace vb::app
