// Fuzz target: the Rush Hour parser (rush::parse_boards) and its writers.
// Invariants: every non-blank line/grid is a valid board xor an error with a message and a position;
// a valid board validates and both writers (board_string, board_grid) re-parse to the same board.
#include "fuzz_check.hpp"
#include "rush/board.hpp"

#include <cstdint>
#include <string>
#include <string_view>

using namespace boxcar::rush;

namespace {

// Field by field (Board's defaulted == is deleted under clang: Vehicle has no ==).
bool same_board(const Board& a, const Board& b) {
    if (a.size != b.size || a.walls != b.walls || a.vehicles.size() != b.vehicles.size()) return false;
    for (std::size_t i = 0; i < a.vehicles.size(); ++i) {
        const Vehicle& v = a.vehicles[i];
        const Vehicle& w = b.vehicles[i];
        if (v.label != w.label || v.horizontal != w.horizontal || v.length != w.length || v.row != w.row ||
            v.col != w.col)
            return false;
    }
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto entries = parse_boards(text);
    for (const BoardEntry& e : entries) {
        FUZZ_CHECK(e.board.has_value() != e.error.has_value());
        FUZZ_CHECK(e.line >= 1);
        if (e.error) {
            FUZZ_CHECK(!e.error->message.empty());
            FUZZ_CHECK(e.error->line >= 0 && e.error->column >= 0);
            FUZZ_CHECK(!e.error->to_string().empty());
            continue;
        }
        const Board& b = *e.board;
        FUZZ_CHECK(!validate(b));
        FUZZ_CHECK(b.size >= kMinBoardSize && b.size <= kMaxBoardSize);
        FUZZ_CHECK(!b.vehicles.empty() && b.vehicles[0].label == 'A');
        const BoardEntry by_string = parse_board(board_string(b));
        FUZZ_CHECK(by_string.board && same_board(*by_string.board, b));
        const BoardEntry by_grid = parse_board(board_grid(b));
        FUZZ_CHECK(by_grid.board && same_board(*by_grid.board, b));
    }
    return 0;
}
