// `boxcar bench` (placeholder until the bench table lands later in this session).
#include "cli/commands.hpp"

#include <cstdio>

namespace boxcar::cli {
int run_bench(const Args&) {
    std::fprintf(stderr, "boxcar bench: not built yet\n");
    return 2;
}
}  // namespace boxcar::cli
