// Shared helper of the libFuzzer targets: an invariant check that aborts with a message (libFuzzer
// then saves the input as a crash-* file). Used instead of assert() so it also fires in Release builds.
#pragma once
#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(cond)                                                                   \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            std::fprintf(stderr, "FUZZ_CHECK failed at %s:%d: %s\n", __FILE__, __LINE__, #cond); \
            std::abort();                                                                  \
        }                                                                                  \
    } while (0)
