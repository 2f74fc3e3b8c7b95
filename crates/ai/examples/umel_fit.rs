//! Positions for fitting Hard's evaluation of Umel Bagara (README): plays games of
//! Hard's alpha-beta against itself (its evaluation, exact leaves and contempt; a node
//! budget a move, 2 to 9 random opening plies) and prints, for every position after the
//! opening, one line: the mover's result (1, 0.5, 0), the share of beans still in the
//! cups (`eval_umel::late`), the mover's features and the other player's
//! (`eval_umel::features`), then the mover's five cups and the other's.
//! Usage: `cargo run --release -p sowing-ai --example umel_fit -- GAMES NODES SEED`;
//! `fit_weights.py` beside it fits the lines.

use std::sync::atomic::AtomicBool;

use sowing_ai::hard::CONTEMPT;
use sowing_ai::{AlphaBetaConfig, alphabeta, eval_umel};
use sowing_rules::games::umel::{Directions, UmelBagara};
use sowing_rules::{Game, Outcome, Rng, Rules};

/// A position's line without its result: late, the features, the cups.
fn line(pos: &UmelBagara, p: usize) -> String {
    let cups = pos.cups();
    let mut out = vec![eval_umel::late(pos).to_string()];
    for who in [p, 1 - p] {
        out.extend(eval_umel::features(pos, who).iter().map(|x| x.to_string()));
    }
    out.extend((0..10).map(|i| cups[(i + 5 * p) % 10].to_string()));
    out.join(" ")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [games, nodes, seed] = &args[..] else {
        panic!("usage: umel_fit GAMES NODES SEED");
    };
    let num = |s: &String| s.parse::<u64>().expect("a number");
    let (games, nodes, seed) = (num(games), num(nodes), num(seed));
    let start = UmelBagara::new(5, Directions::Free).expect("start");
    let cancel = AtomicBool::new(false);
    let mut rng = Rng::new(seed);
    for k in 0..games {
        let mut g = Game::new(start.clone());
        let opening = 2 + rng.below(8);
        let mut seen = Vec::new();
        for ply in 0.. {
            let pos = g.position().clone();
            if pos.finished().is_some() || ply > 2000 {
                break;
            }
            let m = if ply < opening {
                pos.random_move(&mut rng, &mut Vec::new())
            } else {
                let p = pos.to_move() as usize - 1;
                seen.push((p, line(&pos, p)));
                let cfg = AlphaBetaConfig {
                    nodes: Some(nodes),
                    seed: seed ^ (k << 16) ^ ply,
                    hard_eval: true,
                    exact_leaves: true,
                    enhanced: true,
                    contempt: CONTEMPT,
                    ..AlphaBetaConfig::default()
                };
                alphabeta(&g, cfg, &cancel).best
            };
            g.play_unchecked(&m.expect("a move"), None);
        }
        let outcome = g.position().finished().map(|f| f.outcome.clone());
        for (p, rest) in seen {
            let r = match &outcome {
                Some(Outcome::Winner(w)) if *w as usize == p + 1 => 1.0,
                Some(Outcome::Winner(_)) => 0.0,
                _ => 0.5,
            };
            println!("{r} {rest}");
        }
    }
}
