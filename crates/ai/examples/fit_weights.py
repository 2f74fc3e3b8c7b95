#!/usr/bin/env python3
"""Fits evaluation weights to game results: a logistic regression (Newton's method, a
small L2 penalty) of the mover's result on the mover's and the other player's features,
as `umel_fit` prints them (result, then the mover's features, then the other's), on 80 %
of the positions, scored by log loss on the other 20 %. Prints the weights in units of
the first feature (beans of store for Umel Bagara), and with WEIGHTS (comma-separated,
one per feature, the same for both players) the held-out loss of that fixed evaluation
for comparison. Plain Python, no packages.

Usage: python3 crates/ai/examples/fit_weights.py POSITIONS NAMES [WEIGHTS]
  e.g. cargo run --release -p sowing-ai --example umel_fit -- 1500 20000 7 hard > pos.txt
       python3 crates/ai/examples/fit_weights.py pos.txt \\
           store,row,moves,weak,empty,capture,row_late,moves_late,weak_late,empty_late,capture_late
"""
import math
import random
import sys


def features(v, k):
    return [1.0] + v[1:1 + k] + v[1 + k:1 + 2 * k]


def p_of(w, x):
    z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))
    return 1.0 / (1.0 + math.exp(-z))


def fit(rows, k, iters=10, lam=1e-4):
    xs = [features(v, k) for v in rows]
    ys = [v[0] for v in rows]
    n = len(xs[0])
    w = [0.0] * n
    for _ in range(iters):
        hess = [[0.0] * n for _ in range(n)]
        grad = [0.0] * n
        for x, t in zip(xs, ys):
            p = p_of(w, x)
            d, s = p - t, p * (1 - p)
            for i in range(n):
                if x[i] == 0:
                    continue
                grad[i] += d * x[i]
                for j in range(i, n):
                    hess[i][j] += s * x[i] * x[j]
        for i in range(n):
            hess[i][i] += lam * len(xs) + 1e-9
            grad[i] += lam * len(xs) * w[i]
            for j in range(i):
                hess[i][j] = hess[j][i]
        w = [a - d for a, d in zip(w, solve(hess, grad))]
    return w


def solve(a, b):
    """Gauss-Jordan elimination with partial pivoting: a x = b."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[r][c] != 0:
                f = m[r][c] / m[c][c]
                for cc in range(c, n + 1):
                    m[r][cc] -= f * m[c][cc]
    return [m[i][n] / m[i][i] for i in range(n)]


def log_loss(pairs):
    return -sum(t * math.log(p + 1e-12) + (1 - t) * math.log(1 - p + 1e-12) for p, t in pairs) / len(pairs)


def main():
    rows = [list(map(float, line.split())) for line in open(sys.argv[1]) if line.strip()]
    names = sys.argv[2].split(',')
    k = (len(rows[0]) - 1) // 2
    assert len(names) == k, f'{k} features in the file, {len(names)} names'
    random.seed(1)
    random.shuffle(rows)
    cut = int(len(rows) * 0.8)
    train, test = rows[:cut], rows[cut:]
    w = fit(train, k)
    held_out = log_loss([(p_of(w, features(v, k)), v[0]) for v in test])
    print(f'{len(rows)} positions, held-out log loss {held_out:.4f}')
    unit = w[1]
    print('mover:', ' '.join(f'{names[i]}={w[1 + i] / unit:.3f}' for i in range(k)))
    print('other:', ' '.join(f'{names[i]}={-w[1 + k + i] / unit:.3f}' for i in range(k)))
    print(f'tempo: {w[0] / unit:.3f}')
    if len(sys.argv) > 3:
        fixed = list(map(float, sys.argv[3].split(',')))
        # The fixed evaluation's score difference as a one-feature row; only its scale
        # and the tempo are fitted.
        row = lambda v: [v[0], sum(a * (m - o) for a, m, o in zip(fixed, v[1:1 + k], v[1 + k:])), 0.0]
        wf = fit([row(v) for v in train], 1)
        pairs = [(p_of(wf, features(row(v), 1)), v[0]) for v in test]
        print(f'fixed weights: held-out log loss {log_loss(pairs):.4f}')


if __name__ == '__main__':
    main()
