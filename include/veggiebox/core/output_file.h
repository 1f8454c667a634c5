// Writing files a person named: only a plain file is ever replaced, an input of the same command is
// never overwritten, a replaced file keeps its mode, and a temporary file beside it does not outlive
// an interrupted command (docs/cli.md#files-written).
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace vb {

// A file the command reads, by the option that named it: {"--variant", "v.json"}.
using NamedInput = std::pair<std::string, std::string>;

// Throws InputError, starting with `option` and the quoted path, unless `path` may be replaced by
// a plain file: not empty, not "-", not a folder, a symbolic link, a device, a FIFO or a socket, not
// one of `inputs`, and in a folder that exists and can be written. Called before any work starts.
void checkOutputFile(const std::string& option, const std::string& path,
                     const std::vector<NamedInput>& inputs = {});

// The mode a file written at `path` gets: the old file's when there is one, or else what a new file
// gets from the umask (0666 less it), as any program that creates a file gives it.
mode_t modeForWriting(const std::filesystem::path& path);

// A temporary file that SIGINT or SIGTERM removes before the program ends (installSignalCleanup),
// from when it is made until it is renamed or removed: at most a few are live at once.
class TemporaryFileGuard {
 public:
  explicit TemporaryFileGuard(const std::string& path);
  ~TemporaryFileGuard();
  TemporaryFileGuard(const TemporaryFileGuard&) = delete;
  TemporaryFileGuard& operator=(const TemporaryFileGuard&) = delete;

 private:
  int slot_;
};

// A temporary file beside `target`, where a rename can put it in its place: ".NAME.XXXXXX" in the
// same folder (NAME the target's file name, six letters and digits from mkstemp), its path left in
// `name`. SIGINT and SIGTERM are held in this thread until `guard` holds the file, so that no
// signal falls between its making and its guarding. Returns mkstemp's descriptor (-1 on failure,
// with no guard).
int makeGuardedTemporary(const std::filesystem::path& target, std::string& name,
                         std::optional<TemporaryFileGuard>& guard);

// Makes SIGINT and SIGTERM remove every guarded temporary file, then end the program as the signal
// would have. The command-line tool calls it once at its start.
void installSignalCleanup();

}  // namespace vb
