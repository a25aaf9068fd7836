#!/usr/bin/env bash
# Runs the Sokoban benchmarks of docs/bench/ again with `boxcar bench`, each into its own table (the tables
# are its output, never edited by hand). Each run writes one markdown file whose header names the date,
# machine, load, limits and the exact command; then set the entry's commit in docs/bench/make_results.py
# and run it (docs/bench/README.md).
#
#   docs/tools/regenerate_sokoban.sh auto SET...   `auto` at 2, 10, 30 and 60 s CPU a level on each SET
#                                                  (xsokoban microban microban2 generality50); the per-level
#                                                  data (.jsonl) is kept for XSokoban 60 s and generality50 30 s
#   docs/tools/regenerate_sokoban.sh lanes         XSokoban at 60 s CPU a lane on 2 lanes (--threads 2)
#   docs/tools/regenerate_sokoban.sh wasm          XSokoban at 60 s CPU with the CLI built to WASM, under node
#   docs/tools/regenerate_sokoban.sh directions    backward and bidirectional on 7 hard Microban II levels
#
# B=path/to/boxcar (default build/native/boxcar) and WASM=path/to/boxcar_cli_node.js (default
# build/web/boxcar_cli_node.js; `./dev.sh bench-wasm` builds it) pick the binaries. Levels come from
# ../shared/levels/sokoban beside the clone (override with L=...).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${B:-$ROOT/build/native/boxcar}"
WASM="${WASM:-$ROOT/build/web/boxcar_cli_node.js}"
L="${L:-$ROOT/../shared/levels/sokoban}"
OUT="$ROOT/docs/bench"
COMMON=(--configs auto --cpu-time --memory-limit 1024 --optimize off)

level_file() {
  case $1 in
    xsokoban) echo "$L/XSokoban.xsb" ;;
    microban) echo "$L/Microban.xsb" ;;
    microban2) echo "$L/Microban_II.xsb" ;;
    generality50) echo "$L/generality50.xsb" ;;
    *) echo "unknown set '$1' (xsokoban, microban, microban2, generality50)" >&2; exit 2 ;;
  esac
}

case "${1:-}" in
  auto)
    shift
    for set in "$@"; do
      file="$(level_file "$set")"
      for limit in 2 10 30 60; do
        name="${set}_auto_${limit}s_cpu"
        "$B" bench "$file" "${COMMON[@]}" --time-limit "$limit" --out "$OUT/$name.md"
        # Raw per-level data only for the headline runs.
        case $name in
          xsokoban_auto_60s_cpu|generality50_auto_30s_cpu) ;;
          *) rm -f "$OUT/$name.jsonl" ;;
        esac
      done
    done
    ;;
  lanes)
    "$B" bench "$L/XSokoban.xsb" "${COMMON[@]}" --time-limit 60 --threads 2 --out "$OUT/xsokoban_auto_60s_cpu_2_lanes.md"
    rm -f "$OUT/xsokoban_auto_60s_cpu_2_lanes.jsonl"
    ;;
  wasm)
    node "$WASM" bench "$L/XSokoban.xsb" "${COMMON[@]}" --time-limit 60 --out "$OUT/wasm_xsokoban_auto_60s_cpu.md"
    rm -f "$OUT/wasm_xsokoban_auto_60s_cpu.jsonl"
    ;;
  directions)
    for d in backward bidirectional; do
      "$B" bench "$L/Microban_II.xsb" --levels 75,102,109,124,126,130,131 --time-limit 10 --cpu-time \
        --direction "$d" --out "$OUT/direction_${d}_microban2_hard_10s_cpu.md"
      rm -f "$OUT/direction_${d}_microban2_hard_10s_cpu.jsonl"
    done
    ;;
  *)
    sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
