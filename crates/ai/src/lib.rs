//! Sowing's computer players, on the rules engine alone (no Bevy): Monte Carlo tree
//! search over the engine's build steps for 2–6 players, with random and greedy
//! baselines, reproducible from a seed and cancellable.

pub mod alphabeta;
pub mod endgame;
pub mod eval;
mod eval_esiema;
mod eval_myra;
pub mod eval_umel;
pub mod hard;
pub mod mcts;
mod negamax;
mod ordering;
pub mod parallel;
pub mod players;
mod selective;
pub mod table;
pub mod umel_net;
mod umel_net_weights;

pub use alphabeta::{AlphaBetaConfig, AlphaBetaResult, alphabeta};
pub use eval::{Evaluate, Reward, hard_reward, reward};
pub use hard::hard_search;
pub use mcts::{Mcts, SearchConfig, SearchResult, search};
pub use parallel::search_threads;
pub use players::{Ai, Level, choose, choose_text, greedy};
pub use table::Score;
