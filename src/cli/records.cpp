#include "records.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "commands.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb::cli {

RecordsFile::RecordsFile(std::string path, const lab::Plan& plan, const std::vector<NamedInput>& inputs)
    : path_(std::move(path)), plan_(plan), next_(plan.shardIndex) {
  checkOutputFile("--records", path_, inputs);
  const std::filesystem::path target(path_);
  std::string name;
  const int fd = makeGuardedTemporary(target, name, guard_);
  if (fd < 0)
    throw InputError(tx("--records {1}: cannot be written ({2})", quote(path_), std::strerror(errno)));
  temporary_ = name;
  ::fchmod(fd, modeForWriting(target));
  file_ = ::fdopen(fd, "w");
  if (file_ == nullptr) {
    ::close(fd);
    ::unlink(temporary_.c_str());
    throw InputError(tx("--records {1}: cannot be written", quote(path_)));
  }
}

RecordsFile::~RecordsFile() {
  if (file_ != nullptr) {
    std::fclose(file_);
    ::unlink(temporary_.c_str());
  }
}

void RecordsFile::write(const std::string& line) {
  if (std::fputs(line.c_str(), file_) < 0 || std::fputc('\n', file_) < 0) failed_ = true;
}

void RecordsFile::add(const lab::GameRecord& game) {
  std::string line = game.toJson(plan_).dump();
  if (game.index != next_) {
    waiting_.emplace(game.index, std::move(line));
    return;
  }
  write(line);
  next_ += plan_.shardCount;
  for (auto it = waiting_.find(next_); it != waiting_.end(); it = waiting_.find(next_)) {
    write(it->second);
    waiting_.erase(it);
    next_ += plan_.shardCount;
  }
}

void RecordsFile::finish() {
  if (!waiting_.empty()) throw std::runtime_error(tx("--records: game {1} never finished", next_));
  const bool synced = std::fflush(file_) == 0 && ::fsync(::fileno(file_)) == 0;
  const bool closed = std::fclose(file_) == 0;
  file_ = nullptr;
  if (failed_ || !synced || !closed || std::rename(temporary_.c_str(), path_.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    ::unlink(temporary_.c_str());
    throw std::runtime_error(tx("--records {1}: cannot be written ({2})", quote(path_), why));
  }
}

}  // namespace vb::cli
