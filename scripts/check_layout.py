#!/usr/bin/env python3
"""Checks the game crate's layout (issue 18): no file in src/ over 400 lines, no
`too_many_arguments` allow, a `//!` line atop every file, and no module cycle: neither
between the feature folders of src/ nor between the files of one folder.
Prints each problem and exits 1 if there is any."""
import pathlib, re, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
LIMIT = 400

def module_of(path):
    rel = path.relative_to(SRC).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "mod":
        parts = parts[:-1]
    if parts in (["lib"], ["main"]):
        return ()
    return tuple(parts)

files = sorted(SRC.rglob("*.rs"))
modules = {module_of(f): f for f in files}
problems = []

for f in files:
    text = f.read_text()
    lines = text.count("\n")
    rel = f.relative_to(ROOT)
    if lines > LIMIT:
        problems.append(f"{rel}: {lines} lines (at most {LIMIT})")
    if "too_many_arguments" in text:
        problems.append(f"{rel}: allows clippy::too_many_arguments")
    if not text.startswith("//!"):
        problems.append(f"{rel}: does not start with a //! line")

def resolve(parts):
    """The longest known module that a path `crate::a::b::Item` names."""
    for n in range(len(parts), 0, -1):
        if tuple(parts[:n]) in modules:
            return tuple(parts[:n])
    return None

PATH = re.compile(r"\b(crate|super)((?:::[A-Za-z_][A-Za-z0-9_]*)+)")
GROUP = re.compile(r"\buse\s+crate::\{([^;]*)\};", re.S)

edges = {m: set() for m in modules}
for m, f in modules.items():
    text = re.sub(r"//[^\n]*", "", f.read_text())
    is_mod_rs = f.name == "mod.rs"
    refs = []
    for head, tail in PATH.findall(text):
        parts = tail.split("::")[1:]
        if head == "crate":
            refs.append(parts)
        else:
            base = list(m) if is_mod_rs else list(m[:-1])
            while parts and parts[0] == "super":
                base, parts = base[:-1], parts[1:]
            refs.append(base[:-1] + parts if is_mod_rs else base + parts)
    for group in GROUP.findall(text):
        for item in re.split(r",\s*", group):
            item = item.strip()
            if item:
                refs.append(re.split(r"::", item.split("{")[0].rstrip(":")))
    for parts in refs:
        target = resolve(parts)
        if target and target != m:
            edges[m].add(target)

def cycles(nodes, succ):
    """Strongly connected components with more than one node (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    def visit(v):
        index[v] = low[v] = counter[0]; counter[0] += 1
        stack.append(v); on.add(v)
        for w in succ.get(v, ()):
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))
    for v in nodes:
        if v not in index:
            visit(v)
    return out

def show(m):
    return "::".join(m) or "crate"

# Between the top-level modules (feature folders).
top = {}
for m, ts in edges.items():
    for t in ts:
        if m and t and m[0] != t[0]:
            top.setdefault(m[0], set()).add(t[0])
for comp in cycles(sorted({m[0] for m in modules if m}), top):
    problems.append("module cycle between " + ", ".join(comp))
# Between the files of one folder.
parents = {m[:-1] for m in modules if len(m) > 1}
for parent in sorted(parents):
    d = len(parent)
    succ = {}
    for m, ts in edges.items():
        if len(m) > d and m[:d] == parent:
            for t in ts:
                if len(t) > d and t[:d] == parent and t[d] != m[d]:
                    succ.setdefault(m[: d + 1], set()).add(t[: d + 1])
    nodes = sorted({m[: d + 1] for m in modules if len(m) > d and m[:d] == parent})
    for comp in cycles(nodes, succ):
        problems.append("module cycle in " + show(parent) + ": " + ", ".join(show(c) for c in comp))

if "-v" in sys.argv:
    for m in sorted(top):
        print(m, "->", ", ".join(sorted(top[m])))
for p in problems:
    print(p)
print(f"layout: {len(files)} files, {len(problems)} problems")
sys.exit(1 if problems else 0)
