//! Sowing's computer players, on the rules engine alone (no Bevy): Monte Carlo tree
//! search over the engine's build steps for 2–6 players, with random and greedy
//! baselines, reproducible from a seed and cancellable.

pub mod alphabeta;
pub mod endgame;
pub mod engine;
pub mod eval;
mod eval_esiema;
pub mod eval_myra;
mod eval_tricala;
pub mod eval_umel;
pub mod greedy;
pub mod hard;
pub mod mcts;
pub mod memory;
pub mod parallel;
pub mod players;
pub mod prove;
pub mod table;
pub mod umel_net;

pub use alphabeta::{AlphaBetaConfig, AlphaBetaResult, alphabeta, alphabeta_kept};
pub use engine::Engine;
pub use eval::{Evaluate, Reward, hard_reward, reward};
pub use greedy::greedy;
pub use hard::{hard_search, hard_search_with};
pub use mcts::{Mcts, SearchConfig, SearchResult, search};
pub use memory::Memory;
pub use parallel::search_threads;
pub use players::{Ai, Level, choose, choose_text, choose_text_with, choose_with};
pub use table::Score;

/// Plays up to `plies` random moves on `pos`, stopping where the game ends (the unit
/// tests' positions).
#[cfg(test)]
pub(crate) fn random_plies<R: sowing_rules::Rules>(
    pos: &mut R,
    rng: &mut sowing_rules::Rng,
    plies: u64,
) {
    for _ in 0..plies {
        match pos.random_move(rng, &mut Vec::new()) {
            Some(m) if pos.finished().is_none() => {
                pos.play_unchecked(&m, None);
            }
            _ => break,
        }
    }
}
