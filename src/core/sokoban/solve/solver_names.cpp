// Deadlock sets as the CLI and the worker spell them ("all", "none", "dead,freeze,...").
#include "sokoban/solve/solve_options.hpp"

namespace boxcar::sokoban {

std::optional<unsigned> parse_deadlocks(std::string_view list) {
    if (list == "all") return kAllDeadlocks;
    if (list == "none") return 0u;
    unsigned mask = 0;
    while (true) {
        const std::size_t comma = list.find(',');
        const auto flag = kDeadlockNames.parse(list.substr(0, comma));
        if (!flag) return std::nullopt;
        mask |= *flag;
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
    }
    return mask;
}

std::string deadlocks_name(unsigned mask) {
    if (mask == kAllDeadlocks) return "all";
    if (mask == 0) return "none";
    std::string out;
    for (const auto& [name, flag] : kDeadlockNames)
        if (mask & flag) {
            if (!out.empty()) out += ',';
            out += name;
        }
    return out;
}

}  // namespace boxcar::sokoban
