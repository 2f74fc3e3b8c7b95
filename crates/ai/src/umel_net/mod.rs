//! A small network on top of Hard's Umel Bagara evaluation (`eval_umel`): one layer of
//! rectified hidden units over the mover's and the other's cups (one column per cup and
//! count, 0 to 15 or more), the share of beans still in the cups and both players'
//! features, trained together with the evaluation's linear weights (`examples/fit_net.py`,
//! docs/computer-players.md); its value counts for the player to move.

use sowing_rules::board::RING_CUPS;

mod weights;

pub use self::weights::{HARD_NET, HIDDEN};

/// Features per player, as the evaluation (`eval_umel::features`) computes them, in this
/// order: store, own row, the most one sowing captures now, what all sowings capture
/// together, how many capture, beans in cups of 10 or more.
pub const FEATURES: usize = 6;

/// Columns per cup: 0 to 14 beans, and 15 or more.
pub const COUNTS: usize = 16;

/// Inputs: the cups' columns, then late, the mover's features and the other's.
pub const INPUTS: usize = RING_CUPS * COUNTS + 1 + 2 * FEATURES;

/// What each feature is divided by before it enters the network.
const FEATURE_SCALE: [f32; FEATURES] = [20.0, 20.0, 10.0, 10.0, 5.0, 20.0];

/// The network's weights, in beans for the mover.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    pub w1: [[f32; HIDDEN]; INPUTS],
    pub b1: [f32; HIDDEN],
    pub w2: [f32; HIDDEN],
}

/// The network's value for the mover: `cups` from the mover's first cup round the ring,
/// `late` and both players' features as `eval_umel` has them.
pub fn value(
    net: &Net,
    cups: [u8; RING_CUPS],
    late: f32,
    mover: &[f32; FEATURES],
    other: &[f32; FEATURES],
) -> f32 {
    let mut h = net.b1;
    let mut add = |row: &[f32; HIDDEN], x: f32| {
        for (a, b) in h.iter_mut().zip(row) {
            *a += b * x;
        }
    };
    for (i, &c) in cups.iter().enumerate() {
        add(&net.w1[i * COUNTS + (c as usize).min(COUNTS - 1)], 1.0);
    }
    let at = RING_CUPS * COUNTS;
    add(&net.w1[at], late);
    for (k, f) in [mover, other].into_iter().enumerate() {
        for i in 0..FEATURES {
            add(&net.w1[at + 1 + k * FEATURES + i], f[i] / FEATURE_SCALE[i]);
        }
    }
    h.iter().zip(&net.w2).map(|(a, b)| a.max(0.0) * b).sum()
}
