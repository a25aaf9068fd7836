// SHA-256 (sha256.hpp) through OpenSSL's EVP interface: the native CLI. The CLI built to WASM for node
// computes it with node's crypto module instead (src/platform/web/tools/sha256_node.cpp).
#include "cli/sha256.hpp"

#include <openssl/evp.h>

#include <stdexcept>

namespace boxcar::cli {

std::string sha256_hex(std::string_view bytes) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("OpenSSL could not compute a SHA-256");
    static constexpr char kHex[] = "0123456789abcdef";
    std::string hex;
    for (unsigned int i = 0; i < length; ++i) {
        hex += kHex[digest[i] >> 4];
        hex += kHex[digest[i] & 15];
    }
    return hex;
}

}  // namespace boxcar::cli
