//! `sowing-cli selfplay`: computer players against each other with seats rotated; wins,
//! draws, win rates with Wilson 95 % intervals, mean game length, moves per second.

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sowing_ai::{Ai, SearchConfig};
use sowing_rules::{AnyGame, Outcome};

use clap::Args;

use crate::Fail;
use crate::start::Start;

/// What to play.
pub struct Plan {
    pub start: AnyGame,
    pub ais: Vec<Ai>,
    pub games: u32,
    pub seed: u64,
    /// Time budgets: none (the level's own), one for every search player, or one per
    /// entry of `ais`.
    pub budget_ms: Vec<u64>,
    /// Iteration budgets, likewise (they win over time budgets).
    pub iterations: Vec<u32>,
    pub rollout: Option<u32>,
    pub greedy: Option<u32>,
    pub sample: Option<u32>,
    pub widening: Option<f32>,
    pub exploration: Option<f32>,
    pub max_plies: u32,
    /// Games are shared out between this many threads.
    pub threads: u32,
}

#[derive(Default, Clone, Copy)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Moves this kind chose, and the time it took choosing them.
    moves: u32,
    thinking: Duration,
}

impl Tally {
    /// Seats this kind held, one per game and seat.
    fn seat_games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    fn ms_per_move(&self) -> f64 {
        1000.0 * self.thinking.as_secs_f64() / self.moves.max(1) as f64
    }
}

/// Wilson score interval (95 %) of `k` successes in `n` trials.
pub fn wilson(k: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    wilson_rate(k as f64 / n as f64, n)
}

/// Wilson score interval (95 %) of a rate `p` observed over `n` trials (a match's score,
/// where a draw counts half).
pub fn wilson_rate(p: f64, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let n = n as f64;
    let centre = p + z * z / (2.0 * n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let den = 1.0 + z * z / n;
    // Rounding must not leave the rate itself outside (at 1.0 the upper bound came out
    // as 0.9999999999999999, seen once JSON numbers were read exactly).
    (
        ((centre - half) / den).clamp(0.0, p),
        ((centre + half) / den).clamp(p, 1.0),
    )
}

/// The value of a per-player list for entry `i` of `ais`.
fn per_player<T: Copy>(list: &[T], i: usize) -> Option<T> {
    match list {
        [] => None,
        [one] => Some(*one),
        many => many.get(i).copied(),
    }
}

/// Entry `i` of `ais` as its results are labelled: its name, with its budget where the
/// budgets differ between players (`hard@15000it`, `hard@1000ms`).
fn label(plan: &Plan, i: usize) -> String {
    let ai = plan.ais[i];
    if !matches!(ai, Ai::Search(_)) {
        return ai.to_string();
    }
    if plan.iterations.len() > 1 {
        format!("{ai}@{}it", plan.iterations[i])
    } else if plan.budget_ms.len() > 1 && plan.iterations.is_empty() {
        format!("{ai}@{}ms", plan.budget_ms[i])
    } else {
        ai.to_string()
    }
}

fn config(plan: &Plan, i: usize, seed: u64) -> Option<SearchConfig> {
    let Ai::Search(level) = plan.ais[i] else {
        return None;
    };
    let mut cfg = level.config(seed);
    if let Some(ms) = per_player(&plan.budget_ms, i) {
        cfg.time = Some(Duration::from_millis(ms));
        cfg.iterations = None;
    }
    if let Some(it) = per_player(&plan.iterations, i) {
        cfg.iterations = Some(it);
    }
    if let Some(r) = plan.rollout {
        cfg.rollout_plies = r;
    }
    if let Some(w) = plan.widening {
        cfg.widening = w;
    }
    if let Some(n) = plan.sample {
        cfg.sample = n;
    }
    if let Some(g) = plan.greedy {
        cfg.greedy_plies = g;
    }
    if let Some(c) = plan.exploration {
        cfg.exploration = c;
    }
    Some(cfg)
}

/// One game's result: its plies, whether it finished, and each kind's tally in it.
struct Played {
    plies: u64,
    finished: bool,
    tally: BTreeMap<String, Tally>,
}

/// Plays game `k` (seats rotated by `k`; seeds depend on `k` only, so the result does
/// not depend on which thread plays it). `seats` holds entries of `plan.ais`.
fn play_one(plan: &Plan, seats: &[usize], k: u32) -> Result<Played, String> {
    let players = seats.len();
    let cancel = AtomicBool::new(false);
    let order: Vec<usize> = (0..players)
        .map(|s| seats[(s + k as usize) % players])
        .collect();
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let mut g = plan.start.clone();
    let mut n = 0;
    // Each seat keeps its own searches' state (Hard's bank, its tables) for this game
    // only: no player draws on another's, nor on an earlier game's on this thread.
    let mut engines: Vec<sowing_ai::Engine> = (0..players).map(|_| Default::default()).collect();
    while g.finished().is_none() && n < plan.max_plies {
        let seat = g.to_move() as usize - 1;
        let entry = order[seat];
        let ai = plan.ais[entry];
        let seed = plan
            .seed
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(k as u64 * 100_003 + n as u64);
        let t0 = Instant::now();
        let m = engines[seat]
            .choose_text(ai, &g, config(plan, entry, seed), seed, &cancel)
            .ok_or("a computer player found no move")?;
        let t = tally.entry(label(plan, entry)).or_default();
        t.moves += 1;
        t.thinking += t0.elapsed();
        g.play_text(&m)
            .map_err(|e| format!("{ai} chose {m}: {e}"))?;
        n += 1;
    }
    for (s, &entry) in order.iter().enumerate() {
        let t = tally.entry(label(plan, entry)).or_default();
        match g.finished().map(|f| f.outcome) {
            Some(Outcome::Winner(w)) if w as usize == s + 1 => t.wins += 1,
            Some(Outcome::Draw(tied)) if tied.contains(&(s as u8 + 1)) => t.draws += 1,
            None => t.draws += 1,
            _ => t.losses += 1,
        }
    }
    Ok(Played {
        plies: n as u64,
        finished: g.finished().is_some(),
        tally,
    })
}

/// Computer players against each other.
#[derive(Args, Debug)]
pub struct SelfplayArgs {
    #[command(flatten)]
    start: Start,
    /// The computer players by seat, in rotation: random, greedy, easy, medium, hard.
    #[arg(long, value_name = "A,B,…", value_delimiter = ',', default_value = "hard,greedy", value_parser = parse_ai)]
    ai: Vec<Ai>,
    /// Games to play.
    #[arg(long, value_name = "K", default_value_t = 10)]
    games: u32,
    /// Seed of the first game (each game its own from it).
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Time budget per move in ms: one for every search player, or one per --ai entry.
    #[arg(long = "budget-ms", value_name = "M[,M…]", value_delimiter = ',', value_parser = parse_number::<u64>)]
    budget_ms: Vec<u64>,
    /// Iterations per move (win over time budgets): one, or one per --ai entry.
    #[arg(long, value_name = "I[,I…]", value_delimiter = ',', value_parser = parse_number::<u32>)]
    iterations: Vec<u32>,
    /// Random plies after the tree before scoring.
    #[arg(long, value_name = "PLIES")]
    rollout: Option<u32>,
    /// Greedy plies at the start of a rollout.
    #[arg(long = "greedy-plies", value_name = "N")]
    greedy_plies: Option<u32>,
    /// Sampled complete moves at the root where moves are too many to list.
    #[arg(long, value_name = "N")]
    sample: Option<u32>,
    /// Progressive widening factor.
    #[arg(long, value_name = "W")]
    widening: Option<f32>,
    /// UCB exploration constant.
    #[arg(long, value_name = "C")]
    exploration: Option<f32>,
    /// Threads the games are shared out between.
    #[arg(long, value_name = "T", default_value_t = 1)]
    threads: u32,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// A computer player by name (`selfplay --ai` and `match --a/--b`).
pub fn parse_ai(s: &str) -> Result<Ai, String> {
    Ai::parse(s).ok_or_else(|| {
        format!(
            "unknown computer player '{s}' (random, greedy, easy, medium, hard, alphabeta, alphabeta:DEPTH)"
        )
    })
}

fn parse_number<T: std::str::FromStr>(s: &str) -> Result<T, String> {
    s.parse().map_err(|_| format!("'{s}' is not a number"))
}

/// `sowing-cli selfplay`.
pub fn command(a: &SelfplayArgs) -> Result<String, Fail> {
    let start = a.start.load()?;
    if a.ai.len() > start.players() as usize {
        return Err(Fail(
            2,
            format!(
                "{} players but {} computer players given",
                start.players(),
                a.ai.len()
            ),
        ));
    }
    for (flag, n) in [
        ("--iterations", a.iterations.len()),
        ("--budget-ms", a.budget_ms.len()),
    ] {
        if n > 1 && n != a.ai.len() {
            return Err(Fail(
                2,
                format!(
                    "{flag} takes one value, or one per computer player ({n} given, {} players in --ai)",
                    a.ai.len()
                ),
            ));
        }
    }
    let plan = Plan {
        start,
        ais: a.ai.clone(),
        games: a.games,
        seed: a.seed,
        budget_ms: a.budget_ms.clone(),
        iterations: a.iterations.clone(),
        rollout: a.rollout,
        greedy: a.greedy_plies,
        sample: a.sample,
        widening: a.widening,
        exploration: a.exploration,
        max_plies: 20_000,
        threads: a.threads,
    };
    run(&plan, a.json).map_err(|e| Fail(2, e))
}

/// Plays the games (on `plan.threads` threads) and formats the report.
pub fn run(plan: &Plan, as_json: bool) -> Result<String, String> {
    let players = plan.start.players() as usize;
    let seats: Vec<usize> = (0..players).map(|i| i % plan.ais.len()).collect();
    let started = Instant::now();
    let threads = plan.threads.clamp(1, plan.games.max(1));
    let results: Vec<Result<Played, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let seats = &seats;
                scope.spawn(move || {
                    (t..plan.games)
                        .step_by(threads as usize)
                        .map(|k| play_one(plan, seats, k))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| {
                h.join()
                    .unwrap_or_else(|_| vec![Err("a thread failed".into())])
            })
            .collect()
    });
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let (mut plies, mut unfinished) = (0u64, 0u32);
    for r in results {
        let played = r?;
        plies += played.plies;
        unfinished += u32::from(!played.finished);
        for (ai, t) in played.tally {
            let sum = tally.entry(ai.clone()).or_default();
            sum.wins += t.wins;
            sum.draws += t.draws;
            sum.losses += t.losses;
            sum.moves += t.moves;
            sum.thinking += t.thinking;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let mean = plies as f64 / plan.games.max(1) as f64;
    let mps = plies as f64 / secs.max(1e-9);
    if as_json {
        let seats: Vec<Value> = tally
            .iter()
            .map(|(ai, t)| {
                let n = t.seat_games();
                let (lo, hi) = wilson(t.wins, n);
                json!({"ai": ai, "wins": t.wins, "draws": t.draws, "losses": t.losses, "seat_games": n,
                       "win_rate": t.wins as f64 / n as f64, "win_rate_95": [lo, hi],
                       "ms_per_move": t.ms_per_move()})
            })
            .collect();
        return Ok(json!({"games": plan.games, "seats": seats, "mean_plies": mean, "moves_per_second": mps, "unfinished": unfinished}).to_string());
    }
    let mut s = format!(
        "{} games of {} ({} players), seats rotated\n",
        plan.games,
        plan.start.kind(),
        players
    );
    for (ai, t) in &tally {
        let n = t.seat_games();
        let (lo, hi) = wilson(t.wins, n);
        s.push_str(&format!(
            "  {ai:>7}: {} wins, {} draws, {} losses in {n} seat-games; win rate {:.1} % (95 %: {:.1}–{:.1} %); {:.1} ms per move\n",
            t.wins,
            t.draws,
            t.losses,
            100.0 * t.wins as f64 / n as f64,
            100.0 * lo,
            100.0 * hi,
            t.ms_per_move()
        ));
    }
    s.push_str(&format!(
        "  mean game length: {mean:.1} plies; {mps:.1} moves per second; unfinished: {unfinished}"
    ));
    Ok(s)
}
