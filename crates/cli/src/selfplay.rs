//! `sowing-cli selfplay`: computer players against each other with seats rotated; wins,
//! draws, win rates with Wilson 95 % intervals, mean game length, moves per second.

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sowing_ai::{Ai, SearchConfig};
use sowing_rules::{AnyGame, Outcome};

/// What to play.
pub struct Plan {
    pub start: AnyGame,
    pub ais: Vec<Ai>,
    pub games: u32,
    pub seed: u64,
    pub budget_ms: Option<u64>,
    pub iterations: Option<u32>,
    pub rollout: Option<u32>,
    pub exploration: Option<f32>,
    pub max_plies: u32,
}

#[derive(Default, Clone, Copy)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
}

/// Wilson score interval (95 %) of `k` successes in `n` trials.
pub fn wilson(k: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let (n, p) = (n as f64, k as f64 / n as f64);
    let centre = p + z * z / (2.0 * n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let den = 1.0 + z * z / n;
    (
        ((centre - half) / den).max(0.0),
        ((centre + half) / den).min(1.0),
    )
}

fn config(ai: Ai, plan: &Plan, seed: u64) -> Option<SearchConfig> {
    let Ai::Search(level) = ai else { return None };
    let mut cfg = level.config(seed);
    if let Some(ms) = plan.budget_ms {
        cfg.time = Some(Duration::from_millis(ms));
        cfg.iterations = None;
    }
    if let Some(it) = plan.iterations {
        cfg.iterations = Some(it);
    }
    if let Some(r) = plan.rollout {
        cfg.rollout_plies = r;
    }
    if let Some(c) = plan.exploration {
        cfg.exploration = c;
    }
    Some(cfg)
}

/// Plays the games and formats the report.
pub fn run(plan: &Plan, as_json: bool) -> Result<String, String> {
    let players = plan.start.players() as usize;
    let seats: Vec<Ai> = (0..players).map(|i| plan.ais[i % plan.ais.len()]).collect();
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let mut seat_games: BTreeMap<String, u32> = BTreeMap::new();
    let (mut plies, mut unfinished) = (0u64, 0u32);
    let cancel = AtomicBool::new(false);
    let started = Instant::now();
    for k in 0..plan.games {
        // Rotate the seats each game.
        let order: Vec<Ai> = (0..players)
            .map(|s| seats[(s + k as usize) % players])
            .collect();
        let mut g = plan.start.clone();
        let mut n = 0;
        while g.finished().is_none() && n < plan.max_plies {
            let seat = g.to_move() as usize - 1;
            let ai = order[seat];
            let seed = plan
                .seed
                .wrapping_mul(0x9E37_79B9)
                .wrapping_add(k as u64 * 100_003 + n as u64);
            let m = sowing_ai::choose_text(ai, &g, config(ai, plan, seed), seed, &cancel)
                .ok_or("a computer player found no move")?;
            g.play_text(&m)
                .map_err(|e| format!("{ai} chose {m}: {e}"))?;
            n += 1;
        }
        plies += n as u64;
        for (s, ai) in order.iter().enumerate() {
            let key = ai.to_string();
            *seat_games.entry(key.clone()).or_default() += 1;
            let t = tally.entry(key).or_default();
            match g.finished().map(|f| f.outcome) {
                Some(Outcome::Winner(w)) if w as usize == s + 1 => t.wins += 1,
                Some(Outcome::Draw(tied)) if tied.contains(&(s as u8 + 1)) => t.draws += 1,
                None => t.draws += 1,
                _ => t.losses += 1,
            }
        }
        if g.finished().is_none() {
            unfinished += 1;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let mean = plies as f64 / plan.games.max(1) as f64;
    let mps = plies as f64 / secs.max(1e-9);
    if as_json {
        let seats: Vec<Value> = tally
            .iter()
            .map(|(ai, t)| {
                let n = seat_games[ai];
                let (lo, hi) = wilson(t.wins, n);
                json!({"ai": ai, "wins": t.wins, "draws": t.draws, "losses": t.losses, "seat_games": n,
                       "win_rate": t.wins as f64 / n as f64, "win_rate_95": [lo, hi]})
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
        let n = seat_games[ai];
        let (lo, hi) = wilson(t.wins, n);
        s.push_str(&format!(
            "  {ai:>7}: {} wins, {} draws, {} losses in {n} seat-games; win rate {:.1} % (95 %: {:.1}–{:.1} %)\n",
            t.wins,
            t.draws,
            t.losses,
            100.0 * t.wins as f64 / n as f64,
            100.0 * lo,
            100.0 * hi
        ));
    }
    s.push_str(&format!(
        "  mean game length: {mean:.1} plies; {mps:.1} moves per second; unfinished: {unfinished}"
    ));
    Ok(s)
}
