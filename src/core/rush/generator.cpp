// Rush Hour generator (generator.hpp): random position -> cluster distances -> a state in range -> verify.
#include "rush/generator.hpp"

#include "rush/cluster.hpp"
#include "common/attempts.hpp"
#include "common/rng.hpp"
#include "rush/state_codec.hpp"

#include <algorithm>
#include <optional>

namespace boxcar::rush {
namespace {

// A random position: the red car (length 2) alone in the exit row at a random column left of the exit,
// then vehicles (about a quarter of them trucks) and walls at random free places. Returned as parsed back
// from its string, so the vehicle order is the parser's (A first, then by first appearance).
std::optional<Board> random_board(const GenerateOptions& o, SplitMix64& rng) {
    const int n = o.size;
    const int exit_row = (n - 1) / 2;
    Board b;
    b.size = n;
    Vehicle red;
    red.label = 'A';
    red.horizontal = true;
    red.length = 2;
    red.row = exit_row;
    red.col = static_cast<int>(rng.below(static_cast<std::uint32_t>(n - 2)));
    b.vehicles.push_back(red);
    // Hard puzzles are crowded: 9..12 vehicles on 6x6 by default.
    const int wanted = o.vehicles > 0 ? o.vehicles : n + n / 2 + static_cast<int>(rng.below(static_cast<std::uint32_t>(n / 2 + 2)));
    std::uint64_t occupied = b.vehicle_mask(0);
    for (int w = 0; w < o.walls; ++w) {
        for (int tries = 0; tries < 50; ++tries) {
            const int r = static_cast<int>(rng.below(n)), c = static_cast<int>(rng.below(n));
            const std::uint64_t bit = std::uint64_t{1} << (r * n + c);
            if (r == exit_row || (occupied & bit)) continue;
            b.walls |= bit;
            occupied |= bit;
            break;
        }
    }
    char label = 'B';
    for (int k = 0; k < wanted && label <= 'Z'; ++k) {
        for (int tries = 0; tries < 30; ++tries) {
            Vehicle v;
            v.label = label;
            v.horizontal = rng.below(2) == 0;
            v.length = rng.below(4) == 0 ? 3 : 2;
            const int along = static_cast<int>(rng.below(static_cast<std::uint32_t>(n - v.length + 1)));
            const int across = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
            v.row = v.horizontal ? across : along;
            v.col = v.horizontal ? along : across;
            if (v.horizontal && v.row == exit_row) continue;  // the red car stays alone in its row
            b.vehicles.push_back(v);
            const std::uint64_t mask = b.vehicle_mask(static_cast<int>(b.vehicles.size()) - 1);
            if (occupied & mask) {
                b.vehicles.pop_back();
                continue;
            }
            occupied |= mask;
            ++label;
            break;
        }
    }
    if (validate(b)) return std::nullopt;
    BoardEntry parsed = parse_board(board_string(b));
    return parsed.board;
}

// One attempt: a random position, its cluster, a state of it at a distance in range (both chosen by
// the seed), solved and verified again. Fills `out` and returns true when the state passes; `deepest`
// keeps the hardest cluster distance seen, for the message when none passes.
bool try_position(const GenerateOptions& o, SplitMix64& rng, ClusterExplorer& explorer, int& deepest, GeneratedPuzzle& out) {
    const std::optional<Board> start = random_board(o, rng);
    if (!start) return false;
    const StateCodec codec(*start, false);
    if (!explorer.explore(codec, codec.encode(*start), false, o.max_states)) return false;
    if (explorer.compute_distances(o.goal) == 0) return false;  // no goal state in this cluster
    // Distances present in range, then a state at one of them (both chosen by the seed).
    int cluster_max = 0;
    std::vector<int> count(256, 0);
    for (std::size_t i = 0; i < explorer.size(); ++i) {
        const int d = explorer.distance_at(i);
        if (d == ClusterExplorer::kUnknown) continue;
        ++count[d];
        cluster_max = std::max(cluster_max, d);
    }
    deepest = std::max(deepest, cluster_max);
    std::vector<int> in_range;
    for (int d = o.min_moves; d <= std::min(o.max_moves, 255); ++d)
        if (count[d]) in_range.push_back(d);
    if (in_range.empty()) return false;
    const int target = in_range[rng.below(static_cast<std::uint32_t>(in_range.size()))];
    std::uint32_t pick = rng.below(static_cast<std::uint32_t>(count[target]));
    std::size_t chosen = 0;
    for (std::size_t i = 0; i < explorer.size(); ++i)
        if (explorer.distance_at(i) == target && pick-- == 0) {
            chosen = i;
            break;
        }
    const std::optional<Board> board = parse_board(board_string(codec.decode(explorer.key(chosen)))).board;
    if (!board) return false;  // (not expected: defensive)

    // The optimal solver must agree with the cluster distance, and its answer must replay.
    SolveOptions so;
    so.metric = Metric::Moves;
    so.goal = o.goal;
    Solution s = solve(*board, so);
    if (s.status != search::Status::Solved || s.move_count != target) return false;
    if (verify_solution(*board, o.goal, s)) return false;

    out.ok = true;
    out.board = *board;
    out.board_string = board_string(*board);
    out.moves = s.move_count;
    out.steps = s.steps;
    out.solution = move_names(*board, s.moves);
    out.cluster_states = explorer.size();
    out.cluster_max = cluster_max;
    return true;
}

}  // namespace

std::string check_generate_options(const GenerateOptions& o) {
    if (o.size < kMinBoardSize || o.size > kMaxBoardSize) return "size must be 4..8";
    if (o.min_moves < 1 || o.max_moves < o.min_moves || o.max_moves > 250)
        return "the move range must satisfy 1 <= min <= max <= 250";
    if (o.vehicles < 0 || o.vehicles > 25) return "vehicles must be 0..25 (0 = random)";
    if (o.walls < 0 || o.walls > 4) return "walls must be 0..4";
    if (o.max_attempts < 1 || o.max_attempts > 1000000) return "attempts must be 1..1000000";
    if (o.max_states < 10) return "clusters need at least 10 states";
    return {};
}

GeneratedPuzzle generate_puzzle(const GenerateOptions& o) {
    GeneratedPuzzle out;
    out.seed = o.seed;
    if (std::string error = check_generate_options(o); !error.empty()) {
        out.error = error;
        return out;
    }
    SplitMix64 rng(o.seed);
    ClusterExplorer explorer;  // keeps its tables between attempts
    int deepest = 0;
    const AttemptsEnd end =
        run_attempts(o.max_attempts, o.time_limit_s, out.attempts, [&] { return try_position(o, rng, explorer, deepest, out); });
    if (end == AttemptsEnd::Found) return out;
    out.error = attempts_failure(end, out.attempts,
                                 "no puzzle with " + std::to_string(o.min_moves) + ".." + std::to_string(o.max_moves) + " optimal moves found",
                                 "random positions", "the hardest had " + std::to_string(deepest) + " moves",
                                 "widen the range or change the seed", "widen the range, change the vehicle count or the seed");
    return out;
}

}  // namespace boxcar::rush
