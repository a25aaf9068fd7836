"""What the CLI test scripts share: running the built boxcar, printing each check, the exit status.

    run, check, finish = cli_checks(BOXCAR, timeout=300)
    check("solve exits 0", run("solve", "level.xsb").returncode == 0)
    finish()  # prints the count of failed checks and exits 1 when there is one
"""
import os
import subprocess
import sys
import tempfile


def temp_folder(prefix):
    """A new temporary folder, and a function that names a file in it."""
    folder = tempfile.mkdtemp(prefix=prefix)
    return folder, lambda name: os.path.join(folder, name)


def read_text(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def cli_checks(boxcar, timeout):
    failures = []

    def run(*args):
        return subprocess.run([boxcar, *args], capture_output=True, text=True, timeout=timeout)

    def check(name, ok, detail=""):
        print(("ok      " if ok else "FAILED  ") + name + ("" if ok else ": " + detail))
        if not ok:
            failures.append(name)

    def finish():
        print(f"{len(failures)} failed" if failures else "all passed")
        sys.exit(1 if failures else 0)

    return run, check, finish
