#include "summary.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace vb::lab {

// The readers of reports bound every histogram (stats_json.cpp), so the exact sums below fit in 64
// bits for whatever they accept; a histogram that would not is counted in long double rather than
// wrapped (docs/lab.md#shards-and-merge: merge reads files from anyone).
std::int64_t countOf(const Histogram& h) {
  std::int64_t n = 0;
  for (const auto& [value, count] : h)
    if (__builtin_add_overflow(n, count, &n)) return std::numeric_limits<std::int64_t>::max();
  return n;
}

double meanOf(const Histogram& h) {
  std::int64_t n = 0, sum = 0;
  bool exact = true;
  for (const auto& [value, count] : h) {
    std::int64_t term = 0;
    exact = exact && !__builtin_add_overflow(n, count, &n) && !__builtin_mul_overflow(value, count, &term) &&
            !__builtin_add_overflow(sum, term, &sum);
  }
  if (exact) return n > 0 ? static_cast<double>(sum) / static_cast<double>(n) : 0.0;
  long double total = 0, weight = 0;
  for (const auto& [value, count] : h) {
    total += static_cast<long double>(value) * static_cast<long double>(count);
    weight += static_cast<long double>(count);
  }
  return weight > 0 ? static_cast<double>(total / weight) : 0.0;
}

double sdOf(const Histogram& h) {
  const std::int64_t n = countOf(h);
  if (n < 2) return 0.0;
  const double mean = meanOf(h);
  double squares = 0;
  for (const auto& [value, count] : h) {
    const double d = static_cast<double>(value) - mean;
    squares += d * d * static_cast<double>(count);
  }
  return std::sqrt(squares / static_cast<double>(n - 1));
}

std::int64_t percentileOf(const Histogram& h, int p) {
  const std::int64_t n = countOf(h);
  if (n == 0) return 0;
  // ceil(n * p / 100) without forming n * p, which a count near 2^63 would overflow.
  const std::int64_t rank = std::max<std::int64_t>(1, n / 100 * p + (n % 100 * p + 99) / 100);
  std::int64_t seen = 0;
  for (const auto& [value, count] : h)
    if ((seen += count) >= rank) return value;
  return h.rbegin()->first;
}

OrderedJson percentilesOf(const Histogram& h) {
  OrderedJson out;
  for (int p : {10, 25, 50, 75, 90}) out["p" + std::to_string(p)] = percentileOf(h, p);
  return out;
}

OrderedJson histogramJson(const Histogram& h) {
  OrderedJson out = OrderedJson::array();
  for (const auto& [value, count] : h) out.push_back({value, count});
  return out;
}

std::pair<double, double> wilson(double hits, double n) {
  if (n <= 0) return {0, 1};
  const double z = 1.959964, p = hits / n, z2n = z * z / n;
  const double centre = (p + z2n / 2) / (1 + z2n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

namespace {

// The continued fraction of the regularised incomplete beta function (Lentz's method).
double betaFraction(double a, double b, double x) {
  constexpr double kTiny = 1e-300;
  double c = 1, d = 1 - (a + b) * x / (a + 1);
  if (std::fabs(d) < kTiny) d = kTiny;
  d = 1 / d;
  double f = d;
  for (int m = 1; m <= 300; ++m) {
    const double m2 = 2.0 * m;
    double aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    for (int step = 0; step < 2; ++step) {
      d = 1 + aa * d;
      if (std::fabs(d) < kTiny) d = kTiny;
      c = 1 + aa / c;
      if (std::fabs(c) < kTiny) c = kTiny;
      d = 1 / d;
      f *= d * c;
      aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    }
    if (std::fabs(d * c - 1) < 1e-15) break;
  }
  return f;
}

// I_x(a, b).
double incompleteBeta(double a, double b, double x) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const double front =
      std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x));
  if (x < (a + 1) / (a + b + 2)) return front * betaFraction(a, b, x) / a;
  return 1 - front * betaFraction(b, a, 1 - x) / b;
}

}  // namespace

double studentP(double t, double df) {
  if (!std::isfinite(t)) return 0;
  return incompleteBeta(df / 2, 0.5, df / (df + t * t));
}

double studentQuantile975(double df) {
  // Bisection on studentP(t) = 0.05: t lies between 0 and 13 for df >= 1.
  double lo = 0, hi = 13;
  for (int i = 0; i < 100; ++i) {
    const double mid = (lo + hi) / 2;
    (studentP(mid, df) > 0.05 ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

double round4(double x) { return std::round(x * 1e4) / 1e4; }

}  // namespace vb::lab
