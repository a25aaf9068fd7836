#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzz build for a bounded time on its seed corpus.
#   tests/fuzz/run_fuzz.sh BUILD_DIR SECONDS [TARGET...]
# The seeds (tests/fuzz/corpus/<name>/ and the crash inputs kept in tests/fuzz/regressions/<name>/) are only read; what the run discovers goes to a scratch corpus
# in BUILD_DIR/corpus/<name>/ (kept between runs, so later runs start from it). A crash writes
# BUILD_DIR/artifacts/<name>/crash-* and fails the run. Prints one line per target:
#   "fuzz <name>: <runs> runs, <crashes> crashes (<seconds> s)" and exits non-zero if any target failed.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
BUILD=${1:?usage: run_fuzz.sh BUILD_DIR SECONDS [TARGET...]}
SECONDS_PER_TARGET=${2:?usage: run_fuzz.sh BUILD_DIR SECONDS [TARGET...]}
shift 2
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for f in "$HERE"/fuzz_*.cpp; do targets+=("$(basename "$f" .cpp)"); done
fi
# UB and leaks abort; the RSS cap keeps a runaway input from taking the shared machine's memory.
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
# FUZZ_RUNS bounds the run by executions instead of time: with the fixed seed (FUZZ_SEED, default 1) and a
# fresh scratch corpus the run is then reproducible, which CI needs (a time bound explores further on a faster
# machine). SECONDS stays as a safety cap.
RUNS_FLAG=""
[[ -n ${FUZZ_RUNS:-} ]] && RUNS_FLAG="-runs=$FUZZ_RUNS"
# FUZZ_MAX_LEN (default 4096) bounds input size; long throughput runs use a smaller one (docs/HARDENING.md).
MAX_LEN=${FUZZ_MAX_LEN:-4096}
failed=0
for target in "${targets[@]}"; do
  name=${target#fuzz_}
  exe="$BUILD/fuzz_$name"
  [[ -x $exe ]] || { echo "fuzz $name: missing $exe"; failed=1; continue; }
  mkdir -p "$BUILD/corpus/$name" "$BUILD/artifacts/$name"
  log="$BUILD/artifacts/$name/last_run.log"
  start=$SECONDS
  # Inputs that once crashed this target (regressions/<name>/) are seeds too: they must keep passing.
  seeds=("$HERE/corpus/$name")
  [[ -d $HERE/regressions/$name ]] && seeds+=("$HERE/regressions/$name")
  "$exe" "$BUILD/corpus/$name" "${seeds[@]}" -max_total_time="$SECONDS_PER_TARGET" $RUNS_FLAG -seed="${FUZZ_SEED:-1}" \
    -max_len="$MAX_LEN" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$BUILD/artifacts/$name/" >"$log" 2>&1
  status=$?
  runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -n1)
  crashes=0
  if [[ $status -ne 0 ]]; then
    crashes=1
    failed=1
    echo "---- fuzz $name failed (status $status); end of $log:"
    tail -n 40 "$log"
  fi
  echo "fuzz $name: ${runs:-0} runs, $crashes crashes ($((SECONDS - start)) s)"
done
exit $failed
