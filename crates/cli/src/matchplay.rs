//! `sowing-cli match`: player A against player B over K games. Game k opens with R
//! random plies drawn from opening k / N (N seats), and A takes seat k mod N, B every
//! other seat: each opening is played from every seat, and no two openings are alike,
//! so a deterministic player does not meet the same game twice. Every move has a fresh
//! seed. Prints A's wins, draws and losses, its score (a draw counts half) and its win
//! rate with Wilson 95 % intervals, A's results from each seat, and each side's time per
//! move.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::Args;
use serde_json::json;
use sowing_ai::{Ai, SearchConfig};
use sowing_rules::{AnyGame, Outcome, Rng};

use crate::Fail;
use crate::selfplay::{parse_ai, wilson, wilson_rate};
use crate::start::Start;

/// Two computer players against each other.
#[derive(Args, Debug)]
pub struct MatchArgs {
    #[command(flatten)]
    start: Start,
    /// Player A: random, greedy, easy, medium, hard, alphabeta or alphabeta:DEPTH.
    #[arg(long, value_name = "SPEC", value_parser = parse_ai)]
    a: Ai,
    /// Player B (every seat A does not take).
    #[arg(long, value_name = "SPEC", value_parser = parse_ai)]
    b: Ai,
    /// Time per move in ms for the search players (A's, and B's unless --budget-b-ms).
    #[arg(long = "budget-ms", value_name = "M", default_value_t = 100)]
    budget_ms: u64,
    /// B's time per move in ms, where it differs from A's.
    #[arg(long = "budget-b-ms", value_name = "M")]
    budget_b_ms: Option<u64>,
    /// Games to play.
    #[arg(long, value_name = "K", default_value_t = 10)]
    games: u32,
    /// Random plies at the start of each game.
    #[arg(long, value_name = "R", default_value_t = 0)]
    openings: u32,
    /// Seed of the openings and of every move's search.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads of each tree search (Easy, Medium, Hard).
    #[arg(long, value_name = "T", default_value_t = 1)]
    threads: u32,
    /// Print one line of JSON.
    #[arg(long)]
    json: bool,
}

/// One side's tally.
#[derive(Default, Clone, Copy)]
struct Side {
    wins: u32,
    draws: u32,
    losses: u32,
    moves: u32,
    thinking: Duration,
    /// Wins, draws and losses from each seat (A's side only).
    by_seat: [[u32; 3]; 6],
}

impl Side {
    fn ms_per_move(&self) -> f64 {
        1000.0 * self.thinking.as_secs_f64() / self.moves.max(1) as f64
    }
}

/// The search settings of a player with a time budget and a seed.
fn config(ai: Ai, ms: u64, threads: u32, seed: u64) -> Option<SearchConfig> {
    let base = match ai {
        Ai::Search(level) => level.config(seed),
        Ai::AlphaBeta(_) => SearchConfig {
            seed,
            ..SearchConfig::default()
        },
        Ai::Random | Ai::Greedy => return None,
    };
    Some(SearchConfig {
        time: Some(Duration::from_millis(ms)),
        iterations: None,
        threads,
        ..base
    })
}

/// A seed for game `k`, ply `n` (and a salt for the opening).
fn mix(seed: u64, k: u32, n: u32, salt: u64) -> u64 {
    let mut x = seed ^ salt.wrapping_mul(0xD6E8_FEB8_6659_FD93);
    x = x.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (k as u64) << 20 ^ n as u64;
    x ^ (x >> 29)
}

/// Plays game `k`: the opening, then A at seat k mod N and B elsewhere; counts A's
/// result (an unfinished game as a draw) and each side's time. Returns the plies.
fn play_one(a: &MatchArgs, start: &AnyGame, k: u32, tally: &mut [Side; 2]) -> Result<u32, String> {
    let n = start.players() as u32;
    let seat_a = (k % n) as u8 + 1;
    let mut g = start.clone();
    let mut rng = Rng::new(mix(a.seed, k / n, 0, 1));
    let mut plies = 0;
    while plies < a.openings && g.finished().is_none() {
        let m = g.random_move_text(&mut rng).ok_or("no opening move")?;
        g.play_text(&m).map_err(|e| e.to_string())?;
        plies += 1;
    }
    let cancel = AtomicBool::new(false);
    while g.finished().is_none() && plies < 20_000 {
        let is_a = g.to_move() == seat_a;
        let (ai, ms) = if is_a {
            (a.a, a.budget_ms)
        } else {
            (a.b, a.budget_b_ms.unwrap_or(a.budget_ms))
        };
        let seed = mix(a.seed, k, plies, 2);
        let t0 = Instant::now();
        let m = sowing_ai::choose_text(ai, &g, config(ai, ms, a.threads, seed), seed, &cancel)
            .ok_or_else(|| format!("{ai} found no move"))?;
        let side = &mut tally[usize::from(!is_a)];
        side.moves += 1;
        side.thinking += t0.elapsed();
        g.play_text(&m)
            .map_err(|e| format!("{ai} chose {m}: {e}"))?;
        plies += 1;
    }
    let t = &mut tally[0];
    let r = match g.finished().map(|f| f.outcome) {
        Some(Outcome::Winner(w)) if w == seat_a => 0,
        Some(Outcome::Draw(tied)) if tied.contains(&seat_a) => 1,
        None => 1,
        _ => 2,
    };
    match r {
        0 => t.wins += 1,
        1 => t.draws += 1,
        _ => t.losses += 1,
    }
    t.by_seat[seat_a as usize - 1][r] += 1;
    Ok(plies)
}

/// `sowing-cli match`.
pub fn command(a: &MatchArgs) -> Result<String, Fail> {
    let start = a.start.load()?;
    if start.finished().is_some() {
        return Err(Fail(2, "the game is over: nothing to play".into()));
    }
    if a.games == 0 {
        return Err(Fail(2, "--games must be at least 1".into()));
    }
    let mut tally = [Side::default(); 2];
    let mut plies = 0u64;
    for k in 0..a.games {
        plies += play_one(a, &start, k, &mut tally).map_err(|e| Fail(2, e))? as u64;
    }
    let t = tally[0];
    let n = a.games;
    let score = (t.wins as f64 + 0.5 * t.draws as f64) / n as f64;
    let (slo, shi) = wilson_rate(score, n);
    let (wlo, whi) = wilson(t.wins, n);
    let players = start.players();
    let fair = 1.0 / players as f64;
    let (ms_a, ms_b) = (t.ms_per_move(), tally[1].ms_per_move());
    let mean = plies as f64 / n as f64;
    let seats = &t.by_seat[..players as usize];
    if a.json {
        return Ok(json!({
            "game": start.kind().as_str(), "players": players, "games": n,
            "a": a.a.to_string(), "b": a.b.to_string(),
            "wins": t.wins, "draws": t.draws, "losses": t.losses,
            "score": score, "score_95": [slo, shi],
            "win_rate": t.wins as f64 / n as f64, "win_rate_95": [wlo, whi], "fair_share": fair,
            "ms_per_move_a": ms_a, "ms_per_move_b": ms_b, "mean_plies": mean,
            "by_seat": seats,
        })
        .to_string());
    }
    let b_ms = a.budget_b_ms.unwrap_or(a.budget_ms);
    Ok(format!(
        "{} games of {} ({players} players), {} at {} ms a move against {} at {b_ms} ms, {} random opening plies, seed {}\n\
         {}: {} wins, {} draws, {} losses; score {:.3} (95 %: {:.3}–{:.3}); wins {:.1} % (95 %: {:.1}–{:.1} %, fair share {:.1} %)\n\
         {} by seat (wins-draws-losses): {}\n\
         time per move: {} {ms_a:.1} ms, {} {ms_b:.1} ms; mean game length {mean:.1} plies",
        n,
        start.kind(),
        a.a,
        a.budget_ms,
        a.b,
        a.openings,
        a.seed,
        a.a,
        t.wins,
        t.draws,
        t.losses,
        score,
        slo,
        shi,
        100.0 * t.wins as f64 / n as f64,
        100.0 * wlo,
        100.0 * whi,
        100.0 * fair,
        a.a,
        seats
            .iter()
            .enumerate()
            .map(|(i, [w, d, l])| format!("{} {w}-{d}-{l}", i + 1))
            .collect::<Vec<_>>()
            .join(", "),
        a.a,
        a.b,
    ))
}
