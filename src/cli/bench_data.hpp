// The data of a `boxcar bench` run as JSON lines: one object per level and configuration, with the
// per-level table's fields (full precision) and the run's conditions (header, clock, shard, the file's
// selection, the configuration's budget, Festival's row beside it). `bench --out FILE.md` writes it as
// FILE.jsonl beside the markdown; `boxcar merge` reads it back (or the markdown of older runs) and
// renders the same tables. A configuration that ran no level of a file (a shard's empty share) is one
// object with "level": null, so that the file's section survives the round trip. docs/CLI.md lists the
// fields.
#pragma once
#include "cli/bench_report.hpp"

#include <optional>
#include <string>

namespace boxcar::cli {

inline constexpr const char* kBenchDataFormat = "boxcar bench 1";  // the "format" field of every line

std::string write_bench_jsonl(const BenchReport& report);

// nullopt with `error` ("line N: ...") when the text is not such data or is cut short.
std::optional<BenchReport> read_bench_jsonl(const std::string& text, std::string& error);

// True when the text's first object is a line of bench data.
bool looks_like_bench_jsonl(const std::string& text);

// The data file beside a report: "x.md" -> "x.jsonl", any other name gets ".jsonl" appended.
std::string bench_data_path(const std::string& report_path);

// Writes the report's markdown to `report_path` and its data beside it; false with `error` on failure.
bool write_bench_files(const BenchReport& report, const std::string& report_path, std::string& error);

}  // namespace boxcar::cli
