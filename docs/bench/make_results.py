"""Writes docs/bench/RESULTS.md: the current result of every benchmark, read from the tables it indexes.

The tables are the output of `boxcar bench` / `boxcar rush bench` (never edited by hand); this script only
reads their headers (date, machine, load, limits, command) and summary rows, and names the commit each
result was measured at. The index below (BENCHMARKS) lists the one current table of each benchmark:
docs/bench/ holds nothing else (docs/bench/README.md). To update a result: run the benchmark again into
the same file (docs/tools/regenerate_sokoban.sh or the command in the table's header), set its entry's
commit and note here, and run

    python3 docs/bench/make_results.py          # rewrites docs/bench/RESULTS.md
    python3 docs/bench/make_results.py --check  # exit 1 when RESULTS.md is not what the tables give

The before/after comparison of a change goes into its commit message; earlier runs are left to git
(`git log --follow -- docs/bench/NAME`, `git show COMMIT:docs/bench/NAME`).
"""
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent

# commit: the code the table measured, when the run named it; otherwise the commit that recorded the table
# (git log) is shown, whose parent is the code measured. "summary": [set, limit] puts the table in that cell
# of the per-limit table.
BENCHMARKS = [
    {
        "section": "Sokoban: `auto` on every set at every CPU limit",
        "text": "One full run a table, one thread, 1024 MiB, `--optimize off`, each run pinned to a core of its own, two at "
                "a time. e31c321 and 7858438 run the same search (e31c321 adds a memory-budget check before learning a "
                "deadlock pattern; four node-limited solves identical): the design page "
                "[../design/auto_solver.md](../design/auto_solver.md) says which commits run the same search.",
        "kind": "sokoban",
        "entries": [
            {"name": "XSokoban (90 levels), 60 s", "commit": "e31c321", "files": ["xsokoban_auto_60s_cpu.md"], "summary": ["xsokoban", 60],
             "note": "86: fails 29 41 50 77; 89 at 55.1 s, 90 at 44.8 s, 28 at 27.7 s. Festival 3.1 on the same machine "
                     "the same day (prlimit --cpu=60): 89, fails 29 only "
                     "(../shared/levels/sokoban/festival_xsokoban_60s.tsv)"},
            {"name": "XSokoban, 30 s", "commit": "7858438", "files": ["xsokoban_auto_30s_cpu.md"], "summary": ["xsokoban", 30], "note": "84: fails 29 41 50 77 89 90"},
            {"name": "XSokoban, 10 s", "commit": "7858438", "files": ["xsokoban_auto_10s_cpu.md"], "summary": ["xsokoban", 10], "note": "81: fails 28 29 41 50 69 77 88 89 90"},
            {"name": "XSokoban, 2 s", "commit": "7858438", "files": ["xsokoban_auto_2s_cpu.md"], "summary": ["xsokoban", 2], "note": "72: fails 16 18 28 29 31 32 41 44 50 52 66 69 74 77 87 88 89 90"},
            {"name": "generality50, 60 s", "commit": "7858438", "files": ["generality50_auto_60s_cpu.md"], "summary": ["generality50", 60], "note": "39: fails 5 6 7 10 30 33 34 44 45 47 49"},
            {"name": "generality50, 30 s", "commit": "e31c321", "files": ["generality50_auto_30s_cpu.md"], "summary": ["generality50", 30],
             "note": "39: fails 5 6 7 10 30 33 34 44 45 47 49; 50 at 24.8 s, 38 at 16.5 s, 43 at 11.6 s. Festival 3.1 on the "
                     "same machine the same day (prlimit --cpu=30): 42, fails 5 30 33 34 43 44 47 49 "
                     "(../shared/levels/sokoban/festival_generality50_30s.tsv)"},
            {"name": "generality50, 10 s", "commit": "7858438", "files": ["generality50_auto_10s_cpu.md"], "summary": ["generality50", 10], "note": "36: fails 5 6 7 10 30 33 34 38 40 44 45 47 49 50"},
            {"name": "generality50, 2 s", "commit": "7858438", "files": ["generality50_auto_2s_cpu.md"], "summary": ["generality50", 2], "note": "34: fails 5 6 7 10 30 31 33 34 38 40 43 44 45 47 49 50"},
            {"name": "Microban (155 levels), 60 s", "commit": "7858438", "files": ["microban_auto_60s_cpu.md"], "summary": ["microban", 60]},
            {"name": "Microban, 30 s", "commit": "7858438", "files": ["microban_auto_30s_cpu.md"], "summary": ["microban", 30]},
            {"name": "Microban, 10 s", "commit": "7858438", "files": ["microban_auto_10s_cpu.md"], "summary": ["microban", 10]},
            {"name": "Microban, 2 s", "commit": "7858438", "files": ["microban_auto_2s_cpu.md"], "summary": ["microban", 2], "note": "154: fails 153"},
            {"name": "Microban II (135 levels), 60 s", "commit": "7858438", "files": ["microban2_auto_60s_cpu.md"], "summary": ["microban2", 60]},
            {"name": "Microban II, 30 s", "commit": "7858438", "files": ["microban2_auto_30s_cpu.md"], "summary": ["microban2", 30]},
            {"name": "Microban II, 10 s", "commit": "7858438", "files": ["microban2_auto_10s_cpu.md"], "summary": ["microban2", 10]},
            {"name": "Microban II, 2 s", "commit": "7858438", "files": ["microban2_auto_2s_cpu.md"], "summary": ["microban2", 2], "note": "134: fails 131"},
        ],
    },
    {
        "section": "Sokoban: the parallel portfolio and the WASM build",
        "text": "The portfolio (`--threads 2`, src/core/sokoban/solve/portfolio.hpp) has 60 s of CPU a lane; the WASM run is "
                "the CLI built to WebAssembly under node (`./dev.sh bench-wasm`), beside 7858438's native XSokoban run on "
                "the other core. Nodes per CPU second against native: [wasm_speed.md](wasm_speed.md).",
        "kind": "sokoban",
        "entries": [
            {"name": "XSokoban, 60 s a lane, 2 lanes", "commit": "e31c321", "files": ["xsokoban_auto_60s_cpu_2_lanes.md"],
             "note": "87 against one lane's 86: 77 gained (72.7 s of both lanes' CPU, 49.7 s wall), none lost; fails 29 41 50; "
                     "the machine otherwise idle"},
            {"name": "XSokoban, 60 s, WASM under node", "commit": "7858438", "files": ["wasm_xsokoban_auto_60s_cpu.md"],
             "note": "86, native's levels (fails 29 41 50 77); CPU on them 323.3 s, 1.106 of 7858438's native run beside it "
                     "(292.3 s)"},
        ],
    },
    {
        "section": "Sokoban: solution lengths with the optimizer, beside Festival (XSokoban, 60 s CPU a level)",
        "kind": "optimizer",
        "entries": [
            {"name": "XSokoban, 20 levels", "commit": "506f295", "files": ["xsokoban_optimizer_moves_60s_cpu.md"],
             "note": "20 of the 34 levels (of the 62 that both `auto` of c68992a and Festival solve) that an earlier "
                     "28-level run left out, one level at a time; per-level reports: git, "
                     "docs/bench/xsokoban_optimizer_moves_60s_cpu/ at commit f2ffe93, added up by "
                     "docs/tools/optimizer_totals.py"},
        ],
    },
    {
        "section": "Sokoban: search direction on the 7 hardest Microban II levels of an older `auto`",
        "kind": "sokoban",
        "entries": [
            {"name": "backward (pull A*, push-optimal)", "files": ["direction_backward_microban2_hard_10s_cpu.md"]},
            {"name": "bidirectional", "files": ["direction_bidirectional_microban2_hard_10s_cpu.md"]},
        ],
    },
    {
        "section": "Sokoban: the teaching configurations (Microban, the 120 levels with at most 4 boxes)",
        "kind": "teaching",
        "entries": [{"name": "teaching", "files": ["microban_teaching_4boxes_10s.md"]}],
    },
    {
        "section": "Rush Hour: optimal solutions (move metric, exit goal)",
        "kind": "rush",
        "entries": [
            {"name": "Fogleman's database, all 18,068 lines", "files": ["rush_18k.md"]},
            {"name": "the 51-move puzzle, median of 100 runs", "files": ["rush_51move.md"]},
            {"name": "the 40 ThinkFun cards", "files": ["rush_thinkfun_original40.md"]},
            {"name": "the 23 hardest database puzzles", "files": ["rush_fogleman_db_ge50_top23.md"]},
        ],
    },
    {
        "section": "Rush Hour: enumeration of every puzzle (`boxcar rush enumerate`)",
        "kind": "rows",
        "entries": [
            {"name": "measurements", "files": ["rush_enumerate_6x6.md"],
             "rows": ["5x5, 0 walls, complete", "5x5, <= 1 wall, complete", "ranges 1–3 together"],
             "note": "CPU times are user time of the whole run; that file explains Fogleman's counting rules. "
                     "The full 6x6 runs: [rush_6x6.md](rush_6x6.md) ([rush_6x6.json](rush_6x6.json))"},
        ],
    },
]

# Pages of their own (prose and tables written by a tool or by hand), listed at the end of RESULTS.md.
PAGES = [
    ("ci_stages.md", "each stage of `./dev.sh test` timed, alone and in a whole run on a clean clone"),
    ("cluster_sharding.md", "sharded runs and Slurm job arrays"),
    ("wasm_speed.md", "the WASM build against native in nodes per CPU second, and what closed the gap"),
    ("level_browser.md", "the page's level library (`node docs/tools/measure_level_browser.mjs`)"),
    ("engines_first_frame.md", "the first frame in Chromium, Firefox ESR and WebKitGTK (`node docs/tools/measure_engines.mjs`)"),
    ("rush_6x6.md", "the full 6x6 Rush Hour database, run in shards and merged ([rush_6x6.json](rush_6x6.json))"),
]


def clean_paths(text):
    """Commands as recorded name the paths of the machine they ran on; show them relative to the clone."""
    text = re.sub(r"(?<![\w.])/[^\s`]*?/shared/levels/", "../shared/levels/", text)
    text = re.sub(r"(?<![\w.])/[^\s`]*?/(?=[\w.-]+\.md\b)", "docs/bench/", text)
    return re.sub(r"docs/bench/docs/bench/", "docs/bench/", text)


def header(lines):
    """The `- key: value` bullets at the top of a bench table."""
    info = {}
    for line in lines[:20]:
        m = re.match(r"- (date|machine|limits per level|command|configuration|build): (.*)", line)
        if m:
            info[m.group(1)] = m.group(2).strip()
    for line in lines:
        m = re.match(r"Finished (.*?), load average then: (.*)\.", line)
        if m:
            info["finished"] = m.group(1)
    return info


def tables_starting(lines, first_cell):
    """(column names, rows as dicts) of every markdown table whose header starts with `first_cell`."""
    found = []
    for i, line in enumerate(lines):
        if line.startswith("| " + first_cell + " |"):
            names = [c.strip() for c in line.strip().strip("|").split("|")]
            rows = []
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    break
                rows.append(dict(zip(names, [c.strip() for c in row.strip().strip("|").split("|")])))
            found.append((names, rows))
    return found


def every_table(lines, first_cell):
    found = tables_starting(lines, first_cell)
    if not found:
        raise SystemExit(f"make_results.py: no table starting with '{first_cell}'")
    return found


def first_table(lines, first_cell):
    return every_table(lines, first_cell)[0]


def median(values):
    v = sorted(values)
    if not v:
        return None
    return v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2


def recorded_in(path, line):
    """The commit that wrote `line` (a result row) into the table: later edits of the prose around it do
    not move it."""
    out = subprocess.run(["git", "log", "-1", "--format=%h", "-S", line, "--", str(path)], cwd=ROOT,
                         capture_output=True, text=True).stdout.strip()
    return out or "not committed yet"


def result_line(path, first_cell):
    """The first row of the table whose header starts with `first_cell`, as written in the file."""
    lines = (HERE / path).read_text().splitlines()
    for i, line in enumerate(lines):
        if line.startswith("| " + first_cell + " |"):
            return lines[i + 2]
    raise SystemExit(f"make_results.py: no table starting with '{first_cell}' in {path}")


def commit_text(entry, files, first_cell="config"):
    if entry.get("commit"):
        return "`" + entry["commit"] + "`"
    return "`" + recorded_in(HERE / files[0], result_line(files[0], first_cell)) + "` (recorded)"


def links(files):
    return ", ".join(f"[{f}]({f})" for f in files)


def conditions(tables):
    """One line per table: date, machine and load, limits, command."""
    out = []
    for name, info in tables:
        parts = [info.get("date", "?")]
        if "finished" in info:
            parts[0] += " to " + info["finished"]
        parts.append(info.get("machine", "?"))
        if "limits per level" in info:
            parts.append("limits: " + info["limits per level"])
        if "configuration" in info:
            parts.append(info["configuration"])
        out.append(f"- [{name}]({name}): " + "; ".join(parts) + ".  \n  " + clean_paths(info.get("command", "")))
    return out


def fraction_sum(values):
    num = den = 0
    for v in values:
        a, b = v.split("/")
        num, den = num + int(a), den + int(b)
    return f"{num}/{den}"


def run_text(info):
    """Where and when a table was run, short: its date and the CPU its header names."""
    parts = [p for p in info.get("machine", "").split(",") if re.search(r"Intel|AMD|Xeon|EPYC", p)]
    cpu = re.sub(r"\((R|TM)\)", "", parts[0]) if parts else "?"
    cpu = re.sub(r"\s+(Processor|CPU)\b.*", "", cpu).strip()
    return f"{info.get('date', '?')[:10]}, {cpu}"


def sokoban_section(section):
    out = ["| benchmark | solved | median / max CPU s (solved) | expanded | peak RSS MiB | commit | run | table |",
           "|---|---:|---:|---:|---:|---|---|---|"]
    tables, notes = [], []
    for e in section["entries"]:
        rows, levels, faster, fewer, festival = [], [], [], [], []
        for f in e["files"]:
            lines = (HERE / f).read_text().splitlines()
            tables.append((f, header(lines)))
            # One summary table per level file of the run.
            rows += [r for _, config_rows in every_table(lines, "config") for r in config_rows]
            for names, level_rows in tables_starting(lines, "level"):
                if "status" in names and "CPU s" in names:
                    levels += [r for r in level_rows if r["status"] == "solved"]
            for line in lines:
                m = re.search(r"Festival: (\d+)/\d+\. Faster than Festival on (\d+) \(([^)]*)\); "
                              r"fewer pushes on (\d+)", line)
                if m:
                    festival.append(int(m.group(1)))
                    faster += [x.strip() for x in m.group(3).split(",") if x.strip()]
                    fewer.append(int(m.group(4)))
        solved = fraction_sum(r["solved"] for r in rows)
        med = median([float(r["CPU s"]) for r in levels])
        mx = max(float(r.get("max s (CPU, solved)") or r.get("max s (solved)", "0")) for r in rows)
        expanded = sum(int(r["expanded"]) for r in rows)
        rss = max(float(r.get("peak RSS MiB", "0")) for r in rows)
        med_text = f"{med:.3f}" if med is not None else "?"
        out.append(f"| {e['name']} | **{solved}** | {med_text} / {mx:.1f} | {expanded:,} | {rss:.0f} | "
                   f"{commit_text(e, e['files'])} | {run_text(tables[-1][1])} | {links(e['files'])} |")
        if festival:
            notes.append((e["name"], f"beside Festival 3.1 per level (its {sum(festival)} solved at 60 s a level "
                                     f"on an idle machine): faster on {len(faster)} ({', '.join(faster)}), fewer "
                                     f"pushes on {sum(fewer)}"))
        if e.get("note"):
            notes.append((e["name"], e["note"]))
    out.append("")
    out += [f"- {name}: {text}." for name, text in notes]
    return out, tables


def teaching_section(section):
    e = section["entries"][0]
    lines = (HERE / e["files"][0]).read_text().splitlines()
    names, rows = first_table(lines, "config")
    out = ["| " + " | ".join(names) + " |", "|---|" + "---:|" * (len(names) - 1)]
    out += ["| " + " | ".join(r[n] for n in names) + " |" for r in rows]
    out += ["", f"Times in ms of wall clock (CPU ms beside); dead squares on; commit "
                f"{commit_text(e, e['files'])}; {links(e['files'])}."]
    return out, [(e["files"][0], header(lines))]


def rush_section(section):
    out = ["| benchmark | boards | solved | optimal (of known) | median ms | max ms | solver s in all | "
           "commit | run | table |", "|---|---:|---:|---:|---:|---:|---:|---|---|---|"]
    tables, notes = [], []
    for e in section["entries"]:
        f = e["files"][0]
        lines = (HERE / f).read_text().splitlines()
        info = header(lines)
        tables.append((f, info))
        r = first_table(lines, "boards")[1][0]
        known = r["moves match (of known)"] if not r["moves match (of known)"].startswith("0 / 0") else "—"
        out.append(f"| {e['name']} | {r['boards']} | {r['solved']} | {known} | {r['median ms']} | {r['max ms']} | "
                   f"{r['total solver s']} | {commit_text(e, e['files'], 'boards')} | {run_text(info)} | [{f}]({f}) |")
        if e.get("note"):
            notes.append(f"- {e['name']}: {e['note']}.")
    out += [""] + notes + ["", "Times are the solver's (parse and output excluded), on the clock each header names."]
    return out, tables


def rows_section(section):
    e = section["entries"][0]
    f = e["files"][0]
    lines = (HERE / f).read_text().splitlines()
    names, rows = first_table(lines, "run")
    out = ["| " + " | ".join(names) + " |", "|---|" + "---:|" * (len(names) - 2) + "---|"]
    for r in rows:
        if any(r["run"].replace("*", "").startswith(p) for p in e["rows"]):
            cells = [re.sub(r" \(before: [^)]*\)", "", r[n]) for n in names]
            out.append("| " + " | ".join(cells) + " |")
    out += ["", f"From the measurements of [{f}]({f}) (commit {commit_text(e, e['files'], 'run')}); {e['note']}."]
    return out, []


def optimizer_section(section):
    """The totals table of a file written by optimizer_totals.py (first solutions, optimized ones and
    Festival's, over the levels both solve), with the file's first line of prose."""
    out, tables = [], []
    for e in section["entries"]:
        f = e["files"][0]
        lines = (HERE / f).read_text().splitlines()
        tables.append((f, header(lines)))
        names, rows = first_table(lines, "solutions")
        summary = next(line for line in lines if line and line[0].isdigit())
        out += [f"{e['name']}: {summary}", "", "| " + " | ".join(names) + " |", "|---|" + "---:|" * (len(names) - 1)]
        out += ["| " + " | ".join(r[n] for n in names) + " |" for r in rows]
        out += ["", f"Commit {commit_text(e, e['files'], 'solutions')}; {links(e['files'])}; {e['note']}.", ""]
    return out[:-1], tables


# The one table of `auto` per set and CPU limit (2, 10, 30, 60 s): the current table of each cell.
SUMMARY_SETS = [("XSokoban (90)", "xsokoban"), ("Microban (155)", "microban"), ("Microban II (135)", "microban2"),
                ("generality50 (50)", "generality50")]
SUMMARY_LIMITS = (2, 10, 30, 60)


def summary_section():
    commit_of = {f: e.get("commit", "?") for section in BENCHMARKS for e in section["entries"] for f in e["files"]}
    # An entry with "summary": [set stem, limit] is that cell's current table; else the cell reads the
    # top-level table of that name.
    current = {tuple(e["summary"]): e["files"][0] for section in BENCHMARKS for e in section["entries"] if "summary" in e}
    out = ["| set | " + " | ".join(f"{limit} s" for limit in SUMMARY_LIMITS) + " |",
           "|---|" + "---:|" * len(SUMMARY_LIMITS)]
    for name, stem in SUMMARY_SETS:
        cells = []
        for limit in SUMMARY_LIMITS:
            f = current.get((stem, limit), f"{stem}_auto_{limit}s_cpu.md")
            if not (HERE / f).exists():
                cells.append("—")
                continue
            rows = first_table((HERE / f).read_text().splitlines(), "config")[1]
            cells.append(f"[{fraction_sum(r['solved'] for r in rows)}]({f}) ({commit_of.get(f, 'not indexed')})")
        out.append(f"| {name} | " + " | ".join(cells) + " |")
    out += ["", "One full run a cell, one thread, 1024 MiB, `--optimize off`; beside each count the commit its table "
                "measured (the next section gives each run with its notes)."]
    return out


def render():
    out = ["# Benchmark results", "",
           "<!-- Generated by docs/bench/make_results.py from the tables it indexes: do not edit by hand. -->", "",
           "The current result of each benchmark, one table each, read from the tables `boxcar bench` and",
           "`boxcar rush bench` wrote. Beside each result: the commit whose code it measured (\"(recorded)\": the",
           "commit that recorded the table, the code measured is at or just before it), and the run's date and",
           "CPU; the conditions of every table (machine, load, limits, command) are listed at the end. How to",
           "read the columns, how to run a benchmark again and how to compare two builds: [README.md](README.md).", "",
           "The machine is the project's 2-core machine, **shared with other work** and not the same one every",
           "session: compare runs made side by side. Sokoban limits are CPU time of the solving thread",
           "(`--cpu-time`), so a level gets the same CPU seconds whatever the load. Every \"solved\" passed the",
           "rules' replay verifier; every Rush Hour count was checked against the known optimum. The web page",
           "itself is measured by `node docs/tools/measure_app.mjs` into [../app_metrics.md](../app_metrics.md).", ""]
    out += ["## Sokoban: `auto` solved per set and CPU limit", ""] + summary_section() + [""]
    all_tables = []
    for section in BENCHMARKS:
        body, tables = {"sokoban": sokoban_section, "teaching": teaching_section, "rush": rush_section,
                        "rows": rows_section, "optimizer": optimizer_section}[section["kind"]](section)
        out += ["## " + section["section"], ""] + ([section["text"], ""] if "text" in section else []) + body + [""]
        all_tables += tables
    out += ["## Pages of their own", ""] + [f"- [{name}]({name}): {what}." for name, what in PAGES] + [""]
    out += ["## Conditions of each table", ""] + conditions(all_tables) + [""]
    return "\n".join(out)


def main():
    text = render()
    target = HERE / "RESULTS.md"
    if "--check" in sys.argv[1:]:
        if not target.exists() or target.read_text() != text:
            print("docs/bench/RESULTS.md is out of date: run python3 docs/bench/make_results.py", file=sys.stderr)
            return 1
        return 0
    target.write_text(text)
    print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
