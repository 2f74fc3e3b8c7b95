//! Positions for fitting Hard's two-player Myra evaluation to deeper search
//! (docs/computer-players.md): plays games of Hard's alpha-beta against itself (a node
//! budget a move, 2 to 9 random opening plies) and prints, for every position after the
//! opening, one line: the mover's result (1, 0.5, 0), the search's score for the mover in
//! soldiers (1000 or -1000 for a proved win or loss) and the depth it reached, the
//! mover's captures and whether the mover's queen is attacked, then the mover's features
//! and the other player's (`eval_myra::features`). With SIDE, after every searched
//! position also one off the game's line, 1 to SIDE random plies from it (as a search's
//! leaves are), searched the same way and printed with the result -1 (unknown).
//! Usage: `cargo run --release -p sowing-ai --example myra_fit -- GAMES NODES SEED [SIDE]`.

use std::sync::atomic::AtomicBool;

use sowing_ai::hard::CONTEMPT;
use sowing_ai::{AlphaBetaConfig, Evaluate, alphabeta, eval_myra};
use sowing_rules::games::myra::{Myra, MyraMove};
use sowing_rules::{Game, Outcome, Rng, Rules};

/// A position's line without its result and score: captures, check, the features.
fn line(pos: &Myra, p: usize) -> String {
    let mut caps = Vec::new();
    pos.captures(&mut caps);
    let mut out = vec![caps.len().to_string(), u8::from(pos.in_check()).to_string()];
    for who in [p, 1 - p] {
        out.extend(eval_myra::features(pos, who).iter().map(|x| x.to_string()));
    }
    out.join(" ")
}

/// Hard's search of `g` at `nodes` nodes: its move, and the line's score and depth.
fn search(g: &Game<Myra>, nodes: u64, seed: u64) -> (Option<MyraMove>, String) {
    let cfg = AlphaBetaConfig {
        nodes: Some(nodes),
        seed,
        hard_eval: true,
        exact_leaves: true,
        enhanced: true,
        selective: true,
        contempt: CONTEMPT,
        ..AlphaBetaConfig::default()
    };
    let r = alphabeta(g, cfg, &AtomicBool::new(false));
    let score = match r.score {
        s if s.is_proved() => 1000.0f32.copysign(s.0 as f32),
        s => s.0 as f32 / 100.0,
    };
    (r.best, format!("{score} {}", r.depth))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |s: &String| s.parse::<u64>().expect("a number");
    let (games, nodes, seed, side) = match &args[..] {
        [g, n, s] => (num(g), num(n), num(s), 0),
        [g, n, s, side] => (num(g), num(n), num(s), num(side)),
        _ => panic!("usage: myra_fit GAMES NODES SEED [SIDE]"),
    };
    let start = Myra::new(2, 200).expect("start");
    let mut rng = Rng::new(seed);
    for k in 0..games {
        let mut g = Game::new(start.clone());
        let opening = 2 + rng.below(8);
        let mut seen = Vec::new();
        for ply in 0.. {
            let pos = g.position().clone();
            if pos.finished().is_some() || ply > 1000 {
                break;
            }
            let m = if ply < opening {
                pos.random_move(&mut rng, &mut Vec::new())
            } else {
                let p = pos.to_move() as usize - 1;
                let s = seed ^ (k << 16) ^ ply;
                let (best, score) = search(&g, nodes, s);
                seen.push((p, format!("{score} {}", line(&pos, p))));
                if side > 0 {
                    side_line(&g, &mut rng, side, nodes, s ^ (1 << 40));
                }
                best
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

/// A position off the game's line, as a search meets them: 1 to `side` random plies
/// from `g`, printed with the result -1 (unknown) when the game goes on there.
fn side_line(g: &Game<Myra>, rng: &mut Rng, side: u64, nodes: u64, seed: u64) {
    let mut g = g.clone();
    for _ in 0..1 + rng.below(side) {
        let Some(m) = g.position().random_move(rng, &mut Vec::new()) else {
            return;
        };
        g.play_unchecked(&m, None);
    }
    let pos = g.position().clone();
    if pos.finished().is_none() {
        let (_, score) = search(&g, nodes, seed);
        println!("-1 {score} {}", line(&pos, pos.to_move() as usize - 1));
    }
}
