//! Myra's evaluation: material (soldiers, the queen at 25, half a soldier per reserve
//! soldier) plus attacks on enemy queens, and for Hard with two players the soldiers'
//! pressure on the enemy queen; its decisive move (taking a queen) and the moves that may
//! capture.

use sowing_rules::board::{HEX_PITS, Hex, PitId};
use sowing_rules::games::myra::{Myra, MyraMove};
use sowing_rules::{Rng, Rules};

use crate::eval::{Evaluate, MAX_PLAYERS, Reward};

/// Myra: what one piece attacking an enemy queen is worth, in soldiers.
const MYRA_ATTACK: f32 = 4.0;

/// Hard's two-player Myra: what a soldier one step nearer the enemy queen is worth,
/// within `PRESSURE_RANGE` steps of her.
const MYRA_PRESSURE: f32 = 0.02;
const PRESSURE_RANGE: u32 = 8;

impl Evaluate for Myra {
    fn hard_by_alphabeta(&self) -> bool {
        // At 100 ms a move the tree search lost 19 of 20 two-player games to the
        // alpha-beta sparring partner, and all 9 three-player games against two Medium
        // players, where the paranoid alpha-beta won all 9 (README).
        true
    }

    fn null_move(&self) -> Option<MyraMove> {
        // A quiet move (a step, a split, a production) is nearly always at hand, so
        // passing is hardly ever better than moving.
        (self.players() == 2).then_some(MyraMove::Pass)
    }

    fn hard_reduces_more(&self) -> bool {
        // With three players the paranoid search was measured without (README).
        self.players() == 2
    }

    fn taken(&self) -> u32 {
        self.captured().iter().map(|&c| c as u32).sum()
    }

    fn capture_moves(&self, _rng: &mut Rng, _limit: usize, out: &mut Vec<MyraMove>) {
        // Only a whole pit moving onto an enemy piece captures.
        self.captures(out);
    }

    fn heuristic(&self) -> Reward {
        // Material, plus a bonus per piece attacking an enemy queen: a threat the
        // opponent must answer, and the only way to win.
        let mut m = self.material();
        for q in 1..=self.players() {
            let Some(pit) = self.queen_pit(q) else {
                continue;
            };
            let attacked = self.attackers(pit);
            if attacked > 0 {
                let owner = q as usize - 1;
                // Split the bonus between the other players still in.
                for (p, slot) in m.iter_mut().enumerate().take(self.players() as usize) {
                    if p != owner && *slot > 0.0 {
                        *slot += MYRA_ATTACK * attacked.min(2) as f32;
                    }
                }
            }
        }
        m
    }

    fn hard_heuristic(&self) -> Reward {
        // The partner's material and attacks, plus pressure: each soldier counts by how
        // near it stands to the enemy queen. Without it every game between Hard
        // and the partner was drawn (README).
        let mut m = self.heuristic();
        if self.players() != 2 {
            // With three players the pressure drew the other two onto Hard: 8 wins of 18
            // against two Medium players, where Hard without it won 7 of 9 (README).
            return m;
        }
        let h = Hex::get();
        let queens = [self.queen_pit(1), self.queen_pit(2)];
        for p in 0..HEX_PITS as PitId {
            let c = self.cell(p);
            if c.is_empty() || c.is_queen() {
                continue;
            }
            let owner = c.owner();
            if let Some(q) = queens[1 - owner] {
                let steps_in = PRESSURE_RANGE.saturating_sub(h.distance(p, q)) as f32;
                m[owner] += MYRA_PRESSURE * c.soldiers_count() as f32 * steps_in;
            }
        }
        m
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
        let mut m = [0.0; MAX_PLAYERS];
        for p in 0..HEX_PITS as PitId {
            let c = self.cell(p);
            if !c.is_empty() {
                m[c.owner()] += if c.is_queen() {
                    25.0
                } else {
                    c.soldiers_count() as f32
                };
            }
        }
        for (q, slot) in m.iter_mut().enumerate().take(self.players() as usize) {
            if self.is_out(q as u8 + 1) {
                *slot = 0.0;
            } else {
                *slot += 0.5 * self.reserve()[q] as f32;
            }
        }
        m
    }
}
