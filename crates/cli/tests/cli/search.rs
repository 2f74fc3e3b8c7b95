//! bench, think and prove: the engine's speed, the search's moves and forced wins.

use serde_json::Value;

use crate::{cli, fails, ok};

#[test]
fn bench_reports_json() {
    let out = ok(&[
        "bench",
        "--game",
        "umel_bagara",
        "--seconds",
        "0.2",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    for k in [
        "playouts_per_second",
        "plies_per_second",
        "legal_start_ns",
        "mean_plies",
    ] {
        assert!(v[k].as_f64().unwrap() > 0.0, "{k}");
    }
}

/// `think` prints a legal move on random positions of every game and player count,
/// with --json its values (one per player, 0..1), its line (starting with the move)
/// and its iterations; a finished position exits 2.
#[test]
fn think_always_prints_a_legal_move() {
    use sowing_rules::{AnyGame, GameKind, Rng};
    let mut rng = Rng::new(15);
    for kind in GameKind::ALL {
        for players in kind.player_range() {
            let mut g = AnyGame::new(kind, Some(players), serde_json::Map::new()).unwrap();
            for round in 0..3 {
                for _ in 0..(5 + rng.below(40)) {
                    let Some(m) = g.random_move_text(&mut rng) else {
                        break;
                    };
                    g.play_text(&m).unwrap();
                }
                if g.finished().is_some() {
                    break;
                }
                let pos = Value::Object(g.to_json()).to_string();
                let args = [
                    "think",
                    "--position",
                    "-",
                    "--level",
                    "easy",
                    "--json",
                    "--seed",
                ];
                let seed = round.to_string();
                let o = cli(&[&args[..], &[seed.as_str()]].concat(), Some(&pos));
                assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
                let v: Value = serde_json::from_slice(&o.stdout).unwrap();
                let mv = v["move"].as_str().unwrap();
                assert!(
                    g.clone().play_text(mv).is_ok(),
                    "{kind} {players}: {mv} is not legal"
                );
                let values = v["values"].as_array().unwrap();
                assert_eq!(values.len(), players as usize);
                assert!(
                    values
                        .iter()
                        .all(|x| (0.0..=1.0).contains(&x.as_f64().unwrap()))
                );
                assert_eq!(v["line"][0], v["move"]);
                assert!(v["iterations"].as_u64().unwrap() >= 1);
            }
        }
    }
    let over = r#"{"game":"umel_bagara","rows":[[0,0,0,0,0],[0,0,0,0,0]],"stores":[20,30],"phase":"over","result":{"winner":2}}"#;
    fails(&["think", "--position", "-"], Some(over), 2, "over");
}

/// Player 1 to move sows 6d east into player 2's stone at 6e: the capture makes 10.
const TRICALA_WON_IN_ONE: &str = r#"{"game":"tricala","players":2,"to_move":1,"phase":"play","pits":{"6d":"1","6e":"2","3b":"2"},"captured":[8,7]}"#;

#[test]
fn prove_names_a_forced_win_and_the_move_that_keeps_it() {
    let out = cli(&["prove", "--position", "-"], Some(TRICALA_WON_IN_ONE));
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("player 1 wins (6d:E); "), "{text}");
    // Player 2 cannot win: player 1's winning move is what keeps it so.
    let out = cli(
        &["prove", "--position", "-", "--player", "2", "--json"],
        Some(TRICALA_WON_IN_ONE),
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["proof"], "cannot win");
    assert_eq!(v["player"], 2);
    assert!(v["move"].is_string(), "{v}");
    // Each move of player 1: only the capture at 6e wins at once; the summary counts all.
    let out = cli(
        &["prove", "--position", "-", "--each-move"],
        Some(TRICALA_WON_IN_ONE),
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let legal = cli(&["legal", "--position", "-"], Some(TRICALA_WON_IN_ONE));
    let moves = String::from_utf8(legal.stdout).unwrap().lines().count();
    assert_eq!(lines.len(), moves + 1, "{text}");
    assert!(lines.contains(&"6d:E wins 0"), "{text}");
    assert!(
        lines[moves].starts_with(&format!("after {moves} moves: player 1 wins after ")),
        "{text}"
    );
}

#[test]
fn prove_gives_up_past_its_budget_and_refuses_what_it_cannot_prove() {
    let out = ok(&["prove", "--game", "tricala", "--nodes", "50"]);
    assert!(out.starts_with("player 1 unknown; "), "{out}");
    fails(&["prove", "--game", "umel_bagara"], None, 2, "Tricala only");
    fails(
        &["prove", "--game", "tricala", "--player", "3"],
        None,
        2,
        "the players are 1 to 2",
    );
    let won = r#"{"game":"tricala","players":2,"to_move":2,"phase":"over","pits":{"6e":"1*2"},"captured":[9,7],"result":{"winner":1},"reason":"test"}"#;
    fails(
        &["prove", "--position", "-"],
        Some(won),
        2,
        "the game is over",
    );
}
