# nodes per CPU second from boxcar bench per-level tables: sum(expanded)/sum(CPU s), over the levels of both files
import sys, re, math
def read(path):
    rows = {}
    for line in open(path):
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if len(cells) >= 9 and cells[0].isdigit():
            # level | title | status | moves | pushes | wall s | CPU s | expanded | generated | ...
            rows[int(cells[0])] = (cells[2], float(cells[6]), int(cells[7]))
    return rows
a, b = read(sys.argv[1]), read(sys.argv[2])
common = sorted(set(a) & set(b))
for name, r in ((sys.argv[1], a), (sys.argv[2], b)):
    cpu = sum(r[k][1] for k in common); exp = sum(r[k][2] for k in common)
    solved = sum(r[k][0] == 'solved' for k in common)
    print(f"{name}: {len(common)} levels, solved {solved}, expanded {exp}, CPU {cpu:.2f} s, {exp/cpu:.0f} nodes/CPU s")
ra = sum(a[k][2] for k in common)/sum(a[k][1] for k in common)
rb = sum(b[k][2] for k in common)/sum(b[k][1] for k in common)
print(f"ratio first/second: {ra/rb:.3f}")
import math
to = [k for k in common if a[k][0] != 'solved' and b[k][0] != 'solved']
if to:
    print(f"both unsolved {to}: ratio {(sum(a[k][2] for k in to)/sum(a[k][1] for k in to))/(sum(b[k][2] for k in to)/sum(b[k][1] for k in to)):.3f}")
    geo = [(a[k][2]/a[k][1])/(b[k][2]/b[k][1]) for k in to if a[k][2] > 0 and b[k][2] > 0]
    if geo:
        print(f"both unsolved: per-level geometric mean ratio {math.exp(sum(map(math.log, geo))/len(geo)):.3f}")
per = [ (a[k][2]/a[k][1])/(b[k][2]/b[k][1]) for k in common if a[k][1] > 0.05 and b[k][1] > 0.05 and a[k][2] > 0 and b[k][2] > 0]
print(f"per-level geometric mean ratio over {len(per)} levels: {math.exp(sum(map(math.log, per))/len(per)):.3f}")
