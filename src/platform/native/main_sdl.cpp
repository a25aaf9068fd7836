// Desktop entry of the app (boxcar-desktop): the page's views in an SDL2 window with OpenGL 3, Dear ImGui
// from Debian, the solver and the comparison in threads (thread_solver_port.hpp). The same App and the same
// ui_frame() as the page (main_web.cpp); what the page does in JavaScript is done here the desktop way:
// the clipboard is SDL's, Ctrl+V over the board pastes a level or a solution, a file named on the command
// line is opened at start. Not here (the buttons are hidden): the file dialog, share links, and what the page
// remembers between visits.
//
//   boxcar-desktop [FILE]      FILE: a level, a collection or Rush Hour boards (as the page's Open file)
#include "app/app.hpp"
#include "app/api/api_compare.hpp"
#include "app/builtin_levels.hpp"
#include "app/play/play_view.hpp"
#include "app/widgets/fonts.hpp"
#include "app/ui.hpp"
#include "platform/native/thread_solver_port.hpp"
#include "app/share/paste.hpp"

#include <SDL.h>
#include <SDL_opengl.h>
#include <imgui.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#ifndef BOXCAR_FONT_DIR
#define BOXCAR_FONT_DIR "/usr/share/fonts/truetype/open-sans"
#endif

namespace {

using boxcar::app::App;

// The clipboard for the panels' copy buttons.
void install_page_actions(App& app) {
    app.page.copy_text = [&app](const std::string& text, const std::string& what) {
        if (SDL_SetClipboardText(text.c_str()) == 0) app.model.message.set("Copied " + what + " to the clipboard.");
        else app.model.message.set_error(std::string("Could not copy to the clipboard: ") + SDL_GetError());
    };
}

// A file named on the command line, opened as the page's "Open file" opens one.
void open_file(App& app, const char* path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    if (!in || !(text << in.rdbuf())) {
        app.model.message.set_error(std::string("Could not read ") + path + ".");
        return;
    }
    app.model.load(text.str());  // a bad file keeps the built-in levels and shows why
}

// Ctrl+V (Cmd+V) with no text field in focus: the clipboard goes to the board, as a paste on the page.
void paste_on_board(App& app, const SDL_Event& e) {
    const bool paste = e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_v && (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI));
    if (!paste || ImGui::GetIO().WantTextInput || !SDL_HasClipboardText()) return;
    char* text = SDL_GetClipboardText();
    boxcar::app::paste(app.model, text ? text : "");
    SDL_free(text);
}

}  // namespace

int main(int argc, char** argv) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "boxcar-desktop: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_Window* window = SDL_CreateWindow("Boxcar", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                          SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_GLContext gl = window ? SDL_GL_CreateContext(window) : nullptr;
    if (!gl) {
        std::fprintf(stderr, "boxcar-desktop: cannot open an OpenGL 3.2 window: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_MakeCurrent(window, gl);
    SDL_GL_SetSwapInterval(1);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // the layout is the app's own, as on the page
    boxcar::app::configure_key_repeat(ImGui::GetIO());
    boxcar::app::play_apply_style("dark", false);
    int window_w = 0, drawable_w = 0, h = 0;
    SDL_GetWindowSize(window, &window_w, &h);
    SDL_GL_GetDrawableSize(window, &drawable_w, &h);
    const float pixel_ratio = window_w > 0 ? static_cast<float>(drawable_w) / static_cast<float>(window_w) : 1.0f;
    boxcar::app::load_fonts(BOXCAR_FONT_DIR "/OpenSans-Regular.ttf", BOXCAR_FONT_DIR "/OpenSans-Bold.ttf", pixel_ratio);
    ImGui_ImplSDL2_InitForOpenGL(window, gl);
    ImGui_ImplOpenGL3_Init("#version 150");

    App* app_ptr = nullptr;  // the ports deliver to the App below, on this thread (poll())
    using boxcar::protocol::WorkerEvent;
    boxcar::desktop::ThreadSolverPort solve_port([&](const WorkerEvent& e) { app_ptr->model.on_solver_event(e); });
    boxcar::desktop::ThreadSolverPort compare_port(
        [&](const WorkerEvent& e) { boxcar::app::compare_event(app_ptr->model, app_ptr->compare, e); });
    // The Rush Hour editor's live count: a thread of its own, as the page gives it a worker of its own.
    boxcar::desktop::ThreadSolverPort count_port([&](const WorkerEvent& e) { app_ptr->editor.count.on_event(e); });
    App app(&solve_port);
    app_ptr = &app;
    app.compare.set_port(&compare_port);
    app.editor.count.set_port(&count_port);
    install_page_actions(app);
    app.model.load(boxcar::app::builtin_sokoban_levels());
    app.model.message.set("");
    if (argc > 1) open_file(app, argv[1]);

    for (bool done = false; !done;) {
        SDL_Event e;
        while (SDL_PollEvent(&e)) {
            ImGui_ImplSDL2_ProcessEvent(&e);
            done |= e.type == SDL_QUIT ||
                    (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE &&
                     e.window.windowID == SDL_GetWindowID(window));
            paste_on_board(app, e);
        }
        solve_port.poll();
        compare_port.poll();
        count_port.poll();
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        boxcar::app::ui_render_frame(app);
        int drawable_width = 0, drawable_height = 0;
        SDL_GL_GetDrawableSize(window, &drawable_width, &drawable_height);
        glViewport(0, 0, drawable_width, drawable_height);
        glClearColor(0.118f, 0.125f, 0.157f, 1.0f);  // the dark theme's background (theme.hpp)
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        SDL_GL_SwapWindow(window);
    }

    app.model.cancel_solve();
    app.compare.cancel();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(gl);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
