// Fuzz target: the solver worker's message decoder (protocol::handle_request), as the Web Worker runs it.
// The request's time and memory limits are clamped first (clamp_request.hpp) so no input starts a long
// solve. Invariants: never throws; every answer and progress message is a JSON object with the
// request's type ("result"/"progress") and a known status; a "solved" Sokoban answer replays.
#include "clamp_request.hpp"
#include "fuzz_check.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"
#include "protocol/solve_protocol.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <set>
#include <string>

using nlohmann::json;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string raw(reinterpret_cast<const char*>(data), size);
    const std::string request = boxcar::fuzz::clamp_request(raw);
    int progress_messages = 0;
    const std::string answer_text = boxcar::protocol::handle_request_text(request, [&](const std::string& p) {
        ++progress_messages;
        const json m = json::parse(p, nullptr, false);
        FUZZ_CHECK(m.is_object() && m.value("type", "") == "progress");
    });
    const json answer = json::parse(answer_text, nullptr, false);
    FUZZ_CHECK(answer.is_object());
    FUZZ_CHECK(answer.value("type", "") == "result");
    static const std::set<std::string> statuses{"solved", "unsolvable", "exhausted", "timeout", "memout",
                                                "invalid", "cancelled"};
    const auto status_it = answer.find("status");
    FUZZ_CHECK(status_it != answer.end() && status_it->is_string());
    const std::string status = status_it->get<std::string>();
    if (!statuses.count(status)) {
        std::fprintf(stderr, "unknown status '%s'\n", status.c_str());
        FUZZ_CHECK(false);
    }
    if (status == "invalid") FUZZ_CHECK(answer.contains("error") && answer["error"].is_string());
    // A solved Sokoban answer must pass the replay check the page applies.
    const json req = json::parse(request, nullptr, false);
    if (status == "solved" && req.is_object() && req.value("kind", json("sokoban")) == json("sokoban")) {
        const auto c = boxcar::sokoban::parse_collection(req["level"].get<std::string>());
        FUZZ_CHECK(!c.levels.empty() && c.levels[0].level);
        FUZZ_CHECK(answer["solution"].is_string());
        const auto r = boxcar::sokoban::replay(*c.levels[0].level, answer["solution"].get<std::string>());
        FUZZ_CHECK(r.legal && r.solved);
    }
    return 0;
}
