#!/usr/bin/env bash
# Builds the web build's third-party libraries for WebAssembly from Debian's SOURCE packages:
#   SDL2 2.26.5  -> DEST/sdl2/{lib/libSDL2.a, include/SDL2/*.h, lib/cmake/SDL2/SDL2Config.cmake}
#   ImGui 1.86   -> DEST/imgui/ (sources; the web build compiles the core and the SDL2/OpenGL3 backends)
# Emscripten's SDL2 port can't be used (it downloads 2.0.20 at build time), hence our own small build.
#
#   build_wasm_deps.sh --key           print the cache key, e.g. emscripten-3.1.6_sdl2-2.26.5_imgui-1.86
#   build_wasm_deps.sh --check DEST    exit 0 when DEST is complete and built by this recipe
#   build_wasm_deps.sh DEST [SOURCES]  build into DEST unless --check passes (atomically: DEST is
#                                      replaced only when complete); SOURCES caches the downloaded
#                                      source packages (default: DEST/../../debian-sources)
# The key names the versions; DEST/VERSIONS also records a hash of this recipe (this script and
# sdl2/), so editing the recipe rebuilds the cache in place.
# Needs: deb-src entries in apt's sources (dev.sh adds them), emcc with a writable cache (EM_CONFIG,
# see dev.sh), cmake, ninja. Safe to run concurrently: a lock serializes builds of the same DEST.
set -euo pipefail

SDL2_VERSION=2.26.5
IMGUI_VERSION=1.86
EMSCRIPTEN_TOOLCHAIN=/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

die() { echo "build_wasm_deps: $*" >&2; exit 1; }

emscripten_version() {
  local f=/usr/share/emscripten/emscripten-version.txt
  [[ -r $f ]] || die "emscripten is not installed ($f missing)"
  tr -d '"\n ' < "$f"
}

cache_key() { echo "emscripten-$(emscripten_version)_sdl2-${SDL2_VERSION}_imgui-${IMGUI_VERSION}"; }

recipe_hash() {
  cat "$HERE/build_wasm_deps.sh" "$HERE"/sdl2/* | sha256sum | cut -c1-16
}

versions_text() {
  printf 'emscripten %s\nsdl2 %s\nimgui %s\nrecipe %s\n' \
    "$(emscripten_version)" "$SDL2_VERSION" "$IMGUI_VERSION" "$(recipe_hash)"
}

is_complete() { [[ -f $1/VERSIONS && "$(cat "$1/VERSIONS")"$'\n' == "$(versions_text)"$'\n' ]]; }

# Downloads (once) the Debian source packages and checks that they are the pinned upstream versions.
fetch_sources() {
  local dir=$1
  mkdir -p "$dir"
  if ! ls "$dir"/libsdl2_${SDL2_VERSION}*.orig.tar.* >/dev/null 2>&1 ||
     ! ls "$dir"/imgui_${IMGUI_VERSION}*.orig.tar.* >/dev/null 2>&1; then
    echo "build_wasm_deps: downloading Debian source packages libsdl2 and imgui into $dir"
    (cd "$dir" && apt-get source --download-only -q -o APT::Sandbox::User=root libsdl2 imgui) ||
      die "apt-get source failed: are deb-src entries enabled (./dev.sh does it)?"
  fi
  ls "$dir"/libsdl2_${SDL2_VERSION}*.orig.tar.* >/dev/null 2>&1 ||
    die "Debian's libsdl2 source in $dir is not SDL2 ${SDL2_VERSION}: $(ls "$dir" | tr '\n' ' ')"
  ls "$dir"/imgui_${IMGUI_VERSION}*.orig.tar.* >/dev/null 2>&1 ||
    die "Debian's imgui source in $dir is not ImGui ${IMGUI_VERSION}: $(ls "$dir" | tr '\n' ' ')"
}

build() {
  local dest=$1 sources=$2
  local tmp="${dest}.tmp"
  rm -rf "$tmp"
  mkdir -p "$tmp/work"

  fetch_sources "$sources"
  tar -xf "$(ls "$sources"/libsdl2_${SDL2_VERSION}*.orig.tar.* | head -n1)" -C "$tmp/work"
  tar -xf "$(ls "$sources"/imgui_${IMGUI_VERSION}*.orig.tar.* | head -n1)" -C "$tmp/work"
  local sdl_src imgui_src
  sdl_src="$(echo "$tmp"/work/SDL2-${SDL2_VERSION})"
  imgui_src="$(echo "$tmp"/work/imgui-${IMGUI_VERSION})"
  [[ -f $sdl_src/include/SDL.h ]] || die "unexpected libsdl2 source layout in $tmp/work"
  [[ -f $imgui_src/imgui.cpp ]] || die "unexpected imgui source layout in $tmp/work"

  echo "build_wasm_deps: building SDL2 ${SDL2_VERSION} for WebAssembly"
  cmake -S "$HERE/sdl2" -B "$tmp/work/sdl2-build" -G Ninja -Wno-dev \
    -DCMAKE_TOOLCHAIN_FILE="$EMSCRIPTEN_TOOLCHAIN" -DCMAKE_BUILD_TYPE=Release \
    -DSDL2_SOURCE_DIR="$sdl_src" -DCMAKE_INSTALL_PREFIX="$tmp/sdl2" >/dev/null
  cmake --build "$tmp/work/sdl2-build" -j2 >"$tmp/work/sdl2-build.log" 2>&1 ||
    { tail -n 40 "$tmp/work/sdl2-build.log" >&2; die "SDL2 build failed (log: $tmp/work/sdl2-build.log)"; }
  cmake --install "$tmp/work/sdl2-build" >/dev/null

  echo "build_wasm_deps: staging ImGui ${IMGUI_VERSION} sources"
  mkdir -p "$tmp/imgui/backends"
  cp "$imgui_src"/*.cpp "$imgui_src"/*.h "$imgui_src"/LICENSE.txt "$tmp/imgui/"
  cp "$imgui_src"/backends/imgui_impl_sdl.* "$imgui_src"/backends/imgui_impl_opengl3* "$tmp/imgui/backends/"

  versions_text > "$tmp/VERSIONS"
  rm -rf "$tmp/work"
  rm -rf "$dest"
  mv "$tmp" "$dest"
  echo "build_wasm_deps: done: $dest"
}

main() {
  [[ $# -ge 1 ]] || die "usage: build_wasm_deps.sh --key | --check DEST | DEST [SOURCES]"
  if [[ $1 == --key ]]; then cache_key; return; fi
  if [[ $1 == --check ]]; then is_complete "${2:?--check needs DEST}"; return; fi
  local dest sources
  dest="$(realpath -m "$1")"
  sources="$(realpath -m "${2:-$dest/../../debian-sources}")"
  mkdir -p "$(dirname "$dest")"
  # One builder at a time per DEST; a second caller waits, then finds it complete.
  exec 9>"${dest}.lock"
  flock 9
  if is_complete "$dest"; then
    echo "build_wasm_deps: already built: $dest"
    return
  fi
  build "$dest" "$sources"
}

main "$@"
