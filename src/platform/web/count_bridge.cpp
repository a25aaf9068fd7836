// Web glue of the Rush Hour editor's live count (app/editor/rush_count.hpp): its port is the page's count
// client (web/solver_client.js, BoxcarCountClient: one worker of its own), and the worker's messages come
// back through boxcar_count_event(); boxcar_count_pending() tells window.boxcar.idle() one is running.
#include "platform/web/frame_pacing.hpp"
#include "platform/web/web_bridge.hpp"
#include "protocol/worker_event.hpp"

#include <emscripten/emscripten.h>

EM_JS(void, js_count_post, (double id, const char* json), { BoxcarCountClient.post(id, [UTF8ToString(json)]); });
EM_JS(void, js_count_cancel, (), { BoxcarCountClient.cancel(); });

namespace {

class CountPort final : public boxcar::app::SolverPort {
public:
    void post(const boxcar::app::WorkerJob& job) override {
        for (const boxcar::protocol::WorkerRequest& r : job.requests)
            js_count_post(static_cast<double>(job.id), boxcar::protocol::encode_worker_request(r).c_str());
    }
    void cancel() override { js_count_cancel(); }
};

}  // namespace

void boxcar::web::install_count_port(app::App& app) {
    static CountPort port;
    app.editor.count.set_port(&port);
}

// A message of the count worker, decoded here once: the editor's status line changes, so the frame loop wakes.
extern "C" EMSCRIPTEN_KEEPALIVE void boxcar_count_event(const char* event_json) {
    boxcar::web::wake();
    if (boxcar::app::App* app = boxcar::web::attached())
        app->editor.count.on_event(boxcar::protocol::decode_worker_event(event_json ? event_json : ""));
}

// 1 while a count is pending (window.boxcar.idle() waits for it, as for a solve).
extern "C" EMSCRIPTEN_KEEPALIVE int boxcar_count_pending() {
    const boxcar::app::App* app = boxcar::web::attached();
    return app && app->editor.open && app->editor.count.counting() ? 1 : 0;
}
