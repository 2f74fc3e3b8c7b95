//! Sowing's computer players, on the rules engine alone (no Bevy): Monte Carlo tree
//! search over the engine's build steps for 2–6 players, with random and greedy
//! baselines, reproducible from a seed and cancellable.

pub mod eval;
pub mod mcts;
pub mod players;

pub use eval::{Evaluate, Reward, reward};
pub use mcts::{Mcts, SearchConfig, SearchResult, search};
pub use players::{Ai, Level, choose, choose_text, greedy};
