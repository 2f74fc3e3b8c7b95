//! Umel Bagara's endgame, solved: once few beans are left on the board, a proving
//! search finds the exact result (win, draw or loss for the player to move) under the
//! full rules, the repetition rule included. It is an alpha-beta over the three results
//! on the game's own line: the positions met since the last capture are part of the
//! state (a third occurrence ends the game), so the table is keyed on the position and
//! that history together and every stored result is exact. A store holding more than
//! half of all beans decides the game at once (stores never shrink). Memory is bounded
//! (the table is cleared when full) and so is the work (a node budget: past it the
//! search gives up and says so). Every stored result is exact, so Hard's timed moves
//! keep the table for the player's next move (`solve_kept`, the table in the player's
//! `Engine`): a proof left
//! unfinished goes on where it stopped.

use std::collections::HashMap;
use std::time::Duration;

use sowing_rules::games::umel::{UmelBagara, UmelMove};
use sowing_rules::{Game, Outcome, Rules};

/// A result for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Exact {
    Loss,
    Draw,
    Win,
}

impl std::ops::Neg for Exact {
    type Output = Exact;

    fn neg(self) -> Exact {
        match self {
            Exact::Loss => Exact::Win,
            Exact::Draw => Exact::Draw,
            Exact::Win => Exact::Loss,
        }
    }
}

/// Limits of the proving search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndgameConfig {
    /// Solve only positions with at most this many beans in the cups.
    pub max_board: u32,
    /// Give up after this many positions.
    pub nodes: u64,
    /// The table is cleared once it holds this many entries.
    pub table: usize,
}

impl Default for EndgameConfig {
    fn default() -> Self {
        EndgameConfig {
            max_board: 24,
            nodes: 200_000,
            table: 1 << 20,
        }
    }
}

/// A solved position: its result for the player to move, a move that achieves it, and
/// the positions searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub result: Exact,
    pub best: Option<UmelMove>,
    pub nodes: u64,
}

/// What a table entry says about the exact result.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Known {
    Exact(Exact),
    AtLeast(Exact),
    AtMost(Exact),
}

/// Mixes a position key into the order-free hash of a history.
fn mix(k: u128) -> u64 {
    let mut x = (k as u64) ^ ((k >> 64) as u64).rotate_left(23);
    x = (x ^ (x >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The solver's table: each position with the multiset of its history since the last
/// capture, and what is known of its result.
pub(crate) type KnownTable = HashMap<(u128, u64), Known>;

/// A solver's table kept from one search to the next (a player's, in its `Engine`).
#[derive(Default)]
pub struct EndgameTable(KnownTable);

struct Solver {
    cfg: EndgameConfig,
    /// Keys met since the last capture, the current position's last.
    history: Vec<u128>,
    table: KnownTable,
    nodes: u64,
    total: u32,
}

impl Solver {
    /// The state's key: the position and the multiset of the history.
    fn state(&self, pos: &UmelBagara) -> (u128, u64) {
        let h = self
            .history
            .iter()
            .fold(0u64, |a, &k| a.wrapping_add(mix(k)));
        (pos.key(), h)
    }

    /// The result when the game is over or a store already holds more than half.
    fn decided(&self, pos: &UmelBagara) -> Option<Exact> {
        let me = pos.to_move();
        if let Some(f) = pos.finished() {
            return Some(match &f.outcome {
                Outcome::Winner(w) if *w == me => Exact::Win,
                Outcome::Winner(_) => Exact::Loss,
                Outcome::Draw(_) => Exact::Draw,
            });
        }
        let stores = pos.stores();
        let (mine, theirs) = (
            stores[me as usize - 1] as u32,
            stores[2 - me as usize] as u32,
        );
        if 2 * mine > self.total {
            Some(Exact::Win)
        } else if 2 * theirs > self.total {
            Some(Exact::Loss)
        } else if 2 * mine == self.total && 2 * theirs == self.total {
            Some(Exact::Draw)
        } else {
            None
        }
    }

    /// Plays a move as `Game` does (history cleared after a capture, a third occurrence
    /// ends the game); returns how far to cut the history back afterwards.
    fn play(&mut self, pos: &mut UmelBagara, m: &UmelMove) -> Vec<u128> {
        let saved = if pos.play_unchecked(m, None) {
            std::mem::take(&mut self.history)
        } else {
            Vec::new()
        };
        let k = pos.key();
        self.history.push(k);
        if pos.finished().is_none() && self.history.iter().filter(|&&h| h == k).count() >= 3 {
            pos.end_by_repetition(None);
        }
        saved
    }

    fn undo(&mut self, saved: Vec<u128>) {
        self.history.pop();
        if !saved.is_empty() {
            self.history = saved;
        }
    }

    /// The best result at the root and a move to it.
    fn root(&mut self, pos: &UmelBagara) -> Option<Solved> {
        let mut best: Option<(UmelMove, Exact)> = None;
        for (m, _) in ordered(pos) {
            let mut child = pos.clone();
            let saved = self.play(&mut child, &m);
            // A null window above the best so far: only a better result needs proving.
            let floor = best.as_ref().map_or(Exact::Loss, |b| b.1);
            let v = match floor {
                Exact::Loss => self.search(&child, Exact::Loss, Exact::Win),
                f => self.search(&child, Exact::Loss, -f),
            }
            .map(|v| -v);
            self.undo(saved);
            let v = v?;
            if best.as_ref().is_none_or(|b| v > b.1) {
                best = Some((m, v));
            }
            if v == Exact::Win {
                break;
            }
        }
        let (m, result) = best?;
        Some(Solved {
            result,
            best: Some(m),
            nodes: self.nodes,
        })
    }

    /// The exact result in the window (alpha, beta); None once the budget is spent.
    fn search(&mut self, pos: &UmelBagara, mut alpha: Exact, beta: Exact) -> Option<Exact> {
        if let Some(r) = self.decided(pos) {
            return Some(r);
        }
        self.nodes += 1;
        if self.nodes > self.cfg.nodes {
            return None;
        }
        let key = self.state(pos);
        match self.table.get(&key) {
            Some(Known::Exact(r)) => return Some(*r),
            Some(Known::AtLeast(r)) if *r >= beta => return Some(*r),
            Some(Known::AtMost(r)) if *r <= alpha => return Some(*r),
            _ => {}
        }
        let alpha0 = alpha;
        let mut best = Exact::Loss;
        for (m, _) in ordered(pos) {
            let mut child = pos.clone();
            let saved = self.play(&mut child, &m);
            let v = self.search(&child, -beta, -alpha).map(|v| -v);
            self.undo(saved);
            let v = v?;
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        if self.table.len() >= self.cfg.table {
            self.table.clear();
        }
        let known = if best <= alpha0 {
            Known::AtMost(best)
        } else if best >= beta {
            Known::AtLeast(best)
        } else {
            Known::Exact(best)
        };
        self.table.insert(key, known);
        Some(best)
    }
}

/// The legal moves, captures (most beans first) before the rest, with what they take.
fn ordered(pos: &UmelBagara) -> Vec<(UmelMove, u32)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let before: u32 = pos.stores().iter().map(|&s| s as u32).sum();
    let mut scored: Vec<(UmelMove, u32)> = moves
        .into_iter()
        .map(|m| {
            let mut p = pos.clone();
            p.play_unchecked(&m, None);
            let after: u32 = p.stores().iter().map(|&s| s as u32).sum();
            (m, after - before)
        })
        .collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.1));
    scored
}

/// Beans in the cups.
pub fn board_beans(pos: &UmelBagara) -> u32 {
    pos.cups().iter().map(|&c| c as u32).sum()
}

/// Solves the game's position (its line's history counts) when few enough beans are in
/// the cups and the budget suffices; None otherwise or when the game is over.
pub fn solve(game: &Game<UmelBagara>, cfg: EndgameConfig) -> Option<Solved> {
    solve_with(game, cfg, &mut HashMap::new())
}

/// `solve` starting from the table `kept` holds, and leaving its own there (results stay
/// exact whatever the budget; `nodes` counts this search's only).
pub fn solve_kept(
    game: &Game<UmelBagara>,
    cfg: EndgameConfig,
    kept: &mut EndgameTable,
) -> Option<Solved> {
    solve_with(game, cfg, &mut kept.0)
}

fn solve_with(
    game: &Game<UmelBagara>,
    cfg: EndgameConfig,
    table: &mut KnownTable,
) -> Option<Solved> {
    let pos = game.position();
    if pos.finished().is_some() || board_beans(pos) > cfg.max_board {
        return None;
    }
    let mut s = Solver {
        cfg,
        history: game.history().to_vec(),
        table: std::mem::take(table),
        nodes: 0,
        total: pos.pieces_total(),
    };
    let solved = s.root(pos);
    *table = s.table;
    solved
}

/// Positions the solver visits a second, about (measured: 1.6 million), halved.
const NODES_PER_SECOND: f64 = 800_000.0;

/// Hard's move in an Umel Bagara endgame: a proved win or draw, once the cups hold few
/// enough beans and about half of `time` (the default budget without) proves it; a
/// lost position is left to the search, which may find the opponent's mistakes. Timed,
/// it goes on from the table its player's last timed move kept (`kept`); by the default
/// budget it starts empty, so its moves are reproducible.
pub fn hard_move(
    game: &Game<UmelBagara>,
    time: Option<Duration>,
    kept: &mut EndgameTable,
) -> Option<(UmelMove, f32)> {
    let mut cfg = EndgameConfig::default();
    if let Some(t) = time {
        cfg.nodes = ((t.as_secs_f64() * NODES_PER_SECOND) as u64).clamp(1000, 4_000_000);
    }
    let s = if time.is_some() {
        solve_kept(game, cfg, kept)?
    } else {
        solve(game, cfg)?
    };
    let value = match s.result {
        Exact::Win => 1.0,
        Exact::Draw => 0.5,
        Exact::Loss => return None,
    };
    Some((s.best?, value))
}

/// The exact result of a search leaf for its player to move, where at most
/// `LEAF_BEANS` beans are in the cups and `LEAF_NODES` positions prove it (the leaf's
/// line history is not known there: it counts as met once).
pub fn leaf_result(pos: &UmelBagara) -> Option<Exact> {
    const LEAF_BEANS: u32 = 10;
    const LEAF_NODES: u64 = 300;
    if board_beans(pos) > LEAF_BEANS {
        return None;
    }
    let cfg = EndgameConfig {
        max_board: LEAF_BEANS,
        nodes: LEAF_NODES,
        table: 1 << 12,
    };
    solve(&Game::new(pos.clone()), cfg).map(|s| s.result)
}
