// One table of names per enum: the CLI flags, the worker's JSON and the app's lists all read and print
// option values through such a table, so a value has one spelling everywhere.
//
//   inline constexpr NameTable<Metric, 3> kMetricNames{{{"moves", Metric::Moves}, {"steps", ...}, ...}};
//   kMetricNames.parse("steps") -> Metric::Steps;  kMetricNames.name(Metric::Moves) -> "moves"
//   kMetricNames.joined("|") -> "moves|steps|cursor", kMetricNames.listed() -> "moves, steps or cursor"
//   (help and error texts, in table order)
#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace boxcar {

template <class T, std::size_t N>
struct NameTable {
    std::array<std::pair<std::string_view, T>, N> entries;

    constexpr std::optional<T> parse(std::string_view name) const {
        for (const auto& [n, v] : entries)
            if (n == name) return v;
        return std::nullopt;
    }
    // The name of `value`; `fallback` for a value the table does not list.
    constexpr std::string_view name(T value, std::string_view fallback = "?") const {
        for (const auto& [n, v] : entries)
            if (v == value) return n;
        return fallback;
    }
    static constexpr std::size_t size() { return N; }
    constexpr auto begin() const { return entries.begin(); }
    constexpr auto end() const { return entries.end(); }
    // "a, b or c": the names for a sentence.
    std::string listed() const {
        std::string out;
        for (std::size_t i = 0; i < N; ++i) {
            if (i > 0) out += i + 1 == N ? " or " : ", ";
            out += entries[i].first;
        }
        return out;
    }
    std::string joined(std::string_view separator) const {
        std::string out;
        for (const auto& [n, v] : entries) {
            if (!out.empty()) out += separator;
            out += n;
        }
        return out;
    }
};

}  // namespace boxcar
