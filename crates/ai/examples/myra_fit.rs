//! Positions for fitting Hard's two-player Myra evaluation to deeper search
//! (docs/computer-players.md, "Myra's evaluation fitted to deeper search"): Hard's
//! alpha-beta against itself (its settings and evaluation, the default quiet limit),
//! printed as `common/fit_games.rs` says, the score in soldiers; a line's own columns are
//! the mover's captures, whether the mover's queen is attacked (1 or 0), then the mover's
//! features and the other player's (`eval_myra::features`).
//! Usage: `cargo run --release -p sowing-ai --example myra_fit -- GAMES NODES SEED [SIDE]`;
//! `fit_myra.py` beside it fits the lines.

#[path = "common/fit_games.rs"]
mod fit_games;

use sowing_ai::{AlphaBetaConfig, Evaluate, eval_myra};
use sowing_rules::games::myra::Myra;

/// A position's own columns: captures, check, the features.
fn columns(pos: &Myra, p: usize) -> String {
    let mut caps = Vec::new();
    pos.captures(&mut caps);
    let mut out = vec![caps.len().to_string(), u8::from(pos.in_check()).to_string()];
    for who in [p, 1 - p] {
        out.extend(eval_myra::features(pos, who).iter().map(|x| x.to_string()));
    }
    out.join(" ")
}

fn main() {
    let run = fit_games::FitRun::from_args("myra_fit");
    // Hard's settings, selective as Hard's two-player Myra search is.
    let cfg = AlphaBetaConfig {
        selective: true,
        ..fit_games::hard_config()
    };
    run.play(&Myra::new(2, 200).expect("start"), cfg, columns);
}
