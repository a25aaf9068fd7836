#include "app/records/record_ids.hpp"

#include <cstdint>
#include <cstdio>
#include <string_view>

namespace boxcar::app {
namespace {

struct Fnv1a {
    std::uint64_t h = 1469598103934665603ull;
    void add(std::string_view s) {
        for (unsigned char c : s) {
            h ^= c;
            h *= 1099511628211ull;
        }
        h ^= 0xff;  // separator, so "ab"+"c" differs from "a"+"bc"
        h *= 1099511628211ull;
    }
    std::string id(const char* prefix) const {
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
        return std::string(prefix) + hex;
    }
};

}  // namespace

std::string sokoban_level_id(const sokoban::Level& level) {
    Fnv1a hash;
    hash.add(sokoban::to_xsb(level));
    return hash.id("s:");
}

std::string rush_board_id(const rush::Board& board) {
    Fnv1a hash;
    hash.add(rush::board_string(board));
    return hash.id("r:");
}

std::string sokoban_collection_id(const sokoban::Collection& collection) {
    Fnv1a hash;
    hash.add("sokoban");
    for (const auto& e : collection.levels) hash.add(e.level ? sokoban::to_xsb(*e.level) : std::string("?"));
    return hash.id("c:");
}

std::string rush_collection_id(const std::vector<rush::BoardEntry>& boards) {
    Fnv1a hash;
    hash.add("rushhour");
    for (const auto& e : boards) hash.add(e.board ? rush::board_string(*e.board) : e.text);
    return hash.id("c:");
}

}  // namespace boxcar::app
