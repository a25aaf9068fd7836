// Test-only access to PushDomain's keeper fast-path check (a friend of the class): switches the check on
// and reads its counters. Production code never sets it.
#pragma once
#include "sokoban/domains/push_domain.hpp"

#include <cstdint>

namespace boxcar::sokoban {

struct PushDomainProbe {
    // From now on every fast-path keeper is also recomputed by a flood; mismatches are counted.
    static void verify_fast_path(PushDomain& d) { d.verify_fast_path_ = true; }
    static std::uint64_t fast_path_used(const PushDomain& d) { return d.fast_path_used_; }
    static std::uint64_t fast_path_mismatches(const PushDomain& d) { return d.fast_path_mismatches_; }
};

}  // namespace boxcar::sokoban
