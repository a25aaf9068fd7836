// A count with its noun for messages: "1 push", "3 pushes".
#pragma once
#include <string>
#include <string_view>

namespace boxcar {

inline std::string count_of(long long n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

}  // namespace boxcar
