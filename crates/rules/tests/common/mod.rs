//! Helpers shared by the rules tests.
#![allow(dead_code)]

use serde_json::Value;
use sowing_rules::games::esiema::Esiema;
use sowing_rules::{AnyGame, GameKind, Rng};

/// A position from JSON text, panicking with the error in tests.
pub fn pos(json: &str) -> AnyGame {
    AnyGame::from_json_str(json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

/// Start position.
pub fn start(kind: GameKind, players: u8) -> AnyGame {
    AnyGame::new(kind, Some(players), Default::default()).expect("start position")
}

/// Plays moves, panicking on error; returns all events.
pub fn play(g: &mut AnyGame, moves: &[&str]) -> Vec<Value> {
    let mut out = Vec::new();
    for m in moves {
        let ev = g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        out.extend(ev.iter().map(|e| e.to_json(g.kind())));
    }
    out
}

/// A field of the position JSON.
pub fn field(g: &AnyGame, key: &str) -> Value {
    g.to_json().get(key).cloned().unwrap_or(Value::Null)
}

/// Contents of a pit ("" when empty).
pub fn pit(g: &AnyGame, name: &str) -> String {
    g.to_json()["pits"]
        .get(name)
        .and_then(|v| v.as_str())
        .unwrap_or("")
        .to_string()
}

/// A reachable position: `plies` random moves from the start.
pub fn reachable(kind: GameKind, players: u8, seed: u64, plies: u32) -> AnyGame {
    reachable_with(start(kind, players), seed, plies)
}

/// `plies` random moves from `g`.
pub fn reachable_with(g: AnyGame, seed: u64, plies: u32) -> AnyGame {
    let mut g = g;
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        g.play_text(&m).unwrap();
    }
    g
}

/// An Esiema position in play, player 1 to move: `pits` and `extra` are JSON fragments.
pub fn es(players: u8, pits: &str, extra: &str) -> AnyGame {
    pos(&format!(
        r#"{{"game":"esiema","players":{players},"to_move":1,"phase":"play","pits":{{{pits}}}{extra}}}"#
    ))
}

/// The Esiema position inside `g`.
pub fn esiema(g: &AnyGame) -> &Esiema {
    match g {
        AnyGame::Esiema(x) => x.position(),
        _ => panic!("not esiema"),
    }
}

/// A hexagon pit's index from its name.
pub fn p(name: &str) -> u8 {
    sowing_rules::board::Hex::get().parse(name).unwrap()
}
