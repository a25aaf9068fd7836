#!/usr/bin/env python3
"""Compares two outputs of one Boxcar run on their deterministic fields; exit 0 when equal.

  same_results.py bench SINGLE.md MERGED.md     per-level rows (level, title, status, moves, pushes, expanded,
                                                 generated) and summary rows (config, solved, proven unsolvable,
                                                 pushes, moves, expanded, memout, crashed) of every file section
  same_results.py lines SINGLE.txt MERGED.txt    the same lines in any order ('#' comment lines left out)

Times, memory, dates, loads and the command line are not compared: they differ from run to run.
"""
import sys


def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def bench_fields(path):
    sections, section, config = {}, None, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("## "):
                section = line[3:].split(" (")[0]
                sections[section] = {"summary": [], "levels": {}}
            elif line.startswith("<details><summary>"):
                config = line[len("<details><summary>"):].split(": per level")[0]
                sections[section]["levels"][config] = []
            elif line.startswith("| ") and section is not None:
                c = cells(line)
                if c[0] in ("config", "level"):
                    continue
                if len(c) == 17:  # summary: config, solved, proven, 4 times, pushes, moves, first pushes, first moves,
                    # expanded, memout, crashed, ...
                    sections[section]["summary"].append([c[0], c[1], c[2], c[7], c[8], c[9], c[10], c[11], c[12], c[13]])
                elif len(c) == 14 and config is not None:  # level, title, status, moves, pushes, 2 times, expanded, generated
                    sections[section]["levels"][config].append([c[0], c[1], c[2], c[3], c[4], c[7], c[8]])
    return sections


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("bench", "lines"):
        print(__doc__, file=sys.stderr)
        return 2
    kind, a, b = sys.argv[1:]
    if kind == "lines":
        def read(p):
            with open(p, encoding="utf-8") as f:
                return sorted(l.rstrip("\n") for l in f if l.strip() and not l.startswith("#"))
        la, lb = read(a), read(b)
        if la != lb:
            only_a, only_b = set(la) - set(lb), set(lb) - set(la)
            print(f"differ: {len(la)} vs {len(lb)} lines; only in {a}: {sorted(only_a)[:5]}; only in {b}: {sorted(only_b)[:5]}")
            return 1
        print(f"same {len(la)} lines")
        return 0
    fa, fb = bench_fields(a), bench_fields(b)
    if not fa:
        print(f"{a}: no file section")
        return 1
    if fa != fb:
        for name in sorted(set(fa) | set(fb)):
            if fa.get(name) != fb.get(name):
                print(f"differ in section {name}:\n  {a}: {fa.get(name)}\n  {b}: {fb.get(name)}")
        return 1
    solved = sum(1 for s in fa.values() for rows in s["levels"].values() for r in rows if r[2] == "solved")
    rows = sum(len(rows) for s in fa.values() for rows in s["levels"].values())
    print(f"same: {rows} level rows ({solved} solved) and {sum(len(s['summary']) for s in fa.values())} summary rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
