// EM_JS glue between the app model and the page: solver worker port, window.boxcar dispatcher, events.
#include "platform/web/web_bridge.hpp"

#include "app/model/api.hpp"

#include <emscripten/emscripten.h>
#include <imgui.h>

#include <string>

EM_JS(void, js_solver_post, (const char* json), { BoxcarSolverClient.post(UTF8ToString(json)); });
EM_JS(void, js_solver_cancel, (), { BoxcarSolverClient.cancel(); });
EM_JS(void, js_solver_finished, (int id, const char* json), {
    BoxcarPage.solverFinished(id, JSON.parse(UTF8ToString(json)));
});
EM_JS(void, js_page_ready, (), { BoxcarPage.ready(); });
EM_JS(void, js_report_fatal, (const char* what), { BoxcarPage.fatal(UTF8ToString(what)); });

namespace boxcar::web {
namespace {

class WorkerPort final : public app::SolverPort {
public:
    void post(const std::string& request_json) override { js_solver_post(request_json.c_str()); }
    void cancel() override { js_solver_cancel(); }
};

app::App* the_app = nullptr;

}  // namespace

app::SolverPort* solver_port() {
    static WorkerPort port;
    return &port;
}

void attach(app::App& app) {
    the_app = &app;
    app.model.set_port(solver_port());
    app.model.on_solver_finished = [](int id, const nlohmann::json& solver) { js_solver_finished(id, solver.dump().c_str()); };
    install_page_actions(app);
    install_compare_port(app);
}

app::App* attached() { return the_app; }

void page_ready() { js_page_ready(); }
void report_fatal(const char* what) { js_report_fatal(what ? what : "unknown error"); }

}  // namespace boxcar::web

// window.boxcar.<method>(...args) → JSON answer (valid until the next call; JS copies it at once).
extern "C" EMSCRIPTEN_KEEPALIVE const char* boxcar_api(const char* method, const char* args_json) {
    static std::string answer;
    boxcar::app::App* app = boxcar::web::attached();
    if (!app) return R"({"ok":false,"error":"the app is not running yet"})";
    answer = boxcar::app::api_call(app->model, method ? method : "", args_json ? args_json : "[]");
    return answer.c_str();
}

// A message from the solver worker (progress, result, or {"type":"error"} when the worker died).
extern "C" EMSCRIPTEN_KEEPALIVE void boxcar_solver_event(const char* event_json) {
    if (boxcar::app::App* app = boxcar::web::attached()) app->model.on_solver_event(event_json ? event_json : "");
}

// The page's paste event: text goes to the focused ImGui text box, or is loaded as a level.
extern "C" EMSCRIPTEN_KEEPALIVE void boxcar_paste(const char* text) {
    boxcar::app::App* app = boxcar::web::attached();
    if (!text || !app) return;
    if (ImGui::GetCurrentContext() && ImGui::GetIO().WantTextInput) ImGui::GetIO().AddInputCharactersUTF8(text);
    else app->model.load(text);
}
