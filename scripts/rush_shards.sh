#!/usr/bin/env bash
# The 6x6 Rush Hour enumeration, finished over several sessions: runs the shards that the committed summary
# file does not hold yet, one at a time at nice 19, and appends each finished shard's summary line to it
# (`boxcar rush enumerate --summary`, docs/CLUSTER.md). A shard killed mid-way left nothing in the file and
# is simply run again. Commit the summary file whenever you commit; `boxcar merge FILE [--partial]` joins it.
#
#   scripts/rush_shards.sh [walls2|walls0]        (default walls2; walls0 is the 64-shard no-wall run)
#
# Start it in the background so that it outlives the shell:
#   setsid nohup scripts/rush_shards.sh walls2 > /tmp/boxcar-rush-walls2.log 2>&1 < /dev/null &
# Progress: the log, and `wc -l docs/bench/rush_6x6_walls2_shards.jsonl`. Stop: kill "$(cat WORK/runner.pid)"
# (WORK below; the shard running then is stopped too and will be run again next time).
# Environment: BOXCAR (default build/native/boxcar: copied into WORK at the start, so rebuilds do not touch
# the running binary), WORK (default /tmp/boxcar-rush-RUN: the shards' databases and logs),
# REFERENCE (default ../shared/levels/rushhour: rush_18k.txt and fogleman_db_ge50_top23.txt are checked).
set -euo pipefail
cd "$(dirname "$0")/.."

run=${1:-walls2}
case $run in
  walls2) shards=200; options=(--size 6 --walls 2 --derive-walls) ;;
  walls0) shards=64; options=(--size 6 --walls 0) ;;
  *) echo "rush_shards.sh: unknown run '$run' (walls2 or walls0)" >&2; exit 2 ;;
esac
summary=$PWD/docs/bench/rush_6x6_${run}_shards.jsonl
work=${WORK:-/tmp/boxcar-rush-$run}
reference=${REFERENCE:-$PWD/../shared/levels/rushhour}
references=()
for f in rush_18k.txt fogleman_db_ge50_top23.txt; do
  [[ -f $reference/$f ]] || { echo "rush_shards.sh: no reference file $reference/$f" >&2; exit 1; }
  references+=(--reference "$reference/$f")
done

mkdir -p "$work"
exec 9> "$work/lock"
flock -n 9 || { echo "rush_shards.sh: another runner holds $work/lock" >&2; exit 1; }
echo $$ > "$work/runner.pid"
child=
trap '[[ -n $child ]] && kill "$child" 2>/dev/null; exit 143' TERM INT

cp "${BOXCAR:-build/native/boxcar}" "$work/boxcar"
boxcar=$work/boxcar
# The binary's enumerator version, from the summary of a tiny run (4x4, no walls: milliseconds).
"$boxcar" rush enumerate --size 4 --threads 1 --summary "$work/version.jsonl" 2> /dev/null
version=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["enumerator"])' "$work/version.jsonl")
touch "$summary"

# The next shard not in the summary file; stops on lines of another enumerator version or another run.
next_shard() {
  python3 - "$summary" "$shards" "$version" <<'EOF'
import json, sys
path, shards, version = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
done = set()
for number, line in enumerate(open(path, encoding="utf-8"), 1):
    if not line.strip():
        continue
    j = json.loads(line)
    k, n = map(int, j["shard"].split("/"))
    if j["enumerator"] != version or n != shards:
        sys.exit(f"rush_shards.sh: {path}:{number} is shard {k}/{n} of enumerator version {j['enumerator']}, this "
                 f"binary is version {version} in {shards} shards: the run starts over (move the file away first)")
    done.add(k)
print(next((k for k in range(1, shards + 1) if k not in done), 0), len(done))
EOF
}

while true; do
  read -r k done_count < <(next_shard) || exit 1
  if [[ $k == 0 ]]; then
    echo "$(date -u +%FT%TZ) all $shards shards of $run are in $summary"
    exit 0
  fi
  echo "$(date -u +%FT%TZ) shard $k/$shards ($done_count done)"
  rm -f "$work/shard_$k.jsonl.part"
  nice -n 19 "$boxcar" rush enumerate "${options[@]}" --threads 1 --shard "$k/$shards" --out "$work/shard_$k.txt" \
    --summary "$work/shard_$k.jsonl.part" "${references[@]}" 2> "$work/shard_$k.log" &
  child=$!
  wait "$child"
  child=
  cat "$work/shard_$k.jsonl.part" >> "$summary"
  rm "$work/shard_$k.jsonl.part"
  echo "$(date -u +%FT%TZ) shard $k/$shards done: $(python3 -c 'import json,sys; j=json.loads(open(sys.argv[1]).readlines()[-1]); print(j["all"]["puzzles"], "puzzles, max", j["all"]["max_moves"], "moves,", j["cpu_s"], "CPU s,", j["peak_mib"], "MiB")' "$summary")"
done
