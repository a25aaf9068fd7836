# SDL2 built for WebAssembly by boxcar's deps/sdl2 (installed into the wasm-deps cache).
# Provides SDL2::SDL2; headers resolve both as <SDL.h> (ImGui's backend) and <SDL2/SDL.h>.
get_filename_component(_boxcar_sdl2_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT TARGET SDL2::SDL2)
  add_library(SDL2::SDL2 STATIC IMPORTED)
  set_target_properties(SDL2::SDL2 PROPERTIES
    IMPORTED_LOCATION "${_boxcar_sdl2_prefix}/lib/libSDL2.a"
    INTERFACE_INCLUDE_DIRECTORIES "${_boxcar_sdl2_prefix}/include/SDL2;${_boxcar_sdl2_prefix}/include"
    # Like emscripten's own SDL2 port: JS library helpers that SDL's EM_ASM audio code calls. The list
    # is read from a file (-sSETTING=@file) because '$' does not survive CMake + ninja + shell quoting.
    INTERFACE_LINK_OPTIONS "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${CMAKE_CURRENT_LIST_DIR}/sdl2_js_library_funcs.json")
endif()
set(SDL2_VERSION 2.26.5)
set(SDL2_LIBRARIES SDL2::SDL2)
unset(_boxcar_sdl2_prefix)
