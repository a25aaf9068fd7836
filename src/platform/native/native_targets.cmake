# Native targets of the views, included from the top-level CMakeLists.txt in the native build:
#   boxcar_views    the ImGui views (BOXCAR_VIEW_SOURCES) on Debian's Dear ImGui (libimgui-dev, 1.86 as
#                   the WASM build's), with the app model; the headless view tests (tests/views) link it.
#   boxcar-desktop  the same app in a desktop window: SDL2 + OpenGL 3 (libsdl2-dev), the solver in threads
#                   (main_sdl.cpp, thread_solver_port.cpp). `boxcar` stays the CLI.
# Each is skipped, with a message, when its Debian packages are missing (dev.sh setup installs them).

# The views read SDL's key codes (keyboard.cpp, presentation.cpp), so they need SDL's headers too.
find_path(BOXCAR_IMGUI_INCLUDE_DIR imgui.h PATH_SUFFIXES imgui)
find_library(BOXCAR_IMGUI_LIBRARY imgui)
find_library(BOXCAR_STB_LIBRARY stb)  # Debian's imgui is built against libstb (its font rasteriser)
find_package(SDL2 CONFIG QUIET)
if(NOT BOXCAR_IMGUI_INCLUDE_DIR OR NOT BOXCAR_IMGUI_LIBRARY OR NOT BOXCAR_STB_LIBRARY OR NOT SDL2_FOUND)
  message(STATUS "boxcar_views and boxcar-desktop skipped: no Dear ImGui or SDL2 (Debian packages "
    "libimgui-dev, libsdl2-dev)")
  return()
endif()
file(STRINGS ${BOXCAR_IMGUI_INCLUDE_DIR}/imgui.h imgui_version_line REGEX "^#define IMGUI_VERSION ")
if(NOT imgui_version_line MATCHES "\"1\\.86")
  message(WARNING "Dear ImGui in ${BOXCAR_IMGUI_INCLUDE_DIR} is not 1.86 (the WASM build's): ${imgui_version_line}")
endif()

add_library(boxcar_imgui_native INTERFACE)
target_include_directories(boxcar_imgui_native SYSTEM INTERFACE ${BOXCAR_IMGUI_INCLUDE_DIR})
target_link_libraries(boxcar_imgui_native INTERFACE ${BOXCAR_IMGUI_LIBRARY} ${BOXCAR_STB_LIBRARY})

add_library(boxcar_views STATIC ${BOXCAR_VIEW_SOURCES})
target_include_directories(boxcar_views PUBLIC ${CMAKE_SOURCE_DIR}/src)
target_include_directories(boxcar_views SYSTEM PUBLIC ${SDL2_INCLUDE_DIRS})
target_link_libraries(boxcar_views PUBLIC boxcar_app_model boxcar_imgui_native)

find_package(Threads REQUIRED)
find_package(OpenGL QUIET)
if(NOT OpenGL_FOUND)
  message(STATUS "boxcar-desktop skipped: no OpenGL development files (libgl-dev, brought by libsdl2-dev)")
  return()
endif()
file(GLOB boxcar_desktop_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.cpp)
add_executable(boxcar-desktop ${boxcar_desktop_sources})
target_link_libraries(boxcar-desktop PRIVATE boxcar_views boxcar_protocol SDL2::SDL2 OpenGL::GL
  ${CMAKE_DL_LIBS} Threads::Threads)
target_compile_options(boxcar-desktop PRIVATE -Wall -Wextra)
set(BOXCAR_FONT_DIR /usr/share/fonts/truetype/open-sans CACHE PATH "Folder of OpenSans-Regular.ttf and OpenSans-Bold.ttf")
target_compile_definitions(boxcar-desktop PRIVATE BOXCAR_FONT_DIR="${BOXCAR_FONT_DIR}")
