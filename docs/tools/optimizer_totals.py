#!/usr/bin/env python3
"""The solution optimizer's effect, from `boxcar solve --json` lines or `boxcar bench` reports, beside
Festival's results.

    python3 docs/tools/optimizer_totals.py RESULTS.jsonl|REPORT.md... --festival FESTIVAL.tsv --title TEXT
        [--condition "- date: ..."]... > OUT.md

Each JSON line carries the first solution (first_moves, first_pushes, first_time_ms) and the optimized one
(moves, pushes, time_ms); a bench report (.md) carries the same in its per-level table (columns "first s",
"first moves", "first pushes" beside "moves", "pushes", "CPU s"). Writes markdown: the totals of moves and pushes over the levels that both
`auto` and Festival solve, first solutions against optimized ones against Festival's, then one row per
level. Festival's TSV: level, solved, wall_s, moves, pushes ('#' comments and a header line skipped).
"""
import argparse
import json


def read_festival(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        c = line.rstrip("\n").split("\t")
        if line.startswith("#") or len(c) < 5 or not c[0].isdigit():
            continue
        if c[1] in ("yes", "1", "true") and c[3].isdigit() and c[4].isdigit():
            rows[int(c[0])] = (int(c[3]), int(c[4]), float(c[2]))
    return rows


def read_bench_report(path):
    """Solved levels of a `boxcar bench` report's per-level table(s), as solve --json would give them."""
    rows, names = {}, None
    for line in open(path, encoding="utf-8"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[:3] == ["level", "title", "status"]:
            names = cells
            continue
        if names and len(cells) == len(names) and cells[0].isdigit() and "first s" in names:
            d = dict(zip(names, cells))
            if d["status"] == "solved":
                rows[int(d["level"])] = {
                    "level": int(d["level"]), "status": "solved",
                    "moves": int(d["moves"]), "pushes": int(d["pushes"]),
                    "time_ms": float(d["CPU s"]) * 1000, "first_time_ms": float(d["first s"]) * 1000,
                    "first_moves": int(d["first moves"]), "first_pushes": int(d["first pushes"])}
        elif not line.startswith("|"):
            names = None
    return rows


def median(values):
    v = sorted(values)
    if not v:
        return 0.0
    return v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2


def main():
    p = argparse.ArgumentParser()
    p.add_argument("results", nargs="+")
    p.add_argument("--festival", required=True)
    p.add_argument("--title", default="The solution optimizer beside Festival")
    p.add_argument("--condition", action="append", default=[], help="a line of the header (date, machine, command)")
    a = p.parse_args()
    ours = {}
    for path in a.results:
        if path.endswith(".md"):
            ours.update(read_bench_report(path))
            continue
        for line in open(path, encoding="utf-8"):
            if line.strip():
                d = json.loads(line)
                if d["status"] == "solved":
                    ours[d["level"]] = d
    festival = read_festival(a.festival)
    both = sorted(set(ours) & set(festival))

    def total(key):
        return sum(ours[n][key] for n in both)

    out = [f"# {a.title}", ""] + a.condition + (["" ] if a.condition else []) + [
           f"{len(both)} levels solved by both `auto` and Festival 3.1 ({len(ours)} solved by `auto` here).", "",
           "| solutions | moves | pushes | median CPU s | total CPU s |", "|---|---:|---:|---:|---:|",
           f"| `auto`, first solution (as with `--optimize off`) | {total('first_moves'):,} | "
           f"{total('first_pushes'):,} | {median([ours[n]['first_time_ms'] / 1000 for n in both]):.2f} | "
           f"{sum(ours[n]['first_time_ms'] for n in both) / 1000:,.0f} |",
           f"| `auto`, optimized (`--optimize moves`, the default) | {total('moves'):,} | {total('pushes'):,} | "
           f"{median([ours[n]['time_ms'] / 1000 for n in both]):.2f} | "
           f"{sum(ours[n]['time_ms'] for n in both) / 1000:,.0f} |",
           f"| Festival 3.1 (60 s a level, its own idle machine, wall s) | {sum(festival[n][0] for n in both):,} | "
           f"{sum(festival[n][1] for n in both):,} | {median([festival[n][2] for n in both]):.2f} | "
           f"{sum(festival[n][2] for n in both):,.0f} |", "",
           "Per level (CPU seconds of the solving thread; `first` = the first solution, before the optimizer):", "",
           "| level | first s | total s | first moves | first pushes | moves | pushes | Festival moves | Festival pushes |",
           "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for n in sorted(ours):
        d = ours[n]
        f = festival.get(n)
        out.append(f"| {n} | {d['first_time_ms'] / 1000:.2f} | {d['time_ms'] / 1000:.2f} | {d['first_moves']} | "
                   f"{d['first_pushes']} | {d['moves']} | {d['pushes']} | {f[0] if f else ''} | {f[1] if f else ''} |")
    print("\n".join(out))


if __name__ == "__main__":
    main()
