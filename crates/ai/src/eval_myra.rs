//! Myra's evaluation: material (soldiers, the queen at 25, half a soldier per reserve
//! soldier) plus attacks on enemy queens, and for Hard with two players a sum of features
//! fitted to deeper searches' scores (`features`, `HARD_WEIGHTS`); its decisive move
//! (taking a queen) and the moves that may capture.

use std::cell::RefCell;

use sowing_rules::board::{HEX_PITS, Hex, HexSet, bits};
use sowing_rules::games::myra::{Cell, Myra, MyraMove, Survey};
use sowing_rules::{Rng, Rules};

use crate::eval::{Evaluate, MAX_PLAYERS, Reward};

/// Myra: what one piece attacking an enemy queen is worth, in soldiers (the partner's
/// evaluation, and Hard's with three players).
const MYRA_ATTACK: f32 = 4.0;

/// The pressure feature counts soldiers within this many steps of the enemy queen.
const PRESSURE_RANGE: u32 = 8;

/// How many features `features` gives a player.
pub const FEATURES: usize = 10;

/// Hard's two-player weights, in soldiers, one per feature (`features`): a logistic
/// regression of the scores of Hard's search at 500,000 nodes (the evaluation before:
/// material, 4 per attack on the enemy queen, 0.02 per step of pressure) made a
/// probability over 4 soldiers, on the difference of the mover's and the other's
/// features: 13,368 positions with unproved scores, from 38 games of Hard against itself
/// and one position off each of theirs (`examples/myra_fit.rs`, `examples/fit_myra.py`).
/// The attack on the queen, 4 soldiers before, fitted to next to nothing: the search
/// reads the capture it threatens.
const HARD_WEIGHTS: [f32; FEATURES] = [
    1.0209, 0.4977, -0.0049, 0.0217, 0.0765, 0.0879, -0.0667, 0.0010, -0.1335, -0.0040,
];
/// What having the move is worth, in soldiers, fitted with `HARD_WEIGHTS`.
const HARD_MOVE: f32 = 0.1290;

impl Evaluate for Myra {
    fn hard_by_alphabeta(&self) -> bool {
        // At 100 ms a move the tree search lost 19 of 20 two-player games to the alpha-beta
        // sparring partner, and all 9 three-player games against two Medium players, where
        // the paranoid alpha-beta won all 9 at first and 82 of 102 in the end
        // (docs/computer-players.md).
        true
    }

    fn null_move(&self) -> Option<MyraMove> {
        // A quiet move (a step, a split, a production) is nearly always at hand, so
        // passing is hardly ever better than moving.
        (self.players() == 2).then_some(MyraMove::Pass)
    }

    fn forecast_gain(&self, m: &MyraMove) -> Option<u32> {
        let (taken, ends) = self.forecast(m);
        Some(taken as u32 + if ends { 1000 } else { 0 })
    }

    fn staged_moves(&self) -> bool {
        // Not when the next quiet move would end the game by the quiet limit: then every
        // move gains (the end), not the captures alone.
        !self.forecast(&MyraMove::Pass).1
    }

    fn hard_history(&self) -> bool {
        // With three players the paranoid search was measured without
        // (docs/computer-players.md).
        self.players() == 2
    }

    /// A move's first and last pit.
    const HISTORY_SLOTS: usize = HEX_PITS * HEX_PITS;

    fn history_slot(m: &MyraMove) -> Option<usize> {
        let (from, to) = match m {
            MyraMove::Whole { from, to } | MyraMove::Split { from, to, .. } => (*from, *to),
            MyraMove::Chain(p) => (p[0], p[p.len() - 1]),
            MyraMove::Dechain(p) => (p[0], p[p.len() - 1]),
            MyraMove::Produce(to) => (*to, *to),
            MyraMove::Pass => return None,
        };
        Some(from as usize * HEX_PITS + to as usize)
    }

    fn in_check(&self) -> bool {
        // The mover's queen attacked. Measured with two players only: at a tenth of the
        // partner's time 8-7-5 of 20 with the extension, 1-1-7 of 9 without
        // (docs/computer-players.md).
        if self.players() != 2 {
            return false;
        }
        let me = self.to_move() as usize - 1;
        with_survey(self, |s| {
            s.queens[me].is_some_and(|q| s.attackers(q, me) > 0)
        })
    }

    fn hard_rescues(&self) -> bool {
        // Measured with two players only.
        self.players() == 2
    }

    fn hard_reduces_more(&self) -> bool {
        // With three players the paranoid search was measured without
        // (docs/computer-players.md).
        self.players() == 2
    }

    fn taken(&self) -> u32 {
        self.captured().iter().map(|&c| c as u32).sum()
    }

    fn capture_moves(&self, _rng: &mut Rng, _limit: usize, out: &mut Vec<MyraMove>) {
        // Only a whole pit moving onto an enemy piece captures.
        with_survey(self, |s| self.captures_in(s, out));
    }

    fn capture_stake(&self, m: &MyraMove) -> i32 {
        // Measured with two players only.
        if self.players() != 2 {
            return 0;
        }
        match *m {
            MyraMove::Whole { from, .. } => at_stake(self.cell(from)) as i32,
            _ => 0,
        }
    }

    fn losing_capture(&self, m: &MyraMove) -> bool {
        // A pit moving onto fewer enemy soldiers than it holds, where an enemy piece
        // reaches it and no other own piece does: taken back, it loses more than it took,
        // and nothing takes the taker. The queen counts as 25.
        let MyraMove::Whole { from, to } = *m else {
            return false;
        };
        // With two players only: with three, the next to move may not be the one who
        // reaches the pit.
        if self.players() != 2 {
            return false;
        }
        let (mover, prey) = (self.cell(from), self.cell(to));
        if prey.is_queen() {
            return false;
        }
        if at_stake(mover) <= u32::from(prey.soldiers_count()) {
            return false;
        }
        let me = self.to_move() as usize - 1;
        with_survey(self, |s| {
            s.attackers(to, me) > 0 && s.attackers(to, 1 - me) <= 1
        })
    }

    fn heuristic(&self) -> Reward {
        with_survey(self, |s| partner_score(self, s))
    }

    fn hard_heuristic(&self) -> Reward {
        // With two players the fitted features, among them the pressure: each soldier
        // counts by how near it stands to the enemy queen (without it every game between
        // Hard and the partner was drawn; docs/computer-players.md).
        with_survey(self, |s| hard_score(self, s))
    }

    fn rollout_plies(&self, setting: u32) -> u32 {
        // Random plies blur Myra's material too much: score the leaf after its greedy
        // ply.
        let _ = setting;
        0
    }

    fn greedy_plies(&self, setting: u32) -> u32 {
        setting.min(2)
    }

    fn list_moves(&self, out: &mut Vec<MyraMove>) -> bool {
        crate::eval::list_counted(self, self.list_limit(), out)
    }

    fn list_limit(&self) -> u128 {
        // Troops and dechains often give several hundred moves; the queen's safety
        // needs them all in view.
        2000
    }

    fn decisive(&self) -> Option<MyraMove> {
        if self.finished().is_some() {
            return None;
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.into_iter().find(|m| match m {
            MyraMove::Whole { to, .. } => self.cell(*to).is_queen(),
            _ => false,
        })
    }

    fn material(&self) -> Reward {
        with_survey(self, |s| material(self, s))
    }
}

/// What a pit moving as a whole puts at stake: its soldiers, the queen as 25.
fn at_stake(c: Cell) -> u32 {
    if c.is_queen() {
        25
    } else {
        u32::from(c.soldiers_count())
    }
}

thread_local! {
    /// A cache, a function of the board alone: the last board surveyed on this thread
    /// and its survey.
    static LAST_SURVEY: RefCell<Option<([Cell; HEX_PITS], Survey)>> =
        const { RefCell::new(None) };
}

/// `f` of `pos.survey()`, made once for a board however many of a search's calls at a
/// leaf ask (whether the mover is in check, the evaluation, the captures), where each
/// made its own. `f` must not survey a board itself: the kept survey is borrowed.
fn with_survey<T>(pos: &Myra, f: impl FnOnce(&Survey) -> T) -> T {
    LAST_SURVEY.with_borrow_mut(|last| {
        let s = match last {
            Some((cells, s)) if cells == pos.cells() => s,
            _ => &mut last.insert((*pos.cells(), pos.survey())).1,
        };
        f(s)
    })
}

/// Hard's score: with two players each player's features times `HARD_WEIGHTS`, and
/// `HARD_MOVE` for the mover; with three the partner's.
fn hard_score(pos: &Myra, s: &Survey) -> Reward {
    if pos.players() != 2 {
        // With three players the pressure drew the other two onto Hard: 8 wins of 18
        // against two Medium players, where Hard without it won 7 of 9
        // (docs/computer-players.md).
        return partner_score(pos, s);
    }
    let mut m = [0.0; MAX_PLAYERS];
    for (p, slot) in m.iter_mut().enumerate().take(2) {
        let f = survey_features(s, pos.reserve()[p], p);
        *slot = f.iter().zip(&HARD_WEIGHTS).map(|(a, b)| a * b).sum();
    }
    m[pos.to_move() as usize - 1] += HARD_MOVE;
    m
}

/// Soldiers on the board and the queen at 25, half a soldier per reserve soldier; 0 for
/// a player who is out.
fn material(pos: &Myra, s: &Survey) -> Reward {
    let mut m = [0.0; MAX_PLAYERS];
    for (q, slot) in m.iter_mut().enumerate().take(pos.players() as usize) {
        if pos.is_out(q as u8 + 1) {
            continue;
        }
        let on_board = on_board(s, q);
        let queen = if s.queens[q].is_some() { 25.0 } else { 0.0 };
        *slot = queen + on_board as f32 + 0.5 * pos.reserve()[q] as f32;
    }
    m
}

/// Player `p`'s soldiers on the board.
fn on_board(s: &Survey, p: usize) -> u32 {
    (s.soldiers[p].iter())
        .zip(1..)
        .map(|(set, n)| set.count_ones() * n)
        .sum()
}

/// Player `p`'s features in a two-player position (Hard's evaluation, and for fitting
/// it: `examples/myra_fit.rs`): soldiers on the board, in reserve; enemy pieces attacking
/// the own queen (at most 2); the pressure on the enemy queen (soldiers times steps within
/// `PRESSURE_RANGE`), soldiers within 2 steps of her; the own queen's empty neighbours and
/// own neighbours; pits of 1, of 2 to 4 and of 5 soldiers.
pub fn features(pos: &Myra, p: usize) -> [f32; FEATURES] {
    with_survey(pos, |s| survey_features(s, pos.reserve()[p], p))
}

fn survey_features(s: &Survey, reserve: u8, p: usize) -> [f32; FEATURES] {
    let h = Hex::get();
    let mut f = [0.0; FEATURES];
    let count = |sets: &[HexSet]| sets.iter().map(|x| x.count_ones()).sum::<u32>() as f32;
    f[0] = on_board(s, p) as f32;
    f[1] = f32::from(reserve);
    if let Some(q) = s.queens[p] {
        f[2] = s.attackers(q, p).min(2) as f32;
        let around = h.adjacent_set(q);
        f[5] = (around & s.empty).count_ones() as f32;
        f[6] = (around & s.soldiers[p].iter().fold(0, |a, b| a | b)).count_ones() as f32;
    }
    if let Some(q) = s.queens[1 - p] {
        let (mut steps, mut near) = (0, 0);
        for (set, n) in s.soldiers[p].iter().zip(1..) {
            for x in bits(*set) {
                let d = h.distance(x, q);
                steps += n * PRESSURE_RANGE.saturating_sub(d);
                if d <= 2 {
                    near += n;
                }
            }
        }
        f[3] = steps as f32;
        f[4] = near as f32;
    }
    f[7] = count(&s.soldiers[p][..1]);
    f[8] = count(&s.soldiers[p][1..4]);
    f[9] = count(&s.soldiers[p][4..]);
    f
}

/// The partner's evaluation: material, plus a bonus per piece attacking an enemy queen
/// (a threat the opponent must answer, and the only way to win).
fn partner_score(pos: &Myra, s: &Survey) -> Reward {
    let mut m = material(pos, s);
    for (owner, q) in s.queens.iter().enumerate().take(pos.players() as usize) {
        let Some(pit) = *q else {
            continue;
        };
        let attacked = s.attackers(pit, owner);
        if attacked > 0 {
            // Split the bonus between the other players still in.
            for (p, slot) in m.iter_mut().enumerate().take(pos.players() as usize) {
                if p != owner && *slot > 0.0 {
                    *slot += MYRA_ATTACK * attacked.min(2) as f32;
                }
            }
        }
    }
    m
}
