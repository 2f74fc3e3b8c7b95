//! Umel Bagara's evaluation: the sparring partner's material (stores and rows), and
//! Hard's: besides stores and rows, what each player's sowings would capture now, the
//! beans in big cups, a table per own cup by its beans (so mobility, weak cups of 1 or 3
//! and empty cups are columns of it) and a table per two neighbouring own cups, weighted
//! by a logistic fit of deeper searches' scores (`examples/umel_fit.rs`,
//! `examples/fit_weights.py`, docs/computer-players.md); the features' and cup tables'
//! weights move linearly from the start to the end of the game. Hard adds a small
//! network's value for the mover (`umel_net`, `score_with`), trained with these weights
//! (`examples/fit_net.py`).

use std::time::Duration;

use sowing_rules::Side as Towards;
use sowing_rules::board::RING_CUPS;
use sowing_rules::games::umel::{UmelBagara, UmelMove};
use sowing_rules::{Game, Rng, Rules};

use crate::eval::{Evaluate, MAX_PLAYERS, Reward, list_counted};

pub use crate::umel_net::FEATURES;

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

/// The ring step of a sowing towards `side`.
fn step(side: Towards) -> usize {
    match side {
        Towards::Left => RING_CUPS - 1,
        Towards::Right => 1,
    }
}

/// What player `p`'s sowings (p = 0 or 1) would capture if it were p's turn: the most
/// one takes, the sum over all of them, and how many capture.
pub fn captures(pos: &UmelBagara, p: usize) -> (u32, u32, u32) {
    let cups = pos.cups();
    let (mut best, mut sum, mut count) = (0, 0, 0);
    for (k, origin) in row(p).enumerate() {
        if cups[origin] < 2 {
            continue;
        }
        for &side in pos.sides(k as u8 + 1).0 {
            let taken = capture(&cups, p, origin, step(side));
            best = best.max(taken);
            sum += taken;
            count += u32::from(taken > 0);
        }
    }
    (best, sum, count)
}

/// The moves of the player to move that capture, in the rules' order, read from the
/// cups without playing them (the quiescence search's moves).
pub fn capturing_moves(pos: &UmelBagara, out: &mut Vec<UmelMove>) {
    if pos.finished().is_some() {
        return;
    }
    let cups = pos.cups();
    let p = pos.to_move() as usize - 1;
    for (k, origin) in row(p).enumerate() {
        if cups[origin] < 2 {
            continue;
        }
        let cup = k as u8 + 1;
        let (sides, marked) = pos.sides(cup);
        for &side in sides {
            if capture(&cups, p, origin, step(side)) > 0 {
                out.push(UmelMove::Sow { cup, side, marked });
            }
        }
    }
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

/// Weights for the player to move and for the other, and the mover's bonus, in beans:
/// of the search's score for `HARD` (a score of 3.4 is one unit of log-odds), of the
/// mover's store in the fits before it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub mover: Side,
    pub other: Side,
    pub tempo: f32,
}

/// Each player's score under `w`: comparable between players, higher is better.
pub fn score(pos: &UmelBagara, w: &Weights) -> Reward {
    score_with(pos, w, None)
}

/// `score`, plus the network `net`'s value for the mover where there is one.
pub fn score_with(pos: &UmelBagara, w: &Weights, net: Option<&crate::umel_net::Net>) -> Reward {
    let mut r = [0.0; MAX_PLAYERS];
    let mover = pos.to_move() as usize - 1;
    let late = late(pos);
    let cups = pos.cups();
    let f = [features(pos, 0), features(pos, 1)];
    for (p, slot) in r.iter_mut().enumerate().take(2) {
        let side = if p == mover { &w.mover } else { &w.other };
        let plain: f32 = (0..FEATURES)
            .map(|i| (side.features[i] + side.features_late[i] * late) * f[p][i])
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
    if let Some(net) = net {
        let turned = std::array::from_fn(|i| cups[(i + 5 * mover) % RING_CUPS]);
        r[mover] += crate::umel_net::value(net, turned, late, &f[mover], &f[1 - mover]);
    }
    r
}

impl Evaluate for UmelBagara {
    fn list_moves(&self, out: &mut Vec<UmelMove>) -> bool {
        list_counted(self, self.list_limit(), out)
    }

    fn solved_move(
        game: &Game<UmelBagara>,
        time: Option<Duration>,
        kept: &mut crate::endgame::EndgameTable,
    ) -> Option<(UmelMove, f32)> {
        crate::endgame::hard_move(game, time, kept)
    }

    fn hard_by_alphabeta(&self) -> bool {
        true
    }

    fn capture_moves(&self, _rng: &mut Rng, _limit: usize, out: &mut Vec<UmelMove>) {
        // Read from the cups rather than found by playing every move.
        capturing_moves(self, out);
    }

    fn hard_heuristic(&self) -> Reward {
        score_with(self, &HARD, Some(&crate::umel_net::HARD_NET))
    }

    fn exact_result(&self) -> Option<crate::endgame::Exact> {
        crate::endgame::leaf_result(self)
    }

    fn taken(&self) -> u32 {
        self.stores().iter().map(|&s| s as u32).sum()
    }

    fn temperature(&self) -> f32 {
        3.0
    }

    fn material(&self) -> Reward {
        // The end-of-game scoring: stores, plus the own row's beans (which go home at the end).
        let cups = self.cups();
        let stores = self.stores();
        let mut m = [0.0; MAX_PLAYERS];
        for p in 0..2 {
            let own: u32 = cups[row(p)].iter().map(|&c| c as u32).sum();
            m[p] = stores[p] as f32 + 0.6 * own as f32;
        }
        m
    }
}

/// Hard's linear weights, trained together with its network (`umel_net::HARD_NET`) by
/// `examples/fit_net.py` (32 hidden units, 12 passes) on the scores of Hard's alpha-beta at
/// 100,000 nodes a move, made probabilities, in beans of the search's score: 255,613
/// positions from its games against itself, 1,900 games with the linear fit before it
/// (`examples/umel_fit.rs` seeds 31 to 34, `fit_weights.py`'s recipe) and 800 with that fit
/// (seeds 41 and 42, 400 games each with SIDE 4); 82,328 of them off the games' lines. On
/// held-out positions: cross-entropy against the scores 0.426 (these columns alone 0.465),
/// log loss on the games' results 0.444 (0.491), correlation with the search's score off
/// the lines 0.756 (0.712). Against the partner at a tenth of its time, every 3-ply opening
/// at three seeds (1,008 games), Hard scored 0.706 where the linear fit alone scored 0.642
/// (docs/computer-players.md).
// Fitted numbers: one that looks like 1/π is no approximation of it.
#[allow(clippy::approx_constant)]
pub const HARD: Weights = Weights {
    mover: Side {
        features: [0.481, 0.185, 0.226, 0.195, -0.136, 0.129],
        features_late: [0.000, 0.016, 0.056, 0.334, -0.271, -0.150],
        cups: [
            [-0.026, -0.111, -0.046, 0.154, -0.077, 0.014, 0.386, -0.290],
            [-0.048, -0.097, -0.197, 0.070, 0.091, 0.071, 0.589, -0.158],
            [-0.137, -0.082, -0.042, 0.067, 0.234, 0.236, -0.020, 0.007],
            [-0.156, -0.149, -0.135, -0.025, 0.176, 0.145, 0.335, 0.128],
            [-0.011, -0.112, -0.128, 0.158, 0.092, 0.084, 0.086, -0.163],
        ],
        cups_late: [
            [-0.493, 0.239, 0.160, 0.213, 0.070, 0.379, -0.007, -0.431],
            [-0.484, 0.082, 0.380, 0.050, 0.152, 0.236, 0.223, -0.365],
            [-0.252, 0.316, 0.187, -0.273, -0.215, -0.217, 0.150, 0.525],
            [-0.301, 0.023, 0.249, -0.044, 0.093, 0.281, 0.205, -0.286],
            [-0.685, 0.110, 0.164, 0.372, 0.261, 0.721, -0.318, -0.457],
        ],
        pairs: [
            [
                -0.569, -0.483, 0.224, 0.987, 0.078, 0.252, 0.393, -0.535, -0.298, 0.210, 0.518,
                0.004, -0.067, 0.285, -0.298, -0.793, -0.032, 0.535, 0.405, 0.399, 0.159, -0.276,
                -0.889, 0.234, -0.408, 0.530, -0.238, 0.005, -0.625, 0.070, -0.061, -0.044, -0.051,
                0.220, 0.665, -0.157,
            ],
            [
                -0.023, 0.164, -0.397, -0.008, 0.062, 0.150, 0.153, -0.638, 0.387, 0.382, 0.161,
                0.036, -0.491, 0.221, -0.529, -0.067, 0.252, 0.207, -0.037, -0.028, 0.299, -0.124,
                -0.059, 0.117, -0.440, 0.425, 0.431, -0.014, 0.117, -0.492, -0.070, 0.181, 0.237,
                0.081, 0.310, 0.107,
            ],
            [
                -0.264, 0.065, -0.131, -0.090, -0.382, -0.065, 0.103, -0.638, -0.022, 0.088, 0.592,
                0.231, -0.300, 0.071, -0.245, 0.171, 0.212, 0.339, 0.172, 0.472, -0.092, -0.365,
                0.070, 0.119, 0.426, 0.194, 0.013, -0.050, 0.016, 0.185, 0.070, 0.004, 0.271,
                0.187, -0.229, 0.020,
            ],
            [
                -0.239, 0.295, -0.145, -0.078, -0.249, -0.104, -0.174, -0.438, -0.109, 0.018,
                0.358, 0.040, -0.477, -0.116, -0.231, 0.818, -0.029, -0.123, 0.988, -0.217, -0.484,
                -0.490, 0.165, 0.155, 0.152, 0.176, 0.131, -0.288, -0.333, 0.334, 0.138, 0.150,
                0.382, 0.376, 0.120, -0.170,
            ],
        ],
    },
    other: Side {
        features: [0.588, 0.190, -0.002, 0.011, 0.118, 0.127],
        features_late: [0.000, 0.030, -0.049, -0.038, 0.179, -0.113],
        cups: [
            [0.084, -0.337, 0.161, 0.277, -0.024, -0.088, 0.279, -0.201],
            [-0.193, 0.006, -0.203, 0.188, 0.455, 0.070, 0.173, 0.089],
            [-0.174, -0.240, 0.209, 0.161, 0.351, 0.035, -0.428, 0.343],
            [-0.273, -0.019, 0.207, 0.213, 0.171, 0.008, 0.240, -0.131],
            [0.033, 0.071, 0.117, 0.305, -0.236, -0.014, 0.161, -0.441],
        ],
        cups_late: [
            [-0.229, 0.090, 0.279, 0.430, 0.217, 0.124, -0.206, -0.449],
            [-0.490, 0.025, 0.024, 0.036, 0.384, 0.322, 0.062, 0.076],
            [-0.296, 0.335, -0.174, -0.150, -0.017, 0.049, 0.178, 0.771],
            [-0.286, 0.144, 0.040, 0.451, 0.216, 0.035, 0.255, -0.577],
            [-0.138, 0.337, 0.602, 0.496, 0.038, -0.068, -0.333, -0.852],
        ],
        pairs: [
            [
                -0.303, -0.313, -0.034, 0.648, 0.565, 0.311, 0.282, -0.385, -0.668, 0.032, 0.057,
                0.038, -0.007, 0.680, -0.390, -0.707, 0.120, 0.437, 0.046, 0.358, 0.442, 0.110,
                -0.811, 0.183, -0.466, 0.465, 0.170, 0.157, 0.228, -0.375, -0.284, -0.107, 0.221,
                0.121, 0.474, -0.141,
            ],
            [
                -0.385, 0.007, 0.084, 0.367, -0.019, -0.133, 0.118, -0.394, 0.245, 0.270, 0.218,
                -0.072, -0.405, 0.246, -0.188, -0.443, 0.749, 0.145, 0.240, 0.091, 0.264, -0.467,
                -0.096, 0.273, 0.025, 0.159, 0.455, 0.428, 0.420, -0.116, -0.015, -0.204, 0.458,
                0.268, 0.206, -0.091,
            ],
            [
                -0.470, -0.079, -0.081, -0.138, 0.327, 0.001, -0.196, -0.284, 0.308, 0.157, -0.126,
                -0.111, 0.196, 0.181, -0.028, 0.353, 0.242, 0.262, 0.563, 0.307, -0.198, 0.012,
                -0.292, -0.118, -0.110, 0.160, 0.520, 0.236, 0.170, 0.440, -0.155, 0.231, 0.217,
                -0.104, -0.200, -0.219,
            ],
            [
                -0.419, 0.168, -0.201, 0.120, -0.058, -0.147, -0.152, -0.335, 0.631, 0.375, -0.130,
                0.091, 0.007, 0.162, -0.351, 0.609, 0.122, 0.054, 0.561, -0.080, -0.224, 0.084,
                0.629, -0.192, 0.539, 0.538, 0.074, -0.926, -0.527, 0.354, 0.180, 0.169, 0.302,
                0.271, -0.467, -0.336,
            ],
        ],
    },
    tempo: -0.013,
};
