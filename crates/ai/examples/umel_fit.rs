//! Positions for fitting Hard's evaluation of Umel Bagara (README): plays
//! games of the alpha-beta sparring partner against itself, or with `hard` of Hard's
//! alpha-beta (its evaluation and exact leaves; a node budget a move, 2 to 9 random
//! opening plies) and prints, for every position after the opening, the
//! mover's result (1, 0.5, 0), then the features of the mover and of the other player
//! (`eval_umel::features`).
//! Usage: `cargo run --release -p sowing-ai --example umel_fit -- GAMES NODES SEED [hard]`.

use std::sync::atomic::AtomicBool;

use sowing_ai::{AlphaBetaConfig, Evaluate, alphabeta, eval_umel};
use sowing_rules::games::umel::{Directions, UmelBagara};
use sowing_rules::{Game, Outcome, Rng, Rules};

/// Plays `games` games from `start` and prints the positions' results and features.
fn positions<R: Rules + Evaluate, F: Fn(&R, usize) -> Vec<f32>>(
    start: R,
    features: F,
    games: u64,
    nodes: u64,
    seed: u64,
    hard: bool,
) {
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
                seen.push((p, features(&pos, p), features(&pos, 1 - p)));
                let cfg = AlphaBetaConfig {
                    nodes: Some(nodes),
                    seed: seed ^ (k << 16) ^ ply,
                    hard_eval: hard,
                    exact_leaves: hard,
                    ..AlphaBetaConfig::default()
                };
                alphabeta(&g, cfg, &cancel).best
            };
            g.play_unchecked(&m.expect("a move"), None);
        }
        let outcome = g.position().finished().map(|f| f.outcome.clone());
        for (p, mine, theirs) in seen {
            let r = match &outcome {
                Some(Outcome::Winner(w)) if *w as usize == p + 1 => 1.0,
                Some(Outcome::Winner(_)) => 0.0,
                _ => 0.5,
            };
            let f: Vec<String> = mine.iter().chain(&theirs).map(|x| x.to_string()).collect();
            println!("{r} {}", f.join(" "));
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [games, nodes, seed, rest @ ..] = &args[..] else {
        panic!("usage: umel_fit GAMES NODES SEED [hard]");
    };
    let hard = rest.iter().any(|a| a == "hard");
    let num = |s: &String| s.parse::<u64>().expect("a number");
    let (games, nodes, seed) = (num(games), num(nodes), num(seed));
    positions(
        UmelBagara::new(5, Directions::Free).expect("start"),
        |p, i| eval_umel::features(p, i).to_vec(),
        games,
        nodes,
        seed,
        hard,
    );
}
