//! Move notation from any text, against the start of each game: never panics; a move
//! that is accepted is one of the legal moves and plays the same from its listed text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::Map;
use sowing_rules::{AnyGame, GameKind};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let kind = GameKind::ALL[first as usize % 4];
    let players = *kind.player_range().start() + (first / 4) % 2;
    let Ok(start) = AnyGame::new(
        kind,
        Some(players.min(*kind.player_range().end())),
        Map::new(),
    ) else {
        return;
    };
    let mut game = start.clone();
    if game.play_text(text).is_ok() {
        let legal = start.legal_unsorted();
        let after = game.to_json();
        assert!(
            legal.iter().any(|m| {
                let mut g = start.clone();
                g.play_text(m).is_ok() && g.to_json() == after
            }),
            "accepted '{text}' is no legal move"
        );
    }
});
