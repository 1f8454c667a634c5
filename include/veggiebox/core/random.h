// Seeded randomness that gives one deal on every compiler and library.
//
// The generator is xoshiro256** seeded through SplitMix64; bounded draws use rejection so they are
// unbiased, and the Fisher–Yates shuffle is written here rather than taken from <algorithm>, whose
// std::shuffle differs between standard libraries (the KPatience lesson: a deal number means one
// deal everywhere).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <utility>

namespace vb {

class Rng {
 public:
  Rng() : Rng(0) {}
  explicit Rng(std::uint64_t seed);

  std::uint64_t next();
  // A uniform draw from [0, bound); bound must be positive.
  std::uint64_t below(std::uint64_t bound);

  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = below(i);
      std::swap(items[i - 1], items[j]);
    }
  }

  // The four words of the state as 16-digit hex, joined by '-': how saves keep it.
  std::string toText() const;
  // Reads toText()'s form; returns false (and changes nothing) if the text is not of that form.
  bool fromText(const std::string& text);

  bool operator==(const Rng&) const = default;

 private:
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace vb
