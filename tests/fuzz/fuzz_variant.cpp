// fuzz_variant: bytes -> a variant file and the deck file beside it -> vb::readVariantFile for
// each game (docs/variants.md). The input is the variant's text, then, after the first "\n---\n",
// the text of "deck.txt" in the same folder (which a variant names as {"deck": "deck.txt"}).
// A variant the engine accepts must read back from its own JSON as the same variant, resolve
// against the game's rules, and deal a sound game or refuse the deal with an InputError.
#include <unistd.h>

#include <filesystem>

#include "fuzz_common.h"

namespace {

// A private folder for the two files, made once a process and removed at its end.
struct Folder {
  std::filesystem::path path;
  Folder() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "fuzz_variant.XXXXXX").string();
    if (::mkdtemp(tmpl.data()) == nullptr) vbfuzz::fail("cannot make a temporary folder");
    path = tmpl;
  }
  ~Folder() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
};

const std::filesystem::path& folder() {
  static const Folder dir;
  return dir.path;
}

void writeFile(const std::filesystem::path& path, std::string_view text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t cut = input.find("\n---\n");
  const std::filesystem::path variantFile = folder() / "variant.json", deckFile = folder() / "deck.txt";
  writeFile(variantFile, input.substr(0, cut));
  writeFile(deckFile, cut == std::string_view::npos ? std::string_view() : input.substr(cut + 5));
  for (const vb::Game* game : vb::allGames()) {
    vb::Variant variant;
    try {
      variant = vb::readVariantFile(*game, variantFile.string());
    } catch (const vb::InputError&) {
      continue;  // refused with a reason: fine
    }
    // What states and saves carry reads back as the same variant.
    vb::Variant again;
    try {
      again = game->readVariant(variant.toJson());
    } catch (const vb::InputError& e) {
      vbfuzz::fail(std::string("an accepted variant does not read back from its JSON: ") + e.what());
    }
    vbfuzz::require(again == variant, "a variant read back from its JSON differs");
    (void)game->resolveRules(variant);
    vb::Setup setup;
    for (int seat = 0; seat < game->minPlayers(); ++seat)
      setup.names.push_back("P" + std::to_string(seat + 1));
    setup.seed = size;
    setup.variant = variant;
    std::unique_ptr<vb::State> state;
    try {
      state = game->newGame(setup);
    } catch (const vb::InputError&) {
      continue;  // rules that cannot be dealt for this many players: refused with a reason
    }
    vbfuzz::checkState(*state, /*deep=*/false);
  }
  return 0;
}
