#!/bin/bash
# Native and WASM CLIs side by side on the 8 levels of wasm_speed.md, 2 s CPU a level, each pinned to a core
# of its own, then again with the cores swapped: on a shared host one core can run slower than the other
# for minutes, and the swap makes that count against both builds alike. Writes OUT/native.runR.coreC.md and
# OUT/wasm.runR.coreC.md (C: the native run's core) and prints each round's ratio over both halves.
#   usage: side_by_side.sh NATIVE_BOXCAR WASM_CLI_JS OUT_DIR [ROUNDS=3] [LEVELS_FILE]
set -euo pipefail
native=$1 wasm=$2 out=$3 rounds=${4:-3}
levels_file=${5:-$(cd "$(dirname "$0")/../.." && pwd)/../shared/levels/sokoban/XSokoban.xsb}
args=(bench "$levels_file" --levels 10,11,14,15,16,18,19,20 --time-limit 2 --cpu-time --in-process)
here=$(dirname "$0")
mkdir -p "$out"
for r in $(seq 1 "$rounds"); do
  for c in 0 1; do
    taskset -c "$c" "$native" "${args[@]}" --out "$out/native.run$r.core$c.md" > /dev/null 2>&1 &
    taskset -c $((1 - c)) node "$wasm" "${args[@]}" --out "$out/wasm.run$r.core$c.md" > /dev/null 2>&1
    wait
  done
  echo "round $r:"
  python3 "$here/nodes_per_cpu_second.py" "$out/native.run$r.core0.md,$out/native.run$r.core1.md" \
    "$out/wasm.run$r.core0.md,$out/wasm.run$r.core1.md" | sed 's/^/  /'
done
