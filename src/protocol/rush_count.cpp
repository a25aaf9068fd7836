// The Rush Hour editor's count in the worker (rush_count.hpp).
#include "protocol/rush_count.hpp"

#include "rush/cluster.hpp"
#include "rush/solver.hpp"

#include <chrono>

namespace boxcar::protocol {

using nlohmann::json;

namespace {

bool fail(std::string* error, std::string text) {
    if (error) *error = std::move(text);
    return false;
}

// The request's id: an integer (the page's counter).
bool read_id(const json& j, std::int64_t& id, std::string* error) {
    const auto it = j.find("id");
    if (it == j.end() || !it->is_number_integer()) return fail(error, "no integer id");
    id = it->get<std::int64_t>();
    return true;
}

bool read_bool(const json& j, const char* key, bool& out, std::string* error) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_boolean()) return fail(error, std::string("no boolean '") + key + "'");
    out = it->get<bool>();
    return true;
}

}  // namespace

const char* rush_count_status_name(RushCount::Status status) {
    switch (status) {
        case RushCount::Status::Counted: return "counted";
        case RushCount::Status::Invalid: return "invalid";
        case RushCount::Status::Cancelled: return "cancelled";
    }
    return "invalid";
}

json encode(const RushCountRequest& request) {
    return json{{"id", request.id}, {"kind", kRushCountKind}, {"board", request.board}};
}

json encode(const RushCount& a) {
    const bool solved = a.status == RushCount::Status::Counted && a.solvable;
    return json{{"id", a.id},
                {"type", "result"},
                {"kind", kRushCountKind},
                {"status", rush_count_status_name(a.status)},
                {"complete", a.complete},
                {"states", a.states},
                {"solvable", solved},
                {"unknown", a.unknown},
                {"moves", solved ? json(a.moves) : json(nullptr)},
                {"solution", solved ? json(a.solution) : json(nullptr)},
                {"time_ms", a.time_ms},
                {"error", a.error.empty() ? json(nullptr) : json(a.error)}};
}

std::optional<RushCountRequest> decode_rush_count_request(const json& j, std::string* error) {
    RushCountRequest r;
    if (!j.is_object()) return fail(error, "the request is not an object"), std::nullopt;
    if (!read_id(j, r.id, error)) return std::nullopt;
    if (j.value("kind", json()) != kRushCountKind) return fail(error, "not a rushcount request"), std::nullopt;
    const auto board = j.find("board");
    if (board == j.end() || !board->is_string()) return fail(error, "the request has no board"), std::nullopt;
    r.board = board->get<std::string>();
    return r;
}

std::optional<RushCount> decode_rush_count(const json& j, std::string* error) {
    RushCount a;
    if (!j.is_object() || j.value("type", json()) != "result" || j.value("kind", json()) != kRushCountKind)
        return fail(error, "not a rushcount answer"), std::nullopt;
    if (!read_id(j, a.id, error)) return std::nullopt;
    const json status = j.value("status", json());
    if (status == "counted") a.status = RushCount::Status::Counted;
    else if (status == "invalid") a.status = RushCount::Status::Invalid;
    else if (status == "cancelled") a.status = RushCount::Status::Cancelled;
    else return fail(error, "unknown status " + status.dump()), std::nullopt;
    if (!read_bool(j, "complete", a.complete, error) || !read_bool(j, "solvable", a.solvable, error) ||
        !read_bool(j, "unknown", a.unknown, error))
        return std::nullopt;
    const auto states = j.find("states");
    if (states == j.end() || !states->is_number_unsigned()) return fail(error, "no state count"), std::nullopt;
    a.states = states->get<std::uint64_t>();
    const auto time = j.find("time_ms");
    if (time != j.end() && time->is_number()) a.time_ms = time->get<double>();
    const auto text = j.find("error");
    if (text != j.end() && text->is_string()) a.error = text->get<std::string>();
    if (!a.solvable) return a;
    const auto moves = j.find("moves");
    const auto solution = j.find("solution");
    if (moves == j.end() || !moves->is_number_integer() || moves->get<std::int64_t>() < 0 ||
        moves->get<std::int64_t>() > 100'000)
        return fail(error, "a solvable count without its moves"), std::nullopt;
    if (solution == j.end() || !solution->is_array()) return fail(error, "a solvable count without its solution"), std::nullopt;
    a.moves = static_cast<int>(moves->get<std::int64_t>());
    for (const json& name : *solution) {
        if (!name.is_string()) return fail(error, "a move of the solution is not text"), std::nullopt;
        a.solution.push_back(name.get<std::string>());
    }
    return a;
}

RushCount count_rush_board(const rush::Board& board, const std::atomic<bool>* cancel) {
    const auto start = std::chrono::steady_clock::now();
    RushCount a;
    const rush::ClusterInfo info = rush::analyse_cluster(board, rush::Goal::Exit, kMaxClusterStates);
    a.complete = info.complete;
    a.states = info.complete ? info.states : 0;
    // The solution (and, for a cluster too large to count, the optimal count itself) from the solver's
    // breadth-first search; for a counted cluster it explores at most that cluster.
    if (!info.complete || info.solvable) {
        rush::SolveOptions options;
        options.time_limit_s = info.complete ? 0 : kRushCountSolveSeconds;
        options.memory_limit_mib = 256;
        options.cancel = cancel;
        const rush::Solution s = rush::solve(board, options);
        if (s.status == search::Status::Cancelled) {
            a.status = RushCount::Status::Cancelled;
        } else if (s.status == search::Status::Solved) {
            a.solvable = true;
            a.moves = s.move_count;
            a.solution = rush::move_names(board, s.moves);
        } else {
            a.unknown = s.status != search::Status::Unsolvable;
        }
    }
    a.time_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return a;
}

RushCount handle_rush_count(const RushCountRequest& request, const std::atomic<bool>* cancel) {
    const rush::BoardEntry entry = rush::parse_board(request.board);
    RushCount a;
    if (entry.board) {
        a = count_rush_board(*entry.board, cancel);
    } else {
        a.status = RushCount::Status::Invalid;
        a.error = entry.error ? entry.error->to_string() : "invalid board";
    }
    a.id = request.id;
    return a;
}

std::string handle_rush_count(const json& request, const std::atomic<bool>* cancel) {
    std::string error;
    if (const std::optional<RushCountRequest> r = decode_rush_count_request(request, &error))
        return encode(handle_rush_count(*r, cancel)).dump();
    RushCount a;
    a.id = request.is_object() && request.value("id", json()).is_number_integer() ? request["id"].get<std::int64_t>() : 0;
    a.status = RushCount::Status::Invalid;
    a.error = error;
    return encode(a).dump();
}

}  // namespace boxcar::protocol
