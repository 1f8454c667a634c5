// One run of the lab behind the Lab window: lab::run on a worker thread, so the window never waits.
// The worker counts each finished game into statistics and the notable games under a lock; the
// window takes a copy of them whenever it redraws (docs/lab-app.md).
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

#include "lab/notable_games.h"
#include "veggiebox/lab/lab.h"

namespace vb::app {

class LabRun : public QObject {
  Q_OBJECT

 public:
  // `plan` must have passed Plan::check.
  LabRun(vb::lab::Plan plan, int threads, QObject* parent = nullptr);
  // Stops the games and waits for the worker (games stop within a decision).
  ~LabRun() override;

  const vb::lab::Plan& plan() const { return plan_; }
  int threads() const { return threads_; }
  void start();
  // Asks the run to stop; finished() follows soon, with the games finished so far.
  void cancel();
  bool running() const { return running_; }
  bool cancelled() const { return stop_; }

  // Copies taken under the lock.
  vb::lab::Stats stats() const;
  std::vector<NotableGame> notableGames() const;
  int gamesDone() const;
  double seconds() const;
  // What went wrong, if the engine broke a promise; empty otherwise.
  QString error() const;

 signals:
  // The run ended (every game played, cancelled, or failed), in the window's thread.
  void finished();

 private:
  void work();

  vb::lab::Plan plan_;
  int threads_;
  mutable std::mutex mutex_;  // guards what the worker writes and the window reads below
  vb::lab::Stats stats_;
  NotableGames notable_;
  QString error_;
  double wallSeconds_ = 0;
  QElapsedTimer clock_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> running_{false};
  std::jthread worker_;  // last: joined first, while everything it touches is still there
};

}  // namespace vb::app
