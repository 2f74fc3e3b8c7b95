//! Helpers of the AI tests: a game's start with options, Hard's settings cut to a few
//! iterations, Umel Bagara positions from JSON, random small ones, and the exact result of
//! a position by exhaustive minimax over the rules crate's `Game`.

#![allow(dead_code)]

use sowing_ai::endgame::Exact;
use sowing_ai::{Level, SearchConfig};
use sowing_rules::games::umel::UmelBagara;
use sowing_rules::{AnyGame, Game, GameKind, Outcome, Rng, Rules};

/// An Umel Bagara game at a position given by its rows, stores and player to move.
pub fn umel(rows: [[u8; 5]; 2], stores: [u8; 2], to_move: u8) -> Game<UmelBagara> {
    let json = serde_json::json!({
        "game": "umel_bagara", "to_move": to_move, "phase": "play",
        "rows": rows, "stores": stores,
    });
    match AnyGame::from_json(&json).expect("a valid position") {
        AnyGame::UmelBagara(g) => g,
        _ => unreachable!(),
    }
}

/// A random position with `beans` in the cups and the rest of 50 in the stores.
pub fn random_position(rng: &mut Rng, beans: u32) -> Game<UmelBagara> {
    let mut rows = [[0u8; 5]; 2];
    for _ in 0..beans {
        let i = rng.below(10) as usize;
        rows[i / 5][i % 5] += 1;
    }
    let rest = 50 - beans as u8;
    let first = rng.below(rest as u64 + 1) as u8;
    umel(rows, [first, rest - first], 1 + rng.below(2) as u8)
}

/// The exact result for the player to move by trying every line (no pruning, no table).
pub fn minimax(g: &Game<UmelBagara>) -> Exact {
    let pos = g.position();
    if let Some(f) = pos.finished() {
        return match &f.outcome {
            Outcome::Winner(w) if *w == pos.to_move() => Exact::Win,
            Outcome::Winner(_) => Exact::Loss,
            Outcome::Draw(_) => Exact::Draw,
        };
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut best = Exact::Loss;
    for m in moves {
        let mut child = g.clone();
        child.play_unchecked(&m, None);
        let v = minimax(&child);
        // The players alternate: a pass too hands the move over.
        best = best.max(-v);
    }
    best
}

/// Sets up the test positions: small enough for the exhaustive search.
pub fn small_positions() -> Vec<Game<UmelBagara>> {
    let mut rng = Rng::new(21);
    (0..160)
        .map(|i| random_position(&mut rng, 3 + i % 5))
        .filter(|g| {
            // Rows where neither player can sow are not an Umel Bagara position.
            let mut moves = Vec::new();
            g.position().legal_moves(&mut moves);
            !moves.is_empty()
        })
        .collect()
}

/// A game's start position with `players` and its options as JSON text.
pub fn start(kind: GameKind, players: u8, options: &str) -> AnyGame {
    AnyGame::new(kind, Some(players), serde_json::from_str(options).unwrap()).unwrap()
}

/// Hard's settings with its iterations cut to `iterations`, seeded.
pub fn small(iterations: u32, seed: u64) -> SearchConfig {
    SearchConfig {
        iterations: Some(iterations),
        ..Level::Hard.config(seed)
    }
}
