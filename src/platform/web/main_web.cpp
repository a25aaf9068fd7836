// Web entry of the UI module: SDL2 window on the page's <canvas id="canvas"> with a WebGL2 context,
// Dear ImGui, and emscripten_set_main_loop. The canvas fills the window (CSS) and SDL follows its CSS size
// (SDL_WINDOW_RESIZABLE); SDL_WINDOW_ALLOW_HIGHDPI renders at devicePixelRatio, fonts are rasterised at that
// scale so text stays crisp.
#include "app/model/builtin_levels.hpp"
#include "app/ui.hpp"
#include "platform/web/web_bridge.hpp"

#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>

namespace {

struct WebApp {
    SDL_Window* window = nullptr;
    boxcar::app::UiState ui;
};

void frame(void* arg) {
    auto* app = static_cast<WebApp*>(arg);
    SDL_Event event;
    while (SDL_PollEvent(&event)) ImGui_ImplSDL2_ProcessEvent(&event);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    boxcar::app::AppModel& model = boxcar::web::model();
    boxcar::app::ui_frame(model, app->ui);
    ImGui::Render();
    const ImGuiIO& io = ImGui::GetIO();
    glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(0.118f, 0.125f, 0.157f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(app->window);
    ++model.frames;
}

void setup_fonts(float pixel_ratio) {
    ImGuiIO& io = ImGui::GetIO();
    ImFontConfig config;
    config.SizePixels = 13.0f * pixel_ratio;  // the default font, rasterised for the screen's pixel density
    io.Fonts->AddFontDefault(&config);
    io.FontGlobalScale = 1.0f / pixel_ratio;
}

}  // namespace

int main() {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        boxcar::web::report_fatal(SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);

    double css_w = 1024, css_h = 768;
    emscripten_get_element_css_size("#canvas", &css_w, &css_h);
    static WebApp app;
    app.window = SDL_CreateWindow("Boxcar", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                                  static_cast<int>(css_w), static_cast<int>(css_h),
                                  SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_GLContext gl = app.window ? SDL_GL_CreateContext(app.window) : nullptr;
    if (!gl) {
        boxcar::web::report_fatal(SDL_GetError());
        return 1;
    }
    SDL_GL_MakeCurrent(app.window, gl);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no settings file on the web
    ImGui::StyleColorsDark();
    setup_fonts(static_cast<float>(emscripten_get_device_pixel_ratio()));
    ImGui_ImplSDL2_InitForOpenGL(app.window, gl);
    ImGui_ImplOpenGL3_Init("#version 300 es");

    boxcar::app::AppModel& model = boxcar::web::model();
    model.load(boxcar::app::builtin_sokoban_levels());
    model.set_message("");
    boxcar::web::page_ready();
    emscripten_set_main_loop_arg(frame, &app, 0, true);
    return 0;
}
