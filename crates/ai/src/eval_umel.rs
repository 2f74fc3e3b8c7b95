//! Hard's evaluation of Umel Bagara: besides stores and rows (the sparring partner's
//! material), each player's mobility, weak cups (1 or 3 beans: one more bean makes them
//! capturable), empty cups and the most a sowing of theirs would capture now, weighted
//! by a logistic fit of game results (`examples/umel_fit.rs`, README), each weight
//! moving linearly from the start to the end of the game.

use sowing_rules::Rules;
use sowing_rules::board::RING_CUPS;
use sowing_rules::games::umel::{Directions, UmelBagara};

use crate::eval::{MAX_PLAYERS, Reward};

/// Features per player, in this order: store, own row, the most one sowing captures
/// now, what all sowings capture together, how many capture, beans in cups of 10 or
/// more.
pub const FEATURES: usize = 6;

/// Columns of the cup tables (`bucket`).
pub const BUCKETS: usize = 8;

/// The ring indices of player `p`'s cups (p = 0 or 1).
fn row(p: usize) -> std::ops::Range<usize> {
    p * 5..p * 5 + 5
}

/// Beans one sowing by player `p` (0 or 1) from ring cup `origin` in direction `step`
/// (1 or `RING_CUPS - 1`) would capture, as the rules play it.
fn capture(cups: &[u8; RING_CUPS], p: usize, origin: usize, step: usize) -> u32 {
    let mut c = *cups;
    let n = c[origin] as usize;
    c[origin] = 0;
    let laps = (n / RING_CUPS) as u8;
    for x in c.iter_mut() {
        *x += laps;
    }
    let mut i = origin;
    for _ in 0..n % RING_CUPS {
        i = (i + step) % RING_CUPS;
        c[i] += 1;
    }
    let theirs = row(1 - p);
    let mut taken = 0;
    while theirs.contains(&i) && matches!(c[i], 2 | 4) {
        taken += c[i] as u32;
        c[i] = 0;
        i = (i + RING_CUPS - step) % RING_CUPS;
    }
    taken
}

/// What player `p`'s sowings (p = 0 or 1) would capture if it were p's turn: the most
/// one takes, the sum over all of them, and how many capture.
pub fn captures(pos: &UmelBagara, p: usize) -> (u32, u32, u32) {
    let cups = pos.cups();
    let (left, right) = (RING_CUPS - 1, 1);
    let (mut best, mut sum, mut count) = (0, 0, 0);
    for (k, origin) in row(p).enumerate() {
        if cups[origin] < 2 {
            continue;
        }
        let steps: &[usize] = match (pos.directions(), k + 1) {
            (Directions::Right, _) => &[right],
            (Directions::Left, _) => &[left],
            (Directions::Free, 1 | 2) => &[left],
            (Directions::Free, 3) => &[left, right],
            (Directions::Free, _) => &[right],
        };
        for &s in steps {
            let taken = capture(&cups, p, origin, s);
            best = best.max(taken);
            sum += taken;
            count += u32::from(taken > 0);
        }
    }
    (best, sum, count)
}

/// The most one sowing of player `p` (0 or 1) would capture if it were p's turn.
pub fn best_capture(pos: &UmelBagara, p: usize) -> u32 {
    captures(pos, p).0
}

/// A cup's bean count as a column of the cup tables: 0, 1, 2, 3, 4, 5–6, 7–9, 10 or more
/// (a sowing of 10 or more goes round the ring).
pub fn bucket(beans: u8) -> usize {
    match beans {
        0..=4 => beans as usize,
        5 | 6 => 5,
        7..=9 => 6,
        _ => 7,
    }
}

/// The features of player `p` (0 or 1).
pub fn features(pos: &UmelBagara, p: usize) -> [f32; FEATURES] {
    let cups = pos.cups();
    let mine = &cups[row(p)];
    let (best, sum, count) = captures(pos, p);
    [
        pos.stores()[p] as f32,
        mine.iter().map(|&c| c as f32).sum(),
        best as f32,
        sum as f32,
        count as f32,
        mine.iter().filter(|&&c| c >= 10).map(|&c| c as f32).sum(),
    ]
}

/// The share of all beans still in the cups: 1 at the start, 0 at the end.
pub fn late(pos: &UmelBagara) -> f32 {
    let cups: u32 = pos.cups().iter().map(|&c| c as u32).sum();
    cups as f32 / pos.pieces_total().max(1) as f32
}

/// One player's weights: each feature's, plus its `_late` weight times `late` (the
/// share of beans still in the cups), and the same for each own cup (1 to 5) by its
/// bucket of beans.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Side {
    pub features: [f32; FEATURES],
    pub features_late: [f32; FEATURES],
    pub cups: [[f32; BUCKETS]; 5],
    pub cups_late: [[f32; BUCKETS]; 5],
}

/// Weights for the player to move and for the other, and the mover's bonus, in beans
/// of the mover's store.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub mover: Side,
    pub other: Side,
    pub tempo: f32,
}

/// Each player's score under `w`: comparable between players, higher is better.
pub fn score(pos: &UmelBagara, w: &Weights) -> Reward {
    let mut r = [0.0; MAX_PLAYERS];
    let mover = pos.to_move() as usize - 1;
    let late = late(pos);
    let cups = pos.cups();
    for (p, slot) in r.iter_mut().enumerate().take(2) {
        let side = if p == mover { &w.mover } else { &w.other };
        let f = features(pos, p);
        let plain: f32 = (0..FEATURES)
            .map(|i| (side.features[i] + side.features_late[i] * late) * f[i])
            .sum();
        let by_cup: f32 = row(p)
            .enumerate()
            .map(|(k, i)| {
                let b = bucket(cups[i]);
                side.cups[k][b] + side.cups_late[k][b] * late
            })
            .sum();
        *slot = plain + by_cup + if p == mover { w.tempo } else { 0.0 };
    }
    r
}

/// Hard's weights: a logistic fit of 125,617 positions from 2,000 games of Hard's
/// alpha-beta against itself at 20,000 nodes a move (`examples/umel_fit.rs` plays them,
/// `examples/fit_weights.py` fits and prints this constant; README). Held-out log loss
/// 0.484, against 0.570 for the material count.
pub const HARD: Weights = Weights {
    mover: Side {
        features: [1.000, 0.854, 1.531, 0.043, 0.661, -0.463],
        features_late: [0.000, -0.278, -1.384, 0.454, -1.088, -0.565],
        cups: [
            [0.747, -0.335, 0.104, -0.003, -2.983, -3.859, 0.183, 6.141],
            [-0.900, -2.791, 1.670, 2.176, 0.777, -3.743, -2.695, 5.501],
            [-7.294, -8.224, 5.172, 1.703, 6.820, 2.959, -7.038, 5.899],
            [-1.317, -1.818, 2.105, 2.643, 3.675, -4.996, -4.278, 3.979],
            [-0.235, -0.475, 0.222, 0.089, -2.326, -4.086, -0.216, 7.022],
        ],
        cups_late: [
            [-0.874, -0.261, 0.483, -0.753, 0.962, 1.650, -2.409, 1.198],
            [-0.243, 2.317, -0.916, -2.334, -1.988, 1.596, 0.097, 1.467],
            [4.542, 7.901, -4.365, -1.300, -6.489, -5.287, 2.783, 2.212],
            [0.135, 1.267, -1.102, -2.698, -5.142, 2.839, 1.431, 3.267],
            [0.179, -0.291, 0.144, -0.753, 0.510, 2.432, -2.094, -0.131],
        ],
    },
    other: Side {
        features: [1.111, 1.010, -0.375, 0.790, 0.138, -0.464],
        features_late: [0.000, -0.398, 0.399, -0.600, -0.851, -0.489],
        cups: [
            [-1.233, 1.054, -0.603, 1.741, -3.850, -3.971, 0.872, 5.996],
            [-2.369, -1.670, 1.975, 2.835, -1.808, -3.152, -1.317, 5.512],
            [-7.246, -7.268, 3.938, 4.399, 4.762, 1.360, -5.994, 6.054],
            [-1.692, -1.211, 2.622, 3.721, 1.366, -5.436, -3.853, 4.488],
            [-0.993, 0.711, -0.680, 1.396, -3.458, -3.927, 0.330, 6.626],
        ],
        cups_late: [
            [-0.143, -1.040, 0.718, -2.320, 2.215, 1.958, -2.743, 1.357],
            [0.705, 1.796, -1.906, -2.448, 0.507, 1.068, -0.999, 1.280],
            [5.061, 7.005, -3.754, -3.404, -4.879, -4.100, 2.012, 2.062],
            [0.072, 1.177, -3.032, -2.733, -2.893, 3.220, 1.784, 2.409],
            [-0.468, -0.740, 0.474, -1.814, 2.035, 2.444, -2.098, 0.170],
        ],
    },
    tempo: -0.005,
};
