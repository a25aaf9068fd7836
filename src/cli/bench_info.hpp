// What the benchmark tables of `boxcar bench` and `boxcar rush bench` record besides their results:
// the machine, the time and the load, and the median they report.
#pragma once
#include <string>
#include <vector>

namespace boxcar::cli {

std::string cpu_model();     // "model name" of /proc/cpuinfo, or "unknown CPU"
unsigned logical_cores();    // hardware threads the machine reports
std::string load_average();  // "0.52 0.61 0.70" from /proc/loadavg, or "unknown"
std::string utc_now();       // "2026-11-24 19:46 UTC"
double median(std::vector<double> values);  // 0 for an empty list

}  // namespace boxcar::cli
