// Writing files a person named: only a plain file is ever replaced, an input of the same command is
// never overwritten, a replaced file keeps its mode, and a temporary file beside it does not outlive
// an interrupted command (docs/cli.md#files-written); a file is written whole or not at all. The one
// file of the engine that speaks to the operating system beyond the standard library (POSIX).
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

// Writes through a temporary file in the same folder (".NAME.XXXXXX"), fsync and a rename, so a
// crash never leaves a half-written file; throws std::runtime_error on failure, leaving any old
// file as it was. A writer killed between creating its temporary file and the rename leaves that
// file behind: every writer holds a lock on the folder (flock) while it writes and first removes
// such leftovers, so however often a writer is killed, at most one is ever there.
void writeFileAtomically(const std::filesystem::path& path, const std::string& contents);

// The temporary files (names only) that killed writers of `path` left beside it.
std::vector<std::string> leftoverTemporaryFiles(const std::filesystem::path& path);

// The moments inside writeFileAtomically when the temporary file exists: just created (empty),
// written (not yet synced), synced and closed (only the rename is left).
enum class WriteStage { Created, Written, Synced };
// Called at each WriteStage of every write; none by default. For tests that must stop a writer
// at a known moment inside a write (the app's hidden --stop-inside-writes, see
// tests/app/crash_safety_test.cpp); a plain function so it can be set before any thread writes.
using WriteStageHook = void (*)(const std::filesystem::path& path, WriteStage stage);
void setWriteStageHook(WriteStageHook hook);

}  // namespace vb
