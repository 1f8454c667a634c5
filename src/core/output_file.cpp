#include "veggiebox/core/output_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <pthread.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <csignal>
#include <cstring>
#include <fstream>
#include <optional>
#include <system_error>

#include "veggiebox/core/error.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/quote.h"
#include "veggiebox/core/text.h"

namespace vb {

namespace fs = std::filesystem;

namespace {

bool sameFile(const std::string& a, const std::string& b) {
  std::error_code ec;
  if (fs::equivalent(a, b, ec)) return true;
  // Each path's own error: one shared code would keep only the error of whichever ran last.
  std::error_code errorA, errorB;
  const fs::path canonicalA = fs::weakly_canonical(a, errorA);
  const fs::path canonicalB = fs::weakly_canonical(b, errorB);
  return !errorA && !errorB && canonicalA == canonicalB;
}

}  // namespace

void checkOutputFile(const std::string& option, const std::string& path,
                     const std::vector<NamedInput>& inputs) {
  if (path.empty()) throw InputError(tx("{1}: needs a file name", option));
  const std::string named = option + " " + quote(path);
  if (path == "-")
    throw InputError(
        tx("{1}: '-' would be a file named '-' (standard output is not written to); give a file's name",
           option));
  struct stat info {};
  if (::lstat(path.c_str(), &info) == 0) {
    if (S_ISDIR(info.st_mode)) throw InputError(tx("{1}: is a folder, not a file", named));
    if (S_ISLNK(info.st_mode))
      throw InputError(tx("{1}: is a symbolic link; VeggieBox replaces only plain files", named));
    if (!S_ISREG(info.st_mode))
      throw InputError(
          tx("{1}: is not a plain file (a device, a pipe or a socket); VeggieBox replaces only plain files",
             named));
  }
  for (const auto& [inputOption, input] : inputs)
    if (input != "-" && sameFile(path, input))
      throw InputError(tx("{1}: is the file given to {2}, which this would overwrite", named, inputOption));
  const fs::path dir = fs::path(path).has_parent_path() ? fs::path(path).parent_path() : fs::path(".");
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw InputError(tx("{1}: the folder does not exist", named));
  if (::access(dir.c_str(), W_OK) != 0) throw InputError(tx("{1}: the folder is not writable", named));
}

mode_t modeForWriting(const fs::path& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode)) return info.st_mode & 07777;
  // The umask, read without changing it (Linux prints it in /proc/self/status since 4.7).
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("Umask:", 0) == 0)
      return 0666 & ~static_cast<mode_t>(std::stoul(line.substr(6), nullptr, 8));
  return 0644;
}

// --- temporary files removed on a signal -------------------------------------------------------
// The handler may only call async-signal-safe functions: it reads fixed buffers and calls unlink.

namespace {

constexpr std::size_t kSlots = 8;
constexpr std::size_t kPathBytes = 4096;
std::array<std::array<char, kPathBytes>, kSlots> guardedPaths{};
std::array<std::atomic<bool>, kSlots> guardedLive{};
std::array<std::atomic<bool>, kSlots> guardedTaken{};

extern "C" void removeGuardedAndReraise(int signal) {
  for (std::size_t i = 0; i < kSlots; ++i)
    if (guardedLive[i].load()) ::unlink(guardedPaths[i].data());
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

}  // namespace

TemporaryFileGuard::TemporaryFileGuard(const std::string& path) : slot_(-1) {
  if (path.size() >= kPathBytes) return;
  for (std::size_t i = 0; i < kSlots; ++i) {
    bool expected = false;
    if (guardedTaken[i].compare_exchange_strong(expected, true)) {
      std::memcpy(guardedPaths[i].data(), path.c_str(), path.size() + 1);
      guardedLive[i].store(true);
      slot_ = static_cast<int>(i);
      return;
    }
  }
}

TemporaryFileGuard::~TemporaryFileGuard() {
  if (slot_ < 0) return;
  guardedLive[static_cast<std::size_t>(slot_)].store(false);
  guardedTaken[static_cast<std::size_t>(slot_)].store(false);
}

int makeGuardedTemporary(const std::filesystem::path& target, std::string& name,
                         std::optional<TemporaryFileGuard>& guard) {
  const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : ".";
  name = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
  sigset_t held, before;
  sigemptyset(&held);
  sigaddset(&held, SIGINT);
  sigaddset(&held, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &held, &before);
  const int fd = ::mkstemp(name.data());
  if (fd >= 0) guard.emplace(name);
  pthread_sigmask(SIG_SETMASK, &before, nullptr);  // a signal that came meanwhile is handled now
  return fd;
}

void installSignalCleanup() {
  std::signal(SIGINT, removeGuardedAndReraise);
  std::signal(SIGTERM, removeGuardedAndReraise);
}

namespace {

// Holds flock() on a folder while it lives. Every writer takes it around its write, so a temporary
// file the holder sees belongs to no writer still at work, only to one that was killed (the kernel
// drops a dead process's lock). Without the lock (a folder that cannot be opened, a file system
// without flock) leftovers are kept rather than risk removing another writer's file.
class FolderLock {
 public:
  explicit FolderLock(const std::filesystem::path& folder)
      : fd_(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)),
        locked_(fd_ >= 0 && ::flock(fd_, LOCK_EX) == 0) {}
  ~FolderLock() {
    if (fd_ >= 0) ::close(fd_);  // closing the last descriptor releases the lock
  }
  FolderLock(const FolderLock&) = delete;
  FolderLock& operator=(const FolderLock&) = delete;
  bool locked() const { return locked_; }

 private:
  int fd_;
  bool locked_;
};

std::atomic<WriteStageHook> writeStageHook{nullptr};

void reachStage(const std::filesystem::path& path, WriteStage stage) {
  if (const WriteStageHook hook = writeStageHook.load()) hook(path, stage);
}

std::filesystem::path folderOf(const std::filesystem::path& path) {
  return path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
}

}  // namespace

std::vector<std::string> leftoverTemporaryFiles(const std::filesystem::path& path) {
  // The names makeGuardedTemporary gives (output_file.h): ".NAME." and six letters and digits.
  const std::string prefix = "." + path.filename().string() + ".";
  std::vector<std::string> found;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folderOf(path), ec)) {
    const std::string name = entry.path().filename().string();
    if (name.size() == prefix.size() + 6 && name.compare(0, prefix.size(), prefix) == 0 &&
        std::all_of(name.begin() + static_cast<std::ptrdiff_t>(prefix.size()), name.end(),
                    [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }))
      found.push_back(name);
  }
  return found;
}

void setWriteStageHook(WriteStageHook hook) { writeStageHook.store(hook); }

void writeFileAtomically(const std::filesystem::path& path, const std::string& contents) {
  const std::filesystem::path dir = folderOf(path);
  const FolderLock lock(dir);
  if (lock.locked()) {
    std::error_code ec;
    for (const std::string& name : leftoverTemporaryFiles(path)) std::filesystem::remove(dir / name, ec);
  }
  std::string temporary;
  std::optional<TemporaryFileGuard> guard;
  const int fd = makeGuardedTemporary(path, temporary, guard);
  if (fd < 0) throw std::runtime_error(tx("{1}: cannot create a temporary file beside it", path.string()));
  // mkstemp makes it 0600; the file takes the mode the old one had, or the umask's for a new one.
  bool ok = ::fchmod(fd, modeForWriting(path)) == 0;
  reachStage(path, WriteStage::Created);
  std::size_t written = 0;
  while (ok && written < contents.size()) {
    const ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
    if (n <= 0) {
      ok = false;
      break;
    }
    written += static_cast<std::size_t>(n);
  }
  if (ok) reachStage(path, WriteStage::Written);
  ok = ok && ::fsync(fd) == 0;
  ok = (::close(fd) == 0) && ok;
  if (ok) reachStage(path, WriteStage::Synced);
  std::error_code ec;
  if (ok) {
    std::filesystem::rename(temporary, path, ec);
    ok = !ec;
  }
  if (!ok) {
    std::filesystem::remove(temporary, ec);
    throw std::runtime_error(
        tx("{1}: could not be written; the old file, if any, is unchanged", path.string()));
  }
}

}  // namespace vb
