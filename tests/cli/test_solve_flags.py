#!/usr/bin/env python3
"""`--optimize` and `--cpu-time` on `boxcar solve` and `boxcar bench`, end to end on the built CLI.

  test_solve_flags.py BOXCAR LEVELS_DIR

Checks: both flags are accepted by solve and bench; a bad --optimize value is a usage error (exit 2) whose
message names the flag and the values it takes; the JSON line reports the first solution beside the final
one, the final one never longer; --optimize off leaves the first solution; bench tables carry the
first-solution columns; solve and bench read --time-limit the same way. Prints one line per check; exit 1
if any failed.
"""
import json
import os
import sys
import tempfile

from cli_check import cli_checks

BOXCAR, LEVELS = sys.argv[1], sys.argv[2]
MICROBAN = os.path.join(LEVELS, "sokoban", "Microban.xsb")

run, check, finish = cli_checks(BOXCAR, timeout=300)


def solve_json(*args):
    r = run("solve", MICROBAN, "--level", "4", "--json", "--time-limit", "20", *args)
    rows = [json.loads(line) for line in r.stdout.splitlines() if line.strip()]
    return r, rows[0] if rows else {}


r, row = solve_json("--cpu-time")
check("solve --cpu-time solves Microban 4", r.returncode == 0 and row.get("status") == "solved", r.stderr[-300:])
check("the JSON line has first_time_ms, first_moves, first_pushes",
      all(k in row for k in ("first_time_ms", "first_moves", "first_pushes")), str(row)[:300])
check("the default (moves) shortens auto's first solution of Microban 4",
      row.get("moves", 1e9) < row.get("first_moves", 0) and row.get("first_time_ms", 1e9) <= row.get("time_ms", 0),
      str({k: row.get(k) for k in ("moves", "first_moves", "first_time_ms", "time_ms")}))

r, off = solve_json("--cpu-time", "--optimize", "off")
check("--optimize off keeps the first solution",
      r.returncode == 0 and off.get("moves") == off.get("first_moves") == row.get("first_moves")
      and off.get("pushes") == off.get("first_pushes"), str(off)[:300])

r, pushes = solve_json("--optimize", "pushes")
check("--optimize pushes: never more pushes than the first solution",
      r.returncode == 0 and pushes.get("status") == "solved" and pushes["pushes"] <= pushes["first_pushes"],
      str(pushes)[:300])

for bad in (["--optimize", "shortest"], ["--optimize"], ["--optimize", ""]):
    r = run("solve", MICROBAN, "--level", "1", *bad)
    check(f"solve {' '.join(bad) or '(empty)'} is a usage error naming --optimize",
          r.returncode == 2 and "--optimize" in r.stderr and r.stdout == "", f"exit {r.returncode}: {r.stderr}")
r = run("solve", MICROBAN, "--level", "1", "--optimize", "shortest")
check("the message lists off|moves|pushes", "off|moves|pushes" in r.stderr, r.stderr)
r = run("bench", MICROBAN, "--levels", "1", "--optimize", "shortest")
check("bench --optimize shortest is a usage error naming --optimize",
      r.returncode == 2 and "--optimize" in r.stderr and "off|moves|pushes" in r.stderr, f"exit {r.returncode}: {r.stderr}")
for tool in ("solve", "bench"):
    r = run(tool, MICROBAN, "--level" if tool == "solve" else "--levels", "1", "--time-limit", "-3")
    check(f"{tool} --time-limit -3 is a usage error with the same message",
          r.returncode == 2 and "bad value '-3' for --time-limit (expected a positive number of seconds)" in r.stderr,
          r.stderr)

with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "b.md")
    r = run("bench", MICROBAN, "--levels", "4", "--time-limit", "20", "--cpu-time", "--optimize", "moves",
            "--in-process", "--out", out)
    text = open(out).read() if os.path.exists(out) else ""
    check("bench --cpu-time --optimize moves runs", r.returncode == 0 and "(--cpu-time)" in text, r.stderr[-300:])
    check("bench tables have the first-solution columns",
          "median s to first solution (CPU)" in text and "| first s | first moves | first pushes |" in text, text[:500])

finish()
