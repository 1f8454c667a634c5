// The numbers the lab reports, each computed from exact whole-number sums and histograms
// (docs/lab.md#statistics), so that equal data always gives equal numbers.
#pragma once

#include <cstdint>
#include <map>
#include <utility>

#include "veggiebox/lab/lab.h"

namespace vb::lab {

// value -> how many times it occurred
using Histogram = std::map<std::int64_t, std::int64_t>;

std::int64_t countOf(const Histogram& h);
// Mean and sample standard deviation (0 for fewer than two values).
double meanOf(const Histogram& h);
double sdOf(const Histogram& h);
// The nearest-rank percentile: the least value with at least p% of the values at or below it.
std::int64_t percentileOf(const Histogram& h, int p);
// {"p10", "p25", "p50", "p75", "p90"}
OrderedJson percentilesOf(const Histogram& h);
// [[value, count], ...] in ascending order of value.
OrderedJson histogramJson(const Histogram& h);

// The 95% Wilson score interval of a proportion of `hits` in `n`.
std::pair<double, double> wilson(double hits, double n);

// The two-sided p-value of Student's t statistic with `df` degrees of freedom.
double studentP(double t, double df);
// The 97.5% quantile of Student's t with `df` degrees of freedom (for 95% intervals).
double studentQuantile975(double df);

// Rounded to 4 decimals, as reports print numbers.
double round4(double x);

}  // namespace vb::lab
