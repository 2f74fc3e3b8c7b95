//! Time to depth of Hard's alpha-beta: searches positions from seeded random play, or
//! Myra's from games between Hard and the partner, to a fixed depth, one at a time, and
//! prints the nodes and the time in all. A change that only makes the search faster
//! keeps the nodes and cuts the time; one that changes the search changes the nodes too.
//!
//! Usage: cargo run -p sowing-ai --release --example depth_bench -- [GAME] [DEPTH] [POSITIONS] [SEED] [TABLE_BITS] [partner]
//! (GAME umel_bagara, myra, or myra_games: the positions of `myra_games.jsonl` beside
//! this file, up to POSITIONS of them; defaults: umel_bagara, 14, 60, 1, the table's 18;
//! with `partner`, the sparring partner's settings rather than Hard's).
//!
//! `myra_games.jsonl` holds 19 positions, one JSON a line, 30, 80, 130 and 180 plies
//! into games Hard played against the partner (30 ms against 300 ms a move): troops
//! stand where they fought, unlike random play's scattered soldiers, and there Hard's
//! quiescence search had most of its nodes.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use sowing_ai::{AlphaBetaConfig, Evaluate, alphabeta, hard::CONTEMPT};
use sowing_rules::games::myra::Myra;
use sowing_rules::games::umel::{Directions, UmelBagara};
use sowing_rules::{Game, Rng, Rules};

/// Positions `1..plies` random plies from `start`, one per position wanted.
fn positions<R: Rules>(start: R, n: usize, plies: u64, rng: &mut Rng) -> Vec<Game<R>> {
    let mut out = Vec::new();
    let mut buf = Vec::new();
    while out.len() < n {
        let mut g = Game::new(start.clone());
        for _ in 0..1 + rng.below(plies) {
            match g.position().random_move(rng, &mut buf) {
                Some(m) if g.position().finished().is_none() => g.play_unchecked(&m, None),
                _ => break,
            }
        }
        if g.position().finished().is_none() {
            out.push(g);
        }
    }
    out
}

/// Searches each position to `depth` with Hard's settings (or the partner's); prints
/// the totals.
fn bench<R: Rules + Evaluate>(games: &[Game<R>], depth: u32, table_bits: u32, partner: bool) {
    let hard = AlphaBetaConfig {
        depth: Some(depth),
        enhanced: true,
        selective: true,
        contempt: CONTEMPT,
        exact_leaves: true,
        hard_eval: true,
        table_bits,
        ..AlphaBetaConfig::default()
    };
    let cfg = if partner {
        AlphaBetaConfig {
            depth: Some(depth),
            table_bits,
            ..AlphaBetaConfig::default()
        }
    } else {
        hard
    };
    let cancel = AtomicBool::new(false);
    let (mut nodes, start) = (0, Instant::now());
    for g in games {
        nodes += alphabeta(g, cfg, &cancel).nodes;
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "{} positions to depth {depth}: {nodes} nodes in {s:.2} s, {:.2} M nodes/s",
        games.len(),
        nodes as f64 / s / 1e6
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| {
        args.get(i)
            .map_or(default, |a| a.parse().expect("a number"))
    };
    let game = args.first().map_or("umel_bagara", String::as_str);
    let (depth, n, seed) = (arg(1, 14) as u32, arg(2, 60) as usize, arg(3, 1));
    let bits = arg(4, AlphaBetaConfig::default().table_bits as u64) as u32;
    let partner = args.get(5).is_some_and(|a| a == "partner");
    let mut rng = Rng::new(seed);
    match game {
        "umel_bagara" => {
            let start = UmelBagara::new(5, Directions::Free).expect("start");
            bench(&positions(start, n, 40, &mut rng), depth, bits, partner);
        }
        "myra" => {
            let start = Myra::new(2, 100).expect("start");
            bench(&positions(start, n, 60, &mut rng), depth, bits, partner);
        }
        "myra_games" => {
            let text = include_str!("myra_games.jsonl");
            let games: Vec<Game<Myra>> = text
                .lines()
                .take(n)
                .map(|line| {
                    let json: serde_json::Value = serde_json::from_str(line).expect("JSON");
                    let map = json.as_object().expect("a JSON object");
                    Game::new(Myra::from_json(map).expect("a Myra position"))
                })
                .collect();
            bench(&games, depth, bits, partner);
        }
        other => panic!("no bench for {other}: umel_bagara, myra or myra_games"),
    }
}
