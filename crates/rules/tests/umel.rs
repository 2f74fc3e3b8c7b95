//! One test per Umel Bagara rule and ruling (RULES.md §5).

mod common;
use common::*;
use serde_json::json;
use sowing_rules::{GameKind, MoveError, Outcome, Rng};

fn umel(rows: &str, extra: &str) -> sowing_rules::AnyGame {
    pos(&format!(
        r#"{{"game":"umel_bagara","to_move":1,"phase":"play","rows":{rows}{extra}}}"#
    ))
}

#[test]
fn cup_directions_per_cup() {
    let g = start(GameKind::UmelBagara, 2);
    assert_eq!(
        g.legal_texts(100).unwrap(),
        ["1", "2", "3L", "3R", "4", "5"]
    );
    // Cup 1 goes left (clockwise): 2.5, 2.4, 2.3, 2.2, 2.1.
    let mut h = g.clone();
    play(&mut h, &["1"]);
    assert_eq!(field(&h, "rows"), json!([[0, 5, 5, 5, 5], [6, 6, 6, 6, 6]]));
    // Cup 5 goes right (counterclockwise): 2.1 .. 2.5.
    let mut h = g.clone();
    play(&mut h, &["5"]);
    assert_eq!(field(&h, "rows"), json!([[5, 5, 5, 5, 0], [6, 6, 6, 6, 6]]));
    let mut h = g.clone();
    play(&mut h, &["3L"]);
    // 3L: 1.2, 1.1, 2.5, 2.4, 2.3.
    assert_eq!(field(&h, "rows"), json!([[6, 6, 0, 5, 5], [5, 5, 6, 6, 6]]));
    let mut h = g.clone();
    play(&mut h, &["3R"]);
    assert_eq!(field(&h, "rows"), json!([[5, 5, 0, 6, 6], [6, 6, 6, 5, 5]]));
    assert!(matches!(
        g.clone().play_text("3"),
        Err(MoveError::Syntax(_))
    ));
    assert!(matches!(
        g.clone().play_text("1L"),
        Err(MoveError::Syntax(_))
    ));
}

#[test]
fn directions_option_fixes_every_move() {
    for (dir, rows) in [
        ("right", json!([[0, 6, 6, 6, 6], [6, 5, 5, 5, 5]])),
        ("left", json!([[0, 5, 5, 5, 5], [6, 6, 6, 6, 6]])),
    ] {
        let mut g = umel(
            "[[5,5,5,5,5],[5,5,5,5,5]]",
            &format!(r#","options":{{"directions":"{dir}"}}"#),
        );
        assert_eq!(g.legal_texts(100).unwrap(), ["1", "2", "3", "4", "5"]);
        assert!(g.clone().play_text("3L").is_err());
        play(&mut g, &["1"]);
        assert_eq!(field(&g, "rows"), rows, "{dir}");
    }
}

#[test]
fn seeds_option() {
    let mut o = serde_json::Map::new();
    o.insert("seeds".into(), json!(3));
    let g = sowing_rules::AnyGame::new(GameKind::UmelBagara, None, o).unwrap();
    assert_eq!(field(&g, "rows"), json!([[3, 3, 3, 3, 3], [3, 3, 3, 3, 3]]));
    let mut bad = serde_json::Map::new();
    bad.insert("seeds".into(), json!(6));
    assert!(sowing_rules::AnyGame::new(GameKind::UmelBagara, None, bad).is_err());
}

#[test]
fn laps_of_ten_or_more_sow_into_the_origin() {
    let mut g = umel("[[12,0,0,0,0],[1,1,1,1,1]]", "");
    play(&mut g, &["1"]);
    // Clockwise from 1.1: 2.5 2.4 2.3 2.2 2.1 1.5 1.4 1.3 1.2 1.1(origin) 2.5 2.4.
    assert_eq!(field(&g, "rows"), json!([[1, 1, 1, 1, 1], [2, 2, 2, 3, 3]]));
    // The last bean made 2.4 hold 3: no capture.
    assert_eq!(field(&g, "stores"), json!([0, 0]));
}

#[test]
fn chained_backward_capture_of_twos_and_fours() {
    // Cup 5 sows right into 2.1, 2.2, 2.3: they become 2, 4, 2; captured back to 2.1,
    // then 1.5 is the mover's own: stop.
    let mut g = umel("[[0,0,0,1,3],[1,3,1,0,5]]", "");
    let ev = play(&mut g, &["5"]);
    assert_eq!(field(&g, "rows"), json!([[0, 0, 0, 1, 0], [0, 0, 0, 0, 5]]));
    assert_eq!(field(&g, "stores"), json!([8, 0]));
    let caps: Vec<&str> = ev
        .iter()
        .filter(|e| e["kind"] == "capture")
        .map(|e| e["pit"].as_str().unwrap())
        .collect();
    assert_eq!(caps, ["2.3", "2.2", "2.1"]);
}

#[test]
fn chain_stops_at_a_cup_not_two_or_four() {
    // 2.1 becomes 3: the chain stops there even though 2.2 was captured.
    let mut g = umel("[[0,0,0,1,2],[2,1,0,0,5]]", "");
    play(&mut g, &["5"]);
    assert_eq!(field(&g, "rows"), json!([[0, 0, 0, 1, 0], [3, 0, 0, 0, 5]]));
    assert_eq!(field(&g, "stores"), json!([2, 0]));
}

#[test]
fn no_capture_on_the_movers_own_row() {
    // Cup 2 goes left into 1.1 making 2: own row, nothing captured.
    // Cup 3 goes right into 1.4 and 1.5, making 1.5 hold 2: own row, nothing captured.
    let mut g = umel("[[0,0,2,0,1],[0,0,0,3,3]]", "");
    play(&mut g, &["3R"]);
    assert_eq!(field(&g, "stores"), json!([0, 0]));
    assert_eq!(field(&g, "rows"), json!([[0, 0, 0, 1, 2], [0, 0, 0, 3, 3]]));
}

#[test]
fn capture_runs_backwards_for_left_sowing_too() {
    // Cup 1 sows left: 2.5 then 2.4; 2.4 becomes 2 and 2.5 becomes 4; back to 1.1: own.
    let mut g = umel("[[2,0,0,0,0],[0,0,0,1,3]]", "");
    play(&mut g, &["1"]);
    assert_eq!(field(&g, "stores"), json!([6, 0]));
}

#[test]
fn a_player_who_cannot_move_passes() {
    let mut g = umel("[[1,1,0,0,1],[0,0,3,0,0]]", "");
    assert_eq!(g.legal_texts(10).unwrap(), ["pass"]);
    let ev = play(&mut g, &["pass"]);
    assert_eq!(ev[0], json!({"kind": "pass", "player": 1}));
    assert_eq!(g.to_move(), 2);
    assert!(
        umel("[[2,0,0,0,0],[0,0,3,0,0]]", "")
            .play_text("pass")
            .is_err()
    );
}

#[test]
fn when_neither_can_move_rows_go_to_their_owners() {
    // Player 1 sows 2 beans from 1.5 into 2.1 and 2.2 (now 1 and 1): nobody can move.
    let mut g = umel("[[1,0,0,0,2],[0,0,0,0,1]]", r#","stores":[20,26]"#);
    let ev = play(&mut g, &["5"]);
    assert_eq!(field(&g, "rows"), json!([[0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]));
    assert_eq!(field(&g, "stores"), json!([21, 29]));
    assert_eq!(g.finished().unwrap().outcome, Outcome::Winner(2));
    assert_eq!(field(&g, "phase"), json!("over"));
    assert!(ev.iter().any(|e| e["kind"] == "collect"));
    assert!(g.legal_texts(10).unwrap().is_empty());
    assert!(matches!(g.play_text("1"), Err(MoveError::GameOver)));
    // Equal stores: a draw between both.
    let mut g = umel("[[1,0,0,0,2],[0,0,0,0,1]]", r#","stores":[20,18]"#);
    play(&mut g, &["5"]);
    assert_eq!(g.finished().unwrap().outcome, Outcome::Draw(vec![1, 2]));
}

#[test]
fn third_repetition_ends_the_game_with_scoring() {
    // Found by a search: with every move going left, this line meets its last position
    // for the third time on its last move.
    let line = "pass 5 pass 3 pass 2 5 1 4 pass 3 pass 2 pass 1 5 pass 3 pass 4 pass 1 5 2 4 pass 3 pass 2 pass 1 5 pass 3 pass 4 pass 1 5 2 4 pass 3 pass 2 pass 1 5 pass 3 pass 1 5 4 4 2";
    let moves: Vec<&str> = line.split(' ').collect();
    let mut g = umel(
        "[[0,0,0,0,1],[0,2,1,0,2]]",
        r#","options":{"directions":"left"}"#,
    );
    let mut seen = vec![strip(&g)];
    for (i, m) in moves.iter().enumerate() {
        assert!(
            g.finished().is_none(),
            "over too early, before move {}",
            i + 1
        );
        if i + 1 == moves.len() {
            // The same move from a copy without history shows the position reached.
            let mut fresh =
                sowing_rules::AnyGame::from_json(&serde_json::Value::Object(g.to_json())).unwrap();
            play(&mut fresh, &[m]);
            assert!(fresh.finished().is_none());
            assert_eq!(
                seen.iter().filter(|s| **s == strip(&fresh)).count(),
                2,
                "met twice before"
            );
        }
        play(&mut g, &[m]);
        seen.push(strip(&g));
    }
    let f = g.finished().expect("third occurrence ends the game");
    assert_eq!(f.reason, sowing_rules::EndReason::Repetition);
    assert_eq!(
        field(&g, "rows"),
        json!([[0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]),
        "rows go to the stores"
    );
    let total: u64 = field(&g, "stores")
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(total, 6);
}

#[test]
fn no_line_meets_a_position_three_times() {
    let mut rng = Rng::new(3);
    for _ in 0..500 {
        let rows: Vec<Vec<u64>> = (0..2)
            .map(|_| (0..5).map(|_| rng.below(4)).collect())
            .collect();
        let mut g = umel(
            &json!(rows).to_string(),
            r#","options":{"directions":"left"}"#,
        );
        let mut seen = vec![strip(&g)];
        while g.finished().is_none() {
            let m = g.random_move_text(&mut rng).unwrap();
            play(&mut g, &[&m]);
            if g.finished().is_none() {
                seen.push(strip(&g));
                let n = seen.iter().filter(|s| **s == *seen.last().unwrap()).count();
                assert!(n < 3, "a third occurrence must end the game");
            }
        }
    }
}

fn strip(g: &sowing_rules::AnyGame) -> serde_json::Value {
    let mut j = g.to_json();
    for k in ["phase", "result", "reason"] {
        j.remove(k);
    }
    serde_json::Value::Object(j)
}
