//! Positions for fitting Hard's Umel Bagara evaluation: plays games of the alpha-beta
//! sparring partner against itself (a node budget a move, 2 to 9 random opening plies)
//! and prints, for every position after the opening, the mover's result (1, 0.5, 0),
//! then the features of the mover and of the other player (`eval_umel::features`).
//! Usage: `cargo run --release -p sowing-ai --example umel_fit -- GAMES NODES SEED`.

use std::sync::atomic::AtomicBool;

use sowing_ai::eval_umel::features;
use sowing_ai::{AlphaBetaConfig, alphabeta};
use sowing_rules::games::umel::{Directions, UmelBagara};
use sowing_rules::{Game, Outcome, Rng, Rules};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("GAMES NODES SEED"))
        .collect();
    let (games, nodes, seed) = match args[..] {
        [g, n, s] => (g, n, s),
        _ => panic!("usage: umel_fit GAMES NODES SEED"),
    };
    let cancel = AtomicBool::new(false);
    let mut rng = Rng::new(seed);
    for k in 0..games {
        let mut g = Game::new(UmelBagara::new(5, Directions::Free).expect("start"));
        let opening = 2 + rng.below(8);
        let mut seen = Vec::new();
        for ply in 0.. {
            let pos = g.position().clone();
            if pos.finished().is_some() {
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
                    ..AlphaBetaConfig::default()
                };
                alphabeta(&g, cfg, &cancel).best
            };
            g.play_unchecked(&m.expect("a move"), None);
        }
        let outcome = &g.position().finished().expect("over").outcome;
        for (p, mine, theirs) in seen {
            let r = match outcome {
                Outcome::Winner(w) if *w as usize == p + 1 => 1.0,
                Outcome::Winner(_) => 0.0,
                Outcome::Draw(_) => 0.5,
            };
            let f: Vec<String> = mine.iter().chain(&theirs).map(|x| x.to_string()).collect();
            println!("{r} {}", f.join(" "));
        }
    }
}
