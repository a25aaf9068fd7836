// Web glue of the compare table and the generators (lecture tools): the CompareSession's port is the worker
// pool of web/compare_pool.js (BoxcarComparePool); finished runs resolve window.boxcar.compare promises;
// boxcar_compare_api() answers the compare/generate calls (src/app/api/api_compare.hpp).
#include "app/app.hpp"
#include "app/api/api_compare.hpp"
#include "app/api/state_json.hpp"
#include "platform/web/frame_pacing.hpp"
#include "platform/web/web_bridge.hpp"

#include <emscripten/emscripten.h>

#include <string>

EM_JS(void, js_compare_post, (double id, double time_limit_s, const char* json), {
    BoxcarComparePool.post(id, time_limit_s, UTF8ToString(json));
});
EM_JS(void, js_compare_cancel, (), { BoxcarComparePool.cancelAll(); });
EM_JS(int, js_compare_workers, (), { return BoxcarComparePool.size; });
EM_JS(void, js_compare_finished, (int run, const char* json), {
    BoxcarComparePool.finished(run, JSON.parse(UTF8ToString(json)));
});

namespace {

class PoolPort final : public boxcar::app::SolverPort {
public:
    // One configuration, one request (compare.cpp posts no portfolio), as the JSON text the worker reads.
    void post(const boxcar::app::WorkerJob& job) override {
        for (const boxcar::protocol::WorkerRequest& r : job.requests)
            js_compare_post(static_cast<double>(job.id), job.time_limit_s, boxcar::protocol::encode_worker_request(r).c_str());
    }
    void cancel() override { js_compare_cancel(); }
    int workers() const override { return js_compare_workers(); }  // the pool's size (compare_pool.js)
};

}  // namespace

void boxcar::web::install_compare_port(app::App& app) {
    static PoolPort port;
    app.compare.set_port(&port);
    app.compare.on_finished = [&app](int run) {
        js_compare_finished(run, boxcar::app::compare_rows_json(app.compare).dump().c_str());
    };
}

// window.boxcar compare/generate calls and the pool's messages ("compareEvent") → JSON answer (valid until
// the next call; JS copies it at once). A worker's message is drawn at the Waiting frame rate, the end of
// the run at once (web/compare_pool.js wakes the loop for the other calls).
extern "C" EMSCRIPTEN_KEEPALIVE const char* boxcar_compare_api(const char* method, const char* args_json) {
    static std::string answer;
    boxcar::app::App* app = boxcar::web::attached();
    if (!app) return R"({"ok":false,"error":"the app is not running yet"})";
    const std::string name = method ? method : "";
    const bool was_running = app->compare.running();
    answer = boxcar::app::compare_api_call(app->model, app->compare, name, args_json ? args_json : "[]");
    if (name == "compareEvent") {
        if (app->compare.running() != was_running) boxcar::web::wake();
        else boxcar::web::refresh();
    }
    return answer.c_str();
}
