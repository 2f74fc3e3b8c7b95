//! Whether a player wins Tricala by force from a position: a depth-first proof-number
//! search (df-pn) over the rules crate's moves, the player's moves as OR nodes and every
//! other player's as AND nodes. Weak proof numbers on the summed side (the largest child
//! plus one for each other open child), since a plain sum counts a transposed position
//! once per path and overflows along quiet sowings; the 1 + ε trick on the thresholds.
//! Tricala only: it has no repetition rule, so a position with its quiet count is a node
//! of a finite tree (the quiet limit ends every line) and needs no game history.

use std::collections::{HashMap, HashSet};

use sowing_rules::games::tricala::{Tricala, TricalaMove};
use sowing_rules::{Outcome, Player, Rules};

/// A proof or disproof number that stands for "never" (the other one is 0).
const INF: u64 = u64::MAX / 4;

/// What the search showed of the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The player wins whatever the others do.
    Wins,
    /// The others can keep the player from winning (a draw or another's win).
    CannotWin,
    /// The node budget ran out first.
    Unknown,
}

/// A proof search's answer.
#[derive(Clone, Debug)]
pub struct ProveResult {
    pub proof: Proof,
    /// The move of the player to move that achieves the proof (a winning move of the
    /// player, or another's move that keeps the player from winning); None when unknown
    /// or when the proof needs every move of the player to move.
    pub best: Option<TricalaMove>,
    /// Positions expanded (the table holds one entry, about 48 bytes, for each at most).
    pub nodes: u64,
}

/// Proof and disproof numbers of a node.
type Pn = (u64, u64);

struct Search {
    player: Player,
    table: HashMap<u128, Pn>,
    nodes: u64,
    limit: u64,
}

/// The table's key: the position's key (which leaves out the quiet count) with the count.
fn node_key(p: &Tricala) -> u128 {
    p.key() ^ (p.quiet() as u128 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835)
}

/// The largest open number plus one for each other open child; INF if any is INF.
fn weak_sum(xs: impl Iterator<Item = u64>) -> u64 {
    let (mut largest, mut open) = (0u64, 0u64);
    for x in xs {
        if x >= INF {
            return INF;
        }
        if x > 0 {
            largest = largest.max(x);
            open += 1;
        }
    }
    if open == 0 {
        0
    } else {
        (largest + open - 1).min(INF)
    }
}

/// A threshold a little above `x` (the 1 + ε trick: fewer switches between siblings).
fn above(x: u64) -> u64 {
    x.saturating_add(x / 4 + 1).min(INF)
}

impl Search {
    fn terminal(&self, p: &Tricala) -> Option<Pn> {
        p.finished().map(|f| match f.outcome {
            Outcome::Winner(w) if w == self.player => (0, INF),
            _ => (INF, 0),
        })
    }

    /// The numbers of `p`, whose table key is `key`.
    fn numbers(&self, p: &Tricala, key: u128) -> Pn {
        self.terminal(p)
            .unwrap_or_else(|| *self.table.get(&key).unwrap_or(&(1, 1)))
    }

    /// The distinct positions after each move, with the moves and their table keys.
    fn children(p: &Tricala) -> Vec<(Tricala, TricalaMove, u128)> {
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        let mut seen = HashSet::new();
        let mut kids = Vec::with_capacity(moves.len());
        for m in moves {
            let mut c = p.clone();
            c.play_unchecked(&m, None);
            let key = node_key(&c);
            if seen.insert(key) {
                kids.push((c, m, key));
            }
        }
        kids
    }

    /// Expands `n`, whose table key is `key`, until its numbers reach a threshold or the
    /// budget runs out.
    fn mid(&mut self, n: &Tricala, key: u128, th_pn: u64, th_dn: u64) {
        self.nodes += 1;
        if self.terminal(n).is_some() {
            return;
        }
        let (pn, dn) = *self.table.get(&key).unwrap_or(&(1, 1));
        if pn >= th_pn || dn >= th_dn {
            return;
        }
        let or = n.to_move() == self.player;
        let kids = Self::children(n);
        loop {
            let vals: Vec<Pn> = kids.iter().map(|(c, _, k)| self.numbers(c, *k)).collect();
            let (pn, dn) = if or {
                let pn = vals.iter().map(|v| v.0).min().unwrap_or(INF);
                (pn, weak_sum(vals.iter().map(|v| v.1)))
            } else {
                let dn = vals.iter().map(|v| v.1).min().unwrap_or(INF);
                (weak_sum(vals.iter().map(|v| v.0)), dn)
            };
            self.table.insert(key, (pn, dn));
            if pn >= th_pn || dn >= th_dn || pn == 0 || dn == 0 || self.nodes >= self.limit {
                return;
            }
            // The child with the smallest number on the minimised side, and the next.
            let side = |v: &Pn| if or { v.0 } else { v.1 };
            let mut best = 0;
            for (i, v) in vals.iter().enumerate() {
                if side(v) < side(&vals[best]) {
                    best = i;
                }
            }
            let second = vals
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != best)
                .map(|(_, v)| side(v))
                .min()
                .unwrap_or(INF);
            let (c_pn, c_dn) = vals[best];
            let (t_pn, t_dn) = if or {
                (
                    th_pn.min(above(second)),
                    (th_dn - dn).saturating_add(c_dn).min(INF),
                )
            } else {
                (
                    (th_pn - pn).saturating_add(c_pn).min(INF),
                    th_dn.min(above(second)),
                )
            };
            let (child, _, child_key) = &kids[best];
            self.mid(child, *child_key, t_pn, t_dn);
        }
    }
}

/// Whether `player` wins from `pos` by force, expanding at most `nodes` positions.
pub fn prove(pos: &Tricala, player: Player, nodes: u64) -> ProveResult {
    let mut s = Search {
        player,
        table: HashMap::new(),
        nodes: 0,
        limit: nodes,
    };
    let key = node_key(pos);
    if pos.finished().is_none() {
        s.mid(pos, key, u64::MAX, u64::MAX);
    }
    let proof = match s.numbers(pos, key) {
        (0, _) => Proof::Wins,
        (_, 0) => Proof::CannotWin,
        _ => Proof::Unknown,
    };
    // The move that achieves it: a child proved for the player where the player moves,
    // disproved where another does.
    let mover_is_player = pos.to_move() == player;
    let best = match proof {
        Proof::Wins if mover_is_player => Search::children(pos)
            .into_iter()
            .find(|(c, _, k)| s.numbers(c, *k).0 == 0),
        Proof::CannotWin if !mover_is_player => Search::children(pos)
            .into_iter()
            .find(|(c, _, k)| s.numbers(c, *k).1 == 0),
        _ => None,
    }
    .map(|(_, m, _)| m);
    ProveResult {
        proof,
        best,
        nodes: s.nodes,
    }
}
