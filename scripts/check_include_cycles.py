#!/usr/bin/env python3
"""Finds dependency cycles between the units of src/app (a unit is a .hpp/.cpp pair, named by its path
without the extension): unit A depends on unit B when a file of A includes B's header. Prints each cycle
and exits 1 when there is one; prints the number of units and dependencies and exits 0 otherwise.

Usage: check_include_cycles.py [src_dir]   (default: the src/ beside this script's folder)
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"(app/[^"]+)"', re.M)


def units_and_edges(src):
    app = os.path.join(src, 'app')
    units, edges = set(), {}
    for folder, _, files in os.walk(app):
        for name in files:
            if not name.endswith(('.hpp', '.cpp', '.cpp.in')):
                continue
            path = os.path.join(folder, name)
            unit = os.path.relpath(path, src).split('.')[0]
            units.add(unit)
            with open(path, encoding='utf-8') as f:
                for target in INCLUDE.findall(f.read()):
                    dep = target.split('.')[0]
                    if dep != unit:
                        edges.setdefault(unit, set()).add(dep)
    return units, edges


def cycles(units, edges):
    """The strongly connected components of more than one unit (Tarjan), each as a sorted list."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10000)
    for v in sorted(units):
        if v not in index:
            visit(v)
    return found


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src')
    units, edges = units_and_edges(src)
    found = cycles(units, edges)
    for component in found:
        print('cycle:', ' <-> '.join(component))
        for a in component:
            print('  %s includes %s' % (a, ', '.join(sorted(d for d in edges.get(a, ()) if d in component))))
    if found:
        return 1
    print('%d units, %d dependencies, no cycle' % (len(units), sum(len(d) for d in edges.values())))
    return 0


if __name__ == '__main__':
    sys.exit(main())
