#include "lab_run.h"

#include <QMetaObject>

namespace vb::app {

LabRun::LabRun(vb::lab::Plan plan, int threads, QObject* parent)
    : QObject(parent), plan_(std::move(plan)), threads_(threads), stats_(plan_), notable_(plan_.lineup) {}

LabRun::~LabRun() {
  stop_ = true;
  if (worker_.joinable()) worker_.join();
}

void LabRun::start() {
  running_ = true;
  clock_.start();
  worker_ = std::jthread([this] { work(); });
}

void LabRun::cancel() { stop_ = true; }

void LabRun::work() {
  vb::lab::RunOptions options;
  options.threads = threads_;
  options.stop = &stop_;
  options.onGame = [this](const vb::lab::GameRecord& game) {
    const std::lock_guard lock(mutex_);
    stats_.add(game);
    notable_.add(game);
  };
  try {
    (void)vb::lab::run(plan_, options);
  } catch (const std::exception& e) {
    const std::lock_guard lock(mutex_);
    error_ = QString::fromStdString(e.what());
  }
  {
    const std::lock_guard lock(mutex_);
    wallSeconds_ = static_cast<double>(clock_.elapsed()) / 1000.0;
  }
  running_ = false;
  QMetaObject::invokeMethod(this, &LabRun::finished, Qt::QueuedConnection);
}

vb::lab::Stats LabRun::stats() const {
  const std::lock_guard lock(mutex_);
  return stats_;
}

std::vector<NotableGame> LabRun::notableGames() const {
  const std::lock_guard lock(mutex_);
  return notable_.list();
}

int LabRun::gamesDone() const {
  const std::lock_guard lock(mutex_);
  return stats_.gamesPlayed();
}

double LabRun::seconds() const {
  const std::lock_guard lock(mutex_);
  return running_ ? static_cast<double>(clock_.elapsed()) / 1000.0 : wallSeconds_;
}

QString LabRun::error() const {
  const std::lock_guard lock(mutex_);
  return error_;
}

}  // namespace vb::app
