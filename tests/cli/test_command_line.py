#!/usr/bin/env python3
"""The command line itself, end to end on the built CLI: --help per subcommand, usage errors, level text
that begins with '-'.

  test_command_line.py BOXCAR

Checks: `boxcar SUB --help` (and `-h`, and the word `help` where a subcommand name goes) prints that
command's help on stdout, listing every flag docs/CLI.md gives it, and exits 0; no argument prints the help
on stderr and exits 2; an unknown flag, a missing or bad value, a number out of range, a missing or surplus
argument and an unknown subcommand exit 2 with "boxcar SUB: PROBLEM" on stderr naming the flag, and nothing on
stdout; level text beginning with '-' (RLE and XSB rows with floor squares first) is read as the level, not
as an option, wherever it stands among the flags. Prints one line per check; exit 1 if any failed.
"""
import json
import sys

from cli_check import cli_checks

BOXCAR = sys.argv[1]
run, check, finish = cli_checks(BOXCAR, timeout=120)

# Every subcommand and the flags docs/CLI.md gives it.
FLAGS = {
    ("solve",): "--level --all --algo --heuristic --deadlocks --objective --optimize --time-limit --cpu-time "
                "--memory-limit --json --weight --depth-limit --pi-corrals --packing-search --phases --direction "
                "--threads --progress",
    ("bench",): "--configs --time-limit --memory-limit --levels --max-boxes --quick --cpu-time --optimize "
                "--in-process --festival --direction --threads --packing-search --phases --shard --out",
    ("rush", "solve"): "--metric --goal --algo --heuristic --time-limit --memory-limit --json --shard",
    ("rush", "bench"): "--out --repeat --cpu-time --metric --goal --algo --heuristic --time-limit --memory-limit",
    ("rush", "cluster"): "--goal --max-states --json",
    ("rush", "agent"): "--seed --crazy-every --max-actions --json",
    ("rush", "enumerate"): "--size --walls --out --threads --max-positions --first-seed --sample --sample-rows "
                           "--count-only --progress --locate --keep-idle --derive-walls --shard",
    ("generate", "sokoban"): "--width --height --boxes --min --max --seed --count --wall-density --time-limit "
                             "--json --library --candidates --max-seeds",
    ("generate", "rush"): "--size --min --max --vehicles --walls --seed --count --time-limit --json",
    ("library", "verify"): "--no-recount --time-limit --json",
    ("library", "grade"): "--time-limit --max-per-moves --title --json",
    ("merge",): "--out",
}
GROUPS = {(): "solve bench rush generate merge library", ("rush",): "solve bench cluster agent enumerate",
          ("generate",): "sokoban rush", ("library",): "verify grade"}

# --- --help ---------------------------------------------------------------------------------------
for command, flags in FLAGS.items():
    name = " ".join(command)
    for ask in ("--help", "-h"):
        r = run(*command, ask)
        missing = [f for f in flags.split() if f not in r.stdout]
        check(f"{name} {ask} exits 0 with its usage on stdout", r.returncode == 0 and
              f"boxcar {name} [OPTIONS]" in r.stdout and r.stderr == "", f"exit {r.returncode}: {r.stderr[:200]}")
        check(f"{name} {ask} lists its flags", not missing, f"missing {missing}")
    r = run(*command, "--help", "--no-such-flag")
    check(f"{name} --help wins over a bad flag after it", r.returncode == 0 and "Usage" in r.stdout, r.stderr[:200])
for group, subs in GROUPS.items():
    name = " ".join(("boxcar",) + group)
    for ask in (["--help"], ["help"]):
        r = run(*group, *ask)
        missing = [s for s in subs.split() if f"\n  {s} " not in r.stdout]
        check(f"{name} {ask[0]} lists its subcommands", r.returncode == 0 and not missing,
              f"exit {r.returncode}, missing {missing}")
r = run()
check("no argument: the help on stderr, exit 2", r.returncode == 2 and "Usage: boxcar" in r.stderr and r.stdout == "",
      f"exit {r.returncode}")

# --- usage errors: exit 2, "boxcar SUB: PROBLEM" on stderr, nothing on stdout --------------------------
LEVEL = "#####|#@$.#|#####"
BOARD = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"
USAGE = [
    (["solve", LEVEL, "--no-such-flag"], "boxcar solve: unknown option '--no-such-flag'"),
    (["solve", LEVEL, "--no-such-flag=3"], "boxcar solve: unknown option '--no-such-flag'"),
    (["solve", LEVEL, "-x"], "boxcar solve: unknown option '-x'"),
    (["solve", LEVEL, "--time-limit"], "boxcar solve: --time-limit needs a value"),
    (["solve", LEVEL, "--time-limit", "x"], "boxcar solve: bad value 'x' for --time-limit (expected a positive number of seconds)"),
    (["solve", LEVEL, "--time-limit=0"], "boxcar solve: bad value '0' for --time-limit (expected a positive number of seconds)"),
    (["solve", LEVEL, "--time-limit", "1e3"], "bad value '1e3' for --time-limit"),
    (["solve", LEVEL, "--threads", "65"], "boxcar solve: bad value '65' for --threads (expected a whole number from 1 to 64)"),
    (["solve", LEVEL, "--level", "-1"], "boxcar solve: bad value '-1' for --level"),
    (["solve", LEVEL, "--algo", "quick"], "boxcar solve: bad value 'quick' for --algo (expected bfs|dfs|ucs|greedy|astar|wastar|idastar|auto"),
    (["solve", LEVEL, "--deadlocks", "dead,warm"], "bad value 'dead,warm' for --deadlocks"),
    (["solve", LEVEL, "--level", "2"], "boxcar solve: --level 2 but the input has 1 level"),
    (["solve", LEVEL, LEVEL], "boxcar solve: more than one FILE|TEXT argument"),
    (["solve"], "boxcar solve: needs a FILE|TEXT argument"),
    (["solve", "--json"], "boxcar solve: needs a FILE|TEXT argument"),
    (["bench"], "boxcar bench: needs a FILE argument"),
    (["bench", LEVEL, "--levels", "3-1"], "boxcar bench: bad value '3-1' for --levels"),
    (["bench", LEVEL, "--shard", "5/4"], "boxcar bench: --shard K/N: K is 1-based"),
    (["rush", "solve", BOARD, "--metric", "pushes"], "boxcar rush solve: bad value 'pushes' for --metric (expected moves|steps|cursor)"),
    (["rush", "solve", BOARD, "--fast"], "boxcar rush solve: unknown option '--fast'"),
    (["rush", "agent", BOARD, "--seed", "-5"], "boxcar rush agent: bad value '-5' for --seed"),
    (["rush", "cluster", BOARD, "--max-states", "0"], "boxcar rush cluster: bad value '0' for --max-states"),
    (["rush", "enumerate"], "boxcar rush enumerate: --size 4|5|6 is required"),
    (["rush", "enumerate", "--size", "9"], "boxcar rush enumerate: bad value '9' for --size (expected 4, 5 or 6)"),
    (["rush", "enumerate", "--size", "4", "--shard", "1/2", "--sample", "2"], "--shard and --sample"),
    (["rush"], "boxcar rush: missing subcommand (solve, bench, cluster, agent or enumerate)"),
    (["rush", "park"], "boxcar rush: unknown subcommand 'park'"),
    (["generate", "sokoban", "--boxes", "9"], "boxcar generate sokoban: bad value '9' for --boxes"),
    (["generate", "rush", "--width", "5"], "boxcar generate rush: unknown option '--width'"),
    (["generate", "chess"], "boxcar generate: unknown subcommand 'chess' (sokoban or rush)"),
    (["library", "grade", LEVEL, LEVEL], "boxcar library grade: more than one FILE argument"),
    (["library", "verify", LEVEL, "--time-limit", "0"], "boxcar library verify: bad value '0' for --time-limit"),
    (["merge"], "boxcar merge: needs a FILE argument"),
    (["park"], "boxcar: unknown command 'park'"),
]
for args, message in USAGE:
    r = run(*args)
    check(f"{' '.join(args)[:70]}: exit 2 with '{message[:60]}'",
          r.returncode == 2 and message in r.stderr and r.stdout == "", f"exit {r.returncode}, stderr {r.stderr[:300]!r}")

# --- level text that begins with '-' is the level, not an option --------------------------------------
def solved(args, count=1):
    r = run(*args)
    rows = [json.loads(line) for line in r.stdout.splitlines() if line.strip()] if r.returncode == 0 else []
    return r, len(rows) == count and all(row["status"] == "solved" for row in rows)


RLE = "-#####|##@$.#|-#####"         # a floor square first
XSB = "--#####\n--#@$.#\n--#####\n"  # rows that begin with two floor squares
for name, args in [
    ("RLE beginning with '-', flags after", ["solve", RLE, "--json"]),
    ("RLE beginning with '-', flags before", ["solve", "--json", "--time-limit", "5", RLE]),
    ("RLE beginning with '-' between flags", ["solve", "--json", RLE, "--algo", "astar"]),
    ("RLE beginning with '-' after --level N", ["solve", "--level", "1", RLE, "--json"]),
    ("XSB rows beginning with '--'", ["solve", XSB, "--json"]),
    ("after a '--'", ["solve", "--json", "--", RLE]),
]:
    r, ok = solved(args)
    check(f"level text {name} is the level", ok and r.stderr.count("unknown option") == 0,
          f"exit {r.returncode}: {r.stderr[:300]} {r.stdout[:200]}")
r = run("library", "verify", "--json", RLE, "--no-recount")
rows = [json.loads(line) for line in r.stdout.splitlines() if line.strip()] if r.returncode == 0 else []
check("library verify: level text beginning with '-' is the level", [row["verdict"] for row in rows] == ["ok"],
      f"exit {r.returncode}: {r.stderr[:300]}")
r = run("bench", RLE, LEVEL, "--in-process", "--time-limit", "5")
check("bench: level text beginning with '-' among other arguments keeps its place",
      r.returncode == 0 and -1 < r.stdout.find(f"\n## {RLE} ") < r.stdout.find(f"\n## {LEVEL} "),
      f"exit {r.returncode}: {r.stderr[-300:]}")
r = run("solve", RLE, "--time-limit", "-3")
check("a flag's value beginning with '-' is still its value",
      r.returncode == 2 and "bad value '-3' for --time-limit" in r.stderr, r.stderr)
r = run("solve", RLE, "--time-limit")
check("a flag without its value after level text beginning with '-': the flag is named",
      r.returncode == 2 and "--time-limit needs a value" in r.stderr, r.stderr)
r = run("solve", "-", "--json")
check("a lone '-' is level text too (no level in it: exit 1)", r.returncode == 1 and "no Sokoban level" in r.stderr,
      f"exit {r.returncode}: {r.stderr}")

finish()
