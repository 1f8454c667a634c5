// `simulate --records FILE.jsonl` (docs/lab.md#records): one JSON line a game, in the order of the
// games' numbers whatever order the threads finish them in, written to a temporary file beside FILE
// and renamed onto it only once every game is in, so FILE is never half-written.
#pragma once

#include <cstdio>
#include <map>
#include <optional>
#include <string>

#include "veggiebox/core/output_file.h"
#include "veggiebox/lab/lab.h"

namespace vb::cli {

class RecordsFile {
 public:
  // Creates the temporary file now, so a folder that cannot be written is found out before the games;
  // throws InputError naming --records and the file. `inputs` are the files the run reads, which
  // FILE must not be (checkOutputFile).
  RecordsFile(std::string path, const lab::Plan& plan, const std::vector<NamedInput>& inputs);
  ~RecordsFile();  // without finish(): removes the temporary file, leaving FILE as it was
  RecordsFile(const RecordsFile&) = delete;
  RecordsFile& operator=(const RecordsFile&) = delete;

  // Called once a game, in any order of the games.
  void add(const lab::GameRecord& game);
  // Writes the last lines, syncs, and renames the temporary file onto FILE.
  void finish();

 private:
  void write(const std::string& line);
  std::string path_, temporary_;
  std::optional<TemporaryFileGuard> guard_;  // an interrupted run leaves no temporary file
  const lab::Plan& plan_;
  std::FILE* file_ = nullptr;
  int next_;                            // the next game to write
  std::map<int, std::string> waiting_;  // finished games that wait for an earlier one
  bool failed_ = false;
};

}  // namespace vb::cli
