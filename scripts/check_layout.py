#!/usr/bin/env python3
"""Checks the layout of every crate in the workspace (the game's src/ and crates/*/src):
no file over 400 lines, no `too_many_arguments` allow, a `//!` line atop every file, no
thread-local but a documented cache (search state is the caller's), and
no module cycle: neither between the top-level modules of a crate nor between the files
of one folder. A name re-exported at a crate's root or a folder's mod.rs counts as an edge
to the module it comes from. Prints each problem and exits 1 if there is any; `-v` also
prints each crate's module graph."""
import pathlib, re, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIMIT = 400
ROOTS = [ROOT / "src"] + sorted(p / "src" for p in (ROOT / "crates").iterdir() if (p / "src").is_dir())
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip(text):
    """The code without comments and without string literals' contents."""
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)


def split_top(s):
    """Splits a use tree's list at its top-level commas."""
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [x.strip() for x in out if x.strip()]


def expand(tree):
    """`a::{b, c::{d, e}}` -> [[a, b], [a, c, d], [a, c, e]] (renames dropped)."""
    tree = re.sub(r"\s+as\s+" + IDENT, "", tree.strip())
    if "{" in tree:
        head, rest = tree.split("{", 1)
        head = [p for p in head.rstrip(":").split("::") if p]
        body = rest[: rest.rfind("}")]
        return [head + tail for item in split_top(body) for tail in expand(item)]
    return [[p for p in re.sub(r"\s", "", tree).split("::") if p]]


def check(src):
    def module_of(path):
        parts = list(path.relative_to(src).with_suffix("").parts)
        if parts[-1] == "mod":
            parts = parts[:-1]
        if parts in (["lib"], ["main"]):
            return ()
        return tuple(parts)

    files = sorted(src.rglob("*.rs"))
    modules = {module_of(f): f for f in files}
    problems = []
    for f in files:
        text = f.read_text()
        rel = f.relative_to(ROOT)
        if text.count("\n") > LIMIT:
            problems.append(f"{rel}: {text.count(chr(10))} lines (at most {LIMIT})")
        if "too_many_arguments" in text:
            problems.append(f"{rel}: allows clippy::too_many_arguments")
        if not text.startswith("//!"):
            problems.append(f"{rel}: does not start with a //! line")
        # Search state belongs to the player's engine, never to a thread (issue 60): a
        # thread-local in a crate is allowed only as a cache whose doc says so.
        for m in re.finditer(r"thread_local!\s*\{\s*(///[^\n]*)?", text):
            if "cache" not in (m.group(1) or ""):
                problems.append(f"{rel}: a thread_local! that is not a documented cache")

    def absolute(m, parts):
        """A path as written in module m, made absolute within the crate (or None)."""
        if not parts:
            return None
        here = list(m)  # the module whose items `self::` names
        if parts[0] == "crate":
            return parts[1:]
        if parts[0] == "self":
            return here + parts[1:]
        if parts[0] == "super":
            base = here
            while parts and parts[0] == "super":
                base, parts = base[:-1], parts[1:]
            return base + parts
        return None

    texts = {m: strip(f.read_text()) for m, f in modules.items()}
    # Names each module re-exports with `pub use`, and where they come from.
    reexports = {m: {} for m in modules}
    for m, text in texts.items():
        for tree in re.findall(r"\bpub(?:\([^)]*\))?\s+use\s+([^;]+);", text):
            for parts in expand(tree):
                target = absolute(m, parts)
                # `pub use child::Item` names a module below this one.
                if target is None and parts and tuple(list(m) + parts[:1]) in modules:
                    target = list(m) + parts
                if target and target[-1] != "*":
                    reexports[m][target[-1]] = target

    def resolve(parts, seen=0):
        """The module a crate-absolute path to an item lives in."""
        if not parts:
            return None
        for n in range(len(parts), -1, -1):
            prefix = tuple(parts[:n])
            if prefix in modules:
                rest = parts[n:]
                if rest and rest[0] in reexports.get(prefix, {}) and seen < 8:
                    return resolve(reexports[prefix][rest[0]], seen + 1)
                return prefix
        return None

    edges = {m: set() for m in modules}
    for m, text in texts.items():
        # (`super::` inside a file's `mod tests` names its parent here: an edge to an
        # ancestor, which counts for nothing.)
        paths = []
        for tree in re.findall(r"\buse\s+([^;]+);", text):
            paths += expand(tree)
        for path in re.findall(r"\b((?:crate|super|self)(?:::" + IDENT + r")+)", text):
            paths.append(path.split("::"))
        for parts in paths:
            target = absolute(m, parts)
            if target is None:
                continue
            t = resolve(target)
            if t is not None and t != m and not (len(t) < len(m) and m[: len(t)] == t):
                edges[m].add(t)
    return files, modules, edges, problems


def cycles(nodes, succ):
    """Strongly connected components with more than one node (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(succ.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
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


sys.setrecursionlimit(10000)
total_files, problems = 0, []
for src in ROOTS:
    files, modules, edges, found = check(src)
    total_files += len(files)
    problems += found
    name = src.parent.relative_to(ROOT).as_posix() if src.parent != ROOT else "the game"
    folders = {m[:-1] for m in modules if m}
    for parent in sorted(folders):
        d = len(parent)
        succ = {}
        for m, ts in edges.items():
            if len(m) > d and m[:d] == parent:
                for t in ts:
                    if len(t) > d and t[:d] == parent and t[d] != m[d]:
                        succ.setdefault(m[: d + 1], set()).add(t[: d + 1])
        nodes = sorted({m[: d + 1] for m in modules if len(m) > d and m[:d] == parent})
        if "-v" in sys.argv:
            for n in nodes:
                if succ.get(n):
                    print(f"{name}: {show(n)} -> {', '.join(show(t) for t in sorted(succ[n]))}")
        for comp in cycles(nodes, succ):
            problems.append(f"{name}: module cycle in {show(parent)}: " + ", ".join(show(c) for c in comp))

for p in problems:
    print(p)
print(f"layout: {len(ROOTS)} crates, {total_files} files, {len(problems)} problems")
sys.exit(1 if problems else 0)
