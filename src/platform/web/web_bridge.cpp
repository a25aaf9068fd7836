// EM_JS glue between the app model and the page: solver worker port, window.boxcar dispatcher, events.
#include "platform/web/web_bridge.hpp"

#include "app/api/api.hpp"
#include "app/api/state_json.hpp"
#include "app/widgets/text_field.hpp"
#include "platform/web/frame_pacing.hpp"
#include "app/share/paste.hpp"

#include <emscripten/emscripten.h>

#include <string>
#include <string_view>
#include <vector>

EM_JS(void, js_solver_post, (double id, const char* const* texts, int count), {
    const requests = [];
    for (let i = 0; i < count; i += 1) requests.push(UTF8ToString(HEAPU32[(texts >> 2) + i]));
    BoxcarSolverClient.post(id, requests);
});
EM_JS(void, js_solver_cancel, (), { BoxcarSolverClient.cancel(); });
EM_JS(int, js_solver_workers, (), { return BoxcarSolverClient.workers(); });
EM_JS(void, js_solver_finished, (int id, const char* json), {
    BoxcarPage.solverFinished(id, JSON.parse(UTF8ToString(json)));
});
EM_JS(void, js_page_ready, (), { BoxcarPage.ready(); });
EM_JS(void, js_report_fatal, (const char* what), { BoxcarPage.fatal(UTF8ToString(what)); });

namespace boxcar::web {
namespace {

class WorkerPort final : public app::SolverPort {
public:
    // The requests go to the workers as their JSON text (web/solver_client.js passes them on unread).
    void post(const app::WorkerJob& job) override {
        std::vector<std::string> requests;
        for (const protocol::WorkerRequest& r : job.requests) requests.push_back(protocol::encode_worker_request(r));
        std::vector<const char*> texts;
        for (const std::string& text : requests) texts.push_back(text.c_str());
        js_solver_post(static_cast<double>(job.id), texts.data(), static_cast<int>(texts.size()));
    }
    void cancel() override { js_solver_cancel(); }
    int workers() const override { return js_solver_workers(); }
};

app::App* the_app = nullptr;

}  // namespace

app::SolverPort* solver_port() {
    static WorkerPort port;
    return &port;
}

void attach(app::App& app) {
    the_app = &app;
    app.model.solve.set_port(solver_port());
    app.model.solve.on_finished = [](int id) {
        const app::AppModel& model = the_app->model;
        js_solver_finished(id, app::solver_state_json(model.solve, model.play).dump().c_str());
    };
    install_page_actions(app);
    install_compare_port(app);
    install_library_actions(app);
    install_count_port(app);
}

app::App* attached() { return the_app; }

void page_ready() { js_page_ready(); }
void report_fatal(const char* what) { js_report_fatal(what ? what : "unknown error"); }

}  // namespace boxcar::web

// window.boxcar.<method>(...args) → JSON answer (valid until the next call; JS copies it at once). A call
// that may change what is on screen wakes the frame loop; reading calls (tests poll them) do not.
extern "C" EMSCRIPTEN_KEEPALIVE const char* boxcar_api(const char* method, const char* args_json) {
    static std::string answer;
    const std::string_view name = method ? method : "";
    const bool reads_only = name == "state" || name == "levels" || name == "solutionText" || name == "limits" ||
                            name == "records" || name == "controls" || name == "messages";
    boxcar::app::App* app = boxcar::web::attached();
    if (!app) return R"({"ok":false,"error":"the app is not running yet"})";
    if (!reads_only) boxcar::web::wake();
    if (auto moves = boxcar::app::rush_moves_call(app->library.rush_moves, app->model, app->page.fetch_library, name,
                                                  args_json ? args_json : "[]"))
        answer = std::move(*moves);
    else
        answer = boxcar::app::api_call(app->model, name, args_json ? args_json : "[]");
    return answer.c_str();
}

// A message from the solver worker (progress, result, or an error when the worker died), decoded here
// once (protocol/worker_event.hpp). Progress is drawn at the Waiting frame rate (frame_pacing.hpp), the
// end of a solve or a hint at once.
extern "C" EMSCRIPTEN_KEEPALIVE void boxcar_solver_event(const char* event_json) {
    boxcar::app::App* app = boxcar::web::attached();
    if (!app) return;
    const auto working = [&] { return app->model.solve.state().running || app->model.hints.running(); };
    const bool was_working = working();
    app->model.on_solver_event(boxcar::protocol::decode_worker_event(event_json ? event_json : ""));
    if (working() != was_working) boxcar::web::wake();
    else boxcar::web::refresh();
}

// The page's paste event outside its own editor: into the field ImGui edits, at the cursor, or else on
// the board (app/share/paste.hpp: a solution for the level on screen, a level, collection or board).
extern "C" EMSCRIPTEN_KEEPALIVE void boxcar_paste(const char* text) {
    boxcar::app::App* app = boxcar::web::attached();
    if (!text || !app) return;
    boxcar::web::wake();
    if (!boxcar::app::text_field_paste(text)) boxcar::app::paste(app->model, text);
}

// Wakes the frame loop after a change the UI module could not see (the compare pool's calls).
extern "C" EMSCRIPTEN_KEEPALIVE void boxcar_wake() { boxcar::web::wake(); }
