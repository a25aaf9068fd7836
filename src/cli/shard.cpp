// `--shard K/N` (shard.hpp).
#include "cli/shard.hpp"

#include "cli/flags.hpp"

namespace boxcar::cli {
namespace {

bool whole_number(const std::string& s, std::uint64_t& out) {
    if (s.empty() || s.size() > 9) return false;
    out = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        out = out * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return true;
}

}  // namespace

std::optional<Shard> parse_shard(const std::string& text, std::string& error) {
    const auto slash = text.find('/');
    Shard s;
    if (slash == std::string::npos || !whole_number(text.substr(0, slash), s.k) ||
        !whole_number(text.substr(slash + 1), s.n)) {
        error = "--shard needs K/N, two whole numbers such as 2/8 (got '" + text + "')";
        return std::nullopt;
    }
    if (s.n < 1 || s.n > 1'000'000) {
        error = "--shard K/N: N must be 1..1000000 (got '" + text + "')";
        return std::nullopt;
    }
    if (s.k < 1 || s.k > s.n) {
        error = "--shard K/N: K is 1-based, 1 <= K <= N (got '" + text + "')";
        return std::nullopt;
    }
    return s;
}

CLI::Option* add_shard_flag(CLI::App& app, std::optional<Shard>& shard, const std::string& help) {
    return add_text(
        app, {"--shard", "K/N", help},
        [](const std::string& value) {
            std::string error;
            return parse_shard(value, error) ? std::string() : error;
        },
        [&shard](const std::string& value) {
            std::string error;
            shard = parse_shard(value, error);
        });
}

}  // namespace boxcar::cli
