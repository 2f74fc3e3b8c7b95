#!/usr/bin/env python3
"""Fits Hard's two-player Myra weights (`HARD_WEIGHTS`, `HARD_MOVE` in
`crates/ai/src/eval_myra.rs`) to search scores: a logistic regression (Newton's
method, a small L2 penalty) of the deeper search's score made a probability (a logistic
of the score over SCALE soldiers) on the difference of the mover's and the other's
features (`eval_myra::features`), a constant (the move) and, fitted but not kept,
whether the mover may capture, the logarithm of how many captures and whether the mover
is attacked, on 80 % of the positions `myra_fit`
printed (proved scores left out); prints the held-out cross-entropy and
correlation with the scores of the fit and of Hard's evaluation before on stderr, and
the weights in soldiers on stdout, as the constants.

Needs numpy (Debian: apt-get install python3-numpy).
Hard's weights: `myra_fit -- 1 100000 1 4`, `-- 40 500000 1 4` and `-- 40 500000 2 4`,
the last two stopped after 19 and 18 games (a game's positions are printed when it
ends), then this file on the three outputs.
Usage: python3 crates/ai/examples/fit_myra.py pos.txt... [--quiet] [--drop=I,J]
(--quiet: the positions where the mover has no capture alone; --drop: leave features
I, J out, numbered from 0)
"""
import sys

import numpy as np

from fit_weights import fit  # Newton's method with the L2 penalty, beside this file

SCALE = 4.0
FEATURES = 10  # eval_myra::FEATURES
NAMES = ["soldiers", "reserve", "queen attacked", "pressure", "near her",
         "queen's empty", "queen's own", "singles", "troops", "fortresses"]


def load(paths):
    rows = [np.loadtxt(p, ndmin=2) for p in paths]
    return np.vstack(rows)


def hard_before(d):
    """Hard's evaluation before, for the mover, in soldiers."""
    me, ot = d[:, 5:5 + FEATURES], d[:, 5 + FEATURES:]
    m = me[:, 0] + 0.5 * me[:, 1] - ot[:, 0] - 0.5 * ot[:, 1]
    m += 4.0 * ot[:, 2] - 4.0 * me[:, 2]
    m += 0.02 * (me[:, 3] - ot[:, 3])
    return m


def xent(z, t):
    p = np.clip(1 / (1 + np.exp(-np.clip(z, -30, 30))), 1e-6, 1 - 1e-6)
    return float(-np.mean(t * np.log(p) + (1 - t) * np.log(1 - p)))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    d = load(args)
    d = d[np.abs(d[:, 1]) < 1000]
    if "--quiet" in sys.argv:
        d = d[d[:, 3] == 0]
    t = 1 / (1 + np.exp(-d[:, 1] / SCALE))
    diff = d[:, 5:5 + FEATURES] - d[:, 5 + FEATURES:]
    drop = [int(i) for a in sys.argv if a.startswith("--drop=") for i in a[7:].split(",")]
    diff[:, drop] = 0
    # Whether the mover may capture and whether the mover's queen is attacked: fitted,
    # not printed, so the constant is the move's worth where the mover cannot capture
    # (the evaluation stands in for a quiet position: the search reads the captures).
    nuisance = np.stack([d[:, 3] > 0, np.log1p(d[:, 3]), d[:, 4]], axis=1)
    x = np.hstack([np.ones((len(d), 1)), diff, nuisance])
    rng = np.random.default_rng(1)
    test = rng.random(len(d)) < 0.2
    w = fit(x[~test], t[~test], iters=15)
    z_fit, z_before = x[test] @ w, hard_before(d[test]) / SCALE
    print("captures, their log, check: " + ", ".join(f"{SCALE * v:.3f}" for v in w[-3:]),
          file=sys.stderr)
    print(f"{len(d)} positions, {test.sum()} held out", file=sys.stderr)
    for name, z in [("fit", z_fit), ("before", z_before), ("zero", 0 * z_fit)]:
        c = np.corrcoef(z, d[test, 1])[0, 1] if z.std() > 0 else 0
        print(f"{name}: cross-entropy {xent(z, t[test]):.4f}, correlation {c:.3f}",
              file=sys.stderr)
    print("/// " + ", ".join(NAMES))
    print("const HARD_WEIGHTS: [f32; FEATURES] = ["
          + ", ".join(f"{SCALE * v:.4f}" for v in w[1:1 + FEATURES]) + "];")
    print(f"const HARD_MOVE: f32 = {SCALE * w[0]:.4f};")


if __name__ == "__main__":
    main()
