#!/usr/bin/env python3
"""`boxcar library verify|grade` on the built CLI and the shipped library (docs/LIBRARY.md).

  test_library.py BOXCAR LEVELS_DIR        (LEVELS_DIR = the repository's assets/levels)

Checks: verify passes on a shipped Originals tier (every solution replayed, every push count recounted)
and on the shipped Rush Hour file; tampered copies fail with exit 3 and name the level and the problem (a
solution step changed, a push count changed, a Rush Hour move count or cluster size changed); grading the
shipped Rush Hour file gives it back byte for byte; grading a small Sokoban collection writes levels that
verify; usage errors exit 2, an unreadable file 1. Prints one line per check; exit 1 if any failed.
"""
import json
import os
import shutil
import sys
import tempfile

from cli_check import cli_checks

BOXCAR, LEVELS = sys.argv[1], sys.argv[2]
TIER2 = os.path.join(LEVELS, "originals", "boxcar_originals_2_boxes.xsb")
TIER4 = os.path.join(LEVELS, "originals", "boxcar_originals_4_boxes.xsb")
RUSH = os.path.join(LEVELS, "rushhour", "boxcar_rush_6x6.txt")
TMP = tempfile.mkdtemp(prefix="boxcar-library-test.")

run, check, finish = cli_checks(BOXCAR, timeout=900)


def write(name, text):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        f.write(text)
    return path


RECORD = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"  # the 51-move line of the shipped Rush Hour file


def rush_sample(name, old, new):
    """The first 20 lines of the shipped Rush Hour file and its 51-move line, that line changed."""
    with open(RUSH) as f:
        lines = f.read().splitlines()
    record = next(line for line in lines if RECORD in line)
    assert old in record, f"{old!r} not in {record!r}"
    return write(name, "\n".join(lines[:20] + [record.replace(old, new)]) + "\n")


def tampered(source, name, old, new, count=1):
    with open(source) as f:
        text = f.read()
    assert old in text, f"{old!r} not in {source}"
    return write(name, text.replace(old, new, count))


try:
    # The shipped files verify.
    for path in (TIER2, TIER4, RUSH):
        r = run("library", "verify", path, "--json")
        lines = [json.loads(line) for line in r.stdout.splitlines()]
        bad = [line for line in lines if line["verdict"] != "ok"]
        check(f"verify {os.path.basename(path)}: exit 0, every entry ok",
              r.returncode == 0 and lines and not bad, f"exit {r.returncode}, {len(lines)} lines, bad {bad[:2]} {r.stderr[-300:]}")
    r = run("library", "verify", TIER2, "--json")
    first = json.loads(r.stdout.splitlines()[0])
    check("verify --json reports pushes, moves, optimal, boxes",
          first["kind"] == "sokoban" and first["pushes"] == 9 and first["optimal"] is True and first["boxes"] == 2,
          json.dumps(first))

    with open(TIER2) as f:
        tier2 = f.read()
    # Level 1 of tier 2: "Pushes: 9 (optimal)" and its solution's first line.
    solution_line = tier2.split("Solution\n", 1)[1].split("\n", 1)[0]
    step = {"l": "r", "r": "l", "u": "d", "d": "u"}
    flipped = step.get(solution_line[0].lower(), "l") + solution_line[1:]
    cases = [
        ("a solution step changed", tampered(TIER2, "step.xsb", solution_line, flipped), "fails the replay"),
        ("a push count changed", tampered(TIER2, "pushes.xsb", "Pushes: 9 (optimal)", "Pushes: 8 (optimal)"), "Pushes: 8"),
        ("a moves count changed", tampered(TIER2, "moves.xsb", "Moves: ", "Moves: 1"), "Moves: 1"),
        ("a Rush Hour move count changed", rush_sample("rush_moves.txt", "51 " + RECORD, "50 " + RECORD), "moves 50 stored"),
        ("a Rush Hour cluster size changed", rush_sample("rush_cluster.txt", RECORD + " 4780", RECORD + " 4781"),
         "cluster size 4781"),
    ]
    for name, path, words in cases:
        r = run("library", "verify", path, "--no-recount") if path.endswith(".xsb") else run("library", "verify", path)
        bad_lines = [line for line in r.stdout.splitlines() if line.startswith("BAD")]
        check(f"verify fails on {name} (exit 3, the entry named)",
              r.returncode == 3 and len(bad_lines) == 1 and words in r.stdout,
              f"exit {r.returncode}, BAD lines {bad_lines}, stdout tail {r.stdout[-400:]!r}")
    # A "(optimal)" count the solver beats, with a consistent stored solution: caught by the recount only.
    level1 = tier2.split("\n\n")[1]
    board = "\n".join(line for line in level1.splitlines() if line and line[0] in "# ")
    walk = json.loads(run("solve", board, "--algo", "dfs", "--json").stdout)  # a long, legal, non-optimal solution
    check("depth-first gives a solution with more pushes than the optimum 9", walk["status"] == "solved" and walk["pushes"] > 9,
          json.dumps(walk))
    fake = write("overclaim.xsb", f"; Too many\n{board}\nPushes: {walk['pushes']} (optimal)\nMoves: {walk['moves']}\n"
                                  f"Solution\n{walk['solution']}\n")
    r = run("library", "verify", fake)
    check("verify recounts: an (optimal) count above the optimum fails",
          r.returncode == 3 and "push-optimal solver needs 9" in r.stdout, r.stdout)
    r = run("library", "verify", fake, "--no-recount")
    check("... and passes without the recount (the notes match the stored solution)", r.returncode == 0, r.stdout)

    # Grade: the shipped Rush Hour file comes back unchanged.
    r = run("library", "grade", RUSH, "--max-per-moves", "50")
    with open(RUSH) as f:
        check("grade gives the shipped Rush Hour file back byte for byte", r.returncode == 0 and r.stdout == f.read(),
              f"exit {r.returncode}, {len(r.stdout)} chars {r.stderr[-300:]}")
    # Grade a plain collection: the result carries counts and solutions that verify.
    plain = write("plain.xsb", "; One\n#####\n#@$.#\n#####\n\n; Two\n#######\n#     #\n#@$ $ #\n#  .. #\n#######\n")
    r = run("library", "grade", plain, "--title", "Test set")
    graded = write("graded.xsb", r.stdout)
    v = run("library", "verify", graded, "--json")
    lines = [json.loads(line) for line in v.stdout.splitlines()]
    check("grade writes Pushes/Moves/Solution that verify (optimal)",
          r.returncode == 0 and "Collection: Test set" in r.stdout and "Pushes: 1 (optimal)" in r.stdout and v.returncode == 0
          and [line["optimal"] for line in lines] == [True, True], r.stdout + v.stdout)

    # Usage and reading errors.
    check("unknown subcommand: exit 2", run("library", "polish", TIER2).returncode == 2)
    check("unknown flag: exit 2", run("library", "verify", TIER2, "--fast").returncode == 2)
    check("bad --time-limit: exit 2", run("library", "verify", TIER2, "--time-limit", "0").returncode == 2)
    check("missing file: exit 1", run("library", "verify", os.path.join(TMP, "absent.xsb")).returncode == 1)
finally:
    shutil.rmtree(TMP, ignore_errors=True)

finish()
