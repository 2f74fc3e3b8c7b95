//! `sowing-cli think`: the computer's move for the player to move, with the expected
//! result per player, the principal line and the iterations searched, on `--threads`
//! threads (Hard by its own method per game: a solved endgame, alpha-beta or the tree;
//! `iterations` then counts alpha-beta's nodes). It always prints
//! a legal move (the first listed one if the search found none in its budget); a
//! finished position exits 2.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use serde_json::json;
use sowing_ai::{Level, hard_search, search_threads};

use crate::Fail;
use crate::start::Start;

#[derive(Args, Debug)]
pub struct ThinkArgs {
    #[command(flatten)]
    start: Start,
    /// Time to think in ms (default: the level's number of iterations).
    #[arg(long = "budget-ms", value_name = "M")]
    budget_ms: Option<u64>,
    /// The strength: easy, medium or hard.
    #[arg(long, value_name = "L", default_value = "hard", value_parser = parse_level)]
    level: Level,
    /// Seed of the search's random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads searching at once (root-parallel trees, merged); 1 is reproducible.
    #[arg(long, value_name = "T", default_value_t = 1)]
    threads: u32,
    /// Print one line of JSON: move, values, line, iterations.
    #[arg(long)]
    json: bool,
}

fn parse_level(s: &str) -> Result<Level, String> {
    Level::ALL
        .into_iter()
        .find(|l| l.as_str() == s)
        .ok_or_else(|| format!("unknown level '{s}' (easy, medium, hard)"))
}

/// `sowing-cli think`.
pub fn command(a: &ThinkArgs) -> Result<String, Fail> {
    let game = a.start.load()?;
    if game.finished().is_some() {
        return Err(Fail(
            2,
            "the game is over: there is no move to think about".into(),
        ));
    }
    if a.threads == 0 {
        return Err(Fail(2, "--threads must be at least 1".into()));
    }
    let mut cfg = a.level.config(a.seed);
    cfg.threads = a.threads;
    if let Some(ms) = a.budget_ms {
        cfg.time = Some(Duration::from_millis(ms));
        cfg.iterations = None;
    }
    let cancel = AtomicBool::new(false);
    let (best, values, line, iterations) = sowing_rules::with_game!(&game, g => {
        // Hard plays its own method per game (a solved endgame, alpha-beta or the tree).
        let r = if a.level == Level::Hard {
            hard_search(g, cfg, &cancel)
        } else {
            search_threads(g, cfg, &cancel)
        };
        (
            r.best.map(|m| m.to_string()),
            r.values,
            r.line.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            r.iterations,
        )
    });
    let mv = match best {
        Some(m) => m,
        None => game
            .legal_unsorted()
            .into_iter()
            .next()
            .ok_or_else(|| Fail(2, "no legal move".into()))?,
    };
    if a.json {
        let values: Vec<f64> = values
            .iter()
            .map(|v| (*v as f64 * 1000.0).round() / 1000.0)
            .collect();
        return Ok(json!({
            "move": mv,
            "values": values,
            "line": line,
            "iterations": iterations,
        })
        .to_string());
    }
    Ok(mv)
}
