// Entry point of the solver Web Worker module (boxcar_solver.wasm). web/solver_worker.js calls
// boxcar_worker_request(json) with one request; progress messages go straight to the page with
// postMessage while the (synchronous) solve runs, as their JSON text. Cancel = the page terminates the worker.
// When an allocation fails the module notes it in the worker (self.boxcarOutOfMemory) before it aborts, so
// that the worker's failure message says "out of memory" by a flag, not by its text.
#include "protocol/solve_protocol.hpp"

#include <emscripten/emscripten.h>

#include <cstdlib>
#include <new>
#include <string>

EM_JS(void, boxcar_worker_post_progress, (const char* json), {
    postMessage({type: 'progress', text: UTF8ToString(json)});
});
EM_JS(void, boxcar_worker_note_out_of_memory, (), { self.boxcarOutOfMemory = true; });

extern "C" EMSCRIPTEN_KEEPALIVE const char* boxcar_worker_request(const char* request_json) {
    static std::string answer;  // valid until the next call; the worker copies it at once
    std::set_new_handler([] {
        boxcar_worker_note_out_of_memory();
        std::abort();
    });
    answer = boxcar::protocol::handle_request_text(request_json ? request_json : "",
                                                   [](const std::string& p) { boxcar_worker_post_progress(p.c_str()); });
    return answer.c_str();
}
