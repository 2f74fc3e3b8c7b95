//! Hard's evaluation of Umel Bagara: besides stores and rows (the sparring partner's
//! material), what each player's sowings would capture now, the beans in big cups, a
//! table per own cup by its beans (so mobility, weak cups of 1 or 3 and empty cups are
//! columns of it) and a table per two neighbouring own cups, weighted by a logistic fit
//! of game results (`examples/umel_fit.rs`, `examples/fit_weights.py`, README); the
//! features' and cup tables' weights move linearly from the start to the end of the game.

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

/// Columns of the pair tables (`pair_column`).
pub const PAIR_COLUMNS: usize = 36;

/// The ring indices of player `p`'s cups (p = 0 or 1).
fn row(p: usize) -> std::ops::Range<usize> {
    p * 5..p * 5 + 5
}

/// Beans one sowing by player `p` (0 or 1) from ring cup `origin` in direction `step`
/// (1 or `RING_CUPS - 1`) would capture, as the rules play it. Nothing is sown: every cup
/// from the last bean's back to the origin got one bean plus one a whole lap, and the
/// captures walk back over such cups only (the origin is the sower's own).
fn capture(cups: &[u8; RING_CUPS], p: usize, origin: usize, step: usize) -> u32 {
    let n = cups[origin] as usize;
    let (laps, part) = (n / RING_CUPS, n % RING_CUPS);
    let added = laps as u32 + 1;
    let theirs = row(1 - p);
    let mut i = (origin + part * step) % RING_CUPS;
    let mut taken = 0;
    for _ in 0..part {
        let c = cups[i] as u32 + added;
        if !theirs.contains(&i) || !matches!(c, 2 | 4) {
            break;
        }
        taken += c;
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

/// Two neighbouring cups' beans as a column of the pair tables: each count as 0, 1, 2,
/// 3, 4 or 5 and more, the first cup's six times.
pub fn pair_column(first: u8, second: u8) -> usize {
    first.min(5) as usize * 6 + second.min(5) as usize
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
/// share of beans still in the cups), the same for each own cup (1 to 5) by its bucket
/// of beans, and for each two neighbouring own cups (1 and 2 to 4 and 5) by their pair
/// column.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Side {
    pub features: [f32; FEATURES],
    pub features_late: [f32; FEATURES],
    pub cups: [[f32; BUCKETS]; 5],
    pub cups_late: [[f32; BUCKETS]; 5],
    pub pairs: [[f32; PAIR_COLUMNS]; 4],
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
        let own = &cups[row(p)];
        let by_cup: f32 = own
            .iter()
            .enumerate()
            .map(|(k, &c)| side.cups[k][bucket(c)] + side.cups_late[k][bucket(c)] * late)
            .sum();
        let by_pair: f32 = (0..4)
            .map(|k| side.pairs[k][pair_column(own[k], own[k + 1])])
            .sum();
        *slot = plain + by_cup + by_pair + if p == mover { w.tempo } else { 0.0 };
    }
    r
}

/// Hard's weights: a logistic fit of 125,617 positions from 2,000 games (seed 8) of
/// Hard's alpha-beta against itself at 20,000 nodes a move, Hard as it was before the
/// tables (six features a player); `examples/umel_fit.rs` plays such games,
/// `examples/fit_weights.py` fits and prints this constant (README). Held-out log loss
/// 0.477, against 0.570 for the material count. A fit on 190,197 positions of Hard with
/// these tables (held-out 0.484 on them) played worse against the partner (0.790
/// against 0.895 at 100 ms, 100 games each), so these weights stay.
pub const HARD: Weights = Weights {
    mover: Side {
        features: [1.000, 0.756, 1.317, -0.038, 1.202, -0.428],
        features_late: [0.000, -0.192, -1.223, 0.564, -1.507, -0.600],
        cups: [
            [0.483, -0.461, 0.201, -0.037, -2.403, -4.070, 0.132, 6.150],
            [-1.243, -1.737, 1.315, 1.742, 0.123, -3.309, -2.614, 5.719],
            [-5.862, -5.687, 4.124, 0.775, 5.239, 2.706, -7.162, 5.864],
            [-1.463, -1.490, 1.483, 1.629, 2.831, -4.280, -3.339, 4.626],
            [0.017, -0.313, 0.464, -0.385, -1.877, -4.413, -0.292, 6.795],
        ],
        cups_late: [
            [-0.533, 0.410, 0.440, -1.220, 0.537, 1.747, -2.494, 1.110],
            [0.470, 1.931, -1.256, -3.157, -1.535, 1.536, 0.417, 1.592],
            [5.043, 7.275, -4.715, -0.534, -6.825, -5.145, 2.711, 2.189],
            [0.251, 1.070, -1.290, -2.553, -5.388, 3.042, 1.334, 3.533],
            [0.198, -0.178, -0.031, -0.300, 0.170, 2.495, -2.257, -0.098],
        ],
        pairs: [
            [
                0.351, -0.236, -0.489, 0.101, 1.002, -0.245, 0.734, -1.076, -0.441, 1.515, -0.400,
                -0.793, -0.497, 0.375, -0.869, -0.681, 1.817, 0.056, -0.429, -0.121, 1.730, -0.880,
                -1.278, 0.940, -1.551, -0.654, 0.922, 0.164, -1.394, 0.110, 0.149, -0.025, 0.463,
                1.522, 0.376, -0.271,
            ],
            [
                -1.649, -0.638, 0.007, 0.897, 0.877, -0.737, -1.466, -2.990, 0.986, 0.573, 1.465,
                -0.306, -0.367, -0.445, 0.090, 0.018, 0.635, 1.385, -0.218, -0.889, 1.360, -1.277,
                1.279, 1.487, -0.663, 0.192, 0.922, 0.021, -0.445, 0.096, -1.498, -0.916, 0.758,
                0.542, 1.428, -0.518,
            ],
            [
                -1.034, -0.305, -1.377, -0.312, -1.628, -1.206, -1.213, -2.406, -0.507, -0.452,
                0.150, -1.259, 0.202, 0.105, -0.276, 1.702, 2.135, 0.255, 1.039, 0.556, 0.747,
                -1.111, 0.253, -0.709, 0.638, 0.250, 2.052, 0.883, 1.015, 0.401, -1.095, 0.311,
                0.844, 0.918, 0.905, -0.476,
            ],
            [
                -1.139, -0.262, -0.166, 0.879, -1.465, 0.691, -0.493, -1.379, 0.063, -0.047, 0.073,
                0.293, 0.861, 0.476, -1.116, 0.288, 0.367, 0.606, 1.471, 1.047, -0.695, -0.800,
                -0.020, 0.626, 0.415, 0.699, 2.626, -0.460, -0.548, 0.098, -1.098, -0.894, -0.247,
                -0.246, -0.283, -0.225,
            ],
        ],
    },
    other: Side {
        features: [1.139, 0.856, -0.539, 0.714, 0.560, -0.376],
        features_late: [0.000, -0.262, 0.533, -0.631, -0.820, -0.570],
        cups: [
            [-1.281, 0.773, -0.189, 1.430, -2.918, -4.317, 0.762, 5.745],
            [-1.849, -0.748, 1.395, 2.316, -1.807, -3.085, -1.505, 5.288],
            [-5.783, -4.847, 3.010, 2.762, 3.625, 1.207, -6.021, 6.052],
            [-1.719, -1.013, 1.980, 2.661, 0.781, -4.800, -2.791, 4.905],
            [-1.047, 0.770, -0.553, 0.860, -2.973, -4.068, 0.525, 6.491],
        ],
        cups_late: [
            [0.330, -0.897, 0.231, -2.545, 1.799, 2.272, -2.688, 1.500],
            [0.666, 1.052, -1.874, -2.920, 0.913, 1.197, -0.637, 1.606],
            [5.315, 6.153, -4.045, -2.998, -4.759, -3.840, 2.091, 2.086],
            [0.389, 0.976, -3.218, -2.863, -2.995, 3.477, 1.445, 2.790],
            [0.129, -0.634, 0.245, -1.955, 2.366, 2.296, -2.554, 0.109],
        ],
        pairs: [
            [
                -0.210, -0.709, 0.107, 0.273, -0.155, -0.587, 0.345, -0.544, 0.142, 1.051, -0.516,
                0.295, -0.836, 0.752, -1.117, -1.359, 1.899, 0.472, -0.138, 0.412, 1.260, -0.131,
                -1.083, 1.111, -1.574, -1.122, 0.536, 1.241, -1.982, -0.017, 0.565, 0.462, 0.468,
                1.241, 0.029, -0.575,
            ],
            [
                -2.073, -1.279, 0.386, 0.144, 1.474, -0.500, -0.860, -2.842, 0.414, 1.857, 1.340,
                -0.657, -0.085, -0.193, -0.686, 0.229, 0.116, 2.015, -0.772, -0.453, 1.272, 0.593,
                0.328, 1.348, -1.012, 0.297, 0.341, -0.591, -0.377, -0.464, -0.980, -0.376, 1.283,
                0.531, 0.745, -0.504,
            ],
            [
                -1.457, -0.358, -0.920, -0.957, -1.143, -0.946, -1.264, -2.617, -0.458, 0.394,
                0.314, -1.215, 0.310, 0.545, -0.007, 0.887, 0.887, 0.387, 1.421, 1.190, 0.566,
                -0.764, 0.350, 0.000, -0.177, -0.243, 1.145, 2.426, 0.848, -0.374, -0.551, 0.471,
                1.655, 0.676, -0.475, -0.538,
            ],
            [
                -1.139, -0.399, -0.087, 0.651, -1.074, 0.329, -0.763, -1.051, 0.346, 0.324, -0.089,
                0.220, 0.697, -0.054, -0.849, 1.321, 0.077, 0.788, 0.754, 3.096, -1.126, -0.516,
                -0.209, 0.663, 0.740, -0.091, 1.080, -1.909, -0.170, 1.130, -1.336, -0.731, 0.083,
                0.989, -1.508, -0.183,
            ],
        ],
    },
    tempo: -0.005,
};
