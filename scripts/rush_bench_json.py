#!/usr/bin/env python3
"""Writes docs/bench/rush_6x6.json from the committed shard summaries (docs/bench/rush_6x6_walls*_shards.jsonl).

  scripts/rush_bench_json.py [BOXCAR]        (default build/native/boxcar; run from the repository's top)

One object per run, joined by `boxcar merge --partial` from its summary file: walls, shards_total,
shards_done, puzzles, max_moves, sha256 (null until every shard is in; "sha256_of" says what it hashes),
cpu_s with its spread per shard (mean, sd, median, min, max) and the peak memory, checked_against_18k (true once every shard is in and every applicable line of rush_18k.txt was found
in exactly one shard with the same counts), and the run's no-wall part. A run whose summary file holds no
file yet keeps the entry already in rush_6x6.json (the no-wall run's recorded figures of Nov 2026).
"""
import json
import os
import subprocess
import sys

BOXCAR = sys.argv[1] if len(sys.argv) > 1 else "build/native/boxcar"
BENCH = "docs/bench"
RUNS = {0: 64, 2: 200}


def joined(path):
    r = subprocess.run([BOXCAR, "merge", "--partial", path], capture_output=True, text=True)
    if r.returncode not in (0, 3):
        sys.exit(f"rush_bench_json.py: boxcar merge {path} failed:\n{r.stderr}")
    return json.loads(r.stdout)


def reference_ok(part, name):
    return any(ref["file"] == name and ref["ok"] for ref in part["reference"])


def entry(walls, j):
    complete = j["shards_done"] == j["shards_total"]
    return {
        "walls": walls, "shards_total": j["shards_total"], "shards_done": j["shards_done"],
        "puzzles": j["all"]["puzzles"], "max_moves": j["all"]["max_moves"],
        "sha256": j["all"]["sha256"], "sha256_of": "the shards' sorted-output hashes in shard order (docs/CLUSTER.md)",
        "cpu_s": j["cpu_s"], "cpu_per_shard": j["cpu_per_shard"], "peak_mib": j["peak_mib"],
        "checked_against_18k": complete and reference_ok(j["all"], "rush_18k.txt"),
        "no_walls": {"puzzles": j["no_walls"]["puzzles"], "max_moves": j["no_walls"]["max_moves"],
                     "sha256": j["no_walls"]["sha256"],
                     "checked_against_18k": complete and reference_ok(j["no_walls"], "rush_18k.txt")},
    }


old = {e["walls"]: e for e in json.load(open(os.path.join(BENCH, "rush_6x6.json")))}
out = []
for walls, shards in RUNS.items():
    path = os.path.join(BENCH, f"rush_6x6_walls{walls}_shards.jsonl")
    if not os.path.exists(path):
        out.append(old[walls])
    elif open(path).read().strip():
        out.append(entry(walls, joined(path)))
    else:  # started over: no shard in yet
        out.append({"walls": walls, "shards_total": shards, "shards_done": 0, "puzzles": 0, "max_moves": 0,
                    "sha256": None, "cpu_s": 0, "checked_against_18k": False})
with open(os.path.join(BENCH, "rush_6x6.json"), "w") as f:
    f.write("[\n" + ",\n".join("  " + json.dumps(e) for e in out) + "\n]\n")
print(open(os.path.join(BENCH, "rush_6x6.json")).read(), end="")
