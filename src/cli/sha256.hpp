// SHA-256 of bytes as 64 lowercase hex digits (OpenSSL's libcrypto, Debian's libssl-dev).
#pragma once
#include <string>
#include <string_view>

namespace boxcar::cli {

std::string sha256_hex(std::string_view bytes);

// Whether `text` looks like sha256_hex's output: 64 lowercase hex digits.
bool is_sha256_hex(std::string_view text);

}  // namespace boxcar::cli
