#!/usr/bin/env bash
# Regenerates the Sokoban benchmark tables of docs/bench/ with `boxcar bench` (the tables are its output,
# never edited by hand). Each run writes one markdown file whose header names the date, machine, load,
# limits (wall or CPU time) and the exact command.
#
#   docs/bench/regenerate_sokoban.sh baselines    Microban + Microban II at 60 s CPU, XSokoban at 10 s CPU
#                                                 beside Festival (about 30 CPU-minutes on one core)
#   docs/bench/regenerate_sokoban.sh xsokoban60   XSokoban at 60 s CPU beside Festival (up to 90 CPU-minutes)
#   docs/bench/regenerate_sokoban.sh wasm         native and WASM (node) side by side, XSokoban 1-20 at 10 s
#                                                 CPU in-process: nodes per CPU second (wasm_speed.md)
#   docs/bench/regenerate_sokoban.sh directions   forward `auto` vs backward vs bidirectional on a quick subset
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
FESTIVAL="$L/festival_xsokoban_60s.tsv"

case "${1:-}" in
  baselines)
    "$B" bench "$L/Microban.xsb" --configs auto --time-limit 60 --cpu-time --out "$OUT/microban_auto_60s_cpu.md"
    "$B" bench "$L/Microban_II.xsb" --configs auto --time-limit 60 --cpu-time --out "$OUT/microban2_auto_60s_cpu.md"
    "$B" bench "$L/XSokoban.xsb" --configs auto --time-limit 10 --cpu-time --festival "$FESTIVAL" \
      --out "$OUT/xsokoban_auto_10s_cpu.md"
    ;;
  xsokoban60)
    "$B" bench "$L/XSokoban.xsb" --configs auto --time-limit 60 --cpu-time --festival "$FESTIVAL" \
      --out "$OUT/xsokoban_auto_60s_cpu.md"
    ;;
  wasm)
    "$B" bench "$L/XSokoban.xsb" --configs auto --time-limit 10 --cpu-time --in-process --levels 1-20 \
      --out "$OUT/wasm_vs_native_xsokoban_1-20_10s_cpu_native.md" &
    native=$!
    node "$WASM" bench "$L/XSokoban.xsb" --configs auto --time-limit 10 --cpu-time --in-process --levels 1-20 \
      --out "$OUT/wasm_vs_native_xsokoban_1-20_10s_cpu_wasm.md"
    wait "$native"
    ;;
  directions)
    for d in forward backward bidirectional; do
      "$B" bench "$L/Microban_II.xsb" --levels 75,102,109,124,126,130,131 --time-limit 10 --cpu-time \
        --direction "$d" --out "$OUT/direction_${d}_microban2_hard_10s_cpu.md"
      "$B" bench "$L/XSokoban.xsb" --levels 1-10 --time-limit 5 --cpu-time --direction "$d" \
        --festival "$FESTIVAL" --out "$OUT/direction_${d}_xsokoban_1-10_5s_cpu.md"
    done
    ;;
  *)
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
