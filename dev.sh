#!/usr/bin/env bash
# Boxcar's one driver script: installs what is missing, builds, serves, tests.
#
#   ./dev.sh serve   build the web app and serve it: prints "Boxcar: http://127.0.0.1:PORT/"
#   ./dev.sh test    native build + ctest, a one-node Slurm cluster running the sharded runs of scripts/slurm/,
#                    web build + WASM ctest (node), browser tests (Chromium), the main journeys in Firefox ESR
#                    and WebKitGTK (tests/engines, on an Xvfb of their own),
#                    ASan+UBSan doctest suites, bounded libFuzzer runs (FUZZ_SECONDS per target, default 30);
#                    ends with "N passed, M failed"; exit code non-zero on any failure
#   ./dev.sh build   native + web builds, no tests
#   ./dev.sh setup   only install what is missing for test (apt packages, WASM deps, npm packages)
#   ./dev.sh bench-wasm ARGS...   `boxcar bench ARGS...` with the CLI built to WASM, run under node
#                    (built on demand into build/web, not by build/test; compare with build/native/boxcar)
#
# Environment: PORT (serve; default 8080), BOXCAR_BUILD_DIR (default: build; the presets' folders
# build/native and build/web become $BOXCAR_BUILD_DIR/native and .../web).
#
# What "installs whatever is missing" means (each step is skipped when already done, so a second run
# only pays for incremental builds and tests):
#   1. Debian packages, those of the command (serve: the web build; build: and the native build; test: and
#      the test browsers, clang, Slurm; apt-get update only when something is missing);
#   2. an emscripten config of our own with a writable cache under ~/.cache/boxcar (Debian's is frozen);
#   3. SDL2 and Dear ImGui built for WASM from Debian's source packages into a machine-wide cache keyed
#      by versions (~/.cache/boxcar/wasm-deps/<key>), shared by every clone and by CI;
#   4. test only: npm packages: playwright-core (drives Debian's /usr/bin/chromium), puppeteer-core (Debian's firefox-esr)
#      and selenium-webdriver (Debian's WebKitWebDriver and MiniBrowser); no browser is downloaded.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
BUILD_ROOT="${BOXCAR_BUILD_DIR:-$ROOT/build}"
NATIVE_DIR="$BUILD_ROOT/native"
WEB_DIR="$BUILD_ROOT/web"
BOXCAR_CACHE="$HOME/.cache/boxcar"   # also named in CMakePresets.json
DEPS_SCRIPT="$ROOT/src/platform/web/deps/build_wasm_deps.sh"
EMSCRIPTEN_TOOLCHAIN=/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake

# Debian packages by command: each command installs its own list and those before it, so serving a fresh
# clone installs no browser, compiler for the host or cluster.
# serve: the web build of the site. dpkg-dev and xz-utils unpack SDL2's and Dear ImGui's source packages
# (step 3); doctest-dev because the web folder is configured with its WASM test suites (built by test
# only); fonts-open-sans is embedded into the UI module.
SERVE_PACKAGES=(emscripten cmake ninja-build python3 dpkg-dev xz-utils nlohmann-json3-dev doctest-dev
  fonts-open-sans)
# build: also the native build. libcli11-dev: the CLI's flags; libsdl2-dev and libimgui-dev: the native
# views, their headless tests (tests/views) and the desktop app boxcar-desktop; libssl-dev: SHA-256 of the
# Rush Hour enumeration's shard summaries (the CLI).
BUILD_PACKAGES=(g++ libcli11-dev libssl-dev libsdl2-dev libimgui-dev)
# test: also the test stages. chromium: the browser tests; clang: the ASan+UBSan and fuzz build;
# slurm-wlm and munge: the one-node cluster (tests/slurm); firefox-esr, webkit2gtk-driver (WebKitWebDriver
# and WebKitGTK's MiniBrowser), xvfb and xauth: the engines stage (tests/engines), headful browsers on an X
# server of its own.
TEST_PACKAGES=(chromium clang slurm-wlm munge firefox-esr webkit2gtk-driver xvfb xauth)

log() { echo "[dev.sh] $*" >&2; }
die() { echo "[dev.sh] error: $*" >&2; exit 1; }

# Runs a command as root (directly, or through sudo when we are not root).
as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root (or sudo) to run: $*"
  fi
}

# ---------------------------------------------------------------------------------------------
# 1. Debian packages
# ---------------------------------------------------------------------------------------------
apt_updated=0
apt_update_once() {
  if [[ $apt_updated -eq 0 ]]; then
    log "apt-get update"
    as_root apt-get update -q >&2
    apt_updated=1
  fi
}

is_installed() { [[ $(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null) == installed ]]; }

# ensure_apt_packages PACKAGE...: installs those of the named packages that are missing.
ensure_apt_packages() {
  local missing=() pkg
  for pkg in "$@"; do
    is_installed "$pkg" || missing+=("$pkg")
  done
  # The image brings node 20 + npm; only without a node do we take Debian's.
  command -v node >/dev/null || missing+=(nodejs)
  command -v npm >/dev/null || missing+=(npm)
  [[ ${#missing[@]} -eq 0 ]] && return
  log "installing Debian packages: ${missing[*]}"
  apt_update_once
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "${missing[@]}" >&2
}

# apt-get source needs deb-src entries: add ours, copied from Debian's entries with Types: deb-src.
ensure_deb_src() {
  if grep -qsE '^Types:.*deb-src' /etc/apt/sources.list.d/*.sources ||
     grep -qsE '^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list; then
    if apt-cache showsrc libsdl2 2>/dev/null | grep -q '^Package:'; then return; fi
  elif [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
    log "enabling deb-src (/etc/apt/sources.list.d/boxcar-deb-src.sources)"
    sed -E 's/^Types:.*/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
      as_root tee /etc/apt/sources.list.d/boxcar-deb-src.sources >/dev/null
  elif grep -qsE '^deb ' /etc/apt/sources.list; then
    log "enabling deb-src (/etc/apt/sources.list.d/boxcar-deb-src.list)"
    sed -nE 's/^deb /deb-src /p' /etc/apt/sources.list |
      as_root tee /etc/apt/sources.list.d/boxcar-deb-src.list >/dev/null
  else
    die "cannot enable deb-src: no /etc/apt/sources.list.d/debian.sources nor deb lines in sources.list"
  fi
  apt_updated=0
  apt_update_once
}

# ---------------------------------------------------------------------------------------------
# 2. Emscripten config with a writable cache (Debian's config sets FROZEN_CACHE = True)
# ---------------------------------------------------------------------------------------------
setup_emscripten_env() {
  local version
  version="$(tr -d '"\n ' < /usr/share/emscripten/emscripten-version.txt)"
  local dir="$BOXCAR_CACHE/emscripten-$version"
  export EM_CONFIG="$dir/config"
  export NODE_PATH=/usr/share/nodejs       # emscripten's JS optimizer needs Debian's node-acorn
  export EMSDK_PYTHON=/usr/bin/python3     # skips a slow pyenv shim on every emcc call
  if [[ ! -f $dir/cache/.boxcar-seeded ]]; then
    mkdir -p "$dir"
    (
      flock 9   # another clone may be seeding the same cache right now
      if [[ ! -f $dir/cache/.boxcar-seeded ]]; then
        log "seeding the emscripten cache $dir/cache from /usr/share/emscripten/cache"
        rm -rf "$dir/cache"
        mkdir -p "$dir/cache"
        cp -a /usr/share/emscripten/cache/. "$dir/cache/"
        touch "$dir/cache/.boxcar-seeded"
      fi
    ) 9>"$dir/seed.lock"
  fi
  local config
  config="$(sed -E 's/^FROZEN_CACHE *=.*/FROZEN_CACHE = False/' /usr/share/emscripten/.emscripten)"
  config+=$'\n'"CACHE = '$dir/cache'"$'\n'
  if [[ ! -f $EM_CONFIG || "$(cat "$EM_CONFIG")"$'\n' != "$config" ]]; then
    printf '%s' "$config" > "$EM_CONFIG"
  fi
}

# ---------------------------------------------------------------------------------------------
# 3. SDL2 + ImGui for WASM, in the machine-wide cache
# ---------------------------------------------------------------------------------------------
WASM_DEPS=""
ensure_wasm_deps() {
  WASM_DEPS="$BOXCAR_CACHE/wasm-deps/$("$DEPS_SCRIPT" --key)"
  "$DEPS_SCRIPT" --check "$WASM_DEPS" && return
  ensure_deb_src
  log "building SDL2 and ImGui for WASM into $WASM_DEPS (once per machine)"
  "$DEPS_SCRIPT" "$WASM_DEPS" "$BOXCAR_CACHE/debian-sources" >&2
}

# ---------------------------------------------------------------------------------------------
# 4. npm packages (playwright-core, puppeteer-core, selenium-webdriver), reinstalled only when
#    package-lock.json changes
# ---------------------------------------------------------------------------------------------
ensure_npm_packages() {
  local stamp="$ROOT/node_modules/.boxcar-lock.sha256" want
  want="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1)"
  [[ -f $stamp && "$(cat "$stamp")" == "$want" ]] && return
  log "npm ci (playwright-core, puppeteer-core, selenium-webdriver)"
  (cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund >&2)
  echo "$want" > "$stamp"
}

# Runs a step and logs how long it took (to stderr).
timed() {  # timed LABEL CMD...
  local label=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  log "$label: $((SECONDS - start)) s$([[ $status -eq 0 ]] || echo " (FAILED, status $status)")"
  return "$status"
}

# setup serve|build|test: what that command needs (each includes the one before it); test adds the npm
# test drivers.
setup() {
  local start=$SECONDS packages=("${SERVE_PACKAGES[@]}")
  case $1 in
    serve) ;;
    build) packages+=("${BUILD_PACKAGES[@]}") ;;
    test) packages+=("${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}") ;;
    *) die "setup: unknown level '$1' (serve, build or test)" ;;
  esac
  ensure_apt_packages "${packages[@]}"
  setup_emscripten_env
  ensure_wasm_deps
  [[ $1 == test ]] && ensure_npm_packages
  log "setup for $1: $((SECONDS - start)) s"
}

# ---------------------------------------------------------------------------------------------
# Builds (configure once; later runs are incremental — CMake re-configures itself when needed)
# ---------------------------------------------------------------------------------------------
build_native() {
  if [[ ! -f $NATIVE_DIR/CMakeCache.txt ]]; then
    cmake --preset native -B "$NATIVE_DIR" >&2 || return 1
  fi
  cmake --build "$NATIVE_DIR" -j2 >&2
}

# build_web [TARGET...]: everything by default; serve builds only the site (boxcar_page and the
# modules it needs), skipping the WASM test suites.
build_web() {
  # Configured again when CLI11 came after the folder was configured by serve (bench-wasm's CLI needs it
  # in the build's private include folder, which configure fills).
  if [[ ! -f $WEB_DIR/CMakeCache.txt ]] ||
     ! grep -qF "BOXCAR_WASM_DEPS:PATH=$WASM_DEPS" "$WEB_DIR/CMakeCache.txt" ||
     [[ -d /usr/include/CLI && ! -e $WEB_DIR/sysinc/CLI ]]; then
    cmake --preset web -B "$WEB_DIR" -DBOXCAR_WASM_DEPS="$WASM_DEPS" \
      -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node >&2 || return 1
  fi
  local targets=()
  [[ $# -eq 0 ]] || targets=(--target "$@")
  cmake --build "$WEB_DIR" -j2 "${targets[@]}" >&2
}

# ---------------------------------------------------------------------------------------------
# Tests: each stage adds to the totals; a stage that cannot run counts as one failure
# ---------------------------------------------------------------------------------------------
TOTAL_PASSED=0
TOTAL_FAILED=0
STAGE_LINES=()

# Runs a command with its output shown and saved to a file; returns the command's own status.
run_logged() {  # run_logged FILE CMD...
  local file=$1
  shift
  "$@" 2>&1 | tee "$file"
  return "${PIPESTATUS[0]}"
}

record() {  # record STAGE PASSED FAILED
  TOTAL_PASSED=$((TOTAL_PASSED + $2))
  TOTAL_FAILED=$((TOTAL_FAILED + $3))
  STAGE_LINES+=("$1: $2 passed, $3 failed")
  echo "$1: $2 passed, $3 failed"
}

# Runs ctest in a build folder and records its counts ("...% tests passed, F tests failed out of N").
# Arguments after the folder go to ctest (e.g. -E to exclude tests).
run_ctest_stage() {
  local stage=$1 dir=$2 out status=0
  out="$(mktemp)"
  run_logged "$out" ctest --test-dir "$dir" --output-on-failure -j2 "${@:3}" || status=$?
  local line failed total
  line="$(grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' "$out" | tail -n1 || true)"
  if [[ -n $line ]]; then
    failed="$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")"
    total="$(sed -E 's/.* failed out of ([0-9]+).*/\1/' <<<"$line")"
    [[ $status -ne 0 && $failed -eq 0 ]] && failed=1   # ctest itself failed
    record "$stage" $((total - failed)) "$failed"
  elif grep -q 'No tests were found' "$out"; then
    record "$stage" 0 0
  else
    record "$stage" 0 1
  fi
  rm -f "$out"
}

# Runs node's test runner on tests/browser and records its counts ("# pass N" / "# fail N"). Two test
# files at a time: a page rendering in software leaves most of a core idle (docs/bench/ci_stages.md).
run_browser_stage() {
  local out status=0
  out="$(mktemp)"
  (cd "$ROOT" && BOXCAR_DIST_DIR="$WEB_DIR/dist" run_logged "$out" node --test --test-concurrency=2 --test-reporter=tap tests/browser/) || status=$?
  record_tap browser "$out" "$status"
  rm -f "$out"
}

# Records a node test run's counts from its TAP output ("# pass N" / "# fail N"); a run that printed no
# counts, or that failed with no failing test, counts as a failure.
record_tap() {  # record_tap STAGE TAP_FILE EXIT_STATUS
  local pass fail
  pass="$(sed -nE 's/^# pass ([0-9]+)$/\1/p' "$2" | tail -n1)"
  fail="$(sed -nE 's/^# fail ([0-9]+)$/\1/p' "$2" | tail -n1)"
  if [[ -z $pass || -z $fail ]]; then
    record "$1" 0 1
  else
    [[ $3 -ne 0 && $fail -eq 0 ]] && fail=1
    record "$1" "$pass" "$fail"
  fi
}

# The engines stage (tests/engines): the journeys that matter most (first frame, paste, Solve in the worker,
# playback, share link, phone size, a failed ?url=) in Firefox ESR and in WebKitGTK, one browser per
# engine, headful on an Xvfb the tests start. One file at a time (each engine's file launches its browser
# once). An engine the machine cannot run (its binary or Xvfb missing) is skipped: the test files print
# "engines: skipped: ENGINE: REASON", and each skip is listed with the stage's line in the summary.
run_engines_stage() {
  local out status=0
  out="$(mktemp)"
  (cd "$ROOT" && BOXCAR_DIST_DIR="$WEB_DIR/dist" run_logged "$out" node --test --test-concurrency=1 --test-reporter=tap tests/engines/) || status=$?
  record_tap engines "$out" "$status"
  local line
  while IFS= read -r line; do
    STAGE_LINES+=("  $line")
    echo "  $line"
  done < <(grep -oE 'engines: skipped: .*' "$out" | sort -u)
  rm -f "$out"
}

# The Slurm stage (tests/slurm/test_local_cluster.sh): a one-node cluster of its own (munged, slurmctld,
# slurmd on free ports, in a scratch folder) runs the job arrays of scripts/slurm/ and their merge jobs; the
# merged outputs must equal single-process runs. Where the machine cannot run a cluster (not root), the
# script says why and the stage records 0 passed, 0 failed.
run_slurm_stage() {
  local out pass fail
  out="$(mktemp)"
  run_logged "$out" "$ROOT/tests/slurm/test_local_cluster.sh" "$NATIVE_DIR/boxcar" || true
  pass="$(sed -nE 's/^slurm: ([0-9]+) passed, ([0-9]+) failed$/\1/p' "$out" | tail -n1)"
  fail="$(sed -nE 's/^slurm: ([0-9]+) passed, ([0-9]+) failed$/\2/p' "$out" | tail -n1)"
  if grep -q '^slurm: skipped:' "$out"; then
    record slurm 0 0
  elif [[ -z $pass || -z $fail ]]; then
    record slurm 0 1
  else
    record slurm "$pass" "$fail"
  fi
  rm -f "$out"
}

# Hardening stages (docs/HARDENING.md), configured by the preset "asan" (CMakePresets.json): one clang
# build with ASan+UBSan holds the native doctest suites and the libFuzzer targets of tests/fuzz. The suites
# run through the "asan" test preset (its filter leaves out the CLI tests and the speed tests that cannot
# finish under ASan; its environment makes UBSan halt); the fuzz targets through tests/fuzz/run_fuzz.sh.
# (The "fuzz" preset still builds the targets alone, for long exploratory runs.)
ASAN_DIR="$BUILD_ROOT/asan"
build_asan() {
  # A folder configured before the build held the fuzz targets (g++) is configured again.
  if ! grep -q '^BOXCAR_FUZZ_TARGETS:BOOL=ON' "$ASAN_DIR/CMakeCache.txt" 2>/dev/null; then
    rm -rf "$ASAN_DIR"
    cmake --preset asan -B "$ASAN_DIR" >&2 || return 1
  fi
  cmake --build "$ASAN_DIR" -j2 --target test_common test_sokoban test_rush test_search test_protocol test_app test_assets \
    $(cd "$ROOT/tests/fuzz" && ls fuzz_*.cpp | sed 's/\.cpp$//') >&2 || return 1
  # The views' suite exists only where Debian's Dear ImGui and SDL2 are (src/platform/native).
  if grep -q '^BOXCAR_IMGUI_LIBRARY:FILEPATH=/' "$ASAN_DIR/CMakeCache.txt" &&
     grep -q '^SDL2_DIR:PATH=/' "$ASAN_DIR/CMakeCache.txt"; then
    cmake --build "$ASAN_DIR" -j2 --target test_views >&2
  fi
}
run_asan_stage() {
  run_ctest_stage asan "$ASAN_DIR" --preset asan
}

# The fuzz stage: the libFuzzer targets of the asan build, a fixed number of runs each on their seed
# corpora; a crash or a broken invariant fails that target.
run_fuzz_stage() {
  local out passed failed
  out="$(mktemp)"
  # Reproducible in CI: a fixed number of runs with a fixed seed (FUZZ_RUNS, default 4000); longer
  # exploratory runs: the "fuzz" preset, FUZZ_RUNS= tests/fuzz/run_fuzz.sh build/fuzz 600.
  FUZZ_RUNS=${FUZZ_RUNS-4000} run_logged "$out" "$ROOT/tests/fuzz/run_fuzz.sh" "$ASAN_DIR" "${FUZZ_SECONDS:-90}" || true
  passed="$(grep -cE '^fuzz [a-z_]+: [0-9]+ runs, 0 crashes' "$out" || true)"
  failed="$(grep -cE '^fuzz [a-z_]+: ([0-9]+ runs, [1-9]|missing)' "$out" || true)"
  [[ $passed -eq 0 && $failed -eq 0 ]] && failed=1
  record fuzz "$passed" "$failed"
  rm -f "$out"
}

# The hardening stages (the ASan+UBSan build, its suites, then its fuzz targets) need neither the native
# nor the web build, and the browser tests leave most of a core idle while pages render: they run as one
# lane beside the other stages, at the lowest CPU priority (nice 19) so that the foreground stages, some
# of which measure frame pacing, keep the cores when they want them (docs/bench/ci_stages.md). The lane's
# stage lines go to RESULTS; the parent records them when the lane ends.
hardening_lane() {  # hardening_lane RESULTS
  STAGE_LINES=()
  if timed "asan build" build_asan; then
    timed "asan tests" run_asan_stage || true
    timed "fuzz" run_fuzz_stage || true
  else
    record "asan build" 0 1
  fi
  printf '%s\n' "${STAGE_LINES[@]}" > "$1"
}

# Records the stage lines "STAGE: P passed, F failed" a lane wrote; a lane that wrote none failed.
record_lane() {  # record_lane NAME RESULTS
  local line recorded=0
  while IFS= read -r line; do
    if [[ $line =~ ^(.+):\ ([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
      record "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}" >/dev/null
      recorded=1
    fi
  done < "$2"
  [[ $recorded -eq 1 ]] || record "$1" 0 1
}

cmd_test() {
  setup test
  local lane_log lane_results lane_pid
  lane_log="$(mktemp)"
  lane_results="$(mktemp)"
  ( renice -n 19 -p "$BASHPID" >/dev/null; hardening_lane "$lane_results" ) >"$lane_log" 2>&1 &
  lane_pid=$!
  log "hardening stages (ASan+UBSan, fuzz) started at nice 19 beside the others; their output follows the browser tests"
  if timed "native build" build_native; then
    timed "native tests" run_ctest_stage native "$NATIVE_DIR" || true   # counted by record
    timed "slurm" run_slurm_stage || true
  else
    record "native build" 0 1
  fi
  if timed "web build" build_web; then
    timed "wasm tests" run_ctest_stage wasm "$WEB_DIR" || true
    timed "browser tests" run_browser_stage || true
    timed "engine tests" run_engines_stage || true
  else
    record "web build" 0 1
  fi
  local waited=$SECONDS
  wait "$lane_pid" || true
  log "waited $((SECONDS - waited)) s for the hardening stages"
  cat "$lane_log"
  record_lane hardening "$lane_results"
  rm -f "$lane_log" "$lane_results"
  echo
  printf '%s\n' "${STAGE_LINES[@]}"
  echo "total: $TOTAL_PASSED passed, $TOTAL_FAILED failed"
  [[ $TOTAL_FAILED -eq 0 && $TOTAL_PASSED -gt 0 ]]
}

cmd_build() {
  setup build
  timed "native build" build_native
  timed "web build" build_web
  log "built: $NATIVE_DIR/boxcar (CLI), $WEB_DIR/dist/ (static site)"
}

cmd_serve() {
  setup serve
  timed "web build" build_web boxcar_page
  [[ -f $WEB_DIR/dist/index.html ]] || die "$WEB_DIR/dist/index.html was not staged"
  # serve.mjs prints "Boxcar: http://127.0.0.1:PORT/" once listening.
  PORT="${PORT:-8080}" exec node "$ROOT/web/serve.mjs" "$WEB_DIR/dist"
}

# The boxcar CLI compiled to WASM for node (NODERAWFS: it reads real files), running `boxcar bench`:
# the same solver code as the worker module, measured at the same limits as the native CLI.
cmd_bench_wasm() {
  setup build >/dev/null
  timed "web configure + boxcar_cli_node build" build_web boxcar_cli_node
  exec node "$WEB_DIR/boxcar_cli_node.js" bench "$@"
}

usage() {
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
}

main() {
  case "${1:-}" in
    serve) cmd_serve ;;
    test) cmd_test ;;
    build) cmd_build ;;
    setup) setup test ;;
    bench-wasm) shift; cmd_bench_wasm "$@" ;;
    -h|--help|help) usage ;;
    *) usage >&2; exit 2 ;;
  esac
}

# On one line: bash reads a script as it runs, so an edit of this file during a run must not
# make bash read on past main.
main "$@"; exit $?
