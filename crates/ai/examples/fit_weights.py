#!/usr/bin/env python3
"""Fits Hard's Umel Bagara weights to game results: a logistic regression (Newton's
method, a small L2 penalty) of the mover's result on both players' features and cup
tables, each with a part that holds all game and a part times `late` (the share of
beans still in the cups), on 80 % of the positions `umel_fit` printed, scored by log
loss on the other 20 %. Prints the held-out loss of the fit and of the material count
(stores and rows) on stderr, and the weights as the `HARD` constant of
`crates/ai/src/eval_umel.rs`, in beans of the mover's store, on stdout.

Needs numpy (Debian: apt-get install python3-numpy).
Usage: cargo run --release -p sowing-ai --example umel_fit -- 2000 20000 8 > pos.txt
       python3 crates/ai/examples/fit_weights.py pos.txt > weights.rs
"""
import sys

import numpy as np

FEATURES = 6  # eval_umel::FEATURES: store, row, best capture, capture sum, capturing moves, big beans
EDGES = [1, 2, 3, 4, 5, 7, 10]  # eval_umel::bucket: 0, 1, 2, 3, 4, 5-6, 7-9, 10+
BUCKETS = len(EDGES) + 1
PAIR_COLUMNS = 36  # eval_umel::pair_column: two neighbouring cups, each 0..4 or 5+


def columns(d):
    """The regression's columns: a constant, then per player (mover, other) the
    features, the features but the store times late, the cup tables, the cup tables
    times late, the pair tables."""
    late = d[:, 1:2]
    cups = d[:, 2 + 2 * FEATURES:]
    out = [np.ones((len(d), 1))]
    for side in range(2):
        f = d[:, 2 + side * FEATURES:2 + (side + 1) * FEATURES]
        hot = np.concatenate([
            np.eye(BUCKETS)[np.digitize(cups[:, side * 5 + k], EDGES)] for k in range(5)
        ], axis=1)
        pairs = np.concatenate([
            np.eye(PAIR_COLUMNS)[(np.minimum(cups[:, side * 5 + k], 5) * 6
                                  + np.minimum(cups[:, side * 5 + k + 1], 5)).astype(int)]
            for k in range(4)
        ], axis=1)
        out += [f, f[:, 1:] * late, hot, hot * late, pairs]
    return np.hstack(out)


def fit(x, t, lam=1e-4, iters=12):
    w = np.zeros(x.shape[1])
    for _ in range(iters):
        p = 1 / (1 + np.exp(-np.clip(x @ w, -30, 30)))
        grad = x.T @ (p - t) + lam * len(t) * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + lam * len(t) * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def log_loss(x, t, w):
    p = np.clip(1 / (1 + np.exp(-np.clip(x @ w, -30, 30))), 1e-12, 1 - 1e-12)
    return float(-np.mean(t * np.log(p) + (1 - t) * np.log(1 - p)))


def rust(v):
    return '[' + ', '.join(f'{a:.3f}' for a in v) + ']'


def main():
    d = np.loadtxt(sys.argv[1])
    t = d[:, 0]
    order = np.random.default_rng(1).permutation(len(t))
    cut = int(len(t) * 0.8)
    train, test = order[:cut], order[cut:]
    x = columns(d)
    w = fit(x[train], t[train])
    print(f'{len(t)} positions, held-out log loss {log_loss(x[test], t[test], w):.4f}', file=sys.stderr)
    # The material count for comparison: stores and rows, with its scale and tempo fitted.
    diff = (d[:, 2] + d[:, 3] - d[:, 2 + FEATURES] - d[:, 3 + FEATURES])[:, None]
    m = np.hstack([np.ones((len(t), 1)), diff])
    wm = fit(m[train], t[train])
    print(f'material count: held-out log loss {log_loss(m[test], t[test], wm):.4f}', file=sys.stderr)
    w = w / w[1]
    at = 1
    print(f'// {len(t)} positions, fit by crates/ai/examples/fit_weights.py')
    print('pub const HARD: Weights = Weights {')
    for name, sign in (('mover', 1.0), ('other', -1.0)):
        part = lambda n: sign * w[at:at + n]
        f = part(FEATURES); at += FEATURES
        fl = np.concatenate([[0.0], part(FEATURES - 1)]); at += FEATURES - 1
        cups = part(5 * BUCKETS).reshape(5, BUCKETS); at += 5 * BUCKETS
        cups_late = part(5 * BUCKETS).reshape(5, BUCKETS); at += 5 * BUCKETS
        pairs = part(4 * PAIR_COLUMNS).reshape(4, PAIR_COLUMNS); at += 4 * PAIR_COLUMNS
        print(f'    {name}: Side {{')
        print(f'        features: {rust(f)},')
        print(f'        features_late: {rust(fl)},')
        print(f'        cups: [{", ".join(rust(r) for r in cups)}],')
        print(f'        cups_late: [{", ".join(rust(r) for r in cups_late)}],')
        print(f'        pairs: [{", ".join(rust(r) for r in pairs)}],')
        print('    },')
    print(f'    tempo: {w[0]:.3f},')
    print('};')


if __name__ == '__main__':
    main()
