//! `sowing-cli bench`: random playouts per second on one core, plies per second, the time
//! to list the legal moves at the given position, and what the playouts ended in.

use std::time::{Duration, Instant};

use clap::Args;
use serde_json::json;
use sowing_rules::playout::PlayoutStats;
use sowing_rules::{AnyGame, Rng};

use crate::Fail;
use crate::start::Start;

#[derive(Args, Debug)]
pub struct BenchArgs {
    #[command(flatten)]
    start: Start,
    /// Seconds to measure for.
    #[arg(long, value_name = "S", default_value_t = 3.0, value_parser = parse_seconds)]
    seconds: f64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn parse_seconds(s: &str) -> Result<f64, String> {
    s.parse()
        .ok()
        .filter(|s: &f64| *s > 0.0 && *s < 3600.0)
        .ok_or_else(|| format!("'{s}' is not a duration"))
}

/// `sowing-cli bench`.
pub fn command(a: &BenchArgs) -> Result<String, Fail> {
    Ok(run(&a.start.load()?, a.seconds, a.json))
}

/// Runs the benchmark for about `seconds` and formats the report.
pub fn run(g: &AnyGame, seconds: f64, as_json: bool) -> String {
    // Listing time at this position, best of several batches.
    let mut legal_ns = f64::INFINITY;
    for _ in 0..5 {
        let t = Instant::now();
        let mut n = 0u32;
        while t.elapsed() < Duration::from_millis(40) {
            std::hint::black_box(g.legal_texts_raw());
            n += 1;
        }
        legal_ns = legal_ns.min(t.elapsed().as_nanos() as f64 / n as f64);
    }
    let mut rng = Rng::new(0x5eed);
    let mut stats = PlayoutStats::default();
    let start = Instant::now();
    let budget = Duration::from_secs_f64(seconds);
    while start.elapsed() < budget {
        let r = g.random_playout(&mut rng, 100_000);
        stats.add(&r, g.players());
    }
    let secs = start.elapsed().as_secs_f64();
    let pps = stats.playouts as f64 / secs;
    let plies = stats.plies as f64 / secs;
    let mean = stats.plies as f64 / stats.playouts.max(1) as f64;
    let share = |n: u64| n as f64 / stats.playouts.max(1) as f64;
    // Tree search speed from this position: Hard's settings with a fixed budget.
    let cfg = sowing_ai::SearchConfig {
        iterations: Some(300),
        ..sowing_ai::Level::Hard.config(7)
    };
    let (_, mcts_ips) = if g.finished().is_none() {
        sowing_ai::players::iterations_per_second(g, cfg)
    } else {
        (0, 0.0)
    };
    if as_json {
        let v = json!({
            "game": g.kind().as_str(),
            "players": g.players(),
            "playouts_per_second": pps.round(),
            "plies_per_second": plies.round(),
            "legal_start_ns": legal_ns.round(),
            "playouts": stats.playouts,
            "mean_plies": (mean * 10.0).round() / 10.0,
            "win_share": stats.wins.iter().map(|&w| (share(w) * 1000.0).round() / 1000.0).collect::<Vec<_>>(),
            "draw_share": (share(stats.draws) * 1000.0).round() / 1000.0,
            "unfinished": stats.unfinished,
            "mcts_iterations_per_second": mcts_ips.round(),
        });
        return v.to_string();
    }
    let mut s = format!(
        "{} ({} players), one core, {:.1} s\n  random playouts/s: {:.0}\n  plies/s: {:.0}\n  mean plies per playout: {:.1}\n  legal moves listed at this position: {:.0} ns\n",
        g.kind(),
        g.players(),
        secs,
        pps,
        plies,
        mean,
        legal_ns
    );
    for (i, &w) in stats.wins.iter().enumerate() {
        s.push_str(&format!(
            "  player {} wins: {:.1} %\n",
            i + 1,
            100.0 * share(w)
        ));
    }
    s.push_str(&format!(
        "  draws: {:.1} %  (unfinished: {})\n  MCTS iterations/s (hard settings): {mcts_ips:.0}",
        100.0 * share(stats.draws),
        stats.unfinished
    ));
    s
}
