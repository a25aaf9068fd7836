// Web entry of the UI module: SDL2 window on the page's <canvas id="canvas"> with a WebGL2 context,
// Dear ImGui, and emscripten_set_main_loop. The canvas fills the window (CSS) and SDL follows its CSS size
// (SDL_WINDOW_RESIZABLE); SDL_WINDOW_ALLOW_HIGHDPI renders at devicePixelRatio, fonts are rasterised at that
// scale so text stays crisp.
#include "app/app.hpp"
#include "app/board/board_gestures.hpp"
#include "app/builtin_levels.hpp"
#include "app/play/play_view.hpp"
#include "app/widgets/fonts.hpp"
#include "app/ui.hpp"
#include "platform/web/frame_pacing.hpp"
#include "platform/web/text_mirror.hpp"
#include "platform/web/web_bridge.hpp"

#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <vector>

namespace {

struct WebApp {
    SDL_Window* window = nullptr;
    boxcar::app::App* app = nullptr;
};

// ImGui 1.86 samples input once a frame: keys as up/down states, the mouse as one position and button
// state. A key pressed and released between two frames (slow frames under load, fast typing) would never
// count as pressed, and a click followed by a move in the same frame would land where the pointer went.
// So such a key release (or a press right after a release of the same key), and every key event after
// it, is held back to the next frame; after a mouse
// button event every later pointer event is held back too, and the frame sees the pointer where the events
// it processed left it (`pointer`: position and buttons). Order within keys and within pointer events is
// kept. Returns whether there was any event. Finger events also go to the boards (board_gestures.hpp), in
// CSS px of the canvas.
struct Pointer {
    bool known = false;
    float x = 0, y = 0;
    bool down[3] = {false, false, false};     // left, right, middle, after the events processed
    bool pressed[3] = {false, false, false};  // went down in this frame (held for the frame even if released)
};

int button_index(Uint8 button) {
    return button == SDL_BUTTON_LEFT ? 0 : button == SDL_BUTTON_RIGHT ? 1 : button == SDL_BUTTON_MIDDLE ? 2 : -1;
}

bool modifier(SDL_Scancode key) {
    return key == SDL_SCANCODE_LCTRL || key == SDL_SCANCODE_RCTRL || key == SDL_SCANCODE_LSHIFT ||
           key == SDL_SCANCODE_RSHIFT || key == SDL_SCANCODE_LALT || key == SDL_SCANCODE_RALT ||
           key == SDL_SCANCODE_LGUI || key == SDL_SCANCODE_RGUI;
}

void key_event_modifiers(Uint16 mod) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = (mod & KMOD_CTRL) != 0;
    io.KeyShift = (mod & KMOD_SHIFT) != 0;
    io.KeyAlt = (mod & KMOD_ALT) != 0;
    io.KeySuper = (mod & KMOD_GUI) != 0;
}

bool pointer_event(const SDL_Event& e) {
    return e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP ||
           e.type == SDL_MOUSEWHEEL;
}

bool process_events(boxcar::app::App& app, SDL_Window* window, Pointer& pointer) {
    static std::vector<SDL_Event> held;
    std::vector<SDL_Event> events;
    events.swap(held);
    SDL_Event event;
    while (SDL_PollEvent(&event)) events.push_back(event);
    std::vector<SDL_Scancode> down, up;  // keys that went down, and up, in this frame
    bool keys_held = false, pointer_held = false, button_seen = false;
    for (SDL_Event& e : events) {
        const bool key = e.type == SDL_KEYDOWN || e.type == SDL_KEYUP;
        const bool pointing = pointer_event(e);
        auto in = [&](const std::vector<SDL_Scancode>& keys) {
            return std::find(keys.begin(), keys.end(), e.key.keysym.scancode) != keys.end();
        };
        // A release after a press, or a press after a release, of the same key in one frame would cancel out;
        // so would a modifier's release after another key's press (Ctrl+Shift+Z typed fast: the frame must see
        // Z with Ctrl and Shift down).
        const bool same_frame_flip = (e.type == SDL_KEYUP && in(down)) || (e.type == SDL_KEYDOWN && in(up)) ||
                                     (e.type == SDL_KEYUP && modifier(e.key.keysym.scancode) && !down.empty());
        if ((key && (same_frame_flip || keys_held)) || (pointing && (button_seen || pointer_held))) {
            held.push_back(e);
            (key ? keys_held : pointer_held) = true;
            continue;
        }
        if (e.type == SDL_KEYDOWN) down.push_back(e.key.keysym.scancode);
        if (e.type == SDL_KEYUP) up.push_back(e.key.keysym.scancode);
        if (e.type == SDL_MOUSEMOTION) {
            pointer.known = true;
            pointer.x = static_cast<float>(e.motion.x);
            pointer.y = static_cast<float>(e.motion.y);
        }
        if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP) {
            pointer.known = true;
            pointer.x = static_cast<float>(e.button.x);
            pointer.y = static_cast<float>(e.button.y);
            const int b = button_index(e.button.button);
            if (b >= 0) {
                pointer.down[b] = e.type == SDL_MOUSEBUTTONDOWN;
                pointer.pressed[b] |= e.type == SDL_MOUSEBUTTONDOWN;
            }
            button_seen = true;
        }
        if (e.type == SDL_FINGERDOWN || e.type == SDL_FINGERMOTION || e.type == SDL_FINGERUP) {
            using boxcar::app::TouchInput;
            int w = 0, h = 0;
            SDL_GetWindowSize(window, &w, &h);
            const auto kind = e.type == SDL_FINGERDOWN ? TouchInput::Down
                              : e.type == SDL_FINGERUP ? TouchInput::Up
                                                       : TouchInput::Move;
            boxcar::app::touch_event(app.touch, kind, e.tfinger.fingerId, e.tfinger.x * w, e.tfinger.y * h,
                                     (SDL_GetTicks() - e.tfinger.timestamp) / 1000.0);
        }
        ImGui_ImplSDL2_ProcessEvent(&e);
        // The backend reads the modifiers SDL holds now, after every event queued; a key's own are the ones
        // that were down when it was pressed.
        if (key) key_event_modifiers(e.key.keysym.mod);
    }
    return !events.empty();
}

void frame(void* arg) {
    auto* web = static_cast<WebApp*>(arg);
    boxcar::app::App& app = *web->app;
    static Pointer pointer;
    const bool had_events = process_events(app, web->window, pointer);
    // Idle, or only progress changed since a frame drawn moments ago: draw nothing.
    if (!boxcar::web::frame_wanted(had_events, boxcar::web::activity(app), emscripten_get_now())) return;
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& input = ImGui::GetIO();
    // The backend read SDL's latest pointer state; the frame acts where its own events left it.
    if (pointer.known) {
        if (input.MousePos.x > -FLT_MAX) input.MousePos = ImVec2(pointer.x, pointer.y);
        for (int b = 0; b < 3; ++b) {
            input.MouseDown[b] = pointer.pressed[b] || pointer.down[b];
            pointer.pressed[b] = false;
        }
    }
    ImGui::GetIO().DeltaTime = boxcar::web::paced_delta_time(ImGui::GetIO().DeltaTime);
    boxcar::app::ui_render_frame(app);
    boxcar::web::publish_text_fields();  // the fields just drawn, for the page's text mirror
    const ImGuiIO& io = ImGui::GetIO();
    glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(0.118f, 0.125f, 0.157f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(web->window);
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
    static WebApp web;
    web.window = SDL_CreateWindow("Boxcar", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                                  static_cast<int>(css_w), static_cast<int>(css_h),
                                  SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_GLContext gl = web.window ? SDL_GL_CreateContext(web.window) : nullptr;
    if (!gl) {
        boxcar::web::report_fatal(SDL_GetError());
        return 1;
    }
    SDL_GL_MakeCurrent(web.window, gl);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no settings file on the web
    boxcar::app::configure_key_repeat(io);
    boxcar::app::play_apply_style("dark", false);
    // Embedded at link time as /fonts/*.ttf by web_targets.cmake.
    boxcar::app::load_fonts("/fonts/text.ttf", "/fonts/bold.ttf", static_cast<float>(emscripten_get_device_pixel_ratio()));
    ImGui_ImplSDL2_InitForOpenGL(web.window, gl);
    ImGui_ImplOpenGL3_Init("#version 300 es");

    // The one App of the page: this loop owns it; the bridge's exported functions reach it through attach().
    static boxcar::app::App app(boxcar::web::solver_port());
    boxcar::web::attach(app);
    web.app = &app;
    app.model.load(boxcar::app::builtin_sokoban_levels());
    app.model.message.set("");
    app.model.restore_session();  // theme, collection and level last open (docs/STORAGE.md)
    boxcar::web::page_ready();
    emscripten_set_main_loop_arg(frame, &web, 0, true);
    return 0;
}
