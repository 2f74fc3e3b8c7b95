//! Property tests over random reachable positions of every game: conservation, every
//! listed move plays and replays from its events, notation and JSON round trips, the
//! incremental builder offers exactly the listed moves, parsers never panic.

mod common;
use common::*;
use proptest::prelude::*;
use serde_json::Value;
use sowing_rules::{AnyGame, GameKind, Rng};

/// Games, seat counts and options covered. Esiema gets small handicaps so that every
/// sowing can be listed; its full-size games have tests of their own.
fn variants() -> Vec<(GameKind, u8, &'static str)> {
    vec![
        (GameKind::UmelBagara, 2, "{}"),
        (GameKind::Tricala, 2, "{}"),
        (GameKind::Tricala, 3, "{}"),
        (GameKind::Myra, 2, "{}"),
        (GameKind::Myra, 3, "{}"),
        (GameKind::Esiema, 2, r#"{"spheres":[3,4],"quiet_limit":40}"#),
        (
            GameKind::Esiema,
            3,
            r#"{"spheres":[2,3,2],"quiet_limit":40}"#,
        ),
        (
            GameKind::Esiema,
            6,
            r#"{"spheres":[1,2,1,2,1,2],"quiet_limit":40}"#,
        ),
    ]
}

fn start_of(v: usize) -> AnyGame {
    let (k, p, o) = variants()[v];
    AnyGame::new(k, Some(p), serde_json::from_str(o).unwrap()).unwrap()
}

fn arb_position() -> impl Strategy<Value = (usize, AnyGame)> {
    (0..variants().len(), any::<u64>(), 0u32..160)
        .prop_map(|(v, seed, plies)| (v, reachable_with(start_of(v), seed, plies)))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn playouts_conserve_pieces((v, g) in arb_position(), seed in any::<u64>()) {
        let total = start_of(v).pieces_total();
        let mut g = g;
        let mut rng = Rng::new(seed);
        prop_assert_eq!(g.pieces_total(), total);
        while let Some(m) = g.random_move_text(&mut rng) {
            g.play_text(&m).unwrap();
            prop_assert_eq!(g.pieces_total(), total, "after {}", m);
            let back = AnyGame::from_json(&Value::Object(g.to_json())).unwrap();
            prop_assert_eq!(back.pieces_total(), total);
        }
        prop_assert!(g.finished().is_some());
    }

    #[test]
    fn every_listed_move_plays_replays_and_round_trips((_v, g) in arb_position()) {
        let moves = g.legal_unsorted();
        prop_assert_eq!(g.count().unwrap(), moves.len() as u128);
        let mut sorted = moves.clone();
        sorted.sort();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), moves.len(), "moves are distinct");
        for m in moves.iter().take(300) {
            let events = g.check_replay(m).map_err(|e| TestCaseError::fail(format!("{m}: {e}")))?;
            prop_assert!(!events.is_empty());
            // Parsing the canonical text gives back the same text.
            let mut h = g.clone();
            h.play_text(m).unwrap();
        }
    }

    #[test]
    fn json_round_trips((_v, g) in arb_position()) {
        let j = Value::Object(g.to_json());
        let text = sowing_rules::json::canonical_text(&j);
        let back = AnyGame::from_json_str(&text).unwrap();
        prop_assert_eq!(sowing_rules::json::canonical_text(&Value::Object(back.to_json())), text);
        prop_assert_eq!(back.legal_texts(1_000_000).unwrap(), g.legal_texts(1_000_000).unwrap());
    }

    #[test]
    fn builder_offers_exactly_the_listed_moves((_v, g) in arb_position()) {
        prop_assume!(g.count().unwrap() <= 2000);
        let mut built = g.built_moves(100_000).unwrap();
        built.sort();
        built.dedup();
        prop_assert_eq!(built, g.legal_texts(100_000).unwrap());
    }

    #[test]
    fn move_parser_never_panics((_v, g) in arb_position(), text in "\\PC{0,24}") {
        let mut h = g.clone();
        let before = h.to_json();
        if h.play_text(&text).is_err() {
            prop_assert_eq!(h.to_json(), before, "a rejected move changes nothing");
        }
    }

    #[test]
    fn move_parser_handles_near_misses((_v, g) in arb_position(), cut in 0usize..12, extra in "[A-Za-z0-9,:/@*.]{0,3}") {
        for m in g.legal_unsorted().iter().take(20) {
            let mut t: String = m.chars().take(cut).collect();
            t.push_str(&extra);
            let mut h = g.clone();
            let before = h.to_json();
            if h.play_text(&t).is_err() {
                prop_assert_eq!(h.to_json(), before);
            }
        }
    }

    #[test]
    fn position_parser_never_panics(text in "\\PC{0,200}") {
        let _ = AnyGame::from_json_str(&text);
    }

    #[test]
    fn position_parser_survives_mutated_positions((_v, g) in arb_position(), pos in 0usize..400, byte in any::<u8>()) {
        let mut text = sowing_rules::json::canonical_text(&Value::Object(g.to_json())).into_bytes();
        if !text.is_empty() {
            let i = pos % text.len();
            text[i] = byte;
        }
        if let Ok(s) = String::from_utf8(text) {
            let _ = AnyGame::from_json_str(&s);
        }
    }
}

/// The typed counters views show agree with the position JSON's, along random games of
/// every kind.
#[test]
fn typed_counters_agree_with_the_position_json() {
    use sowing_rules::{AnyGame, GameKind, Rng};
    let mut rng = Rng::new(21);
    for (kind, players) in [
        (GameKind::Myra, 3),
        (GameKind::Esiema, 4),
        (GameKind::Tricala, 3),
        (GameKind::UmelBagara, 2),
    ] {
        let mut g = AnyGame::new(kind, Some(players), serde_json::Map::new()).unwrap();
        for _ in 0..60 {
            let c = g.counters();
            let j = g.to_json();
            for (key, typed) in [
                ("captured", &c.captured),
                ("reserve", &c.reserve),
                ("stores", &c.stores),
                ("hand", &c.hand),
            ] {
                let from_json: Option<Vec<u32>> = j.get(key).and_then(|v| {
                    v.as_array()
                        .map(|a| a.iter().map(|x| x.as_u64().unwrap() as u32).collect())
                });
                assert_eq!(typed, &from_json, "{kind:?} {key}");
            }
            let Some(mv) = g.random_move_text(&mut rng) else {
                break;
            };
            g.play_text(&mv).unwrap();
        }
    }
}
