#!/usr/bin/env python3
"""Fits Hard's Umel Bagara evaluation with a small network (docs/computer-players.md):
the columns of `fit_weights.py` (features, cup and pair tables, each also times `late`)
plus one hidden layer of HIDDEN rectified units over the cups (one column per cup and
count, 0 to 15 or more, the mover's cups first), `late` and both players' features,
trained together by Adam on mini-batches (512 positions, EPOCHS passes, the step cut to
a third halfway) against the search's scores made probabilities (`fit_weights.targets`
with MIX 0), on 80 % of the positions `umel_fit` printed. Prints on stderr, per pass,
the cross-entropy against those targets on the other 20 %, the log loss against the
games' results there and the correlation with the search's scores off the games' lines;
on stdout the weights in beans of the search's score (its scale as printed, to two
decimals): the `HARD` constant of `crates/ai/src/eval_umel.rs`, then
`crates/ai/src/umel_net/weights.rs` from its `HIDDEN` constant on (the hidden layer's
size, then `HARD_NET`). The same file and arguments give the same weights.

Needs numpy (Debian: apt-get install python3-numpy).
Usage (Hard's weights: the positions of fit_weights.py's recipe, seeds 31 to 34 played
with the weights before that fit, then seeds 41 and 42 played with that fit's weights
(Hard's before the network), all in one file in this order; HIDDEN 32 and EPOCHS 12 are
the defaults):
       cargo run --release -p sowing-ai --example umel_fit -- 400 100000 41 4 >> pos.txt
       python3 crates/ai/examples/fit_net.py pos.txt [HIDDEN] [EPOCHS] > weights.rs
"""
import sys

import numpy as np

import fit_weights as fw

COUNTS = 16  # umel_net::COUNTS: a cup's column, 0 to 14 beans and 15 or more
FEATURE_SCALE = [20, 20, 10, 10, 5, 20]  # umel_net::FEATURE_SCALE


def net_inputs(d):
    """The network's inputs: each cup's count as one of COUNTS columns, late, and both
    players' features divided by FEATURE_SCALE."""
    cups = d[:, 4 + 2 * fw.FEATURES:].astype(int)
    hot = np.concatenate([np.eye(COUNTS, dtype=np.float32)[np.minimum(cups[:, k], COUNTS - 1)]
                          for k in range(10)], axis=1)
    scale = np.array([1] + FEATURE_SCALE * 2, dtype=np.float32)
    return np.hstack([hot, d[:, 3:4 + 2 * fw.FEATURES].astype(np.float32) / scale])


class Model:
    """The linear columns' weights plus the network's, trained together."""

    def __init__(self, linear, inputs, hidden, rng):
        self.p = {'wl': np.zeros(linear, np.float32),
                  'w1': (rng.standard_normal((inputs, hidden)) * 0.1).astype(np.float32),
                  'b1': np.zeros(hidden, np.float32),
                  'w2': np.zeros(hidden, np.float32)}
        self.m = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.step = 0

    def forward(self, xl, xn):
        h = np.maximum(xn @ self.p['w1'] + self.p['b1'], 0)
        return xl @ self.p['wl'] + h @ self.p['w2'], h

    def train(self, xl, xn, y, lr, l2=1e-5):
        """One Adam step on a mini-batch against targets y."""
        z, h = self.forward(xl, xn)
        g = (fw.sigmoid(z) - y) / len(y)
        gh = np.outer(g, self.p['w2']) * (h > 0)
        grads = {'wl': xl.T @ g + l2 * self.p['wl'], 'w2': h.T @ g,
                 'w1': xn.T @ gh + l2 * self.p['w1'], 'b1': gh.sum(0)}
        self.step += 1
        for k, p in self.p.items():
            self.m[k] = 0.9 * self.m[k] + 0.1 * grads[k]
            self.v[k] = 0.999 * self.v[k] + 0.001 * grads[k] ** 2
            mh = self.m[k] / (1 - 0.9 ** self.step)
            vh = self.v[k] / (1 - 0.999 ** self.step)
            p -= lr * mh / (np.sqrt(vh) + 1e-8)


def cross_entropy(z, y):
    p = np.clip(fw.sigmoid(z), 1e-7, 1 - 1e-7)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def rust_weights(model, scale):
    """The `HARD` and `HARD_NET` constants, in beans of the search's score."""
    out = [fw.hard_constant(model.p['wl'].astype(float) * scale), '']
    # relu(scale * a) * w2 = scale * relu(a) * w2: the hidden layer carries the scale.
    hidden = len(model.p['w2'])
    out += ['/// Hidden units.', f'pub const HIDDEN: usize = {hidden};', '']
    out += ['/// Hard\'s network: a row of `w1` per input (`umel_net::INPUTS`), `b1` and `w2` per',
            '/// hidden unit.',
            '// Fitted numbers: one that looks like 1/π is no approximation of it.',
            '#[allow(clippy::approx_constant)]', '#[rustfmt::skip]',
            'pub const HARD_NET: Net = Net {', '    w1: [']
    out += [f'        {fw.rust(r)},' for r in model.p['w1'] * scale]
    out += ['    ],', f'    b1: {fw.rust(model.p["b1"] * scale)},',
            f'    w2: {fw.rust(model.p["w2"])},', '};']
    return '\n'.join(out)


def main():
    d = np.loadtxt(sys.argv[1])
    d = d[(d[:, 0] >= 0) | (d[:, 2] > 0)]
    hidden = int(sys.argv[2]) if len(sys.argv) > 2 else 32
    epochs = int(sys.argv[3]) if len(sys.argv) > 3 else 12
    t = d[:, 0]
    order = np.random.default_rng(1).permutation(len(t))
    cut = int(len(t) * 0.8)
    train, test = order[:cut], order[cut:]
    k = fw.score_scale(d, train)
    print(f'search score scale: {1 / k:.2f} beans per unit of log-odds', file=sys.stderr)
    y = fw.targets(d, train, 0.0, k)
    xl = fw.columns(d).astype(np.float32)
    xn = net_inputs(d)
    rng = np.random.default_rng(2)
    model = Model(xl.shape[1], xn.shape[1], hidden, rng)
    side = test[(t[test] < 0) & (np.abs(d[test, 1]) < 1000)]
    known = test[t[test] >= 0]
    lr = 3e-3
    for epoch in range(epochs):
        batches = rng.permutation(train)
        for b in range(0, len(batches), 512):
            i = batches[b:b + 512]
            model.train(xl[i], xn[i], y[i], lr)
        if epoch == epochs // 2:
            lr /= 3
        z = model.forward(xl[test], xn[test])[0]
        zk = model.forward(xl[known], xn[known])[0]
        zs = model.forward(xl[side], xn[side])[0]
        print(f'pass {epoch + 1}: held-out cross-entropy {cross_entropy(z, y[test]):.4f}, '
              f'log loss on results {cross_entropy(zk, t[known]):.4f}, '
              f'correlation off the lines {np.corrcoef(zs, d[side, 1])[0, 1]:.4f}',
              file=sys.stderr, flush=True)
    print(f'// {len(t)} positions, {hidden} hidden units, fit by crates/ai/examples/fit_net.py')
    print(rust_weights(model, round(1 / k, 2)))


if __name__ == '__main__':
    main()
