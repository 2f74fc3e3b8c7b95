//! Hard's evaluation of Umel Bagara: besides stores and rows (the sparring partner's
//! material), each player's mobility, weak cups (1 or 3 beans: one more bean makes them
//! capturable), empty cups and the most a sowing of theirs would capture now, weighted
//! by a logistic fit of game results (`examples/umel_fit.rs`, README), each weight
//! moving linearly from the start to the end of the game.

use sowing_rules::Rules;
use sowing_rules::board::RING_CUPS;
use sowing_rules::games::umel::{Directions, UmelBagara};

use crate::eval::{MAX_PLAYERS, Reward};

/// Features per player, in this order: store, own row, cups of 2 or more (moves),
/// cups of 1 or 3 (weak), empty cups, the most one sowing captures now.
pub const FEATURES: usize = 6;

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

/// The most one sowing of player `p` (0 or 1) would capture if it were p's turn.
pub fn best_capture(pos: &UmelBagara, p: usize) -> u32 {
    let cups = pos.cups();
    let (left, right) = (RING_CUPS - 1, 1);
    let mut best = 0;
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
            best = best.max(capture(&cups, p, origin, s));
        }
    }
    best
}

/// The features of player `p` (0 or 1).
pub fn features(pos: &UmelBagara, p: usize) -> [f32; FEATURES] {
    let cups = pos.cups();
    let mine = &cups[row(p)];
    let count = |f: fn(u8) -> bool| mine.iter().filter(|&&c| f(c)).count() as f32;
    [
        pos.stores()[p] as f32,
        mine.iter().map(|&c| c as f32).sum(),
        count(|c| c >= 2),
        count(|c| c == 1 || c == 3),
        count(|c| c == 0),
        best_capture(pos, p) as f32,
    ]
}

/// Weights of the features for the player to move and for the other, each plus its
/// `_late` weight times the share of all beans still in the cups (1 at the start, 0 at
/// the end), and the mover's bonus, in beans of store.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub mover: [f32; FEATURES],
    pub mover_late: [f32; FEATURES],
    pub other: [f32; FEATURES],
    pub other_late: [f32; FEATURES],
    pub tempo: f32,
}

/// Hard's weights: a logistic fit of 92,636 positions from games of Hard's alpha-beta
/// against itself (`examples/umel_fit.rs` plays them, `examples/fit_weights.py` fits;
/// README). Mobility counts most near the end (3.7 beans a cup, 0.8 at the start).
pub const HARD: Weights = Weights {
    mover: [1.0, 0.44, 3.7, -0.38, -0.4, 1.25],
    mover_late: [0.0, -0.55, -2.93, 0.21, -0.41, -0.84],
    other: [0.86, 0.66, 4.09, 1.57, 0.27, 0.43],
    other_late: [0.0, -0.7, -3.52, -1.84, -1.49, -0.43],
    tempo: 0.0,
};

/// Each player's score under `w`: comparable between players, higher is better.
pub fn score(pos: &UmelBagara, w: &Weights) -> Reward {
    let mut r = [0.0; MAX_PLAYERS];
    let mover = pos.to_move() as usize - 1;
    let cups: u32 = pos.cups().iter().map(|&c| c as u32).sum();
    let late = cups as f32 / pos.pieces_total().max(1) as f32;
    for (p, slot) in r.iter_mut().enumerate().take(2) {
        let (ws, wl) = if p == mover {
            (&w.mover, &w.mover_late)
        } else {
            (&w.other, &w.other_late)
        };
        let f = features(pos, p);
        *slot = (0..FEATURES)
            .map(|i| (ws[i] + wl[i] * late) * f[i])
            .sum::<f32>()
            + if p == mover { w.tempo } else { 0.0 };
    }
    r
}
