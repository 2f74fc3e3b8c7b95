//! Tricala's evaluation: material (captures, corners held, stones on the board and in
//! hand) and what the tree search asks of the game (its decisive sowings, placements in
//! ascending pit order, greedy plies to the end of most games).

use sowing_rules::board::{PitId, TRI_CORNERS, TRI_PITS};
use sowing_rules::games::tricala::{Tricala, TricalaMove};
use sowing_rules::{Outcome, Phase, Rules, Step};

use crate::eval::{Evaluate, MAX_PLAYERS, Reward};

impl Evaluate for Tricala {
    fn decisive(&self) -> Option<TricalaMove> {
        // Placements never win (corners cannot be placed into); a sowing may.
        if self.finished().is_some() || self.phase() == Phase::Setup {
            return None;
        }
        let me = self.to_move();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.into_iter().find(|m| {
            let mut p = self.clone();
            p.play_unchecked(m, None);
            matches!(p.finished().map(|f| &f.outcome), Some(Outcome::Winner(w)) if *w == me)
        })
    }

    fn decisive_in_rollouts(&self) -> bool {
        false
    }

    fn hard_uses_its_time(&self) -> bool {
        true
    }

    fn taken(&self) -> u32 {
        self.captured().iter().map(|&c| c as u32).sum()
    }

    fn prune_steps(&self, prefix: &[Step], next: &mut Vec<Step>) {
        // Placements in ascending pit order only (repeats allowed).
        if self.phase() == Phase::Setup
            && let Some(&Step::Pit(last)) = prefix.last()
        {
            next.retain(|s| matches!(*s, Step::Pit(p) if p >= last));
        }
    }

    fn rollout_plies(&self, setting: u32) -> u32 {
        // Random sowing after the greedy plies only blurs the tactics.
        let _ = setting;
        0
    }

    fn greedy_plies(&self, setting: u32) -> u32 {
        // Play after the setup is short (often 3 to 10 plies) and greedy plies cheap:
        // play most games out (Hard: 16 plies). With 3 players, 4 plies barely reach the
        // mover's second turn: 60.7 % of wins against two greedy players, 16 plies
        // 66.7 % (300 games each, issue 7).
        setting.saturating_mul(4)
    }

    fn temperature(&self) -> f32 {
        2.0
    }

    fn material(&self) -> Reward {
        let mut m = [0.0; MAX_PLAYERS];
        for (p, slot) in m.iter_mut().enumerate().take(self.players() as usize) {
            let on_board: u32 = (0..TRI_PITS as PitId).map(|i| self.pit(i)[p] as u32).sum();
            let corners = TRI_CORNERS
                .iter()
                .filter(|&&c| {
                    let cell = self.pit(c);
                    2 * cell[p] as u32 > cell.iter().map(|&x| x as u32).sum::<u32>()
                })
                .count() as f32;
            *slot = 1.0
                + self.captured()[p] as f32
                + 1.5 * corners
                + 0.2 * (on_board + self.hand()[p] as u32) as f32;
        }
        m
    }
}
