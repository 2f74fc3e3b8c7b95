//! The computer players: random and greedy baselines and the levels of the tree search,
//! for any game through `AnyGame`.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sowing_rules::{AnyGame, Game, Rng, Rules};

use crate::alphabeta::{AlphaBetaConfig, alphabeta};
use crate::eval::Evaluate;
use crate::greedy::greedy;
use crate::hard::hard_search_with;
use crate::mcts::{SearchConfig, search};
use crate::memory::Memory;
use crate::parallel::search_threads;

/// A kind of computer player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Ai {
    /// A random legal move (the game's random move).
    Random,
    /// The move with the best immediate reward for the mover.
    Greedy,
    /// Tree search at a level.
    Search(Level),
    /// The alpha-beta sparring partner, to a depth (else as deep as its time allows).
    AlphaBeta(Option<u32>),
}

/// Tree-search levels: they differ in budget and in policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Few iterations, short rollouts, unordered widening.
    Easy,
    /// A moderate budget, heuristic widening.
    Medium,
    /// The full budget (2,500 iterations, in play also 2 s: `timed`), heuristic widening,
    /// longer rollouts.
    Hard,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The search settings of the level, by iterations (reproducible).
    pub fn config(self, seed: u64) -> SearchConfig {
        let base = SearchConfig {
            seed,
            ..SearchConfig::default()
        };
        match self {
            Level::Easy => SearchConfig {
                iterations: Some(60),
                rollout_plies: 4,
                ordered: false,
                exploration: 1.2,
                ..base
            },
            Level::Medium => SearchConfig {
                iterations: Some(400),
                rollout_plies: 12,
                greedy_plies: 1,
                ..base
            },
            Level::Hard => SearchConfig {
                iterations: Some(2500),
                rollout_plies: 400,
                greedy_plies: 4,
                sample: 64,
                hard_eval: true,
                ..base
            },
        }
    }

    /// The level's settings with a time budget as well (for play): the tree search stops at
    /// its iterations or its time, whichever comes first (Hard's in Esiema after about
    /// 0.2 s), except Hard's in Tricala, which thinks its whole 2 s; Hard's alpha-beta plays
    /// by time alone (in Myra with two players just under 2 s on average, up to three times
    /// that on a move whose best move falls: `hard`).
    pub fn timed(self, seed: u64) -> SearchConfig {
        let ms = match self {
            Level::Easy => 100,
            Level::Medium => 500,
            Level::Hard => 2000,
        };
        SearchConfig {
            time: Some(Duration::from_millis(ms)),
            ..self.config(seed)
        }
    }

    /// Name in menus and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl Ai {
    /// Parses `random`, `greedy`, `easy`, `medium`, `hard`, `alphabeta` or
    /// `alphabeta:DEPTH`.
    pub fn parse(s: &str) -> Option<Ai> {
        match s {
            "random" => Some(Ai::Random),
            "greedy" => Some(Ai::Greedy),
            "alphabeta" => Some(Ai::AlphaBeta(None)),
            _ if s.starts_with("alphabeta:") => s["alphabeta:".len()..]
                .parse()
                .ok()
                .filter(|&d| d > 0)
                .map(|d| Ai::AlphaBeta(Some(d))),
            _ => Level::ALL
                .into_iter()
                .find(|l| l.as_str() == s)
                .map(Ai::Search),
        }
    }
}

impl fmt::Display for Ai {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ai::Random => f.write_str("random"),
            Ai::Greedy => f.write_str("greedy"),
            Ai::Search(l) => f.write_str(l.as_str()),
            Ai::AlphaBeta(None) => f.write_str("alphabeta"),
            Ai::AlphaBeta(Some(d)) => write!(f, "alphabeta:{d}"),
        }
    }
}

/// The alpha-beta settings of a player: its depth, the time of `cfg` (the budget a
/// match or the game gives), the seed.
pub fn alphabeta_config(
    depth: Option<u32>,
    cfg: Option<SearchConfig>,
    seed: u64,
) -> AlphaBetaConfig {
    AlphaBetaConfig {
        depth,
        time: cfg.and_then(|c| c.time),
        seed,
        ..AlphaBetaConfig::default()
    }
}

/// The move `ai` chooses in `game` (None when over or cancelled), keeping nothing for a
/// next move. Search levels run on `cfg.threads` threads; Hard plays its own method per
/// game (`hard`).
pub fn choose<R: Rules + Evaluate>(
    ai: Ai,
    game: &Game<R>,
    cfg: Option<SearchConfig>,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<R::Move> {
    choose_with(ai, game, cfg, seed, cancel, &mut Memory::default())
}

/// `choose` for a player whose searches keep `memory` between moves (its `Engine`).
pub fn choose_with<R: Rules + Evaluate>(
    ai: Ai,
    game: &Game<R>,
    cfg: Option<SearchConfig>,
    seed: u64,
    cancel: &AtomicBool,
    memory: &mut Memory,
) -> Option<R::Move> {
    let mut rng = Rng::new(seed);
    match ai {
        Ai::Random => game.position().random_move(&mut rng, &mut Vec::new()),
        Ai::Greedy => greedy(game, &mut rng),
        Ai::Search(Level::Hard) => {
            hard_search_with(
                game,
                cfg.unwrap_or_else(|| Level::Hard.config(seed)),
                cancel,
                memory,
            )
            .best
        }
        Ai::Search(level) => {
            search_threads(game, cfg.unwrap_or_else(|| level.config(seed)), cancel).best
        }
        Ai::AlphaBeta(depth) => alphabeta(game, alphabeta_config(depth, cfg, seed), cancel).best,
    }
}

/// The move `ai` chooses in any game, as notation text, keeping nothing for a next move.
/// `cfg` overrides the level's search settings (budgets from the command line or the
/// game's timed play).
pub fn choose_text(
    ai: Ai,
    game: &AnyGame,
    cfg: Option<SearchConfig>,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<String> {
    choose_text_with(ai, game, cfg, seed, cancel, &mut Memory::default())
}

/// `choose_text` for a player whose searches keep `memory` between moves.
pub fn choose_text_with(
    ai: Ai,
    game: &AnyGame,
    cfg: Option<SearchConfig>,
    seed: u64,
    cancel: &AtomicBool,
    memory: &mut Memory,
) -> Option<String> {
    sowing_rules::with_game!(game, g => choose_with(ai, g, cfg, seed, cancel, memory)
        .map(|m| m.to_string()))
}

/// Iterations per second of a search of `game` at the given settings.
pub fn iterations_per_second(game: &AnyGame, cfg: SearchConfig) -> (u32, f64) {
    let cancel = AtomicBool::new(false);
    sowing_rules::with_game!(game, g => {
        let r = search(g, cfg, &cancel);
        (r.iterations, r.iterations as f64 / r.elapsed.as_secs_f64().max(1e-9))
    })
}
