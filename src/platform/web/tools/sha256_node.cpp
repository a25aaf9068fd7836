// SHA-256 (src/cli/sha256.hpp) for the CLI built to WASM and run under node (web_targets.cmake's
// boxcar_cli_node): node's crypto module, in place of the native CLI's OpenSSL (sha256_openssl.cpp).
#include "cli/sha256.hpp"

#include <emscripten.h>

#include <cstdlib>

// The digest as a NUL-terminated hex string in a buffer from malloc (the caller frees it).
EM_JS(char*, boxcar_node_sha256_hex, (const unsigned char* data, int size), {
    const hex = require('crypto').createHash('sha256').update(HEAPU8.subarray(data, data + size)).digest('hex');
    const length = lengthBytesUTF8(hex) + 1;
    const out = _malloc(length);
    stringToUTF8(hex, out, length);
    return out;
});

namespace boxcar::cli {

std::string sha256_hex(std::string_view bytes) {
    char* hex = boxcar_node_sha256_hex(reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
    std::string text(hex);
    std::free(hex);
    return text;
}

}  // namespace boxcar::cli
