//! Positions for fitting Hard's evaluation of Umel Bagara (docs/computer-players.md): Hard's
//! alpha-beta against itself (its evaluation, exact leaves and contempt), printed as
//! `common/fit_games.rs` says, the score in beans; a line's own columns are the share of
//! beans still in the cups (`eval_umel::late`), the mover's features and the other
//! player's (`eval_umel::features`), then the mover's five cups and the other's.
//! Usage: `cargo run --release -p sowing-ai --example umel_fit -- GAMES NODES SEED [SIDE]`;
//! `fit_weights.py` beside it fits the lines.

#[path = "common/fit_games.rs"]
mod fit_games;

use sowing_ai::eval_umel;
use sowing_rules::games::umel::{Directions, UmelBagara};

/// A position's own columns: late, the features, the cups.
fn columns(pos: &UmelBagara, p: usize) -> String {
    let cups = pos.cups();
    let mut out = vec![eval_umel::late(pos).to_string()];
    for who in [p, 1 - p] {
        out.extend(eval_umel::features(pos, who).iter().map(|x| x.to_string()));
    }
    out.extend((0..10).map(|i| cups[(i + 5 * p) % 10].to_string()));
    out.join(" ")
}

fn main() {
    let run = fit_games::FitRun::from_args("umel_fit");
    let start = UmelBagara::new(5, Directions::Free).expect("start");
    run.play(&start, fit_games::hard_config(), columns);
}
