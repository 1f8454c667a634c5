#include "veggiebox/core/random.h"

#include <cstdio>
#include <cstdlib>

namespace vb {

namespace {

std::uint64_t splitMix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& word : s_) word = splitMix64(seed);
}

std::uint64_t Rng::next() {
  // xoshiro256** (Blackman and Vigna).
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
  // Rejection from the largest multiple of bound below 2^64: unbiased and portable.
  const std::uint64_t limit = -bound % bound;  // (2^64 - bound) mod bound
  for (;;) {
    const std::uint64_t r = next();
    if (r >= limit) return r % bound;
  }
}

std::string Rng::toText() const {
  std::string out;
  char buf[17];
  for (std::size_t i = 0; i < s_.size(); ++i) {
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(s_[i]));
    if (i) out += '-';
    out += buf;
  }
  return out;
}

bool Rng::fromText(const std::string& text) {
  std::array<std::uint64_t, 4> words{};
  if (text.size() != 4 * 16 + 3) return false;
  for (std::size_t i = 0; i < 4; ++i) {
    const std::string part = text.substr(i * 17, 16);
    if (i < 3 && text[i * 17 + 16] != '-') return false;
    std::uint64_t v = 0;
    for (char ch : part) {
      int d;
      if (ch >= '0' && ch <= '9')
        d = ch - '0';
      else if (ch >= 'a' && ch <= 'f')
        d = ch - 'a' + 10;
      else
        return false;
      v = (v << 4) | static_cast<std::uint64_t>(d);
    }
    words[i] = v;
  }
  if (words == std::array<std::uint64_t, 4>{}) return false;  // xoshiro's one forbidden state
  s_ = words;
  return true;
}

}  // namespace vb
