//! Hard's method per game, chosen by measurement (README, "Computer players";
//! docs/computer-players.md): a solved endgame's move where the game has one (Umel Bagara),
//! then alpha-beta where it beat the tree search (Umel Bagara: the tree search won 5 of 20
//! games against the alpha-beta sparring partner at 100 ms a move; Myra: none of 20 with
//! two players, none of 9 against two Medium players), selective where the game allows it
//! (Myra with two players: `selective`), else the tree search on `threads` threads (timed,
//! for its whole time where the game gains from it: `Evaluate::hard_uses_its_time`). Where
//! the game allows (Myra with two players), the timed alpha-beta banks a share of its time
//! for the moves where its best move falls in a deeper iteration (`BANKED_SHARE`).
//! The result has the tree search's form, whichever method played.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use sowing_rules::{Game, Rules};

use crate::alphabeta::{AlphaBetaConfig, alphabeta_kept};
use crate::eval::Evaluate;
use crate::mcts::{SearchConfig, SearchResult};
use crate::memory::Memory;
use crate::parallel::search_threads;

/// Alpha-beta nodes per tree-search iteration, where Hard's budget is in iterations
/// (reproducible play and tests).
const NODES_PER_ITERATION: u64 = 20;

/// Where the game banks time (`Evaluate::hard_rescues`): Hard's timed alpha-beta stops
/// at this share of its time and banks the rest (and what a proved result leaves) for
/// the moves where its best move falls (`AlphaBetaConfig::rescue`).
const BANKED_SHARE: f64 = 0.05;
/// The most a rescue may take, in budgets, and the most the bank holds.
const RESCUE_BUDGETS: f64 = 2.0;
const BANK_BUDGETS: u32 = 10;

/// What a draw costs Hard's alpha-beta, in hundredths of a material unit: it plays on
/// in even positions (Myra: 20 draws by repetition in 20 games without).
pub const CONTEMPT: i32 = 30;

/// The expected result of each seated player from an alpha-beta score for the mover:
/// a proved result as such, else a logistic of the score at the game's temperature.
fn values<R: Evaluate>(pos: &R, score: crate::Score) -> Vec<f32> {
    let n = pos.players() as usize;
    let me = pos.to_move() as usize - 1;
    let v = if score.is_proved() {
        if score.0 > 0 { 1.0 } else { 0.0 }
    } else {
        1.0 / (1.0 + (-(score.0 as f32) / (100.0 * pos.temperature())).exp())
    };
    (0..n)
        .map(|p| {
            if p == me {
                v
            } else {
                (1.0 - v) / (n - 1) as f32
            }
        })
        .collect()
}

/// Hard's search of `game` with the level's settings `cfg`, keeping nothing for a next
/// move (`hard_search_with` keeps it in the player's `Memory`).
pub fn hard_search<R: Rules + Evaluate>(
    game: &Game<R>,
    cfg: SearchConfig,
    cancel: &AtomicBool,
) -> SearchResult<R::Move> {
    hard_search_with(game, cfg, cancel, &mut Memory::default())
}

/// Hard's search of `game` with the level's settings `cfg`, drawing on and leaving what
/// the player's searches keep between moves (`memory`).
pub fn hard_search_with<R: Rules + Evaluate>(
    game: &Game<R>,
    cfg: SearchConfig,
    cancel: &AtomicBool,
    memory: &mut Memory,
) -> SearchResult<R::Move> {
    let start = Instant::now();
    let pos = game.position();
    if let Some((m, v)) = R::solved_move(game, cfg.time, &mut memory.endgame) {
        let n = pos.players() as usize;
        let me = pos.to_move() as usize - 1;
        let values = (0..n)
            .map(|p| {
                if p == me {
                    v
                } else {
                    (1.0 - v) / (n - 1) as f32
                }
            })
            .collect();
        return SearchResult {
            best: Some(m.clone()),
            iterations: 0,
            elapsed: start.elapsed(),
            values,
            line: vec![m],
        };
    }
    let left = cfg.time.map(|t| t.saturating_sub(start.elapsed()));
    if pos.hard_by_alphabeta() {
        let banks = left.is_some() && pos.hard_rescues();
        let ab = AlphaBetaConfig {
            time: left.map(|t| {
                let share = if banks { 1.0 - BANKED_SHARE } else { 1.0 };
                t.mul_f64(share).max(Duration::from_millis(1))
            }),
            nodes: match left {
                Some(_) => None,
                None => cfg.iterations.map(|i| i as u64 * NODES_PER_ITERATION),
            },
            seed: cfg.seed,
            enhanced: pos.hard_enhanced(),
            selective: true,
            contempt: CONTEMPT,
            exact_leaves: true,
            hard_eval: true,
            keep_table: left.is_some(),
            rescue: match left {
                Some(t) if banks => {
                    (memory.bank.as_secs_f64() / t.as_secs_f64()).min(RESCUE_BUDGETS)
                }
                _ => 0.0,
            },
            ..AlphaBetaConfig::default()
        };
        let r = alphabeta_kept(game, ab, cancel, &mut memory.tables);
        if let Some(t) = left.filter(|_| banks) {
            // What the move left of its budget is banked, what it took beyond is drawn.
            let bank = (memory.bank + t).saturating_sub(r.elapsed);
            memory.bank = bank.min(t * BANK_BUDGETS);
        }
        return SearchResult {
            best: r.best,
            iterations: r.nodes.min(u32::MAX as u64) as u32,
            elapsed: start.elapsed(),
            values: values(pos, r.score),
            line: r.line,
        };
    }
    // Timed, Hard's iterations stop it too, except where it gains from its whole time.
    let iterations = cfg
        .iterations
        .filter(|_| left.is_none() || !pos.hard_uses_its_time());
    search_threads(
        game,
        SearchConfig {
            time: left,
            iterations,
            ..cfg
        },
        cancel,
    )
}
