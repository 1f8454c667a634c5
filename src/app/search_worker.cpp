#include "search_worker.h"

#include <QPointer>
#include <mutex>
#include <utility>

namespace vb::app {

namespace {

std::mutex courierLock;
std::function<void(SearchWorker::Report)> courierNow;

}  // namespace

void SearchWorker::setCourier(std::function<void(Report)> courier) {
  const std::lock_guard<std::mutex> hold(courierLock);
  courierNow = std::move(courier);
}

SearchWorker::~SearchWorker() { cancel(); }

void SearchWorker::start(std::function<void(const std::atomic<bool>& stop)> search,
                         std::function<void()> done) {
  cancel();
  stop_ = false;
  const unsigned generation = ++generation_;
  thread_ = std::thread([this, generation, search = std::move(search), done = std::move(done)]() mutable {
    search(stop_);
    // Queued to this object's thread; Qt drops it if the worker is gone by then.
    QPointer<SearchWorker> self(this);
    Report report = [self, generation, done = std::move(done)] {
      if (self) self->finished(generation, done);
    };
    {
      const std::lock_guard<std::mutex> hold(courierLock);
      if (courierNow) {
        courierNow(std::move(report));
        return;
      }
    }
    QMetaObject::invokeMethod(this, std::move(report), Qt::QueuedConnection);
  });
}

void SearchWorker::finished(unsigned generation, const std::function<void()>& done) {
  if (generation != generation_ || !thread_.joinable()) return;  // cancelled, or a newer search runs
  thread_.join();
  done();
}

void SearchWorker::cancel() {
  if (!thread_.joinable()) return;
  stop_ = true;
  thread_.join();
  ++generation_;  // the finished report already queued, if any, is dropped
}

}  // namespace vb::app
