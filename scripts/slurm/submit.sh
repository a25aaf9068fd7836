#!/usr/bin/env bash
# Submits a sharded Boxcar run to Slurm: a job array (one task per shard) and a merge job that waits for it.
#
#   scripts/slurm/submit.sh bench --shards N --out DIR [--limit S] [--configs LIST] [--memory MIB]
#                                 [--extra "BENCH OPTIONS"] FILE...
#   scripts/slurm/submit.sh enumerate --shards N --out DIR --size 4|5|6 [--walls 0..2] [--extra "--derive-walls"]
# Common options:
#   --boxcar PATH      the boxcar binary (default: build/native/boxcar of this clone); every node must see it
#   --only LIST        run only these shards (e.g. 3,7 or 5-8: re-runs after a failure), then merge again
#   --task-time T      Slurm time limit per task (sbatch --time, e.g. 30 or 2:00:00; default: the partition's)
#   --sbatch "ARGS"    more sbatch options for every job (e.g. "--partition=short --account=abc")
# Prints the two job ids; the merged output is DIR/merged.md (bench) or DIR/merged.txt (enumerate), the
# tasks' logs are in DIR/logs. docs/CLUSTER.md explains the whole round trip.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"

die() { echo "submit.sh: $*" >&2; exit 2; }
[[ $# -ge 1 ]] || die "usage: submit.sh bench|enumerate --shards N --out DIR ... (see the top of this file)"
kind=$1
shift
case $kind in
  bench) script=bench.sbatch ext=md ;;
  enumerate) script=enumerate.sbatch ext=txt ;;
  *) die "unknown kind '$kind' (bench or enumerate)" ;;
esac

boxcar="$root/build/native/boxcar" shards="" out="" only="" task_time="" sbatch_extra=""
limit=60 configs=auto memory=1024 extra="" size="" walls=0 files=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --shards) shards=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --boxcar) boxcar=${2:?}; shift 2 ;;
    --only) only=${2:?}; shift 2 ;;
    --task-time) task_time=${2:?}; shift 2 ;;
    --sbatch) sbatch_extra=${2:?}; shift 2 ;;
    --limit) limit=${2:?}; shift 2 ;;
    --configs) configs=${2:?}; shift 2 ;;
    --memory) memory=${2:?}; shift 2 ;;
    --extra) extra=${2:?}; shift 2 ;;
    --size) size=${2:?}; shift 2 ;;
    --walls) walls=${2:?}; shift 2 ;;
    --*) die "unknown option '$1'" ;;
    *) files+=("$(realpath "$1")"); shift ;;
  esac
done
[[ $shards =~ ^[1-9][0-9]*$ ]] || die "--shards needs a positive whole number"
[[ -n $out ]] || die "--out DIR is needed (a folder every node can write)"
[[ -x $boxcar ]] || die "no boxcar binary at '$boxcar' (build it: cmake --preset native && cmake --build build/native --target boxcar)"
command -v sbatch >/dev/null || die "sbatch not found: run this on a Slurm login node"
if [[ $kind == bench ]]; then
  [[ ${#files[@]} -gt 0 ]] || die "bench needs level files"
  for f in "${files[@]}"; do [[ -r $f ]] || die "cannot read '$f'"; done
else
  [[ $size =~ ^[456]$ ]] || die "enumerate needs --size 4, 5 or 6"
fi

mkdir -p "$out/logs"
out="$(realpath "$out")"
boxcar="$(realpath "$boxcar")"
# The tasks read their parameters from the environment, which sbatch passes on (--export=ALL; values may
# hold commas, which --export=VAR=value lists could not).
export BOXCAR="$boxcar" SHARDS="$shards" OUT="$out" EXTRA="$extra"
if [[ $kind == bench ]]; then
  export SET="${files[*]}" LIMIT="$limit" CONFIGS="$configs" MEMORY="$memory"
else
  export SIZE="$size" WALLS="$walls"
fi
time_opt=()
[[ -n $task_time ]] && time_opt=(--time="$task_time")
# shellcheck disable=SC2086  # sbatch_extra is a list of options
array_job=$(sbatch --parsable --array="${only:-1-$shards}" --export=ALL "${time_opt[@]}" $sbatch_extra \
  --output="$out/logs/%x_%A_%a.out" "$here/$script")
array_job=${array_job%%;*}
# afterany: the merge runs even when a task failed, and names the shards to re-run.
# shellcheck disable=SC2086
export EXT="$ext"
merge_job=$(sbatch --parsable --dependency="afterany:$array_job" --export=ALL \
  $sbatch_extra --output="$out/logs/%x_%j.out" "$here/merge.sbatch")
merge_job=${merge_job%%;*}
echo "array job $array_job ($kind, shards ${only:-1-$shards} of $shards), merge job $merge_job -> $out/merged.$ext"
