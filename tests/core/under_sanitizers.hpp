// Whether this test build runs under AddressSanitizer (the asan preset): the slowest tests run their
// smaller inputs only there (the same code paths; the native build runs every size).
#pragma once

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderSanitizers = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderSanitizers = true;
#else
inline constexpr bool kUnderSanitizers = false;
#endif
#else
inline constexpr bool kUnderSanitizers = false;
#endif
