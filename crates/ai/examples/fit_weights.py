#!/usr/bin/env python3
"""Fits Hard's Umel Bagara weights to search scores and game results: a logistic
regression (Newton's method, a small L2 penalty) of a target for the mover on both
players' features and cup tables, each with a part that holds all game and a part times
`late` (the share of beans still in the cups), on 80 % of the positions `umel_fit`
printed, scored by log loss against the games' results on the other 20 %. The target
is MIX times the result plus 1 - MIX times the search's score made a probability (a
logistic of the score, its scale fitted to the results; a proved score as such; the
result alone where the search had a single move); positions off the games' lines
(result -1) take the score alone and stay out of the held-out loss. Prints the held-out
loss of the fit and of the material count (stores and rows) on stderr, and the weights
as the `HARD` constant of `crates/ai/src/eval_umel.rs`, in beans of the mover's store,
on stdout.

Needs numpy (Debian: apt-get install python3-numpy).
Hard now adds a network trained together with these columns (`fit_net.py`, which
imports this file); this fit alone, MIX 0, gave Hard's weights before the network.
Usage (those weights: seeds 31 and 32 with 600 games, 33 and 34 with 350 and SIDE 4):
       cargo run --release -p sowing-ai --example umel_fit -- 600 100000 31 > pos.txt
       cargo run --release -p sowing-ai --example umel_fit -- 350 100000 33 4 >> pos.txt
       python3 crates/ai/examples/fit_weights.py pos.txt [MIX] > weights.rs
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
    late = d[:, 3:4]
    cups = d[:, 4 + 2 * FEATURES:]
    out = [np.ones((len(d), 1))]
    for side in range(2):
        f = d[:, 4 + side * FEATURES:4 + (side + 1) * FEATURES]
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


def sigmoid(z):
    return 1 / (1 + np.exp(-np.clip(z, -30, 30)))


def score_scale(d, train):
    """The search score's scale, fitted to the training results where the search was
    neither proved nor alone (log-odds per bean)."""
    result, score, depth = d[:, 0], d[:, 1], d[:, 2]
    plain = (depth > 0) & (np.abs(score) < 1000) & (result >= 0)
    use = train[plain[train]]
    return fit(score[use, None], result[use])[0]


def targets(d, train, mix, k):
    """The fit's target per position (module doc): the result mixed with the search's
    score made a probability at scale `k` (`score_scale`)."""
    result, score, depth = d[:, 0], d[:, 1], d[:, 2]
    known = result >= 0
    proved = np.abs(score) >= 1000
    searched = np.where(proved, (score > 0).astype(float), sigmoid(k * score))
    searched = np.where(depth > 0, searched, result)
    return np.where(known, mix * result + (1 - mix) * searched, searched)


def hard_constant(w):
    """The `HARD` constant of `eval_umel.rs` from the columns' weights `w`, as they
    are (the caller scales them to beans)."""
    out = ['pub const HARD: Weights = Weights {']
    at = 1
    for name, sign in (('mover', 1.0), ('other', -1.0)):
        def part(n):
            nonlocal at
            at += n
            return sign * w[at - n:at]
        f = part(FEATURES)
        late = np.concatenate([[0.0], part(FEATURES - 1)])
        cups = part(5 * BUCKETS).reshape(5, BUCKETS)
        cups_late = part(5 * BUCKETS).reshape(5, BUCKETS)
        pairs = part(4 * PAIR_COLUMNS).reshape(4, PAIR_COLUMNS)
        out += [f'    {name}: Side {{',
                f'        features: {rust(f)},',
                f'        features_late: {rust(late)},',
                f'        cups: [{", ".join(rust(r) for r in cups)}],',
                f'        cups_late: [{", ".join(rust(r) for r in cups_late)}],',
                f'        pairs: [{", ".join(rust(r) for r in pairs)}],',
                '    },']
    out += [f'    tempo: {w[0]:.3f},', '};']
    return '\n'.join(out)


def main():
    d = np.loadtxt(sys.argv[1])
    d = d[(d[:, 0] >= 0) | (d[:, 2] > 0)]
    mix = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    t = d[:, 0]
    order = np.random.default_rng(1).permutation(len(t))
    cut = int(len(t) * 0.8)
    train, test = order[:cut], order[cut:]
    test = test[t[test] >= 0]
    x = columns(d)
    k = score_scale(d, train)
    print(f'search score scale: {1 / k:.2f} beans per unit of log-odds', file=sys.stderr)
    w = fit(x[train], targets(d, train, mix, k)[train])
    print(f'{len(t)} positions, held-out log loss {log_loss(x[test], t[test], w):.4f}', file=sys.stderr)
    # The material count for comparison: stores and rows, with its scale and tempo fitted.
    diff = (d[:, 4] + d[:, 5] - d[:, 4 + FEATURES] - d[:, 5 + FEATURES])[:, None]
    m = np.hstack([np.ones((len(t), 1)), diff])
    known = train[t[train] >= 0]
    wm = fit(m[known], t[known])
    print(f'material count: held-out log loss {log_loss(m[test], t[test], wm):.4f}', file=sys.stderr)
    print(f'// {len(t)} positions, fit by crates/ai/examples/fit_weights.py')
    print(hard_constant(w / w[1]))

if __name__ == '__main__':
    main()
