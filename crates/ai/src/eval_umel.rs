//! Hard's evaluation of Umel Bagara: besides stores and rows (the sparring partner's
//! material), what each player's sowings would capture now, the beans in big cups, a
//! table per own cup by its beans (so mobility, weak cups of 1 or 3 and empty cups are
//! columns of it) and a table per two neighbouring own cups, weighted by a logistic fit
//! of deeper searches' scores (`examples/umel_fit.rs`, `examples/fit_weights.py`,
//! README); the features' and cup tables' weights move linearly from the start to the
//! end of the game.

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

/// Hard's weights: a logistic fit (`examples/fit_weights.py` with MIX 0) of the scores
/// of Hard's alpha-beta (with the weights before) at 100,000 nodes a move, made
/// probabilities, on 159,992 positions from its games against itself: 121,464 on the
/// games' lines (1,900 games: `examples/umel_fit.rs` seeds 31 and 32, 600 games each,
/// and 33 and 34, 350 each with SIDE 4) and 38,528 off them (1 to 4 random plies from
/// a game's position, as a search's leaves are). Held-out log loss on the games'
/// results 0.485 (the weights before, a fit of the results of 2,000 games at 20,000
/// nodes, 0.489; the material count 0.570); correlation with the search's score off the
/// lines 0.696 (before 0.647). Against the partner at a tenth of its time, every 3-ply
/// opening at three seeds (1,008 games), it scored 0.642 where the weights before
/// scored 0.601 (README).
pub const HARD: Weights = Weights {
    mover: Side {
        features: [1.000, 0.448, 1.371, 0.069, 0.339, -0.492],
        features_late: [0.000, 0.116, -0.924, 0.706, -0.992, -0.560],
        cups: [
            [-0.357, -0.610, 0.348, -0.243, -1.859, -4.104, -0.282, 7.106],
            [-2.061, -1.621, 1.412, 1.363, 0.897, -3.145, -2.288, 5.442],
            [-4.784, -4.233, 3.983, 1.310, 3.858, 1.272, -5.693, 4.285],
            [-2.049, -1.830, 1.480, 0.860, 1.059, -3.502, -2.538, 6.520],
            [-0.227, -0.588, 0.209, -0.311, -2.067, -3.874, -0.151, 7.008],
        ],
        cups_late: [
            [-0.605, 0.149, -0.376, -0.415, 0.428, 2.097, -1.827, 0.549],
            [0.925, 1.503, -1.429, -2.378, -2.873, 0.760, -0.019, 3.512],
            [3.093, 4.998, -3.921, -1.539, -4.675, -3.233, 0.887, 4.391],
            [1.108, 1.941, -1.882, -1.619, -2.761, 0.989, 0.051, 2.173],
            [-0.668, 0.093, -0.306, -0.386, 0.661, 1.693, -1.862, 0.776],
        ],
        pairs: [
            [
                -0.353, -0.996, 0.119, 1.130, -0.540, 0.284, 0.014, -1.176, -0.246, 0.580, 0.732,
                -0.515, -0.262, 0.353, 0.257, -0.822, 0.335, 0.488, 0.466, -0.087, 0.262, -0.501,
                -0.485, 0.102, -1.656, 0.260, 0.278, 0.051, -0.483, -0.309, -0.270, 0.025, 0.742,
                0.925, 1.339, -0.041,
            ],
            [
                -0.883, -0.950, -0.018, 0.214, 0.270, -0.694, -0.831, -1.906, 0.458, 0.678, 0.453,
                -0.473, -0.990, -0.419, 0.518, 0.551, 1.302, 0.451, 0.161, -0.456, 1.055, -0.629,
                0.788, 0.444, -1.051, 0.335, 1.186, 0.045, 0.378, 0.004, -1.190, -0.836, 0.785,
                0.451, 0.668, 0.132,
            ],
            [
                -1.184, -1.221, -0.773, -0.362, -0.372, -0.871, -1.200, -1.846, -0.640, 0.060,
                0.082, -0.691, -0.083, 0.101, 0.839, 0.945, 1.351, 0.831, 0.660, 0.730, 0.519,
                -0.643, -0.333, 0.375, 0.282, 0.923, 1.047, 0.560, 0.273, 0.773, -0.525, -0.517,
                0.488, 0.299, 0.057, 0.062,
            ],
            [
                -0.544, -0.066, -0.412, -0.008, -0.869, -0.149, -0.562, -1.250, -0.125, -0.059,
                -0.039, 0.206, -0.457, -0.244, -0.017, 0.920, 0.179, 1.099, 1.042, 0.400, -0.213,
                -0.950, -0.157, 0.737, 0.289, 0.804, 0.546, -0.372, -1.099, 0.891, 0.005, -0.232,
                0.430, 0.159, -0.081, 0.199,
            ],
        ],
    },
    other: Side {
        features: [1.107, 0.393, -0.299, 0.627, 0.155, -0.367],
        features_late: [0.000, 0.247, 0.196, -0.529, 0.023, -0.666],
        cups: [
            [-1.393, 0.067, 0.016, 0.470, -2.558, -3.596, 0.319, 6.676],
            [-1.937, -0.989, 1.440, 1.379, -0.168, -3.069, -1.513, 4.859],
            [-4.578, -3.740, 3.217, 1.739, 3.817, -0.104, -4.995, 4.646],
            [-1.940, -0.836, 1.601, 0.982, -0.082, -3.625, -2.091, 5.991],
            [-1.021, 0.247, -0.088, 0.253, -3.236, -3.254, 0.130, 6.971],
        ],
        cups_late: [
            [0.165, -0.361, -0.333, -1.071, 1.585, 1.601, -2.411, 0.824],
            [0.760, 1.113, -1.986, -2.292, -1.667, 0.696, -0.532, 3.906],
            [2.922, 4.363, -3.448, -1.670, -5.016, -2.233, 0.409, 4.671],
            [0.730, 0.753, -2.393, -1.133, -1.862, 1.289, 0.069, 2.547],
            [-0.340, -0.473, -0.134, -0.789, 2.228, 0.960, -2.075, 0.622],
        ],
        pairs: [
            [
                -0.869, -1.127, 0.297, 0.582, -0.028, -0.246, 0.301, -0.886, -0.211, 0.327, 0.255,
                0.281, -0.180, 0.180, -0.086, -0.709, 0.253, 0.557, -0.185, 0.598, 0.945, -0.002,
                -1.179, 0.292, -0.877, 0.150, -0.347, 0.001, -0.792, -0.694, -0.127, 0.094, 0.842,
                1.181, 1.323, 0.086,
            ],
            [
                -1.298, -1.030, 0.085, 0.450, 0.402, -0.546, -0.443, -1.221, 0.105, 0.304, 0.608,
                -0.342, -0.478, -0.134, 0.347, 0.242, 1.111, 0.352, -0.085, -0.544, 1.070, -0.450,
                0.858, 0.530, -1.572, 0.131, 0.728, 0.857, -0.004, -0.309, -0.702, -0.942, 0.883,
                0.336, 0.842, -0.140,
            ],
            [
                -1.559, -0.936, -0.283, -0.628, -0.504, -0.669, -1.083, -1.498, -0.272, -0.355,
                0.153, -0.685, 0.509, 0.358, 0.378, 0.399, 0.792, 0.781, 0.518, 0.429, 0.162,
                0.418, -0.094, 0.306, 0.176, 0.903, 0.925, 1.188, -0.180, 0.805, -0.501, -0.093,
                0.691, -0.040, -0.248, -0.263,
            ],
            [
                -0.808, 0.050, -0.612, -0.064, -0.655, 0.150, -0.889, -0.877, 0.525, 0.332, -0.280,
                0.354, -0.152, 0.084, -0.316, 1.012, -0.335, 1.307, 0.466, -0.072, -0.441, 0.029,
                0.314, 0.686, 0.513, 0.861, 0.285, -1.372, -1.477, 1.109, -0.150, 0.201, 0.471,
                0.315, -0.803, 0.241,
            ],
        ],
    },
    tempo: -0.001,
};
