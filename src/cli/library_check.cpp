// Checks and grades of one library entry (library_check.hpp).
#include "cli/library_check.hpp"

#include "rush/cluster.hpp"
#include "rush/solver.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"

#include <cctype>

namespace boxcar::cli {
namespace {

void bad(EntryReport& r, std::string problem) {
    r.verdict = Verdict::Bad;
    r.problems.push_back(std::move(problem));
}

void unconfirmed(EntryReport& r, std::string problem) {
    if (r.verdict == Verdict::Ok) r.verdict = Verdict::Unconfirmed;
    r.problems.push_back(std::move(problem));
}

std::optional<int> parse_count(const std::string& text) {
    if (text.empty() || text.size() > 9) return std::nullopt;
    for (char c : text)
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    return std::stoi(text);
}

sokoban::SolveResult solve_push_optimal(const sokoban::Level& level, double time_limit_s) {
    sokoban::SolveOptions o;
    o.algo = sokoban::Algo::Astar;
    o.heuristic = sokoban::Heuristic::Hungarian;  // admissible: A* with it is push-optimal
    o.objective = sokoban::Objective::Pushes;
    o.time_limit_s = time_limit_s;
    return sokoban::solve(level, o);
}

}  // namespace

const char* verdict_name(Verdict v) {
    switch (v) {
        case Verdict::Ok: return "ok";
        case Verdict::Bad: return "bad";
        case Verdict::Unconfirmed: return "unconfirmed";
    }
    return "bad";
}

std::optional<PushesNote> parse_pushes_note(const std::string& note) {
    const std::size_t space = note.find(' ');
    const auto n = parse_count(note.substr(0, space));
    if (!n) return std::nullopt;
    if (space == std::string::npos) return PushesNote{*n, false};
    const std::string rest = note.substr(space + 1);
    if (rest == "(optimal)") return PushesNote{*n, true};
    if (rest == "(best known)") return PushesNote{*n, false};
    return std::nullopt;
}

EntryReport verify_sokoban(const sokoban::LevelEntry& entry, bool recount, double time_limit_s) {
    EntryReport r;
    if (!entry.level) {
        bad(r, "invalid level: " + (entry.error ? entry.error->to_string() : std::string("unknown problem")));
        return r;
    }
    const sokoban::Level& level = *entry.level;
    r.boxes = level.box_count();
    // Every stored solution replays to the solved position; the fewest pushes among them (fewest moves
    // on a tie) is what the notes must describe.
    int best_pushes = -1, best_moves = -1;
    for (std::size_t k = 0; k < entry.solutions.size(); ++k) {
        const sokoban::ReplayResult replay = sokoban::replay(level, entry.solutions[k]);
        if (!replay.legal || !replay.solved) {
            bad(r, "solution " + std::to_string(k + 1) + " fails the replay: " + replay.error);
            continue;
        }
        if (best_pushes < 0 || replay.pushes < best_pushes || (replay.pushes == best_pushes && replay.moves < best_moves)) {
            best_pushes = replay.pushes;
            best_moves = replay.moves;
        }
    }
    std::optional<PushesNote> note;
    if (!entry.pushes_note.empty()) {
        note = parse_pushes_note(entry.pushes_note);
        if (!note) bad(r, "unreadable \"Pushes: " + entry.pushes_note + "\" (expected N, N (optimal) or N (best known))");
    }
    std::optional<int> moves_note;
    if (!entry.moves_note.empty()) {
        moves_note = parse_count(entry.moves_note);
        if (!moves_note) bad(r, "unreadable \"Moves: " + entry.moves_note + "\"");
    }
    if (note && best_pushes >= 0 && note->pushes != best_pushes)
        bad(r, "Pushes: " + std::to_string(note->pushes) + " but the stored solution has " + std::to_string(best_pushes));
    if (moves_note && best_moves >= 0 && *moves_note != best_moves)
        bad(r, "Moves: " + std::to_string(*moves_note) + " but the stored solution has " + std::to_string(best_moves));
    if (note && best_pushes < 0 && entry.solutions.empty()) bad(r, "a Pushes note but no Solution section");
    r.pushes = note ? note->pushes : best_pushes;
    r.moves = moves_note ? *moves_note : best_moves;
    r.optimal = note && note->optimal;

    if (recount && (note || !entry.solutions.empty())) {
        const sokoban::SolveResult s = solve_push_optimal(level, time_limit_s);
        if (s.status == search::Status::Solved) {
            if (r.pushes >= 0 && r.optimal && s.pushes != r.pushes)
                bad(r, "marked optimal with " + std::to_string(r.pushes) + " pushes, but the push-optimal solver needs " +
                           std::to_string(s.pushes));
            else if (r.pushes >= 0 && s.pushes < r.pushes)
                bad(r, std::to_string(r.pushes) + " pushes stored, but " + std::to_string(s.pushes) +
                           " are enough (the note is out of date)");
            r.optimal = r.optimal || s.pushes == r.pushes;
        } else if (s.status == search::Status::Unsolvable) {
            bad(r, "the push-optimal solver proves the level unsolvable");
        } else {
            unconfirmed(r, "optimal pushes not recounted: the solver's " + std::string(search::status_name(s.status)) +
                               " within " + std::to_string(time_limit_s).substr(0, 5) + " s");
        }
    }
    return r;
}

EntryReport grade_sokoban(const sokoban::Level& level, double time_limit_s) {
    EntryReport r;
    r.boxes = level.box_count();
    sokoban::SolveResult s = solve_push_optimal(level, time_limit_s);
    r.optimal = s.status == search::Status::Solved;
    if (!r.optimal && s.status != search::Status::Unsolvable) {  // out of reach: the best any solver finds
        sokoban::SolveOptions o;
        o.time_limit_s = time_limit_s;
        s = sokoban::solve(level, o);
    }
    if (s.status != search::Status::Solved) {
        bad(r, s.status == search::Status::Unsolvable ? "unsolvable"
                                                      : "no solution within the time limit (" +
                                                            std::string(search::status_name(s.status)) + ")");
        return r;
    }
    const sokoban::ReplayResult replay = sokoban::replay(level, s.solution);  // every solution shown is replayed
    if (!replay.legal || !replay.solved) {
        bad(r, "the solver's solution fails the replay: " + replay.error);
        return r;
    }
    r.pushes = replay.pushes;
    r.moves = replay.moves;
    r.solution = replay.lurd;
    return r;
}

EntryReport verify_rush(const rush::BoardEntry& entry, double time_limit_s) {
    EntryReport r;
    if (!entry.board) {
        bad(r, "invalid board: " + (entry.error ? entry.error->to_string() : std::string("unknown problem")));
        return r;
    }
    rush::SolveOptions o;
    o.time_limit_s = time_limit_s;
    const rush::Solution s = rush::solve(*entry.board, o);  // optimal in moves, replay-verified by the solver
    if (s.status == search::Status::Solved) {
        r.moves = s.move_count;
        r.optimal = true;
        if (entry.known_moves >= 0 && entry.known_moves != s.move_count)
            bad(r, "moves " + std::to_string(entry.known_moves) + " stored, but the optimum is " + std::to_string(s.move_count));
    } else if (s.status == search::Status::Unsolvable) {
        bad(r, "unsolvable");
    } else {
        unconfirmed(r, "optimal moves not recounted: the solver's " + std::string(search::status_name(s.status)));
    }
    const rush::ClusterInfo c = rush::analyse_cluster(*entry.board);
    if (c.complete) {
        r.cluster = static_cast<long long>(c.states);
        if (entry.cluster_size >= 0 && entry.cluster_size != r.cluster)
            bad(r, "cluster size " + std::to_string(entry.cluster_size) + " stored, but the cluster has " +
                       std::to_string(r.cluster) + " states");
        if (c.solvable && r.moves >= 0 && c.start_distance != r.moves)
            bad(r, "the solver and the cluster disagree on the optimum (" + std::to_string(r.moves) + " and " +
                       std::to_string(c.start_distance) + ")");
    } else if (entry.cluster_size >= 0) {
        unconfirmed(r, "cluster too large to recount");
    }
    return r;
}

std::string library_entry_xsb(const std::string& title, const sokoban::Level& level, const EntryReport& grade) {
    std::string out = "; " + title + "\n" + sokoban::to_xsb(level) + "\n";
    out += "Pushes: " + std::to_string(grade.pushes) + (grade.optimal ? " (optimal)\n" : " (best known)\n");
    out += "Moves: " + std::to_string(grade.moves) + "\n";
    out += "Solution\n";
    for (std::size_t i = 0; i < grade.solution.size(); i += 70) out += grade.solution.substr(i, 70) + "\n";
    return out;
}

}  // namespace boxcar::cli
