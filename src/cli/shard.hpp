// `--shard K/N`: one of N deterministic parts of a run, for job arrays (Slurm `--array=1-N` passes
// $SLURM_ARRAY_TASK_ID as K). The units of work (levels, boards, enumeration seeds) keep their order
// and their global 1-based numbers; shard K takes every N-th unit starting at the K-th, so neighbouring
// units, which tend to cost alike, are spread over all shards. `boxcar merge` joins the shards' outputs.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace boxcar::cli {

struct Shard {
    std::uint64_t k = 1;  // 1-based, 1 <= k <= n
    std::uint64_t n = 1;

    // Whether the unit at 0-based position `unit` of the whole run belongs to this shard.
    bool takes(std::uint64_t unit) const { return unit % n == k - 1; }
    // The shard (1-based) that owns the unit at 0-based position `unit`.
    std::uint64_t owner(std::uint64_t unit) const { return unit % n + 1; }
    // How many of `total` units this shard takes.
    std::uint64_t units_of(std::uint64_t total) const { return total >= k ? (total - k) / n + 1 : 0; }
    std::string text() const { return std::to_string(k) + "/" + std::to_string(n); }
};

// Parses "K/N" (whole numbers, 1 <= K <= N <= 1,000,000). On failure returns nullopt and sets `error`
// to a message naming the problem.
std::optional<Shard> parse_shard(const std::string& text, std::string& error);

// The flag `--shard K/N` on a subcommand (flags.hpp), read into `shard`; a bad value is refused with
// parse_shard's text. `help` says what a shard takes in that subcommand.
CLI::Option* add_shard_flag(CLI::App& app, std::optional<Shard>& shard, const std::string& help);

}  // namespace boxcar::cli
