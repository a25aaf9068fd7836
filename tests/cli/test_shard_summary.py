#!/usr/bin/env python3
"""Enumeration shard summaries (`boxcar rush enumerate --summary`) and their join (`boxcar merge`).

  test_shard_summary.py BOXCAR

A 5x5 run (<= 2 walls, derived) in 3 shards, joined from the summary lines alone, gives the summary of the
unsplit run: puzzles, maximum, per-move counts, the no-wall part, the reference check; each shard's hash is
that of its sorted database, the joined hash that of the shards' hashes in shard order; the no-wall part
equals the run without walls. A summary with a bad field, a duplicated or missing shard, another
enumerator version or another run is refused with a message naming it. Prints one line per check.
"""
import hashlib
import json
import os
import shutil
import sys

from cli_check import cli_checks, read_text, temp_folder

BOXCAR = sys.argv[1]
TMP, path = temp_folder("boxcar-summary-test.")
read = read_text
RUN = ["rush", "enumerate", "--size", "5", "--walls", "2", "--derive-walls", "--threads", "1"]
SHARDS = 3

run, check, finish = cli_checks(BOXCAR, timeout=600)


def write(p, text):
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)


def puzzle_lines(p):
    return [line for line in read(p).splitlines() if line and not line.startswith("#")]


def sorted_hash(lines):
    return hashlib.sha256("".join(line + "\n" for line in sorted(lines)).encode()).hexdigest()


# --- the references: lines of a first unsplit run, one changed, and lines no 5x5 run holds -------------
r = run(*RUN, "--out", path("first.txt"))
check("unsplit run without a summary", r.returncode == 0, r.stderr[-300:])
first = puzzle_lines(path("first.txt"))
picked = first[::25]
# A line lettered otherwise (each vehicle but A one letter on, as Fogleman's files letter walls too) is the
# same board and must be found.
relettered = next(line for line in first if "x" in line.split()[1] and "Z" not in line)
m_, b_, c_ = relettered.split()
picked.append(f"{m_} {''.join(chr(ord(c) + 1) if 'B' <= c <= 'Y' else c for c in b_)} {c_}")
write(path("ref_good.txt"), "# every 25th line\n" + "\n".join(picked) + "\n" +
      "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n")  # 6x6: not applicable to a 5x5 run
moves, board, cluster = picked[3].split()
changed = f"{int(moves) + 1:02d} {board} {cluster}"
write(path("ref_bad.txt"), changed + "\n")
REFS = ["--reference", path("ref_good.txt"), "--reference", path("ref_bad.txt")]

r = run(*RUN, "--out", path("whole.txt"), "--summary", path("whole.jsonl"), *REFS)
check("unsplit run with --summary", r.returncode == 0, r.stderr[-300:])
whole = json.loads(read(path("whole.jsonl")))
check("the unsplit summary is shard 1/1 of enumerator version >= 1", whole["shard"] == "1/1" and whole["enumerator"] >= 1, str(whole)[:200])
whole_lines = puzzle_lines(path("whole.txt"))
check("the summary's sha256 is that of the sorted database", whole["all"]["sha256"] == sorted_hash(whole_lines))
check("the summary's counts are the database's",
      whole["all"]["puzzles"] == len(whole_lines) and
      whole["all"]["max_moves"] == max(int(line.split()[0]) for line in whole_lines))
no_wall_lines = [line for line in whole_lines if "x" not in line.split()[1]]
check("the no-wall part is the boards without a wall",
      whole["no_walls"]["puzzles"] == len(no_wall_lines) and whole["no_walls"]["sha256"] == sorted_hash(no_wall_lines))
good, bad = whole["all"]["reference"]
check("reference: every applicable line found, with the same counts",
      good["applicable"] == len(picked) and len(good["found"]) == len(picked) and good["different"] == [],
      f"applicable {good['applicable']}, found {len(good['found'])} of {len(picked)}, different {good['different']}")
check("reference: a line with another count is reported with both lines",
      bad["found"] == [] and len(bad["different"]) == 1 and bad["different"][0]["expected"] == changed, str(bad)[:300])
sample = whole["sample"]
check("the sample keeps per_moves boards of each count, all of a rare count",
      sorted(sample["boards"]) == sorted(whole["all"]["per_moves"]) and
      all(len(boards) == min(sample["per_moves"], whole["all"]["per_moves"][m]) for m, boards in sample["boards"].items()))
in_whole = set(whole_lines)
check("the sample's boards are lines of the run",
      all(f"{int(m):02d} {item}" in in_whole for m, boards in sample["boards"].items() for item in boards))

# --- the run in shards ---------------------------------------------------------------------------------
shard_hashes = []
for k in range(1, SHARDS + 1):
    r = run(*RUN, "--shard", f"{k}/{SHARDS}", "--out", path(f"shard_{k}.txt"), "--summary", path(f"shard_{k}.jsonl"), *REFS)
    check(f"shard {k}/{SHARDS} with --summary", r.returncode == 0, r.stderr[-300:])
    s = json.loads(read(path(f"shard_{k}.jsonl")))
    lines = puzzle_lines(path(f"shard_{k}.txt"))
    shard_hashes.append(sorted_hash(lines))
    check(f"shard {k}: its sha256 is that of its sorted database", s["all"]["sha256"] == shard_hashes[-1])
union = [line for k in range(1, SHARDS + 1) for line in puzzle_lines(path(f"shard_{k}.txt"))]
check("the shards' lines are the unsplit run's", sorted(union) == sorted(whole_lines))

# Two shards in one file, the third alone, given in another order.
write(path("two.jsonl"), read(path("shard_3.jsonl")) + read(path("shard_1.jsonl")))
r = run("merge", path("shard_2.jsonl"), path("two.jsonl"), "--out", path("joined.json"))
check("the join exits 3: the reference check found the changed line", r.returncode == 3 and "ref_bad.txt line" in r.stderr,
      f"exit {r.returncode}: {r.stderr[-300:]}")
joined = json.loads(read(path("joined.json")))
r = run("merge", path("whole.jsonl"))
one = json.loads(r.stdout) if r.stdout else {}
check("the unsplit summary joins alone", r.returncode == 3 and one.get("shards_done") == 1, r.stderr[-300:])
for part in ("all", "no_walls"):
    for field in ("puzzles", "max_moves", "max_boards", "per_moves"):
        check(f"joined {part}.{field} = the unsplit run's", joined[part][field] == one[part][field] == whole[part][field],
              f"{joined[part][field]} / {one[part][field]}")
    for a, b in zip(joined[part]["reference"], one[part]["reference"]):
        same = {k: a[k] for k in ("applicable", "found", "missing", "twice", "different", "ok")} == \
               {k: b[k] for k in ("applicable", "found", "missing", "twice", "different", "ok")}
        check(f"joined {part} reference check of {a['file']} = the unsplit run's", same, f"{a} / {b}")
check("joined: ref_good ok, ref_bad not", [x["ok"] for x in joined["all"]["reference"]] == [True, False])
combined = hashlib.sha256("".join(h + "\n" for h in shard_hashes).encode()).hexdigest()
check("the joined sha256 is that of the shards' sorted-output hashes in shard order", joined["all"]["sha256"] == combined)
check("shards_done = shards_total = 3, CPU added up",
      joined["shards_done"] == joined["shards_total"] == SHARDS and joined["cpu_s"] > 0, str(joined)[:200])

# The free cross-check: the no-wall part of the walled run is the run without walls.
r = run("rush", "enumerate", "--size", "5", "--walls", "0", "--threads", "1", "--summary", path("walls0.jsonl"))
w0 = json.loads(read(path("walls0.jsonl")))
check("the no-wall part of the walled run = the run without walls",
      r.returncode == 0 and w0["all"]["puzzles"] == joined["no_walls"]["puzzles"] and
      w0["all"]["per_moves"] == joined["no_walls"]["per_moves"] and w0["all"]["sha256"] == whole["no_walls"]["sha256"])

# --partial: the shards so far; no joined hash until every shard is there.
r = run("merge", "--partial", path("shard_1.jsonl"), path("shard_3.jsonl"))
partial = json.loads(r.stdout) if r.stdout.strip() else {}
check("--partial joins 2 of 3 shards, sha256 null",
      r.returncode in (0, 3) and partial.get("shards_done") == 2 and partial["all"]["sha256"] is None, r.stderr[-300:])

# --- the library's puzzles by move count from the summaries' samples -----------------------------------
# Each shard keeps its 8 boards of the smallest draw keys per count, so a draw of at most 8 a count from the
# samples is the draw from the whole database, byte for byte.
shard_files = [path(f"shard_{k}.jsonl") for k in range(1, SHARDS + 1)]
r = run("library", "moves", *shard_files, "--out", path("lib_s"), "--per-moves", "6")
check("library moves from the summaries", r.returncode == 0 and "3 of 3 shards" in r.stderr, r.stderr[-300:])
r2 = run("library", "moves", path("whole.txt"), "--out", path("lib_d"), "--per-moves", "6")
check("library moves from the database", r2.returncode == 0, r2.stderr[-300:])
names = sorted(n for n in os.listdir(path("lib_d")) if n.endswith(".txt"))
same = names == sorted(n for n in os.listdir(path("lib_s")) if n.endswith(".txt")) and \
    all(read(os.path.join(path("lib_s"), n)) == read(os.path.join(path("lib_d"), n)) for n in names)
check("the same NN.txt files as the draw from the whole database", same and len(names) > 5, str(names))
index_s = json.loads(read(os.path.join(path("lib_s"), "index.json")))
index_d = json.loads(read(os.path.join(path("lib_d"), "index.json")))
check("index.json: the same counts and totals (walls too)", index_s["moves"] == index_d["moves"] and index_s["total"] == index_d["total"])
r = run("library", "moves", path("shard_1.jsonl"), path("whole.txt"), "--out", path("lib_x"))
check("library moves refuses summaries mixed with databases", r.returncode == 1 and "shard summaries" in r.stderr, r.stderr[-300:])
r = run("library", "moves", path("shard_1.jsonl"), "--out", path("lib_x"), "--seed", "2")
check("library moves refuses another seed than the samples'", r.returncode == 1 and "--seed 1" in r.stderr, r.stderr[-300:])

# --- refusals --------------------------------------------------------------------------------------------
r = run("merge", path("shard_1.jsonl"), path("shard_3.jsonl"), "--out", path("never.json"))
check("a missing shard is named, nothing written",
      r.returncode == 1 and "shard 2/3 is missing" in r.stderr and not os.path.exists(path("never.json")), r.stderr[-300:])
r = run("merge", path("shard_1.jsonl"), path("shard_2.jsonl"), path("shard_3.jsonl"), path("two.jsonl"))
check("a duplicate shard is named with its file and line",
      r.returncode == 1 and "shard 1/3 is given twice or more" in r.stderr and "two.jsonl:2" in r.stderr, r.stderr[-300:])

line = json.loads(read(path("shard_2.jsonl")))


def refused(name, change, words):
    bad_line = json.loads(json.dumps(line))
    change(bad_line)
    write(path("bad.jsonl"), json.dumps(bad_line, separators=(",", ":")) + "\n")
    r = run("merge", path("shard_1.jsonl"), path("bad.jsonl"), path("shard_3.jsonl"))
    ok = r.returncode == 1 and "bad.jsonl:1" in r.stderr and all(w in r.stderr for w in words) and r.stdout == ""
    check(f"refused: {name}", ok, f"exit {r.returncode}: {r.stderr[-300:]}")


refused("puzzles not a number", lambda j: j["all"].update(puzzles="many"), ['"all.puzzles"'])
refused("per_moves not adding up", lambda j: j["all"]["per_moves"].update({"1": 5}), ['"all.per_moves"', "add up"])
refused("a bad sha256", lambda j: j["no_walls"].update(sha256="abc"), ['"no_walls.sha256"', "hex"])
refused("a bad shard", lambda j: j.update(shard="4/3"), ['"shard"', "K is 1-based"])
refused("a missing field", lambda j: j.pop("cpu_s"), ['"cpu_s"', "missing"])
refused("a sample board that is not a board", lambda j: j["sample"]["boards"][next(iter(j["sample"]["boards"]))].append("xyz 3"),
        ['"sample.boards.'])
refused("another enumerator version", lambda j: j.update(enumerator=j["enumerator"] + 1),
        ["enumerator version", "starts over"])
refused("another run", lambda j: j.update(run=" --size 5 --walls 1"), ["different runs"])
write(path("bad.jsonl"), "{\"summary\":\"boxcar rush enumerate shard\", oops\n")
r = run("merge", path("bad.jsonl"))
check("refused: a line that is not JSON", r.returncode == 1 and "bad.jsonl:1: not a JSON object" in r.stderr, r.stderr[-300:])

r = run(*RUN, "--reference", path("ref_good.txt"))
check("--reference without --summary is a usage error", r.returncode == 2 and "--summary" in r.stderr, r.stderr[-300:])
r = run(*RUN, "--count-only", "--summary", path("x.jsonl"))
check("--count-only with --summary is a usage error", r.returncode == 2 and "--count-only" in r.stderr, r.stderr[-300:])
r = run(*RUN, "--summary", path("x.jsonl"), "--reference", path("nothing.txt"))
check("an unreadable reference file is named", r.returncode == 1 and "nothing.txt" in r.stderr, r.stderr[-300:])
write(path("ref_broken.txt"), "05 AAoo 3\n")
r = run(*RUN, "--summary", path("x.jsonl"), "--reference", path("ref_broken.txt"))
check("a bad reference line is named", r.returncode == 1 and "ref_broken.txt:1" in r.stderr, r.stderr[-300:])

shutil.rmtree(TMP)
finish()
