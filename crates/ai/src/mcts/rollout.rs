//! A leaf's score: the move in progress completed at random, greedy then random plies,
//! and the heuristic's reward of where they end.

use sowing_rules::{Phase, Rules};

use super::Mcts;
use crate::eval::{Evaluate, Reward, hard_reward, reward};

impl<R: Rules + Evaluate> Mcts<R> {
    /// Completes the move in progress at random, plays greedy then random plies, and
    /// scores the position by the heuristic.
    pub(super) fn rollout(&mut self, n: usize) -> Reward {
        let node = &self.nodes[n];
        if node.terminal {
            return reward(node.game.position());
        }
        // A node whose moves were listed and ordered already knows its greedy move.
        let greedy = node.game.position().greedy_plies(self.cfg.greedy_plies);
        let mut known = (node.prefix.is_empty() && self.cfg.ordered && greedy > 0)
            .then(|| node.moves.first().cloned())
            .flatten();
        let mut g = node.game.clone();
        if !node.prefix.is_empty() {
            let mut prefix = node.prefix.clone();
            loop {
                let info = g.position().steps(&prefix).expect("offered steps");
                let stop =
                    info.complete.is_some() && (info.next.is_empty() || self.rng.below(2) == 0);
                if stop {
                    g.play_unchecked(&info.complete.expect("complete"), None);
                    break;
                }
                let i = self.rng.below(info.next.len() as u64) as usize;
                prefix.push(info.next[i]);
            }
        }
        let mut buf = Vec::new();
        let plies = g
            .position()
            .rollout_plies(self.cfg.rollout_plies)
            .max(greedy);
        // Setup plies (Tricala's placements) are played at random and not counted: the
        // plies that are scored start with the play.
        let mut ply = 0;
        while ply < plies {
            let pos = g.position();
            if pos.finished().is_some() {
                break;
            }
            let setup = pos.phase() == Phase::Setup;
            if let Some(m) = known.take() {
                g.play_unchecked(&m, None);
                ply += u32::from(!setup);
                continue;
            }
            let decisive = if pos.decisive_in_rollouts() {
                pos.decisive()
            } else {
                None
            };
            let m = match decisive {
                Some(m) => m,
                None if !setup && ply < greedy => {
                    match crate::greedy::greedy_sample(&g, &mut self.rng, &mut buf) {
                        Some(m) => m,
                        None => break,
                    }
                }
                None => match pos.random_move(&mut self.rng, &mut buf) {
                    Some(m) => m,
                    None => break,
                },
            };
            g.play_unchecked(&m, None);
            if !setup {
                ply += 1;
            }
        }
        if self.cfg.hard_eval {
            hard_reward(g.position())
        } else {
            reward(g.position())
        }
    }
}
