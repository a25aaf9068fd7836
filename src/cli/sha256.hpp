// SHA-256 of bytes as 64 lowercase hex digits: OpenSSL's libcrypto (Debian's libssl-dev) in the native CLI
// (sha256_openssl.cpp), node's crypto module in the CLI built to WASM (platform/web/tools/sha256_node.cpp).
#pragma once
#include <string>
#include <string_view>

namespace boxcar::cli {

std::string sha256_hex(std::string_view bytes);

// Whether `text` looks like sha256_hex's output: 64 lowercase hex digits.
inline bool is_sha256_hex(std::string_view text) {
    if (text.size() != 64) return false;
    for (const char c : text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    return true;
}

}  // namespace boxcar::cli
