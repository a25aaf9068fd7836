# Web targets, included from the top-level CMakeLists.txt when building with emscripten (preset "web").
#   boxcar_ui     -> boxcar_ui.js + .wasm      the page's module (ImGui on SDL2/WebGL2), non-modularized:
#                                              the page defines a global `Module` (with the canvas) first.
#   boxcar_solver -> boxcar_solver.js + .wasm  the Web Worker's module (MODULARIZE, createBoxcarSolver).
#   boxcar_page   -> dist/                     the static site: shell/index.html, web/*.js, web/*.css,
#                                              assets/ and the four module files. Serve that folder.
#                                              (Also theme.json: the board colours, for the browser tests.)
# SDL2 and Dear ImGui come from the machine-wide cache BOXCAR_WASM_DEPS that dev.sh fills
# (src/platform/web/deps/build_wasm_deps.sh). A target whose sources don't exist yet is skipped.

set(BOXCAR_WASM_DEPS "" CACHE PATH
  "Prebuilt WASM deps (sdl2/, imgui/), e.g. ~/.cache/boxcar/wasm-deps/emscripten-3.1.6_sdl2-2.26.5_imgui-1.86")
set(BOXCAR_DIST_DIR ${CMAKE_BINARY_DIR}/dist CACHE PATH "Where boxcar_page stages the static site")

set(boxcar_web_modules)  # module targets that exist, for boxcar_page

# Link options of the modules that run the solver (the worker and the node CLI): -O3 for wasm-opt, and
# no wasm-opt inlining of large functions into their only caller. Without that limit the whole search
# loop (SolveSession::step, the FESS expansion, the packing macro) is merged into sokoban::solve(), which
# a solve enters once: V8 starts every function in its baseline compiler (Liftoff) and only later calls
# get the optimized (TurboFan) code, so a worker's first solve ran its hottest code unoptimized to the
# end. With the limit the per-expansion functions are called again and again and tier up within
# milliseconds. Measured: docs/bench/wasm_speed.md.
set(BOXCAR_SOLVER_LINK_OPTIONS -O3 -sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=400)

# Under node, emscripten's stdout is a tty, so doctest would colour its output, and the ANSI codes
# ('[0;36m') break doctest_discover_tests' parsing of --list-test-cases. Applies to tests/ too.
add_compile_definitions(DOCTEST_CONFIG_COLORS_NONE)

# --- The solver worker module ---------------------------------------------------------------
file(GLOB boxcar_solver_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/worker/*_wasm.cpp)
if(boxcar_solver_sources)
  add_executable(boxcar_solver ${boxcar_solver_sources})
  target_link_libraries(boxcar_solver PRIVATE boxcar_protocol)
  # Speed matters here: BOXCAR_SOLVER_LINK_OPTIONS (above). (-flto gained about 1 % more, within the
  # noise of the shared machine, for much longer links: not used; docs/bench/wasm_speed.md.)
  # createBoxcarSolver(opts) returns a Promise of the module. Under node 20, emscripten 3.1.6 would
  # fetch() the .wasm by file path and fail ("Failed to parse URL"): node callers pass
  # {wasmBinary: fs.readFileSync('.../boxcar_solver.wasm')}. (-sWASM_ASYNC_COMPILATION=0 would fix
  # node too, but then the factory returns the module itself instead of a Promise.)
  target_compile_options(boxcar_solver PRIVATE -O3)
  target_link_options(boxcar_solver PRIVATE ${BOXCAR_SOLVER_LINK_OPTIONS}
    -sMODULARIZE=1 -sEXPORT_NAME=createBoxcarSolver -sENVIRONMENT=worker,node
    -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB  # a hard cap under the solver's own budget (memout)
    "-sEXPORTED_FUNCTIONS=_boxcar_worker_request,_malloc,_free"
    "-sEXPORTED_RUNTIME_METHODS=ccall,cwrap,UTF8ToString")
  list(APPEND boxcar_web_modules boxcar_solver)
else()
  message(STATUS "boxcar_solver skipped: no src/worker/*_wasm.cpp yet")
endif()

# --- The UI module ----------------------------------------------------------------------------
# The views (BOXCAR_VIEW_SOURCES of src/app/sources.cmake) and the web glue.
file(GLOB boxcar_web_main_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/platform/web/*.cpp)
set(boxcar_ui_sources ${BOXCAR_VIEW_SOURCES} ${boxcar_web_main_sources})
if(boxcar_web_main_sources)
  set(sdl2_config ${BOXCAR_WASM_DEPS}/sdl2/lib/cmake/SDL2/SDL2Config.cmake)
  set(imgui_dir ${BOXCAR_WASM_DEPS}/imgui)
  if(NOT BOXCAR_WASM_DEPS OR NOT EXISTS ${sdl2_config} OR NOT EXISTS ${imgui_dir}/imgui.cpp)
    message(FATAL_ERROR
      "The WASM build of SDL2 and Dear ImGui is missing: BOXCAR_WASM_DEPS='${BOXCAR_WASM_DEPS}' "
      "must hold sdl2/lib/cmake/SDL2/SDL2Config.cmake and imgui/imgui.cpp. "
      "Run ./dev.sh build (it builds them into ~/.cache/boxcar/wasm-deps/) and use the preset \"web\", "
      "or pass -DBOXCAR_WASM_DEPS=<folder> after running src/platform/web/deps/build_wasm_deps.sh <folder>.")
  endif()
  # The find root path of the emscripten toolchain would re-root the prefix: don't let it.
  find_package(SDL2 CONFIG REQUIRED PATHS ${BOXCAR_WASM_DEPS}/sdl2 NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)

  # Dear ImGui 1.86 core + the SDL2 and OpenGL3 (WebGL2 via GLES) backends, compiled from the cache.
  add_library(boxcar_imgui STATIC
    ${imgui_dir}/imgui.cpp ${imgui_dir}/imgui_draw.cpp ${imgui_dir}/imgui_tables.cpp
    ${imgui_dir}/imgui_widgets.cpp
    ${imgui_dir}/backends/imgui_impl_sdl.cpp ${imgui_dir}/backends/imgui_impl_opengl3.cpp)
  target_include_directories(boxcar_imgui SYSTEM PUBLIC ${imgui_dir} ${imgui_dir}/backends)
  # No .ini or font files on the web (the app also sets io.IniFilename = nullptr).
  target_compile_definitions(boxcar_imgui PUBLIC IMGUI_DISABLE_FILE_FUNCTIONS)
  target_compile_options(boxcar_imgui PRIVATE -O2)
  target_link_libraries(boxcar_imgui PUBLIC SDL2::SDL2)

  add_executable(boxcar_ui ${boxcar_ui_sources})
  target_include_directories(boxcar_ui PRIVATE ${CMAKE_SOURCE_DIR}/src)
  target_link_libraries(boxcar_ui PRIVATE boxcar_app_model boxcar_imgui)
  target_compile_options(boxcar_ui PRIVATE -O2)
  target_link_options(boxcar_ui PRIVATE -O2
    -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sALLOW_MEMORY_GROWTH=1
    "-sEXPORTED_FUNCTIONS=_main,_malloc,_free,_boxcar_api,_boxcar_solver_event"
    "-sEXPORTED_RUNTIME_METHODS=ccall,cwrap,UTF8ToString,stringToUTF8,lengthBytesUTF8")
  # UI fonts: Open Sans from Debian's fonts-open-sans (dev.sh installs it), embedded into the module's
  # file system as /fonts/*.ttf (main_web.cpp loads them; without them it falls back to ImGui's font).
  set(BOXCAR_FONT_DIR /usr/share/fonts/truetype/open-sans CACHE PATH "Folder of OpenSans-Regular.ttf and OpenSans-Bold.ttf")
  if(EXISTS ${BOXCAR_FONT_DIR}/OpenSans-Regular.ttf AND EXISTS ${BOXCAR_FONT_DIR}/OpenSans-Bold.ttf)
    target_link_options(boxcar_ui PRIVATE
      "SHELL:--embed-file ${BOXCAR_FONT_DIR}/OpenSans-Regular.ttf@/fonts/text.ttf"
      "SHELL:--embed-file ${BOXCAR_FONT_DIR}/OpenSans-Bold.ttf@/fonts/bold.ttf")
    set_property(TARGET boxcar_ui APPEND PROPERTY LINK_DEPENDS
      ${BOXCAR_FONT_DIR}/OpenSans-Regular.ttf ${BOXCAR_FONT_DIR}/OpenSans-Bold.ttf)
  else()
    message(WARNING "Open Sans not found in ${BOXCAR_FONT_DIR} (Debian package fonts-open-sans): "
      "the UI uses ImGui's built-in bitmap font")
  endif()
  list(APPEND boxcar_web_modules boxcar_ui)
else()
  message(STATUS "boxcar_ui skipped: no src/platform/web/*.cpp (the web main loop) yet")
endif()

# --- The boxcar CLI for node (WASM benchmarks) -----------------------------------------------------
# The same CLI as the native one, built to WASM for node with NODERAWFS (it reads the real files), so that
# `boxcar bench` measures the solver's WASM speed (solved counts against native at the same limits).
# Not in the default build: `cmake --build build/web --target boxcar_cli_node`, or `./dev.sh bench-wasm`,
# which builds it and runs `node boxcar_cli_node.js bench ...`.
# The core libraries are the ones the worker module links; the memory cap is the worker's (2GB).
# Its SHA-256 is node's crypto module (tools/sha256_node.cpp) instead of OpenSSL; its build commit is
# written at build time as the native CLI's is (src/cli/build_commit.cmake).
file(GLOB boxcar_cli_node_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/cli/*.cpp)
list(REMOVE_ITEM boxcar_cli_node_sources ${CMAKE_SOURCE_DIR}/src/cli/sha256_openssl.cpp)
set(boxcar_cli_node_commit_cpp ${CMAKE_BINARY_DIR}/generated/build_commit.cpp)
add_custom_target(boxcar_cli_node_commit
  COMMAND ${CMAKE_COMMAND} -DSOURCE=${CMAKE_SOURCE_DIR} -DOUT=${boxcar_cli_node_commit_cpp} -P ${CMAKE_SOURCE_DIR}/src/cli/build_commit.cmake
  BYPRODUCTS ${boxcar_cli_node_commit_cpp}
  COMMENT "the commit of the WASM CLI")
add_executable(boxcar_cli_node EXCLUDE_FROM_ALL ${boxcar_cli_node_sources} ${CMAKE_CURRENT_LIST_DIR}/tools/sha256_node.cpp
  ${boxcar_cli_node_commit_cpp})
add_dependencies(boxcar_cli_node boxcar_cli_node_commit)
target_include_directories(boxcar_cli_node PRIVATE ${CMAKE_SOURCE_DIR}/src)
# CLI11 (its link in the private include folder, CMakeLists.txt), which reports help and usage errors as
# exceptions: this target catches them (-fexceptions; the libraries it links keep the default).
if(NOT EXISTS ${BOXCAR_SYSINC}/CLI/CLI.hpp)
  message(WARNING "CLI/CLI.hpp not found (libcli11-dev): boxcar_cli_node will not build")
endif()
target_include_directories(boxcar_cli_node SYSTEM PRIVATE ${BOXCAR_SYSINC})
target_link_libraries(boxcar_cli_node PRIVATE boxcar_core boxcar_protocol)  # the options codec
target_compile_options(boxcar_cli_node PRIVATE -O3 -fexceptions)
target_link_options(boxcar_cli_node PRIVATE ${BOXCAR_SOLVER_LINK_OPTIONS} -fexceptions -sNODERAWFS=1 -sENVIRONMENT=node -sEXIT_RUNTIME=1
  -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB -sWASM_ASYNC_COMPILATION=0)

# --- theme.json: the board colours of src/app/theme.hpp for the browser tests (tests/browser/pixels.mjs) ---
# A small program prints them (run under node at build time); the site stages its output.
add_executable(boxcar_theme_json ${CMAKE_CURRENT_LIST_DIR}/tools/theme_json.cpp)
target_include_directories(boxcar_theme_json PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_include_directories(boxcar_theme_json SYSTEM PRIVATE ${BOXCAR_SYSINC})
# (Synchronous compilation: under node 20 the asynchronous one would fetch() the .wasm by path and fail.)
target_link_options(boxcar_theme_json PRIVATE -sENVIRONMENT=node -sNODERAWFS=1 -sEXIT_RUNTIME=1
  -sWASM_ASYNC_COMPILATION=0)
find_program(BOXCAR_NODE NAMES node nodejs REQUIRED)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/theme.json
  COMMAND ${BOXCAR_NODE} $<TARGET_FILE:boxcar_theme_json> ${CMAKE_BINARY_DIR}/theme.json
  DEPENDS boxcar_theme_json
  COMMENT "Writing theme.json from src/app/theme.hpp"
  VERBATIM)
add_custom_target(boxcar_theme ALL DEPENDS ${CMAKE_BINARY_DIR}/theme.json)

# --- The static site ----------------------------------------------------------------------------
# Staged on every build by a script, so new files in shell/, web/ and assets/ need no re-configure.
add_custom_target(boxcar_page ALL
  COMMAND ${CMAKE_COMMAND}
    -DSOURCE_DIR=${CMAKE_SOURCE_DIR} -DBINARY_DIR=${CMAKE_BINARY_DIR} -DDIST_DIR=${BOXCAR_DIST_DIR}
    "-DMODULES=${boxcar_web_modules}" -DGENERATED=${CMAKE_BINARY_DIR}/theme.json
    -P ${CMAKE_CURRENT_LIST_DIR}/stage_page.cmake
  COMMENT "Staging the static site into ${BOXCAR_DIST_DIR}"
  VERBATIM)
add_dependencies(boxcar_page boxcar_theme)
if(boxcar_web_modules)
  add_dependencies(boxcar_page ${boxcar_web_modules})
endif()
