// Where a solve, one of its workers or a compare row stands: one enum from the worker's answer to what the
// page shows. It holds the search's statuses (search::Status; a cancelled search reads as Idle) and the
// page's own around them (idle, queued, running, stopped). Spelled by kRunStatusNames only where it is
// shown or written (state(), compare rows, the solver panel): the contract's strings.
#pragma once
#include "common/names.hpp"
#include "search/status.hpp"

#include <optional>
#include <string_view>

namespace boxcar::protocol {

enum class RunStatus {
    Idle,        // nothing asked yet, or cancelled
    Queued,      // waiting for a worker (compare)
    Running,
    Stopped,     // another worker of the same solve won
    Solved, Unsolvable, Exhausted, Timeout, Memout, Invalid,  // as search::Status
};

inline constexpr NameTable<RunStatus, 10> kRunStatusNames{{{{"idle", RunStatus::Idle},
                                                           {"queued", RunStatus::Queued},
                                                           {"running", RunStatus::Running},
                                                           {"stopped", RunStatus::Stopped},
                                                           {"solved", RunStatus::Solved},
                                                           {"unsolvable", RunStatus::Unsolvable},
                                                           {"exhausted", RunStatus::Exhausted},
                                                           {"timeout", RunStatus::Timeout},
                                                           {"memout", RunStatus::Memout},
                                                           {"invalid", RunStatus::Invalid}}}};

constexpr std::string_view run_status_name(RunStatus s) { return kRunStatusNames.name(s, "invalid"); }

constexpr RunStatus run_status(search::Status s) {
    switch (s) {
        case search::Status::Solved: return RunStatus::Solved;
        case search::Status::Unsolvable: return RunStatus::Unsolvable;
        case search::Status::Exhausted: return RunStatus::Exhausted;
        case search::Status::Timeout: return RunStatus::Timeout;
        case search::Status::Memout: return RunStatus::Memout;
        case search::Status::Invalid: return RunStatus::Invalid;
        case search::Status::Cancelled: return RunStatus::Idle;
    }
    return RunStatus::Invalid;
}

// The search's status of an ended run; none for the page's own statuses.
constexpr std::optional<search::Status> search_status(RunStatus s) {
    switch (s) {
        case RunStatus::Solved: return search::Status::Solved;
        case RunStatus::Unsolvable: return search::Status::Unsolvable;
        case RunStatus::Exhausted: return search::Status::Exhausted;
        case RunStatus::Timeout: return search::Status::Timeout;
        case RunStatus::Memout: return search::Status::Memout;
        case RunStatus::Invalid: return search::Status::Invalid;
        default: return std::nullopt;
    }
}

}  // namespace boxcar::protocol
