#!/usr/bin/env python3
"""Sharded runs (--shard K/N) and `boxcar merge`, end to end on the built CLI.

  test_shard_merge.py BOXCAR LEVELS_DIR

Checks: bad --shard values are usage errors (exit 2); shard K takes every N-th unit from the K-th with global
numbers (bench levels over several files, rush solve boards, enumeration seeds); merging the shards in any
order gives what a single run writes on every deterministic field; bench data (.jsonl) beside the reports
merges to the same report; a missing, duplicated or cut-short
shard is named and merge exits 1 without writing. Prints one line per check; exit 1 if any failed.
"""
import json
import os
import random
import shutil
import sys

from cli_check import cli_checks, read_text, temp_folder

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "slurm"))
from same_results import bench_fields  # noqa: E402

BOXCAR, LEVELS = sys.argv[1], sys.argv[2]
MICROBAN = os.path.join(LEVELS, "sokoban", "Microban.xsb")
MICROBAN2 = os.path.join(LEVELS, "sokoban", "Microban_II.xsb")
RUSH40 = os.path.join(LEVELS, "rushhour", "thinkfun_original40.txt")
TMP, path = temp_folder("boxcar-shard-test.")
read = read_text
random.seed(7)

run, check, finish = cli_checks(BOXCAR, timeout=600)


def shuffled(items):
    items = list(items)
    random.shuffle(items)
    return items


# --- bad --shard values: exit 2 with a message that names --shard -------------------------------
for bad in ["0/4", "5/4", "x", "3", "1/0", "-1/4", "2/4x"]:
    for cmd in (["bench", MICROBAN, "--levels", "1"], ["rush", "solve", RUSH40], ["rush", "enumerate", "--size", "4"]):
        r = run(*cmd, "--shard", bad)
        check(f"{' '.join(cmd[:2])} --shard {bad} is a usage error",
              r.returncode == 2 and "--shard" in r.stderr and r.stdout == "", f"exit {r.returncode}, stderr {r.stderr[:200]!r}")

# --- bench: levels over two files, every N-th from the K-th, global numbers ---------------------
bench_args = [MICROBAN, MICROBAN2, "--levels", "1-5", "--time-limit", "10", "--cpu-time"]
r = run("bench", *bench_args, "--out", path("bench_single.md"))
check("single bench run", r.returncode == 0, r.stderr[-300:])
N = 4
for k in range(1, N + 1):
    r = run("bench", *bench_args, "--shard", f"{k}/{N}", "--out", path(f"bench_{k}.md"))
    check(f"bench shard {k}/{N} runs", r.returncode == 0, r.stderr[-300:])
# The selection is Microban 1-5 then Microban II 1-5: units 0..9; shard k takes units k-1, k-1+N, ...
units = [("Microban.xsb", n) for n in range(1, 6)] + [("Microban_II.xsb", n) for n in range(1, 6)]
for k in range(1, N + 1):
    fields = bench_fields(path(f"bench_{k}.md"))
    got = [(name, int(row[0])) for name, s in fields.items() for row in s["levels"]["auto"]]
    want = [u for i, u in enumerate(units) if i % N == k - 1]
    check(f"bench shard {k}/{N} ran its levels {want}", got == want, f"got {got}")
    text = read(path(f"bench_{k}.md"))
    check(f"bench shard {k}/{N} report says which shard", f"- shard: {k}/{N} " in text and f"(5 levels; shard {k}/{N}: " in text)

order = shuffled(path(f"bench_{k}.md") for k in range(1, N + 1))
r = run("merge", *order, "--out", path("bench_merged.md"))
check("merge of the bench shards in shuffled order", r.returncode == 0, r.stderr)
single, merged = bench_fields(path("bench_single.md")), bench_fields(path("bench_merged.md"))
check("merged bench report = single run (level, title, status, moves, pushes, expanded, generated; summaries)",
      single == merged and len(single) == 2, f"\n single {single}\n merged {merged}")
check("merged bench report has no shard line", "- shard:" not in read(path("bench_merged.md")))

# --- bench data (.jsonl beside --out FILE.md): one object per level with the table's fields ----------
LEVEL_FIELDS = {"format", "run", "file", "config", "level", "title", "status", "crashed", "moves", "pushes", "wall_ms",
                "cpu_ms", "expanded", "generated", "memory_bytes", "peak_rss_bytes", "first_solution_ms",
                "first_moves", "first_pushes"}
single_data = [json.loads(l) for l in read(path("bench_single.jsonl")).splitlines()]
check("bench --out FILE.md writes FILE.jsonl: one object per level, every field of the per-level table",
      len(single_data) == 10 and all(LEVEL_FIELDS <= set(j) for j in single_data)
      and [(j["file"]["name"], j["level"]) for j in single_data] == units
      and all(j["run"]["cpu_time"] is True and j["config"]["name"] == "auto" for j in single_data),
      f"{len(single_data)} lines, first {single_data[:1]}")
single_md_rows = {(name, int(row[0])): row for name, s in single.items() for row in s["levels"]["auto"]}
check("the data's level fields match the markdown's per-level rows",
      all([str(j["level"]), j["title"], j["status"], str(j["moves"]), str(j["pushes"])] ==
          single_md_rows[(j["file"]["name"], j["level"])][:5] for j in single_data if j["status"] == "solved"),
      f"{single_data[:1]} vs {list(single_md_rows.items())[:1]}")
r = run("merge", *shuffled(path(f"bench_{k}.jsonl") for k in range(1, N + 1)), "--out", path("bench_merged_data.md"))
check("merge of the shards' .jsonl files writes the same report as merge of their .md",
      r.returncode == 0 and read(path("bench_merged_data.md")) == read(path("bench_merged.md")), r.stderr)
merged_data = [json.loads(l) for l in read(path("bench_merged_data.jsonl")).splitlines()]
check("merge writes the merged data beside the report, in level order, without a shard",
      [(j["file"]["name"], j["level"]) for j in merged_data] == units and all(j["run"]["shard"] is None for j in merged_data))

# --- rush solve --json ---------------------------------------------------------------------------
r = run("rush", "solve", RUSH40, "--json")
single_lines = [json.loads(l) for l in r.stdout.splitlines()]
N = 3
for k in range(1, N + 1):
    r = run("rush", "solve", RUSH40, "--json", "--shard", f"{k}/{N}")
    with open(path(f"solve_{k}.jsonl"), "w") as f:
        f.write(r.stdout)
    lines = [json.loads(l) for l in r.stdout.splitlines()]
    check(f"rush solve shard {k}/{N} takes boards {k}, {k + N}, ... of {len(single_lines)}",
          [j["level"] for j in lines] == list(range(k, len(single_lines) + 1, N))
          and all(j["shard"] == f"{k}/{N}" and j["total"] == len(single_lines) for j in lines))
r = run("merge", *shuffled(path(f"solve_{k}.jsonl") for k in range(1, N + 1)))
merged_lines = [json.loads(l) for l in r.stdout.splitlines()]
strip = lambda js: [{k: v for k, v in j.items() if k != "time_ms"} for j in js]  # noqa: E731
check("merged rush solve lines = single run (every field but time_ms)",
      r.returncode == 0 and strip(merged_lines) == strip(single_lines) and len(single_lines) == 40, r.stderr)

# --- rush enumerate --------------------------------------------------------------------------------
r = run("rush", "enumerate", "--size", "5", "--walls", "0", "--threads", "1", "--out", path("enum_single.txt"))
check("single 5x5 enumeration", r.returncode == 0, r.stderr)
N = 5
for k in range(1, N + 1):
    r = run("rush", "enumerate", "--size", "5", "--walls", "0", "--threads", "2", "--shard", f"{k}/{N}",
            "--out", path(f"enum_{k}.txt"))
    check(f"enumeration shard {k}/{N}", r.returncode == 0 and read(path(f"enum_{k}.txt")).startswith(f"# boxcar shard {k}/{N}: "), r.stderr)
r = run("merge", *shuffled(path(f"enum_{k}.txt") for k in range(1, N + 1)), "--out", path("enum_merged.txt"))
single_db = sorted(read(path("enum_single.txt")).splitlines())
merged_db = read(path("enum_merged.txt")).splitlines() if r.returncode == 0 else []
check("merged enumeration = single run (same lines, sorted by moves, most first)",
      r.returncode == 0 and sorted(merged_db) == single_db and len(single_db) > 0
      and [int(l.split()[0]) for l in merged_db] == sorted((int(l.split()[0]) for l in merged_db), reverse=True),
      f"{len(merged_db)} vs {len(single_db)} lines; {r.stderr}")
# 1 shard of 1 is the whole run.
r = run("rush", "enumerate", "--size", "5", "--walls", "0", "--shard", "1/1", "--out", path("enum_whole.txt"))
r2 = run("merge", path("enum_whole.txt"))
check("--shard 1/1 merges to the whole run", r2.returncode == 0 and sorted(r2.stdout.splitlines()) == single_db, r2.stderr)

# --- what merge refuses: exit 1, the shard named, nothing written ----------------------------------
def refused(name, files, expect):
    out = path("refused.out")
    if os.path.exists(out):
        os.remove(out)
    r = run("merge", *files, "--out", out)
    check(f"merge refuses {name}", r.returncode == 1 and expect in r.stderr and not os.path.exists(out),
          f"exit {r.returncode}, stderr {r.stderr!r}")


bench = [path(f"bench_{k}.md") for k in range(1, 5)]
solve = [path(f"solve_{k}.jsonl") for k in range(1, 4)]
enum = [path(f"enum_{k}.txt") for k in range(1, 6)]
refused("a missing bench shard", [bench[0], bench[3], bench[1]], "shard 3/4 is missing")
refused("a duplicated bench shard", bench + [bench[1]], "shard 2/4 is given twice")
with open(path("bench_cut.md"), "w") as f:
    f.write(read(bench[2]).split("Finished ")[0])
refused("a cut-short bench report", [bench[0], bench[1], path("bench_cut.md"), bench[3]], "cut short")
bench_data = [path(f"bench_{k}.jsonl") for k in range(1, 5)]
refused("a missing bench data shard", [bench_data[0], bench_data[3], bench_data[1]], "shard 3/4 is missing")
with open(path("bench_cut.jsonl"), "w") as f:
    f.write(read(bench_data[1])[:-40])
refused("a cut-short bench data file", [bench_data[0], path("bench_cut.jsonl"), bench_data[2], bench_data[3]], "line ")
refused("a missing solve shard", [solve[2], solve[0]], "shard 2/3 is missing")
refused("a duplicated solve shard", solve + [solve[0]], "shard 1/3 is given twice")
with open(path("solve_cut.jsonl"), "w") as f:
    f.write("\n".join(read(solve[1]).splitlines()[:-2]) + "\n")
refused("a cut-short solve shard", [solve[0], path("solve_cut.jsonl"), solve[2]], "shard 2/3")
refused("a missing enumeration shard", enum[:4], "shard 5/5 is missing")
refused("a duplicated enumeration shard", enum + [enum[4]], "shard 5/5 is given twice")
with open(path("enum_cut.txt"), "w") as f:
    f.write("\n".join(read(enum[3]).splitlines()[:-1]) + "\n")
refused("an unfinished enumeration shard", enum[:3] + [path("enum_cut.txt"), enum[4]], "shard 4/5")
refused("shards of different kinds", [bench[0], enum[0]], "another kind of output")
refused("a whole run's report", [path("bench_single.md")], "not a shard's")
r = run("merge")
check("merge without files is a usage error", r.returncode == 2)
r = run("merge", path("no_such_file"))
check("merge of an unreadable file exits 1", r.returncode == 1 and "cannot read" in r.stderr)

shutil.rmtree(TMP, ignore_errors=True)
finish()
