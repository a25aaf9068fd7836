# nodes per CPU second from boxcar bench per-level tables: sum(expanded)/sum(CPU s), over the levels of both
# sides. Each side is one table or a comma list of tables (runs); the i-th table of one side is paired with
# the i-th of the other (the same round), and a level counts once per pair.
import sys, math


def read(path):
    rows = {}
    for line in open(path):
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if len(cells) >= 9 and cells[0].isdigit():
            # level | title | status | moves | pushes | wall s | CPU s | expanded | generated | ...
            rows[int(cells[0])] = (cells[2], float(cells[6]), int(cells[7]))
    return rows


def read_side(arg):
    rows = {}
    for run, path in enumerate(arg.split(',')):
        for level, row in read(path).items():
            rows[(run, level)] = row
    return rows


def rate(r, keys):
    return sum(r[k][2] for k in keys) / sum(r[k][1] for k in keys)


def geo_mean(values):
    return math.exp(sum(map(math.log, values)) / len(values))


if len(sys.argv) != 3 or len(sys.argv[1].split(',')) != len(sys.argv[2].split(',')):
    sys.exit("usage: nodes_per_cpu_second.py A.md[,A2.md...] B.md[,B2.md...]  (as many tables on each side)")
a, b = read_side(sys.argv[1]), read_side(sys.argv[2])
common = sorted(set(a) & set(b))
for name, r in ((sys.argv[1], a), (sys.argv[2], b)):
    cpu = sum(r[k][1] for k in common); exp = sum(r[k][2] for k in common)
    solved = sum(r[k][0] == 'solved' for k in common)
    print(f"{name}: {len(common)} levels, solved {solved}, expanded {exp}, CPU {cpu:.2f} s, {exp/cpu:.0f} nodes/CPU s")
print(f"ratio first/second: {rate(a, common) / rate(b, common):.3f}")
to = [k for k in common if a[k][0] != 'solved' and b[k][0] != 'solved']
if to:
    levels = sorted({level for _, level in to})
    print(f"both unsolved {levels} ({len(to)} level runs): ratio {rate(a, to) / rate(b, to):.3f}")
    geo = [(a[k][2] / a[k][1]) / (b[k][2] / b[k][1]) for k in to if a[k][2] > 0 and b[k][2] > 0]
    if geo:
        print(f"both unsolved: per-level geometric mean ratio {geo_mean(geo):.3f}")
per = [(a[k][2] / a[k][1]) / (b[k][2] / b[k][1]) for k in common
       if a[k][1] > 0.05 and b[k][1] > 0.05 and a[k][2] > 0 and b[k][2] > 0]
print(f"per-level geometric mean ratio over {len(per)} levels: {geo_mean(per):.3f}")
