#!/usr/bin/env python3
"""`boxcar library moves` on the built CLI (docs/CLI.md, docs/LIBRARY.md).

  test_library_moves.py BOXCAR LEVELS_DIR        (LEVELS_DIR = the repository's assets/levels)

Input: the shipped Rush Hour file (1,400 database lines, 1 to 60 moves, with and without walls). Checks:
a file per count with at most --per-moves lines of that count (all of them where fewer exist), sorted by
board, and index.json agreeing with the files and the input; the same input in another order and split
into two files gives byte-identical files, another seed another draw; a bad line is named with its file
and line, exit 1 and nothing written; a file of an earlier run that is no longer written is removed;
usage errors exit 2, an unreadable file 1. Prints one line per check; exit 1 if any failed.
"""
import collections
import json
import os
import shutil
import sys
import tempfile

from cli_check import cli_checks

BOXCAR, LEVELS = sys.argv[1], sys.argv[2]
RUSH = os.path.join(LEVELS, "rushhour", "boxcar_rush_6x6.txt")
TMP = tempfile.mkdtemp(prefix="boxcar-library-moves-test.")

run, check, finish = cli_checks(BOXCAR, timeout=300)


def write(name, lines):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        f.write("".join(line + "\n" for line in lines))
    return path


def files_of(folder):
    out = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as f:
            out[name] = f.read()
    return out


try:
    with open(RUSH) as f:
        lines = [line for line in f.read().splitlines() if line.strip()]
    per_count = collections.Counter(int(line.split()[0]) for line in lines)
    out = os.path.join(TMP, "a")
    r = run("library", "moves", RUSH, "--out", out, "--per-moves", "20", "--seed", "5")
    check("library moves: exit 0", r.returncode == 0, r.stderr[-400:])
    index = json.load(open(os.path.join(out, "index.json")))
    entries = {e["moves"]: e for e in index["moves"]}
    check("index: every count 1..max, the input's totals",
          index["max_moves"] == max(per_count) and sorted(entries) == list(range(1, max(per_count) + 1)) and
          all(entries[m]["total"] == per_count.get(m, 0) for m in entries) and index["total"] == len(lines),
          json.dumps(index)[:400])
    problems = []
    for m, e in entries.items():
        name = f"{m:02d}.txt"
        if per_count.get(m, 0) == 0:
            if e["file"] is not None or os.path.exists(os.path.join(out, name)):
                problems.append(f"{name}: written for a count without puzzles")
            continue
        drawn = open(os.path.join(out, name)).read().splitlines()
        if e["file"] != name or e["count"] != len(drawn):
            problems.append(f"{name}: index says {e}")
        if len(drawn) != min(20, per_count[m]):
            problems.append(f"{name}: {len(drawn)} lines for {per_count[m]} puzzles")
        if any(int(line.split()[0]) != m or line.split()[0] != f"{m:02d}" for line in drawn):
            problems.append(f"{name}: a line of another count")
        if [line.split()[1] for line in drawn] != sorted(line.split()[1] for line in drawn):
            problems.append(f"{name}: not sorted by board")
        if not set(drawn) <= set(lines):
            problems.append(f"{name}: a line not in the input")
        if e["walls"] != sum("x" in line.split()[1] for line in drawn):
            problems.append(f"{name}: wall count")
    check("NN.txt: at most N lines of its count (all where fewer), sorted by board, from the input",
          not problems, "; ".join(problems[:5]))

    # The same input in another order and in two files: the same files; another seed: another draw.
    half = len(lines) // 2
    first = write("first.txt", ["# a comment", ""] + lines[half:][::-1])
    second = write("second.txt", lines[:half][::-1])
    other = os.path.join(TMP, "b")
    r = run("library", "moves", second, first, "--out", other, "--per-moves", "20", "--seed", "5")
    a, b = files_of(out), files_of(other)
    check("another order, two files: byte-identical NN.txt",
          r.returncode == 0 and {k: v for k, v in a.items() if k != "index.json"} == {k: v for k, v in b.items() if k != "index.json"},
          r.stderr[-300:])
    r = run("library", "moves", RUSH, "--out", other, "--per-moves", "20", "--seed", "6")
    check("another seed: another draw", r.returncode == 0 and files_of(other)["01.txt"] != a["01.txt"], r.stderr[-300:])

    # A file of an earlier run that is not written now goes.
    with open(os.path.join(other, "99.txt"), "w") as f:
        f.write("99 x 1\n")
    r = run("library", "moves", RUSH, "--out", other)
    check("an earlier run's 99.txt is removed", r.returncode == 0 and not os.path.exists(os.path.join(other, "99.txt")))

    # A bad line: named with its file and line, exit 1, nothing written.
    bad = write("bad.txt", lines[:3] + ["12 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFF? 4780"])
    nothing = os.path.join(TMP, "c")
    r = run("library", "moves", RUSH, bad, "--out", nothing)
    check("a bad line: exit 1, file:line named, nothing written",
          r.returncode == 1 and f"{bad}:4: column 39: unknown character '?'" in r.stderr and not os.path.exists(nothing),
          f"exit {r.returncode}: {r.stderr[-300:]}")
    short = write("short.txt", ["GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"])
    r = run("library", "moves", short, "--out", nothing)
    check("a board without moves and cluster size: exit 1", r.returncode == 1 and f"{short}:1: not a database line" in r.stderr,
          r.stderr[-300:])

    r = run("library", "moves", os.path.join(TMP, "missing.txt"), "--out", nothing)
    check("an unreadable file: exit 1", r.returncode == 1 and "cannot read" in r.stderr, r.stderr[-200:])
    r = run("library", "moves", RUSH, "--out", nothing, "--per-moves", "0")
    check("--per-moves 0: usage error, exit 2", r.returncode == 2 and "--per-moves" in r.stderr, r.stderr[-200:])
    r = run("library", "moves", RUSH)
    check("no --out: usage error, exit 2", r.returncode == 2, r.stderr[-200:])
finally:
    shutil.rmtree(TMP, ignore_errors=True)

finish()
