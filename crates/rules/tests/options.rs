//! The options schema agrees with the games: each game's defaults are what a new game
//! takes, every value the schema accepts starts a game, and every value it refuses is
//! refused with the option named.

use serde_json::{Map, Value, json};
use sowing_rules::options::{OptionKind, defaults, spec};
use sowing_rules::{AnyGame, GameKind};

fn start(kind: GameKind, players: u8, key: &str, v: Value) -> Result<AnyGame, String> {
    let mut o = Map::new();
    o.insert(key.to_string(), v);
    AnyGame::new(kind, Some(players), o).map_err(|e| e.to_string())
}

#[test]
fn defaults_are_what_a_new_game_takes() {
    for kind in GameKind::ALL {
        for n in kind.player_range() {
            let g = AnyGame::new(kind, Some(n), Map::new()).unwrap();
            assert_eq!(
                g.to_json()["options"],
                Value::Object(defaults(kind, n)),
                "{kind} with {n}"
            );
        }
    }
}

#[test]
fn the_schema_accepts_what_the_games_accept_and_refuses_the_rest() {
    for kind in GameKind::ALL {
        let n = *kind.player_range().end();
        for s in kind.options() {
            let (good, bad): (Vec<Value>, Vec<Value>) = match s.kind {
                OptionKind::Int { min, max } => (
                    vec![json!(min), json!(max)],
                    vec![json!(min - 1), json!(max + 1), json!("x"), json!(true)],
                ),
                OptionKind::Bool => (
                    vec![json!(true), json!(false)],
                    vec![json!(1), json!("yes")],
                ),
                OptionKind::Choice(words) => (
                    words.iter().map(|w| json!(w)).collect(),
                    vec![json!("nope"), json!(1)],
                ),
                OptionKind::PerPlayer { min, max } => (
                    vec![
                        json!(vec![min; n as usize]),
                        json!(vec![max; n as usize]),
                        json!(min),
                    ],
                    vec![
                        json!(vec![min; n as usize + 1]),
                        json!(vec![max + 1; n as usize]),
                        json!(0),
                    ],
                ),
            };
            for v in good {
                assert!(s.accepts(&v, n), "{kind} {} {v}", s.key);
                let g = start(kind, n, s.key, v.clone());
                assert!(g.is_ok(), "{kind} {} {v}: {g:?}", s.key);
            }
            for v in bad {
                assert!(!s.accepts(&v, n), "{kind} {} {v}", s.key);
                let e = start(kind, n, s.key, v.clone()).unwrap_err();
                assert!(e.contains(s.key), "{kind} {} {v}: {e}", s.key);
            }
        }
        let e = start(kind, n, "no_such_option", json!(1)).unwrap_err();
        assert!(e.contains("unknown option"), "{e}");
    }
}

#[test]
fn option_values_read_from_text_by_their_kind() {
    let seeds = spec(GameKind::UmelBagara, "seeds").unwrap();
    assert_eq!(seeds.parse("4"), Ok(json!(4)));
    assert!(seeds.parse("four").is_err());
    let spheres = spec(GameKind::Esiema, "spheres").unwrap();
    assert_eq!(spheres.parse("60,70"), Ok(json!([60, 70])));
    let kept = spec(GameKind::Tricala, "capturer_kept").unwrap();
    assert_eq!(kept.parse("true"), Ok(json!(true)));
    assert!(kept.parse("1").is_err());
    assert_eq!(
        spec(GameKind::UmelBagara, "directions")
            .unwrap()
            .parse("left"),
        Ok(json!("left"))
    );
    assert!(spec(GameKind::Myra, "seeds").is_none());
}
