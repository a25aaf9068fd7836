// Fuzz target: the window.boxcar dispatcher (app::api_call) on a native AppModel, as the page drives it.
// Input: up to 48 lines, each one call:
//   "<method> <JSON args>"  -> api_call(model, method, args)     e.g. load ["#####|#@$.#|#####"]
//   "!<JSON>"               -> model.on_solver_event(decoded JSON) a forged/garbled worker message
//   "*"                     -> runs the last posted solve request in-process (limits clamped, see
//                              clamp_request.hpp) and feeds its progress and answer back
// Every line is followed by model.play.tick(0.25). Invariants: nothing throws; every answer is JSON (an
// object for every method but none); state() stays an object with the contract's fields; a solver
// status of "solved" comes with a playback that reaches a solved position.
#include "app/api/api.hpp"
#include "clamp_request.hpp"
#include "fuzz_check.hpp"
#include "protocol/solve_protocol.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using boxcar::app::AppModel;
using nlohmann::json;

namespace {

struct RecordingPort : boxcar::app::SolverPort {
    std::vector<std::string> requests;
    void post(const boxcar::app::WorkerJob& job) override { for (const auto& r : job.requests) requests.push_back(boxcar::protocol::encode_worker_request(r)); }
    void cancel() override { requests.clear(); }
};

json call(AppModel& m, std::string_view method, std::string_view args) {
    const std::string answer = boxcar::app::api_call(m, method, args);
    json parsed = json::parse(answer, nullptr, false);
    FUZZ_CHECK(!parsed.is_discarded());
    return parsed;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    RecordingPort port;
    AppModel model(&port);
    std::size_t start = 0;
    for (int line_no = 0; line_no < 48 && start <= input.size(); ++line_no) {
        std::size_t end = input.find('\n', start);
        if (end == std::string_view::npos) end = input.size();
        const std::string_view line = input.substr(start, end - start);
        start = end + 1;
        if (line.empty()) continue;
        if (line[0] == '!') {
            model.on_solver_event(boxcar::protocol::decode_worker_event(line.substr(1)));
        } else if (line == "*") {
            if (!port.requests.empty()) {
                const std::string request = boxcar::fuzz::clamp_request(port.requests.back());
                port.requests.clear();
                const std::string answer = boxcar::protocol::handle_request_text(
                    request, [&](const std::string& p) { model.on_solver_event(boxcar::protocol::decode_worker_event(p)); });
                model.on_solver_event(boxcar::protocol::decode_worker_event(answer));
            }
        } else {
            const std::size_t space = line.find(' ');
            const std::string_view method = line.substr(0, space);
            const std::string_view args = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
            call(model, method, args);
        }
        model.play.tick(0.25);
    }
    const json s = call(model, "state", "[]");
    FUZZ_CHECK(s.is_object());
    for (const char* key : {"kind", "level", "solver", "playback", "message"}) FUZZ_CHECK(s.contains(key));
    if (s["solver"].value("status", "") == "solved" && s.value("kind", "") == "sokoban") {
        const json length = s["playback"].value("length", json(0));
        call(model, "seek", "[" + length.dump() + "]");
        FUZZ_CHECK(call(model, "state", "[]").value("solved", false));
    }
    return 0;
}
