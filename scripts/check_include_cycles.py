#!/usr/bin/env python3
"""Checks the include structure of src/app, from its #include "app/..." lines:

1. Units: no dependency cycle between the units of src/app (a unit is a .hpp/.cpp pair, named by its path
   without the extension): unit A depends on unit B when a file of A includes B's header.
2. Folders: no cycle between the folders of src/app (a top-level file of src/app counts as a folder of
   its own, named by its stem): folder A depends on folder B when a file of A includes a file of B.
3. Owners: the top-level owners (app_model, view_state) are included by no feature folder.

A folder dependency that breaks rule 2 or 3 today and is still to be cut is listed, with why it is
there, in scripts/include_layers_known.txt ("A -> B" per line, '#' starts a comment): the check ignores
those and fails when one of them no longer exists (take it off the list). Prints each problem and exits 1;
prints the counts and exits 0 otherwise.

Usage: check_include_cycles.py [src_dir]   (default: the src/ beside this script's folder)
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"(app/[^"]+)"', re.M)
OWNERS = ('app_model', 'view_state')
KNOWN = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'include_layers_known.txt')


def includes(src):
    """(file, included file) pairs of src/app, paths relative to src/."""
    app = os.path.join(src, 'app')
    found = []
    for folder, _, files in os.walk(app):
        for name in sorted(files):
            if not name.endswith(('.hpp', '.cpp', '.cpp.in')):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding='utf-8') as f:
                for target in INCLUDE.findall(f.read()):
                    found.append((os.path.relpath(path, src), target))
    return found


def unit_of(path):
    return path.split('.')[0]


def folder_of(path):
    """app/play/x.hpp -> play; app/app_model.hpp -> app_model (a top-level file is a folder of its own)."""
    parts = path.split('/')
    return parts[1].split('.')[0] if len(parts) == 2 else parts[1]


def is_feature_folder(src, folder):
    return os.path.isdir(os.path.join(src, 'app', folder))


def graph(pairs, key):
    nodes, edges, why = set(), {}, {}
    for a, b in pairs:
        ka, kb = key(a), key(b)
        nodes.update((ka, kb))
        if ka != kb:
            edges.setdefault(ka, set()).add(kb)
            why.setdefault((ka, kb), []).append('%s includes %s' % (a, b))
    return nodes, edges, why


def cycles(nodes, edges):
    """The strongly connected components of more than one node (Tarjan), each as a sorted list."""
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
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return found


def known_edges():
    known = set()
    if os.path.exists(KNOWN):
        with open(KNOWN, encoding='utf-8') as f:
            for line in f:
                line = line.split('#')[0].strip()
                if line:
                    a, b = (part.strip() for part in line.split('->'))
                    known.add((a, b))
    return known


def report(title, components, edges, why):
    for component in components:
        print('%s cycle: %s' % (title, ' <-> '.join(component)))
        for a in component:
            for b in sorted(d for d in edges.get(a, ()) if d in component):
                for line in why.get((a, b), ['%s includes %s' % (a, b)]):
                    print('  ' + line)


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src')
    pairs = includes(src)
    failed = False

    units, unit_edges, unit_why = graph(pairs, unit_of)
    unit_cycles = cycles(units, unit_edges)
    report('unit', unit_cycles, unit_edges, unit_why)
    failed |= bool(unit_cycles)

    folders, folder_edges, folder_why = graph(pairs, folder_of)
    known = known_edges()
    for a, b in sorted(known):
        if b not in folder_edges.get(a, ()):
            print('%s -> %s is listed in %s but no longer exists: take it off the list' % (a, b, os.path.basename(KNOWN)))
            failed = True
    cut = {a: {b for b in bs if (a, b) not in known} for a, bs in folder_edges.items()}
    folder_cycles = cycles(folders, cut)
    report('folder', folder_cycles, cut, folder_why)
    failed |= bool(folder_cycles)

    for a, bs in sorted(cut.items()):
        for owner in OWNERS:
            if owner in bs and is_feature_folder(src, a):
                print('the feature folder %s includes the owner %s:' % (a, owner))
                for line in folder_why[(a, owner)]:
                    print('  ' + line)
                failed = True

    if failed:
        return 1
    print('%d units, %d dependencies, no cycle; %d folders, %d dependencies, no cycle (%d listed to cut), '
          'no feature folder includes %s' % (len(units), sum(len(d) for d in unit_edges.values()), len(folders),
                                             sum(len(d) for d in folder_edges.values()), len(known), ' or '.join(OWNERS)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
