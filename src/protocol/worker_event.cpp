// WorkerEvent (worker_event.hpp): the typed worker message and its JSON text.
#include "protocol/worker_event.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::protocol {

using nlohmann::json;

namespace {

std::optional<std::int64_t> read_id(const json& j) {
    const auto it = j.find("id");
    if (it != j.end() && it->is_number_integer()) return it->get<std::int64_t>();
    return std::nullopt;
}

std::optional<int> read_lane(const json& j) {
    const auto it = j.find("lane");
    if (it != j.end() && it->is_number_integer() && it->get<std::int64_t>() >= 0 && it->get<std::int64_t>() < 64)
        return it->get<int>();
    return std::nullopt;
}

bool read_flag(const json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_boolean() && it->get<bool>();
}

WorkerEvent read_failure(const json& j) {
    WorkerFailure f;
    f.id = read_id(j);
    f.lane = read_lane(j);
    const auto message = j.find("message");
    if (message != j.end() && message->is_string()) f.message = message->get<std::string>();
    f.out_of_memory = read_flag(j, "out_of_memory");
    f.timeout = read_flag(j, "timeout");
    return f;
}

WorkerEvent read_result(const json& j) {
    if (j.value("kind", json()) != kRushCountKind) return read_solve_answer(j);
    std::string error;
    std::optional<RushCount> count = decode_rush_count(j, &error);
    if (!count) return MalformedEvent{error, true, read_id(j)};
    return *count;
}

json failure_json(const WorkerFailure& f) {
    json j{{"id", f.id ? json(*f.id) : json(nullptr)},
           {"type", "error"},
           {"message", f.message},
           {"out_of_memory", f.out_of_memory},
           {"timeout", f.timeout}};
    if (f.lane) j["lane"] = *f.lane;
    return j;
}

}  // namespace

std::optional<std::int64_t> event_id(const WorkerEvent& event) {
    struct {
        std::optional<std::int64_t> operator()(const MalformedEvent& e) const { return e.id; }
        std::optional<std::int64_t> operator()(const WorkerStarted& e) const { return e.id; }
        std::optional<std::int64_t> operator()(const SolveProgress& e) const { return e.id; }
        std::optional<std::int64_t> operator()(const SolveAnswer& e) const { return e.id; }
        std::optional<std::int64_t> operator()(const RushCount& e) const { return e.id; }
        std::optional<std::int64_t> operator()(const WorkerFailure& e) const { return e.id; }
    } id;
    return std::visit(id, event);
}

WorkerEvent decode_worker_event(std::string_view text) {
    const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object()) return MalformedEvent{"a malformed message"};
    const json type = j.value("type", json());
    if (type == "started") {
        const std::optional<std::int64_t> id = read_id(j);
        if (!id) return MalformedEvent{"a start without its request id", true};
        return WorkerStarted{*id};
    }
    if (type == "progress") return read_solve_progress(j);
    if (type == "result") return read_result(j);
    if (type == "error") return read_failure(j);
    return MalformedEvent{"a message of no known type", true};
}

std::string encode_worker_event(const WorkerEvent& event) {
    struct {
        json operator()(const MalformedEvent& e) const {
            return json{{"id", e.id ? json(*e.id) : json(nullptr)}, {"type", "malformed"}, {"error", e.error}};
        }
        json operator()(const WorkerStarted& e) const { return json{{"id", e.id}, {"type", "started"}}; }
        json operator()(const SolveProgress& e) const { return to_json(e); }
        json operator()(const SolveAnswer& e) const { return to_json(e); }
        json operator()(const RushCount& e) const { return encode(e); }
        json operator()(const WorkerFailure& e) const { return failure_json(e); }
    } to_json_of;
    return std::visit(to_json_of, event).dump();
}

}  // namespace boxcar::protocol
